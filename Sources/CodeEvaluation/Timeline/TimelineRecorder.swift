import Diagnostics
import Interface

/// When the blocks of a running event start: at a time, or when a block completes, plus an
/// offset (`DispatchQueue.main.asyncAfter` adds to it).
struct Anchor: Sendable, Hashable {
  enum Base: Sendable, Hashable {
    case time(Double)
    case after(String)
  }

  var base: Base
  var offset: Double = 0
  /// Seconds from the start, as far as the reader can tell (the events run in this order).
  var estimate: Double

  static func at(_ time: Double) -> Anchor { Anchor(base: .time(time), estimate: time) }

  func adding(_ seconds: Double) -> Anchor {
    var copy = self
    copy.offset += seconds
    copy.estimate += seconds
    return copy
  }

  /// A block's start and delay for this anchor and an animation's own delay: a time absorbs
  /// the offset (`at`); a completion keeps it as delay (`after` + `delay`).
  func start(delay: Double) -> (BlockStart, Double) {
    switch base {
    case .time(let time): (.at(time + offset), delay)
    case .after(let name): (.after(name), offset + delay)
    }
  }
}

/// The blocks the events make, in call order (docs/code.md, How the code becomes a timeline).
///
/// Changes made outside an animation join one `<perform>` at the event's anchor until another
/// block is called; every animation is an `<animate>` (or `<basicAnimation>`) named after the
/// method that called it.
struct TimelineRecorder {
  private(set) var blocks: [TimelineBlock] = []
  /// The perform block that changes outside an animation join, while no other block follows.
  private var openPerform: (index: Int, anchor: Anchor)?
  private var nameCounts: [String: Int] = [:]

  /// A block name made unique (`show`, `show-2`, and so on).
  mutating func uniqueName(_ base: String) -> String {
    let count = (nameCounts[base] ?? 0) + 1
    nameCounts[base] = count
    return count == 1 ? base : "\(base)-\(count)"
  }

  /// A change outside any animation: the model jumps at the anchor.
  mutating func immediate(_ change: Change, anchor: Anchor) {
    if let open = openPerform, open.anchor == anchor {
      blocks[open.index].changes.append(change)
      return
    }
    let (start, delay) = anchor.start(delay: 0)
    var block = TimelineBlock(kind: .perform, start: start, delay: delay, location: change.location)
    block.changes = [change]
    blocks.append(block)
    openPerform = (blocks.count - 1, anchor)
  }

  /// Starts a block and returns its index.
  ///
  /// Its changes are appended as the code makes them.
  mutating func begin(_ block: TimelineBlock) -> Int {
    blocks.append(block)
    openPerform = nil
    return blocks.count - 1
  }

  /// The end of an event: its changes outside animations join no later event's.
  mutating func closePerform() {
    openPerform = nil
  }

  mutating func append(_ change: Change, to index: Int) {
    blocks[index].changes.append(change)
  }

  /// The timeline: animation blocks that changed nothing are left out (no block waits for
  /// them: a completion of an empty animation starts with it).
  func timeline() -> Timeline {
    Timeline(
      blocks: blocks.filter { block in
        if case .animate = block.kind { return !block.changes.isEmpty }
        return true
      })
  }
}
