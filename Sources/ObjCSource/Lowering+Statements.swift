#if canImport(CClang)
  internal import CClang
  internal import CodeEvaluation
  internal import Diagnostics

  extension Lowering {
    /// The statements of a compound statement, or the one statement given.
    mutating func statements(_ node: Node) -> [Statement] {
      guard node.kind == CXCursor_CompoundStmt else { return statement(node) }
      return node.children.flatMap { statement($0) }
    }

    // One case per kind of statement the core has a form for.
    // swiftlint:disable:next cyclomatic_complexity
    mutating func statement(_ written: Node) -> [Statement] {
      // ARC's clean-ups and conversions around a statement's expression are not exposed.
      let node = written.isExpression ? unwrapped(written) : written
      let at = location(node)
      let children = node.children
      switch node.kind {
      case CXCursor_CompoundStmt:
        return [Statement(.block(statements(node)), at: at)]
      case CXCursor_NullStmt:
        return []
      case CXCursor_DeclStmt:
        return children.filter { $0.kind == CXCursor_VarDecl }.map { variable in
          let value = variable.children.last { $0.isExpression }.map { expression($0) }
          return Statement(.declare(name: variable.spelling, value: value), at: location(variable))
        }
      case CXCursor_IfStmt:
        guard children.count >= 2 else { break }
        // An object is true when it is not nil (`if (self)` after `[super initWithFrame:]`):
        // Swift's `if let _ = object`.
        var test = unwrapped(children[0])
        // `if ((self = [super initWithFrame:frame]))`: the assignment, then its target tested.
        var before: [Statement] = []
        if test.kind == CXCursor_BinaryOperator, test.children.count == 2,
          binaryOperator(test, test.children) == "="
        {
          before = assignment(test.children[0], test.children[1], at: at)
          test = unwrapped(test.children[0])
        }
        let condition: Condition =
          test.isPointer
          ? .optionalBinding(name: "_", value: expression(test))
          : .expression(expression(before.isEmpty ? children[0] : test))
        return before + [
          Statement(
            .if(
              conditions: [condition], then: statements(children[1]),
              else: children.count > 2 ? statements(children[2]) : nil), at: at)
        ]
      case CXCursor_ObjCForCollectionStmt:
        guard children.count == 3 else { break }
        let element = children[0]
        let name =
          element.kind == CXCursor_DeclStmt
          ? element.children.first { $0.kind == CXCursor_VarDecl }?.spelling ?? "_"
          : element.spelling
        return [
          Statement(
            .forIn(
              name: name, sequence: expression(children[1]), where: nil,
              body: statements(children[2])), at: at)
        ]
      case CXCursor_ReturnStmt:
        if inEnumeration { return [Statement(.continue, at: at)] }
        return [Statement(.return(children.first.map { expression($0) }), at: at)]
      case CXCursor_BreakStmt:
        return [Statement(.break, at: at)]
      case CXCursor_ContinueStmt:
        return [Statement(.continue, at: at)]
      case CXCursor_BinaryOperator:
        if children.count == 2, binaryOperator(node, children) == "=" {
          return assignment(children[0], children[1], at: at)
        }
      case CXCursor_CompoundAssignOperator:
        if children.count == 2,
          let op = Statement.AssignmentOperator(rawValue: binaryOperator(node, children))
        {
          return [
            Statement(
              .assign(target: expression(children[0]), op: op, value: expression(children[1])),
              at: at)
          ]
        }
      case CXCursor_ObjCMessageExpr:
        if let lowered = messageStatement(node, at: at) { return lowered }
      default:
        if !node.isExpression {
          let word = node.tokens.first?.text ?? "statement"
          return [Statement(.unsupported(what: "'\(word)'"), at: at)]
        }
      }
      return [Statement(.expression(expression(node)), at: at)]
    }

    /// `a = b = x` is one assignment per target, each of the value (inner targets first);
    /// `*stop = YES` in an enumeration block stops it.
    private mutating func assignment(_ target: Node, _ value: Node, at: Diagnostics.SourceLocation)
      -> [Statement]
    {
      if inEnumeration, target.kind == CXCursor_UnaryOperator, target.tokens.first?.text == "*" {
        return [Statement(.break, at: at)]
      }
      // `self = [super initWithFrame:frame]` in an initializer is Swift's
      // `super.init(frame: frame)`: `self` stays the object being made.
      if unwrapped(target).kind == CXCursor_ObjCSelfExpr {
        return [Statement(.expression(expression(value)), at: at)]
      }
      var targets = [target]
      var source = unwrapped(value)
      while source.kind == CXCursor_BinaryOperator {
        let parts = source.children
        guard parts.count == 2, binaryOperator(source, parts) == "=" else { break }
        targets.append(parts[0])
        source = unwrapped(parts[1])
      }
      let lowered = expression(source)
      return targets.reversed().map {
        Statement(.assign(target: expression($0), op: .assign, value: lowered), at: at)
      }
    }

    /// A message that is a statement of its own in Swift: a setter (`[button setSelected:YES]`
    /// is `button.isSelected = true`) or `enumerateObjectsUsingBlock:` with a block (a loop).
    private mutating func messageStatement(_ node: Node, at: Diagnostics.SourceLocation)
      -> [Statement]?
    {
      let selector = node.spelling
      let (receiver, arguments) = messageParts(node)
      guard let receiver, arguments.count == 1 else { return nil }
      if let property = Selectors.after(prefix: "set", in: String(selector.dropLast())),
        selector.hasSuffix(":"), Selectors.parts(selector).count == 1,
        knownProperties.contains(property)
      {
        let target = Expression(
          .member(expression(receiver), Selectors.property(property)), at: location(node))
        return [
          Statement(.assign(target: target, op: .assign, value: expression(arguments[0])), at: at)
        ]
      }
      let block = unwrapped(arguments[0])
      if selector == "enumerateObjectsUsingBlock:", block.kind == CXCursor_BlockExpr {
        let parts = blockParts(block)
        let name = parts.first { $0.kind == CXCursor_ParmDecl }?.spelling ?? "_"
        let saved = inEnumeration
        inEnumeration = true
        let body = parts.last { $0.kind == CXCursor_CompoundStmt }.map { statements($0) } ?? []
        inEnumeration = saved
        return [
          Statement(
            .forIn(name: name, sequence: expression(receiver), where: nil, body: body), at: at)
        ]
      }
      return nil
    }
  }
#endif
