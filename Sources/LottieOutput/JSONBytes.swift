import Formatting

/// Whether a value is an object or an array.
package enum JSONContainer: Sendable {
  case object
  case array
}

/// A type that writes itself as JSON, into the file's bytes: each type writes its keys once,
/// in `write(to:)`, in the order the players read them.
package protocol JSONWritable {
  func write(to sink: inout JSONBytes)
}

/// JSON as UTF-8 bytes, the one way the Lottie file is written: each token (a key, a number, a
/// bracket, with the comma before it) written in place in one step.
package struct JSONBytes: Sendable {
  /// What is written.
  package private(set) var text: TextBuffer
  /// Whether the next value or key follows another in its container.
  private var follows = false

  /// Bytes with room for `capacity` of them before they grow.
  package init(capacity: Int = 0) {
    text = TextBuffer(capacity: capacity)
  }

  /// How many bytes are written.
  package var count: Int { text.count }

  /// What is written.
  package var bytes: [UInt8] { text.bytes }

  /// Where a token of at most `room` bytes goes, after its comma when `separated` and a value
  /// or key comes before it in its container; `length` is how many bytes are there.
  @inline(__always)
  private mutating func start(room: Int, separated: Bool = true) -> (
    end: UnsafeMutablePointer<UInt8>, length: Int
  ) {
    let end = text.end(room: room + 1)
    guard separated, follows else { return (end, 0) }
    end[0] = UInt8(ascii: ",")
    return (end, 1)
  }

  /// Opens an object or an array, as the next value.
  package mutating func open(_ container: JSONContainer) {
    let (end, length) = start(room: 1)
    end[length] = container == .object ? UInt8(ascii: "{") : UInt8(ascii: "[")
    text.advance(by: length + 1)
    follows = false
  }

  /// Closes the innermost open container.
  package mutating func close(_ container: JSONContainer) {
    text.append(byte: container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    follows = true
  }

  /// The key of the open object's next member, `"name":`, byte by byte (cheaper than a call to copy a key's few bytes).
  package mutating func key(_ name: StaticString) {
    guard name.hasPointerRepresentation else {
      // A one-letter literal (keys are plain ASCII).
      let (end, length) = start(room: 4)
      end[length] = UInt8(ascii: "\"")
      end[length + 1] = UInt8(truncatingIfNeeded: name.unicodeScalar.value)
      end[length + 2] = UInt8(ascii: "\"")
      end[length + 3] = UInt8(ascii: ":")
      text.advance(by: length + 4)
      follows = false
      return
    }
    let count = name.utf8CodeUnitCount
    let source = name.utf8Start
    var (end, length) = start(room: count + 3)
    end[length] = UInt8(ascii: "\"")
    end += length + 1
    for index in 0..<count { end[index] = source[index] }
    end[count] = UInt8(ascii: "\"")
    end[count + 1] = UInt8(ascii: ":")
    text.advance(by: length + count + 3)
    follows = false
  }

  /// A number, as `NumberText.decimals` writes it (at most four decimals).
  package mutating func number(_ value: Double) {
    let (end, length) = start(room: NumberText.capacity)
    text.advance(by: length + NumberText.write(decimals: value, at: end + length))
    follows = true
  }

  /// The key and the number in one step.
  package mutating func member(_ name: StaticString, number value: Double) {
    guard name.hasPointerRepresentation else {
      key(name)
      number(value)
      return
    }
    let count = name.utf8CodeUnitCount
    let source = name.utf8Start
    var (end, length) = start(room: count + 3 + NumberText.capacity)
    end[length] = UInt8(ascii: "\"")
    end += length + 1
    for index in 0..<count { end[index] = source[index] }
    end[count] = UInt8(ascii: "\"")
    end[count + 1] = UInt8(ascii: ":")
    let digits = NumberText.write(decimals: value, at: end + count + 2)
    text.advance(by: length + count + 3 + digits)
    follows = true
  }

  /// `[first,second]` in one step.
  package mutating func pair(_ first: Double, _ second: Double) {
    var (end, length) = start(room: 3 + 2 * NumberText.capacity)
    end[length] = UInt8(ascii: "[")
    end += length + 1
    let firstLength = NumberText.write(decimals: first, at: end)
    end[firstLength] = UInt8(ascii: ",")
    let secondLength = NumberText.write(decimals: second, at: end + firstLength + 1)
    end[firstLength + 1 + secondLength] = UInt8(ascii: "]")
    text.advance(by: length + firstLength + secondLength + 3)
    follows = true
  }

  /// A string, quoted as `Escaping.json` quotes it; plain ones (keys, ids) copied as they are.
  package mutating func string(_ value: String) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    follows = true
    guard Self.isPlain(value) else {
      text.append(Escaping.json(value))
      return
    }
    text.append(byte: UInt8(ascii: "\""))
    text.append(value)
    text.append(byte: UInt8(ascii: "\""))
  }

  /// A flag.
  package mutating func bool(_ value: Bool) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    text.append(value ? "true" : "false")
    follows = true
  }

  /// The place of a value written elsewhere (a layer made on another thread), to be put
  /// there later: its comma written, the offset where its bytes go returned.
  mutating func place() -> Int {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    follows = true
    return text.count
  }

  /// The offset of the next byte, the next value starting a sequence of its own (no comma
  /// before it): for comparing values as written, side by side in one buffer.
  mutating func mark() -> Int {
    follows = false
    return text.count
  }

  /// Whether `Escaping.json` quotes a string as it is: printable ASCII without `"`, `\`, `<`,
  /// `>` or `&`.
  static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }
  }
}

extension JSONBytes {
  /// The text written.
  package var string: String { text.text }

  /// A member whose value is a string.
  mutating func member(_ name: StaticString, string value: String) {
    key(name)
    string(value)
  }

  /// A member whose value is a flag.
  mutating func member(_ name: StaticString, bool value: Bool) {
    key(name)
    bool(value)
  }

  /// A member that writes itself.
  mutating func member(_ name: StaticString, _ item: some JSONWritable) {
    key(name)
    item.write(to: &self)
  }

  /// A member whose value is the array of `items`.
  mutating func member(_ name: StaticString, array items: [some JSONWritable]) {
    key(name)
    open(.array)
    for item in items { item.write(to: &self) }
    close(.array)
  }

  /// An object whose members `body` writes.
  mutating func object(_ body: (inout Self) -> Void) {
    open(.object)
    body(&self)
    close(.object)
  }
}

extension JSONWritable {
  /// The JSON text, written on its own.
  package var jsonText: String {
    var sink = JSONBytes(capacity: 256)
    write(to: &sink)
    return sink.string
  }
}
