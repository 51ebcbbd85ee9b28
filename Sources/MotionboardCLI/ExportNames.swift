import Formatting

/// The names `export` writes and prints: a file's base name, and the `<picture>` snippet of
/// `--appearance both`.
extension ExportCommand {
  /// The `<picture>` element for a light and a dark file, which GitHub and most
  /// documentation tools honour.
  static func pictureSnippet(light: String, dark: String, name: String) -> String {
    """
    <picture>
      <source media="(prefers-color-scheme: dark)" srcset="\(Escaping.xml(dark))">
      <img src="\(Escaping.xml(light))" alt="\(Escaping.xml(name))">
    </picture>

    """
  }

  static func baseName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
