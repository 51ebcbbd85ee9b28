/// The EXAMPLES section of each command's help: what a user types, run from a checkout (the
/// paths are the repository's Examples). `CommandLineTests.HelpExampleTests` runs every one.
extension CommandSpec {
  struct Example: Sendable {
    /// What the command does, one line.
    var purpose: String
    /// The command, starting with `motionboard`.
    var command: String
  }

  /// The command's examples, in the order the help shows them.
  var examples: [Example] {
    switch name {
    case "check": Self.checkExamples
    case "frames": Self.framesExamples
    case "export": Self.exportExamples
    case "convert": Self.convertExamples
    case "scenes": Self.scenesExamples
    case "timeline": Self.timelineExamples
    default: []
    }
  }

  /// The storyboard Example's scene and its timeline, as the commands name them.
  private static let storyboard =
    "Examples/storyboard/Login.storyboard --timeline Examples/storyboard/login.timeline.xml"

  private static let checkExamples = [
    Example(
      purpose: "Check one file; it prints how many files are clean:",
      command: "motionboard check Examples/login.xml"),
    Example(
      purpose: "Check every .xml file of a folder:",
      command: "motionboard check Examples/"),
    Example(
      purpose: "Check a storyboard's scene with its timeline sidecar:",
      command: "motionboard check \(storyboard)"),
  ]

  private static let framesExamples = [
    Example(
      purpose: "The frames shown at 0.5 s, 0.6 s and 0.75 s:",
      command: "motionboard frames Examples/login.xml --at 0.5,0.6,0.75"),
    Example(
      purpose: "The model after each block (state 0 is the initial layout):",
      command: "motionboard frames Examples/login.xml --states"),
    Example(
      purpose: "The model after the first block only:",
      command: "motionboard frames Examples/login.xml --state 1"),
  ]

  private static let exportExamples = [
    Example(
      purpose: "Write Output/login.svg and Output/login.json:",
      command: "motionboard export Examples/login.xml"),
    Example(
      purpose: "A page to scrub and inspect the motion, Output/panel.html:",
      command: "motionboard export --format html Examples/panel.xml"),
    Example(
      purpose: "A GIF and a still picture for docs that take no SVG, 1 pixel per point:",
      command: "motionboard export --format gif,png --scale 1 Examples/panel.xml"),
    Example(
      purpose: "Light and dark SVGs, and the <picture> snippet that shows the reader's:",
      command: "motionboard export --appearance both Examples/stack.xml"),
    Example(
      purpose: "Every Example, into a folder of their own:",
      command: "motionboard export --output Animations Examples/"),
    Example(
      purpose: "A storyboard's scene with its timeline sidecar (Output/Login-Login.svg):",
      command: "motionboard export \(storyboard) --scene Login"),
    Example(
      purpose: "The same scene animated by its view controller's own code, with no sidecar:",
      command:
        "motionboard export Examples/storyboard/Login.storyboard --scene Login \(codeOption)"),
  ]

  private static let convertExamples = [
    Example(
      purpose: "Write Output/Login-Login.xml, the scene with its timeline, to edit and keep:",
      command: "motionboard convert \(storyboard)"),
    Example(
      purpose: "One scene, into another folder:",
      command: "motionboard convert Examples/storyboard/Login.storyboard --scene Login -o Converted"
    ),
  ]

  /// The storyboard Example's view controller, as `--code` names it.
  private static let codeOption = "--code Examples/storyboard/LoginViewController.swift"

  private static let scenesExamples = [
    Example(
      purpose: "The scenes of a storyboard, with their names, sizes and outlets:",
      command: "motionboard scenes Examples/storyboard/Login.storyboard"),
    Example(
      purpose: "The same scenes on another device:",
      command: "motionboard scenes --device iPhoneSE Examples/storyboard/Login.storyboard"),
  ]

  private static let timelineExamples = [
    Example(
      purpose: "The timeline the view controller's code makes, as a sidecar to keep:",
      command:
        "motionboard timeline Examples/storyboard/Login.storyboard --scene Login \(codeOption)"),
    Example(
      purpose: "The same, with viewDidAppear moved to 0.5 s:",
      command:
        "motionboard timeline Examples/storyboard/Login.storyboard --scene Login \(codeOption) --play viewDidAppear@0.5"
    ),
  ]
}
