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

  /// A member whose value is a number.
  mutating func member(_ name: StaticString, number value: Double) {
    key(name)
    number(value)
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

/// JSON as UTF-8 bytes, as `LottieJSON.write(to:)` writes it.
package struct JSONBytes: JSONSink {
  package var bytes: [UInt8] = []
  /// Whether the next value or key follows another in its container.
  private var follows = false

  package init() {}

  private mutating func separate() {
    if follows { bytes.append(UInt8(ascii: ",")) }
  }

  package mutating func open(_ container: JSONContainer) {
    separate()
    bytes.append(container == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    follows = false
  }

  package mutating func close(_ container: JSONContainer) {
    bytes.append(container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    follows = true
  }

  package mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    // Byte by byte: cheaper than appending a buffer for a key's few bytes.
    name.withUTF8Buffer { for byte in $0 { bytes.append(byte) } }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    follows = false
  }

  package mutating func value(_ value: LottieJSON) {
    separate()
    value.write(to: &bytes)
    follows = true
  }

  package mutating func number(_ value: Double) {
    separate()
    LottieJSON.write(number: value, to: &bytes)
    follows = true
  }

  package mutating func string(_ value: String) {
    separate()
    LottieJSON.write(string: value, to: &bytes)
    follows = true
  }

  package mutating func bool(_ value: Bool) {
    separate()
    LottieJSON.write(bool: value, to: &bytes)
    follows = true
  }

  /// A value already written (a layer made on another thread), copied as it is.
  mutating func raw(_ written: [UInt8]) {
    separate()
    bytes.append(contentsOf: written)
    follows = true
  }

  /// The offset of the next byte, the next value starting a sequence of its own (no comma
  /// before it): for comparing values as written, side by side in one buffer.
  mutating func mark() -> Int {
    follows = false
    return bytes.count
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
