import Diagnostics
import Geometry

/// A view's id: unique in the document; the root view is `root`.
package typealias ViewID = String

extension ViewID {
  /// The root view's id (the `<interface>` element), a reserved name in the format.
  package static let root: ViewID = "root"
}

/// An interface file exactly as declared and resolved (docs/format.md).
///
/// Interface's contract: every reference is checked (view ids, constraint ids and identifiers,
/// states, block names) and every constraint item is a concrete view or guide (`superview`
/// replaced); numbers are finite; colors are RGBA; times are seconds and angles degrees, as
/// written. Checks that depend on which constraints are active at a moment of the timeline are
/// left to the replay, which has what it needs here (every reference keeps its location).
package struct InterfaceDocument: Sendable {
  package var file: String
  package var name: String
  package var version: Int
  package var size: Size
  package var safeAreaInsets: EdgeInsets
  /// Every view in document order (a pre-order walk of the tree), the root first.
  ///
  /// Set it whole: each change rebuilds the index by id.
  package var views: [View] { didSet { viewIndex = Self.index(views) } }
  /// Each id's first place in `views`: `view(_:)` is asked for every view by every stage, and a
  /// search through 10,000 views for each made an export quadratic.
  private var viewIndex: [ViewID: Int]
  /// The constraints declared in `<constraints>` elements, in document order.
  package var constraints: [LayoutConstraint]
  package var states: [InterfaceState]
  /// The timeline; empty when the file has none (the export is then a still).
  package var timeline: Timeline
  package var location: SourceLocation
  /// The family standing in for the system font (`export --font`); nil for Inter.
  package var systemFontFamily: String?
  /// Names of views in the file they were imported from, where they differ from their ids
  /// (`frames` prints these).
  package var sourceNames: [ViewID: String] = [:]
  /// The names users know views by, where they differ from their ids.
  ///
  /// An imported view's outlet, user label or accessibility identifier (docs/storyboards.md,
  /// Names in the outputs); layer names, the preview's view list and messages use them.
  package var viewNames: [ViewID: String] = [:]
  /// How conflicting required constraints are reported: an error (the default: a file should
  /// have none), or a warning (`conflicts="warning"`; imported storyboards: UIKit breaks one and
  /// goes on, and Xcode's files often have such conflicts).
  package var conflictSeverity: Severity = .error
  /// Whether labels and buttons condense text that overflows them a little rather than cut
  /// it (`condenseText` on `<interface>`; imported storyboards: their text was sized for SF).
  package var condensesText = false
  /// The appearance the exports show (`appearance=` on `<interface>`); nil when the file does
  /// not say, and `export --appearance` overrides it.
  package var appearance: AppearanceMode?

  package init(
    file: String, name: String, version: Int = 1, size: Size,
    safeAreaInsets: EdgeInsets = .zero, views: [View], constraints: [LayoutConstraint] = [],
    states: [InterfaceState] = [], timeline: Timeline = Timeline(), location: SourceLocation
  ) {
    self.file = file
    self.name = name
    self.version = version
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.views = views
    self.viewIndex = Self.index(views)
    self.constraints = constraints
    self.states = states
    self.timeline = timeline
    self.location = location
  }

  /// The view with this id.
  package func view(_ id: ViewID) -> View? {
    viewIndex[id].map { views[$0] }
  }

  /// The place of the view with this id in `views` (the first, for a duplicate id).
  package func index(of id: ViewID) -> Int? {
    viewIndex[id]
  }

  /// Each id's first place in `views` (a duplicate id, an error in the file, keeps the first).
  private static func index(_ views: [View]) -> [ViewID: Int] {
    var index: [ViewID: Int] = [:]
    index.reserveCapacity(views.count)
    for (position, view) in views.enumerated() where index[view.id] == nil {
      index[view.id] = position
    }
    return index
  }

  /// How `frames` names a view: its name in the source it was imported from, else its id.
  package func sourceName(of id: ViewID) -> String {
    sourceNames[id] ?? id
  }

  /// How the outputs name a view: the name users know it by, else its source name.
  package func displayName(of id: ViewID) -> String {
    naming.name(of: id)
  }

  /// How messages name a view: `'name' (source name)` for a view with a name users know,
  /// else `'source name'`.
  package func quotedName(of id: ViewID) -> String {
    naming.quoted(id)
  }

  /// The names of the views, for stages that keep them apart from the document.
  package var naming: ViewNaming {
    ViewNaming(names: viewNames, sourceNames: sourceNames)
  }

  /// The state with this name.
  package func state(_ name: String) -> InterfaceState? {
    states.first { $0.name == name }
  }
}

/// A named set of changes that a block can apply with `state="NAME"`.
package struct InterfaceState: Sendable, Hashable {
  package var name: String
  package var changes: [Change]
  package var location: SourceLocation

  package init(name: String, changes: [Change], location: SourceLocation) {
    self.name = name
    self.changes = changes
    self.location = location
  }
}
