import TestSupport
import Testing

/// The README's picture, `docs/images/login.svg`, is what the tool writes today.
@Suite("README")
struct ReadmeTests {
  @Test("docs/images/login.svg is the login Example's SVG export, byte for byte")
  func pictureIsCurrent() throws {
    let folder = TemporaryFolder()
    let result = runMotionboard(
      ["export", Repository.path("Examples/login.xml"), "--format", "svg", "--output", folder.path])
    #expect(result.status == 0, "\(result.error)")
    let exported = try #require(Repository.text(folder.path("login.svg")))
    let committed = try #require(
      Repository.text(Repository.path("docs/images/login.svg")), "docs/images/login.svg is missing")
    #expect(
      exported == committed,
      """
      docs/images/login.svg is stale; write it again with \
      ./motionboard export Examples/login.xml --format svg --output docs/images
      """)
  }
}
