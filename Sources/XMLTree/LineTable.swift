import Diagnostics

/// Turns byte offsets of a file into line and column.
struct LineTable {
  let file: String
  private let lineStarts: [Int]

  init(file: String, bytes: [UInt8]) {
    self.file = file
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 10 {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  func location(ofOffset offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
  }
}
