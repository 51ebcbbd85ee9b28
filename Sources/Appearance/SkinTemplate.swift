import Diagnostics
import Geometry
import Interface
import Typography

/// A view kind's look, read once from `Templates/KIND.xml` into typed parts with `{slots}`.
///
/// A template holds drawing elements in view coordinates. Their geometry may anchor to the
/// frame (`right-8`, `centerY+{baselineFromCenter}`), and their values may be slots filled from
/// the view (`{text}`, `{textColor}`, `{fontSize}`, …), each of one kind; `<rows>` repeats its
/// parts for each table row and `<columns>` for each segment, bar item or page. Reading checks every element and attribute against a table of
/// what each element takes (`SkinTemplate+Reading.swift`), so a template is data, never code:
/// it cannot put script or an external reference into an export, and an attribute is either
/// read or refused.
package struct SkinTemplate: Sendable {
  package var kind: String
  package var file: String
  /// What the template draws, in order (later parts on top).
  var nodes: [Node]
  /// Problems found reading it; every export that draws this kind reports them.
  package var problems: [Diagnostic]

  /// Reads `source` (the XML of `file`), the template of `kind`.
  package init(kind: String, source: String, file: String) {
    self.kind = kind
    self.file = file
    var reader = TemplateReader(kind: kind, file: file)
    nodes = reader.read(Array(source.utf8))
    problems = reader.problems
  }

  enum Node: Sendable {
    case part(PartTemplate)
    /// Parts repeated for each table row (`<rows>`) or each segment, bar item or page
    /// (`<columns>`), with that entry's slots filled.
    case repeated(SkinSlot.Repeater, [PartTemplate])
  }

  /// The parts for a view `width` points wide, with `values` in the slots, one repetition of
  /// `<rows>` per row (`rowHeight` apart) and of `<columns>` per entry of `values.columns`.
  package func parts(
    values: SkinValues, rows: [String] = [], rowHeight: Double = 44, width: Double
  ) -> [SkinPart] {
    var parts: [SkinPart] = []
    for node in nodes {
      switch node {
      case .part(let part):
        if let drawn = part.part(values, width: width) { parts.append(drawn) }
      case .repeated(let repeater, let templates):
        let entries =
          repeater == .rows
          ? rows.indices.map { Self.rowValues($0, of: rows, rowHeight: rowHeight, values) }
          : values.columns.indices.map { Self.columnValues($0, values) }
        for entry in entries {
          for part in templates {
            if let drawn = part.part(entry, width: width) { parts.append(drawn) }
          }
        }
      }
    }
    return parts
  }

  /// The values with one row's slots: its text, and its top, middle and bottom from the top.
  static func rowValues(_ index: Int, of rows: [String], rowHeight: Double, _ values: SkinValues)
    -> SkinValues
  {
    var entry = values
    entry.texts[.rowText] = rows[index]
    entry.numbers[.rowTop] = Double(index) * rowHeight
    entry.numbers[.rowMiddle] = (Double(index) + 0.5) * rowHeight
    entry.numbers[.rowBottom] = Double(index + 1) * rowHeight
    return entry
  }

  /// The values with one column's slots: its text and color, its start, middle and end as
  /// fractions of the width, its index counted from the middle, and 1 or 0 (selected,
  /// unselected), 1 or 0.3 (emphasis), 600 or 400 (weight) as it is selected or not.
  static func columnValues(_ index: Int, _ values: SkinValues) -> SkinValues {
    let column = values.columns[index]
    let count = Double(max(1, values.columns.count))
    let position = Double(index)
    var entry = values
    entry.texts[.columnText] = column.text
    entry.colors[.columnColor] = column.color
    entry.numbers[.columnStart] = position / count
    entry.numbers[.columnMiddle] = (position + 0.5) / count
    entry.numbers[.columnEnd] = (position + 1) / count
    entry.numbers[.columnOffset] = position - (count - 1) / 2
    entry.numbers[.columnSelected] = column.isSelected ? 1 : 0
    entry.numbers[.columnUnselected] = column.isSelected ? 0 : 1
    entry.numbers[.columnEmphasis] = column.isSelected ? 1 : 0.3
    entry.numbers[.columnWeight] = column.isSelected ? 600 : 400
    entry.texts[.columnSymbol] = column.symbolGlyph
    entry.numbers[.columnSymbolSize] = max(1, column.symbolFontSize)
    entry.numbers[.columnSymbolBaseline] = column.symbolFontSize / 2
    return entry
  }
}

/// A value written in a template: a literal, or a slot filled from the view.
enum Slotted<Value: Sendable>: Sendable {
  case literal(Value)
  case slot(SkinSlot)
}

extension Slotted where Value == Double {
  func value(_ values: SkinValues) -> Double {
    switch self {
    case .literal(let value): value
    case .slot(let slot): values.number(slot)
    }
  }
}

extension Slotted where Value == Color {
  func value(_ values: SkinValues) -> Color {
    switch self {
    case .literal(let value): value.resolved(for: values.scheme)
    case .slot(let slot): values.color(slot)
    }
  }
}

extension Slotted where Value == TextAnchor {
  func value(_ values: SkinValues) -> TextAnchor {
    switch self {
    case .literal(let value): value
    case .slot: values.textAnchor
    }
  }
}

extension Slotted where Value == String {
  func value(_ values: SkinValues) -> String {
    switch self {
    case .literal(let value): value
    case .slot(let slot): values.text(slot)
    }
  }
}

/// An anchored length as written: a sum of signed terms, each a product of numbers and number
/// slots with at most one edge (`left+0.25*width-7`, `{columnMiddle}*width`,
/// `centerY+{baselineFromCenter}`), or a length slot alone (`{alignX}`).
struct LengthTemplate: Sendable {
  /// One term: `sign × factors × edge` (the edge's factor of the width or height), or
  /// `sign × factors` without an edge.
  struct Term: Sendable {
    var sign: Double
    var factors: [Slotted<Double>]
    var edge: Double?
    /// Whether the term is multiplied by a switch's state (`on`).
    var on = false
  }

  var axis: AnchoredLength.Axis
  /// A length slot standing for the whole length.
  var slot: SkinSlot?
  var terms: [Term]

  func value(_ values: SkinValues) -> AnchoredLength {
    var length = slot.map { values.length($0) } ?? .fixed(0, axis: axis)
    length.axis = axis
    for term in terms {
      let coefficient = term.factors.reduce(term.sign) { $0 * $1.value(values) }
      if term.on {
        length.progress += coefficient
      } else if let edge = term.edge {
        length.factor += coefficient * edge
      } else {
        length.offset += coefficient
      }
    }
    return length
  }
}

/// One part as written: its shape with slots, and its paint.
struct PartTemplate: Sendable {
  enum Shape: Sendable {
    case rect(
      x: LengthTemplate, y: LengthTemplate, width: LengthTemplate, height: LengthTemplate,
      cornerRadius: Slotted<Double>)
    case ellipse(cx: LengthTemplate, cy: LengthTemplate, rx: Slotted<Double>, ry: Slotted<Double>)
    case line(x1: LengthTemplate, y1: LengthTemplate, x2: LengthTemplate, y2: LengthTemplate)
    case path(SkinPath)
    case image(x: LengthTemplate, y: LengthTemplate, width: LengthTemplate, height: LengthTemplate)
    case text(TextTemplate)
  }

  var shape: Shape
  var paint: PaintTemplate

  /// The part for these values; nil when it would draw nothing.
  func part(_ values: SkinValues, width: Double) -> SkinPart? {
    let paint = paint.value(values)
    let shape: SkinShape
    switch self.shape {
    case .rect(let x, let y, let w, let h, let radius):
      let rect = AnchoredRect(
        x: x.value(values), y: y.value(values), width: w.value(values), height: h.value(values))
      shape = .rect(rect, cornerRadius: max(0, radius.value(values)))
    case .ellipse(let cx, let cy, let rx, let ry):
      shape = .ellipse(
        center: AnchoredPoint(x: cx.value(values), y: cy.value(values)),
        radiusX: max(0, rx.value(values)), radiusY: max(0, ry.value(values)))
    case .line(let x1, let y1, let x2, let y2):
      shape = .line(
        from: AnchoredPoint(x: x1.value(values), y: y1.value(values)),
        to: AnchoredPoint(x: x2.value(values), y: y2.value(values)))
    case .path(let path):
      shape = .path(path)
    case .image(let x, let y, let w, let h):
      guard let image = values.image else { return nil }
      let rect = AnchoredRect(
        x: x.value(values), y: y.value(values), width: w.value(values), height: h.value(values))
      return SkinPart(.image(rect, image), paint: paint)
    case .text(let text):
      guard let run = TextSetting.glyphs(for: text, values: values, width: width) else {
        return nil
      }
      shape = .glyphs(run, origin: AnchoredPoint(x: text.x.value(values), y: text.y.value(values)))
    }
    return paint.isVisible ? SkinPart(shape, paint: paint) : nil
  }
}

/// A `<text>` part as written: where its first baseline starts, its font, its lines and
/// its content (literal text and text slots).
struct TextTemplate: Sendable {
  var x: LengthTemplate
  var y: LengthTemplate
  /// The width lines wrap and truncate at (default unlimited).
  var maxWidth: LengthTemplate?
  var content: [Slotted<String>]
  /// The family (the first of a CSS-like list, written with text and text slots; nil: the
  /// system font).
  var family: [Slotted<String>]?
  var size: Slotted<Double>
  var weight: Slotted<Double>
  var anchor: Slotted<TextAnchor>
  /// At most this many lines (0: no limit).
  var lines: Slotted<Double>
  var truncation: Truncation
  /// The narrowest that one line of text may be condensed to, as a fraction of its width,
  /// before it is cut (1: never condensed).
  var condense: Slotted<Double>
}

/// A part's paint as written; the reader applies SVG's defaults (a black fill for shapes with
/// an inside, no stroke, width 1).
struct PaintTemplate: Sendable {
  var fill: Slotted<Color>?
  var fillOpacity: Slotted<Double> = .literal(1)
  var stroke: Slotted<Color>?
  var strokeOpacity: Slotted<Double> = .literal(1)
  var strokeWidth: Slotted<Double> = .literal(1)
  var lineCap = StrokePaint.LineCap.butt
  var lineJoin = StrokePaint.LineJoin.miter
  var opacity: Slotted<Double> = .literal(1)
  var opacityFollowsOn = false

  func value(_ values: SkinValues) -> Paint {
    let unit = { (value: Double) in min(1, max(0, value)) }
    var paint = Paint(opacity: unit(opacity.value(values)), opacityFollowsOn: opacityFollowsOn)
    if var color = fill?.value(values) {
      color.alpha *= unit(fillOpacity.value(values))
      paint.fill = color
    }
    if var color = stroke?.value(values) {
      color.alpha *= unit(strokeOpacity.value(values))
      let width = strokeWidth.value(values)
      if width > 0 {
        paint.stroke = StrokePaint(color: color, width: width, lineCap: lineCap, lineJoin: lineJoin)
      }
    }
    return paint
  }
}
