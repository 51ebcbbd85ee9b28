import Diagnostics
import Interface
import Tracks

/// When each block of the timeline happens (docs/timing.md, When a block runs).
package struct BlockSchedule: Sendable, Hashable {
  /// The block's call time: its changes reach the model here (a `perform`'s at
  /// `callTime + delay`).
  package var callTime: Double
  /// When its animation starts: the call time plus the delay.
  package var startTime: Double
  /// One cycle's length.
  package var cycleDuration: Double
  /// All cycles (repeats, autoreverse); infinite for `repeatCount="indefinite"`.
  package var activeDuration: Double
  /// When a completion block would run: `startTime + activeDuration`.
  package var completionTime: Double { startTime + activeDuration }
  /// When the model changes: the call time, or a `perform`'s start.
  package var modelTime: Double

  /// All cycles of an animation: `cycle × cycles`, doubled when it autoreverses; 0 for an
  /// animation without duration, infinite when it repeats forever.
  package static func activeDuration(cycle: Double, cycles: Double, autoreverses: Bool) -> Double {
    PropertyAnimation.activeDuration(cycle: cycle, cycles: cycles, autoreverses: autoreverses)
  }
}

/// Everything about one block that does not depend on the layout, derived once.
///
/// That is its schedule, its timing function (UIKit's Newton derivation included), its repeats, and the warnings
/// they raise. The replay, the presentation and the tracks all read it.
package struct BlockPlan: Sendable, Hashable {
  package var schedule: BlockSchedule
  /// One cycle's progress (a `perform`'s is never used).
  package var timing: TimingFunction
  /// Number of cycles: 1, the repeat count, or infinite.
  package var cycles: Double
  package var autoreverses: Bool
  /// Problems of the timing itself (UIKit's spring derivation breaking down).
  package var diagnostics: [Diagnostic]
}

/// The plan of every block, and the order in which they are called.
package struct TimelinePlan: Sendable {
  /// One plan per block, in document order.
  package var blocks: [BlockPlan]
  /// Block indices in call order: by model time, then document order.
  package var callOrder: [Int]

  package init(_ timeline: Timeline) {
    blocks = BlockScheduler(timeline).plans()
    let blocks = blocks
    callOrder = timeline.blocks.indices.sorted {
      (blocks[$0].schedule.modelTime, $0) < (blocks[$1].schedule.modelTime, $1)
    }
  }

  /// The schedules alone, in document order.
  package var schedules: [BlockSchedule] { blocks.map(\.schedule) }

  /// Every block's timing warnings, in document order.
  package var diagnostics: [Diagnostic] { blocks.flatMap(\.diagnostics) }
}

/// Computes call times from `at`, `after`, `with`, the sequential default and delays.
package struct BlockScheduler {
  package let timeline: Timeline

  package init(_ timeline: Timeline) {
    self.timeline = timeline
  }

  /// The schedule of every block, in document order.
  package func schedule() -> [BlockSchedule] { plans().map(\.schedule) }

  /// The plan of every block, in document order; each timing function is derived once.
  ///
  /// The parser has rejected cycles and waits on blocks that never complete; should one slip
  /// through, the block starts at 0.
  package func plans() -> [BlockPlan] {
    let blocks = timeline.blocks
    let names = Dictionary(
      blocks.enumerated().compactMap { index, block in block.name.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    let timings = blocks.map(Self.timing)
    var done: [Int: BlockPlan] = [:]
    var visiting: Set<Int> = []

    func resolve(_ index: Int) -> BlockPlan {
      if let known = done[index] { return known }
      let block = blocks[index]
      var callTime = 0.0
      if visiting.insert(index).inserted {
        switch block.start {
        case .at(let time): callTime = time
        case .afterPrevious:
          callTime = index > 0 ? finite(resolve(index - 1).schedule.completionTime) : 0
        case .after(let name):
          callTime = names[name].map { finite(resolve($0).schedule.completionTime) } ?? 0
        case .with(let name): callTime = names[name].map { resolve($0).schedule.callTime } ?? 0
        }
        visiting.remove(index)
      }
      let result = Self.plan(of: block, timing: timings[index], calledAt: callTime)
      done[index] = result
      return result
    }
    return blocks.indices.map(resolve)
  }

  private func finite(_ time: Double) -> Double { time.isFinite ? time : 0 }

  /// The block's timing function and its warnings.
  private static func timing(of block: TimelineBlock) -> (TimingFunction, [Diagnostic]) {
    let (function, usedLargestRoot) = block.timing.timingFunction
    guard block.kind == .animate, usedLargestRoot else { return (function, []) }
    return (
      function,
      [
        .warning(
          "UIKit's spring derivation breaks down for these values (it would animate with NaN); "
            + "Motionboard uses the largest root instead", at: block.location)
      ]
    )
  }

  static func plan(
    of block: TimelineBlock, timing: (TimingFunction, [Diagnostic]), calledAt callTime: Double
  ) -> BlockPlan {
    let start = callTime + block.delay
    let cycle: Double
    switch block.kind {
    case .perform: cycle = 0
    case .animate, .basicAnimation: cycle = timing.0.duration
    }
    let cycles: Double
    switch block.repeatCount {
    case nil: cycles = 1
    case .count(let count): cycles = count
    case .indefinite: cycles = .infinity
    }
    let active = BlockSchedule.activeDuration(
      cycle: cycle, cycles: cycles, autoreverses: block.autoreverses)
    let modelTime = block.kind == .perform ? start : callTime
    let schedule = BlockSchedule(
      callTime: callTime, startTime: start, cycleDuration: cycle, activeDuration: active,
      modelTime: modelTime)
    return BlockPlan(
      schedule: schedule, timing: timing.0, cycles: cycles, autoreverses: block.autoreverses,
      diagnostics: timing.1)
  }
}
