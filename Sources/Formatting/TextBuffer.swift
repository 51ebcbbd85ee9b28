/// Text as UTF-8 bytes, written in place: literals, numbers and copies each with one check for
/// room, no string built for any of them and no array grown byte by byte (a large scene's files
/// hold millions of numbers).
///
/// A value: a copy that is written to gets bytes of its own.
///
/// Public, where the rest is `package`, for the writers to inline the members that write
/// (`@inlinable`): Swift inlines code into another module only from public declarations.
public struct TextBuffer: Sendable {
  /// The bytes' memory; a buffer that grows moves to a larger one.
  ///
  /// Its bytes are written only through the one buffer that refers to it, hence sendable.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int

    @usableFromInline
    init(capacity: Int) {
      base = .allocate(capacity: max(1, capacity))
      self.capacity = capacity
    }

    deinit { base.deallocate() }

    /// The storage of every buffer made empty: shared, so never written (a write first moves
    /// the bytes to storage of their own), and no buffer allocates before its first write.
    @usableFromInline static let empty = Storage(capacity: 0)
  }

  @usableFromInline var storage: Storage
  /// How many bytes are written.
  @usableFromInline var written = 0

  /// A buffer with room for `capacity` bytes before it grows.
  package init(capacity: Int = 0) {
    storage = capacity > 0 ? Storage(capacity: capacity) : .empty
  }

  /// How many bytes are written.
  package var count: Int { written }

  package var isEmpty: Bool { written == 0 }

  /// The byte at `index`, below `count`.
  package subscript(index: Int) -> UInt8 {
    precondition(index >= 0 && index < written, "a written byte")
    return storage.base[index]
  }

  /// Where the next `room` bytes go, room made for them: write them there, then `advance(by:)`
  /// the number written.
  @inlinable
  public mutating func end(room: Int) -> UnsafeMutablePointer<UInt8> {
    if written + room > storage.capacity || !isKnownUniquelyReferenced(&storage) {
      grow(room: room)
    }
    return storage.base + written
  }

  /// Counts `length` more bytes, written at `end(room:)`, as written.
  @inlinable
  public mutating func advance(by length: Int) {
    written += length
  }

  /// Moves the bytes to storage of their own with room for `room` more (at least double, and
  /// at least 4 KiB: most buffers, an element's animations, then never grow again).
  @usableFromInline
  mutating func grow(room: Int) {
    let grown = Storage(capacity: max(written + room, storage.capacity * 2, 4096))
    grown.base.initialize(from: storage.base, count: written)
    storage = grown
  }

  @inlinable
  public mutating func append(byte: UInt8) {
    end(room: 1)[0] = byte
    written += 1
  }

  /// A literal, copied byte by byte (cheaper than a call to copy a few bytes); always inlined,
  /// so that a literal's length is known where it is written.
  @inlinable @inline(__always)
  public mutating func append(_ text: StaticString) {
    guard text.hasPointerRepresentation else {
      append(scalar: text.unicodeScalar)
      return
    }
    let length = text.utf8CodeUnitCount
    let source = text.utf8Start
    let end = end(room: length)
    for index in 0..<length { end[index] = source[index] }
    written += length
  }

  /// A one-scalar literal's scalar.
  @usableFromInline
  mutating func append(scalar: Unicode.Scalar) {
    var text = String(scalar)
    text.withUTF8 { append($0) }
  }

  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    end(room: bytes.count).update(from: source, count: bytes.count)
    written += bytes.count
  }

  package mutating func append(_ other: TextBuffer) {
    other.withBytes { append($0) }
  }

  /// A number as `NumberText.decimals` prints it.
  @inlinable
  public mutating func decimals(_ value: Double) {
    written += NumberText.write(decimals: value, at: end(room: NumberText.capacity))
  }

  /// A number as `NumberText.fraction` prints it.
  @inlinable
  public mutating func fraction(_ value: Double) {
    written += NumberText.write(fraction: value, at: end(room: NumberText.capacity))
  }

  /// A number as `NumberText.switchFraction` prints it.
  @inlinable
  public mutating func switchFraction(_ value: Double) {
    written += NumberText.write(switchFraction: value, at: end(room: NumberText.capacity))
  }

  /// Removes the byte at `index`, the ones after it moving back.
  package mutating func remove(at index: Int) {
    precondition(index >= 0 && index < written, "a written byte")
    let base = end(room: 0) - written
    (base + index).update(from: base + index + 1, count: written - index - 1)
    written -= 1
  }

  /// Puts `byte` in place of the one at `index`.
  package mutating func replace(at index: Int, with byte: UInt8) {
    precondition(index >= 0 && index < written, "a written byte")
    (end(room: 0) - written)[index] = byte
  }

  /// Forgets the bytes from `start` on.
  package mutating func removeLast(from start: Int) {
    precondition(start >= 0 && start <= written, "a place in the written bytes")
    written = start
  }

  /// The bytes written, for reading while `body` runs.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try withExtendedLifetime(storage) {
      try body(UnsafeBufferPointer(start: storage.base, count: written))
    }
  }

  /// The bytes written.
  package var bytes: [UInt8] { withBytes { Array($0) } }

  /// The bytes written, as text.
  package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Whether the bytes in `first` are those in `second`.
  package func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    precondition(first.upperBound <= written && second.upperBound <= written, "written bytes")
    return withBytes { $0[first].elementsEqual($0[second]) }
  }
}
