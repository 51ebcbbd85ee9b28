import Diagnostics
import XMLTree

/// One scene: a view controller and its view (storyboards, xib controllers), or a top-level
/// view or cell of a xib.
package struct IBScene: Sendable {
  /// The view controller; nil for a xib's top-level view.
  package var controller: SourceElement?
  package var topView: SourceElement
  /// Elements whose outlets name this scene's views: the controller, a xib's File's Owner.
  package var outletOwners: [SourceElement]
  /// The scene's other objects (gesture recognizers, placeholders), where its views' gesture
  /// recognizers are declared.
  package var objects: [SourceElement] = []
  /// The scene's name in exported file names (NAME-SCENE).
  package var name: String = ""

  /// The controller's title as Xcode names the scene with it: its `title`, else its navigation
  /// item's.
  package var title: String? {
    guard let controller else { return nil }
    let title =
      controller.value(.title)
      ?? controller.child("navigationItem", key: "navigationItem")?.value(.title)
    return title?.isEmpty == false ? title : nil
  }

  /// The names `--scene` accepts: the export name, storyboard identifier, title, user labels,
  /// the controller's custom class (the class a code reader's `--class` names), controller id
  /// and top view id.
  package var selectors: [String] {
    var names: [String?] = [name]
    if let controller {
      names += [
        controller.value(.storyboardIdentifier), title, controller.value(.userLabel),
        controller.value(.customClass), controller.value(.id),
      ]
    }
    names += [topView.value(.userLabel), topView.value(.id)]
    var seen = Set<String>()
    return names.compactMap { $0 }.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// How the scene is described in a list of scenes: its name, then what else names it.
  package var summary: String {
    var parts: [String] = []
    if let controller {
      parts.append("\(controller.name) '\(controller.value(.id) ?? "")'")
      if let identifier = controller.value(.storyboardIdentifier) {
        parts.append("storyboardIdentifier '\(identifier)'")
      }
      if let title { parts.append("title '\(title)'") }
    }
    parts.append("view '\(topView.value(.id) ?? "")'")
    if let label = topView.value(.userLabel) { parts.append("'\(label)'") }
    return "\(name): " + parts.joined(separator: ", ")
  }

  static func scenes(of root: SourceElement, kind: IBDocument.Kind) -> [IBScene] {
    var scenes: [IBScene] = []
    switch kind {
    case .storyboard:
      for scene in root.descendants() where scene.name == "scene" {
        for objects in scene.children where objects.name == "objects" {
          for controller in objects.children {
            guard let view = controller.child(key: "view"), view.storedFrame != nil else {
              continue
            }
            var found = IBScene(controller: controller, topView: view, outletOwners: [controller])
            found.objects = objects.children
            scenes.append(found)
          }
        }
      }
    case .xib:
      let objects = root.child("objects")?.children ?? []
      let owners = objects.filter {
        $0.name == "placeholder" && $0.value(.placeholderIdentifier) == "IBFilesOwner"
      }
      for object in objects where object.name != "placeholder" {
        if object.storedFrame != nil {
          var found = IBScene(controller: nil, topView: object, outletOwners: owners)
          found.objects = objects
          scenes.append(found)
        } else if let view = object.child(key: "view"), view.storedFrame != nil {
          var found = IBScene(controller: object, topView: view, outletOwners: [object])
          found.objects = objects
          scenes.append(found)
        }
      }
    }
    return named(scenes)
  }

  /// Export names (docs/storyboards.md, Commands and options): the storyboard identifier, the
  /// controller's user label, its title, the view's user label, the custom class (the
  /// controller's, a xib's File's Owner's when its `view` outlet is this view, the view's),
  /// else the IB id; characters outside letters, digits, `_`, `-` and `.` become `-`; a name
  /// two scenes share gets the scene's id appended.
  private static func named(_ scenes: [IBScene]) -> [IBScene] {
    var result = scenes
    for index in result.indices {
      let scene = result[index]
      let owner = scene.controller == nil ? scene.owningClass : nil
      let candidates = [
        scene.controller?.value(.storyboardIdentifier), scene.controller?.value(.userLabel),
        scene.title, scene.topView.value(.userLabel), scene.controller?.value(.customClass),
        owner, scene.topView.value(.customClass), scene.controller?.value(.id),
        scene.topView.value(.id),
      ]
      let name = candidates.compactMap { $0.map(sanitized) }.first { !$0.isEmpty } ?? "scene"
      result[index].name = name
    }
    let counts = Dictionary(result.map { ($0.name, 1) }, uniquingKeysWith: +)
    for index in result.indices where (counts[result[index].name] ?? 0) > 1 {
      let id = result[index].controller?.value(.id) ?? result[index].topView.value(.id) ?? ""
      result[index].name += "-" + sanitized(id)
    }
    return result
  }

  /// The custom class of the File's Owner whose `view` outlet is this top view (a xib made for
  /// a view controller), if any.
  private var owningClass: String? {
    guard let id = topView.value(.id) else { return nil }
    for owner in outletOwners {
      let outlets = owner.child("connections")?.children ?? []
      if outlets.contains(where: {
        $0.name == "outlet" && $0.value(.property) == "view" && $0.value(.destination) == id
      }) {
        return owner.value(.customClass)
      }
    }
    return nil
  }

  static func sanitized(_ text: String) -> String {
    let scalars = text.unicodeScalars.map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
      return allowed ? Character(scalar) : "-"
    }
    var name = String(scalars)
    while name.hasPrefix(".") || name.hasPrefix("-") { name.removeFirst() }
    return String(name.prefix(80))
  }
}

/// Which controllers a navigation or tab bar controller shows, from the relationship and push
/// segues: Xcode draws their simulated bars (docs/storyboards.md, Safe area and bars).
package struct IBContainment: Sendable {
  package struct Navigation: Sendable, Hashable {
    var isOpaque: Bool
    var prefersLargeTitles: Bool
  }

  package var navigation: [String: Navigation] = [:]
  package var tabs: Set<String> = []
  /// Controllers a container view shows (embed segues).
  package var embedded: Set<String> = []

  init(_ root: SourceElement) {
    var controllers: [String: SourceElement] = [:]
    for element in root.descendants()
    where element.value(.sceneMemberID) == "viewController" && element.value(.id) != nil {
      controllers[element.value(.id) ?? ""] = element
    }
    var edges: [String: [(destination: String, kind: String, relationship: String)]] = [:]
    for (id, controller) in controllers {
      for segue in controller.descendants() where segue.name == "segue" {
        guard let destination = segue.value(.destination) else { continue }
        edges[id, default: []].append(
          (destination, segue.value(.kind) ?? "", segue.value(.relationship) ?? ""))
      }
    }
    /// Controllers shown from `start`'s root view controller, following push segues.
    func stack(from start: String) -> [String] {
      var pending = (edges[start] ?? []).filter {
        $0.kind == "relationship" && $0.relationship == "rootViewController"
      }.map(\.destination)
      var seen: [String] = []
      while let next = pending.popLast() {
        guard !seen.contains(next), controllers[next] != nil else { continue }
        seen.append(next)
        for edge in edges[next] ?? []
        where ["show", "push", "showDetail"].contains(edge.kind)
          && controllers[edge.destination].map({ $0.name != "navigationController" }) == true
        {
          pending.append(edge.destination)
        }
      }
      return seen
    }
    for controller in controllers.values {
      for container in controller.descendants() where container.name == "containerView" {
        for segue in container.descendants()
        where segue.name == "segue" && segue.value(.kind) == "embed" {
          if let destination = segue.value(.destination) { embedded.insert(destination) }
        }
      }
    }
    for (id, controller) in controllers where controller.name == "tabBarController" {
      for edge in edges[id] ?? []
      where edge.kind == "relationship" && edge.relationship == "viewControllers" {
        tabs.insert(edge.destination)
      }
    }
    for (id, controller) in controllers.sorted(by: { $0.key < $1.key })
    where controller.name == "navigationController" {
      let bar = controller.child("navigationBar", key: "navigationBar")
      let style = Navigation(
        isOpaque: bar?.value(.translucent) == "NO"
          && !controller.flag(.extendedLayoutIncludesOpaqueBars),
        prefersLargeTitles: bar?.flag(.largeTitles) ?? false)
      let shown = stack(from: id)
      if !controller.flag(.navigationBarHidden) {
        for destination in shown { navigation[destination] = style }
      }
      if tabs.contains(id) { tabs.formUnion(shown) }
    }
  }
}
