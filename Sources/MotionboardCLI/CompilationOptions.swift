import Pipeline

extension Compilation {
  /// The compilation a command's options ask for: `--font FAMILY` replaces Inter as the
  /// system font's stand-in.
  init(_ arguments: ScannedArguments, command: String) throws(UsageError) {
    var options = Options()
    if let family = arguments.values["--font"] {
      let trimmed = family.trimmingCharacters()
      guard !trimmed.isEmpty, trimmed.count <= 200 else {
        throw UsageError(
          message: "The value '\(family)' is invalid for '--font <family>'; name an installed family.",
          command: command)
      }
      options.systemFontFamily = trimmed
    }
    self.init(options: options)
  }
}
