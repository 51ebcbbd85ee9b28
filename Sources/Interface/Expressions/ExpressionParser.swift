import Diagnostics

/// Parses `EXPR` text by precedence climbing.
///
/// The grammar:
///
///     expr    = term (("+" | "-") term)*
///     term    = unary (("*" | "/") unary)*
///     unary   = ("-" | "+") unary | primary
///     primary = number | name "(" expr ("," expr)* ")" | reference | "(" expr ")"
///     reference = ID "." (minX | minY | maxX | maxY | midX | midY | width | height)
///               | REF ".constant"
struct ExpressionParser {
  private var tokens: [ExpressionLexer.Token]
  private var position = 0
  private let binding: NameBinding
  private let locate: (Int) -> SourceLocation
  private(set) var diagnostics: [Diagnostic] = []
  /// Set when a reference names something already reported; the expression has no value.
  private var failedSilently = false

  /// Parses `text`; `locate` turns a byte offset in the text into a source location.
  static func parse(
    _ text: String, binding: NameBinding, locate: @escaping (Int) -> SourceLocation
  ) -> (ValueExpression?, [Diagnostic]) {
    var parser = ExpressionParser(
      tokens: ExpressionLexer.tokens(text), binding: binding, locate: locate)
    guard parser.tokens.count > 1 else {
      return (nil, [.error("expected an expression, found nothing", at: locate(0))])
    }
    let expression = parser.expression()
    if expression != nil, parser.diagnostics.isEmpty, parser.current.kind != .end {
      parser.fail("unexpected '\(parser.current.spelling)' after the expression")
    }
    if let expression, parser.diagnostics.isEmpty {
      parser.checkDivisions(expression)
      if let value = expression.constantValue, !value.isFinite || abs(value) > NumberSyntax.limit {
        parser.diagnostics.append(
          .error("the expression's value is not finite or beyond ±1e9", at: locate(0)))
      }
    }
    let failed = parser.failedSilently || parser.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : expression, parser.diagnostics)
  }

  private init(
    tokens: [ExpressionLexer.Token], binding: NameBinding,
    locate: @escaping (Int) -> SourceLocation
  ) {
    self.tokens = tokens
    self.binding = binding
    self.locate = locate
  }

  private var current: ExpressionLexer.Token { tokens[position] }

  private mutating func advance() { position = min(position + 1, tokens.count - 1) }

  private mutating func fail(_ message: String, at token: ExpressionLexer.Token? = nil) {
    diagnostics.append(.error(message, at: locate((token ?? current).offset)))
  }

  private mutating func expression() -> ValueExpression? {
    guard var left = term() else { return nil }
    while case .symbol(let symbol) = current.kind, symbol == "+" || symbol == "-" {
      let location = locate(current.offset)
      advance()
      guard let right = term() else { return nil }
      left = .binary(symbol == "+" ? .add : .subtract, left, right, location)
    }
    return left
  }

  private mutating func term() -> ValueExpression? {
    guard var left = unary() else { return nil }
    while case .symbol(let symbol) = current.kind, symbol == "*" || symbol == "/" {
      let location = locate(current.offset)
      advance()
      guard let right = unary() else { return nil }
      left = .binary(symbol == "*" ? .multiply : .divide, left, right, location)
    }
    return left
  }

  private mutating func unary() -> ValueExpression? {
    if case .symbol(let symbol) = current.kind, symbol == "-" || symbol == "+" {
      advance()
      guard let operand = unary() else { return nil }
      return symbol == "-" ? .negate(operand) : operand
    }
    return primary()
  }

  private mutating func primary() -> ValueExpression? {
    let token = current
    switch token.kind {
    case .number(let value):
      advance()
      return .number(value)
    case .symbol("("):
      advance()
      guard let inner = expression() else { return nil }
      guard current.kind == .symbol(")") else {
        fail("expected ')' to close the '(' at column \(locate(token.offset).column)")
        return nil
      }
      advance()
      return inner
    case .name(let name):
      advance()
      if current.kind == .symbol("(") { return call(name, at: token) }
      return reference(name, at: token)
    case .invalid(let text):
      fail(invalidMessage(text))
      return nil
    case .end:
      fail("expected a number, a reference or '(' at the end of the expression")
      return nil
    case .symbol(let symbol):
      fail("expected a number, a reference or '(' before '\(symbol)'")
      return nil
    }
  }

  private mutating func call(_ name: String, at token: ExpressionLexer.Token) -> ValueExpression? {
    guard let function = ExpressionFunction(rawValue: name) else {
      let names = ExpressionFunction.allCases.map(\.rawValue)
      fail(
        "unknown function '\(name)'\(Suggestion.didYouMean(name, in: names)) "
          + "(functions: min, max, abs, round)", at: token)
      return nil
    }
    advance()
    var arguments: [ValueExpression] = []
    while true {
      guard let argument = expression() else { return nil }
      arguments.append(argument)
      if current.kind == .symbol(",") {
        advance()
        continue
      }
      guard current.kind == .symbol(")") else {
        fail("expected ',' or ')' in the arguments of '\(name)'")
        return nil
      }
      advance()
      break
    }
    guard arguments.count == function.arity else {
      fail(
        "'\(name)' takes \(function.arity) argument\(function.arity == 1 ? "" : "s"), "
          + "not \(arguments.count)", at: token)
      return nil
    }
    return .function(function, arguments)
  }

  private mutating func reference(_ name: String, at token: ExpressionLexer.Token)
    -> ValueExpression?
  {
    let location = locate(token.offset)
    guard let dot = name.lastIndex(of: ".") else {
      fail(
        "'\(name)' is not a value; write 'REF.constant' or 'VIEW.minX' (or minY, maxX, maxY, "
          + "midX, midY, width, height)", at: token)
      return nil
    }
    let target = String(name[..<dot])
    let property = String(name[name.index(after: dot)...])
    if binding.poisonedNames.contains(target) {
      failedSilently = true
      return .number(0)
    }
    if property == "constant" {
      switch binding.bindConstraint(target) {
      case .success(let id): return .constant(of: id, location)
      case .failure(let problem):
        fail(problem.message, at: token)
        return nil
      }
    }
    guard let frameProperty = FrameProperty(rawValue: property) else {
      let properties = FrameProperty.allCases.map(\.rawValue) + ["constant"]
      fail(
        "unknown property '\(property)' in '\(name)'"
          + Suggestion.didYouMean(property, in: properties), at: token)
      return nil
    }
    switch binding.bindView(target) {
    case .success(let id): return .frame(of: id, frameProperty, location)
    case .failure(let problem):
      fail(problem.message, at: token)
      return nil
    }
  }

  private func invalidMessage(_ text: String) -> String {
    switch NumberSyntax.parse(text) {
    case .failure(.notFinite): "'\(text)' is not a finite number"
    case .failure(.outOfRange): "'\(text)' is too large; numbers are limited to ±1e9"
    default: "'\(text)' is not a number or a name"
    }
  }

  /// Division by a constant zero is an error now; by a reference that is zero, at replay.
  private mutating func checkDivisions(_ expression: ValueExpression) {
    switch expression {
    case .binary(let op, let left, let right, let location):
      checkDivisions(left)
      checkDivisions(right)
      if op == .divide, right.constantValue == 0 {
        diagnostics.append(.error("division by zero", at: location))
      }
    case .negate(let operand):
      checkDivisions(operand)
    case .function(_, let arguments):
      arguments.forEach { checkDivisions($0) }
    case .number, .constant, .frame:
      break
    }
  }
}
