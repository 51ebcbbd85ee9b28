import Diagnostics
import Pipeline

extension Compilation {
  /// The compilation a command's options ask for: `--font FAMILY` replaces Inter as the
  /// system font's stand-in; `--limit NAME=VALUE,…` changes limits.
  init(_ arguments: ScannedArguments, command: String) throws(UsageError) {
    var options = Options()
    if let family = arguments.values["--font"] {
      let trimmed = family.trimmingCharacters()
      guard !trimmed.isEmpty, trimmed.count <= 200 else {
        throw UsageError(
          message:
            "The value '\(family)' is invalid for '--font <family>'; name an installed family.",
          command: command)
      }
      options.systemFontFamily = trimmed
    }
    for item in (arguments.values["--limit"] ?? "").split(separator: ",") {
      let parts = item.split(separator: "=", maxSplits: 1).map { String($0).trimmingCharacters() }
      guard parts.count == 2, Limits.names.contains(parts[0]) else {
        let name = parts.first ?? ""
        let hint =
          Suggestion.closest(to: name, in: Limits.names).map { " Did you mean '\($0)'?" }
          ?? " Use \(Limits.names.joined(separator: ", "))."
        throw UsageError(message: "Unknown limit '\(name)'.\(hint)", command: command)
      }
      guard options.limits.set(parts[0], parts[1]) else {
        throw UsageError(
          message: "The value '\(parts[1])' is invalid for the limit '\(parts[0])'; use a positive "
            + (parts[0] == "duration" ? "number of seconds." : "whole number."),
          command: command)
      }
    }
    self.init(options: options)
  }
}
