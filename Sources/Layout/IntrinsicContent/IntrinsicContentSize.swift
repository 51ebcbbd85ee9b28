import Geometry
import Interface
import Typography

/// A view's intrinsic content size and where its baselines sit, as UIKit computes them per kind.
///
/// A nil dimension means none on that axis (`UIView.noIntrinsicMetric`).
///
/// The numbers (docs/format.md, How intrinsic sizes enter the layout): labels are their shaped text (one line, or as many
/// as the solved width makes, see `LayoutEngine`), rounded up to whole pixels at 3×; buttons
/// their title plus their style's content insets (`ButtonMetrics`); text fields their text or placeholder plus 7 pt on each side, and 34 pt tall with a
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
      let button = ButtonMetrics(view.content.buttonStyle)
      if text == nil, let empty = button.emptySize {
        (width, height) = (empty.width, empty.height)
      } else {
        let titleWidth = text?.layout(inViewWidth: nil).size.width ?? 0
        (width, height) = (
          titleWidth + button.horizontalInsets,
          TextLayout.pixelCeil(metrics.lineHeight + button.verticalInsets)
        )
      }
      setTextBaselines(metrics, lines: 1)
    case .textField:
      let textWidth = text?.layout(inViewWidth: nil).size.width ?? 0
      let bordered = view.content.borderStyle == .roundedRect
      (width, height) = (textWidth + 14, bordered ? 34 : TextLayout.pixelCeil(metrics.lineHeight))
      setTextBaselines(metrics, lines: 1)
    case .textView:
      // Scrolling text views have no intrinsic size; others fit their text, inset 8 above
      // and below and 5 at the sides (`textContainerInset`, `lineFragmentPadding`).
      guard view.content.scrollEnabled == false else { break }
      let size = text?.layout(inViewWidth: nil).size
      let empty = TextLayout.pixelCeil(metrics.lineHeight)
      (width, height) = ((size?.width ?? 0) + 10, (size?.height ?? empty) + 16)
      wrappingText = text
    case .segmentedControl:
      (width, height) = (Self.segmentedWidth(view.content.segments, systemFamily), 32)
    default:
      (width, height) = Self.fixedFrameSize(view)
    }
    // Sizes above are frames; constraints see the alignment rectangle.
    let insets = AlignmentInsets.of(view.kind)
    width = width.map { $0 - insets.left - insets.right }
    height = height.map { $0 - insets.top - insets.bottom }
    if let given = view.intrinsicSize {
      (width, height) = (given.width, given.height)
      wrappingText = nil
    }
  }

  /// Frame sizes of the kinds whose size does not depend on text (nil: none on that axis).
  static func fixedFrameSize(_ view: View) -> (Double?, Double?) {
    switch view.kind {
    case .switch: (51, 31)
    case .activityIndicator:
      view.content.indicatorStyle == .large ? (37, 37) : (20, 20)
    case .datePicker: (320, 216)
    case .pickerView: (nil, 216)
    case .slider: (nil, 31)
    case .stepper: (94, 32)
    case .progressView: (nil, 4)
    case .pageControl:
      (view.content.numberOfPages.map { $0 > 0 ? 16 * Double($0) + 68 : 0 } ?? 0, 26)
    case .navigationBar, .toolbar: (nil, 44)
    case .tabBar: (nil, 49)
    default: (nil, nil)
    }
  }

  /// Equal segments as wide as the widest title (13 pt) plus 7 pt on each side, with 1 pt
  /// dividers between them.
  static func segmentedWidth(_ titles: [String], _ systemFamily: String?) -> Double {
    guard !titles.isEmpty else { return 0 }
    let font = Font(size: 13).request(systemFamily: systemFamily)
    let widest =
      titles.map {
        TextSystem.shared.layout($0, font: font, maxWidth: nil, maxLines: 1, truncation: .tail)
          .size.width
      }.max() ?? 0
    let count = Double(titles.count)
    return count * (widest.rounded(.up) + 14) + count - 1
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
