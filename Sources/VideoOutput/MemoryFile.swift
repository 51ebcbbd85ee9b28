internal import CLibAV

/// A file in memory that libavformat writes through a custom `AVIOContext`: written at a
/// position, seekable (the MP4 muxer goes back to fill in sizes), so the video's bytes are
/// handed back to the caller, which writes them atomically as it writes every other file.
final class MemoryFile {
  private(set) var bytes: [UInt8] = []
  private var position = 0

  /// Writes `count` bytes at the position, extending the file as needed.
  func write(_ source: UnsafePointer<UInt8>, count: Int) {
    let end = position + count
    if end > bytes.count { bytes.append(contentsOf: repeatElement(0, count: end - bytes.count)) }
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      (base + position).update(from: source, count: count)
    }
    position = end
  }

  /// Moves the position as `lseek` does (whence 0, 1 or 2), or gives the size for
  /// `AVSEEK_SIZE`; -1 for a position before the start.
  func seek(_ offset: Int64, whence: Int32) -> Int64 {
    let size = Int64(bytes.count)
    if whence & AVSEEK_SIZE != 0 { return size }
    let base: Int64 =
      switch whence & ~AVSEEK_FORCE {
      case 0: 0
      case 1: Int64(position)
      case 2: size
      default: -1
      }
    guard base >= 0, base + offset >= 0 else { return -1 }
    position = Int(base + offset)
    return base + offset
  }

  /// A writing context over this file; nil when allocation fails.
  ///
  /// Its buffer comes from libavformat's allocator. The file must outlive the context.
  func context() -> UnsafeMutablePointer<AVIOContext>? {
    let size: Int32 = 1 << 16
    guard let buffer = av_malloc(Int(size)) else { return nil }
    let context = avio_alloc_context(
      buffer.assumingMemoryBound(to: UInt8.self), size, 1,
      Unmanaged.passUnretained(self).toOpaque(), nil,
      { opaque, data, count in
        guard let opaque, let data, count >= 0 else { return -1 }
        Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
          .write(data, count: Int(count))
        return count
      },
      { opaque, offset, whence in
        guard let opaque else { return -1 }
        return Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
          .seek(offset, whence: whence)
      })
    if context == nil { av_free(buffer) }
    return context
  }
}
