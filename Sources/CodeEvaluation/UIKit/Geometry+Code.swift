import Diagnostics
import Interface

/// Frames, bounds and conversions as `EXPR` references (docs/code.md, Frames and bounds):
/// the replay reads `ID.minX` … `ID.height` in the root's bounds coordinates at the block's
/// moment, so a frame in the superview is the view's place minus its superview's, plus the
/// superview's bounds origin.
extension CodeEvaluator {
  func reference(_ id: ViewID, _ property: FrameProperty, at location: SourceLocation)
    -> ValueExpression
  {
    .frame(of: id, property, location)
  }

  /// Where `id`'s bounds coordinates start, in the root's bounds coordinates (nil for the
  /// root, whose bounds coordinates they are).
  private func origin(of id: ViewID, at location: SourceLocation) -> (
    x: ValueExpression, y: ValueExpression
  )? {
    guard id != .root else { return nil }
    return (
      Arithmetic.apply(
        .subtract, reference(id, .minX, at: location), number(.boundsOriginX, of: id),
        at: location),
      Arithmetic.apply(
        .subtract, reference(id, .minY, at: location), number(.boundsOriginY, of: id),
        at: location)
    )
  }

  /// `view.frame`: in its superview's bounds coordinates.
  func frame(of id: ViewID, at location: SourceLocation) -> RectValue {
    let width = reference(id, .width, at: location)
    let height = reference(id, .height, at: location)
    guard id != .root else {
      return RectValue(x: .number(0), y: .number(0), width: width, height: height)
    }
    let rect = RectValue(
      x: reference(id, .minX, at: location), y: reference(id, .minY, at: location), width: width,
      height: height)
    return convert(rect, from: .root, to: documentView(id)?.parent ?? .root, at: location)
  }

  /// `view.bounds`.
  func bounds(of id: ViewID, at location: SourceLocation) -> RectValue {
    RectValue(
      x: number(.boundsOriginX, of: id), y: number(.boundsOriginY, of: id),
      width: reference(id, .width, at: location), height: reference(id, .height, at: location))
  }

  /// A rectangle in `source`'s bounds coordinates, in `target`'s.
  func convert(
    _ rect: RectValue, from source: ViewID, to target: ViewID, at location: SourceLocation
  ) -> RectValue {
    guard source != target else { return rect }
    var result = rect
    if let (x, y) = origin(of: source, at: location) {
      result.x = Arithmetic.apply(.add, result.x, x, at: location)
      result.y = Arithmetic.apply(.add, result.y, y, at: location)
    }
    if let (x, y) = origin(of: target, at: location) {
      result.x = Arithmetic.apply(.subtract, result.x, x, at: location)
      result.y = Arithmetic.apply(.subtract, result.y, y, at: location)
    }
    return result
  }

  /// A member of a `CGRect`: `origin`, `size`, `width`, `maxY`, …; `maxY` of a view's own
  /// place reads `ID.maxY`.
  func rectMember(_ rect: RectValue, _ name: String, at location: SourceLocation) -> Value? {
    func sum(_ a: ValueExpression, _ b: ValueExpression, _ half: Bool) -> ValueExpression {
      if case .frame(let id, let first, _) = a, case .frame(id, let size, _) = b {
        switch (first, size, half) {
        case (.minX, .width, false): return reference(id, .maxX, at: location)
        case (.minY, .height, false): return reference(id, .maxY, at: location)
        case (.minX, .width, true): return reference(id, .midX, at: location)
        case (.minY, .height, true): return reference(id, .midY, at: location)
        default: break
        }
      }
      let part = half ? Arithmetic.apply(.divide, b, .number(2), at: location) : b
      return Arithmetic.apply(.add, a, part, at: location)
    }
    switch name {
    case "origin": return .point(x: rect.x, y: rect.y)
    case "size": return .size(width: rect.width, height: rect.height)
    case "width": return .number(rect.width)
    case "height": return .number(rect.height)
    case "minX": return .number(rect.x)
    case "minY": return .number(rect.y)
    case "maxX": return .number(sum(rect.x, rect.width, false))
    case "maxY": return .number(sum(rect.y, rect.height, false))
    case "midX": return .number(sum(rect.x, rect.width, true))
    case "midY": return .number(sum(rect.y, rect.height, true))
    default: return nil
    }
  }

  /// A `CGRect` with one member replaced: `origin`, `size`, `origin.x` through the point.
  func rect(_ rect: RectValue, setting name: String, to value: Value) -> RectValue? {
    var result = rect
    switch (name, value) {
    case ("origin", .point(let x, let y)): (result.x, result.y) = (x, y)
    case ("size", .size(let width, let height)): (result.width, result.height) = (width, height)
    default: return nil
    }
    return result
  }
}
