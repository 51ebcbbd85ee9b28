import Diagnostics

/// Parses the `eq` shorthand of a constraint.
///
/// The grammar:
///
///     eq      = item "." attribute relation rhs ("@" priority)?
///     rhs     = signed (("+" | "-") signed)*        at most one item.attribute term
///     signed  = ("-" | "+")? product
///     product = factor (("*" | "/") factor)*
///     factor  = number | number ":" number | item "." attribute
///
/// So `a.width == 0.5 * b.width + 8`, `a.top == b.bottom * 2 - 4`, `a.height == 3:2 * a.width`,
/// and `card.height == 200 @750` all read as UIKit's linear form.
struct EquationParser {
  private var tokens: [ExpressionLexer.Token]
  private var position = 0
  private let locate: (Int) -> SourceLocation
  private(set) var diagnostics: [Diagnostic] = []

  static func parse(_ text: String, locate: @escaping (Int) -> SourceLocation) -> (
    ConstraintDraft?, [Diagnostic]
  ) {
    var parser = EquationParser(tokens: ExpressionLexer.tokens(text), locate: locate)
    let draft = parser.equation()
    return (parser.diagnostics.isEmpty ? draft : nil, parser.diagnostics)
  }

  private init(tokens: [ExpressionLexer.Token], locate: @escaping (Int) -> SourceLocation) {
    self.tokens = tokens
    self.locate = locate
  }

  private var current: ExpressionLexer.Token { tokens[position] }

  private mutating func advance() { position = min(position + 1, tokens.count - 1) }

  private mutating func fail(_ message: String, at token: ExpressionLexer.Token? = nil) {
    diagnostics.append(.error(message, at: locate((token ?? current).offset)))
  }

  private mutating func equation() -> ConstraintDraft? {
    var draft = ConstraintDraft()
    guard case .name(let first) = current.kind else {
      fail("an equation starts with 'item.attribute', e.g. 'card.width == 200'")
      return nil
    }
    guard let (item, attribute) = split(first, at: current) else { return nil }
    draft.firstItem = item
    draft.firstAttribute = attribute
    advance()
    switch current.kind {
    case .symbol("=="): draft.relation = .equal
    case .symbol("<="): draft.relation = .lessThanOrEqual
    case .symbol(">="): draft.relation = .greaterThanOrEqual
    case .symbol("="), .symbol("<"), .symbol(">"):
      fail("use '==', '<=' or '>=' in an equation, not '\(current.spelling)'")
      return nil
    default:
      fail("expected '==', '<=' or '>=' after '\(first)'")
      return nil
    }
    advance()
    guard rightSide(into: &draft) else { return nil }
    if current.kind == .symbol("@") {
      advance()
      draft.priorityLocation = locate(current.offset)
      guard let priority = priority() else { return nil }
      draft.priority = priority
    }
    guard current.kind == .end else {
      fail("unexpected '\(current.spelling)' in the equation")
      return nil
    }
    return draft
  }

  private mutating func rightSide(into draft: inout ConstraintDraft) -> Bool {
    var constant = 0.0
    var sawConstant = false
    var sign = 1.0
    if case .symbol(let symbol) = current.kind, symbol == "-" || symbol == "+" {
      sign = symbol == "-" ? -1 : 1
      advance()
    }
    while true {
      guard let product = product() else { return false }
      if let (item, attribute) = product.reference {
        guard draft.secondItem == nil else {
          fail(
            "an equation relates two items; found a third, '\(item.value).\(attribute.value)'",
            at: product.start)
          return false
        }
        draft.secondItem = item
        draft.secondAttribute = attribute
        draft.multiplier = sign * product.coefficient
        draft.multiplierLocation = locate(product.start.offset)
      } else {
        constant += sign * product.coefficient
        sawConstant = true
      }
      guard case .symbol(let symbol) = current.kind, symbol == "+" || symbol == "-" else { break }
      sign = symbol == "-" ? -1 : 1
      advance()
    }
    if sawConstant || draft.secondItem == nil { draft.constant = constant }
    return true
  }

  private struct Product {
    var coefficient: Double
    var reference: (Located<String>, Located<String>)?
    var start: ExpressionLexer.Token
  }

  private mutating func product() -> Product? {
    var result = Product(coefficient: 1, reference: nil, start: current)
    var dividing = false
    while true {
      let token = current
      switch token.kind {
      case .number(let value):
        advance()
        var number = value
        if current.kind == .symbol(":") {
          advance()
          guard case .number(let denominator) = current.kind, denominator != 0 else {
            fail("a ratio is written 'W:H' with a nonzero H, e.g. '3:2'")
            return nil
          }
          number /= denominator
          advance()
        }
        if dividing {
          guard number != 0 else {
            fail("division by zero", at: tokens[position - 2])
            return nil
          }
          result.coefficient /= number
        } else {
          result.coefficient *= number
        }
      case .name(let name):
        guard !dividing else {
          fail("cannot divide by '\(name)'; an equation is linear", at: token)
          return nil
        }
        guard result.reference == nil else {
          fail("cannot multiply two items ('\(name)'); an equation is linear", at: token)
          return nil
        }
        guard let reference = split(name, at: token) else { return nil }
        result.reference = reference
        advance()
      case .invalid(let text):
        switch NumberSyntax.parse(text) {
        case .failure(.notFinite): fail("'\(text)' is not a finite number")
        case .failure(.outOfRange): fail("'\(text)' is too large; numbers are limited to ±1e9")
        default: fail("'\(text)' is not a number or a name")
        }
        return nil
      default:
        fail("expected a number or 'item.attribute', found '\(token.spelling)'")
        return nil
      }
      guard case .symbol(let symbol) = current.kind, symbol == "*" || symbol == "/" else {
        return result
      }
      dividing = symbol == "/"
      advance()
    }
  }

  private mutating func priority() -> LayoutPriority? {
    switch current.kind {
    case .number(let value):
      advance()
      return LayoutPriority(value)
    case .name(let name):
      if let (_, priority) = LayoutPriority.names.first(where: { $0.0 == name }) {
        advance()
        return priority
      }
      let names = LayoutPriority.names.map(\.0)
      fail("unknown priority '\(name)'\(Suggestion.didYouMean(name, in: names))")
      return nil
    default:
      fail("expected a priority after '@', e.g. '@750' or '@defaultHigh'")
      return nil
    }
  }

  /// `item.attribute` split at its last dot; ids may contain dots themselves.
  private mutating func split(_ name: String, at token: ExpressionLexer.Token) -> (
    Located<String>, Located<String>
  )? {
    guard let dot = name.lastIndex(of: ".") else {
      fail("'\(name)' needs an attribute, e.g. '\(name).top'", at: token)
      return nil
    }
    let itemText = String(name[..<dot])
    let attributeText = String(name[name.index(after: dot)...])
    let attributeOffset = token.offset + itemText.utf8.count + 1
    return (
      Located(itemText, at: locate(token.offset)),
      Located(attributeText, at: locate(attributeOffset))
    )
  }
}
