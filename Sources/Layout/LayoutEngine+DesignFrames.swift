import Cassowary
import Geometry
import Interface

/// The frames a file's tool showed, as the layout's last resort, and the pixel grid
/// (docs/format.md, Layout).
extension LayoutEngine {
  /// Below every priority a file can give (the lowest is 1): a design frame only settles what
  /// the constraints, intrinsic sizes and arrangements leave free.
  static let designFramePriority = LayoutPriority(0.5)

  /// Each view's design frame, in its superview, as four constraints at the weakest priority.
  ///
  /// What the constraints left free is recorded first: the layout is ambiguous there, and a
  /// warning says so, though the picture shows the design frame.
  mutating func addDesignFrames() {
    let framed = views.filter { $0.designFrame != nil && $0.parent != nil }
    guard !framed.isEmpty else { return }
    solver.solve()
    designAmbiguity = ambiguousAxes()
    for view in framed {
      guard let frame = view.designFrame, let parent = view.parent else { continue }
      // Attributes act on alignment rectangles: the constants say where the frame's are.
      let own = AlignmentInsets.of(view.kind)
      let outer =
        parent == .root ? EdgeInsets.zero : AlignmentInsets.of(viewsByID[parent]?.kind ?? .view)
      let terms: [(LayoutAttribute, LayoutItem?, Double)] = [
        (.left, .view(parent), frame.minX + own.left - outer.left),
        (.top, .view(parent), frame.minY + own.top - outer.top),
        (.width, nil, frame.width - own.left - own.right),
        (.height, nil, frame.height - own.top - own.bottom),
      ]
      for (attribute, other, constant) in terms {
        append(
          LayoutConstraint(
            firstItem: .view(view.id), firstAttribute: attribute, secondItem: other,
            secondAttribute: other == nil ? nil : attribute, constant: constant,
            priority: Self.designFramePriority, location: view.location),
          source: .designFrame(view.id), context: nil)
      }
    }
  }

  /// Frames with each edge on the pixel grid, as UIKit rounds the engine's values: a view's
  /// size is the distance between its rounded edges, so neighbours stay neighbours.
  func onPixelGrid(_ table: FrameTable) -> FrameTable {
    guard let scale = pixelScale, scale > 0 else { return table }
    let round = { (value: Double) in (value * scale).rounded() / scale }
    var frames: [ViewID: Rect] = [:]
    for (id, frame) in table.layoutFrames {
      let minX = round(frame.minX)
      let minY = round(frame.minY)
      frames[id] = Rect(
        x: minX, y: minY, width: round(frame.minX + frame.width) - minX,
        height: round(frame.minY + frame.height) - minY)
    }
    return FrameTable(layoutFrames: frames, parents: parents)
  }
}
