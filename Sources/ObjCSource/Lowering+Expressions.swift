#if canImport(CClang)
  internal import CClang
  internal import CodeEvaluation
  internal import Diagnostics

  extension Lowering {
    mutating func expression(_ node: Node) -> Expression {
      let at = location(node)
      return Expression(kind(node, at: at), at: at)
    }

    /// The expression inside parentheses and implicit conversions.
    func unwrapped(_ node: Node) -> Node {
      var current = node
      while current.kind == CXCursor_ParenExpr || current.kind == CXCursor_UnexposedExpr,
        let inner = current.children.last(where: { $0.isExpression }),
        current.children.count == 1
      {
        current = inner
      }
      return current
    }

    /// The spelling of a binary operator: the first token after its left operand.
    func binaryOperator(_ node: Node, _ operands: [Node]) -> String {
      let end = operands[0].endOffset
      return node.tokens.first { $0.offset >= end }?.text ?? ""
    }

    /// A message's receiver (nil for a class or `super`, named by `messageReceiverName`) and
    /// its arguments.
    func messageParts(_ node: Node) -> (receiver: Node?, arguments: [Node]) {
      let values = node.children.filter { $0.isExpression }
      let count = Selectors.parts(node.spelling).count
      let arguments = node.spelling.contains(":") ? count : 0
      if values.count == arguments + 1 { return (values[0], Array(values.dropFirst())) }
      return (nil, values)
    }

    /// The macros and names that stand for values: `YES`, `nil`, `M_PI`, an enumeration's
    /// constant.
    private func named(_ text: String) -> Expression.Kind? {
      switch text {
      case "YES", "true", "TRUE": return .boolean(true)
      case "NO", "false", "FALSE": return .boolean(false)
      case "nil", "Nil", "NULL": return .nil
      case "M_PI", "M_PI_2", "M_PI_4", "CGFLOAT_MAX": return .name(text)
      default:
        return Selectors.enumerationCase(text).map { .member(nil, $0) }
      }
    }

    // One case per kind of expression the core has a form for.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func kind(_ node: Node, at: Diagnostics.SourceLocation) -> Expression.Kind {
      let tokens = node.tokens
      if tokens.count == 1, let value = named(tokens[0].text) { return value }
      let children = node.children
      switch node.kind {
      case CXCursor_IntegerLiteral, CXCursor_FloatingLiteral:
        let text = (tokens.first?.text ?? "").lowercased()
        if let value = Self.number(text) { return .number(value) }
        return .name(tokens.first?.text ?? "")
      case CXCursor_ObjCBoolLiteralExpr, CXCursor_CXXBoolLiteralExpr:
        return .boolean(["YES", "true", "TRUE"].contains(tokens.first?.text ?? ""))
      case CXCursor_StringLiteral, CXCursor_ObjCStringLiteral:
        var text = tokens.map(\.text).joined()
        if text.hasPrefix("@") { text.removeFirst() }
        return .string(String(text.dropFirst().dropLast()))
      case CXCursor_ObjCSelfExpr:
        return .name("self")
      case CXCursor_DeclRefExpr:
        let name = node.spelling
        if let value = named(name) { return value }
        // A file-scope constant is its value.
        if let declaration = node.referenced, let value = fileConstants[Self.key(declaration)],
          expandingConstants.insert(Self.key(declaration)).inserted
        {
          defer { expandingConstants.remove(Self.key(declaration)) }
          return kind(value, at: at)
        }
        return .name(name)
      case CXCursor_MemberRefExpr:
        // libclang gives some property references (a layer's, a frame's) no spelling: the
        // name is then the member's last token.
        let name = node.spelling.isEmpty ? (tokens.last?.text ?? "") : node.spelling
        guard let base = children.last(where: { $0.isExpression }), tokens.count > 1 else {
          // An instance variable: `_name` of a property `name` is that property.
          if name.hasPrefix("_"), !ownInstanceVariables.contains(name),
            ownProperties.contains(String(name.dropFirst()))
          {
            return .name(String(name.dropFirst()))
          }
          return .name(name)
        }
        let lowered = expression(base)
        if case .name("UIColor") = lowered.kind, let color = Selectors.colorName(name) {
          return .member(lowered, color)
        }
        return .member(lowered, propertyName(name, of: lowered))
      case CXCursor_ObjCMessageExpr:
        return message(node, tokens: tokens, at: at)
      case CXCursor_CallExpr:
        guard let callee = children.first else { break }
        let function = unwrapped(callee)
        let name = function.kind == CXCursor_DeclRefExpr ? function.spelling : ""
        let arguments = children.dropFirst().map { expression($0) }
        if name == "dispatch_after", arguments.count == 3, let delay = dispatchDelay(children[1]) {
          return .call(
            callee: Expression(
              .member(
                Expression(.member(Expression(.name("DispatchQueue"), at: at), "main"), at: at),
                "asyncAfter"),
              at: at),
            arguments: [
              .init(
                label: "deadline",
                value: Expression(
                  .binary(
                    "+",
                    Expression(
                      .call(
                        callee: Expression(.member(nil, "now"), at: at), arguments: [],
                        selector: nil), at: at),
                    delay), at: at)),
              .init(label: "execute", value: arguments[2]),
            ], selector: nil)
        }
        return .call(
          callee: expression(callee), arguments: arguments.map { .init(label: nil, value: $0) },
          selector: nil)
      case CXCursor_BlockExpr:
        let children = blockParts(node)
        let parameters = children.filter { $0.kind == CXCursor_ParmDecl }.map(\.spelling)
        let saved = inEnumeration
        inEnumeration = false
        defer { inEnumeration = saved }
        let body = children.last { $0.kind == CXCursor_CompoundStmt }.map { statements($0) } ?? []
        return .closure(parameters: parameters, body: body)
      case CXCursor_ParenExpr:
        if let inner = children.first {
          return .tuple([.init(label: nil, value: expression(inner))])
        }
      case CXCursor_UnexposedExpr, CXCursor_CStyleCastExpr, CXCursor_ObjCBridgedCastExpr:
        // `@[a, b]` is an array literal to libclang 14, which does not expose it.
        if tokens.count > 1, tokens[0].text == "@", tokens[1].text == "[" {
          // A conversion of the literal (to `NSArray<NSLayoutConstraint *> *`) covers the
          // same tokens as the literal inside it.
          if children.count == 1, let inner = children.first, inner.startOffset == node.startOffset,
            inner.tokens.count == tokens.count
          {
            return kind(inner, at: at)
          }
          return .array(children.filter { $0.isExpression }.map { expression($0) })
        }
        if let inner = children.last(where: { $0.isExpression }) {
          return kind(inner, at: at)
        }
      case CXCursor_UnaryOperator:
        guard let operand = children.first, let first = tokens.first else { break }
        if first.offset < operand.startOffset {
          return .prefix(first.text, expression(operand))
        }
      case CXCursor_BinaryOperator:
        guard children.count == 2 else { break }
        let op = binaryOperator(node, children)
        if op == "|", let options = optionList(node) { return .array(options) }
        return .binary(op, expression(children[0]), expression(children[1]))
      case CXCursor_ConditionalOperator:
        guard children.count == 3 else { break }
        return .ternary(expression(children[0]), expression(children[1]), expression(children[2]))
      case CXCursor_ArraySubscriptExpr:
        guard children.count == 2 else { break }
        return .subscript(
          expression(children[0]), [.init(label: nil, value: expression(children[1]))])
      case CXCursor_ObjCSelectorExpr:
        let inside = tokens.drop { $0.text != "(" }.dropFirst().prefix { $0.text != ")" }
        return .selector(inside.map(\.text).joined())
      default:
        break
      }
      let text = tokens.prefix(8).map(\.text).joined(separator: " ")
      return .unsupported(what: text.isEmpty ? "this expression" : "'\(text)'")
    }

    /// A block's parameters and body, which libclang shows inside its declaration.
    func blockParts(_ block: Node) -> [Node] {
      block.children.flatMap { $0.kind == CXCursor_UnexposedDecl ? $0.children : [$0] }
    }

    /// `A | B | C` of animation options: the list `[.a, .b, .c]`; nil for other operands.
    private mutating func optionList(_ node: Node) -> [Expression]? {
      var items: [Expression] = []
      func collect(_ part: Node, _ lowering: inout Lowering) -> Bool {
        let inner = lowering.unwrapped(part)
        let children = inner.children
        if inner.kind == CXCursor_BinaryOperator, children.count == 2,
          lowering.binaryOperator(inner, children) == "|"
        {
          return collect(children[0], &lowering) && collect(children[1], &lowering)
        }
        let value = lowering.expression(inner)
        guard case .member(nil, _) = value.kind else { return false }
        items.append(value)
        return true
      }
      return collect(node, &self) ? items : nil
    }

    /// `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(T * NSEC_PER_SEC))`: T.
    private mutating func dispatchDelay(_ node: Node) -> Expression? {
      let call = unwrapped(node)
      guard call.kind == CXCursor_CallExpr, call.children.count == 3 else { return nil }
      var product = unwrapped(call.children[2])
      while product.kind == CXCursor_CStyleCastExpr || product.kind == CXCursor_ParenExpr,
        let inner = product.children.last(where: { $0.isExpression })
      {
        product = unwrapped(inner)
      }
      let parts = product.children
      guard product.kind == CXCursor_BinaryOperator, parts.count == 2 else { return nil }
      if parts[1].tokens.map(\.text) == ["NSEC_PER_SEC"] { return expression(parts[0]) }
      if parts[0].tokens.map(\.text) == ["NSEC_PER_SEC"] { return expression(parts[1]) }
      return nil
    }

    /// A property's Swift name, unless the program declares it on `self`.
    func propertyName(_ name: String, of base: Expression) -> String {
      if case .name("self") = base.kind, ownProperties.contains(name) { return name }
      return Selectors.property(name)
    }

    /// A C number: decimal or hexadecimal, with its suffixes (`1.5f`, `10u`).
    static func number(_ text: String) -> Double? {
      if text.hasPrefix("0x") {
        return Int(text.dropFirst(2).filter(\.isHexDigit), radix: 16).map(Double.init)
      }
      let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "-" || $0 == "+" }
      return Double(digits)
    }
  }
#endif
