import Geometry
import Interface

/// Fixed frames and their autoresizing masks: `translatesAutoresizingMaskIntoConstraints`.
extension LayoutEngine {
  /// One axis of a frame as a linear function of the superview's length `S′` there:
  /// `position = positionFactor × S′ + positionOffset`, likewise the length.
  struct AutoresizingAxis: Equatable {
    var positionFactor: Double
    var positionOffset: Double
    var lengthFactor: Double
    var lengthOffset: Double

    /// UIKit's rule (`UIView.autoresizingMask`) for one axis.
    ///
    /// The flexible parts of the superview's length (margin before, length, margin after)
    /// share the change in proportion to their sizes; fixed parts keep theirs. When the
    /// flexible parts are all 0 they share it equally. Without a reference length, or with
    /// nothing flexible, the frame stays as stored.
    init(
      position: Double, length: Double, reference: Double?, flexibleBefore: Bool,
      flexibleLength: Bool, flexibleAfter: Bool
    ) {
      (positionFactor, positionOffset, lengthFactor, lengthOffset) = (0, position, 0, length)
      let flags = [flexibleBefore, flexibleLength, flexibleAfter].filter { $0 }.count
      guard let reference, flags > 0 else { return }
      let after = reference - position - length
      let fixed =
        (flexibleBefore ? 0 : position) + (flexibleLength ? 0 : length)
        + (flexibleAfter ? 0 : after)
      let flexible = reference - fixed
      if abs(flexible) > 1e-9 {
        // part′ = part × (S′ − fixed) / flexible
        if flexibleBefore {
          (positionFactor, positionOffset) = (position / flexible, -position * fixed / flexible)
        }
        if flexibleLength {
          (lengthFactor, lengthOffset) = (length / flexible, -length * fixed / flexible)
        }
      } else {
        // part′ = part + (S′ − S) / flags
        let share = 1 / Double(flags)
        if flexibleBefore {
          (positionFactor, positionOffset) = (share, position - reference * share)
        }
        if flexibleLength { (lengthFactor, lengthOffset) = (share, length - reference * share) }
      }
    }
  }

  /// The size the superview had when `view`'s frame was stored: its `designSize`, else its
  /// own fixed frame's size, else (the root) the document's size.
  func referenceSize(of parent: ViewID) -> Size? {
    guard let view = viewsByID[parent] else { return nil }
    if let size = view.designSize { return size }
    if let frame = view.frame { return frame.size }
    return parent == .root ? size : nil
  }

  mutating func addAutoresizingConstraints(_ view: View, frame: Rect, in parent: ViewID) {
    let mask = view.autoresizingMask
    let reference = referenceSize(of: parent)
    let horizontal = AutoresizingAxis(
      position: frame.minX, length: frame.width, reference: reference?.width,
      flexibleBefore: mask.contains(.flexibleMinX), flexibleLength: mask.contains(.widthSizable),
      flexibleAfter: mask.contains(.flexibleMaxX))
    let vertical = AutoresizingAxis(
      position: frame.minY, length: frame.height, reference: reference?.height,
      flexibleBefore: mask.contains(.flexibleMinY), flexibleLength: mask.contains(.heightSizable),
      flexibleAfter: mask.contains(.flexibleMaxY))
    addAxis(horizontal, of: view, in: parent, horizontal: true)
    addAxis(vertical, of: view, in: parent, horizontal: false)
  }

  /// The axis's constraints in alignment-rectangle terms (the attributes' terms), corrected by
  /// both views' alignment insets so that the frames come out as the mask says.
  private mutating func addAxis(
    _ axis: AutoresizingAxis, of view: View, in parent: ViewID, horizontal: Bool
  ) {
    let own = space.alignmentInsets[view.id] ?? .zero
    let theirs = space.alignmentInsets[parent] ?? .zero
    let (ownBefore, ownAfter) = horizontal ? (own.left, own.right) : (own.top, own.bottom)
    let (theirBefore, theirAfter) =
      horizontal ? (theirs.left, theirs.right) : (theirs.top, theirs.bottom)
    let (edge, length): (LayoutAttribute, LayoutAttribute) =
      horizontal ? (.left, .width) : (.top, .height)
    let item = LayoutItem.view(view.id)
    let source = LayoutEngine.Source.fixedFrame(view.id)
    // The superview's frame length is its alignment length plus its insets.
    let lengthOffset =
      axis.lengthOffset + axis.lengthFactor * (theirBefore + theirAfter) - ownBefore - ownAfter
    append(
      LayoutConstraint(
        firstItem: item, firstAttribute: length,
        secondItem: axis.lengthFactor == 0 ? nil : .view(parent),
        secondAttribute: axis.lengthFactor == 0 ? nil : length,
        multiplier: axis.lengthFactor == 0 ? 1 : axis.lengthFactor, constant: lengthOffset,
        location: view.location),
      source: source, context: nil)
    let positionOffset =
      axis.positionOffset + axis.positionFactor * (theirBefore + theirAfter) + ownBefore
      - theirBefore
    guard axis.positionFactor != 0 else {
      append(
        LayoutConstraint(
          firstItem: item, firstAttribute: edge, secondItem: .view(parent),
          secondAttribute: edge, constant: positionOffset, location: view.location),
        source: source, context: nil)
      return
    }
    // Two terms (the superview's edge and length): a helper guide from the superview's edge
    // as long as the position's share of the superview's length.
    let helper = LayoutItem.internalGuide(view.id, horizontal ? -1 : -2)
    for constraint in [
      LayoutConstraint(
        firstItem: helper, firstAttribute: edge, secondItem: .view(parent), secondAttribute: edge,
        location: view.location),
      LayoutConstraint(
        firstItem: helper, firstAttribute: length, secondItem: .view(parent),
        secondAttribute: length, multiplier: axis.positionFactor, location: view.location),
      LayoutConstraint(
        firstItem: item, firstAttribute: edge, secondItem: helper,
        secondAttribute: horizontal ? .right : .bottom, constant: positionOffset,
        location: view.location),
    ] {
      append(constraint, source: source, context: nil)
    }
  }
}
