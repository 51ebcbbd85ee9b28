import Diagnostics

extension ParseSession {
  /// Checks that every block can be scheduled: no cycle through `after`, `with` and the
  /// sequential default, and nothing waits for a block that never completes.
  mutating func checkSchedule(_ blocks: [TimelineBlock]) {
    let indices = Dictionary(
      blocks.enumerated().compactMap { index, block in block.name.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    // Each block waits for at most one other: the graph is a set of chains and cycles.
    var waitsFor: [Int?] = []
    for (index, block) in blocks.enumerated() {
      switch block.start {
      case .at:
        waitsFor.append(nil)
      case .afterPrevious:
        waitsFor.append(index > 0 ? index - 1 : nil)
        if index > 0, blocks[index - 1].isIndefinite {
          log.error(
            "the previous block never completes (repeatCount=\"indefinite\"); "
              + "start this one with 'at' or 'with'", at: block.location)
        }
      case .after(let name), .with(let name):
        waitsFor.append(indices[name])
        if case .after = block.start, let other = indices[name], blocks[other].isIndefinite {
          log.error(
            "block '\(name)' never completes (repeatCount=\"indefinite\"), so nothing can "
              + "start after it", at: block.startLocation)
        }
      }
    }
    var reported: Set<Int> = []
    for start in blocks.indices {
      var path: [Int] = []
      var current: Int? = start
      while let index = current, !path.contains(index) {
        path.append(index)
        current = waitsFor[index]
      }
      guard let repeated = current, repeated == start, reported.isDisjoint(with: path) else {
        continue
      }
      reported.formUnion(path)
      let names = (path + [start]).map { describe(blocks[$0]) }.joined(separator: " → ")
      log.append(
        .error(
          "the blocks wait for each other in a cycle: \(names)", at: blocks[start].location,
          notes: path.dropFirst().map {
            .init("\(describe(blocks[$0])) is here", at: blocks[$0].location)
          }))
    }
  }

  private func describe(_ block: TimelineBlock) -> String {
    block.name.map { "'\($0)'" } ?? "the block at line \(block.location.line)"
  }
}
