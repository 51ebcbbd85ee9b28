import Diagnostics
import Formatting
import XMLTree

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
  package func parts(
    values: [String: String], rows: [String] = [], rowHeight: Double = 44
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
      if child.name == "rows" {
        for (index, row) in rows.enumerated() {
          let rowValues = [
            "rowText": Escaping.xml(row), "rowTop": NumberText.message(Double(index) * rowHeight),
            "rowBottom": NumberText.message(Double(index + 1) * rowHeight),
            "rowMiddle": NumberText.message((Double(index) + 0.5) * rowHeight),
          ]
          for grandchild in child.children {
            let source = Self.fill(Self.serialize(grandchild), rowValues)
            let (rowTree, rowProblems) = XMLTreeReader().read(Array(source.utf8), file: file)
            diagnostics += rowProblems
            if let rowTree { append(rowTree, to: &parts, &diagnostics) }
          }
        }
      } else {
        append(child, to: &parts, &diagnostics)
      }
    }
    return (parts, diagnostics)
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

  /// `REF`, `REF+N`, `REF-N` or `N`; horizontal for x-like attributes, vertical for y-like.
  static func anchoredLength(_ text: String, attribute: String) -> AnchoredLength? {
    let horizontal = ["x", "x1", "x2", "cx", "width", "max-width"].contains(attribute)
    let compact = text.filter { !$0.isWhitespace }
    let references: [(String, AnchoredLength.Axis, Double)] = [
      ("centerX", .horizontal, 0.5), ("centerY", .vertical, 0.5), ("left", .horizontal, 0),
      ("right", .horizontal, 1), ("width", .horizontal, 1), ("top", .vertical, 0),
      ("bottom", .vertical, 1), ("height", .vertical, 1),
    ]
    for (name, axis, factor) in references where compact.hasPrefix(name) {
      guard let offset = sum(compact.dropFirst(name.count)) else { return nil }
      return AnchoredLength(axis: axis, factor: factor, offset: offset)
    }
    guard let value = sum(Substring(compact)), !compact.isEmpty else { return nil }
    return AnchoredLength(axis: horizontal ? .horizontal : .vertical, factor: 0, offset: value)
  }

  /// `+2-3.5+-1` → -2.5: signed numbers one after another (filled placeholders may bring
  /// their own sign).
  private static func sum(_ text: Substring) -> Double? {
    var total = 0.0
    var rest = text
    while !rest.isEmpty {
      var sign = 1.0
      while let first = rest.first, first == "+" || first == "-" {
        if first == "-" { sign = -sign }
        rest = rest.dropFirst()
      }
      let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" }
      guard let value = Double(digits), value.isFinite else { return nil }
      total += sign * value
      rest = rest.dropFirst(digits.count)
    }
    return total
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
