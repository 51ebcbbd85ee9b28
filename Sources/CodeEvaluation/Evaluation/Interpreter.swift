import Diagnostics
import Interface

/// One method or closure running: its locals and its `self`.
struct Frame {
  var locals: [String: Value]
  var selfValue: Value
  /// The class whose methods `self` has (nil for a view without a class in the program).
  var className: String?
  /// The method running (a closure's: the method that made it), to name its blocks.
  var methodName: String?
}

/// How a statement ends.
enum Flow: Equatable {
  case normal
  case breakLoop
  case continueLoop
  case returned(Value)
}

extension CodeEvaluator {
  var selfValue: Value { frames.last?.selfValue ?? .controller }

  /// Runs a method of the program with `self` and the arguments in its parameters' order.
  mutating func invoke(
    _ method: MethodDeclaration, of owner: String, on receiver: Value, arguments: [Value],
    at location: SourceLocation
  ) -> Value {
    guard frames.count < 48 else {
      warn("calls nested more than 48 deep ('\(method.name)')", at: location)
      return .unknown
    }
    var locals: [String: Value] = [:]
    for (index, parameter) in method.parameters.enumerated() {
      if index < arguments.count {
        locals[parameter.name] = arguments[index]
      } else if let value = parameter.defaultValue {
        locals[parameter.name] = evaluate(value)
      }
    }
    frames.append(
      Frame(locals: locals, selfValue: receiver, className: owner, methodName: method.name))
    defer { frames.removeLast() }
    if case .returned(let value) = execute(method.body) { return value }
    return .none
  }

  /// Runs a closure with its captured locals and `arguments` in its parameters (`$0`, `$1`
  /// when it names none).
  mutating func call(_ closure: Closure, arguments: [Value], at location: SourceLocation) -> Value {
    guard frames.count < 48 else {
      warn("closures nested more than 48 deep", at: location)
      return .unknown
    }
    var locals = closure.captured
    for (index, value) in arguments.enumerated() {
      let name = index < closure.parameters.count ? closure.parameters[index] : "$\(index)"
      locals[name] = value
    }
    let owner: String? =
      switch closure.selfValue {
      case .controller: className
      case .view(let id): viewClass(id)
      default: nil
      }
    frames.append(
      Frame(
        locals: locals, selfValue: closure.selfValue, className: owner,
        methodName: closure.methodName))
    defer { frames.removeLast() }
    // A closure of one expression returns it.
    if closure.body.count == 1, case .expression(let value) = closure.body[0].kind {
      return evaluate(value)
    }
    if case .returned(let value) = execute(closure.body) { return value }
    return .none
  }

  mutating func execute(_ statements: [Statement]) -> Flow {
    for statement in statements {
      let flow = execute(statement)
      if flow != .normal { return flow }
    }
    return .normal
  }

  mutating func execute(_ statement: Statement) -> Flow {
    budget -= 1
    guard budget > 0 else {
      if budget == 0 {
        warn("running more than a million statements; the rest", at: statement.location)
      }
      return .returned(.unknown)
    }
    let at = statement.location
    switch statement.kind {
    case .expression(let expression):
      _ = evaluate(expression)
    case .assign(let target, let op, let value):
      var new = evaluate(value)
      if op != .assign {
        let binary: String = String(op.rawValue.dropLast())
        new = binaryOperation(binary, evaluate(target), new, at: at)
      }
      assign(new, to: target)
    case .declare(let name, let value):
      let new = value.map { evaluate($0) } ?? .none
      if case .constraint(let index) = new { nameCreated(index, after: name) }
      if case .view(let id) = new, id.hasPrefix("#"), building?.localNames[id] == nil {
        building?.localNames[id] = name
      }
      setLocal(name, new)
    case .if(let conditions, let then, let otherwise):
      return branch(conditions, then: then, else: otherwise ?? [], at: at)
    case .guard(let conditions, let otherwise):
      switch test(conditions) {
      case true?: return .normal
      case false?: return execute(otherwise)
      case nil:
        warn(
          "a guard whose condition is not known (it reads the layout or what was skipped)", at: at)
        return .returned(.unknown)
      }
    case .switch(let subject, let cases):
      return switchStatement(evaluate(subject), cases, at: at)
    case .forIn(let name, let sequence, let condition, let body):
      return loop(name, over: evaluate(sequence), where: condition, body, at: at)
    case .return(let value):
      return .returned(value.map { evaluate($0) } ?? .none)
    case .break:
      return .breakLoop
    case .continue:
      return .continueLoop
    case .block(let body):
      return execute(body)
    case .unsupported(let what):
      warn(what, at: at)
    }
    return .normal
  }

  func local(_ name: String) -> Value? { frames.last?.locals[name] }

  mutating func setLocal(_ name: String, _ value: Value) {
    guard !frames.isEmpty else { return }
    frames[frames.count - 1].locals[name] = value
  }

  /// The conditions of an `if` or `guard`: all true, one false, or undecided (nil).
  ///
  /// A condition is undecided when it reads the layout or something unknown. `if let` binds
  /// its name.
  mutating func test(_ conditions: [Condition]) -> Bool? {
    for condition in conditions {
      switch condition {
      case .expression(let expression):
        switch evaluate(expression) {
        case .bool(true): continue
        case .bool(false): return false
        default: return nil
        }
      case .optionalBinding(let name, let expression):
        let value = evaluate(expression)
        switch value {
        case .none: return false
        case .unknown: return nil
        default: setLocal(name, value)
        }
      }
    }
    return true
  }

  private mutating func branch(
    _ conditions: [Condition], then: [Statement], else otherwise: [Statement],
    at location: SourceLocation
  ) -> Flow {
    switch test(conditions) {
    case true?: return execute(then)
    case false?: return execute(otherwise)
    case nil: return joinBranches(conditions, then: then, else: otherwise, at: location)
    }
  }

  private mutating func switchStatement(
    _ subject: Value, _ cases: [SwitchCase], at location: SourceLocation
  ) -> Flow {
    guard subject != .unknown else {
      warn("a switch on a value the reader does not know", at: location)
      return .normal
    }
    for entry in cases {
      let matches =
        entry.patterns.isEmpty
        || entry.patterns.contains { pattern in
          let value = evaluate(pattern)
          return value == subject || matchesMember(value, subject)
        }
      guard matches else { continue }
      let flow = execute(entry.body)
      return flow == .breakLoop ? .normal : flow
    }
    return .normal
  }

  /// `.open` against a stored `.open`, or `State.open`.
  private func matchesMember(_ pattern: Value, _ subject: Value) -> Bool {
    if case .member(let a) = pattern, case .member(let b) = subject { return a == b }
    return false
  }

  private mutating func loop(
    _ name: String, over sequence: Value, where condition: Expression?, _ body: [Statement],
    at location: SourceLocation
  ) -> Flow {
    guard case .array(let elements) = sequence else {
      if sequence != .unknown { warn("a for-in loop over this sequence", at: location) }
      return .normal
    }
    for element in elements {
      setLocal(name, element)
      if let condition {
        switch evaluate(condition) {
        case .bool(true): break
        case .bool(false): continue
        default:
          warn("a loop's where clause the reader cannot decide", at: condition.location)
          return .normal
        }
      }
      switch execute(body) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .normal, .continueLoop: continue
      }
    }
    return .normal
  }
}
