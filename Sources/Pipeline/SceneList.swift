import Diagnostics
import Geometry
import Interface
import InterfaceBuilder
import XMLTree

/// One scene of a storyboard or xib as `motionboard scenes` lists it (docs/storyboards.md,
/// Listing scenes).
package struct SceneListing: Sendable, Hashable {
  /// The scene's export name (`NAME-SCENE`), which `--scene` takes.
  package var name: String
  /// The other names `--scene` takes, and the controller and view, as error messages list them.
  package var summary: String
  /// The screen the scene is laid out on, in points.
  package var size: Size
  /// Outlets naming the scene's views, and those naming its constraints, best first.
  package var viewOutlets: [String]
  package var constraintOutlets: [String]
}

extension Compilation {
  /// The scenes of a storyboard or xib, each imported (`--device` applies) to give its size and
  /// outlets; the log has what reading and importing reported.
  package func sceneList(_ bytes: [UInt8], file: String) -> ([SceneListing], DiagnosticLog) {
    var log = DiagnosticLog()
    let (tree, xmlDiagnostics) = XMLTreeReader(limits: options.limits.xml).read(bytes, file: file)
    xmlDiagnostics.forEach { log.append($0) }
    guard let tree else { return ([], log) }
    guard tree.name == "document" || tree.name == "archive" else {
      log.error(
        "not a storyboard or xib: a Motionboard file is one scene, the file itself",
        at: tree.location)
      return ([], log)
    }
    let (source, readDiagnostics) = IBDocument.read(tree, file: file)
    readDiagnostics.forEach { log.append($0) }
    guard let source else { return ([], log) }
    var importOptions = SceneImporter.Options()
    importOptions.device = options.device
    let listings = source.scenes.map { scene in
      let (imported, _) = SceneImporter.importScene(scene, of: source, options: importOptions)
      let names = imported.names
      return SceneListing(
        name: scene.name, summary: scene.summary, size: imported.document.size,
        viewOutlets: names.viewNames.filter { names.viewNameKind($0)?.isOutlet == true },
        constraintOutlets: names.constraintNames.filter {
          names.constraintNameKind($0)?.isOutlet == true
        })
    }
    return (listings, log)
  }
}
