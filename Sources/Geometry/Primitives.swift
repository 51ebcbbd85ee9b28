/// A point in points (one point is one SVG user unit and one Lottie pixel).
package struct Point: Hashable, Sendable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  package static let zero = Point(x: 0, y: 0)

  /// The two control points of the cubic curve that draws the quadratic one from `start` through
  /// `control` to `end` (each two thirds of the way from an end to the quadratic's control).
  package static func cubicControls(
    quadraticFrom start: Point, control: Point, to end: Point
  ) -> (Point, Point) {
    (
      Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
      Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
    )
  }
}

/// A width and a height in points.
package struct Size: Hashable, Sendable {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  package static let zero = Size(width: 0, height: 0)
}

/// An origin and a size; `x`/`y` are the top-left corner in the enclosing space.
package struct Rect: Hashable, Sendable {
  package var origin: Point
  package var size: Size

  package init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  package var minX: Double { origin.x }
  package var minY: Double { origin.y }
  package var width: Double { size.width }
  package var height: Double { size.height }
  package var maxX: Double { origin.x + size.width }
  package var maxY: Double { origin.y + size.height }
  package var midX: Double { origin.x + size.width / 2 }
  package var midY: Double { origin.y + size.height / 2 }

  package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Insets in UIKit's order: top, left, bottom, right.
package struct EdgeInsets: Hashable, Sendable {
  package var top: Double
  package var left: Double
  package var bottom: Double
  package var right: Double

  package init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  /// UIKit's default layout margins.
  package static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
