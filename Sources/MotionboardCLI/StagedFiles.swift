import Parallelism
import Pipeline
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input's files, staged as the pipeline hands them over and renamed together at the end
/// (docs/output.md, `export`).
///
/// With `jobs` > 1 each file is written and flushed on a thread of its own, so a file finished
/// early (the SVG) reaches the disk while the other writer still works, and the last one while
/// the pipeline returns; with `--jobs 1` on the caller's thread. Nothing is renamed until
/// `finish` says every file was staged: the command then commits them, or discards them all
/// when the input has errors.
final class StagedFiles: Sendable {
  typealias Outcome = Result<AtomicFileWriter.Staged, AtomicFileWriter.Failure>

  private let jobs: Int
  private let target: @Sendable (Compilation.NamedFile) -> String
  private let staged = Mutex<[String: Outcome]>([:])
  private let threads = Mutex<[pthread_t]>([])

  /// `target` names a file's path.
  init(jobs: Int, target: @escaping @Sendable (Compilation.NamedFile) -> String) {
    self.jobs = jobs
    self.target = target
  }

  /// Starts writing a finished file to its temporary file; returns at once with `jobs` > 1.
  func stage(_ file: Compilation.NamedFile) {
    stage(file, threaded: jobs > 1)
  }

  private func stage(_ file: Compilation.NamedFile, threaded: Bool) {
    let path = target(file)
    let work: @Sendable () -> Void = { [self] in
      let outcome = Outcome { () throws(AtomicFileWriter.Failure) in
        switch file.file {
        case .text(let text): try AtomicFileWriter.stage(text, to: path)
        case .bytes(let bytes): try AtomicFileWriter.stage(bytes: bytes, to: path)
        }
      }
      // A file handed twice keeps its first staging; the second is not needed.
      let duplicate = staged.withLock { staged -> Outcome? in
        guard staged[path] != nil else {
          staged[path] = outcome
          return nil
        }
        return outcome
      }
      if case .success(let extra) = duplicate { AtomicFileWriter.discard(extra) }
    }
    guard threaded else { return work() }
    // No thread to be had: on the caller's.
    guard let thread = Parallel.thread(work) else { return work() }
    threads.withLock { $0.append(thread) }
  }

  /// Waits for every staging.
  func finish() {
    for thread in threads.withLock({ $0 }) { pthread_join(thread, nil) }
  }

  /// Stages on the caller's thread the files that were not handed over (none should be), and
  /// returns every staging by path (after `finish`).
  func completed(_ files: [Compilation.NamedFile]) -> [String: Outcome] {
    let staged = self.staged.withLock { $0 }
    let missing = files.filter { staged[target($0)] == nil }
    guard !missing.isEmpty else { return staged }
    for file in missing { stage(file, threaded: false) }
    return self.staged.withLock { $0 }
  }

  /// Removes every staged file (after `finish`); no target is touched.
  func discardAll() {
    for case .success(let file) in staged.withLock({ $0 }).values {
      AtomicFileWriter.discard(file)
    }
  }
}
