import Diagnostics
import Interface

/// `UIViewPropertyAnimator`, timing parameters and `CABasicAnimation`: objects the code
/// configures, then starts (docs/code.md, Animations).
extension CodeEvaluator {
  mutating func makeObject(_ object: ObjectState) -> Value {
    state.objects.append(object)
    return .object(state.objects.count - 1)
  }

  /// `UIViewPropertyAnimator(duration:…)`.
  mutating func makeAnimator(_ arguments: Arguments, at location: SourceLocation) -> Value {
    guard let duration = arguments.constant("duration") else {
      return skipped("this UIViewPropertyAnimator", at: location)
    }
    var timing: TimingSpec?
    if case .member(let name)? = arguments.value("curve") {
      timing = Self.curve(named: name).map { .curve($0, duration: duration) }
    } else if let ratio = arguments.constant("dampingRatio") {
      timing = .springDampingRatio(duration: duration, dampingRatio: ratio, initialVelocity: 0)
    } else if case .point(let x1, let y1)? = arguments.value("controlPoint1"),
      case .point(let x2, let y2)? = arguments.value("controlPoint2"),
      let p = [x1, y1, x2, y2].compactMap(\.constantValue) as [Double]?, p.count == 4
    {
      timing = .controlPoints(x1: p[0], y1: p[1], x2: p[2], y2: p[3], duration: duration)
    } else if case .object(let index)? = arguments.value("timingParameters"),
      case .timing(let parameters) = state.objects[index]
    {
      timing = Self.timing(parameters, duration: duration)
    }
    guard let timing else { return skipped("this UIViewPropertyAnimator's timing", at: location) }
    var animator = Animator(timing: timing)
    if let closure = arguments.closure("animations", closureLabels: ["animations"]) {
      animator.animations.append(closure)
    }
    return makeObject(.animator(animator))
  }

  /// Timing parameters given to an animator of `duration`.
  private static func timing(_ parameters: TimingSpec, duration: Double) -> TimingSpec {
    switch parameters {
    case .curve(let curve, _): .curve(curve, duration: duration)
    case .controlPoints(let x1, let y1, let x2, let y2, _):
      .controlPoints(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
    case .springDampingRatio(_, let ratio, let velocity):
      .springDampingRatio(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    case .springBounce(let own, let bounce, let velocity):
      .springBounce(duration: own, bounce: bounce, initialVelocity: velocity)
    case .springPhysics: parameters
    }
  }

  static func curve(named name: String) -> TimingCurve? {
    switch name {
    case "easeInOut", "easeInEaseOut": .easeInOut
    case "easeIn": .easeIn
    case "easeOut": .easeOut
    case "linear": .linear
    case "default": .default
    default: nil
    }
  }

  /// `UISpringTimingParameters(…)` and `UICubicTimingParameters(…)`.
  mutating func makeTimingParameters(
    _ type: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    let velocity: Double
    switch arguments.value("initialVelocity") {
    case .point(let dx, let dy)?:
      velocity = dx.constantValue ?? 0
      if !Arithmetic.same(dx, dy) {
        warn("an initial velocity with two different components (the first is used)", at: location)
      }
    default: velocity = 0
    }
    if type == "UISpringTimingParameters" {
      if let ratio = arguments.constant("dampingRatio") {
        return makeObject(
          .timing(.springDampingRatio(duration: 0, dampingRatio: ratio, initialVelocity: velocity)))
      }
      if let mass = arguments.constant("mass"), let stiffness = arguments.constant("stiffness"),
        let damping = arguments.constant("damping")
      {
        return makeObject(
          .timing(
            .springPhysics(
              mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)))
      }
      if let duration = arguments.constant("duration") {
        return makeObject(
          .timing(
            .springBounce(
              duration: duration, bounce: arguments.constant("bounce") ?? 0,
              initialVelocity: velocity)))
      }
      if arguments.items.isEmpty {
        // UIKit's default spring: critically damped.
        return makeObject(
          .timing(.springDampingRatio(duration: 0, dampingRatio: 1, initialVelocity: 0)))
      }
    } else {
      if case .member(let name)? = arguments.value("animationCurve"),
        let curve = Self.curve(named: name)
      {
        return makeObject(.timing(.curve(curve, duration: 0)))
      }
      if case .point(let x1, let y1)? = arguments.value("controlPoint1"),
        case .point(let x2, let y2)? = arguments.value("controlPoint2"),
        let values = Optional([x1, y1, x2, y2].compactMap(\.constantValue)), values.count == 4
      {
        return makeObject(
          .timing(
            .controlPoints(x1: values[0], y1: values[1], x2: values[2], y2: values[3], duration: 0))
        )
      }
      if arguments.items.isEmpty { return makeObject(.timing(.curve(.default, duration: 0))) }
    }
    return skipped("these timing parameters", at: location)
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:…)`.
  mutating func runningAnimator(_ arguments: Arguments, at location: SourceLocation) -> Value {
    let closures = ["animations", "completion"]
    guard let duration = arguments.constant("withDuration") else {
      return skipped("this runningPropertyAnimator", at: location)
    }
    let options = self.options(arguments.value("options"), at: location)
    var animator = Animator(timing: .curve(options.curve, duration: duration))
    animator.isStarted = true
    let name = startAnimation(
      timing: animator.timing, delay: arguments.constant("delay") ?? 0, options: options,
      animations: arguments.closure("animations", closureLabels: closures).map { [$0] } ?? [],
      completions: arguments.closure("completion", closureLabels: closures).map { [$0] } ?? [],
      at: location)
    if case .string(let block) = name { animator.block = block }
    return makeObject(.animator(animator))
  }

  mutating func objectCall(
    _ index: Int, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    guard case .animator(var animator) = state.objects[index] else {
      return skipped("'\(name)(…)' here", at: location)
    }
    let closure = arguments.items.compactMap { item -> Closure? in
      if case .closure(let closure) = item.value { return closure }
      return nil
    }.first
    switch name {
    case "addAnimations":
      guard let closure, !animator.isStarted else {
        return skipped("animations added to a running animator", at: location)
      }
      if arguments.value("delayFactor") != nil { warn("'delayFactor'", at: location) }
      animator.animations.append(closure)
    case "addCompletion":
      guard let closure else { return skipped("this completion", at: location) }
      animator.completions.append(closure)
    case "startAnimation":
      guard !animator.isStarted else { return .none }
      animator.isStarted = true
      let started = startAnimation(
        timing: animator.timing, delay: arguments.constant("afterDelay") ?? 0,
        options: AnimationOptions(), animations: animator.animations,
        // A completion receives the position the animator ended at.
        completions: animator.completions, completionArgument: .member("end"), at: location)
      if case .string(let block) = started { animator.block = block }
    default:
      return skipped("the animator's '\(name)(…)'", at: location)
    }
    state.objects[index] = .animator(animator)
    return .none
  }

  mutating func setObjectMember(
    _ index: Int, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    guard case .basicAnimation(var animation) = state.objects[index] else {
      return warn("setting '\(name)' of this object", at: location)
    }
    switch name {
    case "keyPath": if case .string(let path) = value { animation.keyPath = path }
    case "fromValue": animation.from = value
    case "toValue": animation.to = value
    case "byValue": animation.by = value
    case "duration":
      guard let duration = value.constantNumber, duration >= 0 else {
        return warn("this duration", at: location)
      }
      animation.duration = duration
    case "repeatCount":
      guard let count = value.constantNumber, count > 0 else {
        return warn("this repeat count", at: location)
      }
      animation.repeatCount = count >= 1e9 || !count.isFinite ? .indefinite : .count(count)
    case "autoreverses":
      if case .bool(let flag) = value { animation.autoreverses = flag }
    case "timingFunction":
      guard case .object(let other) = value, case .timing(let timing) = state.objects[other] else {
        return warn("this timing function", at: location)
      }
      animation.timing = timing
    case "beginTime":
      guard let offset = value.constantNumber, offset >= 0 else {
        return warn("this begin time", at: location)
      }
      animation.beginOffset = offset
    case _ where BooleanPropertyNames.names(name, BooleanPropertyNames.isRemovedOnCompletion):
      if value == .bool(false) {
        warn(
          "an animation that stays after it ends ('isRemovedOnCompletion = false')", at: location)
      }
    case "fillMode", "isAdditive", "delegate":
      if name != "fillMode" || value != .member("removed") {
        warn("the animation's '\(name)'", at: location)
      }
    default:
      warn("the animation's '\(name)'", at: location)
    }
    state.objects[index] = .basicAnimation(animation)
  }

  /// `view.layer.add(animation, forKey:)`: a `<basicAnimation>` where its key path is one the
  /// timeline has.
  mutating func addBasicAnimation(
    _ object: BasicAnimationObject, to id: ViewID, at location: SourceLocation
  ) {
    // The timeline's key paths are Core Animation's (`transform.rotation` is the z rotation).
    guard let path = object.keyPath,
      let keyPath = AnimationKeyPath(rawValue: path == "transform.rotation" ? path + ".z" : path)
    else {
      return warn("a Core Animation animation of '\(object.keyPath ?? "?")'", at: location)
    }
    let factor = keyPath == .rotation ? 180 / Double.pi : 1
    func number(_ value: Value?) -> Double?? {
      guard let value else { return .some(nil) }
      guard let number = value.constantNumber else { return nil }
      return .some(number * factor)
    }
    guard let fromValue = number(object.from), var toValue = number(object.to),
      let byValue = number(object.by)
    else {
      return warn("an animation's values that are not numbers the reader knows", at: location)
    }
    if let by = byValue {
      guard let from = fromValue else { return warn("'byValue' without 'fromValue'", at: location) }
      toValue = from + by
    }
    if keyPath == .opacity,
      [fromValue, toValue].contains(where: { ($0 ?? 0) < 0 || ($0 ?? 0) > 1 })
    {
      return warn("an opacity outside 0…1", at: location)
    }
    let timing: TimingSpec
    switch object.timing {
    case .curve(let curve, _)?: timing = .curve(curve, duration: object.duration)
    case .controlPoints(let x1, let y1, let x2, let y2, _)?:
      timing = .controlPoints(x1: x1, y1: y1, x2: x2, y2: y2, duration: object.duration)
    case nil: timing = .curve(.linear, duration: object.duration)
    default: return warn("a spring on a Core Animation animation", at: location)
    }
    let (start, delay) = anchor.start(delay: object.beginOffset)
    let block = TimelineBlock(
      name: recorder.uniqueName(frames.last?.methodName ?? "animation"),
      kind: .basicAnimation(
        BasicAnimation(view: id, keyPath: keyPath, from: fromValue, to: toValue)),
      start: start, delay: delay, timing: timing, repeatCount: object.repeatCount,
      autoreverses: object.autoreverses, location: location)
    _ = recorder.begin(block)
  }
}
