import Diagnostics
import Geometry
import Interface

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Free functions and initializers: numbers, geometry, transforms, colors, constraints,
/// animators and animations (docs/code.md, Values).
extension CodeEvaluator {
  /// Functions that do nothing the picture shows.
  static let calmFunctions: Set<String> = [
    "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition", "dump",
  ]

  mutating func functionCall(_ name: String, _ arguments: Arguments, at location: SourceLocation)
    -> Value
  {
    if Self.calmFunctions.contains(name) { return .none }
    let numbers = arguments.values.map { value -> ValueExpression? in
      if case .number(let number) = value { return number }
      return nil
    }
    let allNumbers = numbers.compactMap { $0 }.count == numbers.count
    switch name {
    case _ where ["max", "min", "fmax", "fmin"].contains(name) && allNumbers && numbers.count == 2:
      return .number(
        Arithmetic.function(name.hasSuffix("max") ? .max : .min, numbers.compactMap { $0 }))
    case _ where ["abs", "fabs", "fabsf"].contains(name) && allNumbers && numbers.count == 1:
      return .number(Arithmetic.function(.abs, numbers.compactMap { $0 }))
    case _ where ["round", "roundf"].contains(name) && allNumbers && numbers.count == 1:
      return .number(Arithmetic.function(.round, numbers.compactMap { $0 }))
    case "CGFloat", "Double", "Float", "TimeInterval", "NSNumber", "Float32", "Float64",
      "UILayoutPriority":
      if let value = arguments.first ?? arguments.value("value") ?? arguments.value("rawValue"),
        case .number = value
      {
        return value
      }
    case "Int":
      if let value = arguments.first?.constantNumber {
        return .constant(value.rounded(.towardZero))
      }
    case "floor", "ceil", "sqrt", "sin", "cos", "tan", "atan2", "pow":
      let constants = arguments.values.compactMap(\.constantNumber)
      if constants.count == arguments.items.count, let value = Self.math(name, constants) {
        return .constant(value)
      }
    case "CGRect", "CGRectMake":
      let values = geometry(arguments, ["x", "y", "width", "height"])
      if values.count == 4 {
        return .rect(RectValue(x: values[0], y: values[1], width: values[2], height: values[3]))
      }
    case "CGPoint", "CGPointMake", "CGVector", "CGVectorMake":
      let values = geometry(arguments, name.hasPrefix("CGVector") ? ["dx", "dy"] : ["x", "y"])
      if values.count == 2 { return .point(x: values[0], y: values[1]) }
    case "CGSize", "CGSizeMake":
      let values = geometry(arguments, ["width", "height"])
      if values.count == 2 { return .size(width: values[0], height: values[1]) }
    case _ where name.hasPrefix("CGRectGet"):
      if case .rect(let rect)? = arguments.first {
        let member = String(name.dropFirst("CGRectGet".count))
        if let value = rectMember(
          rect, member.prefix(1).lowercased() + member.dropFirst(), at: location)
        {
          return value
        }
      }
    case "CGAffineTransform", "CATransform3D":
      if let value = transformInitializer(arguments) { return .transform(value) }
    case _ where name.hasPrefix("CGAffineTransform") || name.hasPrefix("CATransform3D"):
      if let value = transformFunction(name, arguments, at: location) { return value }
    case "UIColor", "CGColor":
      if let value = colorInitializer(arguments) { return .color(value) }
    case "NSLayoutConstraint":
      return constraintInitializer(arguments, at: location)
    case "UIViewPropertyAnimator":
      return makeAnimator(arguments, at: location)
    case "UISpringTimingParameters", "UICubicTimingParameters":
      return makeTimingParameters(name, arguments, at: location)
    case "CABasicAnimation":
      var object = BasicAnimationObject(keyPath: nil)
      if case .string(let path)? = arguments.value("keyPath") { object.keyPath = path }
      return makeObject(.basicAnimation(object))
    case "CAMediaTimingFunction":
      if case .member(let member)? = arguments.value("name"), let curve = Self.curve(named: member)
      {
        return makeObject(.timing(.curve(curve, duration: 0)))
      }
      let points = arguments.values.compactMap(\.constantNumber)
      if points.count == 4 {
        return makeObject(
          .timing(
            .controlPoints(x1: points[0], y1: points[1], x2: points[2], y2: points[3], duration: 0))
        )
      }
    case "CACurrentMediaTime":
      return .constant(0)
    case _ where name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer"):
      // Its target is the controller; a tap on the view it is added to calls its action.
      if case .string(let selector)? = arguments.value("action") {
        return makeObject(.gesture(view: nil, selector: selector))
      }
    default:
      break
    }
    if name.hasPrefix("UI"),
      name.hasSuffix("View")
        || ["UILabel", "UIButton", "UITextField", "UISwitch", "UIStackView"].contains(name)
    {
      return skipped(
        "creating a view in code ('\(name)(…)'; screens built in code are not read yet)",
        at: location)
    }
    return skipped("'\(name)(…)'", at: location)
  }

  private static func math(_ name: String, _ values: [Double]) -> Double? {
    switch (name, values.count) {
    case ("floor", 1): values[0].rounded(.down)
    case ("ceil", 1): values[0].rounded(.up)
    case ("sqrt", 1): values[0].squareRoot()
    case ("sin", 1): sin(values[0])
    case ("cos", 1): cos(values[0])
    case ("tan", 1): tan(values[0])
    case ("atan2", 2): atan2(values[0], values[1])
    case ("pow", 2): pow(values[0], values[1])
    default: nil
    }
  }

  /// Numbers given by label or in order.
  private func geometry(_ arguments: Arguments, _ labels: [String]) -> [ValueExpression] {
    let labelled = labels.compactMap { arguments.number($0) }
    if labelled.count == labels.count { return labelled }
    let ordered = arguments.values.compactMap { value -> ValueExpression? in
      if case .number(let number) = value { return number }
      return nil
    }
    return ordered.count == labels.count ? ordered : []
  }

  func transformInitializer(_ arguments: Arguments) -> AffineTransform? {
    if let angle = arguments.constant("rotationAngle") { return .rotation(angle) }
    if let x = arguments.constant("scaleX"), let y = arguments.constant("y") { return .scale(x, y) }
    if let x = arguments.constant("translationX"), let y = arguments.constant("y") {
      return .translation(x, y)
    }
    if arguments.items.isEmpty { return .identity }
    return nil
  }

  /// The C functions of Core Graphics and Core Animation for transforms; 3D rotations about
  /// the z axis only.
  private mutating func transformFunction(
    _ name: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value? {
    var values = arguments.values
    var base = AffineTransform.identity
    if case .transform(let given)? = values.first { base = given; values.removeFirst() }
    let numbers = values.compactMap(\.constantNumber)
    guard numbers.count == values.count || name.hasSuffix("Concat") else { return nil }
    let operation = String(
      name.dropFirst(name.hasPrefix("CGAffineTransform") ? 17 : "CATransform3D".count))
    var step: AffineTransform
    switch (operation, numbers.count) {
    case ("MakeRotation", 1), ("Rotate", 1): step = .rotation(numbers[0])
    case ("MakeRotation", 4), ("Rotate", 4):
      guard numbers[1] == 0, numbers[2] == 0, numbers[3] != 0 else {
        warn("a rotation about an axis other than z", at: location)
        return .unknown
      }
      step = .rotation(numbers[3] > 0 ? numbers[0] : -numbers[0])
    case ("MakeScale", 2), ("MakeScale", 3), ("Scale", 2), ("Scale", 3):
      step = .scale(numbers[0], numbers[1])
    case ("MakeTranslation", 2), ("MakeTranslation", 3), ("Translate", 2), ("Translate", 3):
      step = .translation(numbers[0], numbers[1])
    case ("Concat", _), ("MakeAffineTransform", _), ("GetAffineTransform", _):
      guard
        case .transform(let other)? = values.first
          ?? (operation == "Concat" ? nil : .transform(base))
      else {
        return operation == "Concat" ? nil : .transform(base)
      }
      return .transform(operation == "Concat" ? base.concatenating(other) : other)
    default:
      return nil
    }
    // `Make…` builds the step; `Rotate(t, …)` applies it before `t`, as Core Graphics does.
    return .transform(operation.hasPrefix("Make") ? step : step.concatenating(base))
  }

  func colorInitializer(_ arguments: Arguments) -> Color? {
    func component(_ label: String) -> Double? {
      arguments.constant(label).map { min(1, max(0, $0)) }
    }
    if let red = component("red"), let green = component("green"), let blue = component("blue") {
      return Color(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
    }
    if let white = component("white") {
      return Color(red: white, green: white, blue: white, alpha: component("alpha") ?? 1)
    }
    if let hue = component("hue"), let saturation = component("saturation"),
      let brightness = component("brightness")
    {
      return Self.hsb(hue, saturation, brightness, alpha: component("alpha") ?? 1)
    }
    if let value = arguments.value("cgColor"), case .color(let color) = value { return color }
    return nil
  }

  private static func hsb(_ h: Double, _ s: Double, _ v: Double, alpha: Double) -> Color {
    let sector = (h * 6).truncatingRemainder(dividingBy: 6)
    let f = sector - sector.rounded(.down)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    return Color(red: r, green: g, blue: b, alpha: alpha)
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  private mutating func constraintInitializer(_ arguments: Arguments, at location: SourceLocation)
    -> Value
  {
    let items = arguments.items
    guard items.count == 7, let first = Self.layoutItem(items[0].value),
      case .member(let firstName) = items[1].value,
      let firstAttribute = LayoutAttribute(rawValue: firstName),
      case .member(let relationName) = items[2].value,
      let relation = LayoutRelation(rawValue: relationName),
      case .member(let secondName) = items[4].value,
      let multiplier = items[5].value.constantNumber, case .number(let constant) = items[6].value
    else { return skipped("this NSLayoutConstraint(item:…)", at: location) }
    let secondAttribute = LayoutAttribute(rawValue: secondName)
    let second = items[3].value == .none ? nil : Self.layoutItem(items[3].value)
    if (secondAttribute == nil) != (second == nil) && secondName != "notAnAttribute" {
      return skipped("this NSLayoutConstraint(item:…)", at: location)
    }
    return create(
      first, firstAttribute, relation, secondAttribute == nil ? nil : second, secondAttribute,
      multiplier: multiplier, constant: constant, at: location)
  }

  static func layoutItem(_ value: Value) -> LayoutItem? {
    switch value {
    case .view(let id): .view(id)
    case .guide(let item): item
    default: nil
    }
  }
}
