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
  /// The key of the open object's next member.
  mutating func key(_ name: String)
  /// A whole value: a number, string or flag, or a small tree.
  mutating func value(_ value: LottieJSON)
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
  /// A member with a whole value.
  mutating func member(_ name: String, _ value: LottieJSON) {
    key(name)
    self.value(value)
  }

  /// A member that writes itself.
  mutating func member(_ name: String, _ item: some JSONWritable) {
    key(name)
    item.write(to: &self)
  }

  /// A member whose value is the array of `items`.
  mutating func member(_ name: String, array items: [some JSONWritable]) {
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

  package mutating func key(_ name: String) {
    separate()
    LottieJSON.write(string: name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    follows = false
  }

  package mutating func value(_ value: LottieJSON) {
    separate()
    value.write(to: &bytes)
    follows = true
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

  package mutating func key(_ name: String) {
    stack[stack.count - 1].key = name
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
