import Interface

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
}

/// Computes call times from `at`, `after`, `with`, the sequential default and delays.
package struct BlockScheduler {
  package let timeline: Timeline

  package init(_ timeline: Timeline) {
    self.timeline = timeline
  }

  /// The schedule of every block, in document order.
  ///
  /// The parser has rejected cycles and waits on blocks that never complete; should one slip
  /// through, the block starts at 0.
  package func schedule() -> [BlockSchedule] {
    let blocks = timeline.blocks
    let names = Dictionary(
      blocks.enumerated().compactMap { index, block in block.name.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    var done: [Int: BlockSchedule] = [:]
    var visiting: Set<Int> = []

    func resolve(_ index: Int) -> BlockSchedule {
      if let known = done[index] { return known }
      let block = blocks[index]
      var callTime = 0.0
      if visiting.insert(index).inserted {
        switch block.start {
        case .at(let time): callTime = time
        case .afterPrevious: callTime = index > 0 ? finite(resolve(index - 1).completionTime) : 0
        case .after(let name):
          callTime = names[name].map { finite(resolve($0).completionTime) } ?? 0
        case .with(let name): callTime = names[name].map { resolve($0).callTime } ?? 0
        }
        visiting.remove(index)
      }
      let result = Self.schedule(of: block, calledAt: callTime)
      done[index] = result
      return result
    }
    return blocks.indices.map(resolve)
  }

  private func finite(_ time: Double) -> Double { time.isFinite ? time : 0 }

  static func schedule(of block: TimelineBlock, calledAt callTime: Double) -> BlockSchedule {
    let start = callTime + block.delay
    let cycle: Double
    switch block.kind {
    case .perform: cycle = 0
    case .animate, .basicAnimation: cycle = block.timing.timingFunction.function.duration
    }
    let cycles: Double
    switch block.repeatCount {
    case nil: cycles = 1
    case .count(let count): cycles = count
    case .indefinite: cycles = .infinity
    }
    let active = cycle == 0 ? 0 : cycle * cycles * (block.autoreverses ? 2 : 1)
    let modelTime = block.kind == .perform ? start : callTime
    return BlockSchedule(
      callTime: callTime, startTime: start, cycleDuration: cycle, activeDuration: active,
      modelTime: modelTime)
  }
}
