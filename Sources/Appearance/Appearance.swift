import Diagnostics
import Formatting
import Geometry
import Interface
import Layout
import Typography

/// The templates of every view kind, as read from a `Templates/` folder.
package struct TemplateLibrary: Sendable {
  package var templates: [String: SkinTemplate]

  package init(templates: [String: SkinTemplate]) {
    self.templates = templates
  }
}

/// Turns a view into the parts that draw it, from its kind's template and its properties.
///
/// Appearance's contract: parts are in the view's own coordinates (origin at its frame's
/// top-left), geometry anchored to the frame so it follows animated sizes; colors are final
/// `#RRGGBB` values with separate opacities; text is set in glyph outlines (`GlyphRun`);
/// images are `data:` URIs.
package enum Appearance {
  /// The parts of a view `width` points wide.
  ///
  /// Text wraps and truncates at that width. `systemFamily` stands in for the system font
  /// (nil: Inter).
  package static func parts(
    for view: View, library: TemplateLibrary, image: [UInt8]? = nil, width: Double,
    systemFamily: String? = nil
  ) -> ([SkinPart], [Diagnostic]) {
    guard let template = library.templates[view.kind.rawValue] else {
      return (
        [],
        [
          .warning(
            "no template for '\(view.kind.rawValue)'; '\(view.id)' draws its frame only",
            at: view.location)
        ]
      )
    }
    let values = self.values(for: view, image: image, width: width, systemFamily: systemFamily)
    let rowHeight = view.content.rowHeight ?? 44
    var (parts, problems) = template.parts(
      values: values, rows: view.content.rows, rowHeight: rowHeight, columns: columns(for: view))
    parts = parts.compactMap { part in
      part.element == "text" ? TextSetting.glyphs(for: part, width: width) : part
    }
    return (parts, problems)
  }

  static func values(
    for view: View, image: [UInt8]?, width: Double, systemFamily: String?
  ) -> [String: String] {
    let font = ViewText.font(of: view)
    let request = font.request(systemFamily: systemFamily)
    let metrics = TextSystem.shared.metrics(request)
    let tint = view.style.tintColor ?? Color(rgba8: 0, 122, 255)
    // Text is centred vertically: the first baseline sits `baselineFromCenter` from the
    // middle, for as many lines as the text takes at this width.
    let lines =
      ViewText(view, systemFamily: systemFamily)?.layout(inViewWidth: width).lines.count ?? 1
    let textHeight = Double(max(1, lines)) * metrics.lineHeight
    var values: [String: String] = [
      "fontFamily": Escaping.xml(request.family),
      "fontSize": NumberText.decimals(font.size),
      "fontWeight": String(font.cssWeight),
      "numberOfLines": String(max(0, view.content.numberOfLines ?? 1)),
      "baselineFromCenter": NumberText.decimals(metrics.ascender - textHeight / 2),
      "tintColor": ColorText.hex(tint),
      "text": Escaping.xml(view.content.text ?? ""),
      "title": Escaping.xml(view.content.title ?? ""),
    ]
    let textColor = view.content.textColor ?? .black
    values["textColor"] = ColorText.hex(textColor)
    values["textOpacity"] = NumberText.decimals(textColor.alpha)
    switch view.content.textAlignment ?? .natural {
    case .center: (values["alignX"], values["textAnchor"]) = ("centerX", "middle")
    case .right: (values["alignX"], values["textAnchor"]) = ("right", "end")
    default: (values["alignX"], values["textAnchor"]) = ("left", "start")
    }
    switch view.kind {
    case .button:
      let style = view.content.buttonStyle ?? .plain
      let fill: (Color, Double) =
        switch style {
        case .plain: (.clear, 0)
        case .filled: (tint, 1)
        case .tinted: (tint, 0.15)
        case .gray: (Color(rgba8: 120, 120, 128), 0.12)
        }
      values["buttonFill"] = ColorText.hex(fill.0)
      values["buttonFillOpacity"] = NumberText.decimals(fill.1)
      values["capsuleRadius"] = style == .plain ? "0" : "8"
      let title = view.content.titleColor ?? (style == .filled ? .white : tint)
      values["titleColor"] = ColorText.hex(title)
      values["titleOpacity"] = NumberText.decimals(title.alpha)
    case .textField:
      let bordered =
        view.content.borderStyle == .roundedRect || view.content.borderStyle == .bezel
        || view.content.borderStyle == .line
      values["borderRadius"] = view.content.borderStyle == .roundedRect ? "5" : "0"
      values["fieldBorderWidth"] = bordered ? "0.5" : "0"
      values["fieldFill"] = "#FFFFFF"
      values["fieldFillOpacity"] = bordered ? "1" : "0"
      if let text = view.content.text, !text.isEmpty {
        values["fieldText"] = Escaping.xml(text)
      } else {
        values["fieldText"] = Escaping.xml(view.content.placeholder ?? "")
        values["textColor"] = "#3C3C43"
        values["textOpacity"] = "0.3"
      }
    case .switch:
      let on = view.content.isOn ?? false
      values["trackColor"] =
        on ? ColorText.hex(view.style.tintColor ?? Color(rgba8: 52, 199, 89)) : "#E9E9EA"
      values["knobX"] = on ? "right-15.5" : "left+15.5"
    case .activityIndicator:
      let large = view.content.indicatorStyle == .large
      let (inner, outer, spoke) = large ? (8.5, 17.0, 3.5) : (4.5, 9.0, 2.0)
      values["inner"] = NumberText.decimals(inner)
      values["outer"] = NumberText.decimals(outer)
      values["innerDiagonal"] = NumberText.decimals(inner / 2.0.squareRoot())
      values["outerDiagonal"] = NumberText.decimals(outer / 2.0.squareRoot())
      values["spoke"] = NumberText.decimals(spoke)
      values["tintColor"] = ColorText.hex(view.style.tintColor ?? Color(rgba8: 142, 142, 147))
    case .imageView:
      values["imageHref"] = image.map(dataURI) ?? "data:,"
    default:
      controlValues(
        for: view, tint: tint, metrics: metrics, systemFamily: systemFamily, into: &values)
    }
    return values
  }

  /// A `data:` URI for PNG, JPEG or SVG bytes.
  package static func dataURI(_ bytes: [UInt8]) -> String {
    let type: String
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      type = "image/png"
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      type = "image/jpeg"
    } else {
      type = "image/svg+xml"
    }
    return Base64.dataURI(bytes, mediaType: type)
  }
}

extension Appearance {
  /// The pixel size of a PNG (from its IHDR) or JPEG (from its first SOF marker).
  package static func pixelSize(_ bytes: [UInt8]) -> Size? {
    func big(_ index: Int, _ count: Int) -> Int {
      (index..<index + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
      let size = Size(width: Double(big(16, 4)), height: Double(big(20, 4)))
      return size.width > 0 && size.height > 0 ? size : nil
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      let length = big(index + 2, 2)
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        let size = Size(width: Double(big(index + 7, 2)), height: Double(big(index + 5, 2)))
        return size.width > 0 && size.height > 0 ? size : nil
      }
      index += 2 + length
    }
    return nil
  }
}
