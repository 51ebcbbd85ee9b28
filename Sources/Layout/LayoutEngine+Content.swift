import Interface

extension LayoutEngine {
  /// A view's content changed (`<set>` text, title or a button's style): its intrinsic size
  /// and baselines are measured again, as `invalidateIntrinsicContentSize()` makes UIKit do,
  /// and the constraints that read them follow (docs/format.md, Changes).
  package mutating func remeasure(_ view: View, context: ChangeContext?) {
    let content = IntrinsicContent(of: view, systemFont: systemFont, scale: pixelScale)
    intrinsicSizes[view.id] = (content.width, content.height)
    let baselinesMoved =
      space.firstBaselines[view.id] != content.firstBaseline
      || space.lastBaselines[view.id] != content.lastBaseline
    space.firstBaselines[view.id] = content.firstBaseline
    space.lastBaselines[view.id] = content.lastBaseline
    for index in slots.indices where slots[index].source == .intrinsicSize(view.id) {
      let isWidth = slots[index].constraint.firstAttribute == .width
      guard let value = isWidth ? content.width : content.height,
        slots[index].constraint.constant != value
      else { continue }
      setConstant(index, to: value, context: context)
    }
    if let entry = wrapping.firstIndex(where: { $0.id == view.id }), let text = content.wrappingText
    {
      // The next solve sets the height for the solved width and moves the last baseline.
      wrapping[entry].text = text
      wrapping[entry].lines = 0
    }
    guard baselinesMoved else { return }
    for index in slots.indices where slots[index].solverID != nil {
      if readsBaseline(of: view.id, slots[index].constraint) {
        translateAgain(index, context: context)
      }
    }
  }

  private func readsBaseline(of id: ViewID, _ constraint: LayoutConstraint) -> Bool {
    let baselines: [LayoutAttribute] = [.firstBaseline, .lastBaseline]
    if constraint.firstItem == .view(id), baselines.contains(constraint.firstAttribute) {
      return true
    }
    guard constraint.secondItem == .view(id), let second = constraint.secondAttribute else {
      return false
    }
    return baselines.contains(second)
  }
}
