/// A length that follows a view's animated size: `factor × width (or height) + offset`.
///
/// Skin parts anchor to the frame's edges or center this way (`right-20`, `centerY+6`), so they
/// move with animated sizes; the writers turn the view's width or height track into the part's.
package struct AnchoredLength: Hashable, Sendable {
  package enum Axis: Hashable, Sendable {
    case horizontal, vertical
  }

  package var axis: Axis
  package var factor: Double
  package var offset: Double
  /// Times a switch's state (`on` in a template: 0 off, 1 on, in between while a block
  /// animates it), which the writers animate with the view's state track.
  package var progress: Double

  package init(axis: Axis, factor: Double, offset: Double, progress: Double = 0) {
    self.axis = axis
    self.factor = factor
    self.offset = offset
    self.progress = progress
  }

  /// A length that does not follow the size.
  package static func fixed(_ offset: Double, axis: Axis) -> AnchoredLength {
    AnchoredLength(axis: axis, factor: 0, offset: offset)
  }

  package func value(width: Double, height: Double, on: Double = 0) -> Double {
    factor * (axis == .horizontal ? width : height) + offset + progress * on
  }
}

/// A point whose coordinates follow a view's animated size.
package struct AnchoredPoint: Hashable, Sendable {
  package var x: AnchoredLength
  package var y: AnchoredLength

  package init(x: AnchoredLength, y: AnchoredLength) {
    self.x = x
    self.y = y
  }
}

/// A rectangle (top-left corner and size) whose lengths follow a view's animated size.
package struct AnchoredRect: Hashable, Sendable {
  package var x: AnchoredLength
  package var y: AnchoredLength
  package var width: AnchoredLength
  package var height: AnchoredLength

  package init(x: AnchoredLength, y: AnchoredLength, width: AnchoredLength, height: AnchoredLength)
  {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
