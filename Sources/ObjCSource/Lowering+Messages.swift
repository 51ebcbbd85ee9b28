#if canImport(CClang)
  internal import CClang
  internal import CodeEvaluation
  internal import Diagnostics

  extension Lowering {
    /// A message in Swift's spelling: `[UIView animateWithDuration:d animations:b]` is
    /// `UIView.animate(withDuration: d, animations: b)`, `[self.view layoutIfNeeded]`
    /// `self.view.layoutIfNeeded()`, `[button isSelected]`-like getters properties,
    /// `[a isEqualToString:b]` `a == b`, class factories initializers.
    mutating func message(
      _ node: Node, tokens: [(text: String, offset: Int)], at: Diagnostics.SourceLocation
    ) -> Expression.Kind {
      let selector = node.spelling
      // A custom class the files only declare: what its method does is not known.
      if let method = node.referenced, let owner = unimplementedMethods[Self.key(method)] {
        problems.append(
          .warning(
            "'\(selector)' is a method of \(owner), whose @implementation is not among the "
              + "files read; the message is skipped", at: at))
        return .nil
      }
      let (receiverNode, argumentNodes) = messageParts(node)
      var arguments = argumentNodes.map { expression($0) }
      let receiver: Expression
      var className: String?
      if let receiverNode {
        // `[[Class alloc] init…]`: the class's initializer.
        let inner = unwrapped(receiverNode)
        if inner.kind == CXCursor_ObjCMessageExpr,
          inner.spelling == "alloc" || inner.spelling == "new",
          messageParts(inner).receiver == nil, tokens.count > 2
        {
          let name = inner.tokens.dropFirst().first?.text ?? ""
          let labels: [String?]
          if selector == "init" {
            labels = []
          } else if let label = Selectors.initializerLabels[selector] {
            labels = label
          } else if let first = Selectors.after(
            prefix: "initWith", in: Selectors.parts(selector)[0])
          {
            labels = [first] + Selectors.parts(selector).dropFirst().map { Optional($0) }
          } else {
            return .unsupported(what: "the initializer '\(selector)'")
          }
          return call(Expression(.name(name), at: at), labels, arguments, selector)
        }
        receiver = expression(receiverNode)
      } else {
        let name = tokens.dropFirst().first?.text ?? ""
        receiver = Expression(.name(name), at: at)
        if name != "super" { className = name }
      }
      let pieces = Selectors.parts(selector)
      if !selector.contains(":") {
        if className == "UIColor", let color = Selectors.colorName(selector) {
          return .member(receiver, color)
        }
        // `[UIButtonConfiguration filledButtonConfiguration]`: `UIButton.Configuration.filled()`.
        if className == "UIButtonConfiguration", selector.hasSuffix("ButtonConfiguration") {
          let type = Expression(
            .member(Expression(.name("UIButton"), at: at), "Configuration"), at: at)
          let style = String(selector.dropLast("ButtonConfiguration".count))
          return call(Expression(.member(type, style), at: at), [], [], selector)
        }
        if selector == "alloc" || selector == "new" {
          return selector == "new" ? call(receiver, [], [], selector) : receiver.kind
        }
        if knownProperties.contains(selector), className == nil {
          return .member(receiver, propertyName(selector, of: receiver))
        }
        return call(Expression(.member(receiver, selector), at: at), [], [], selector)
      }
      if ["isEqualToString:", "isEqual:"].contains(selector), arguments.count == 1 {
        return .binary("==", receiver, arguments[0])
      }
      // `[UIImage systemImageNamed:@"star"]`: `UIImage(systemName: "star")`.
      if className == "UIImage",
        let label = ["systemImageNamed:": "systemName", "imageNamed:": "named"][selector]
      {
        return call(receiver, [label], arguments, selector)
      }
      if let className, let labels = Selectors.factory(selector, of: className) {
        return call(receiver, labels, arguments, selector)
      }
      if selector == "objectAtIndex:" || selector == "objectAtIndexedSubscript:",
        arguments.count == 1
      {
        return .subscript(receiver, [.init(label: nil, value: arguments[0])])
      }
      let (name, labels) = Selectors.message(selector)
      if selector.hasPrefix("performSelector:") {
        arguments = Array(arguments.prefix(pieces.count))
      }
      return call(Expression(.member(receiver, name), at: at), labels, arguments, selector)
    }

    private func call(
      _ callee: Expression, _ labels: [String?], _ arguments: [Expression], _ selector: String
    ) -> Expression.Kind {
      let items = arguments.enumerated().map { number, value in
        let label = number < labels.count ? labels[number] : nil
        // `options:0` is no option: Swift's `[]`.
        if label == "options", case .number(0) = value.kind {
          return Expression.Argument(
            label: label, value: Expression(.array([]), at: value.location))
        }
        return Expression.Argument(label: label, value: value)
      }
      return .call(callee: callee, arguments: items, selector: selector)
    }
  }
#endif
