import Diagnostics
import Geometry
import Interface

/// Calls: the program's own methods (inlined with their arguments), closures, and UIKit's API
/// as docs/code.md lists it; anything else is reported.
extension CodeEvaluator {
  mutating func call(
    _ callee: Expression, _ written: [Expression.Argument], at location: SourceLocation
  ) -> Value {
    switch callee.kind {
    case .member(nil, let name):
      return implicitMemberCall(name, evaluateArguments(written), at: location)
    case .member(let base?, let name):
      if case .name("super") = base.kind {
        return superCall(name, evaluateArguments(written), at: location)
      }
      if let value = mutatingCall(on: base, name, written, at: location) { return value }
      let receiver = evaluate(base)
      return method(on: receiver, name, evaluateArguments(written), at: location)
    case .name(let name):
      if case .closure(let closure)? = local(name) {
        return call(closure, arguments: evaluateArguments(written).values, at: location)
      }
      let arguments = evaluateArguments(written)
      if let value = ownMethod(name, on: selfValue, arguments, at: location) { return value }
      return functionCall(name, arguments, at: location)
    default:
      let value = evaluate(callee)
      guard case .closure(let closure) = value else {
        if value != .unknown { warn("calling this value", at: location) }
        return .unknown
      }
      return call(closure, arguments: evaluateArguments(written).values, at: location)
    }
  }

  mutating func evaluateArguments(_ written: [Expression.Argument]) -> Arguments {
    Arguments(
      items: written.map {
        .init(label: $0.label, value: evaluate($0.value), isTrailingClosure: $0.isTrailingClosure)
      })
  }

  /// A method of the program on the controller or on a view of a class in the program.
  mutating func ownMethod(
    _ name: String, on receiver: Value, _ arguments: Arguments, at location: SourceLocation
  ) -> Value? {
    let owner: String?
    switch receiver {
    case .controller: owner = className
    case .view(let id): owner = viewClass(id)
    default: owner = nil
    }
    guard let owner,
      let (method, declaringClass) = program.method(
        name, labels: arguments.allLabels, in: owner)
    else { return nil }
    // A custom view's stored properties start when the code first calls into it.
    if case .view(let id) = receiver, state.properties[.view(id)] == nil {
      initialiseProperties(of: .view(id), className: owner)
    }
    // Arguments in parameter order; parameters left out take their defaults.
    var values: [Value] = []
    var remaining = arguments.items[...]
    for parameter in method.parameters {
      if let next = remaining.first, next.label == parameter.label || next.isTrailingClosure {
        values.append(next.value)
        remaining = remaining.dropFirst()
      } else {
        values.append(parameter.defaultValue.map { evaluate($0) } ?? .unknown)
      }
    }
    return invoke(method, of: declaringClass, on: receiver, arguments: values, at: location)
  }

  /// `super.viewDidLoad()`: a superclass of the program runs; UIKit's own do nothing here.
  private mutating func superCall(
    _ name: String, _ arguments: Arguments, at location: SourceLocation
  )
    -> Value
  {
    let current = frames.last?.className ?? className
    if let superclass = program.classes[current]?.superclass,
      let (method, owner) = program.method(name, labels: arguments.allLabels, in: superclass)
    {
      return invoke(method, of: owner, on: selfValue, arguments: arguments.values, at: location)
    }
    return .none
  }

  /// Methods that change the value they are called on: `isOpen.toggle()`, `list.append(x)`.
  private mutating func mutatingCall(
    on base: Expression, _ name: String, _ written: [Expression.Argument],
    at location: SourceLocation
  ) -> Value? {
    switch name {
    case "toggle" where written.isEmpty:
      guard case .bool(let flag) = evaluate(base) else { return nil }
      assign(.bool(!flag), to: base)
      return Value.none
    case "append" where written.count == 1:
      guard case .array(let elements) = evaluate(base) else { return nil }
      assign(.array(elements + [evaluate(written[0].value)]), to: base)
      return Value.none
    case "removeAll" where written.isEmpty:
      guard case .array = evaluate(base) else { return nil }
      assign(.array([]), to: base)
      return Value.none
    default:
      return nil
    }
  }

  private mutating func implicitMemberCall(
    _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    switch name {
    case "init":
      // `.init(scaleX:y:)` where a transform goes, `.init(white:alpha:)` where a color does.
      if !arguments.items.isEmpty, let transform = transformInitializer(arguments) {
        return .transform(transform)
      }
      if let color = colorInitializer(arguments) { return .color(color) }
      // `.init(top:left:bottom:right:)` where insets go (a view's `layoutMargins`).
      let insets =
        arguments.allLabels.contains("leading") ? "NSDirectionalEdgeInsets" : "UIEdgeInsets"
      if let value = builtFunction(insets, arguments, at: location) { return value }
      warn("'.init(…)'", at: location)
      return .unknown
    case "now": return .constant(0)
    case "seconds": return arguments.first ?? .unknown
    case "milliseconds":
      guard case .number(let value)? = arguments.first else { return .unknown }
      return .number(Arithmetic.apply(.divide, value, .number(1000), at: location))
    default:
      if let value = builtValueCall(name, arguments, at: location) { return value }
      warn("'.\(name)(…)'", at: location)
      return .unknown
    }
  }

  /// A method called on a value.
  mutating func method(
    on receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    switch receiver {
    case .none, .unknown:
      return receiver
    case .controller:
      if let value = ownMethod(name, on: receiver, arguments, at: location) { return value }
      warn("the view controller's '\(name)(…)'", at: location)
    case .view(let id):
      if let value = ownMethod(name, on: receiver, arguments, at: location) { return value }
      return viewCall(id, name, arguments, at: location)
    case .layer(let id):
      return layerCall(id, name, arguments, at: location)
    case .anchor(let item, let attribute):
      return anchorCall(item, attribute, name, arguments, at: location)
    case .type(let type):
      return typeCall(type, name, arguments, at: location)
    case .array(let elements):
      return arrayCall(elements, name, arguments, at: location)
    case .object(let index):
      return objectCall(index, name, arguments, at: location)
    case .member where name == "union" || name == "intersection":
      // Option sets: `.beginFromCurrentState.union(.curveEaseOut)`.
      guard let other = arguments.first else { break }
      return binaryOperation("|", receiver, other, at: location)
    case .color, .member:
      if name == "withAlphaComponent", let color = colorValue(receiver),
        let alpha = arguments.first?.constantNumber
      {
        var result = color
        result.alpha = min(1, max(0, alpha))
        result.name = nil
        return .color(result)
      }
      if case .member(let member) = receiver,
        let value = UIKitConstants.member(member, ofType: "UIColor"),
        name == "cgColor"
      {
        return value
      }
    case .transform(let transform):
      if let value = transformMethod(transform, name, arguments) { return value }
    case .uikit(.image):
      // An image's look, which its placeholder does not show.
      if ["withRenderingMode", "withTintColor", "withConfiguration"].contains(name) {
        return receiver
      }
    case .number(let number):
      if name == "rounded", arguments.items.isEmpty {
        return .number(Arithmetic.function(.round, [number]))
      }
    default:
      break
    }
    warn("'\(name)(…)' here", at: location)
    return .unknown
  }

  private mutating func arrayCall(
    _ elements: [Value], _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    let closure: Closure? =
      arguments.items.compactMap {
        if case .closure(let closure) = $0.value { return closure }
        return nil
      }.first
    func test(_ element: Value) -> Bool? {
      guard let closure else { return nil }
      if case .bool(let result) = call(closure, arguments: [element], at: location) {
        return result
      }
      return nil
    }
    switch name {
    case "first", "filter", "contains", "forEach", "map", "compactMap", "allSatisfy":
      guard let closure else { break }
      var kept: [Value] = []
      for element in elements {
        if name == "forEach" {
          _ = call(closure, arguments: [element], at: location)
          continue
        }
        if name == "map" || name == "compactMap" {
          let mapped = call(closure, arguments: [element], at: location)
          if name == "map" || mapped != .none { kept.append(mapped) }
          continue
        }
        guard let passes = test(element) else {
          warn("a test the reader cannot decide for every element", at: location)
          return .unknown
        }
        if name == "allSatisfy", !passes { return .bool(false) }
        guard passes else { continue }
        if name == "first" { return element }
        if name == "contains" { return .bool(true) }
        kept.append(element)
      }
      switch name {
      case "first": return Value.none
      case "contains": return .bool(false)
      case "allSatisfy": return .bool(true)
      case "forEach": return Value.none
      default: return .array(kept)
      }
    case "reversed":
      return .array(elements.reversed())
    default:
      break
    }
    warn("'\(name)(…)' on an array", at: location)
    return .unknown
  }

  private func transformMethod(_ transform: AffineTransform, _ name: String, _ arguments: Arguments)
    -> Value?
  {
    let values = arguments.values.compactMap(\.constantNumber)
    switch name {
    case "rotated" where values.count == 1:
      return .transform(AffineTransform.rotation(values[0]).concatenating(transform))
    case "scaledBy" where values.count == 2:
      return .transform(AffineTransform.scale(values[0], values[1]).concatenating(transform))
    case "translatedBy" where values.count == 2:
      return .transform(AffineTransform.translation(values[0], values[1]).concatenating(transform))
    case "concatenating":
      guard case .transform(let other)? = arguments.first else { return nil }
      return .transform(transform.concatenating(other))
    default:
      return nil
    }
  }
}
