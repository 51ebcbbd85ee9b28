import Testing

@testable import Cassowary

@Suite("symbol maps and reduced expressions")
struct SymbolMapTests {
  @Test(
    "a symbol map holds what a dictionary holds after any run of updates and removals",
    arguments: 1...40 as ClosedRange<UInt64>)
  func mapMatchesDictionary(_ seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var map = SymbolMap<Double>()
    var reference: [Int: Double] = [:]
    // Few distinct keys over a wide range, so runs collide, wrap around the table's end, and
    // removals must shift entries back across the run.
    let keys = (0..<Int.random(in: 1...200, using: &random)).map { _ in
      Int.random(in: 0...5000, using: &random)
    }
    for step in 0..<2000 {
      let key = keys[Int.random(in: 0..<keys.count, using: &random)]
      if Int.random(in: 0...2, using: &random) == 0 {
        #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
      } else {
        let value = Double(step)
        #expect(map.updateValue(value, forKey: key) == (reference[key] == nil))
        reference[key] = value
      }
      #expect(map.count == reference.count)
    }
    for key in Set(keys) {
      #expect(map[key] == reference[key], "seed \(seed), key \(key)")
      #expect(map.contains(key) == (reference[key] != nil))
    }
    let listed = map.map { ($0.key, $0.value) }
    #expect(listed.count == reference.count)
    #expect(Dictionary(listed, uniquingKeysWith: { a, _ in a }) == reference)
    #expect(map.keys.sorted() == reference.keys.sorted())
  }

  @Test("a symbol set lists each member once, and nothing after it is emptied")
  func setMembers() {
    var set: SymbolSet = [3, 1, 4, 1, 5, 9, 2, 6]
    #expect(Array(set).sorted() == [1, 2, 3, 4, 5, 6, 9])
    #expect(set.count == 7)
    for member in [1, 2, 3, 4, 5, 6, 9] { set.remove(member) }
    #expect(set.isEmpty)
    #expect(Array(set).isEmpty)
    #expect(!set.contains(4))
  }

  @Test("reducing an expression sums repeated variables in written order and drops zero terms")
  func reduce() {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let expression = Expression(
      [Term(z, 2), Term(x, 0.1), Term(y, 1), Term(x, 0.2), Term(y, -1), Term(x, 0.3)],
      constant: 7)
    let reduced = expression.reduced
    #expect(reduced.terms.map(\.variable) == [x, z])
    // (0.1 + 0.2) + 0.3 is 0.6000000000000001; summed from the end it would be 0.6.
    #expect(reduced.terms.map(\.coefficient) == [0.6000000000000001, 2])
    #expect(reduced.constant == 7)
    let already = Expression([Term(x, 1), Term(z, -3)], constant: 1)
    #expect(already.reduced == already)
  }

  @Test("reducing a long expression gives the same terms as reducing it piece by piece")
  func reduceLong() {
    var solver = Solver()
    let variables = (0..<8).map { solver.makeVariable("v\($0)") }
    var random = SeededGenerator(seed: 7)
    let terms = (0..<60).map { _ in
      Term(
        variables[Int.random(in: 0..<8, using: &random)],
        Double(Int.random(in: -3...3, using: &random)))
    }
    var sums = [Double](repeating: 0, count: 8)
    for term in terms { sums[term.variable.index] += term.coefficient }
    let expected = variables.filter { sums[$0.index] != 0 }.map { Term($0, sums[$0.index]) }
    #expect(Expression(terms).reduced.terms == expected)
  }
}
