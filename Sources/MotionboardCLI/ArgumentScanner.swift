import Diagnostics

/// A usage error, printed in swift-argument-parser's style and exiting with status 2.
struct UsageError: Error, Equatable {
  var message: String
  /// The command whose usage to show; nil for the top level.
  var command: String?
}

/// The arguments of one command after scanning.
struct ScannedArguments: Equatable {
  var positionals: [String] = []
  /// Each option's value (the last, when it is given more than once).
  var values: [String: String] = [:]
  /// Every value of each option, in order (`--code A --code B`).
  var lists: [String: [String]] = [:]
  var flags: Set<String> = []
}

/// Scans arguments against a `CommandSpec`: options anywhere, `--` ends options, `--name=value`
/// and `--name value` both work, and unknown options get a "did you mean".
struct ArgumentScanner {
  let spec: CommandSpec

  func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments {
    var result = ScannedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.options.first(where: { $0.name == name || $0.shortName == name })
      else {
        let names = spec.options.map(\.name)
        let hint = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "Unknown option '\(name)'.\(hint)", command: spec.name)
      }
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw UsageError(message: "The option '\(name)' takes no value.", command: spec.name)
        }
        result.flags.insert(option.name)
        continue
      }
      if let inlineValue {
        result.values[option.name] = inlineValue
        result.lists[option.name, default: []].append(inlineValue)
      } else if index < arguments.count, !isOption(arguments[index]) {
        result.values[option.name] = arguments[index]
        result.lists[option.name, default: []].append(arguments[index])
        index += 1
      } else {
        // An option right after is not taken as the value: `--timeline --scene Login` lost
        // the scene and read a file named `--scene`.
        let next = index < arguments.count ? arguments[index] : nil
        let hint = next.map {
          " '\($0)' is an option; a value that starts with '-' is written \(option.name)=\($0)."
        }
        throw UsageError(
          message: "Missing value for '\(name) \(option.valueName ?? "")'.\(hint ?? "")",
          command: spec.name)
      }
    }
    return result
  }

  /// Whether an argument reads as an option rather than a value: it starts with `-`, is not
  /// `-` alone, and is not a number (`--poster -1` gives -1 to be judged as a time).
  private func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
  }
}
