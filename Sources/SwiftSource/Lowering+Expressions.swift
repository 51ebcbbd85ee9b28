#if canImport(SwiftParser)
  internal import CodeEvaluation
  internal import Diagnostics
  internal import SwiftSyntax

  extension Lowering {
    mutating func expression(_ node: ExprSyntax) -> Expression {
      let at = location(node)
      return Expression(kind(node, at: at), at: at)
    }

    // One case per kind of syntax the core has a form for.
    // swiftlint:disable:next cyclomatic_complexity
    private mutating func kind(_ node: ExprSyntax, at: Diagnostics.SourceLocation)
      -> Expression.Kind
    {
      if let literal = node.as(IntegerLiteralExprSyntax.self) {
        return Self.integer(literal.literal.text).map { .number($0) }
          ?? .unsupported(what: "the number '\(literal.literal.text)'")
      }
      if let literal = node.as(FloatLiteralExprSyntax.self) {
        let text = literal.literal.text.filter { $0 != "_" }
        return Double(text).map { .number($0) } ?? .unsupported(what: "the number '\(text)'")
      }
      if let literal = node.as(BooleanLiteralExprSyntax.self) {
        return .boolean(literal.literal.tokenKind == .keyword(.true))
      }
      if node.is(NilLiteralExprSyntax.self) { return .nil }
      if let literal = node.as(StringLiteralExprSyntax.self) {
        var text = ""
        for segment in literal.segments {
          guard let piece = segment.as(StringSegmentSyntax.self) else {
            return .unsupported(what: "string interpolation")
          }
          text += piece.content.text
        }
        return .string(text)
      }
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        return .name(reference.baseName.text)
      }
      if node.is(SuperExprSyntax.self) { return .name("super") }
      if let member = node.as(MemberAccessExprSyntax.self) {
        return .member(member.base.map { expression($0) }, member.declName.baseName.text)
      }
      if let call = node.as(FunctionCallExprSyntax.self) {
        var arguments = call.arguments.map {
          Expression.Argument(label: $0.label?.text, value: expression($0.expression))
        }
        if let closure = call.trailingClosure {
          arguments.append(
            .init(
              label: nil, value: expression(ExprSyntax(closure)), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
          arguments.append(
            .init(label: extra.label.text, value: expression(ExprSyntax(extra.closure))))
        }
        return .call(callee: expression(call.calledExpression), arguments: arguments, selector: nil)
      }
      if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        return .subscript(
          expression(subscriptCall.calledExpression),
          subscriptCall.arguments.map {
            .init(label: $0.label?.text, value: expression($0.expression))
          })
      }
      if let closure = node.as(ClosureExprSyntax.self) {
        return .closure(
          parameters: closureParameters(closure), body: statements(closure.statements))
      }
      if let ternary = node.as(TernaryExprSyntax.self) {
        return .ternary(
          expression(ternary.condition), expression(ternary.thenExpression),
          expression(ternary.elseExpression))
      }
      if let infix = node.as(InfixOperatorExprSyntax.self) {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
          return .unsupported(what: "'\(infix.operator.trimmedDescription)' inside an expression")
        }
        return .binary(op, expression(infix.leftOperand), expression(infix.rightOperand))
      }
      if let prefix = node.as(PrefixOperatorExprSyntax.self) {
        return .prefix(prefix.operator.text, expression(prefix.expression))
      }
      if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        return .postfix("!", expression(unwrap.expression))
      }
      if let chain = node.as(OptionalChainingExprSyntax.self) {
        return .postfix("?", expression(chain.expression))
      }
      if let array = node.as(ArrayExprSyntax.self) {
        return .array(array.elements.map { expression($0.expression) })
      }
      if let tuple = node.as(TupleExprSyntax.self) {
        return .tuple(
          tuple.elements.map { .init(label: $0.label?.text, value: expression($0.expression)) })
      }
      if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
        return .selector(macro.arguments.trimmedDescription)
      }
      // Casts, `try` and `&` leave the value as it is.
      if let cast = node.as(AsExprSyntax.self) { return kind(cast.expression, at: at) }
      if let attempt = node.as(TryExprSyntax.self) { return kind(attempt.expression, at: at) }
      if let reference = node.as(InOutExprSyntax.self) { return kind(reference.expression, at: at) }
      return .unsupported(what: Self.describe(node))
    }

    private mutating func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
      switch closure.signature?.parameterClause {
      case .simpleInput(let names)?: return names.map(\.name.text)
      case .parameterClause(let clause)?:
        return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: return []
      @unknown default: return []
      }
    }

    /// An integer literal's value: decimal, `0x`, `0o` or `0b`, with `_` separators.
    static func integer(_ text: String) -> Double? {
      let digits = text.filter { $0 != "_" }
      for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
        return Int(digits.dropFirst(2), radix: radix).map(Double.init)
      }
      return Double(digits)
    }

    /// How a warning names an expression it skips: its kind, and its text when short.
    static func describe(_ node: ExprSyntax) -> String {
      let text = node.trimmedDescription
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "'\(shown.split(separator: "\n").first ?? "")'"
    }
  }
#endif
