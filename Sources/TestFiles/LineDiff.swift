/// A line diff for test failures: the lines only in the old text (`-`) and only in the new
/// one (`+`), in order, with a line of context around each change.
package enum LineDiff {
  /// The differences, at most `limit` changed lines (long goldens change in many places).
  package static func describe(from old: String, to new: String, limit: Int = 40) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    // Common prefix and suffix first: most changes are small, and the table stays small.
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let x = Array(a[start..<endA])
    let y = Array(b[start..<endB])
    var lines: [String] = []
    if start > 0 { lines.append("  " + a[start - 1]) }
    if x.count * y.count > 4_000_000 {
      // Too large to align: show both sides.
      lines += x.map { "- " + $0 } + y.map { "+ " + $0 }
    } else {
      lines += align(x, y)
    }
    if endA < a.count { lines.append("  " + a[endA]) }
    var shown: [String] = []
    var changes = 0
    for line in lines {
      if !line.hasPrefix("  ") { changes += 1 }
      if changes > limit {
        shown.append("… (more changes)")
        break
      }
      shown.append(line)
    }
    return "@@ line \(start + 1)\n" + shown.joined(separator: "\n")
  }

  /// The longest common subsequence's alignment of two line lists.
  private static func align(_ x: [Substring], _ y: [Substring]) -> [String] {
    let n = x.count
    let m = y.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < n || j < m {
      if i < n, j < m, x[i] == y[j] {
        lines.append("  " + x[i])
        (i, j) = (i + 1, j + 1)
      } else if j < m, i == n || table[i][j + 1] > table[i + 1][j] {
        lines.append("+ " + y[j])
        j += 1
      } else {
        lines.append("- " + x[i])
        i += 1
      }
    }
    return lines
  }
}
