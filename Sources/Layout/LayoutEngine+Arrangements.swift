import Diagnostics
import Geometry
import Interface

/// Constraints that views make for their subviews: stack views, table and collection views
/// placing cells, scroll views' content guides. Stack views rearrange when a subview's
/// `hidden` changes.
extension LayoutEngine {
  /// Hides or shows a view; a stack view it is arranged in arranges again (`UISV-hiding`).
  package mutating func setHidden(_ id: ViewID, _ isHidden: Bool, context: ChangeContext?) {
    guard hiddenViews.contains(id) != isHidden else { return }
    if isHidden { hiddenViews.insert(id) } else { hiddenViews.remove(id) }
    if let parent = parents[id], viewsByID[parent]?.kind == .stackView {
      arrange(parent, context: context)
    }
  }

  /// Moves a scroll view's bounds origin, which moves its frame layout guide.
  package mutating func setBoundsOrigin(_ id: ViewID, _ origin: Point, context: ChangeContext?) {
    guard space.scrollViews.contains(id), (space.boundsOrigins[id] ?? .zero) != origin else {
      return
    }
    space.boundsOrigins[id] = origin
    for index in slots.indices where slots[index].solverID != nil {
      let constraint = slots[index].constraint
      if [constraint.firstItem, constraint.secondItem].contains(.guide(id, .frameLayoutGuide)) {
        translateAgain(index, context: context)
      }
    }
  }

  // MARK: - Stack views

  /// Replaces a stack view's arrangement with one for its subviews' current visibility.
  mutating func arrange(_ stack: ViewID, context: ChangeContext?) {
    guard let view = viewsByID[stack], let configuration = view.stack else { return }
    for index in stackSlots[stack] ?? [] {
      leave(index)
      slots[index].constraint.isActive = false
      slots[index].isRetired = true
    }
    let items = view.subviews.map { id in
      StackArrangement.Item(
        id: id, isHidden: hiddenViews.contains(id),
        fillLength: naturalLength(of: id, along: configuration.axis),
        isMultilineText: viewsByID[id].map {
          $0.kind == .label && ($0.content.numberOfLines ?? 1) != 1
        } ?? false, hasBaseline: hasBaseline(id))
    }
    let arrangement = StackArrangement(
      stack: stack, configuration: configuration, items: items, location: view.location)
    stackSlots[stack] = arrangement.constraints.map {
      append($0, source: .stack(stack), context: context)
    }
    updateBaselineVendor(of: stack, configuration: configuration, items: items)
  }

  /// Which views lend a stack its baselines.
  ///
  /// A vertical stack's baselines are its first and last visible views'; a horizontal one's
  /// its tallest visible view's. Constraints on them are entered again when that changes.
  private mutating func updateBaselineVendor(
    of stack: ViewID, configuration: StackConfiguration, items: [StackArrangement.Item]
  ) {
    let shown = items.filter { !$0.isHidden }.map(\.id)
    var vendor: (first: ViewID, last: ViewID)?
    if configuration.axis == .vertical, let first = shown.first, let last = shown.last {
      vendor = (first, last)
    } else if let tallest = shown.max(by: {
      naturalLength(of: $0, along: .vertical) < naturalLength(of: $1, along: .vertical)
    }) {
      vendor = (tallest, tallest)
    }
    let old = space.baselineViews[stack]
    guard old?.first != vendor?.first || old?.last != vendor?.last else { return }
    space.baselineViews[stack] = vendor
    guard old != nil else { return }
    for index in slots.indices where slots[index].solverID != nil {
      let constraint = slots[index].constraint
      let usesBaseline =
        constraint.firstAttribute.isBaseline || constraint.secondAttribute?.isBaseline == true
      guard usesBaseline else { continue }
      leave(index)
      enter(index, context: nil)
    }
  }

  /// Views with text have baselines; a stack view has its vendor's.
  func hasBaseline(_ id: ViewID) -> Bool {
    if let vendor = space.baselineViews[id]?.first, vendor != id { return hasBaseline(vendor) }
    guard let kind = viewsByID[id]?.kind else { return false }
    return [.label, .button, .textField, .textView].contains(kind)
  }

  /// A view's length along an axis as a stack sees it: its intrinsic size, or for a stack
  /// view its visible views' lengths (and spacings, along its own axis).
  func naturalLength(of id: ViewID, along axis: StackConfiguration.Axis) -> Double {
    let intrinsic = intrinsicSizes[id]
    if let length = axis == .horizontal ? intrinsic?.width : intrinsic?.height { return length }
    guard let view = viewsByID[id], let stack = view.stack else { return 0 }
    let lengths = view.subviews.filter { !hiddenViews.contains($0) }.map {
      naturalLength(of: $0, along: axis)
    }
    guard stack.axis == axis else { return lengths.max() ?? 0 }
    return lengths.reduce(0, +) + stack.spacing * Double(max(0, lengths.count - 1))
  }

  // MARK: - Cells

  /// Static cells one under another, each as wide as the table and its `rowHeight` tall (the
  /// cell's, else the table's, else 44), after the table's `<row>`s; cells with a `frame` keep
  /// it instead.
  mutating func placeTableCells(_ table: View) {
    let tableRowHeight = table.content.rowHeight ?? 44
    var top = Double(table.content.rows.count) * tableRowHeight
    for id in table.subviews {
      // A cell with a frame keeps it (Interface Builder's prototype cells).
      guard let cell = viewsByID[id], cell.kind == .tableViewCell, cell.frame == nil else {
        continue
      }
      let height = cell.content.rowHeight ?? tableRowHeight
      for constraint in [
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .left, secondItem: .view(table.id),
          secondAttribute: .left, location: cell.location),
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .width, secondItem: .view(table.id),
          secondAttribute: .width, location: cell.location),
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .top, secondItem: .view(table.id),
          secondAttribute: .top, constant: top, location: cell.location),
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .height, constant: height,
          location: cell.location),
      ] {
        append(constraint, source: .cells(table.id), context: nil)
      }
      top += height
    }
  }

  /// Flow layout: items of `itemSize` left to right in rows, wrapping at the collection's
  /// width; their positions follow the solved width (`updateFlows`).
  mutating func placeCollectionCells(_ collection: View) {
    let flow = collection.content.flowLayout ?? FlowLayout()
    let cells = collection.subviews.filter {
      viewsByID[$0]?.kind == .collectionViewCell && viewsByID[$0]?.frame == nil
    }
    for (index, id) in cells.enumerated() {
      let location = viewsByID[id]?.location ?? collection.location
      let origin = Self.flowOrigin(index, in: size.width, flow: flow)
      let x = append(
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .left, secondItem: .view(collection.id),
          secondAttribute: .left, constant: origin.x, location: location),
        source: .cells(collection.id), context: nil)
      let y = append(
        LayoutConstraint(
          firstItem: .view(id), firstAttribute: .top, secondItem: .view(collection.id),
          secondAttribute: .top, constant: origin.y, location: location),
        source: .cells(collection.id), context: nil)
      for (attribute, value) in [
        (LayoutAttribute.width, flow.itemSize.width), (.height, flow.itemSize.height),
      ] {
        append(
          LayoutConstraint(
            firstItem: .view(id), firstAttribute: attribute, constant: value, location: location),
          source: .cells(collection.id), context: nil)
      }
      flowSlots.append((collection.id, x, y, index))
    }
  }

  /// Where the flow puts item `index` in a collection view `width` wide: as many items per
  /// row as fit with the minimum spacing, the row's spacing widened to fill it.
  static func flowOrigin(_ index: Int, in width: Double, flow: FlowLayout) -> Point {
    let available = width - flow.sectionInset.left - flow.sectionInset.right
    let item = flow.itemSize
    let spacing = flow.minimumInteritemSpacing
    let fit = ((available + spacing) / (item.width + spacing)).rounded(.down)
    let perRow = fit.isFinite ? max(1, Int(min(fit, 1e6))) : 1
    let gap =
      perRow > 1 ? (available - Double(perRow) * item.width) / Double(perRow - 1) : spacing
    let column = Double(index % perRow)
    let row = Double(index / perRow)
    return Point(
      x: flow.sectionInset.left + column * (item.width + gap),
      y: flow.sectionInset.top + row * (item.height + flow.minimumLineSpacing))
  }

  /// Places collection cells again for the solved widths; true when something moved.
  mutating func updateFlows() -> Bool {
    guard !flowSlots.isEmpty else { return false }
    let table = frames()
    var changed = false
    for entry in flowSlots {
      let width = table.layoutFrames[entry.collection]?.width ?? 0
      let flow = viewsByID[entry.collection]?.content.flowLayout ?? FlowLayout()
      let origin = Self.flowOrigin(entry.index, in: width, flow: flow)
      for (slot, value) in [(entry.x, origin.x), (entry.y, origin.y)]
      where slots[slot].constraint.constant != value {
        setConstant(slot, to: value, context: nil)
        changed = true
      }
    }
    return changed
  }

  // MARK: - Scroll views

  /// A scroll view's content starts at its bounds' origin: the content layout guide's top
  /// left is the scroll view's (in layout space, where bounds origins are left out).
  mutating func addScrollContentGuide(_ view: View) {
    guard view.kind.isScrollView else { return }
    let guide = LayoutItem.guide(view.id, .contentLayoutGuide)
    for attribute in [LayoutAttribute.left, .top] {
      append(
        LayoutConstraint(
          firstItem: guide, firstAttribute: attribute, secondItem: .view(view.id),
          secondAttribute: attribute, location: view.location),
        source: .scrollContent(view.id), context: nil)
    }
  }
}
