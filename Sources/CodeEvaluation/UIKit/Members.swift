import Diagnostics
import Geometry
import Interface

/// Reading members: `view.alpha`, `constraint.constant`, `frame.maxY`, `UIColor.red`, …
extension CodeEvaluator {
  mutating func member(of base: Value, _ name: String, at location: SourceLocation) -> Value {
    switch base {
    case .none, .unknown:
      return base
    case .controller:
      if let value = property(name, of: base, at: location) { return value }
      if name == "view" { return .view(layout.controllerView) }
      if name == "isViewLoaded" { return .bool(true) }
      warn("the view controller's '\(name)'", at: location)
      return .unknown
    case .view(let id):
      return viewMember(id, name, at: location)
    case .layer(let id):
      return layerMember(id, name, at: location)
    case .guide(let item):
      if let attribute = Self.anchorAttribute(name) { return .anchor(item, attribute) }
    case .constraint(let index):
      if let value = constraintMember(index, name) { return value }
    case .rect(let rect):
      if let value = rectMember(rect, name, at: location) { return value }
    case .point(let x, let y):
      if name == "x" { return .number(x) }
      if name == "y" { return .number(y) }
    case .size(let width, let height):
      if name == "width" { return .number(width) }
      if name == "height" { return .number(height) }
    case .insets(let insets):
      switch name {
      case "top": return .constant(insets.top)
      case "left": return .constant(insets.left)
      case "bottom": return .constant(insets.bottom)
      case "right": return .constant(insets.right)
      default: break
      }
    case .type(let type):
      if type == "UIScreen.main", name == "bounds" {
        return .rect(bounds(of: .root, at: location))
      }
      if let declared = program.classes[type] {
        // A static property of a type of the program (`Constants.duration`).
        if let property = declared.properties.first(where: { $0.isStatic && $0.name == name }),
          let initial = property.initialValue
        {
          frames.append(Frame(locals: [:], selfValue: base, className: type, methodName: name))
          defer { frames.removeLast() }
          return evaluate(initial)
        }
        if declared.isEnumeration { return .member(name) }
      }
      if let value = UIKitConstants.member(name, ofType: type) { return value }
      if type == "UIButton", name == "Configuration" { return .type("UIButton.Configuration") }
    case .member(let member):
      // `.systemBlue` used as a color: `.systemBlue.cgColor`.
      if let color = UIKitConstants.color(named: member), name == "cgColor" { return .color(color) }
    case .color(let color):
      if name == "cgColor" { return .color(color) }
    case .array(let elements):
      switch name {
      case "count": return .constant(Double(elements.count))
      case "isEmpty": return .bool(elements.isEmpty)
      case "first": return elements.first ?? .none
      case "last": return elements.last ?? .none
      default: break
      }
    case .string(let text):
      if name == "isEmpty" { return .bool(text.isEmpty) }
      if name == "count" { return .constant(Double(text.count)) }
    case .object(let index):
      if case .gesture(let view, _) = state.objects[index] {
        if name == "state" { return .member("ended") }
        if name == "view" { return view.map(Value.view) ?? Value.none }
      }
    case .bool, .number, .anchor, .transform, .closure, .uikit:
      break
    }
    warn("'\(name)' here", at: location)
    return .unknown
  }

  /// `topAnchor` → `top`, `centerXAnchor` → `centerX`.
  static func anchorAttribute(_ name: String) -> LayoutAttribute? {
    guard name.hasSuffix("Anchor") else { return nil }
    let base = String(name.dropLast("Anchor".count))
    return LayoutAttribute(rawValue: base)
  }

  /// A stored or computed property of the controller or of a view of a class in the program.
  mutating func property(_ name: String, of instance: Value, at location: SourceLocation)
    -> Value?
  {
    let key: EvaluationState.Instance
    let owner: String?
    switch instance {
    case .controller: (key, owner) = (.controller, className)
    case .view(let id): (key, owner) = (.view(id), viewClass(id))
    default: return nil
    }
    if let value = state.properties[key]?[name] { return value }
    guard let owner, let declaration = program.property(name, in: owner) else { return nil }
    if let getter = declaration.getter {
      frames.append(Frame(locals: [:], selfValue: instance, className: owner, methodName: name))
      defer { frames.removeLast() }
      if getter.count == 1, case .expression(let value) = getter[0].kind { return evaluate(value) }
      if case .returned(let value) = execute(getter) { return value }
      return Value.none
    }
    // A stored property not initialised (a custom view's, first read).
    return declaration.isOptional ? Value.none : nil
  }

  private mutating func viewMember(_ id: ViewID, _ name: String, at location: SourceLocation)
    -> Value
  {
    if let value = property(name, of: .view(id), at: location) { return value }
    if let attribute = Self.anchorAttribute(name) { return .anchor(.view(id), attribute) }
    switch name {
    case "frame": return .rect(frame(of: id, at: location))
    case "bounds": return .rect(bounds(of: id, at: location))
    case "center":
      let rect = frame(of: id, at: location)
      guard case .number(let x)? = rectMember(rect, "midX", at: location),
        case .number(let y)? = rectMember(rect, "midY", at: location)
      else { return .unknown }
      return .point(x: x, y: y)
    case _ where ViewProperty(uikit: name) != nil:
      switch ViewProperty(uikit: name) {
      case .number(let property)?: return .number(number(property, of: id))
      case .color(let property)?: return color(property, of: id).map(Value.color) ?? Value.none
      case .text(let property)?: return text(property, of: id).map(Value.string) ?? Value.none
      case .hidden?: return .bool(isHidden(id))
      case .on?: return .bool(isOn(id))
      default: return .bool(documentView(id)?.style.clipsToBounds ?? false)
      }
    case "transform": return .transform(transform(of: id))
    case "layer": return .layer(id)
    case "configuration" where kind(of: id) == .button: return .uikit(.configurationOf(id))
    // A button's label stands for the button: its font is the title's.
    case "titleLabel" where kind(of: id) == .button: return .view(id)
    case "superview":
      guard let parent = documentView(id)?.parent else { return Value.none }
      return .view(parent)
    case "subviews": return .array((documentView(id)?.subviews ?? []).map(Value.view))
    case "arrangedSubviews" where kind(of: id) == .stackView:
      return .array((documentView(id)?.subviews ?? []).map(Value.view))
    case "value" where [.slider, .stepper].contains(kind(of: id)):
      return .constant(documentView(id)?.content.value ?? 0)
    case "safeAreaInsets" where id == layout.controllerView || id == .root:
      return .insets(layout.document.safeAreaInsets)
    case "constraints": return .array(constraints(heldBy: id).map(Value.constraint))
    case "safeAreaLayoutGuide": return .guide(.safeArea(id))
    case "layoutMarginsGuide": return .guide(.guide(id, .layoutMarginsGuide))
    case "readableContentGuide": return .guide(.guide(id, .readableContentGuide))
    case "contentLayoutGuide": return .guide(.guide(id, .contentLayoutGuide))
    case "frameLayoutGuide": return .guide(.guide(id, .frameLayoutGuide))
    case "contentOffset":
      return .point(x: number(.boundsOriginX, of: id), y: number(.boundsOriginY, of: id))
    case _ where BooleanPropertyNames.flags[name] != nil || name == "tag":
      return state.views[id]?.flags[name]
        ?? BooleanPropertyNames.flags[name].map(Value.bool) ?? .constant(0)
    default:
      warn("'\(name)' of a \(kind(of: id)?.rawValue ?? "view")", at: location)
      return .unknown
    }
  }

  private mutating func layerMember(_ id: ViewID, _ name: String, at location: SourceLocation)
    -> Value
  {
    // The layer's properties, as the property table spells them (`layer.cornerRadius`).
    switch ViewProperty(uikit: "layer." + name) {
    case .number(let property)?: return .number(number(property, of: id))
    case .color(let property)?: return color(property, of: id).map(Value.color) ?? Value.none
    default:
      if name == "transform" { return .transform(transform(of: id)) }
      warn("the layer's '\(name)'", at: location)
      return .unknown
    }
  }

  private func constraintMember(_ index: Int, _ name: String) -> Value? {
    let entry = state.constraints[index]
    let constraint = entry.constraint
    switch name {
    case "constant": return .number(entry.constant)
    case _ where BooleanPropertyNames.names(name, BooleanPropertyNames.isActive):
      return .bool(constraint.isActive)
    case "priority": return .constant(constraint.priority.value)
    case "identifier": return constraint.identifier.map(Value.string) ?? Value.none
    case "multiplier": return .constant(constraint.multiplier)
    case "firstAttribute": return .member(constraint.firstAttribute.rawValue)
    case "secondAttribute":
      return .member(constraint.secondAttribute?.rawValue ?? "notAnAttribute")
    case "relation": return .member(constraint.relation.rawValue)
    case "firstItem": return Self.itemValue(constraint.firstItem)
    case "secondItem": return constraint.secondItem.map(Self.itemValue) ?? Value.none
    case "firstAnchor": return .anchor(constraint.firstItem, constraint.firstAttribute)
    default: return nil
    }
  }

  static func itemValue(_ item: LayoutItem) -> Value {
    if case .view(let id) = item { return .view(id) }
    return .guide(item)
  }
}
