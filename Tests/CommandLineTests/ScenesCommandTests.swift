import TestFiles
import TestSupport
import Testing

/// `motionboard scenes`: a file's scenes with their names, sizes and outlets.
@Suite struct ScenesCommandTests {
  @Test("scenes lists each scene's names, size and outlets")
  func listsTheExample() {
    let file = Repository.path("Examples/storyboard/Login.storyboard")
    let result = runMotionboard(["scenes", file])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        \(file): 1 scene
          Login: viewController 'Lg1-vc-001', storyboardIdentifier 'Login', view 'Lg1-vw-001'
            393 × 852 points; outlets: cardView, emailField, errorLabel, logoView, loginButton, \
        passwordField; constraint outlets: cardTop

        """)
  }

  @Test("scenes lays the scenes out for --device")
  func followsTheDevice() {
    let file = Repository.path("Examples/storyboard/Login.storyboard")
    let result = runMotionboard(["scenes", "--device", "retina4_7:landscape", file])
    #expect(result.status == 0)
    #expect(result.output.contains("    667 × 375 points;"))
  }

  @Test("a file of the format is not a storyboard: an error, exit 1")
  func refusesTheFormat() {
    let file = Repository.path("Examples/login.xml")
    let result = runMotionboard(["scenes", file])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.error.contains("error: not a storyboard or xib"))
  }

  @Test("scenes without a file is a usage error")
  func needsAFile() {
    let result = runMotionboard(["scenes"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("Error: Missing expected argument '<files> ...'"))
  }
}
