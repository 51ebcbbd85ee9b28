import Diagnostics
import Formatting
import XMLTree

/// One repeated entry of a `<columns>` element: its title, whether it is selected, and its
/// color (`#RRGGBB`).
package struct SkinColumn: Sendable, Hashable {
  package var text: String
  package var isSelected: Bool
  package var color: String

  package init(text: String, isSelected: Bool, color: String = "#000000") {
    self.text = text
    self.isSelected = isSelected
    self.color = color
  }
}

/// A view kind's look, read from `Templates/KIND.svg`.
///
/// A template holds SVG elements in view coordinates. Their geometry attributes may anchor to
/// the frame (`left`, `right`, `centerX`, `width`, `top`, `bottom`, `centerY`, `height`, each
/// with `+N` or `-N`), and their values may use `{placeholders}` filled from the view (`{text}`,
/// `{textColor}`, `{fontSize}`, …). A `<rows>` element repeats its children for each table row
/// with `{rowText}` and `{rowTop}`.
///
/// Templates are data, not code: only drawing elements and presentation attributes are
/// allowed, so an edited template cannot put script or external references into an export.
package struct SkinTemplate: Sendable {
  package var kind: String
  package var source: String
  package var file: String

  package init(kind: String, source: String, file: String) {
    self.kind = kind
    self.source = source
    self.file = file
  }

  static let allowedElements: Set<String> = [
    "rect", "line", "circle", "ellipse", "text", "path", "polyline", "polygon", "image", "g",
  ]
  static let geometryAttributes: Set<String> = [
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "width", "height", "max-width",
  ]
  static let allowedAttributes: Set<String> = geometryAttributes.union([
    "r", "rx", "ry", "d", "points", "fill", "fill-opacity", "stroke", "stroke-width",
    "stroke-opacity", "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size",
    "font-weight", "text-anchor", "dominant-baseline", "href", "preserveAspectRatio", "class",
    "transform", "lines", "truncation",
  ])

  /// The parts for a view, with `values` filling the placeholders; problems go to `diagnostics`.
  ///
  /// `<rows>` repeats its children for each table row, `<columns>` for each of `columns` (a
  /// segmented control's segments, a bar's items, a page control's pages).
  package func parts(
    values: [String: String], rows: [String] = [], rowHeight: Double = 44,
    columns: [SkinColumn] = []
  ) -> ([SkinPart], [Diagnostic]) {
    let filled = Self.fill(source, values)
    let (tree, problems) = XMLTreeReader().read(Array(filled.utf8), file: file)
    guard let tree else { return ([], problems) }
    var diagnostics = problems
    guard tree.name == "skin" else {
      return (
        [], [.error("a template's root element is <skin>, not <\(tree.name)>", at: tree.location)]
      )
    }
    var parts: [SkinPart] = []
    for child in tree.children {
      let repeated: [[String: String]]
      switch child.name {
      case "rows":
        repeated = rows.enumerated().map { index, row in
          [
            "rowText": Escaping.xml(row), "rowTop": NumberText.message(Double(index) * rowHeight),
            "rowBottom": NumberText.message(Double(index + 1) * rowHeight),
            "rowMiddle": NumberText.message((Double(index) + 0.5) * rowHeight),
          ]
        }
      case "columns":
        repeated = columns.indices.map { Self.columnValues($0, of: columns) }
      default:
        append(child, to: &parts, &diagnostics)
        continue
      }
      for entryValues in repeated {
        for grandchild in child.children {
          let source = Self.fill(Self.serialize(grandchild), entryValues)
          let (entryTree, entryProblems) = XMLTreeReader().read(Array(source.utf8), file: file)
          diagnostics += entryProblems
          if let entryTree { append(entryTree, to: &parts, &diagnostics) }
        }
      }
    }
    return (parts, diagnostics)
  }

  /// The placeholders of one `<columns>` entry.
  ///
  /// `{columnText}` and `{columnColor}`; `{columnStart}`, `{columnMiddle}`, `{columnEnd}` as
  /// fractions of the width (for `K*width`); `{columnOffset}`, the index counted from the
  /// middle; `{columnSelected}` / `{columnUnselected}`, 1 or 0, `{columnEmphasis}`, 1 or 0.3
  /// (for opacities); `{columnWeight}`, 600 selected or 400.
  static func columnValues(_ index: Int, of columns: [SkinColumn]) -> [String: String] {
    let count = Double(max(1, columns.count))
    let position = Double(index)
    let selected = columns[index].isSelected
    return [
      "columnText": Escaping.xml(columns[index].text),
      "columnStart": NumberText.fraction(position / count),
      "columnMiddle": NumberText.fraction((position + 0.5) / count),
      "columnEnd": NumberText.fraction((position + 1) / count),
      "columnOffset": NumberText.decimals(position - (count - 1) / 2),
      "columnSelected": selected ? "1" : "0", "columnUnselected": selected ? "0" : "1",
      "columnEmphasis": selected ? "1" : "0.3", "columnWeight": selected ? "600" : "400",
      "columnColor": Escaping.xml(columns[index].color),
    ]
  }

  private func append(
    _ element: SourceElement, to parts: inout [SkinPart], _ diagnostics: inout [Diagnostic]
  ) {
    guard Self.allowedElements.contains(element.name) else {
      diagnostics.append(
        .error("<\(element.name)> is not allowed in a skin template", at: element.location))
      return
    }
    var attributes: [(String, SkinValue)] = []
    for attribute in element.attributes {
      guard Self.allowedAttributes.contains(attribute.name) else {
        diagnostics.append(
          .error(
            "attribute '\(attribute.name)' is not allowed in a skin template",
            at: attribute.location))
        continue
      }
      if attribute.name == "href", !attribute.value.hasPrefix("data:") {
        diagnostics.append(
          .error("a template's href must be a data: URI", at: attribute.valueLocation))
        continue
      }
      if Self.geometryAttributes.contains(attribute.name) {
        guard let length = Self.anchoredLength(attribute.value, attribute: attribute.name) else {
          diagnostics.append(
            .error(
              "'\(attribute.value)' is not a length; write a number or an edge like 'right-8'",
              at: attribute.valueLocation))
          continue
        }
        attributes.append((attribute.name, .length(length)))
      } else {
        attributes.append((attribute.name, .text(attribute.value)))
      }
    }
    let text = element.text.isEmpty ? nil : element.text
    if element.name == "g" {
      for child in element.children { append(child, to: &parts, &diagnostics) }
      return
    }
    parts.append(SkinPart(element: element.name, attributes: attributes, text: text))
  }

  /// A length anchored to the frame: a sum of terms.
  ///
  /// Each term is a number, an edge (`left`, `right`, `centerX`, `width`, `top`, `bottom`,
  /// `centerY`, `height`) or a product of numbers and at most one edge (`0.25*width`,
  /// `2*-8`): `right-8`, `left+0.3*width+2`. Edges of one axis only; numbers alone are
  /// horizontal for x-like attributes, vertical for y-like ones.
  static func anchoredLength(_ text: String, attribute: String) -> AnchoredLength? {
    let horizontal = ["x", "x1", "x2", "cx", "width", "max-width"].contains(attribute)
    var rest = Substring(text.filter { !$0.isWhitespace })
    guard !rest.isEmpty else { return nil }
    var axis: AnchoredLength.Axis?
    var factor = 0.0
    var offset = 0.0
    var isFirst = true
    while !rest.isEmpty {
      var sign = 1.0
      var sawSign = false
      while let first = rest.first, first == "+" || first == "-" {
        if first == "-" { sign = -sign }
        rest = rest.dropFirst()
        sawSign = true
      }
      guard isFirst || sawSign, let term = Self.term(&rest) else { return nil }
      if let edge = term.edge {
        guard axis == nil || axis == edge.axis else { return nil }
        axis = edge.axis
        factor += sign * term.coefficient * edge.factor
      } else {
        offset += sign * term.coefficient
      }
      isFirst = false
    }
    guard factor.isFinite, offset.isFinite else { return nil }
    return AnchoredLength(
      axis: axis ?? (horizontal ? .horizontal : .vertical), factor: factor, offset: offset)
  }

  private static let edges: [(String, AnchoredLength.Axis, Double)] = [
    ("centerX", .horizontal, 0.5), ("centerY", .vertical, 0.5), ("left", .horizontal, 0),
    ("right", .horizontal, 1), ("width", .horizontal, 1), ("top", .vertical, 0),
    ("bottom", .vertical, 1), ("height", .vertical, 1),
  ]

  /// One term: factors joined by `*`, each a signed number or an edge (one edge at most).
  private static func term(_ rest: inout Substring) -> (
    coefficient: Double, edge: (axis: AnchoredLength.Axis, factor: Double)?
  )? {
    var coefficient = 1.0
    var edge: (axis: AnchoredLength.Axis, factor: Double)?
    while true {
      var sign = 1.0
      while let first = rest.first, first == "+" || first == "-" {
        if first == "-" { sign = -sign }
        rest = rest.dropFirst()
      }
      if let (name, axis, factor) = edges.first(where: { rest.hasPrefix($0.0) }) {
        guard edge == nil else { return nil }
        edge = (axis, factor)
        coefficient *= sign
        rest = rest.dropFirst(name.count)
      } else {
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(digits), value.isFinite else { return nil }
        coefficient *= sign * value
        rest = rest.dropFirst(digits.count)
      }
      guard rest.first == "*" else { return (coefficient, edge) }
      rest = rest.dropFirst()
    }
  }

  static func fill(_ source: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        rest = rest[open...]
        break
      }
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// An element back to XML text (for repeating rows), values re-escaped.
  static func serialize(_ element: SourceElement) -> String {
    var text = "<\(element.name)"
    for attribute in element.attributes {
      text += " \(attribute.name)=\"\(Escaping.xml(attribute.value))\""
    }
    text += ">" + Escaping.xml(element.text)
    for child in element.children { text += serialize(child) }
    return text + "</\(element.name)>"
  }
}
