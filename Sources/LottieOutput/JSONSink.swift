import Formatting

/// Where the schema's types write their JSON, token by token: the file's bytes (`JSONBytes`)
/// or a tree (`JSONTree`, for comparing a scene's two appearances and for tests).
///
/// Each type writes its keys once, in `write(to:)`, whichever the sink: the file never passes
/// through a tree, and the tree is the same JSON.
package protocol JSONSink {
  /// Opens an object or an array, as the next value.
  mutating func open(_ container: JSONContainer)
  /// Closes the innermost open container.
  mutating func close(_ container: JSONContainer)
  /// The key of the open object's next member: a name written in the code, plain ASCII.
  mutating func key(_ name: StaticString)
  /// A whole value: a number, string or flag, or a small tree.
  mutating func value(_ value: LottieJSON)
  /// A number, as `value(.number(value))` writes it.
  mutating func number(_ value: Double)
  /// A string, as `value(.string(value))` writes it.
  mutating func string(_ value: String)
  /// A flag, as `value(.bool(value))` writes it.
  mutating func bool(_ value: Bool)
  /// A member whose value is a number.
  mutating func member(_ name: StaticString, number value: Double)
  /// An array of two numbers (a point, a size), as `open`, `number`, `number`, `close` write
  /// it.
  mutating func pair(_ first: Double, _ second: Double)
}

package enum JSONContainer: Sendable {
  case object
  case array
}

/// A type that writes itself as JSON.
package protocol JSONWritable {
  func write<Sink: JSONSink>(to sink: inout Sink)
}

extension JSONWritable {
  /// The JSON as a tree.
  package var json: LottieJSON {
    var tree = JSONTree()
    write(to: &tree)
    return tree.result
  }
}

extension JSONSink {
  package mutating func number(_ value: Double) { self.value(.number(value)) }
  package mutating func string(_ value: String) { self.value(.string(value)) }
  package mutating func bool(_ value: Bool) { self.value(.bool(value)) }

  /// A member with a whole value.
  mutating func member(_ name: StaticString, _ value: LottieJSON) {
    key(name)
    self.value(value)
  }

  package mutating func member(_ name: StaticString, number value: Double) {
    key(name)
    number(value)
  }

  package mutating func pair(_ first: Double, _ second: Double) {
    open(.array)
    number(first)
    number(second)
    close(.array)
  }

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

/// JSON as UTF-8 bytes, as `LottieJSON.write(to:)` writes it: each token (a key, a number, a
/// bracket, with the comma before it) written in place in one step.
package struct JSONBytes: JSONSink {
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

  /// Forgets the bytes written (passed on), keeping the room and the place in the JSON: the
  /// next value still follows the last one.
  mutating func removeAll() {
    text.removeLast(from: 0)
  }

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

  package mutating func open(_ container: JSONContainer) {
    let (end, length) = start(room: 1)
    end[length] = container == .object ? UInt8(ascii: "{") : UInt8(ascii: "[")
    text.advance(by: length + 1)
    follows = false
  }

  package mutating func close(_ container: JSONContainer) {
    text.append(byte: container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    follows = true
  }

  /// `"name":`, byte by byte (cheaper than a call to copy a key's few bytes).
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

  package mutating func value(_ value: LottieJSON) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    var bytes: [UInt8] = []
    value.write(to: &bytes)
    bytes.withUnsafeBufferPointer { text.append($0) }
    follows = true
  }

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

  package mutating func string(_ value: String) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    follows = true
    guard LottieJSON.isPlain(value) else {
      text.append(Escaping.json(value))
      return
    }
    text.append(byte: UInt8(ascii: "\""))
    text.append(value)
    text.append(byte: UInt8(ascii: "\""))
  }

  package mutating func bool(_ value: Bool) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    text.append(value ? "true" : "false")
    follows = true
  }

  /// A value already written (a layer made on another thread), copied as it is.
  mutating func raw(_ written: JSONBytes) {
    if follows { text.append(byte: UInt8(ascii: ",")) }
    text.append(written.text)
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
}

/// JSON as a `LottieJSON` tree.
package struct JSONTree: JSONSink {
  private struct Open {
    var container: JSONContainer
    var members: [(String, LottieJSON)] = []
    var items: [LottieJSON] = []
    var key = ""
  }

  private var stack: [Open] = []
  /// The last value written outside any container.
  package private(set) var result = LottieJSON.object([])

  package init() {}

  package mutating func open(_ container: JSONContainer) {
    stack.append(Open(container: container))
  }

  package mutating func close(_ container: JSONContainer) {
    guard let top = stack.popLast() else { return }
    value(top.container == .object ? .object(top.members) : .array(top.items))
  }

  package mutating func key(_ name: StaticString) {
    stack[stack.count - 1].key = name.description
  }

  package mutating func value(_ value: LottieJSON) {
    guard !stack.isEmpty else {
      result = value
      return
    }
    let last = stack.count - 1
    switch stack[last].container {
    case .object: stack[last].members.append((stack[last].key, value))
    case .array: stack[last].items.append(value)
    }
  }
}
