import Tracks

extension PropertyAnimation {
  /// The animation of a block planned by `BlockScheduler`, from `from` to `to`.
  package init(kind: Kind, from: Double, to: Double, block plan: BlockPlan, blockIndex: Int) {
    self.init(
      kind: kind, from: from, to: to, callTime: plan.schedule.callTime,
      startTime: plan.schedule.startTime, timing: plan.timing, cycles: plan.cycles,
      autoreverses: plan.autoreverses, stopTime: nil, blockIndex: blockIndex,
      activeDuration: plan.schedule.activeDuration)
  }
}
