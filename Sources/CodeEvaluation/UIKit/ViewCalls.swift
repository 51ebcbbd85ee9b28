import Diagnostics
import Geometry
import Interface

/// Methods of views and layers (docs/code.md, View properties).
extension CodeEvaluator {
  /// Calls that change nothing the picture shows.
  static let calmCalls: Set<String> = [
    "setNeedsLayout", "setNeedsDisplay", "endEditing", "becomeFirstResponder",
    "resignFirstResponder", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    "updateConstraints", "invalidateIntrinsicContentSize", "reloadData", "sizeToFit",
  ]

  mutating func viewCall(
    _ id: ViewID, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    switch name {
    // Calling `layoutSubviews()` lays the view out as `layoutIfNeeded()` does.
    case "layoutIfNeeded", "layoutSubviews":
      layoutIfNeeded()
      return .none
    case _ where Self.calmCalls.contains(name):
      return .none
    case "setTitle":
      guard isNormalState(arguments) else {
        return skipped("a title for a state other than .normal", at: location)
      }
      guard kind(of: id) == .button else {
        return skipped("'setTitle' on a \(kind(of: id)?.rawValue ?? "view")", at: location)
      }
      switch arguments.first {
      case .string(let title)?: record(.text(.title, title), of: id, at: location)
      case Value.none?: record(.text(.title, ""), of: id, at: location)
      case .unknown?: break
      default: warn("this title", at: location)
      }
    case "setTitleColor":
      guard isNormalState(arguments) else {
        return skipped("a title color for a state other than .normal", at: location)
      }
      // A value not understood was reported where it was made.
      if arguments.first == .unknown { return .none }
      guard kind(of: id) == .button, let value = arguments.first, let color = colorValue(value)
      else {
        return skipped("this 'setTitleColor'", at: location)
      }
      record(.color(.titleColor, color), of: id, at: location)
    case "setOn":
      if arguments.first == .unknown { return .none }
      guard case .bool(let on)? = arguments.first else {
        return skipped("this 'setOn'", at: location)
      }
      setSwitch(id, on: on, animated: arguments.value("animated") == .bool(true), at: location)
    case "setContentOffset":
      guard case .point(let x, let y)? = arguments.first else {
        return skipped("this offset", at: location)
      }
      if arguments.value("animated") == .bool(true), animation == nil {
        warn("an animated 'setContentOffset' (it moves at once here)", at: location)
      }
      setNumber(.boundsOriginX, of: id, .number(x), at: location)
      setNumber(.boundsOriginY, of: id, .number(y), at: location)
    case "addTarget":
      guard case .string(let selector)? = arguments.value("action") else {
        return skipped("this 'addTarget'", at: location)
      }
      state.targets[id, default: []].append(selector)
    case "removeTarget":
      state.targets[id] = nil
    case "addGestureRecognizer":
      guard case .object(let index)? = arguments.first,
        case .gesture(_, let selector) = state.objects[index]
      else { return skipped("this gesture recognizer", at: location) }
      state.objects[index] = .gesture(view: id, selector: selector)
      state.gestures[id, default: []].append(index)
    case "convert":
      return convertCall(id, arguments, at: location)
    case "addConstraint", "removeConstraint":
      guard case .constraint(let index)? = arguments.first else {
        return skipped("this constraint", at: location)
      }
      setActive(index, name == "addConstraint", at: location)
    case "addConstraints", "removeConstraints":
      guard case .array(let list)? = arguments.first else {
        return skipped("these constraints", at: location)
      }
      for case .constraint(let index) in list {
        setActive(index, name == "addConstraints", at: location)
      }
    case "startAnimating", "stopAnimating":
      // An activity indicator spins in its template whatever the code says.
      return .none
    default:
      warn("'\(name)(…)' of a \(kind(of: id)?.rawValue ?? "view")", at: location)
      return .unknown
    }
    return .none
  }

  private func isNormalState(_ arguments: Arguments) -> Bool {
    switch arguments.value("for") {
    case .member("normal")?, .array([])?, nil: true
    default: false
    }
  }

  /// `view.convert(rect, from: other)` and `view.convert(rect, to: other)`, points too.
  private mutating func convertCall(
    _ id: ViewID, _ arguments: Arguments, at location: SourceLocation
  )
    -> Value
  {
    let other: ViewID
    let fromOther: Bool
    switch (arguments.value("from"), arguments.value("to")) {
    case (.view(let view)?, nil): (other, fromOther) = (view, true)
    case (nil, .view(let view)?): (other, fromOther) = (view, false)
    case (Value.none?, nil), (nil, Value.none?):
      (other, fromOther) = (.root, arguments.value("from") != nil)
    default: return skipped("this 'convert'", at: location)
    }
    let (source, target) = fromOther ? (other, id) : (id, other)
    switch arguments.first {
    case .rect(let rect)?:
      return .rect(convert(rect, from: source, to: target, at: location))
    case .point(let x, let y)?:
      let converted = convert(
        RectValue(x: x, y: y, width: .number(0), height: .number(0)), from: source, to: target,
        at: location)
      return .point(x: converted.x, y: converted.y)
    default:
      return skipped("this 'convert'", at: location)
    }
  }

  mutating func layerCall(
    _ id: ViewID, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    switch name {
    case "removeAllAnimations", "removeAnimation":
      let change = Change(.removeAnimations(id), at: location)
      if let animation, !withoutAnimation {
        recorder.append(change, to: animation.block)
      } else {
        recorder.immediate(change, anchor: anchor)
      }
    case "add":
      guard case .object(let index)? = arguments.first,
        case .basicAnimation(let object) = state.objects[index]
      else { return skipped("adding this animation", at: location) }
      addBasicAnimation(object, to: id, at: location)
    case "setAffineTransform":
      guard let value = arguments.first else { return .unknown }
      setMember(of: .view(id), "transform", value, at: location)
    case "setNeedsDisplay", "setNeedsLayout":
      break
    default:
      warn("the layer's '\(name)(…)'", at: location)
      return .unknown
    }
    return .none
  }

  /// Reports and gives nothing: for use as `return skipped(…)` in calls.
  mutating func skipped(_ what: String, at location: SourceLocation) -> Value {
    warn(what, at: location)
    return .unknown
  }
}
