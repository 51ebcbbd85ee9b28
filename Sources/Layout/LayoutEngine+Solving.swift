import Cassowary
import Geometry
import Interface
import Typography

extension LayoutEngine {
  // MARK: - Solving

  /// Solves and returns the frames in layout space.
  package mutating func solve() -> FrameTable {
    solver.solve()
    settleDerivedValues()
    // UIKit's second pass: wrapping labels take the height of their text at the width the
    // first pass gave them, and the layout is solved again.
    for _ in 0..<4 where updateWrappedHeights() {
      solver.solve()
      settleDerivedValues()
    }
    return onPixelGrid(frames())
  }

  /// Values that follow the solved frames (safe areas of subviews, readable widths, flow
  /// layouts) are updated and the layout solved again, a few rounds at most.
  private mutating func settleDerivedValues() {
    for _ in 0..<3 {
      let safeAreas = updateSafeAreas()
      let readable = updateReadableGuides()
      let flows = updateFlows()
      guard safeAreas || readable || flows else { return }
      solver.solve()
    }
  }

  /// UIKit's readable width at the default text size.
  static let readableWidth: Double = 672

  /// A readable content guide is its view's margins, narrowed to the readable width and
  /// centred; the narrowing follows the solved width.
  private mutating func updateReadableGuides() -> Bool {
    var owners: Set<ViewID> = []
    for index in readableGuideSlots where slots[index].solverID != nil {
      let constraint = slots[index].constraint
      for case .guide(let id, .readableContentGuide)? in [
        constraint.firstItem, constraint.secondItem,
      ] {
        owners.insert(id)
      }
    }
    guard !owners.isEmpty else { return false }
    let table = frames()
    var changed = false
    for id in owners {
      let margins = space.marginInsets(id)
      let width = (table.layoutFrames[id]?.width ?? 0) - margins.left - margins.right
      let narrowing = max(0, (width - Self.readableWidth) / 2)
      if (space.readableInsets[id] ?? 0) != narrowing {
        space.readableInsets[id] = narrowing
        changed = true
      }
    }
    guard changed else { return false }
    for index in readableGuideSlots where slots[index].solverID != nil { translateAgain(index) }
    return true
  }

  /// Whether the constraint names a readable content guide.
  static func namesReadableGuide(_ constraint: LayoutConstraint) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains {
      if case .guide(_, .readableContentGuide)? = $0 { return true }
      return false
    }
  }

  mutating func updateWrappedHeights() -> Bool {
    guard !wrapping.isEmpty else { return false }
    let table = frames()
    var changed = false
    for index in wrapping.indices {
      let entry = wrapping[index]
      guard let frame = table.layoutFrames[entry.id] else { continue }
      let layout = entry.text.layout(inViewWidth: frame.width)
      let height =
        layout.size(scale: pixelScale ?? TextLayout.pixelScale).height + entry.text.verticalInset
      for slot in entry.heightSlots where slots[slot].constraint.constant != height {
        setConstant(slot, to: height, context: nil)
        changed = true
      }
      if layout.lines.count != entry.lines {
        wrapping[index].lines = layout.lines.count
        space.lastBaselines[entry.id] =
          IntrinsicContent.textBaselines(layout.metrics, lines: layout.lines.count).last
        for slot in slots.indices where slots[slot].solverID != nil {
          let constraint = slots[slot].constraint
          let usesBaseline =
            (constraint.firstItem == .view(entry.id) && constraint.firstAttribute == .lastBaseline)
            || (constraint.secondItem == .view(entry.id)
              && constraint.secondAttribute == .lastBaseline)
          if usesBaseline { translateAgain(slot) }
        }
        changed = true
      }
    }
    return changed
  }

  func frames() -> FrameTable {
    var frames: [ViewID: Rect] = [:]
    for (id, v) in space.variables {
      frames[id] = Rect(
        x: Self.settled(solver.value(of: v.x)), y: Self.settled(solver.value(of: v.y)),
        width: Self.settled(solver.value(of: v.width)),
        height: Self.settled(solver.value(of: v.height)))
    }
    return FrameTable(layoutFrames: frames, parents: parents)
  }

  /// A solved value to the nearest 2⁻³⁰ pt (about a billionth of a point).
  ///
  /// The solver may reach the same frame along different paths (a constraint removed and
  /// entered again, a required equation evaluated by propagation rather than read from a row
  /// of the tableau), and floating point gives each path its own last bits. Read on a fixed
  /// grid, the same frame is the same number, so a view that does not move is not animated by
  /// rounding. Values with more than 30 fraction bits' worth of magnitude are kept as they are.
  static func settled(_ value: Double) -> Double {
    guard abs(value) < 0x1p22 else { return value }
    return (value * 0x1p30).rounded() / 0x1p30
  }

  /// A view's safe area is the part of it inside the root's (only its left and right insets
  /// inside a scroll view's content or a cell); when the layout moves a view whose safe area is
  /// read, its insets change and the constraints reading them are entered again.
  mutating func updateSafeAreas() -> Bool {
    var readers = Set<ViewID>()
    for index in safeAreaSlots where slots[index].solverID != nil {
      readers.formUnion(space.safeAreaReaders(of: slots[index].constraint))
    }
    guard !readers.isEmpty else { return false }
    let table = frames()
    let insets = space.rootSafeArea
    let safe = Rect(
      x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
    var changed = false
    for id in readers {
      guard let frame = table.layoutFrames[id] else { continue }
      let clamp = { (value: Double, limit: Double) in max(0, min(limit, value)) }
      let horizontalOnly = space.scrollingContent.contains(id)
      let new = EdgeInsets(
        top: horizontalOnly ? 0 : clamp(safe.minY - frame.minY, frame.height),
        left: clamp(safe.minX - frame.minX, frame.width),
        bottom: horizontalOnly ? 0 : clamp(frame.maxY - safe.maxY, frame.height),
        right: clamp(frame.maxX - safe.maxX, frame.width))
      if space.safeAreaInsets[id] != new {
        space.safeAreaInsets[id] = new
        changed = true
      }
    }
    guard changed else { return false }
    for index in safeAreaSlots where slots[index].solverID != nil { translateAgain(index) }
    return true
  }
}
