/// "Did you mean" suggestions by edit distance, as swift-argument-parser makes them.
package enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely misspelling.
  ///
  /// Close enough means an edit distance of at most a third of the word's length (at least 1)
  /// and less than the whole word, ignoring case; ties go to the candidate listed first, so the result is deterministic.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < word.count, distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
  package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours costs one.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
