import Geometry
import Interface

/// Solved frames: each view's frame in layout space (root coordinates, bounds origins left
/// out), from which superview-relative frames and picture coordinates follow.
package struct FrameTable: Sendable, Hashable {
  /// Frames in layout space, by view.
  package private(set) var layoutFrames: [ViewID: Rect]
  private let parents: [ViewID: ViewID]

  package init(layoutFrames: [ViewID: Rect], parents: [ViewID: ViewID]) {
    self.layoutFrames = layoutFrames
    self.parents = parents
  }

  /// The view's frame in its superview's coordinates (`UIView.frame`).
  package func frame(of id: ViewID) -> Rect {
    guard let frame = layoutFrames[id] else { return .zero }
    guard let parent = parents[id], let parentFrame = layoutFrames[parent] else { return frame }
    return Rect(
      x: frame.minX - parentFrame.minX, y: frame.minY - parentFrame.minY, width: frame.width,
      height: frame.height)
  }

  /// Where the superview of each of a list of views is in that list, for `frames(of:places:)`.
  ///
  /// It holds for every table with the same superviews as the one it was found in: the tables
  /// of one replay share their record of superviews, and telling that is a comparison of
  /// storage, not of ids.
  package struct SuperviewPlaces: Sendable {
    enum Superview: Sendable {
      case none
      /// At this place in the list.
      case place(Int)
      /// Not in the list.
      case outside(ViewID)
    }

    fileprivate let parents: [ViewID: ViewID]
    fileprivate let superviews: [Superview]
  }

  /// Where the superview of each view of `ids` is among them, `place` giving a view's place
  /// in `ids` by its id (a place that holds another id is not taken).
  package func superviewPlaces(of ids: [ViewID], place: (ViewID) -> Int?) -> SuperviewPlaces {
    let superviews = ids.map { id -> SuperviewPlaces.Superview in
      guard let parent = parents[id] else { return .none }
      guard let index = place(parent), ids.indices.contains(index), ids[index] == parent else {
        return .outside(parent)
      }
      return .place(index)
    }
    return SuperviewPlaces(parents: parents, superviews: superviews)
  }

  /// `frame(of:)` of each view of `ids` (those `places` was found for): each view's layout
  /// frame is looked up once, and its superview's is taken from the list by place.
  package func frames(of ids: [ViewID], places: SuperviewPlaces) -> [Rect] {
    // Another table's places hold only when the superviews are the same.
    guard places.parents == parents, places.superviews.count == ids.count else {
      return ids.map(frame(of:))
    }
    let layout = ids.map { layoutFrames[$0] }
    return ids.indices.map { index in
      guard let frame = layout[index] else { return .zero }
      let parentFrame: Rect?
      switch places.superviews[index] {
      case .none: return frame
      case .place(let parent): parentFrame = layout[parent]
      case .outside(let parent): parentFrame = layoutFrames[parent]
      }
      guard let parentFrame else { return frame }
      return Rect(
        x: frame.minX - parentFrame.minX, y: frame.minY - parentFrame.minY, width: frame.width,
        height: frame.height)
    }
  }

  /// The view's frame in the root's bounds coordinates (`convert(_:to: root)`): the bounds
  /// origins of the superviews in between move it, the root's own does not.
  package func frameInRootBounds(of id: ViewID, boundsOrigins: [ViewID: Point]) -> Rect {
    guard var frame = layoutFrames[id] else { return .zero }
    var ancestor = parents[id]
    while let current = ancestor, current != .root {
      let origin = boundsOrigins[current] ?? .zero
      frame.origin.x -= origin.x
      frame.origin.y -= origin.y
      ancestor = parents[current]
    }
    return frame
  }

  /// The view's frame as the picture shows it (the root's frame space): every bounds origin
  /// above the view counts, the root's too.
  package func frameInPicture(of id: ViewID, boundsOrigins: [ViewID: Point]) -> Rect {
    var frame = frameInRootBounds(of: id, boundsOrigins: boundsOrigins)
    if id != .root, let origin = boundsOrigins[.root] {
      frame.origin.x -= origin.x
      frame.origin.y -= origin.y
    }
    return frame
  }

  /// The superview chain of a view, nearest first, ending with the root.
  package func ancestors(of id: ViewID) -> [ViewID] {
    var chain: [ViewID] = []
    var current = parents[id]
    while let next = current {
      chain.append(next)
      current = parents[next]
    }
    return chain
  }
}
