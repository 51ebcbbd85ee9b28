import Geometry

/// How a skin part is painted: its inside, its outline and its opacity as a whole.
///
/// Colors carry their opacity in `alpha` (a template's `fill-opacity` multiplied in); `opacity`
/// is the part's own (SVG's `opacity`), applied to fill and stroke together.
package struct Paint: Hashable, Sendable {
  /// The inside's color; nil paints no inside.
  package var fill: Color?
  /// The outline; nil draws none.
  package var stroke: StrokePaint?
  /// The part's opacity, 0…1.
  package var opacity: Double
  /// Whether the opacity is also multiplied by a switch's state (`opacity="on"`), which the
  /// writers animate with the view's state track.
  package var opacityFollowsOn: Bool

  package init(
    fill: Color? = nil, stroke: StrokePaint? = nil, opacity: Double = 1,
    opacityFollowsOn: Bool = false
  ) {
    self.fill = fill
    self.stroke = stroke
    self.opacity = opacity
    self.opacityFollowsOn = opacityFollowsOn
  }

  /// Whether anything shows: a fill or a stroke that is not transparent, at an opacity above 0
  /// (or one that follows a switch's state).
  package var isVisible: Bool {
    guard opacity > 0 else { return false }
    return (fill?.alpha ?? 0) > 0 || (stroke.map { $0.width > 0 && $0.color.alpha > 0 } ?? false)
  }
}

/// An outline: its color (with its opacity in `alpha`), width in points, and the shape of its
/// ends and corners.
package struct StrokePaint: Hashable, Sendable {
  /// How open ends are drawn.
  package enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
  }

  /// How corners are drawn.
  package enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
  }

  package var color: Color
  package var width: Double
  package var lineCap: LineCap
  package var lineJoin: LineJoin

  package init(color: Color, width: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter) {
    self.color = color
    self.width = width
    self.lineCap = lineCap
    self.lineJoin = lineJoin
  }
}
