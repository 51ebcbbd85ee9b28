import Diagnostics
import Interface

/// The constraints a `UIStackView` makes for its arranged subviews, as UIKit makes them.
///
/// The rules and priorities follow UIKit's `_UIOrderedLayoutArrangement` (along the axis) and
/// `_UIAlignedLayoutArrangement` (across it) as of iOS 26.1, and the constraint listings UIKit
/// prints (docs/stackviews.md lists every constraint, its identifier and where each value comes
/// from). Identifiers are UIKit's (`UISV-spacing`, …) so that conflicts name them as UIKit does.
/// Guides are `internalGuide(stack, n)`: 0 the alignment spanner, 1 the ordering spanner (only
/// when every arranged subview is hidden), 2 + k the k-th gap guide of the equal distributions.
struct StackArrangement {
  struct Item {
    var id: ViewID
    var isHidden: Bool
    /// The length `fillProportionally` uses: the intrinsic size along the axis (0 for none).
    var fillLength: Double
    /// A label of more than one line, whose width the stack disambiguates.
    var isMultilineText: Bool
    /// Whether it has text baselines; baseline alignment uses the top (first) or bottom
    /// (last) edge of views without.
    var hasBaseline: Bool
  }

  let stack: ViewID
  let configuration: StackConfiguration
  let items: [Item]
  let location: SourceLocation

  /// `UISV-hiding`'s priority: 999.999 as a float (`0x4479FFF0`), just below required, so a
  /// required size on a hidden view wins instead of conflicting.
  static let hidingPriority = Double(Float(bitPattern: 0x4479_FFF0))

  var constraints: [LayoutConstraint] {
    guard !items.isEmpty else { return [] }
    return distributionConstraints + alignmentConstraints
  }

  // MARK: - Attributes of the axes

  var isHorizontal: Bool { configuration.axis == .horizontal }
  private var minAlong: LayoutAttribute { isHorizontal ? .leading : .top }
  private var maxAlong: LayoutAttribute { isHorizontal ? .trailing : .bottom }
  private var centerAlong: LayoutAttribute { isHorizontal ? .centerX : .centerY }
  private var sizeAlong: LayoutAttribute { isHorizontal ? .width : .height }
  var minAcross: LayoutAttribute { isHorizontal ? .top : .leading }
  var maxAcross: LayoutAttribute { isHorizontal ? .bottom : .trailing }
  var centerAcross: LayoutAttribute { isHorizontal ? .centerY : .centerX }
  var sizeAcross: LayoutAttribute { isHorizontal ? .height : .width }

  /// The stack's bounds, or its layout margins when it arranges inside them.
  var canvas: LayoutItem {
    configuration.isLayoutMarginsRelativeArrangement
      ? .guide(stack, .layoutMarginsGuide) : .view(stack)
  }

  var visible: [Int] { items.indices.filter { !items[$0].isHidden } }

  /// The spacing rounded to the pixel grid at 3×, as `UIRoundToViewScale` does.
  private var roundedSpacing: Double { (configuration.spacing * 3).rounded() / 3 }

  private var usesEqualDistribution: Bool {
    configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
  }

  func make(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, _ identifier: String
  ) -> LayoutConstraint {
    LayoutConstraint(
      identifier: identifier, firstItem: first, firstAttribute: firstAttribute,
      relation: relation, secondItem: second, secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
      location: location)
  }

  func view(_ index: Int) -> LayoutItem { .view(items[index].id) }

  // MARK: - Along the axis

  private var distributionConstraints: [LayoutConstraint] {
    var result = canvasConnectionsAlong + spacingConstraints + hiddenConstraints
    switch configuration.distribution {
    case .fill: break
    case .fillEqually: result += equalSizes(identifier: "UISV-fill-equally")
    case .fillProportionally: result += proportionalSizes
    case .equalSpacing, .equalCentering: result += gapGuides
    }
    if usesEqualDistribution {
      result.append(make(.view(stack), sizeAlong, constant: 0, priority: 49, "UISV-canvas-fit"))
    }
    return result + textWidthDisambiguation
  }

  private var canvasConnectionsAlong: [LayoutConstraint] {
    let id = "UISV-canvas-connection"
    guard let first = visible.first, let last = visible.last else {
      // Every arranged subview hidden: the ordering spanner fills the canvas at no size.
      let spanner = LayoutItem.internalGuide(stack, 1)
      return [
        make(canvas, minAlong, .equal, spanner, minAlong, id),
        make(spanner, maxAlong, .equal, canvas, maxAlong, id),
        make(spanner, sizeAlong, constant: 0, priority: 0.001, "UISV-spanning-fit"),
      ]
    }
    return [
      make(canvas, minAlong, .equal, view(first), minAlong, id),
      make(view(last), maxAlong, .equal, canvas, maxAlong, id),
    ]
  }

  /// Where a gap starts and ends: baselines for baseline-relative vertical stacks (only on
  /// visible views), edges otherwise.
  private func gapAttributes(preceding: Int, following: Int) -> (LayoutAttribute, LayoutAttribute) {
    let baselines = configuration.isBaselineRelativeArrangement && !isHorizontal
    let before = baselines && !items[preceding].isHidden ? .lastBaseline : maxAlong
    let after = baselines && !items[following].isHidden ? .firstBaseline : minAlong
    return (before, after)
  }

  private var spacingRelation: LayoutRelation {
    usesEqualDistribution ? .greaterThanOrEqual : .equal
  }

  private var spacingConstraints: [LayoutConstraint] {
    zip(visible, visible.dropFirst()).map { previous, next in
      let (before, after) = gapAttributes(preceding: previous, following: next)
      return make(
        view(next), after, spacingRelation, view(previous), before, constant: roundedSpacing,
        "UISV-spacing")
    }
  }

  /// A hidden view sits in the middle of the gap it leaves (half a spacing after the previous
  /// visible view, or at its end when no visible view follows), at priority 50, with its size
  /// along the axis 0 (`UISV-hiding`).
  private var hiddenConstraints: [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for index in items.indices where items[index].isHidden {
      let previous = visible.last { $0 < index }
      let followed = visible.contains { $0 > index }
      if let previous {
        let (before, after) = gapAttributes(preceding: previous, following: index)
        result.append(
          make(
            view(index), after, spacingRelation, view(previous), before,
            constant: followed ? roundedSpacing / 2 : 0, priority: 50, "UISV-spacing-hidden"))
      } else if let first = visible.first {
        let (before, after) = gapAttributes(preceding: index, following: first)
        result.append(
          make(
            view(first), after, spacingRelation, view(index), before, priority: 50,
            "UISV-spacing-hidden"))
      } else {
        result.append(
          make(
            view(index), minAlong, .equal, .internalGuide(stack, 1), maxAlong, priority: 50,
            "UISV-spacing-hidden"))
      }
      result.append(
        make(view(index), sizeAlong, constant: 0, priority: Self.hidingPriority, "UISV-hiding"))
    }
    return result
  }

  private func equalSizes(identifier: String) -> [LayoutConstraint] {
    guard let reference = visible.first else { return [] }
    return visible.dropFirst().map {
      make(view($0), sizeAlong, .equal, view(reference), sizeAlong, identifier)
    }
  }

  /// Each visible view's share of the stack.
  ///
  /// A share is the view's intrinsic length over the visible lengths plus the spacings, at
  /// priorities 999, 998, … by position (never below 751); views without a length get 0.
  /// UIKit falls back to equal sizes when the lengths add up to almost nothing.
  private var proportionalSizes: [LayoutConstraint] {
    let spacing = configuration.spacing
    var denominator = visible.reduce(0) { $0 + max(0, items[$1].fillLength) + spacing }
    denominator -= spacing
    guard denominator > max(spacing * Double(items.count - 1), 1) else {
      return equalSizes(identifier: "UISV-fill-equally")
    }
    return visible.map { index in
      let share = max(0, items[index].fillLength) / denominator
      guard share > 0 else {
        return make(view(index), sizeAlong, constant: 0, "UISV-fill-proportionally")
      }
      let priority = share == 1 ? 1000 : max(999 - Double(index), 751)
      return make(
        view(index), sizeAlong, .equal, canvas, sizeAlong, multiplier: share, priority: priority,
        "UISV-fill-proportionally")
    }
  }

  /// The equal distributions: a guide in each gap between visible views (from edge to edge, or
  /// from centre to centre), all as long as the first: required for equalSpacing, at
  /// 150 − position (at least 50) for equalCentering.
  private var gapGuides: [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let centering = configuration.distribution == .equalCentering
    for (gap, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let guide = LayoutItem.internalGuide(stack, 2 + gap)
      var (before, after) = gapAttributes(preceding: previous, following: next)
      if centering { (before, after) = (centerAlong, centerAlong) }
      result.append(make(guide, minAlong, .equal, view(previous), before, "UISV-distributing-edge"))
      result.append(make(guide, maxAlong, .equal, view(next), after, "UISV-distributing-edge"))
      if gap > 0 {
        let priority = centering ? max(150 - Double(previous), 50) : 1000
        result.append(
          make(
            guide, sizeAlong, .equal, .internalGuide(stack, 2), sizeAlong, priority: priority,
            "UISV-fill-equally"))
      }
    }
    return result
  }

  /// Side by side multi-line labels: each at most its share of the stack's width, at
  /// priorities from 950 up, so their widths are not ambiguous (horizontal fill and equal
  /// distributions).
  private var textWidthDisambiguation: [LayoutConstraint] {
    guard isHorizontal, configuration.distribution != .fillEqually,
      configuration.distribution != .fillProportionally
    else { return [] }
    let candidates = items.indices.filter { items[$0].isMultilineText }
    guard candidates.count >= 2 else { return [] }
    let shown = Double(candidates.filter { !items[$0].isHidden }.count)
    let multiplier = shown > 0 ? 1 / shown : 1
    let constant = shown > 0 ? -(configuration.spacing * (shown - 1)) / shown : 0
    let step = min(25 / Double(candidates.count), 1)
    return candidates.enumerated().map { position, index in
      make(
        view(index), .width, .lessThanOrEqual, canvas, .width, multiplier: multiplier,
        constant: constant, priority: 950 + Double(position) * step,
        "UISV-text-width-disambiguation")
    }
  }
}
