import Interface
import XMLTree

/// The names a sidecar may use (docs/storyboards.md, Naming views and constraints).
extension ImportSession {
  /// The other names of the scene's views and constraints, best first.
  ///
  /// Outlets of the scene's controller (or File's Owner) first, then outlets of the scene's own
  /// views (cells, custom views), accessibility identifiers, and user labels last. IB ids and
  /// constraint identifiers need no table: they are the document's ids and identifiers.
  func nameTable() -> NameTable {
    var names = NameTable()
    let constraintIDs = Set(constraints.compactMap(\.id))
    func addOutlets(of element: SourceElement, kind: NameTable.Kind) {
      for connection in element.child("connections")?.children ?? []
      where connection.name == "outlet" || connection.name == "outletCollection" {
        guard let property = connection.value(.property),
          let destination = connection.value(.destination)
        else { continue }
        if let id = viewIDs[destination] {
          names.addView(property, id, kind: kind)
        } else if constraintIDs.contains(destination) {
          names.addConstraint(property, destination, kind: kind)
        }
      }
    }
    for owner in scene.outletOwners { addOutlets(of: owner, kind: .controllerOutlet) }
    for element in scene.topView.descendants() { addOutlets(of: element, kind: .viewOutlet) }
    for view in views where view.id != .root {
      guard let element = elements[view.id] else { continue }
      if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?
        .value(.identifier)
      {
        names.addView(identifier, view.id, kind: .accessibilityIdentifier)
      }
      if let label = element.value(.userLabel) {
        names.addView(label, view.id, kind: .userLabel)
      }
    }
    return names
  }

  /// The name users know each view by (docs/storyboards.md, Names in the outputs): its outlet
  /// (the controller's first, then the scene's views'), else its user label, else its
  /// accessibility identifier, whichever names it alone; views with none keep their IB id.
  func displayNames(_ names: NameTable) -> [ViewID: String] {
    var candidates: [ViewID: [String]] = [:]
    func addOutlets(of element: SourceElement) {
      for connection in element.child("connections")?.children ?? []
      where connection.name == "outlet" || connection.name == "outletCollection" {
        guard let property = connection.value(.property),
          let destination = connection.value(.destination), let id = viewIDs[destination]
        else { continue }
        candidates[id, default: []].append(property)
      }
    }
    for owner in scene.outletOwners { addOutlets(of: owner) }
    for element in scene.topView.descendants() { addOutlets(of: element) }
    for view in views where view.id != .root {
      guard let element = elements[view.id] else { continue }
      if let label = element.value(.userLabel) { candidates[view.id, default: []].append(label) }
      if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?
        .value(.identifier)
      {
        candidates[view.id, default: []].append(identifier)
      }
    }
    var result: [ViewID: String] = [:]
    for (id, list) in candidates {
      if let name = list.first(where: { !$0.isEmpty && names.view($0) == .unique(id) }) {
        result[id] = name
      }
    }
    return result
  }

  /// What the scene says about its view controller, for the code readers: its class, its
  /// view, its controls' `<action>` connections and the classes of its custom views
  /// (docs/code.md, How code names views and constraints).
  func controllerLinks() -> ControllerLinks {
    var links = ControllerLinks(outletsOnly: true)
    links.className =
      scene.controller?.value(.customClass)
      ?? scene.outletOwners.compactMap { $0.value(.customClass) }.first
    if let top = scene.topView.value(.id), let id = viewIDs[top] { links.view = id }
    for view in views where view.id != .root {
      guard let element = elements[view.id] else { continue }
      if let custom = element.value(.customClass) { links.viewClasses[view.id] = custom }
      for connection in element.child("connections")?.children ?? [] {
        if connection.name == "action", let selector = connection.value(.selector) {
          links.actions.append(
            ActionConnection(control: view.id, selector: selector, location: connection.location))
        }
        // A gesture recognizer of the view, declared among the scene's objects.
        guard connection.name == "outletCollection",
          connection.value(.property) == "gestureRecognizers",
          let target = connection.value(.destination),
          let recognizer = scene.objects.first(where: { $0.value(.id) == target })
        else { continue }
        for action in recognizer.child("connections")?.children ?? [] where action.name == "action"
        {
          guard let selector = action.value(.selector) else { continue }
          links.actions.append(
            ActionConnection(
              control: view.id, selector: selector, location: action.location, isGesture: true))
        }
      }
    }
    return links
  }
}
