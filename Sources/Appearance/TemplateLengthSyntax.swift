import Diagnostics
import XMLTree

extension TemplateReader {
  /// The frame's edges a length may name, with their axis and their factor of the width or
  /// height.
  static let edges: [(name: String, axis: AnchoredLength.Axis, factor: Double)] = [
    ("centerX", .horizontal, 0.5), ("centerY", .vertical, 0.5), ("left", .horizontal, 0),
    ("right", .horizontal, 1), ("width", .horizontal, 1), ("top", .vertical, 0),
    ("bottom", .vertical, 1), ("height", .vertical, 1),
  ]

  /// An anchored length: a length slot (`{alignX}`), or a sum of terms, each a product of
  /// numbers and number slots with at most one edge of the attribute's axis, every term after
  /// the first with its sign (`right-8`, `left+0.25*width-7`, `{columnMiddle}*width`,
  /// `centerY+{baselineFromCenter}`).
  mutating func length(
    _ attribute: SourceAttribute, axis: AnchoredLength.Axis, context: ReadingContext
  ) -> LengthTemplate? {
    var rest = Substring(attribute.value.filter { !$0.isWhitespace })
    var template = LengthTemplate(axis: axis, slot: nil, terms: [])
    let notALength =
      "'\(attribute.value)' is not a length; write a number or an edge like 'right-8'"
    if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}"),
      let slot = SkinSlot(rawValue: String(rest.dropFirst().prefix { $0 != "}" })),
      slot.kind == .length
    {
      guard axis == .horizontal else {
        error("'{\(slot.rawValue)}' is a horizontal length", at: attribute.valueLocation)
        return nil
      }
      template.slot = slot
      rest = rest[rest.index(after: close)...]
    }
    guard template.slot != nil || !rest.isEmpty else {
      error(notALength, at: attribute.valueLocation)
      return nil
    }
    while !rest.isEmpty {
      var sign = 1.0
      var signs = 0
      while let character = rest.first, character == "+" || character == "-" {
        if character == "-" { sign = -sign }
        signs += 1
        rest = rest.dropFirst()
      }
      guard signs > 0 || (template.terms.isEmpty && template.slot == nil) else {
        error(notALength, at: attribute.valueLocation)
        return nil
      }
      guard var term = self.term(&rest, attribute: attribute, axis: axis, context: context) else {
        return nil
      }
      term.sign *= sign
      template.terms.append(term)
    }
    return template
  }

  /// One product: factors joined by `*`, each an edge, a number or a number slot, with signs.
  private mutating func term(
    _ rest: inout Substring, attribute: SourceAttribute, axis: AnchoredLength.Axis,
    context: ReadingContext
  ) -> LengthTemplate.Term? {
    var term = LengthTemplate.Term(sign: 1, factors: [], edge: nil)
    let notALength =
      "'\(attribute.value)' is not a length; write a number or an edge like 'right-8'"
    while true {
      while let character = rest.first, character == "+" || character == "-" {
        if character == "-" { term.sign = -term.sign }
        rest = rest.dropFirst()
      }
      if rest.hasPrefix("on"), !rest.hasPrefix("on{") {
        // A switch's state: 0 off, 1 on (docs/format.md, `switch`).
        guard !term.on, term.edge == nil else {
          error(
            "'\(attribute.value)' multiplies 'on' by an edge or by itself",
            at: attribute.valueLocation)
          return nil
        }
        term.on = true
        rest = rest.dropFirst(2)
      } else if let edge = Self.edges.first(where: { rest.hasPrefix($0.name) }) {
        guard !term.on else {
          error(
            "'\(attribute.value)' multiplies 'on' by an edge or by itself",
            at: attribute.valueLocation)
          return nil
        }
        guard edge.axis == axis else {
          let names = Self.edges.filter { $0.axis == axis }.map(\.name).sorted()
          error(
            "'\(edge.name)' is on the other axis; '\(attribute.name)' takes "
              + names.joined(separator: ", "), at: attribute.valueLocation)
          return nil
        }
        guard term.edge == nil else {
          error("'\(attribute.value)' multiplies two edges", at: attribute.valueLocation)
          return nil
        }
        term.edge = edge.factor
        rest = rest.dropFirst(edge.name.count)
      } else if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") {
        let name = String(rest.dropFirst().prefix { $0 != "}" })
        guard
          let slot = slot(named: name, kind: .number, context: context, at: attribute.valueLocation)
        else { return nil }
        term.factors.append(.slot(slot))
        rest = rest[rest.index(after: close)...]
      } else {
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(digits), value.isFinite else {
          error(notALength, at: attribute.valueLocation)
          return nil
        }
        term.factors.append(.literal(value))
        rest = rest.dropFirst(digits.count)
      }
      guard rest.first == "*" else { return term }
      rest = rest.dropFirst()
    }
  }
}
