import Geometry
import Interface
import Layout
import Typography

extension SkinValues {
  /// The values of a view `width` points wide (its text's lines depend on the width);
  /// `systemFamily` stands in for the system font (nil: Inter).
  package init(
    view: View, image: EmbeddedImage?, width: Double, systemFamily: String?,
    scheme: ColorScheme = .light
  ) {
    self.init()
    self.scheme = scheme
    let font = ViewText.font(of: view)
    let request = font.request(systemFamily: systemFamily)
    let metrics = TextSystem.shared.metrics(request)
    let tint = view.style.tintColor ?? system("systemBlue")
    // Text is centred vertically: the first baseline sits `baselineFromCenter` from the
    // middle, for as many lines as the text takes at this width.
    let lines =
      ViewText(view, systemFamily: systemFamily)?.layout(inViewWidth: width).lines.count ?? 1
    let textHeight = Double(max(1, lines)) * metrics.lineHeight
    texts = [
      .fontFamily: request.family, .text: view.content.text ?? "",
      .title: view.content.title ?? "", .placeholder: view.content.placeholder ?? "",
    ]
    numbers = [
      .fontSize: font.size, .fontWeight: Double(font.cssWeight),
      .numberOfLines: Double(max(0, view.content.numberOfLines ?? 1)),
      .baselineFromCenter: metrics.ascender - textHeight / 2,
      .textCondensation: view.content.condensesText == true ? Self.narrowestCondensation : 1,
    ]
    colors[.tintColor] = tint.opaque
    setColor(.textColor, opacity: .textOpacity, view.content.textColor ?? system("label"))
    switch view.content.textAlignment ?? .natural {
    case .center:
      (lengths[.alignX], textAnchor) = (.init(axis: .horizontal, factor: 0.5, offset: 0), .middle)
    case .right:
      (lengths[.alignX], textAnchor) = (.init(axis: .horizontal, factor: 1, offset: 0), .end)
    default: (lengths[.alignX], textAnchor) = (.fixed(0, axis: .horizontal), .start)
    }
    switch view.kind {
    case .button:
      setButton(view, tint: tint)
      setSymbol(view.content.symbol)
    case .textField: setTextField(view)
    case .switch:
      colors[.onColor] = (view.style.tintColor ?? system("systemGreen")).opaque
      let on = view.content.isOn ?? false
      colors[.trackColor] =
        on
        ? (view.style.tintColor ?? system("systemGreen")).opaque : Color(rgba8: 233, 233, 234)
      lengths[.knobX] =
        on
        ? .init(axis: .horizontal, factor: 1, offset: -15.5) : .fixed(15.5, axis: .horizontal)
    case .activityIndicator:
      let large = view.content.indicatorStyle == .large
      let (inner, outer, spoke) = large ? (8.5, 17.0, 3.5) : (4.5, 9.0, 2.0)
      numbers[.inner] = inner
      numbers[.outer] = outer
      numbers[.innerDiagonal] = inner / 2.0.squareRoot()
      numbers[.outerDiagonal] = outer / 2.0.squareRoot()
      numbers[.spoke] = spoke
      colors[.tintColor] = (view.style.tintColor ?? system("systemGray")).opaque
    case .imageView:
      self.image = image
      // For the placeholder of an image not at hand: its name in small type.
      texts[.imageName] = view.content.image ?? view.content.symbol?.name ?? ""
      setSymbol(view.content.symbol)
      let small = TextSystem.shared.metrics(Font(size: 10).request(systemFamily: systemFamily))
      numbers[.baselineFromCenter10] = small.ascender - small.lineHeight / 2
    default:
      setControl(view, metrics: metrics, systemFamily: systemFamily)
    }
  }

  /// How far a label's or button's text may be condensed to fit (docs/format.md, Condensed
  /// text): to 85 % of its width, which covers Inter's excess over SF Pro at the sizes Xcode
  /// lays text out in, and no further, so text that is far too long is still cut.
  package static let narrowestCondensation = 0.85

  /// The font size at which a Material icon's 20-unit live area (of its 24-unit em) fills the
  /// symbol's longer side (docs/storyboards.md, Images).
  static func symbolFontSize(_ symbol: SymbolImage) -> Double {
    max(1, max(symbol.size.width, symbol.size.height) * 24 / 20)
  }

  /// A symbol's look-alike glyph and where it sits: the icon's em box (above its baseline)
  /// centred on the view.
  private mutating func setSymbol(_ symbol: SymbolImage?) {
    guard let symbol, let glyph = SymbolGlyphs.glyph(for: symbol.name) else { return }
    let size = Self.symbolFontSize(symbol)
    texts[.symbolGlyph] = glyph
    numbers[.symbolFontSize] = size
    numbers[.symbolBaselineFromCenter] = size / 2
  }

  /// A UIKit color by name in the skin's appearance: the kinds' defaults (UIKit's are
  /// dynamic: a label's text is `label`, a tint `systemBlue`).
  func system(_ name: String) -> Color {
    (ColorSyntax.named(name) ?? .black).resolved(for: scheme)
  }

  /// A color slot (opaque) and its opacity slot.
  private mutating func setColor(_ slot: SkinSlot, opacity: SkinSlot, _ color: Color) {
    colors[slot] = color.opaque
    numbers[opacity] = color.alpha
  }

  /// The legacy system button and `UIButton.Configuration`'s styles: the capsule's fill, the
  /// title's color and the width the insets keep (docs/format.md, `button`): the legacy button
  /// and plain() draw no background; filled() the tint, tinted() the tint at 15 %, gray()
  /// systemGray5, each with 8 pt corners.
  private mutating func setButton(_ view: View, tint: Color) {
    let style = view.content.buttonStyle ?? .default
    let fill: (Color, Double) =
      switch style {
      case .default, .plain: (.clear, 0)
      case .filled: (tint, 1)
      case .tinted: (tint, 0.15)
      case .gray: (system("systemGray5"), 1)
      }
    colors[.buttonFill] = fill.0.opaque
    numbers[.buttonFillOpacity] = fill.1
    numbers[.capsuleRadius] = style == .plain || style == .default ? 0 : 8
    numbers[.titleInset] = ButtonMetrics(style).horizontalInsets
    setColor(
      .titleColor, opacity: .titleOpacity,
      view.content.titleColor ?? (style == .filled ? .white : tint))
  }

  /// The field's box and border, and its text or placeholder.
  private mutating func setTextField(_ view: View) {
    let style = view.content.borderStyle
    let bordered = style == .roundedRect || style == .bezel || style == .line
    numbers[.borderRadius] = style == .roundedRect ? 5 : 0
    numbers[.fieldBorderWidth] = bordered ? 0.5 : 0
    colors[.fieldFill] = .white
    numbers[.fieldFillOpacity] = bordered ? 1 : 0
    if let text = view.content.text, !text.isEmpty {
      texts[.fieldText] = text
    } else {
      texts[.fieldText] = view.content.placeholder ?? ""
      colors[.textColor] = system("placeholderText").opaque
      numbers[.textOpacity] = 0.3
    }
  }
}

extension Color {
  /// The color with alpha 1 (slots keep opacity apart).
  var opaque: Color { Color(red: red, green: green, blue: blue, name: name) }
}
