import Interface

/// One file an export writes: a format's main file, or one of `--appearance both`'s light and
/// dark files (`AppearanceVariants`).
package struct ExportStage: Sendable, Hashable {
  package var format: OutputFormat
  /// The appearance of a light or dark file; nil for the format's main file.
  package var scheme: ColorScheme?

  package init(_ format: OutputFormat, scheme: ColorScheme? = nil) {
    self.format = format
    self.scheme = scheme
  }

  /// The suffix of the file's name: `""`, `-light` or `-dark`.
  package var suffix: String {
    scheme.map { "-" + $0.rawValue } ?? ""
  }
}

/// What an export writes, in the order it writes it.
///
/// For each format asked for, its main file, then its appearance variants. `ExportRun` runs
/// the stages; a new output joins as a stage (a format and the run's case for it), not as
/// another branch of `exportAllFiles`.
package struct ExportPlan: Sendable, Equatable {
  package var stages: [ExportStage]

  package init(formats: [OutputFormat], appearance: AppearanceMode) {
    stages = formats.flatMap { format in
      [ExportStage(format)]
        + AppearanceVariants.schemes(of: format, mode: appearance).map {
          ExportStage(format, scheme: $0)
        }
    }
  }
}
