import Diagnostics
import Interface

/// Constraints: reading and changing them, naming them in changes, creating them through
/// anchors and `NSLayoutConstraint(item:…)`, and finding them in `view.constraints`
/// (docs/code.md, Constraints).
extension CodeEvaluator {
  /// The active constraints a view holds: those whose items' nearest common ancestor it is, as
  /// UIKit installs them.
  func constraints(heldBy id: ViewID) -> [Int] {
    state.constraints.indices.filter { index in
      let constraint = state.constraints[index].constraint
      guard constraint.isActive, state.constraints[index].isAdded else { return false }
      return holder(constraint) == id
    }
  }

  private func holder(_ constraint: LayoutConstraint) -> ViewID {
    let first = constraint.firstItem.owner
    guard let second = constraint.secondItem?.owner else { return first }
    let ancestors = Set(chain(from: first))
    return chain(from: second).first { ancestors.contains($0) } ?? .root
  }

  func chain(from id: ViewID) -> [ViewID] {
    var result = [id]
    var current = id
    while let parent = documentView(current)?.parent, result.count < 256 {
      result.append(parent)
      current = parent
    }
    return result
  }

  /// How a change names the constraint at `index` now; nil (after a warning) when it cannot.
  mutating func reference(_ index: Int, activating: Bool = false, at location: SourceLocation)
    -> ConstraintReference?
  {
    let entry = state.constraints[index]
    if entry.isCreated, let id = entry.constraint.id { return .named(id) }
    let original = layout.document.constraints[index]
    if let id = original.id { return .named(id) }
    if let identifier = original.identifier,
      state.constraints.filter({ $0.constraint.identifier == identifier }).count == 1
    {
      return .named(identifier)
    }
    let same = state.constraints.filter {
      $0.isAdded && $0.constraint.isActive != activating
        && $0.constraint.firstItem == original.firstItem
        && $0.constraint.firstAttribute == original.firstAttribute
    }
    if same.count == 1 { return .match(original.firstItem, original.firstAttribute) }
    warn(
      "a change to '\(original.equation)', which has no id or identifier and is not the only "
        + "constraint on \(original.firstItem).\(original.firstAttribute.rawValue),", at: location)
    return nil
  }

  mutating func setConstraintMember(
    _ index: Int, _ name: String, _ value: Value, at location: SourceLocation
  ) {
    switch (name, value) {
    case ("constant", .number(let constant)):
      if let known = constant.constantValue, !known.isFinite || abs(known) > 1e9 {
        return warn("a constant that is not finite or beyond ±1e9", at: location)
      }
      state.constraints[index].constant = constant
      guard state.constraints[index].isAdded else {
        if let known = constant.constantValue {
          state.constraints[index].constraint.constant = known
        }
        return
      }
      if let reference = reference(index, at: location) {
        recordLayout(.setConstant(reference, constant), at: location)
      }
    case (let member, .bool(let active))
    where BooleanPropertyNames.names(member, BooleanPropertyNames.isActive):
      setActive(index, active, at: location)
    case ("priority", .member):
      if let number = UIKitConstants.priority(value) {
        setConstraintMember(index, name, number, at: location)
      } else {
        warn("this priority", at: location)
      }
    case ("priority", .number(let priority)):
      guard let known = priority.constantValue, (1...1000).contains(known) else {
        return warn("this priority", at: location)
      }
      state.constraints[index].constraint.priority = LayoutPriority(known)
      guard state.constraints[index].isAdded else { return }
      if let reference = reference(index, at: location) {
        recordLayout(.setPriority(reference, LayoutPriority(known)), at: location)
      }
    case ("identifier", .string(let identifier)):
      state.constraints[index].constraint.identifier = identifier
    case ("identifier", .none):
      state.constraints[index].constraint.identifier = nil
    case (_, .unknown):
      return
    default:
      warn("setting '\(name)' of a constraint", at: location)
    }
  }

  mutating func setActive(_ index: Int, _ active: Bool, at location: SourceLocation) {
    if building != nil {
      state.constraints[index].constraint.isActive = active
      return
    }
    let entry = state.constraints[index]
    if entry.constraint.isActive == active, entry.isAdded { return }
    if entry.isCreated, !entry.isAdded {
      guard active else { return }
      add(index, at: location)
      return
    }
    guard let reference = reference(index, activating: active, at: location) else { return }
    state.constraints[index].constraint.isActive = active
    recordLayout(active ? .activate(reference) : .deactivate(reference), at: location)
  }

  /// A created constraint's first activation: it joins the timeline under a name of its own.
  private mutating func add(_ index: Int, at location: SourceLocation) {
    var constraint = state.constraints[index].constraint
    let taken = Set(
      layout.document.constraints.compactMap(\.id)
        + layout.document.constraints.compactMap(\.identifier)
        + state.constraints.compactMap { $0.isCreated ? $0.constraint.id : nil })
    let base = state.constraints[index].nameHint ?? "constraint"
    var id = base
    var count = 1
    while taken.contains(id) || layout.binding.isView(id) {
      count += 1
      id = "\(base)-\(count)"
    }
    constraint.id = id
    constraint.isActive = true
    let constant = state.constraints[index].constant
    constraint.constant = constant.constantValue ?? 0
    constraint.location = location
    state.constraints[index].constraint = constraint
    state.constraints[index].isAdded = true
    recordLayout(.add(constraint), at: location)
    if constant.constantValue == nil {
      recordLayout(.setConstant(.named(id), constant), at: location)
    }
  }

  /// A created constraint kept in a variable or property takes its name, if it has none yet.
  mutating func nameCreated(_ index: Int, after name: String) {
    guard state.constraints.indices.contains(index), state.constraints[index].isCreated,
      state.constraints[index].nameHint == nil
    else { return }
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    guard let first = bare.unicodeScalars.first, first.properties.isAlphabetic,
      bare.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
      })
    else { return }
    state.constraints[index].nameHint = bare
  }

  /// A new constraint, not yet active; nil after a warning when UIKit would refuse it.
  mutating func create(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double,
    constant: ValueExpression, at location: SourceLocation
  ) -> Value {
    let constraint = LayoutConstraint(
      firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
      secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant.constantValue ?? 0, isActive: false, location: location)
    if let problem = constraint.creationProblem() {
      warn("a constraint UIKit refuses (\(problem.message)):", at: location)
      return .unknown
    }
    var entry = ConstraintState(constraint, isCreated: true)
    entry.constant = constant
    state.constraints.append(entry)
    return .constraint(state.constraints.count - 1)
  }

  /// `a.constraint(equalTo: b, constant: 8)` and the other methods of `NSLayoutAnchor`.
  mutating func anchorCall(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ name: String, _ arguments: Arguments,
    at location: SourceLocation
  ) -> Value {
    guard name == "constraint", let first = arguments.labels.first ?? nil else {
      warn("'\(name)' of an anchor", at: location)
      return .unknown
    }
    let relations: [(String, LayoutRelation)] = [
      ("equal", .equal), ("greaterThanOrEqual", .greaterThanOrEqual),
      ("lessThanOrEqual", .lessThanOrEqual),
    ]
    guard let (prefix, relation) = relations.first(where: { first.hasPrefix($0.0) }) else {
      warn("the anchor method 'constraint(\(first):)'", at: location)
      return .unknown
    }
    let kind = String(first.dropFirst(prefix.count))
    var constant = arguments.number("constant") ?? .number(0)
    let multiplierValue = arguments.number("multiplier") ?? .number(1)
    switch kind {
    case "ToConstant":
      guard case .number(let value)? = arguments.value(first) else { break }
      return create(
        item, attribute, relation, nil, nil, multiplier: 1, constant: value, at: location)
    case "To":
      guard case .anchor(let other, let otherAttribute)? = arguments.value(first),
        let multiplier = multiplierValue.constantValue
      else { break }
      return create(
        item, attribute, relation, other, otherAttribute, multiplier: multiplier,
        constant: constant, at: location)
    case "ToSystemSpacingBelow", "ToSystemSpacingAfter":
      guard case .anchor(let other, let otherAttribute)? = arguments.value(first) else { break }
      // UIKit's standard spacing between two views: 8 points (docs/format.md, Constraints).
      constant = Arithmetic.apply(.multiply, multiplierValue, .number(8), at: location)
      return create(
        item, attribute, relation, other, otherAttribute, multiplier: 1, constant: constant,
        at: location)
    default:
      break
    }
    warn("this anchor constraint", at: location)
    return .unknown
  }
}
