import Cassowary
import Geometry
import Interface

/// Everything needed to turn `item.attribute` into a linear expression over the unknowns.
struct LayoutSpace {
  var variables: [ViewID: ViewVariables] = [:]
  /// Guides with unknowns of their own: stack spanners and gaps, scroll content.
  var guideVariables: [LayoutItem: ViewVariables] = [:]
  var margins: [ViewID: EdgeInsets] = [:]
  var firstBaselines: [ViewID: Baseline] = [:]
  var lastBaselines: [ViewID: Baseline] = [:]
  /// Stack views take their baselines from an arranged subview.
  var baselineViews: [ViewID: (first: ViewID, last: ViewID)] = [:]
  /// Frame → alignment rectangle, per view (controls with ornaments; none elsewhere).
  var alignmentInsets: [ViewID: EdgeInsets] = [:]
  /// The root's safe area insets (from the document).
  var rootSafeArea: EdgeInsets = .zero
  /// Other views' safe area insets: the part of the view outside the root's safe area, from
  /// the last solved layout (UIKit propagates them the same way, after layout).
  var safeAreaInsets: [ViewID: EdgeInsets] = [:]
  /// How much narrower than the margins each view's readable content guide is, per side
  /// (from the last solved layout).
  var readableInsets: [ViewID: Double] = [:]
  /// Bounds origins (scroll views' content offsets), which move frame layout guides.
  var boundsOrigins: [ViewID: Point] = [:]
  /// Scroll views: their edges, related to their descendants, are the content's edges.
  var scrollViews: Set<ViewID> = []
  /// Views whose margins add their safe area insets (`insetsLayoutMarginsFromSafeArea`).
  var marginsIncludeSafeArea: Set<ViewID> = []
  /// Views in a scroll view's content or in a cell: their safe area keeps only the left and
  /// right insets (the scroll view takes the top and bottom into its content inset).
  var scrollingContent: Set<ViewID> = []
  var parents: [ViewID: ViewID] = [:]

  /// The expression for `attribute` of `item`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression {
    switch item {
    case .view(let id):
      return viewExpression(id, attribute)
    case .safeArea(let id):
      return inset(frame(id), by: safeInsets(id), attribute)
    case .guide(let id, .layoutMarginsGuide):
      return inset(frame(id), by: marginInsets(id), attribute)
    case .guide(let id, .readableContentGuide):
      var insets = marginInsets(id)
      insets.left += readableInsets[id] ?? 0
      insets.right += readableInsets[id] ?? 0
      return inset(frame(id), by: insets, attribute)
    case .guide(let id, .frameLayoutGuide):
      let origin = boundsOrigins[id] ?? .zero
      let (x, y, w, h) = frame(id)
      return inset((x + origin.x, y + origin.y, w, h), by: .zero, attribute)
    case .guide(_, .contentLayoutGuide), .internalGuide:
      // The engine makes a guide's unknowns before any constraint names it; should one slip
      // through, it stands for its owner's frame rather than stopping the program.
      guard let v = guideVariables[item] else {
        return inset(frame(item.owner), by: .zero, attribute)
      }
      let rect = (Expression(v.x), Expression(v.y), Expression(v.width), Expression(v.height))
      // A scroll view's margins, related to its content, are the content's inset by them.
      let isContent = item == .guide(item.owner, .contentLayoutGuide)
      return inset(
        rect, by: isContent && attribute.isMargin ? marginInsets(item.owner) : .zero, attribute)
    case .topLayoutGuide:
      // From the root's top to the safe area's top.
      return guideExpression(fixedHeight: rootSafeArea.top, atTop: true, attribute)
    case .bottomLayoutGuide:
      // From the safe area's bottom to the root's bottom.
      return guideExpression(fixedHeight: rootSafeArea.bottom, atTop: false, attribute)
    }
  }

  /// The view's safe area insets: the document's for the root, else from the last layout.
  func safeInsets(_ id: ViewID) -> EdgeInsets {
    id == .root ? rootSafeArea : safeAreaInsets[id] ?? .zero
  }

  /// The insets of the view's layout margins guide: its margins, plus its safe area insets
  /// when they count.
  func marginInsets(_ id: ViewID) -> EdgeInsets {
    let own = margins[id] ?? .defaultMargins
    guard marginsIncludeSafeArea.contains(id) else { return own }
    let safe = safeInsets(id)
    return EdgeInsets(
      top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
      right: own.right + safe.right)
  }

  /// The views whose safe area insets the constraint reads (other than the root's, which the
  /// document gives): through their safe area guide, or their margins when those include it.
  func safeAreaReaders(of constraint: LayoutConstraint) -> [ViewID] {
    var result: [ViewID] = []
    let pairs =
      [(constraint.firstItem, constraint.firstAttribute)]
      + [(constraint.secondItem, constraint.secondAttribute)].compactMap { pair in
        pair.0.flatMap { item in pair.1.map { (item, $0) } }
      }
    for (item, attribute) in pairs {
      switch item {
      case .safeArea(let id) where id != .root:
        result.append(id)
      case .guide(let id, .layoutMarginsGuide), .guide(let id, .readableContentGuide):
        if id != .root, marginsIncludeSafeArea.contains(id) { result.append(id) }
      case .view(let id) where attribute.isMargin:
        if id != .root, marginsIncludeSafeArea.contains(id) { result.append(id) }
      default:
        break
      }
    }
    return result
  }

  /// Whether `item` belongs to `ancestor`'s subtree below it.
  func isDescendant(_ item: LayoutItem, of ancestor: ViewID) -> Bool {
    if case .view(let id) = item, id == ancestor { return false }
    var current: ViewID? = item.owner == ancestor ? nil : item.owner
    while let id = current {
      if id == ancestor { return true }
      current = parents[id]
    }
    return false
  }

  private func frame(_ id: ViewID) -> (x: Expression, y: Expression, w: Expression, h: Expression) {
    guard let v = variables[id] else {
      preconditionFailure("view '\(id)' has no layout variables")
    }
    return (Expression(v.x), Expression(v.y), Expression(v.width), Expression(v.height))
  }

  private func viewExpression(_ id: ViewID, _ attribute: LayoutAttribute) -> Expression {
    switch attribute {
    case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      return inset(frame(id), by: marginInsets(id), attribute)
    case .firstBaseline, .lastBaseline:
      if let vendor = baselineViews[id] {
        return viewExpression(attribute == .firstBaseline ? vendor.first : vendor.last, attribute)
      }
      let (_, y, _, h) = frame(id)
      let table = attribute == .firstBaseline ? firstBaselines : lastBaselines
      let baseline = table[id] ?? .bottom
      return y + h * baseline.heightFactor + baseline.offset
    default:
      return inset(frame(id), by: alignmentInsets[id] ?? .zero, attribute)
    }
  }

  /// An attribute of a rectangle inset by `insets` (alignment rectangles, margins and safe
  /// areas are that).
  private func inset(
    _ rect: (x: Expression, y: Expression, w: Expression, h: Expression), by insets: EdgeInsets,
    _ attribute: LayoutAttribute
  ) -> Expression {
    let (x, y, w, h) = rect
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
    let (x, y, w, h) = frame(.root)
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
