/// How the outputs and messages name a document's views (docs/storyboards.md, Names in the
/// outputs): by the name users know (an imported view's outlet, user label or accessibility
/// identifier), else by the name in their source (an IB id), else by their id.
package struct ViewNaming: Sendable, Hashable {
  package var names: [ViewID: String]
  package var sourceNames: [ViewID: String]

  package init(names: [ViewID: String] = [:], sourceNames: [ViewID: String] = [:]) {
    self.names = names
    self.sourceNames = sourceNames
  }

  /// The view's name in layers, lists and pickers.
  package func name(of id: ViewID) -> String {
    names[id] ?? sourceNames[id] ?? id
  }

  /// The view in a message: `'cardView' (Lg1-cd-001)`, or `'card'` for a view known by its id.
  package func quoted(_ id: ViewID) -> String {
    let source = sourceNames[id] ?? id
    guard let name = names[id], name != source else { return "'\(source)'" }
    return "'\(name)' (\(source))"
  }
}
