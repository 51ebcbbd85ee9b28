import Geometry
import Interface
import Typography

/// The intrinsic content size of a view and where its baselines sit, as UIKit computes them for
/// each kind. A nil dimension means none on that axis (`UIView.noIntrinsicMetric`).
///
/// The numbers (documented in the README): labels are their text; buttons their title plus
/// `UIButton.Configuration`'s content insets (12 pt each side, 7 pt top and bottom); text
/// fields their text or placeholder plus 7 pt on each side, and 34 pt tall with a rounded
/// border; switches 51 × 31; activity indicators 20 × 20 (large 37 × 37); date pickers
/// (wheels) 320 × 216. Views, table views and image views have none (image sizes come with
/// image embedding). An explicit `intrinsicSize` wins.
struct IntrinsicContent {
  var width: Double?
  var height: Double?
  var firstBaseline: Baseline = .bottom
  var lastBaseline: Baseline = .bottom

  init(of view: View, measurer: TextMeasurer = TextMeasurer()) {
    let font = Self.descriptor(view.content.font ?? Font.body)
    let metrics = FontMetrics(font)
    switch view.kind {
    case .label:
      // One line per explicit line break; wrapping at the solved width comes with the text
      // issue's two-pass layout.
      let text = view.content.text ?? ""
      let size = text.isEmpty ? Size.zero : measurer.size(of: text, font: font)
      (width, height) = (size.width, size.height)
      setTextBaselines(metrics, textHeight: size.height)
    case .button:
      let size = measurer.size(of: view.content.title ?? "", font: font)
      (width, height) = (size.width + 24, metrics.lineHeight + 14)
      setTextBaselines(metrics, textHeight: metrics.lineHeight)
    case .textField:
      let text = view.content.text ?? view.content.placeholder ?? ""
      let size = measurer.size(of: text, font: font)
      let bordered = view.content.borderStyle == .roundedRect
      (width, height) = (size.width + 14, bordered ? 34 : metrics.lineHeight)
      setTextBaselines(metrics, textHeight: metrics.lineHeight)
    case .switch:
      (width, height) = (51, 31)
    case .activityIndicator:
      let side: Double = view.content.indicatorStyle == .large ? 37 : 20
      (width, height) = (side, side)
    case .datePicker:
      (width, height) = (320, 216)
    case .view, .imageView, .tableView:
      break
    }
    if let given = view.intrinsicSize {
      (width, height) = (given.width, given.height)
    }
  }

  /// Text centred vertically in the view: first baseline one ascender below the text's top,
  /// last baseline one descender above its bottom.
  private mutating func setTextBaselines(_ metrics: FontMetrics, textHeight: Double) {
    firstBaseline = Baseline(heightFactor: 0.5, offset: -textHeight / 2 + metrics.ascender)
    lastBaseline = Baseline(
      heightFactor: 0.5, offset: textHeight / 2 - (metrics.lineHeight - metrics.ascender))
  }

  static func descriptor(_ font: Font) -> FontDescriptor {
    let weights: [Font.Weight: Double] = [
      .ultraLight: -0.8, .thin: -0.6, .light: -0.4, .regular: 0, .medium: 0.23,
      .semibold: 0.3, .bold: 0.4, .heavy: 0.56, .black: 0.62,
    ]
    return FontDescriptor(size: font.size, weight: weights[font.weight] ?? 0)
  }
}
