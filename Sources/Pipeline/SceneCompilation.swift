import CodeEvaluation
import Diagnostics
import Interface
import InterfaceBuilder
import InterfaceWriter
import Motion
import XMLTree

extension Compilation {
  /// Checks every document an input holds: a Motionboard file is one; a storyboard or xib is
  /// one per scene (the scene `Options.scene` names, else all of them).
  ///
  /// With `single`, a storyboard must come down to one scene (`frames`, `convert`, a sidecar);
  /// several are an error that lists them.
  package func checkDocuments(_ bytes: [UInt8], file: String, single: Bool = false) -> [Checked] {
    // `--code` alone: the input is the code, which builds its screen.
    if options.code?.files.first?.path == file, !file.hasSuffix(".xml") {
      return [checkCode()]
    }
    switch read(bytes, file: file, single: single) {
    case .failed(let log):
      return [Checked(document: nil, states: [], log: log)]
    case .format(let tree, let log):
      return [checkFormat(tree, file: file, log: log)]
    case .scenes(let source, let scenes, let sidecar, let code, let log):
      return scenes.map { scene in
        var sceneLog = log
        var importOptions = SceneImporter.Options()
        importOptions.device = options.device
        let (imported, importLog) = SceneImporter.importScene(
          scene, of: source, options: importOptions)
        sceneLog.append(contentsOf: importLog)
        var document = imported.document
        var graph: StateGraph?
        if let sidecar {
          guard let animated = sidecar.applied(to: document, names: imported.names, log: &sceneLog)
          else { return Checked(document: nil, states: [], log: sceneLog) }
          document = animated
        }
        if let code {
          guard
            let animated = code.applied(
              to: document, names: imported.names, controller: imported.controller, log: &sceneLog)
          else { return Checked(document: nil, states: [], log: sceneLog) }
          graph = code.stateGraph(
            of: document, names: imported.names, controller: imported.controller,
            log: &sceneLog)
          document = animated
        }
        var checked = finish(document, log: sceneLog)
        checked.stateGraph = graph ?? checked.stateGraph
        checked.sceneName = scene.name
        checked.names = imported.names
        return checked
      }
    }
  }

  /// One document of an input as its exports are named, known before it is checked.
  package struct DocumentName: Sendable, Hashable {
    /// The scene's name (exports are named NAME-SCENE); nil for a file of the format.
    package var scene: String?
    /// How the scene is told apart from others of its file: its controller's or view's id.
    package var sceneID: String?
    /// The appearance the document asks for (`<interface appearance>`), if it does.
    package var appearance: AppearanceMode?

    package init(scene: String? = nil, sceneID: String? = nil, appearance: AppearanceMode? = nil) {
      self.scene = scene
      self.sceneID = sceneID
      self.appearance = appearance
    }
  }

  /// The documents `checkDocuments` would check, named, without checking them.
  ///
  /// Reads the XML and, for a storyboard or xib, its scenes (and the one `--scene` or the
  /// sidecar chooses). None for an input that cannot be read (its check reports why).
  package func documentNames(_ bytes: [UInt8], file: String) -> [DocumentName] {
    switch read(bytes, file: file, single: false) {
    case .failed:
      return []
    case .format(let tree, _):
      let mode = tree.attribute("appearance").flatMap {
        AppearanceMode(rawValue: $0.value.trimmingSpaces())
      }
      return [DocumentName(scene: nil, appearance: mode)]
    case .scenes(_, let scenes, _, _, _):
      return scenes.map {
        DocumentName(
          scene: $0.name,
          sceneID: $0.controller?.attribute("id")?.value ?? $0.topView.attribute("id")?.value)
      }
    }
  }

  /// An input read as far as its documents: a file of the format, or a storyboard's chosen
  /// scenes with the sidecar's tree; or the errors that stop it.
  private enum InputRead {
    case failed(DiagnosticLog)
    case format(SourceElement, DiagnosticLog)
    case scenes(
      IBDocument, [IBScene], sidecar: TimelineReading?, code: CodeReading?, DiagnosticLog)
  }

  private func read(_ bytes: [UInt8], file: String, single: Bool) -> InputRead {
    var log = DiagnosticLog()
    let (tree, xmlDiagnostics) = XMLTreeReader(limits: options.limits.xml).read(bytes, file: file)
    xmlDiagnostics.forEach { log.append($0) }
    guard let tree else { return .failed(log) }
    guard tree.name == "document" || tree.name == "archive" else { return .format(tree, log) }
    let (source, readDiagnostics) = IBDocument.read(tree, file: file)
    readDiagnostics.forEach { log.append($0) }
    guard let source else { return .failed(log) }
    let sidecar = options.sidecar.map { TimelineReading($0, limits: options.limits.xml) }
    if let sidecar, sidecar.tree == nil {
      log.append(contentsOf: sidecar.log)
      return .failed(log)
    }
    let code = options.code.map { CodeReading($0) }
    let wanted =
      options.scene.map { SceneSelector(name: $0, location: nil) }
      ?? sidecar?.scene.map { SceneSelector(name: $0.value, location: $0.valueLocation) }
      ?? code.flatMap { codeScene(source.scenes, $0) }
    guard
      let scenes = select(
        source.scenes, wanted, single: single || sidecar != nil || code != nil, source: source,
        log: &log)
    else { return .failed(log) }
    return .scenes(source, scenes, sidecar: sidecar, code: code, log)
  }

  private struct SceneSelector {
    var name: String
    var location: SourceLocation?
  }

  /// With `--code` and no `--scene`: the one scene whose controller is `--class` or a class
  /// the code declares, if there is one.
  private func codeScene(_ scenes: [IBScene], _ code: CodeReading) -> SceneSelector? {
    let matching = scenes.filter { scene in
      guard let custom = scene.controller?.attribute("customClass")?.value else { return false }
      return code.input.className.map { $0 == custom } ?? (code.program.classes[custom] != nil)
    }
    guard matching.count == 1, let id = matching[0].controller?.attribute("id")?.value else {
      return nil
    }
    return SceneSelector(name: id, location: nil)
  }

  /// The scenes `wanted` names (all when nil), or nil after an error saying why.
  private func select(
    _ scenes: [IBScene], _ wanted: SceneSelector?, single: Bool, source: IBDocument,
    log: inout DiagnosticLog
  ) -> [IBScene]? {
    let list = scenes.map { "  " + $0.summary }.joined(separator: "\n")
    guard let wanted else {
      guard single, scenes.count > 1 else { return scenes }
      log.error(
        "the document has \(scenes.count) scenes; choose one with --scene NAME:\n\(list)",
        at: source.location)
      return nil
    }
    let matches = scenes.filter { $0.selectors.contains(wanted.name) }
    if matches.count == 1 { return matches }
    let place = wanted.location ?? source.location
    if matches.isEmpty {
      let suggestion = Suggestion.didYouMean(wanted.name, in: scenes.flatMap(\.selectors))
      log.error(
        "no scene '\(wanted.name)'\(suggestion)\(suggestion.isEmpty ? ";" : "") the scenes are:"
          + "\n\(list)", at: place)
    } else {
      let found = matches.map { "  " + $0.summary }.joined(separator: "\n")
      log.error(
        "'\(wanted.name)' names \(matches.count) scenes; choose one by its controller or view "
          + "id:\n\(found)", at: place)
    }
    return nil
  }
}

extension Compilation {
  /// A checked document written in the format (`motionboard convert`); nil when it has errors.
  ///
  /// Ids are readable names from outlets and labels where those are unique, the source's ids
  /// otherwise; a header records where the file comes from and which ids changed.
  package func convert(_ checked: Checked, from file: String) -> String? {
    guard let document = checked.document, !checked.log.hasErrors else { return nil }
    let names = WrittenNames.make(for: document, names: checked.names)
    var header = [
      "Converted by motionboard convert from \(file)"
        + (checked.sceneName.map { ", scene \($0)" } ?? "") + "."
    ]
    let images = Set(document.views.compactMap(\.content.image)).sorted()
    if !images.isEmpty {
      header.append(
        "Images are not written (\(images.joined(separator: ", "))): give their image views "
          + "image=\"PATH\".")
    }
    let renamed = names.renamed(in: document)
    if !renamed.isEmpty {
      header.append("Ids here and in the source:")
      header += renamed.map { "  \($0.written) = \($0.source)" }
    }
    return InterfaceWriter.write(document, names: names, header: header)
  }
}
