import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bounded parallel map: work items run on at most `jobs` threads, results come back in
/// index order, so the output never depends on the scheduling.
///
/// The pipeline's API stays synchronous (the command line, the tests and the fuzzer call it
/// directly); Dispatch's `concurrentPerform` supplies the threads, and the caller's own thread
/// takes part, so nesting one map inside another cannot deadlock (where the stages use it:
/// docs/performance.md, Where the work runs in parallel).
package enum Parallel {
  /// The processors online (at least 1).
  package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// `body(i)` for every `i` in `0..<count`, on at most `jobs` threads, in index order.
  package static func map<T: Sendable>(
    _ count: Int, jobs: Int, _ body: @Sendable (Int) -> T
  ) -> [T] {
    guard jobs > 1, count > 1 else { return (0..<count).map(body) }
    let slots = Slots<T>(count)
    let next = Counter()
    // Small chunks keep both threads busy to the end; a chunk amortises the atomic.
    let chunk = max(1, min(64, count / (jobs * 8)))
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
      while true {
        let first = next.value.add(chunk, ordering: .relaxed).oldValue
        guard first < count else { return }
        for index in first..<min(count, first + chunk) {
          slots.buffer[index] = body(index)
        }
      }
    }
    return slots.buffer.map { item in
      guard let item else { preconditionFailure("every slot is filled before the map returns") }
      return item
    }
  }
}

extension Parallel {
  /// `first()` and `second()` at once when `jobs` > 1, `first` on a thread of its own and
  /// `second` on the caller's.
  ///
  /// Either may use `map` inside at full width: a `concurrentPerform` nested in another runs
  /// on one thread, so the two are not a `map` of two.
  package static func pair<A: Sendable, B>(
    jobs: Int, _ first: @escaping @Sendable () -> A, _ second: () -> B
  ) -> (A, B) {
    guard jobs > 1 else { return (first(), second()) }
    let slot = Slots<A>(1)
    guard let thread = Parallel.thread({ slot.buffer[0] = first() }) else {
      // No thread to be had: one after the other.
      return (first(), second())
    }
    let second = second()
    pthread_join(thread, nil)
    guard let first = slot.buffer[0] else {
      preconditionFailure("the thread fills its slot before it ends")
    }
    return (first, second)
  }
}

extension Parallel {
  /// `work` started on a thread of its own, to be joined with `pthread_join`; nil when no
  /// thread can be had (the caller then does the work itself).
  package static func thread(_ work: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(Job(work)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}

/// Work for a thread of its own.
private final class Job: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}

/// Result slots written by one worker each (disjoint indices), read after all have finished.
private final class Slots<T>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<T?>

  init(_ count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }
}

private final class Counter: Sendable {
  let value = Atomic<Int>(0)
}
