import Diagnostics
import Interface

/// Stored properties: bound to the layout by name, or given their initial values
/// (docs/code.md, How code names views and constraints).
extension CodeEvaluator {
  mutating func initialiseProperties(of instance: EvaluationState.Instance, className: String) {
    let selfValue: Value =
      switch instance {
      case .controller: .controller
      case .view(let id): .view(id)
      }
    frames.append(
      Frame(locals: [:], selfValue: selfValue, className: className, methodName: "init"))
    defer { frames.removeLast() }
    state.properties[instance] = state.properties[instance] ?? [:]
    for property in program.storedProperties(of: className) {
      let value: Value
      if instance == .controller, let bound = bind(property) {
        value = bound
      } else if let initial = property.initialValue {
        value = evaluate(initial)
      } else {
        // An optional starts as nil; anything else is given its value by an initializer,
        // which the reader runs only for `init(coder:)` (checked after it ran).
        value = property.isOptional || property.typeName == nil ? .none : .unknown
      }
      if case .constraint(let index) = value { nameCreated(index, after: property.name) }
      state.properties[instance, default: [:]][property.name] = value
    }
  }

  /// The view or constraint a property of the controller names, if it binds.
  private mutating func bind(_ property: PropertyDeclaration) -> Value? {
    let mayBind: Bool
    if property.isOutlet {
      mayBind = true
    } else if layout.bindsEveryProperty {
      // A property made by the code (`var isOpen = false`) is the code's; one that holds a
      // view or constraint (declared, or made as `UILabel()`) is the layout's.
      switch property.initialValue?.kind {
      case nil: mayBind = true
      case .call(let callee, _, _)?:
        if case .name(let type) = callee.kind {
          mayBind = type.hasPrefix("UI") || type.hasPrefix("NS")
        } else {
          mayBind = false
        }
      default: mayBind = false
      }
    } else {
      mayBind = false
    }
    guard mayBind else { return nil }
    switch layout.binding.property(property.name) {
    case .view(.unique(let id))?:
      return .view(id)
    case .constraint(.unique(let name))?:
      if let index = constraintIndex(named: name) { return .constraint(index) }
    case .view(.ambiguous(let ids))?, .constraint(.ambiguous(let ids))?:
      warn(
        "the outlet '\(property.name)' (it names \(ids.count) things: \(ids.joined(separator: ", ")))",
        at: property.location)
      return .unknown
    case nil:
      break
    }
    if property.isOutlet {
      warn(
        "the outlet '\(property.name)' (no view or constraint of the layout has that name)",
        at: property.location)
      return .unknown
    }
    return nil
  }

  /// The constraint with this id, or the one with this identifier (the single active one,
  /// else the newest), as the format names them.
  func constraintIndex(named name: String) -> Int? {
    if let index = state.constraints.firstIndex(where: { $0.constraint.id == name }) {
      return index
    }
    let named = state.constraints.indices.filter {
      state.constraints[$0].constraint.identifier == name
    }
    let active = named.filter { state.constraints[$0].constraint.isActive }
    return active.count == 1 ? active[0] : named.last
  }
}
