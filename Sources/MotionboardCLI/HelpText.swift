/// Help and usage text in swift-argument-parser's layout (26-column labels).
enum HelpText {
  static let version = "0.1.0"

  static var overview: String {
    var text = """
      OVERVIEW: Turn interface descriptions into animations that move as UIKit would.

      USAGE: motionboard <subcommand>

      OPTIONS:

      """
    text += row("--version", "Show the version.")
    text += row("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for command in CommandSpec.all {
      text += row(command.name, command.abstract)
    }
    text += row("help", "Show subcommand help information.")
    text += "\n  See 'motionboard help <subcommand>' for detailed help and examples.\n"
    return text
  }

  static func help(for command: CommandSpec) -> String {
    var text = "OVERVIEW: \(command.abstract)\n"
    if let discussion = command.discussion {
      text += "\n" + discussion + "\n"
    }
    text += "\nUSAGE: \(command.usage)\n\nARGUMENTS:\n"
    text += row(command.argumentName.replacingOccurrences(" ...", ""), command.argumentHelp)
    text += "\nOPTIONS:\n"
    for option in command.options {
      var label = option.shortName.map { "\($0), \(option.name)" } ?? option.name
      if let value = option.valueName { label += " \(value)" }
      text += row(label, option.help)
    }
    text += examples(of: command)
    return text
  }

  /// The EXAMPLES section: each example's purpose, then the command indented below it.
  ///
  /// The paths are those of a checkout, where `./motionboard` runs the same commands.
  private static func examples(of command: CommandSpec) -> String {
    guard !command.examples.isEmpty else { return "" }
    var text = "\nEXAMPLES:\n  (From a checkout, run them as ./motionboard …)\n"
    for example in command.examples {
      text += "\n  \(example.purpose)\n    \(example.command)\n"
    }
    return text
  }

  static func usageError(_ error: UsageError) -> String {
    let command = error.command.flatMap { name in CommandSpec.all.first { $0.name == name } }
    let usage = command?.usage ?? "motionboard <subcommand>"
    let helpCommand = command.map { "motionboard \($0.name) --help" } ?? "motionboard --help"
    return
      "Error: \(error.message)\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n"
  }

  /// `  label<padding>help`, the help starting at column 27 or on the next line.
  private static func row(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 26)
    let padded = "  " + label
    if padded.count < 26 {
      return padded + String(repeating: " ", count: 26 - padded.count) + help + "\n"
    }
    return padded + "\n" + indent + help + "\n"
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
