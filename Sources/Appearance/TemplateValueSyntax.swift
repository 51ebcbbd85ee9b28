import Diagnostics
import Geometry
import Interface
import Typography
import XMLTree

/// How one attribute's value is read into a draft: the value syntaxes of templates.
struct AttributeRule<Draft> {
  let read: (inout TemplateReader, SourceAttribute, inout Draft) -> Void
}

extension AttributeRule where Draft == PartDraft {
  /// An anchored length: `left`, `right`, `centerX`, `width` (or the vertical ones), a length
  /// slot, or a number, followed by signed numbers and number slots.
  static func length(
    _ path: WritableKeyPath<PartDraft, LengthTemplate?>, _ axis: AnchoredLength.Axis
  )
    -> Self
  {
    Self { reader, attribute, draft in
      draft[keyPath: path] = reader.length(attribute, axis: axis, context: draft.context)
    }
  }

  /// A part's opacity: a number or a number slot, or `on`, a switch's state (docs/format.md,
  /// `switch`).
  static var opacity: Self {
    Self { reader, attribute, draft in
      if attribute.value.filter({ !$0.isWhitespace }) == "on" {
        draft.paint.opacityFollowsOn = true
      } else {
        draft.paint.opacity = reader.number(attribute, context: draft.context)
      }
    }
  }

  /// A number or a number slot.
  static func number(_ path: WritableKeyPath<PartDraft, Slotted<Double>?>) -> Self {
    Self { reader, attribute, draft in
      draft[keyPath: path] = reader.number(attribute, context: draft.context)
    }
  }

  /// A whole number at least 0, or a number slot.
  static func wholeNumber(_ path: WritableKeyPath<PartDraft, Slotted<Double>?>) -> Self {
    Self { reader, attribute, draft in
      guard let value = reader.number(attribute, context: draft.context) else { return }
      if case .literal(let number) = value, number < 0 || number != number.rounded() {
        reader.error(
          "'\(attribute.name)' is a whole number at least 0, not '\(attribute.value)'",
          at: attribute.valueLocation)
        return
      }
      draft[keyPath: path] = value
    }
  }

  /// A color (`#RRGGBB` and the other forms of the format, or a UIKit color name), `none`, or a
  /// color slot.
  static func color(_ path: WritableKeyPath<PartDraft, Slotted<Color>??>) -> Self {
    Self { reader, attribute, draft in
      let text = attribute.value.trimmingSpaces()
      if text == "none" {
        draft[keyPath: path] = .some(nil)
      } else if let slot = reader.slot(attribute, kind: .color, context: draft.context) {
        draft[keyPath: path] = .some(.slot(slot))
      } else if !TemplateReader.isSlot(text), let color = ColorSyntax.parse(text) {
        draft[keyPath: path] = .some(.literal(color))
      } else if !TemplateReader.isSlot(text) {
        reader.error(
          "'\(attribute.value)' is not a color; write #RRGGBB, a UIKit color name, none or a "
            + "{placeholder}", at: attribute.valueLocation)
      }
    }
  }

  /// One of a keyword enumeration (`round`, `miter`, `middle`).
  static func keyword<Value: TemplateKeyword>(_ path: WritableKeyPath<PartDraft, Value?>) -> Self {
    Self { reader, attribute, draft in
      guard let value = Value.keywords.first(where: { $0.0 == attribute.value })?.1 else {
        let names = Value.keywords.map(\.0)
        reader.error(
          "'\(attribute.value)' is not a value of '\(attribute.name)'; use "
            + names.joined(separator: ", "), at: attribute.valueLocation)
        return
      }
      draft[keyPath: path] = value
    }
  }

  /// Text with text slots (`{fontFamily}`, `Inter, sans-serif`).
  static func text(_ path: WritableKeyPath<PartDraft, [Slotted<String>]?>) -> Self {
    Self { reader, attribute, draft in
      draft[keyPath: path] = reader.textContent(
        attribute.value, at: attribute.valueLocation, context: draft.context)
    }
  }

  /// `normal`, `bold`, 1…1000 or a number slot.
  static var fontWeight: Self {
    Self { reader, attribute, draft in
      switch attribute.value {
      case "normal": draft.fontWeight = .literal(400)
      case "bold": draft.fontWeight = .literal(700)
      default: draft.fontWeight = reader.number(attribute, context: draft.context)
      }
    }
  }

  /// `start`, `middle`, `end` or `{textAnchor}`.
  static var textAnchor: Self {
    Self { reader, attribute, draft in
      if let anchor = TextAnchor(rawValue: attribute.value) {
        draft.textAnchor = .literal(anchor)
      } else if let slot = reader.slot(attribute, kind: .textAnchor, context: draft.context) {
        draft.textAnchor = .slot(slot)
      } else if !TemplateReader.isSlot(attribute.value) {
        reader.error(
          "'\(attribute.value)' is not a text anchor; use start, middle, end or {textAnchor}",
          at: attribute.valueLocation)
      }
    }
  }

  /// `{imageHref}`: the view's image, the only image a template may show.
  static var imageReference: Self {
    Self { reader, attribute, draft in
      draft.hasImageReference = true
      if let slot = reader.slot(attribute, kind: .image, context: draft.context) {
        draft.image = slot
      } else if !TemplateReader.isSlot(attribute.value) {
        reader.error(
          "a template's image is the view's: write href=\"{imageHref}\"",
          at: attribute.valueLocation)
      }
    }
  }

  /// `none` only: images stretch over their rectangle (scaleToFill) in both writers.
  static var stretchOnly: Self {
    Self { reader, attribute, _ in
      guard attribute.value.trimmingSpaces() == "none" else {
        reader.error(
          "images stretch over their rectangle; write preserveAspectRatio=\"none\"",
          at: attribute.valueLocation)
        return
      }
    }
  }

  /// SVG path data in points (`M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `Z`, absolute or
  /// relative; no arcs).
  static var pathData: Self {
    Self { reader, attribute, draft in
      do throws(PathDataParser.Problem) {
        draft.path = try PathDataParser.parse(attribute.value)
      } catch {
        reader.error(
          "path data: \(error.message)", at: attribute.location(atValueOffset: error.offset))
      }
    }
  }

  /// `x,y x,y …` in points.
  static var points: Self {
    Self { reader, attribute, draft in
      let words = attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline })
      let values = words.compactMap { Double($0) }.filter(\.isFinite)
      guard values.count >= 2, values.count % 2 == 0, values.count == words.count else {
        reader.error("'points' takes pairs of numbers: x,y x,y …", at: attribute.valueLocation)
        return
      }
      let points = stride(from: 0, to: values.count, by: 2).map {
        Point(x: values[$0], y: values[$0 + 1])
      }
      let segments = points.dropFirst().map { SkinPath.Segment.line(to: $0) }
      draft.path = SkinPath(subpaths: [
        .init(start: points[0], segments: segments, isClosed: false)
      ])
    }
  }
}

/// A keyword-valued attribute's values.
protocol TemplateKeyword {
  static var keywords: [(String, Self)] { get }
}

extension StrokePaint.LineCap: TemplateKeyword {
  static var keywords: [(String, Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension StrokePaint.LineJoin: TemplateKeyword {
  static var keywords: [(String, Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension Truncation: TemplateKeyword {
  static var keywords: [(String, Self)] { [("tail", .tail), ("middle", .middle)] }
}

extension TemplateReader {
  static func isSlot(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces()
    return trimmed.hasPrefix("{") && trimmed.hasSuffix("}")
  }

  /// The slot a whole value names (`{textColor}`), checked against the kind the attribute
  /// takes; nil (and a diagnostic when it is a slot) otherwise.
  mutating func slot(
    _ attribute: SourceAttribute, kind: SkinSlot.Kind, context: ReadingContext
  ) -> SkinSlot? {
    let text = attribute.value.trimmingSpaces()
    guard Self.isSlot(text) else { return nil }
    return slot(
      named: String(text.dropFirst().dropLast()), kind: kind, context: context,
      at: attribute.valueLocation)
  }

  mutating func slot(
    named name: String, kind: SkinSlot.Kind, context: ReadingContext, at location: SourceLocation
  ) -> SkinSlot? {
    guard let slot = SkinSlot(rawValue: name) else {
      let suggestion = Suggestion.didYouMean(
        "{\(name)}", in: SkinSlot.allCases.map { "{\($0.rawValue)}" })
      error("unknown placeholder '{\(name)}'\(suggestion)", at: location)
      return nil
    }
    guard slot.kind == kind else {
      error(
        "'{\(name)}' is a \(slot.kind.rawValue), and this takes a \(kind.rawValue)", at: location)
      return nil
    }
    if let repeater = slot.repeater, repeater != context.repeater {
      error("'{\(name)}' is filled only inside <\(repeater.rawValue)>", at: location)
      return nil
    }
    return slot
  }

  /// A number or a number slot.
  mutating func number(_ attribute: SourceAttribute, context: ReadingContext) -> Slotted<Double>? {
    if let slot = slot(attribute, kind: .number, context: context) { return .slot(slot) }
    guard !Self.isSlot(attribute.value) else { return nil }
    guard let value = Double(attribute.value.trimmingSpaces()), value.isFinite else {
      error("'\(attribute.value)' is not a number", at: attribute.valueLocation)
      return nil
    }
    return .literal(value)
  }

  /// Text with `{slots}` of text kind.
  mutating func textContent(
    _ text: String, at location: SourceLocation, context: ReadingContext
  ) -> [Slotted<String>] {
    var pieces: [Slotted<String>] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
      let name = String(rest[rest.index(after: open)..<close])
      if let slot = slot(named: name, kind: .text, context: context, at: location) {
        pieces.append(.slot(slot))
      }
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.literal(String(rest))) }
    return pieces
  }
}
