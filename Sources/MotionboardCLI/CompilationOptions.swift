import Diagnostics
import InterfaceBuilder
import Pipeline
import XMLTree

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
      // libxml2 reads no deeper than `deepest` levels (docs/format.md, Limits).
      if parts[0] == "depth", let depth = Int(parts[1]), depth > XMLTreeReader.Limits.deepest {
        throw UsageError(
          message: "The value '\(parts[1])' is invalid for the limit 'depth'; use 1 to "
            + "\(XMLTreeReader.Limits.deepest), the deepest nesting the XML reader takes.",
          command: command)
      }
      guard options.limits.set(parts[0], parts[1]) else {
        throw UsageError(
          message: "The value '\(parts[1])' is invalid for the limit '\(parts[0])'; use a positive "
            + (Limits.isTime(parts[0]) ? "number of seconds." : "whole number."),
          command: command)
      }
    }
    options.scene = arguments.values["--scene"]
    if let name = arguments.values["--device"] {
      options.device = try Self.device(name, command: command)
    }
    self.init(options: options)
  }

  /// `--device NAME[:landscape]`: an Interface Builder device id (`retina6_1`) or a device
  /// name of the format (`iPhone15`).
  private static func device(_ text: String, command: String) throws(UsageError) -> IBDevice {
    var name = text.trimmingCharacters()
    var landscape = false
    for suffix in [":landscape", ":portrait"] where name.hasSuffix(suffix) {
      landscape = suffix == ":landscape"
      name = String(name.dropLast(suffix.count))
    }
    let id = IBDevice.presetAliases[name] ?? name
    guard let device = IBDevice.named(id) else {
      let names = IBDevice.presetAliases.keys.sorted() + IBDevice.all.map(\.id)
      let hint = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
      throw UsageError(
        message: "Unknown device '\(name)'.\(hint) Use a device name (iPhone15, iPad, …) or an "
          + "Interface Builder device id (retina6_1, …), optionally with :landscape.",
        command: command)
    }
    return device.configured(landscape: landscape, toolsVersion: .infinity)
  }

  /// The compilation with the `--timeline` file read, or nil after printing why it could not be.
  func reading(timeline path: String?, printer: DiagnosticPrinter) -> Compilation? {
    guard let path else { return self }
    switch InputFile.read(path, limit: options.limits.fileSize) {
    case .failure(let problem):
      printer.printFileProblem(problem.message, file: path)
      return nil
    case .success(let bytes):
      var copy = self
      copy.options.sidecar = SidecarInput(file: path, bytes: bytes)
      return copy
    }
  }

  /// The files a checked input's diagnostics point into.
  func sources(_ bytes: [UInt8], file: String) -> [String: [UInt8]] {
    var sources = [file: bytes]
    if let sidecar = options.sidecar { sources[sidecar.file] = sidecar.bytes }
    for code in options.code?.files ?? [] { sources[code.path] = code.bytes }
    if let play = options.code?.play ?? options.scenario { sources["--play"] = Array(play.utf8) }
    return sources
  }
}
