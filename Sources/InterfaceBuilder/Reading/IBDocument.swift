import Diagnostics
import Geometry
import Interface
import XMLTree

/// A storyboard or xib: its canvas, resources and scenes (docs/storyboards.md).
///
/// InterfaceBuilder's contract: a document is read from the same `SourceElement` tree the
/// format's files are (the safe XMLTree reader), never crashes on what it finds, and refuses
/// with a located error what it cannot import (pre-Xcode-5 archives, other platforms); a scene
/// becomes an `InterfaceDocument` through `SceneImporter`.
package struct IBDocument: Sendable {
  package enum Kind: Sendable { case storyboard, xib }

  package var file: String
  package var kind: Kind
  /// The Xcode that saved the file, as its `toolsVersion` (`XcodeEra.version(of:)`), which
  /// dates some canvas rules.
  package var toolsVersion: Double
  /// False for springs-and-struts documents: every view keeps its frame and mask.
  package var usesAutoLayout: Bool
  /// The canvas device from `<device>` or `<simulatedMetricsContainer>`; nil for Xcode 6-7's
  /// 600 × 600 size-class canvas or a device this table does not know.
  package var device: IBDevice?
  /// True for the size-class canvas, where only `key="default"` variations apply.
  package var isAnyAnyCanvas: Bool
  package var resources: IBResources
  package var scenes: [IBScene]
  /// Which controllers sit in a navigation or tab bar controller (for simulated bars).
  package var containment: IBContainment
  package var location: SourceLocation

  /// Reads a `<document>` (or refuses an `<archive>` or another platform's document).
  package static func read(_ root: SourceElement, file: String) -> (IBDocument?, [Diagnostic]) {
    if root.name == "archive" {
      return (
        nil,
        [
          .error(
            "this xib is in the pre-Xcode-5 archive format, which is not supported; open it in "
              + "a current Xcode and save it to convert it", at: root.location)
        ]
      )
    }
    let type = root.value(.type) ?? ""
    let runtime = root.attribute(.targetRuntime)
    guard type.contains("CocoaTouch"), runtime?.value.hasPrefix("iOS.CocoaTouch") ?? true else {
      let place = runtime?.valueLocation ?? root.location
      let platform = runtime?.value ?? type
      return (
        nil,
        [
          .error(
            "'\(platform)' documents are not supported; only iOS storyboards and xibs "
              + "(iOS.CocoaTouch) are", at: place)
        ]
      )
    }
    let kind: Kind = type.contains("Storyboard") ? .storyboard : .xib
    let toolsVersion = XcodeEra.version(of: root)
    var (device, anyAny) = Self.canvas(of: root, toolsVersion: toolsVersion)
    if device == nil, root.child("device") == nil, root.flag(.useTraitCollections) {
      anyAny = true
    }
    var document = IBDocument(
      file: file, kind: kind, toolsVersion: toolsVersion,
      usesAutoLayout: root.flag(.useAutolayout), device: device, isAnyAnyCanvas: anyAny,
      resources: IBResources(root), scenes: [], containment: IBContainment(root),
      location: root.location)
    document.scenes = IBScene.scenes(of: root, kind: kind)
    var diagnostics: [Diagnostic] = []
    if let element = root.child("device"), device == nil, let id = element.attribute(.id) {
      diagnostics.append(
        .warning(
          "unknown device '\(id.value)'; the canvas is each scene's stored size with a 20-point "
            + "status bar (pass --device to choose one)", at: id.valueLocation))
    }
    if document.scenes.isEmpty {
      diagnostics.append(
        .error(
          "the document has no scene to import: no view controller with a view and no "
            + "top-level view", at: root.location))
      return (nil, diagnostics)
    }
    return (document, diagnostics)
  }

  /// The canvas device: `<device id orientation>`, else the old simulated screen metrics.
  private static func canvas(of root: SourceElement, toolsVersion: Double) -> (IBDevice?, Bool) {
    if let element = root.child("device") {
      let landscape = element.value(.orientation) == "landscape"
      let device = element.value(.id).flatMap(IBDevice.named)
      return (device?.configured(landscape: landscape, toolsVersion: toolsVersion), false)
    }
    guard let container = root.child("simulatedMetricsContainer") else { return (nil, false) }
    let screen = container.children.first {
      $0.name == "simulatedScreenMetrics" && $0.value(.key) == "destination"
    }
    let landscape =
      container.child("simulatedOrientationMetrics")?.value(.orientation)?.hasPrefix(
        "landscape") ?? false
    let type = screen?.value(.type)
    let id = type.map { IBDevice.simulatedScreens[$0] } ?? "retina4_0"
    return (id.flatMap(IBDevice.named)?.configured(landscape: landscape, toolsVersion: 0), false)
  }
}

/// What `<resources>` declares: image sizes and colors by name.
package struct IBResources: Sendable {
  /// `<image name width height>`: the size in points.
  package var imageSizes: [String: Size] = [:]
  /// `<namedColor name>` and `<systemColor name>`, each with its `<color>`.
  package var colorElements: [String: SourceElement] = [:]
  /// `<designable name=ID>` intrinsic content sizes, by view id.
  package var designableSizes: [String: Size] = [:]

  init(_ root: SourceElement) {
    for resources in root.children where resources.name == "resources" {
      for item in resources.children {
        guard let name = item.value(.name) else { continue }
        switch item.name {
        case "image":
          if let width = item.number(.width), let height = item.number(.height) {
            imageSizes[name] = Size(width: max(0, width), height: max(0, height))
          }
        case "namedColor", "systemColor":
          if let color = item.child("color") { colorElements[name] = color }
        default:
          break
        }
      }
    }
    for designables in root.children where designables.name == "designables" {
      for item in designables.children where item.name == "designable" {
        if let id = item.value(.name), let size = item.child("size", key: "intrinsicContentSize"),
          let width = size.number(.width), let height = size.number(.height)
        {
          designableSizes[id] = Size(width: width, height: height)
        }
      }
    }
  }
}
