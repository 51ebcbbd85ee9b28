import Interface
import Motion

/// The appearances an export draws (`--appearance`, docs/output.md, Dark mode): one
/// presentation per scheme of the mode, and with `both` a light and a dark file besides the
/// main one for the SVG and the Lottie file.
enum AppearanceVariants {
  /// The formats that get a light and a dark file with `--appearance both`.
  static let formats: Set<OutputFormat> = [.svg, .lottie]

  /// The schemes of a format's light and dark files (none but for `both`), in file order.
  static func schemes(of format: OutputFormat, mode: AppearanceMode) -> [ColorScheme] {
    mode == .both && formats.contains(format) ? ColorScheme.allCases : []
  }

  /// One presentation per scheme of the mode; colors take no part in layout, so the light
  /// replay's states, resolved, are the dark ones.
  static func presentations(
    _ document: InterfaceDocument, checked: Compilation.Checked, mode: AppearanceMode,
    loops: Bool
  ) -> [ColorScheme: Presentation] {
    var presentations: [ColorScheme: Presentation] = [:]
    for scheme in mode.schemes {
      var presentation = Presentation(
        document: document.resolved(for: scheme),
        states: checked.states.map { $0.resolved(for: scheme) }, plan: checked.plan)
      if loops { presentation.loops = true }
      presentations[scheme] = presentation
    }
    return presentations
  }
}
