import Diagnostics
import Interface

/// `UIView.animate` and its relatives, `performWithoutAnimation`, `DispatchQueue.main`, and the
/// type methods of `NSLayoutConstraint` (docs/code.md, Animations).
extension CodeEvaluator {
  mutating func typeCall(
    _ type: String, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    switch (type, name) {
    case ("UIView", "animate"):
      return animateCall(arguments, at: location)
    case ("UIView", "performWithoutAnimation"):
      guard
        let closure = arguments.closure(
          "actionsWithoutAnimation", closureLabels: ["actionsWithoutAnimation"])
          ?? arguments.items.compactMap({
            if case .closure(let c) = $0.value { return c } else { return nil }
          }).first
      else { return skipped("this 'performWithoutAnimation'", at: location) }
      let saved = withoutAnimation
      withoutAnimation = true
      _ = call(closure, arguments: [], at: location)
      withoutAnimation = saved
      return .none
    case ("UIView", "animateKeyframes"):
      return keyframesCall(arguments, at: location)
    case ("UIView", "addKeyframe"):
      guard let (total, delay) = keyframes, let start = arguments.constant("withRelativeStartTime"),
        let length = arguments.constant("relativeDuration"),
        let closure = arguments.closure("animations", closureLabels: ["animations"])
      else { return skipped("this 'addKeyframe'", at: location) }
      return startAnimation(
        timing: .curve(.linear, duration: length * total), delay: delay + start * total,
        options: AnimationOptions(), animations: [closure], completions: [], at: location)
    case ("UIView", "transition"):
      warn(
        "UIView.transition's transition itself (its changes animate as a UIView.animate block), and it is",
        at: location)
      return animateCall(arguments, at: location)
    case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
      guard case .array(let list)? = arguments.first else {
        return skipped("this list of constraints", at: location)
      }
      for element in list {
        if case .constraint(let index) = element {
          setActive(index, name == "activate", at: location)
        }
      }
      return .none
    case ("DispatchQueue.main", "asyncAfter"):
      guard case .number(let deadline)? = arguments.value("deadline"),
        let seconds = deadline.constantValue, seconds >= 0,
        let closure = arguments.closure("execute", closureLabels: ["execute"])
      else { return skipped("this 'asyncAfter'", at: location) }
      schedule(closure, at: anchor.adding(seconds))
      return .none
    case ("DispatchQueue.main", "async"):
      guard let closure = arguments.closure("execute", closureLabels: ["execute"]) else {
        return skipped("this 'async'", at: location)
      }
      schedule(closure, at: anchor)
      return .none
    case ("UIViewPropertyAnimator", "runningPropertyAnimator"):
      return runningAnimator(arguments, at: location)
    case ("CATransaction", "begin"), ("CATransaction", "commit"):
      return .none
    default:
      if let owner = program.classes[type],
        let (method, declaring) = program.method(name, labels: arguments.allLabels, in: owner.name),
        method.isStatic
      {
        return invoke(
          method, of: declaring, on: .type(type), arguments: arguments.values, at: location)
      }
      return skipped("'\(type).\(name)(…)'", at: location)
    }
  }

  /// The options of an animation: its curve, repeat and autoreverse.
  struct AnimationOptions {
    var curve: TimingCurve = .easeInOut
    var repeats = false
    var autoreverses = false
    var beginsFromCurrentState = false
  }

  mutating func options(_ value: Value?, at location: SourceLocation) -> AnimationOptions {
    var result = AnimationOptions()
    let names: [String]
    switch value {
    case .member(let name)?: names = [name]
    case .array(let list)?:
      names = list.compactMap { if case .member(let n) = $0 { return n } else { return nil } }
    case nil, Value.none?: names = []
    default:
      warn("these animation options", at: location)
      names = []
    }
    for name in names {
      switch name {
      case "curveEaseInOut": result.curve = .easeInOut
      case "curveEaseIn": result.curve = .easeIn
      case "curveEaseOut": result.curve = .easeOut
      case "curveLinear": result.curve = .linear
      case "repeat": result.repeats = true
      case "autoreverse": result.autoreverses = true
      case "beginFromCurrentState": result.beginsFromCurrentState = true
      case "allowUserInteraction", "allowAnimatedContent", "layoutSubviews",
        "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions",
        "transitionCrossDissolve", "transitionFlipFromLeft", "transitionFlipFromRight",
        "transitionCurlUp", "transitionCurlDown", "transitionFlipFromTop",
        "transitionFlipFromBottom", "showHideTransitionViews", "calculationModeLinear",
        "calculationModeCubic", "calculationModePaced", "calculationModeDiscrete",
        "calculationModeCubicPaced", "preferredFramesPerSecondDefault":
        break
      default: warn("the animation option '.\(name)'", at: location)
      }
    }
    return result
  }

  /// `UIView.animate(withDuration:…)`, the spring forms and `animate(springDuration:bounce:…)`.
  private mutating func animateCall(_ arguments: Arguments, at location: SourceLocation) -> Value {
    let closures = ["animations", "completion"]
    let options = self.options(arguments.value("options"), at: location)
    let given = ["withDuration", "duration", "springDuration"].compactMap { arguments.value($0) }
    if let written = given.first, written.constantNumber == nil {
      if written != .unknown {
        warn("an animation whose duration is not a number known now", at: location)
      }
      return .unknown
    }
    let duration = given.first?.constantNumber ?? 0.5
    let timing: TimingSpec
    if let damping = arguments.constant("usingSpringWithDamping") {
      timing = .springDampingRatio(
        duration: duration, dampingRatio: damping,
        initialVelocity: arguments.constant("initialSpringVelocity") ?? 0)
    } else if arguments.value("springDuration") != nil || arguments.value("bounce") != nil {
      timing = .springBounce(
        duration: duration, bounce: arguments.constant("bounce") ?? 0,
        initialVelocity: arguments.constant("initialSpringVelocity") ?? 0)
    } else {
      timing = .curve(options.curve, duration: duration)
    }
    return startAnimation(
      timing: timing, delay: arguments.constant("delay") ?? 0, options: options,
      animations: arguments.closure("animations", closureLabels: closures).map { [$0] } ?? [],
      completions: arguments.closure("completion", closureLabels: closures).map { [$0] } ?? [],
      at: location)
  }

  /// Runs an animation's closures inside a new `<animate>` block and schedules its completions
  /// for when it completes (`after=`); returns the block's name.
  @discardableResult
  mutating func startAnimation(
    timing: TimingSpec, delay: Double, options: AnimationOptions, animations: [Closure],
    completions: [Closure], completionArgument: Value = .bool(true), at location: SourceLocation
  ) -> Value {
    guard duration(of: timing) >= 0, delay >= 0, delay.isFinite else {
      return skipped("an animation with a negative or unknown duration or delay", at: location)
    }
    let name = recorder.uniqueName(frames.last?.methodName ?? "animation")
    let (start, blockDelay) = anchor.start(delay: delay)
    var block = TimelineBlock(
      name: name, kind: .animate, start: start, delay: blockDelay, timing: timing,
      repeatCount: options.repeats ? .indefinite : nil, autoreverses: options.autoreverses,
      location: location)
    block.startLocation = location
    let index = recorder.begin(block)
    let saved = (animation, withoutAnimation)
    animation = AnimationContext(block: index, name: name)
    withoutAnimation = false
    for closure in animations { _ = call(closure, arguments: [], at: location) }
    (animation, withoutAnimation) = saved
    if options.beginsFromCurrentState, !recorder.blocks[index].changes.isEmpty {
      // Frames, bounds and corner radii add up whatever the option says; alpha, colors and
      // the transform start from the model value here (docs/code.md, Animations).
      let replaced = recorder.blocks[index].changes.contains {
        guard case .set(_, let properties) = $0.action else { return false }
        return properties.contains {
          switch $0 {
          case .number(let property, _):
            [.alpha, .rotation, .scaleX, .scaleY, .translationX, .translationY].contains(property)
          case .color: true
          default: false
          }
        }
      }
      if replaced {
        warn(
          "'.beginFromCurrentState' on alpha, colors or the transform (they start from the model value)",
          at: location)
      }
    }
    let isEmpty = recorder.blocks[index].changes.isEmpty
    for completion in completions {
      if isEmpty {
        schedule(completion, at: anchor.adding(delay), arguments: [completionArgument])
      } else if options.repeats {
        continue
      } else {
        let length = duration(of: timing) * (options.autoreverses ? 2 : 1)
        let end = anchor.estimate + delay + length
        schedule(
          completion, at: Anchor(base: .after(name), estimate: end), arguments: [completionArgument]
        )
      }
    }
    return .string(name)
  }

  /// How long a timing runs, as far as ordering the events goes; a physical spring's settling
  /// time is estimated from its decay.
  func duration(of timing: TimingSpec) -> Double {
    if let duration = timing.duration { return duration }
    guard case .springPhysics(let mass, let stiffness, let damping, _) = timing, mass > 0,
      damping > 0
    else { return 0 }
    // The envelope exp(−c t / 2m) falls below 1e-3.
    _ = stiffness
    return 6.9 * 2 * mass / damping
  }

  /// `UIView.animateKeyframes`: each `addKeyframe` becomes a linear block of its own at its
  /// relative start.
  private mutating func keyframesCall(_ arguments: Arguments, at location: SourceLocation) -> Value
  {
    let closures = ["animations", "completion"]
    guard let total = arguments.constant("withDuration"),
      let body = arguments.closure("animations", closureLabels: closures)
    else { return skipped("this 'animateKeyframes'", at: location) }
    warn(
      "UIView.animateKeyframes' overall timing (each keyframe is read as a linear animation)",
      at: location)
    let delay = arguments.constant("delay") ?? 0
    let saved = keyframes
    keyframes = (total, delay)
    _ = call(body, arguments: [], at: location)
    keyframes = saved
    if let completion = arguments.closure("completion", closureLabels: closures) {
      schedule(completion, at: anchor.adding(delay + total), arguments: [.bool(true)])
    }
    return .none
  }
}
