import Diagnostics
import Geometry
import Interface

/// Writing: locals, stored properties, view and layer properties, constraints, and the
/// members of struct values written back (`var bounds = view.bounds; bounds.origin.y = 8;
/// view.bounds = bounds`, or `view.bounds.origin.y = 8` at once).
extension CodeEvaluator {
  mutating func assign(_ value: Value, to target: Expression) {
    let at = target.location
    switch target.kind {
    case .name(let name):
      if case .constraint(let index) = value { nameCreated(index, after: name) }
      if local(name) != nil || frames.last?.locals.keys.contains(name) == true {
        setLocal(name, value)
      } else if setProperty(name, of: selfValue, value) {
        return
      } else if isImplicitViewMember(name) {
        setMember(of: selfValue, name, value, at: at)
      } else {
        setLocal(name, value)
      }
    case .member(let base?, let name):
      if case .name("self") = base.kind, setProperty(name, of: selfValue, value) { return }
      let container = evaluate(base)
      switch container {
      case .none, .unknown: return
      case .rect(let current):
        if let updated = rect(current, setting: name, to: value) {
          assign(.rect(updated), to: base)
        } else {
          warn("setting '\(name)' of a rectangle", at: at)
        }
      case .point(let x, let y):
        guard case .number(let number) = value else { return }
        assign(name == "x" ? .point(x: number, y: y) : .point(x: x, y: number), to: base)
      case .size(let width, let height):
        guard case .number(let number) = value else { return }
        assign(
          name == "width"
            ? .size(width: number, height: height) : .size(width: width, height: number),
          to: base)
      default:
        setMember(of: container, name, value, at: at)
      }
    case .postfix(_, let inner):
      assign(value, to: inner)
    default:
      warn("this assignment", at: at)
    }
  }

  /// Sets a stored property of the controller or of a custom view; false when it has none of
  /// that name.
  @discardableResult
  mutating func setProperty(_ name: String, of instance: Value, _ value: Value) -> Bool {
    let key: EvaluationState.Instance
    let owner: String?
    switch instance {
    case .controller: (key, owner) = (.controller, className)
    case .view(let id): (key, owner) = (.view(id), viewClass(id))
    default: return false
    }
    guard
      state.properties[key]?[name] != nil
        || (owner.flatMap { program.property(name, in: $0) }?.getter == nil
          && owner.flatMap { program.property(name, in: $0) } != nil)
    else { return false }
    if case .constraint(let index) = value { nameCreated(index, after: name) }
    state.properties[key, default: [:]][name] = value
    return true
  }

  mutating func setMember(
    of base: Value, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    if case .controller = base, setProperty(name, of: base, value) { return }
    if case .view = base, setProperty(name, of: base, value) { return }
    switch base {
    case .view(let id):
      setViewMember(id, name, value, at: location)
    case .layer(let id):
      setLayerMember(id, name, value, at: location)
    case .constraint(let index):
      setConstraintMember(index, name, value, at: location)
    case .object(let index):
      setObjectMember(index, name, value, at: location)
    case .uikit(.configurationOf(let id)):
      setConfigurationMember(id, name, value, at: location)
    default:
      warn("setting '\(name)' here", at: location)
    }
  }

  private mutating func setViewMember(
    _ id: ViewID, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    if value == .unknown { return }
    if setBuiltMember(id, name, value, at: location) { return }
    // The properties the timeline has, as the property table spells them in UIKit.
    switch ViewProperty(uikit: name) {
    case .number(let property)?:
      return setNumber(property, of: id, value, at: location)
    case .color(let property)?:
      return setColor(property, of: id, value, at: location)
    case .hidden?:
      guard case .bool(let hidden) = value else { return warn("this 'isHidden'", at: location) }
      return record(.hidden(hidden), of: id, at: location)
    case .on?:
      guard case .bool(let on) = value else { return warn("this 'isOn'", at: location) }
      return setSwitch(id, on: on, animated: false, at: location)
    case .text(let property)?:
      guard case .string(let text) = value else { return warn("this text", at: location) }
      guard [.label, .textField].contains(kind(of: id)) else {
        return warn("'\(name)' of a \(kind(of: id)?.rawValue ?? "view")", at: location)
      }
      return record(.text(property, text), of: id, at: location)
    case .clipsToBounds?, nil:
      break
    }
    switch name {
    case "transform":
      setTransform(of: id, value, at: location)
    case "bounds":
      guard case .rect(let rect) = value else { return warn("this bounds", at: location) }
      let current = bounds(of: id, at: location)
      if !Arithmetic.same(rect.width, current.width)
        || !Arithmetic.same(rect.height, current.height)
      {
        warn("changing a view's bounds size", at: location)
      }
      if !Arithmetic.same(rect.x, current.x) {
        setNumber(.boundsOriginX, of: id, .number(rect.x), at: location)
      }
      if !Arithmetic.same(rect.y, current.y) {
        setNumber(.boundsOriginY, of: id, .number(rect.y), at: location)
      }
    case "contentOffset":
      guard case .point(let x, let y) = value else { return warn("this offset", at: location) }
      if !Arithmetic.same(x, number(.boundsOriginX, of: id)) {
        setNumber(.boundsOriginX, of: id, .number(x), at: location)
      }
      if !Arithmetic.same(y, number(.boundsOriginY, of: id)) {
        setNumber(.boundsOriginY, of: id, .number(y), at: location)
      }
    case _ where BooleanPropertyNames.flags[name] != nil || name == "tag":
      state.views[id, default: ViewValues()].flags[name] = value
    case "translatesAutoresizingMaskIntoConstraints":
      break
    default:
      warn("setting '\(name)' of a \(kind(of: id)?.rawValue ?? "view")", at: location)
    }
  }

  private mutating func setLayerMember(
    _ id: ViewID, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    if value == .unknown { return }
    if ViewProperty(uikit: "layer." + name) == .clipsToBounds {
      return setViewMember(id, ViewProperty.clipsToBounds.uikitName, value, at: location)
    }
    switch ViewProperty(uikit: "layer." + name) {
    case .number(let property)?: setNumber(property, of: id, value, at: location)
    case .color(let property)?: setColor(property, of: id, value, at: location)
    default:
      if name == "transform" { return setTransform(of: id, value, at: location) }
      warn("setting the layer's '\(name)'", at: location)
    }
  }

  mutating func setNumber(
    _ property: NumericProperty, of id: ViewID, _ value: Value, at location: SourceLocation
  ) {
    guard case .number(var number) = value else {
      return warn("this value of '\(property.rawValue)'", at: location)
    }
    if let constant = number.constantValue {
      guard constant.isFinite, abs(constant) <= 1e9 else {
        return warn(
          "a value of '\(property.rawValue)' that is not finite or beyond ±1e9", at: location)
      }
      switch property {
      // UIKit keeps alpha within 0…1.
      case .alpha: number = .number(min(1, max(0, constant)))
      case .cornerRadius where constant < 0, .borderWidth where constant < 0:
        return warn("a negative '\(property.rawValue)'", at: location)
      default: break
      }
    }
    record(.number(property, number), of: id, at: location)
  }

  private mutating func setColor(
    _ property: ColorProperty, of id: ViewID, _ value: Value, at location: SourceLocation
  ) {
    guard let color = colorValue(value) else {
      if value != .none { warn("this color", at: location) }
      return
    }
    if property == .textColor, ![.label, .textField].contains(kind(of: id)) {
      return warn("'textColor' of a \(kind(of: id)?.rawValue ?? "view")", at: location)
    }
    record(.color(property, color), of: id, at: location)
  }

  /// A color value: a color, or the name of one used as an implicit member (`.systemBlue`).
  func colorValue(_ value: Value) -> Color? {
    switch value {
    case .color(let color): color
    case .member(let name): UIKitConstants.color(named: name)
    default: nil
    }
  }

  private mutating func setTransform(of id: ViewID, _ value: Value, at location: SourceLocation) {
    let given: AffineTransform
    switch value {
    case .transform(let transform): given = transform
    case .member("identity"): given = .identity
    default: return warn("this transform", at: location)
    }
    guard var new = given.parts else { return warn("a skewed transform", at: location) }
    var old = transform(of: id).parts ?? (0, 1, 1, 0, 0)
    // The angle kept is the turn nearest the current one (the way the replay turns), so that a
    // quarter turn after 180° is 270°, not -90° (docs/timing.md, Rotation).
    old.rotation = number(.rotation, of: id).constantValue ?? old.rotation
    let turns = ((old.rotation - new.rotation) / 360).rounded(.toNearestOrEven)
    if abs(new.rotation + 360 * turns - old.rotation) < abs(new.rotation - old.rotation) {
      new.rotation += 360 * turns
    }
    let pairs: [(NumericProperty, Double, Double)] = [
      (.rotation, old.rotation, new.rotation), (.scaleX, old.scaleX, new.scaleX),
      (.scaleY, old.scaleY, new.scaleY), (.translationX, old.translationX, new.translationX),
      (.translationY, old.translationY, new.translationY),
    ]
    for (property, before, after) in pairs where before != after {
      record(.number(property, .number(after)), of: id, at: location)
    }
    state.views[id, default: ViewValues()].transform = given
    normalize(id)
  }
}
