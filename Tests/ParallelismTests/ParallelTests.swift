import Parallelism
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The bounded parallel map and the pair keep results in order and where they belong.
@Suite("parallel work")
struct ParallelTests {
  @Test(
    "a map gives its results in index order whatever the number of threads", arguments: [1, 2, 5])
  func mapOrder(jobs: Int) {
    #expect(Parallel.map(1000, jobs: jobs) { $0 * $0 } == (0..<1000).map { $0 * $0 })
  }

  @Test("a pair gives each result in its place, the first made on a thread of its own")
  func pair() {
    let caller = UInt(pthread_self())
    let (first, second) = Parallel.pair(
      jobs: 2, { (UInt(pthread_self()), Parallel.map(100, jobs: 2) { $0 }.reduce(0, +)) },
      { (UInt(pthread_self()), "second") })
    #expect(first.1 == 4950 && second.1 == "second")
    #expect(first.0 != caller && second.0 == caller)
    let (alone, after) = Parallel.pair(jobs: 1, { UInt(pthread_self()) }, { UInt(pthread_self()) })
    #expect(alone == caller && after == caller)
  }
}
