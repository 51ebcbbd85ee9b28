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
