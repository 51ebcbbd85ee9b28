import Diagnostics
import Geometry
import Typography
import XMLTree

/// Reads a template's XML into typed parts.
///
/// This file and `TemplateValueSyntax.swift` are the
/// only places in Appearance that know SVG's element and attribute names.
///
/// Every element has a table of the attributes it takes, each with the rule that reads it into
/// the element's draft; attributes are read only through these tables, so an attribute is
/// either read or refused with a located error, never allowed and ignored.
struct TemplateReader {
  let kind: String
  let file: String
  var problems: [Diagnostic] = []

  init(kind: String, file: String) {
    self.kind = kind
    self.file = file
  }

  mutating func read(_ bytes: [UInt8]) -> [SkinTemplate.Node] {
    let (tree, xmlProblems) = XMLTreeReader().read(bytes, file: file)
    problems += xmlProblems
    guard let tree else { return [] }
    guard tree.name == "skin" else {
      error("a template's root element is <skin>, not <\(tree.name)>", at: tree.location)
      return []
    }
    var root = SkinDraft()
    readAttributes(of: tree, with: Self.skin, into: &root)
    if let declared = root.kind, declared.value != kind {
      problems.append(
        .warning(
          "this template is for '\(kind)' (its file name), not '\(declared.value)'",
          at: declared.location))
    }
    var nodes: [SkinTemplate.Node] = []
    for child in tree.children {
      if let repeater = SkinSlot.Repeater(rawValue: child.name) {
        readAttributes(of: child, with: [:], into: &root)
        nodes.append(.repeated(repeater, parts(in: child.children, inside: repeater)))
      } else {
        nodes += parts(in: [child], inside: nil).map { .part($0) }
      }
    }
    return nodes
  }

  /// The parts of elements, groups flattened.
  private mutating func parts(in elements: [SourceElement], inside repeater: SkinSlot.Repeater?)
    -> [PartTemplate]
  {
    var parts: [PartTemplate] = []
    for element in elements {
      var context = ReadingContext(repeater: repeater)
      if element.name == "g" {
        readAttributes(of: element, with: [:], into: &context)
        parts += self.parts(in: element.children, inside: repeater)
        continue
      }
      guard let part = part(element, context: context) else { continue }
      if let child = element.children.first {
        error("<\(element.name)> cannot hold <\(child.name)>", at: child.location)
      }
      if element.name != "text", element.text.contains(where: { !$0.isWhitespace }) {
        error("only <text> holds text; <\(element.name)> has some", at: element.location)
      }
      parts.append(part)
    }
    return parts
  }

  /// One drawing element as a part; nil for an element that is not allowed.
  private mutating func part(_ element: SourceElement, context: ReadingContext) -> PartTemplate? {
    var draft = PartDraft(context: context)
    switch element.name {
    case "rect":
      readAttributes(of: element, with: Self.rect, into: &draft)
      return PartTemplate(
        shape: .rect(
          x: draft.x ?? .zero(.horizontal), y: draft.y ?? .zero(.vertical),
          width: draft.width ?? .zero(.horizontal), height: draft.height ?? .zero(.vertical),
          cornerRadius: draft.rx ?? .literal(0)), paint: draft.paint.template(hasInside: true))
    case "circle", "ellipse":
      readAttributes(
        of: element, with: element.name == "circle" ? Self.circle : Self.ellipse, into: &draft)
      return PartTemplate(
        shape: .ellipse(
          cx: draft.cx ?? .zero(.horizontal), cy: draft.cy ?? .zero(.vertical),
          rx: draft.r ?? draft.rx ?? .literal(0), ry: draft.r ?? draft.ry ?? .literal(0)),
        paint: draft.paint.template(hasInside: true))
    case "line":
      readAttributes(of: element, with: Self.line, into: &draft)
      return PartTemplate(
        shape: .line(
          x1: draft.x1 ?? .zero(.horizontal), y1: draft.y1 ?? .zero(.vertical),
          x2: draft.x2 ?? .zero(.horizontal), y2: draft.y2 ?? .zero(.vertical)),
        paint: draft.paint.template(hasInside: false))
    case "path", "polyline", "polygon":
      let table = element.name == "path" ? Self.path : Self.points
      readAttributes(of: element, with: table, into: &draft)
      var path = draft.path ?? SkinPath(subpaths: [])
      if element.name == "polygon" {
        for index in path.subpaths.indices { path.subpaths[index].isClosed = true }
      }
      return PartTemplate(shape: .path(path), paint: draft.paint.template(hasInside: true))
    case "image":
      readAttributes(of: element, with: Self.image, into: &draft)
      if !draft.hasImageReference {
        error("an <image> needs href=\"{imageHref}\", the view's image", at: element.location)
      }
      return PartTemplate(
        shape: .image(
          x: draft.x ?? .zero(.horizontal), y: draft.y ?? .zero(.vertical),
          width: draft.width ?? .zero(.horizontal), height: draft.height ?? .zero(.vertical)),
        paint: draft.paint.template(hasInside: false))
    case "text":
      readAttributes(of: element, with: Self.text, into: &draft)
      let content = textContent(element.text, at: element.location, context: context)
      let text = TextTemplate(
        x: draft.x ?? .zero(.horizontal), y: draft.y ?? .zero(.vertical), maxWidth: draft.maxWidth,
        content: content, family: draft.family, size: draft.fontSize ?? .literal(17),
        weight: draft.fontWeight ?? .literal(400), anchor: draft.textAnchor ?? .literal(.start),
        lines: draft.lines ?? .literal(1), truncation: draft.truncation ?? .tail,
        condense: draft.condense ?? .literal(1))
      return PartTemplate(shape: .text(text), paint: draft.paint.template(hasInside: true))
    default:
      error("<\(element.name)> is not allowed in a skin template", at: element.location)
      return nil
    }
  }

  /// Reads every attribute of `element` through `table`; refuses the others.
  private mutating func readAttributes<Draft>(
    of element: SourceElement, with table: [String: AttributeRule<Draft>], into draft: inout Draft
  ) {
    for attribute in element.attributes {
      guard let rule = table[attribute.name] else {
        let known = Self.allAttributeNames.contains(attribute.name)
        let takes = table.keys.sorted()
        let hint =
          takes.isEmpty
          ? "; it takes none" : Suggestion.didYouMean(attribute.name, in: takes)
        error(
          known
            ? "<\(element.name)> does not take '\(attribute.name)'\(hint)"
            : "attribute '\(attribute.name)' is not allowed in a skin template\(hint)",
          at: attribute.location)
        continue
      }
      rule.read(&self, attribute, &draft)
    }
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    problems.append(.error(message, at: location))
  }

  // MARK: - Tables

  /// The attributes of `<skin>`.
  static var skin: [String: AttributeRule<SkinDraft>] {
    [
      "kind": AttributeRule { _, attribute, draft in
        draft.kind = (attribute.value, attribute.valueLocation)
      }
    ]
  }

  /// Fill, stroke and opacity: what shapes with an inside take.
  static var paint: [String: AttributeRule<PartDraft>] {
    [
      "fill": .color(\.paint.fill), "fill-opacity": .number(\.paint.fillOpacity),
      "stroke": .color(\.paint.stroke), "stroke-opacity": .number(\.paint.strokeOpacity),
      "stroke-width": .number(\.paint.strokeWidth),
      "stroke-linecap": .keyword(\.paint.lineCap), "stroke-linejoin": .keyword(\.paint.lineJoin),
      "opacity": .opacity,
    ]
  }

  static var rect: [String: AttributeRule<PartDraft>] {
    paint.merging([
      "x": .length(\.x, .horizontal), "y": .length(\.y, .vertical),
      "width": .length(\.width, .horizontal), "height": .length(\.height, .vertical),
      "rx": .number(\.rx),
    ]) { $1 }
  }

  static var circle: [String: AttributeRule<PartDraft>] {
    paint.merging([
      "cx": .length(\.cx, .horizontal), "cy": .length(\.cy, .vertical), "r": .number(\.r),
    ]) { $1 }
  }

  static var ellipse: [String: AttributeRule<PartDraft>] {
    paint.merging([
      "cx": .length(\.cx, .horizontal), "cy": .length(\.cy, .vertical), "rx": .number(\.rx),
      "ry": .number(\.ry),
    ]) { $1 }
  }

  /// A line has no inside: stroke and opacity only.
  static var line: [String: AttributeRule<PartDraft>] {
    [
      "x1": .length(\.x1, .horizontal), "y1": .length(\.y1, .vertical),
      "x2": .length(\.x2, .horizontal), "y2": .length(\.y2, .vertical),
      "stroke": .color(\.paint.stroke), "stroke-opacity": .number(\.paint.strokeOpacity),
      "stroke-width": .number(\.paint.strokeWidth), "stroke-linecap": .keyword(\.paint.lineCap),
      "opacity": .opacity,
    ]
  }

  static var path: [String: AttributeRule<PartDraft>] {
    paint.merging(["d": .pathData]) { $1 }
  }
  static var points: [String: AttributeRule<PartDraft>] {
    paint.merging(["points": .points]) { $1 }
  }

  static var image: [String: AttributeRule<PartDraft>] {
    [
      "x": .length(\.x, .horizontal), "y": .length(\.y, .vertical),
      "width": .length(\.width, .horizontal), "height": .length(\.height, .vertical),
      "href": .imageReference, "preserveAspectRatio": .stretchOnly,
      "opacity": .opacity,
    ]
  }

  /// Text: where it starts, its font and lines, and its fill.
  static var text: [String: AttributeRule<PartDraft>] {
    [
      "x": .length(\.x, .horizontal), "y": .length(\.y, .vertical),
      "max-width": .length(\.maxWidth, .horizontal), "font-family": .text(\.family),
      "font-size": .number(\.fontSize), "font-weight": .fontWeight, "lines": .wholeNumber(\.lines),
      "text-anchor": .textAnchor, "truncation": .keyword(\.truncation),
      "condense": .number(\.condense),
      "fill": .color(\.paint.fill), "fill-opacity": .number(\.paint.fillOpacity),
      "opacity": .opacity,
    ]
  }

  /// Every attribute some element takes (to tell a misplaced attribute from an unknown one).
  static let allAttributeNames: Set<String> = Set(
    [rect, circle, ellipse, line, path, points, image, text].flatMap(\.keys)
  ).union(skin.keys)
}

/// What `<skin>` says.
struct SkinDraft {
  var kind: (value: String, location: SourceLocation)?
}

/// Where an element is read: inside `<rows>` the row slots are filled, inside `<columns>` the
/// column slots.
struct ReadingContext {
  var repeater: SkinSlot.Repeater?
}

/// An element's attributes as read, before defaults.
struct PartDraft {
  let context: ReadingContext
  var x, y, width, height, cx, cy, x1, y1, x2, y2, maxWidth: LengthTemplate?
  var rx, ry, r, fontSize, fontWeight, lines, condense: Slotted<Double>?
  var path: SkinPath?
  var image: SkinSlot?
  /// Whether `href` was written (right or wrong).
  var hasImageReference = false
  var family: [Slotted<String>]?
  var textAnchor: Slotted<TextAnchor>?
  var truncation: Truncation?
  var paint = PaintDraft()

  init(context: ReadingContext) {
    self.context = context
  }
}

/// Paint attributes as read; `fill` is `.some(nil)` for `none`.
struct PaintDraft {
  var fill: Slotted<Color>??
  var fillOpacity: Slotted<Double>?
  var stroke: Slotted<Color>??
  var strokeOpacity: Slotted<Double>?
  var strokeWidth: Slotted<Double>?
  var lineCap: StrokePaint.LineCap?
  var lineJoin: StrokePaint.LineJoin?
  var opacity: Slotted<Double>?
  var opacityFollowsOn = false

  /// With SVG's defaults: shapes with an inside are filled black unless told otherwise.
  func template(hasInside: Bool) -> PaintTemplate {
    var paint = PaintTemplate()
    paint.fill = fill ?? (hasInside ? .literal(.black) : nil)
    paint.stroke = stroke ?? nil
    paint.fillOpacity = fillOpacity ?? .literal(1)
    paint.strokeOpacity = strokeOpacity ?? .literal(1)
    paint.strokeWidth = strokeWidth ?? .literal(1)
    paint.lineCap = lineCap ?? .butt
    paint.lineJoin = lineJoin ?? .miter
    paint.opacity = opacity ?? .literal(1)
    paint.opacityFollowsOn = opacityFollowsOn
    return paint
  }
}

extension LengthTemplate {
  static func zero(_ axis: AnchoredLength.Axis) -> LengthTemplate {
    LengthTemplate(axis: axis, slot: nil, terms: [])
  }
}
