import Geometry
import Interface
import Typography

/// A view's intrinsic content size and where its baselines sit, as UIKit computes them per kind.
///
/// A nil dimension means none on that axis (`UIView.noIntrinsicMetric`).
///
/// The numbers (documented in the README): labels are their shaped text (one line, or as many
/// as the solved width makes, see `LayoutEngine`), rounded up to whole pixels at 3×; buttons
/// their title plus `UIButton.Configuration`'s content insets (12 pt each side, 7 pt top and
/// bottom); text fields their text or placeholder plus 7 pt on each side, and 34 pt tall with a
/// rounded border; switches 51 × 31; activity indicators 20 × 20 (large 37 × 37); date pickers
/// (wheels) 320 × 216. Views, table views and image views have none. An explicit
/// `intrinsicSize` wins.
struct IntrinsicContent {
  var width: Double?
  var height: Double?
  var firstBaseline: Baseline = .bottom
  var lastBaseline: Baseline = .bottom
  /// The text of a label whose height follows its solved width.
  var wrappingText: ViewText?

  init(of view: View, systemFamily: String?) {
    let text = ViewText(view, systemFamily: systemFamily)
    var metrics: FontMetrics {
      TextSystem.shared.metrics(ViewText.font(of: view).request(systemFamily: systemFamily))
    }
    switch view.kind {
    case .label:
      guard let text else {
        (width, height) = (0, 0)
        break
      }
      let layout = text.layout(inViewWidth: nil)
      (width, height) = (layout.size.width, layout.size.height)
      setTextBaselines(metrics, lines: layout.lines.count)
      if text.wraps { wrappingText = text }
    case .button:
      let titleWidth = text?.layout(inViewWidth: nil).size.width ?? 0
      (width, height) = (titleWidth + 24, TextLayout.pixelCeil(metrics.lineHeight + 14))
      setTextBaselines(metrics, lines: 1)
    case .textField:
      let textWidth = text?.layout(inViewWidth: nil).size.width ?? 0
      let bordered = view.content.borderStyle == .roundedRect
      (width, height) = (textWidth + 14, bordered ? 34 : TextLayout.pixelCeil(metrics.lineHeight))
      setTextBaselines(metrics, lines: 1)
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
      wrappingText = nil
    }
  }

  /// Text centred vertically in the view (as UILabel draws it): the first baseline one
  /// ascender below the text's top, the last one `lines - 1` line heights further.
  private mutating func setTextBaselines(_ metrics: FontMetrics, lines: Int) {
    (firstBaseline, lastBaseline) = Self.textBaselines(metrics, lines: lines)
  }

  static func textBaselines(_ metrics: FontMetrics, lines: Int) -> (first: Baseline, last: Baseline)
  {
    let textHeight = Double(max(1, lines)) * metrics.lineHeight
    let first = -textHeight / 2 + metrics.ascender
    return (
      Baseline(heightFactor: 0.5, offset: first),
      Baseline(heightFactor: 0.5, offset: first + Double(max(1, lines) - 1) * metrics.lineHeight)
    )
  }
}
