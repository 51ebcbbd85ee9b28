import Diagnostics
import Interface

extension CodeEvaluator {
  mutating func evaluate(_ expression: Expression) -> Value {
    budget -= 1
    guard budget > 0 else { return .unknown }
    let at = expression.location
    switch expression.kind {
    case .number(let value): return .constant(value)
    case .boolean(let value): return .bool(value)
    case .string(let value): return .string(value)
    case .nil: return .none
    case .name(let name): return lookUp(name, at: at)
    case .member(nil, let name): return UIKitConstants.implicitNumber(name) ?? .member(name)
    case .member(let base?, let name):
      if case .name("super") = base.kind { return member(of: selfValue, name, at: at) }
      return member(of: evaluate(base), name, at: at)
    case .call(let callee, let arguments, _):
      return call(callee, arguments, at: at)
    case .subscript(let base, let arguments):
      let container = evaluate(base)
      guard case .array(let elements) = container, arguments.count == 1,
        let index = evaluate(arguments[0].value).constantNumber, index >= 0,
        index < Double(elements.count), index == index.rounded()
      else {
        if container != .unknown { warn("this subscript", at: at) }
        return .unknown
      }
      return elements[Int(index)]
    case .closure(let parameters, let body):
      return .closure(
        Closure(
          parameters: parameters, body: body, captured: frames.last?.locals ?? [:],
          selfValue: selfValue, methodName: frames.last?.methodName, location: at))
    case .ternary(let condition, let then, let otherwise):
      switch evaluate(condition) {
      case .bool(true): return evaluate(then)
      case .bool(false): return evaluate(otherwise)
      default:
        return joinTernary(condition, evaluate(then), evaluate(otherwise), at: at)
      }
    case .binary(let op, let left, let right):
      return binary(op, left, right, at: at)
    case .prefix(let op, let operand):
      let value = evaluate(operand)
      switch (op, value) {
      case ("!", .bool(let flag)): return .bool(!flag)
      case ("-", .number(let number)): return .number(Arithmetic.negate(number))
      case ("+", .number): return value
      case (_, .unknown): return .unknown
      default:
        warn("the operator '\(op)' here", at: at)
        return .unknown
      }
    case .postfix(let op, let operand):
      let value = evaluate(operand)
      if op == "!", value == .none {
        warn("force-unwrapping a value that is nil here", at: at)
        return .unknown
      }
      return value
    case .array(let elements):
      return .array(elements.map { evaluate($0) })
    case .tuple(let elements):
      if elements.count == 1, elements[0].label == nil { return evaluate(elements[0].value) }
      warn("a tuple", at: at)
      return .unknown
    case .selector(let text):
      return .string(Self.selector(text))
    case .unsupported(let what):
      warn(what, at: at)
      return .unknown
    }
  }

  /// `#selector(signIn(_:))` → `signIn:`, `#selector(tapped(sender:))` → `tappedWithSender:`.
  static func selector(_ text: String) -> String {
    var name = text.filter { $0 != " " }
    for prefix in ["self.", "Self."] where name.hasPrefix(prefix) {
      name = String(name.dropFirst(prefix.count))
    }
    if let dot = name.lastIndex(of: "."), !name[..<dot].contains("(") {
      name = String(name[name.index(after: dot)...])
    }
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
    let base = String(name[..<open])
    let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    guard let first = labels.first else { return base }
    var selector = base
    if first != "_" { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    selector += ":"
    for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
    return selector
  }

  /// A name: a local, a stored or computed property of `self`, the controller's `view`, a
  /// constant of UIKit or C, or a type.
  mutating func lookUp(_ name: String, at location: SourceLocation) -> Value {
    if let value = local(name) { return value }
    switch name {
    case "self": return selfValue
    case "super": return selfValue
    default: break
    }
    if let value = property(name, of: selfValue, at: location) { return value }
    if let value = UIKitConstants.value(name) { return value }
    if selfValue == .controller, ["view", "isViewLoaded"].contains(name) {
      return member(of: .controller, name, at: location)
    }
    if let first = name.first, first.isUppercase { return .type(name) }
    warn("'\(name)'", at: location)
    return .unknown
  }

  private mutating func binary(
    _ op: String, _ left: Expression, _ right: Expression, at location: SourceLocation
  ) -> Value {
    switch op {
    case "&&", "||":
      let a = evaluate(left)
      if case .bool(let flag) = a, flag == (op == "||") { return .bool(flag) }
      let b = evaluate(right)
      if case .bool = a, case .bool(let other) = b { return .bool(other) }
      return .unknown
    case "??":
      let a = evaluate(left)
      return a == .none ? evaluate(right) : a
    default:
      return binaryOperation(op, evaluate(left), evaluate(right), at: location)
    }
  }

  /// An operator on two values.
  mutating func binaryOperation(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation)
    -> Value
  {
    if a == .unknown || b == .unknown { return .unknown }
    let (a, b) = (UIKitConstants.priority(a) ?? a, UIKitConstants.priority(b) ?? b)
    switch op {
    case "==", "===": return equality(a, b).map(Value.bool) ?? .unknown
    case "!=", "!==": return equality(a, b).map { .bool(!$0) } ?? .unknown
    case "|":
      // Objective-C's option masks: `UIViewAnimationOptionCurveEaseIn | …`.
      return .array(Self.flattened(a) + Self.flattened(b))
    default: break
    }
    guard case .number(let x) = a, case .number(let y) = b else {
      if case .string(let s) = a, case .string(let t) = b, op == "+" { return .string(s + t) }
      warn("the operator '\(op)' on these values", at: location)
      return .unknown
    }
    switch op {
    case "+": return .number(Arithmetic.apply(.add, x, y, at: location))
    case "-": return .number(Arithmetic.apply(.subtract, x, y, at: location))
    case "*": return .number(Arithmetic.apply(.multiply, x, y, at: location))
    case "/":
      if y.constantValue == 0 {
        warn("a division by zero", at: location)
        return .unknown
      }
      return .number(Arithmetic.apply(.divide, x, y, at: location))
    case "<", "<=", ">", ">=":
      return Arithmetic.compare(op, x, y).map(Value.bool) ?? .unknown
    case "..<", "...":
      guard let low = x.constantValue, let high = y.constantValue, low == low.rounded(),
        high == high.rounded(), high - low < 10_000
      else {
        warn("this range", at: location)
        return .unknown
      }
      let end = op == "..<" ? high - 1 : high
      return .array(low > end ? [] : stride(from: low, through: end, by: 1).map(Value.constant))
    case "%":
      guard let p = x.constantValue, let q = y.constantValue, q != 0 else { return .unknown }
      return .constant(p.truncatingRemainder(dividingBy: q))
    default:
      warn("the operator '\(op)'", at: location)
      return .unknown
    }
  }

  private static func flattened(_ value: Value) -> [Value] {
    if case .array(let values) = value { return values }
    return [value]
  }

  /// Whether two values are equal, when that is known now.
  func equality(_ a: Value, _ b: Value) -> Bool? {
    switch (a, b) {
    case (.number(let x), .number(let y)): return Arithmetic.compare("==", x, y)
    case (.constraint(let i), .constraint(let j)): return i == j
    default:
      if a == b { return true }
      // Values of different kinds, or the same kind with different contents, are unequal.
      return a == .unknown || b == .unknown ? nil : false
    }
  }

  /// `condition ? x : y` when the condition reads the layout: `max`/`min` where it can be.
  private mutating func joinTernary(
    _ condition: Expression, _ x: Value, _ y: Value, at location: SourceLocation
  ) -> Value {
    if x == y { return x }
    guard case .binary(let op, let left, let right) = condition.kind,
      ["<", "<=", ">", ">="].contains(op),
      case .number(let a) = evaluate(left), case .number(let b) = evaluate(right)
    else {
      // The condition was not understood, and said so where it was.
      return .unknown
    }
    if case .number(let p) = x, case .number(let q) = y {
      let greater = op == ">" || op == ">="
      if Arithmetic.same(p, a), Arithmetic.same(q, b) {
        return .number(Arithmetic.function(greater ? .max : .min, [a, b]))
      }
      if Arithmetic.same(p, b), Arithmetic.same(q, a) {
        return .number(Arithmetic.function(greater ? .min : .max, [a, b]))
      }
    }
    warn("a conditional whose condition depends on the layout", at: location)
    return .unknown
  }
}
