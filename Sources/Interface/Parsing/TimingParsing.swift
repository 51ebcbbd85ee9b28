import Diagnostics
import Formatting
import XMLTree

extension ParseSession {
  /// The timing attributes of a block as one of UIKit's APIs (docs/format.md, `<animate>`).
  mutating func timing(
    _ attributes: AttributeMap<BlockAttribute>, element: SourceElement, defaultCurve: TimingCurve
  ) -> TimingSpec {
    let families: [(String, [BlockAttribute])] = [
      ("a mass/stiffness/damping spring", [.mass, .stiffness, .damping]),
      ("a bounce spring", [.bounce]),
      ("a damping-ratio spring", [.dampingRatio]),
      ("control points", [.controlPoint1, .controlPoint2]),
      ("a named curve", [.curve]),
    ]
    let present = families.filter { family in family.1.contains { attributes[$0] != nil } }
    if present.count > 1, let second = present[1].1.compactMap({ attributes[$0] }).first {
      log.error(
        "'\(second.name)' (\(present[1].0)) cannot be combined with \(present[0].0)",
        at: second.location)
    }
    let isSpring = present.first.map { $0.0.hasSuffix("spring") } ?? false
    let velocity = attributes[.initialVelocity].flatMap { number($0) } ?? 0
    if let initialVelocity = attributes[.initialVelocity], !isSpring {
      log.error("'initialVelocity' applies to springs only", at: initialVelocity.location)
    }
    let duration = attributes[.duration].flatMap { number($0, minimum: 0) }
    switch present.first?.1.first {
    case .mass?:
      if let given = attributes[.duration] {
        log.warning(
          "'duration' is ignored by a mass/stiffness/damping spring; it runs until it settles",
          at: given.location)
      }
      let mass = attributes[.mass].flatMap { positive($0) } ?? 1
      let stiffness = required(.stiffness, in: attributes).flatMap { positive($0) } ?? 100
      let damping = required(.damping, in: attributes).flatMap { positive($0) } ?? 10
      return .springPhysics(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    case .bounce?:
      let bounce = attributes[.bounce].flatMap { attribute in
        number(attribute).flatMap { value -> Double? in
          guard value > -1, value < 1 else {
            log.error(
              "'bounce' must be greater than -1 and less than 1, not \(NumberText.message(value))",
              at: attribute.valueLocation)
            return nil
          }
          return value
        }
      }
      return .springBounce(
        duration: positiveDuration(duration, attributes, default: 0.5), bounce: bounce ?? 0,
        initialVelocity: velocity)
    case .dampingRatio?:
      let ratio = attributes[.dampingRatio].flatMap { number($0, minimum: 0) } ?? 1
      return .springDampingRatio(
        duration: duration ?? 0.25, dampingRatio: ratio, initialVelocity: velocity)
    case .controlPoint1?:
      let p1 = required(.controlPoint1, in: attributes).flatMap { controlPoint($0) }
      let p2 = required(.controlPoint2, in: attributes).flatMap { controlPoint($0) }
      return .controlPoints(
        x1: p1?.x ?? 0.42, y1: p1?.y ?? 0, x2: p2?.x ?? 0.58, y2: p2?.y ?? 1,
        duration: duration ?? 0.25)
    default:
      let curve = attributes[.curve].flatMap { choice($0, TimingCurve.self) } ?? defaultCurve
      return .curve(curve, duration: duration ?? 0.25)
    }
  }

  private mutating func positive(_ attribute: SourceAttribute) -> Double? {
    guard let value = number(attribute) else { return nil }
    guard value > 0 else {
      log.error("'\(attribute.name)' must be greater than 0", at: attribute.valueLocation)
      return nil
    }
    return value
  }

  private mutating func positiveDuration(
    _ duration: Double?, _ attributes: AttributeMap<BlockAttribute>, default value: Double
  ) -> Double {
    guard let duration else { return value }
    guard duration > 0 else {
      log.error(
        "a bounce spring's 'duration' must be greater than 0",
        at: attributes[.duration]?.valueLocation ?? .start(of: file))
      return value
    }
    return duration
  }

  /// `"x y"` with x in 0…1, as `UIViewPropertyAnimator` requires.
  private mutating func controlPoint(_ attribute: SourceAttribute) -> (x: Double, y: Double)? {
    guard let values = numbers(attribute, count: 2, names: "x y") else { return nil }
    guard (0...1).contains(values[0]) else {
      log.error(
        "a control point's x must be between 0 and 1, not \(NumberText.message(values[0]))",
        at: attribute.valueLocation)
      return nil
    }
    return (values[0], values[1])
  }
}
