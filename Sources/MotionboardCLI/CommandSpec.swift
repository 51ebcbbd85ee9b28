/// What a command accepts, from which both parsing and help text are made.
struct CommandSpec: Sendable {
  struct Option: Sendable {
    var name: String
    var shortName: String?
    /// The value's label, such as `<when>`, or nil for a flag.
    var valueName: String?
    var help: String
  }

  var name: String
  var abstract: String
  var discussion: String?
  /// The positional argument's label, such as `<files> ...`.
  var argumentName: String
  var argumentHelp: String
  var options: [Option]

  static let help = Option(
    name: "--help", shortName: "-h", valueName: nil, help: "Show help information.")
  static let font = Option(
    name: "--font", shortName: nil, valueName: "<family>",
    help: "The installed family that stands in for the system font. (default: Inter)")
  static let limit = Option(
    name: "--limit", shortName: nil, valueName: "<limits>",
    help: "Change limits, e.g. views=50000,duration=600. (see docs/format.md, Limits)")
  static let color = Option(
    name: "--color", shortName: nil, valueName: "<when>",
    help: "Color diagnostics: auto, always or never. (default: auto)")
  static let recursive = Option(
    name: "--recursive", shortName: "-r", valueName: nil,
    help: "Also read the .xml files in folders' subfolders.")

  static let scene = Option(
    name: "--scene", shortName: nil, valueName: "<name>",
    help:
      "The scene of a storyboard or xib: its name, identifier, title, label or id. (see "
      + "'motionboard scenes')")
  static let device = Option(
    name: "--device", shortName: nil, valueName: "<device>",
    help: "Lay a storyboard out for this device, e.g. iPhone15 or retina6_1:landscape.")
  static let timeline = Option(
    name: "--timeline", shortName: nil, valueName: "<file>",
    help: "A timeline (and states) in a file of its own: a sidecar.")
  static let code = Option(
    name: "--code", shortName: nil, valueName: "<file|folder>",
    help: "The view controller's Swift code, whose events make the timeline. (repeatable)")
  static let className = Option(
    name: "--class", shortName: nil, valueName: "<name>",
    help: "The view controller to run. (default: the scene's class, else the only one)")
  static let play = Option(
    name: "--play", shortName: nil, valueName: "<events>",
    help: "Taps and lifecycle events with times, e.g. signIn@2.5,viewDidAppear@0.5.")
  static let states = Option(
    name: "--states", shortName: nil, valueName: "<limit>",
    help:
      "Print the states that taps on the controls reach, up to <limit> (16), as JSON, instead "
      + "of the timeline.")
  static let assets = Option(
    name: "--assets", shortName: nil, valueName: "<folder>",
    help: "A storyboard's images: an asset catalog or a folder.")

  static let output = Option(
    name: "--output", shortName: "-o", valueName: "<folder>",
    help: "Where to write. (default: Output)")

  // Option groups, shared by the commands that take them (each command's help lists them in
  // this order, so the same option reads the same everywhere).

  /// What to read and which timeline to run: a storyboard's scene and device, a sidecar, code.
  static let input = [scene, device, timeline, code, className, play]
  /// How the input compiles: the system font's stand-in and the limits.
  static let compiling = [font, limit]
  /// The console: colored diagnostics, and help.
  static let console = [color, help]

  static let check = CommandSpec(
    name: "check",
    abstract: "Parse and check interface files, printing every problem found.",
    discussion: """
      Reads each file (a folder stands for its .xml files, sorted), resolves its
      references and reports problems as FILE:LINE:COLUMN: error|warning|note: message,
      then says how many files are clean. Writes nothing. Exits 1 when a file has errors,
      0 otherwise.
      """,
    argumentName: "<files> ...", argumentHelp: "The interface files (or folders) to check.",
    options: [recursive] + input + compiling + console)

  static let frames = CommandSpec(
    name: "frames",
    abstract: "Print the views' frames at chosen times or in each state, as JSON.",
    discussion: """
      With --at, the frames that the animation shows at each time, as UIKit would present
      them. Otherwise the model's states: state 0 is the initial layout, state k the model
      after the k-th block in call order. Frames are in the picture's coordinates, with
      alpha and rotation.
      """,
    argumentName: "<file>", argumentHelp: "The interface file.",
    options: [
      Option(
        name: "--at", valueName: "<times>",
        help: "Print the presented frames at these times (seconds, comma-separated)."),
      Option(name: "--states", valueName: nil, help: "Print every state. (default)"),
      Option(name: "--state", valueName: "<n>", help: "Print state n only."),
    ] + input + compiling + console)

  static let export = CommandSpec(
    name: "export",
    abstract: "Write the animation of each interface file as SVG and Lottie.",
    discussion: """
      Writes OUTPUT/NAME.svg (SMIL on one clock, playing in browsers and inside <img>) and
      OUTPUT/NAME.json (Lottie) for each input FILE, NAME being the file's name without its
      extension; a folder stands for its .xml files, sorted. A storyboard or xib writes
      NAME-SCENE.svg and NAME-SCENE.json for each scene. Writes are atomic, an input with
      errors writes nothing, and two inputs with the same NAME are an error before anything
      is written. --format html writes OUTPUT/NAME.html, a page to scrub and inspect the
      motion (the SVG inline); png the still picture (at --poster), strip every state side
      by side as NAME.strip.png, gif and webp the animation, mp4 (H.264) and webm (VP9) the
      animation as video, dotlottie NAME.lottie (the Lottie file in a dotLottie archive);
      --format all writes every format. Pictures and videos are sized by --scale or --width
      and estimated before they are drawn: past what their encoder takes, or past --limit
      render-time or render-memory, they are refused. On a terminal they show their progress.
      """,
    argumentName: "<files> ...", argumentHelp: "The interface files (or folders) to export.",
    options: [
      output,
      Option(
        name: "--format", valueName: "<formats>",
        help:
          "svg, lottie, html, png, strip, gif, webp, mp4, webm, dotlottie or all, "
          + "comma-separated. "
          + "(default: svg,lottie)"),
      Option(
        name: "--fps", valueName: "<rate>",
        help:
          "Frames per second of Lottie, the page and the videos (default: 60), GIF and WebP "
          + "(default: 30)."),
      Option(
        name: "--scale", valueName: "<factor>",
        help: "Pixels per point of png, strip, gif, webp, mp4 and webm. (default: 2)"),
      Option(
        name: "--width", valueName: "<pixels>",
        help: "The pictures' and videos' width in pixels, instead of --scale (the strip's: the "
          + "whole strip's)."),
      Option(
        name: "--columns", valueName: "<count>",
        help: "The strip's panels a row. (default: as close to square as can be)"),
      Option(
        name: "--near-lossless", valueName: "<level>",
        help: "WebP's near-lossless level, 0 to 100. (default: 100, lossless)"),
      Option(
        name: "--templates", valueName: "<folder>",
        help: "The look of each view kind and of the page. (default: Templates)"),
      Option(name: "--loop", valueName: nil, help: "Loop the animation, as loop=\"true\" does."),
      Option(
        name: "--interactive", valueName: nil,
        help:
          "Controls that play their actions when clicked (svg, lottie, dotlottie, html); "
          + "--play names the controls the file taps from the start, e.g. signIn,dropdown."),
      Option(
        name: "--appearance", valueName: "<mode>",
        help: "light, dark, auto (the SVG follows the viewer's) or both. (default: light)"),
      Option(
        name: "--poster", valueName: "<seconds>",
        help: "The time of the still picture. (default: the end of the timeline)"),
      recursive,
      Option(
        name: "--tolerance", valueName: "<points>",
        help: "How far fitted keyframes may stray from the motion. (default: 0.05)"),
      Option(
        name: "--jobs", shortName: "-j", valueName: "<count>",
        help: "Files exported at once. (default: the number of cores)"),
    ] + input + [assets] + compiling + console)

  static let convert = CommandSpec(
    name: "convert",
    abstract: "Write each scene of a storyboard or xib in Motionboard's own format.",
    discussion: """
      Writes OUTPUT/NAME-SCENE.xml for each scene (or the one --scene names), with the
      timeline of --timeline, so that it can be edited and kept. Views and constraints are
      named by their outlets or labels where those are unique, by their Interface Builder
      ids otherwise; a comment at the top lists the ids. Writes are atomic, and a file with
      errors writes nothing.
      """,
    argumentName: "<files> ...", argumentHelp: "The storyboards and xibs to convert.",
    options: [output] + input + compiling + console)

  static let scenes = CommandSpec(
    name: "scenes",
    abstract: "List the scenes of storyboards and xibs, with their names, sizes and outlets.",
    discussion: """
      Prints each scene of each file: the name that export gives its files (NAME-SCENE) and
      that --scene takes, with its other names (storyboard identifier, title, user labels,
      ids); then its size on the canvas (or --device) and the outlets that name its views and
      constraints, which a --timeline sidecar may use. Writes nothing. Exits 1 when a file
      cannot be read as a storyboard or xib.
      """,
    argumentName: "<files> ...", argumentHelp: "The storyboards and xibs to list.",
    options: [device, limit] + console)

  static let timelineCommand = CommandSpec(
    name: "timeline",
    abstract: "Print the timeline that a view controller's code makes, as a sidecar.",
    discussion: """
      Runs the class's lifecycle events at 0 (viewDidLoad, viewWillAppear, viewDidAppear) and
      the taps of --play, and prints what they do to the layout as a <sidecar> with its
      <timeline>, each block with a comment naming the line of code that made it: a file to
      keep, edit and give to --timeline. Exits 1 when the layout or the code has errors;
      what the code does that the reader does not understand is a warning.
      """,
    argumentName: "<file>",
    argumentHelp: "The layout: a file of the format, a storyboard or a xib.",
    options: [scene, device, code, className, play, states] + compiling + console)

  static let all = [check, convert, export, frames, scenes, timelineCommand]

  var usage: String {
    "motionboard \(name) \(argumentName)" + (options.count > 1 ? " [<options>]" : "")
  }
}
