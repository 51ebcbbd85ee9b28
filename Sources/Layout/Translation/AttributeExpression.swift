import Cassowary
import Geometry
import Interface

/// Everything needed to turn `item.attribute` into a linear expression over the unknowns.
struct LayoutSpace {
  var variables: [ViewID: ViewVariables] = [:]
  var margins: [ViewID: EdgeInsets] = [:]
  var firstBaselines: [ViewID: Baseline] = [:]
  var lastBaselines: [ViewID: Baseline] = [:]
  /// The root's safe area insets (from the document).
  var rootSafeArea: EdgeInsets = .zero
  /// Other views' safe area insets: the part of the view outside the root's safe area, from
  /// the last solved layout (UIKit propagates them the same way, after layout).
  var safeAreaInsets: [ViewID: EdgeInsets] = [:]

  /// The expression for `attribute` of `item`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression {
    switch item {
    case .view(let id):
      return viewExpression(id, attribute)
    case .safeArea(let id):
      let insets = id == "root" ? rootSafeArea : safeAreaInsets[id] ?? .zero
      return inset(id, by: insets, attribute)
    case .topLayoutGuide:
      // From the root's top to the safe area's top.
      return guideExpression(fixedHeight: rootSafeArea.top, atTop: true, attribute)
    case .bottomLayoutGuide:
      // From the safe area's bottom to the root's bottom.
      return guideExpression(fixedHeight: rootSafeArea.bottom, atTop: false, attribute)
    }
  }

  private func frame(_ id: ViewID) -> (x: Expression, y: Expression, w: Expression, h: Expression) {
    guard let v = variables[id] else {
      preconditionFailure("view '\(id)' has no layout variables")
    }
    return (Expression(v.x), Expression(v.y), Expression(v.width), Expression(v.height))
  }

  private func viewExpression(_ id: ViewID, _ attribute: LayoutAttribute) -> Expression {
    let margins = self.margins[id] ?? .defaultMargins
    switch attribute {
    case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      return inset(id, by: margins, attribute)
    case .firstBaseline, .lastBaseline:
      let (_, y, _, h) = frame(id)
      let table = attribute == .firstBaseline ? firstBaselines : lastBaselines
      let baseline = table[id] ?? .bottom
      return y + h * baseline.heightFactor + baseline.offset
    default:
      return inset(id, by: .zero, attribute)
    }
  }

  /// An attribute of the view's frame inset by `insets` (margins and safe areas are that).
  private func inset(_ id: ViewID, by insets: EdgeInsets, _ attribute: LayoutAttribute)
    -> Expression
  {
    let (x, y, w, h) = frame(id)
    switch attribute {
    case .left, .leading, .leadingMargin: return x + insets.left
    case .right, .trailing, .trailingMargin: return x + w + -insets.right
    case .centerX, .centerXWithinMargins: return x + w * 0.5 + (insets.left - insets.right) / 2
    case .width: return w + -(insets.left + insets.right)
    case .top, .topMargin: return y + insets.top
    case .bottom, .bottomMargin: return y + h + -insets.bottom
    case .centerY, .centerYWithinMargins: return y + h * 0.5 + (insets.top - insets.bottom) / 2
    case .height: return h + -(insets.top + insets.bottom)
    case .firstBaseline, .lastBaseline: return y + h + -insets.bottom
    }
  }

  /// A layout guide spanning the root's width with a fixed height at its top or bottom.
  private func guideExpression(fixedHeight: Double, atTop: Bool, _ attribute: LayoutAttribute)
    -> Expression
  {
    let (x, y, w, h) = frame("root")
    let top = atTop ? y : y + h + -fixedHeight
    switch attribute {
    case .left, .leading, .leadingMargin: return x
    case .right, .trailing, .trailingMargin: return x + w
    case .centerX, .centerXWithinMargins: return x + w * 0.5
    case .width: return w
    case .top, .topMargin: return top
    case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return top + fixedHeight
    case .centerY, .centerYWithinMargins: return top + fixedHeight / 2
    case .height: return Expression(constant: fixedHeight)
    }
  }
}
