#if canImport(SwiftParser)
  internal import CodeEvaluation
  internal import Diagnostics
  internal import SwiftSyntax

  extension Lowering {
    mutating func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
      items.flatMap { statement($0) }
    }

    private mutating func statement(_ item: CodeBlockItemSyntax) -> [Statement] {
      let at = location(item)
      switch item.item {
      case .expr(let expression):
        return [self.statement(expression, at: at)]
      case .stmt(let statement):
        return [self.statement(statement, at: at)]
      case .decl(let declaration):
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
          return [Statement(.unsupported(what: "a local declaration"), at: at)]
        }
        return variable.bindings.map { binding in
          let place = location(binding)
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else {
            return Statement(.unsupported(what: "this pattern"), at: place)
          }
          return Statement(
            .declare(name: name, value: binding.initializer.map { expression($0.value) }),
            at: place)
        }
      @unknown default:
        return [Statement(.unsupported(what: "this statement"), at: at)]
      }
    }

    /// An expression used as a statement: an assignment, an `if` or `switch`, or a call.
    private mutating func statement(_ node: ExprSyntax, at: Diagnostics.SourceLocation) -> Statement
    {
      if let infix = node.as(InfixOperatorExprSyntax.self) {
        if infix.operator.is(AssignmentExprSyntax.self) {
          return Statement(
            .assign(
              target: expression(infix.leftOperand), op: .assign,
              value: expression(infix.rightOperand)), at: at)
        }
        if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
          let compound = Statement.AssignmentOperator(rawValue: op)
        {
          return Statement(
            .assign(
              target: expression(infix.leftOperand), op: compound,
              value: expression(infix.rightOperand)), at: at)
        }
      }
      if let node = node.as(IfExprSyntax.self) { return ifStatement(node) }
      if let node = node.as(SwitchExprSyntax.self) {
        let cases = node.cases.compactMap { element -> SwitchCase? in
          guard case .switchCase(let item) = element else { return nil }
          let patterns: [Expression]
          switch item.label {
          case .default: patterns = []
          case .case(let label):
            patterns = label.caseItems.map { pattern($0.pattern) }
          @unknown default: patterns = []
          }
          return SwitchCase(
            patterns: patterns, body: statements(item.statements), location: location(item))
        }
        return Statement(.switch(subject: expression(node.subject), cases: cases), at: at)
      }
      return Statement(.expression(expression(node)), at: at)
    }

    private mutating func pattern(_ node: PatternSyntax) -> Expression {
      if let value = node.as(ExpressionPatternSyntax.self) { return expression(value.expression) }
      return Expression(
        .unsupported(what: "the pattern '\(node.trimmedDescription)'"), at: location(node))
    }

    private mutating func ifStatement(_ node: IfExprSyntax) -> Statement {
      var otherwise: [Statement]?
      switch node.elseBody {
      case .ifExpr(let next)?: otherwise = [ifStatement(next)]
      case .codeBlock(let block)?: otherwise = statements(block.statements)
      case nil: otherwise = nil
      @unknown default: otherwise = nil
      }
      return Statement(
        .if(
          conditions: conditions(node.conditions), then: statements(node.body.statements),
          else: otherwise), at: location(node))
    }

    private mutating func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
      list.map { element in
        switch element.condition {
        case .expression(let value):
          return .expression(expression(value))
        case .optionalBinding(let binding):
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
          let value =
            binding.initializer.map { expression($0.value) }
            ?? Expression(.name(name), at: location(binding))
          return .optionalBinding(name: name, value: value)
        default:
          return .expression(
            Expression(
              .unsupported(what: "the condition '\(element.condition.trimmedDescription)'"),
              at: location(element)))
        }
      }
    }

    private mutating func statement(_ node: StmtSyntax, at: Diagnostics.SourceLocation) -> Statement
    {
      if let wrapper = node.as(ExpressionStmtSyntax.self) {
        return statement(wrapper.expression, at: at)
      }
      if let guardNode = node.as(GuardStmtSyntax.self) {
        return Statement(
          .guard(
            conditions: conditions(guardNode.conditions),
            else: statements(guardNode.body.statements)), at: at)
      }
      if let loop = node.as(ForStmtSyntax.self) {
        guard
          let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil),
          loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil
        else {
          return Statement(.unsupported(what: "this for-in loop's pattern"), at: at)
        }
        return Statement(
          .forIn(
            name: name, sequence: expression(loop.sequence),
            where: loop.whereClause.map { expression($0.condition) },
            body: statements(loop.body.statements)), at: at)
      }
      if let node = node.as(ReturnStmtSyntax.self) {
        return Statement(.return(node.expression.map { expression($0) }), at: at)
      }
      if node.is(BreakStmtSyntax.self) { return Statement(.break, at: at) }
      if node.is(ContinueStmtSyntax.self) { return Statement(.continue, at: at) }
      if let node = node.as(DoStmtSyntax.self), node.catchClauses.isEmpty {
        return Statement(.block(statements(node.body.statements)), at: at)
      }
      let word = node.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
      return Statement(.unsupported(what: "'\(word)'"), at: at)
    }
  }
#endif
