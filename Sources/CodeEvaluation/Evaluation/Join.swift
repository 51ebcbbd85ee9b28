import Diagnostics
import Interface

extension CodeEvaluator {
  /// An `if` whose condition reads the layout (`gap > 0`, with `gap` from frames).
  ///
  /// Both branches run, and where they only give locals or stored properties different numbers,
  /// each such number becomes `max` or `min` of the two compared values when the branches give
  /// exactly those (`if gap > 0 { y = gap } else { y = 0 }` is `y = max(gap, 0)`). Anything
  /// else (a change to the layout, a block, a `return`) is reported and skipped
  /// (docs/code.md, Control flow).
  mutating func joinBranches(
    _ conditions: [Condition], then: [Statement], else otherwise: [Statement],
    at location: SourceLocation
  ) -> Flow {
    guard let comparison = self.comparison(conditions) else {
      warn("the if (its condition is not known)", at: location)
      return .normal
    }
    let before = self
    let thenFlow = execute(then)
    let afterThen = self
    self = before
    let elseFlow = execute(otherwise)
    let afterElse = self
    self = before
    self.log = afterElse.log
    self.budget = afterElse.budget
    guard thenFlow == .normal, elseFlow == .normal,
      afterThen.hasOnlyValueChanges(comparedTo: before),
      afterElse.hasOnlyValueChanges(comparedTo: before)
    else {
      warn(
        "an if whose condition depends on the layout, with effects in its branches", at: location)
      return .normal
    }
    // Locals.
    if let top = frames.indices.last {
      let names = Set(afterThen.frames[top].locals.keys).union(afterElse.frames[top].locals.keys)
      for name in names.sorted() {
        let a = afterThen.frames[top].locals[name] ?? .none
        let b = afterElse.frames[top].locals[name] ?? .none
        frames[top].locals[name] = joined(a, b, comparison, name: name, at: location)
      }
    }
    // Stored properties.
    for (instance, values) in afterThen.state.properties {
      let other = afterElse.state.properties[instance] ?? [:]
      for name in Set(values.keys).union(other.keys).sorted() {
        let a = values[name] ?? .none
        let b = other[name] ?? .none
        state.properties[instance, default: [:]][name] = joined(
          a, b, comparison, name: name, at: location)
      }
    }
    return .normal
  }

  /// Whether only locals and stored properties changed: no block, no pending layout, no
  /// scheduled closure, no change to the model.
  private func hasOnlyValueChanges(comparedTo before: CodeEvaluator) -> Bool {
    var mine = state
    mine.properties = before.state.properties
    return mine == before.state && recorder.blocks == before.recorder.blocks
      && pending == before.pending && queue.count == before.queue.count
  }

  /// The single comparison the conditions make: `a > b` and its kin.
  private mutating func comparison(_ conditions: [Condition]) -> (
    op: String, a: ValueExpression, b: ValueExpression
  )? {
    guard conditions.count == 1, case .expression(let expression) = conditions[0],
      case .binary(let op, let left, let right) = expression.kind,
      ["<", "<=", ">", ">="].contains(op),
      case .number(let a) = evaluate(left), case .number(let b) = evaluate(right)
    else { return nil }
    return (op, a, b)
  }

  /// One value from the two branches.
  private mutating func joined(
    _ a: Value, _ b: Value, _ comparison: (op: String, a: ValueExpression, b: ValueExpression),
    name: String, at location: SourceLocation
  ) -> Value {
    if a == b { return a }
    switch (a, b) {
    case (.number(let x), .number(let y)):
      if let number = select(x, y, comparison) { return .number(number) }
    case (.rect(let x), .rect(let y)):
      if let rx = select(x.x, y.x, comparison), let ry = select(x.y, y.y, comparison),
        let rw = select(x.width, y.width, comparison),
        let rh = select(x.height, y.height, comparison)
      {
        return .rect(RectValue(x: rx, y: ry, width: rw, height: rh))
      }
    default:
      break
    }
    warn(
      "'\(name)' (set differently by the branches of an if that depends on the layout)",
      at: location)
    return .unknown
  }

  /// `condition ? x : y` as `max` or `min` when the condition compares x and y.
  private func select(
    _ x: ValueExpression, _ y: ValueExpression,
    _ comparison: (op: String, a: ValueExpression, b: ValueExpression)
  ) -> ValueExpression? {
    if Arithmetic.same(x, y) { return x }
    let (op, a, b) = comparison
    let greater = op == ">" || op == ">="
    if Arithmetic.same(x, a), Arithmetic.same(y, b) {
      return Arithmetic.function(greater ? .max : .min, [a, b])
    }
    if Arithmetic.same(x, b), Arithmetic.same(y, a) {
      return Arithmetic.function(greater ? .min : .max, [a, b])
    }
    return nil
  }
}
