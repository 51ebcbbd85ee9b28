/// One block of the timeline as the files name it: Lottie markers (docs/output.md, Markers) and
/// the SVG's description (docs/output.md, Accessible SVG).
package struct SceneBlock: Sendable, Hashable {
  /// The block's `name`, else its kind and line, as `frames --states` labels it.
  package var name: String
  /// When its animation starts (the call time plus the delay), in seconds.
  package var start: Double
  /// How long it runs within the timeline, in seconds: its cycles, cut at the end.
  package var duration: Double
  /// What the block does to each view it changes, in document order.
  package var changes: [Change]

  package init(name: String, start: Double, duration: Double, changes: [Change]) {
    self.name = name
    self.start = start
    self.duration = duration
    self.changes = changes
  }

  /// A view the block changes, and how.
  package struct Change: Sendable, Hashable {
    package var view: String
    package var kinds: [Kind]

    package init(view: String, kinds: [Kind]) {
      self.view = view
      self.kinds = kinds
    }
  }

  /// How a view changes, in words a description reads ("shrinks to a circle").
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case appears = "appears"
    case disappears = "disappears"
    case fadesIn = "fades in"
    case fadesOut = "fades out"
    case shrinksToCircle = "shrinks to a circle"
    case grows = "grows"
    case shrinks = "shrinks"
    case resizes = "changes size"
    case moves = "moves"
    case turns = "turns"
    case scales = "scales"
    case rounds = "changes its corners"
    case restyles = "changes its look"
  }
}
