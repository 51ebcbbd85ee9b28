import Geometry
import Interface

/// Where a kind's alignment rectangle lies inside its frame: constraints act on the alignment
/// rectangle, `frames` and the pictures show the frame.
///
/// Measured on the stored frames of Interface Builder files (docs/views.md has the table and
/// the evidence): a switch's rectangle ends 2 pt before its frame's right edge, a slider's is
/// 2 pt in at both sides and 1 pt above the bottom, a segmented control's 1 pt above the bottom.
enum AlignmentInsets {
  static func of(_ kind: ViewKind) -> EdgeInsets {
    switch kind {
    case .switch: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case .slider: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case .segmentedControl: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default: .zero
    }
  }
}
