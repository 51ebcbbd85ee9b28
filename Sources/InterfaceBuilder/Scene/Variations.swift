import XMLTree

/// Size-class variations (`<variation key="…">`) for the canvas's traits: which views and
/// constraints are installed, and which properties are overridden (docs/storyboards.md, Size
/// classes).
///
/// Variations apply from the least to the most specific (`default`, one size class, two), as
/// Xcode resolves them; a key that names anything other than width and height classes (an
/// idiom, a device) does not apply. `default` variations only install and uninstall.
struct Variations {
  /// Ids of views and constraints uninstalled for these traits.
  private(set) var uninstalled: Set<String> = []
  /// Attribute overrides by the owner's id.
  private var attributes: [String: [String: SourceAttribute]] = [:]
  /// Child element overrides (`<fontDescription>`, `<edgeInsets key="layoutMargins">`) by the
  /// owner's id.
  private var children: [String: [SourceElement]] = [:]

  init(_ root: SourceElement, traits: (width: IBDevice.SizeClass, height: IBDevice.SizeClass)?) {
    var found: [(owner: String, variation: SourceElement, specificity: Int)] = []
    var pending: [SourceElement] = [root]
    while let element = pending.popLast() {
      for child in element.children where child.name == "variation" {
        guard let key = child.value(.key) else { continue }
        let specificity = key == "default" ? 0 : key.split(separator: "-").count
        found.append((element.value(.id) ?? "", child, specificity))
      }
      pending.append(contentsOf: element.children.filter { $0.name != "variation" }.reversed())
    }
    // Stable: document order within a specificity.
    let ordered = found.enumerated().sorted {
      ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset)
    }.map(\.element)
    var installed: [String: Bool] = [:]
    for (owner, variation, _) in ordered {
      let key = variation.value(.key) ?? ""
      guard Self.matches(key, traits) else { continue }
      for mask in variation.children where mask.name == "mask" {
        for entry in mask.children {
          guard let reference = entry.value(.reference) else { continue }
          installed[reference] = entry.name == "include"
        }
      }
      guard key != "default", !owner.isEmpty else { continue }
      for attribute in variation.attributes where attribute.name != IBAttribute.key.rawValue {
        attributes[owner, default: [:]][attribute.name] = attribute
      }
      for child in variation.children where child.name != "mask" {
        children[owner, default: []].removeAll {
          $0.name == child.name && $0.value(.key) == child.value(.key)
        }
        children[owner, default: []].append(child)
      }
    }
    uninstalled = Set(installed.filter { !$0.value }.keys)
  }

  static func matches(
    _ key: String, _ traits: (width: IBDevice.SizeClass, height: IBDevice.SizeClass)?
  ) -> Bool {
    if key == "default" { return true }
    guard let traits else { return false }
    for condition in key.split(separator: "-") {
      let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return false }
      switch parts[0] {
      case "widthClass": if traits.width.rawValue != parts[1] { return false }
      case "heightClass": if traits.height.rawValue != parts[1] { return false }
      default: return false
      }
    }
    return true
  }

  /// The element's attribute as the traits make it.
  func attribute(_ name: String, of element: SourceElement) -> SourceAttribute? {
    if let id = element.value(.id), let value = attributes[id]?[name] { return value }
    return element.attribute(name)
  }

  /// The element's attribute `name` as the traits make it.
  func attribute(_ name: IBAttribute, of element: SourceElement) -> SourceAttribute? {
    attribute(name.rawValue, of: element)
  }

  /// The element's child (by name and key) as the traits make it.
  func child(_ name: String, key: String, of element: SourceElement) -> SourceElement? {
    if let id = element.value(.id),
      let value = children[id]?.last(where: { $0.name == name && $0.value(.key) == key })
    {
      return value
    }
    return element.child(name, key: key)
  }
}
