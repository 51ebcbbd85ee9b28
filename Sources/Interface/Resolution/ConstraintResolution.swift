import Diagnostics
import Formatting

extension ParseSession {
  /// Resolves a draft's items and attributes and makes the checks UIKit makes when a constraint
  /// is created: matching axes, location with location, no constant-only location.
  mutating func resolve(_ draft: ConstraintDraft, owner: ViewID?, at location: SourceLocation)
    -> LayoutConstraint?
  {
    // Every name is checked before giving up, so that one element's problems come together.
    let firstAttribute = draft.firstAttribute.flatMap { attribute($0) }
    var secondAttribute = draft.secondAttribute.flatMap { attribute($0) }
    // A view whose id was already reported as bad: its constraints say nothing more.
    if draft.firstItem == nil, let owner, declarations.isPoisoned(owner) { return nil }
    if draft.firstItem == nil, owner == nil {
      log.error("a constraint outside <constraints> needs a 'firstItem'", at: location)
    }
    let firstName = draft.firstItem ?? Located(owner ?? .root, at: location)
    var first = draft.firstItem != nil || owner != nil ? item(firstName) : nil
    var second = draft.secondItem.flatMap { item($0) }
    guard let firstAttribute, draft.secondAttribute == nil || secondAttribute != nil,
      first != nil || firstName.value == "superview",
      draft.secondItem == nil || second != nil || draft.secondItem?.value == "superview"
    else { return nil }
    // `superview` names the superview of the constraint's other item.
    if firstName.value == "superview" {
      guard let other = second else {
        log.error("'superview' needs another item to be the superview of", at: firstName.location)
        return nil
      }
      first = superview(of: other, at: firstName.location)
    }
    if let secondName = draft.secondItem, secondName.value == "superview" {
      guard let other = first, firstName.value != "superview" else {
        log.error("only one item can be 'superview'", at: secondName.location)
        return nil
      }
      second = superview(of: other, at: secondName.location)
    }
    guard let first else { return nil }
    if draft.secondItem != nil, second == nil { return nil }
    if second == nil, draft.secondAttribute != nil {
      log.error(
        "'secondAttribute' needs a 'secondItem'", at: draft.secondAttribute?.location ?? location)
      return nil
    }
    if let second, secondAttribute == nil {
      secondAttribute =
        switch second {
        case .topLayoutGuide: .bottom
        case .bottomLayoutGuide: .top
        default: firstAttribute
        }
    }
    var constraint = LayoutConstraint(
      firstItem: first, firstAttribute: firstAttribute, relation: draft.relation,
      secondItem: second, secondAttribute: secondAttribute, multiplier: draft.multiplier,
      constant: draft.constant ?? 0, priority: draft.priority ?? .required, location: location)
    guard check(constraint, draft: draft) else { return nil }
    if !(1...1000).contains(constraint.priority.value) {
      log.error(
        "'priority' must be between 1 and 1000, not \(NumberText.message(constraint.priority.value))",
        at: draft.priorityLocation ?? location)
      return nil
    }
    constraint.priority = draft.priority ?? .required
    return constraint
  }

  private mutating func attribute(_ name: Located<String>) -> LayoutAttribute? {
    if let attribute = LayoutAttribute(rawValue: name.value) { return attribute }
    let names = LayoutAttribute.allCases.map(\.rawValue)
    log.error(
      "unknown layout attribute '\(name.value)'\(Suggestion.didYouMean(name.value, in: names))",
      at: name.location)
    return nil
  }

  /// A view id, `root`, `safeArea`, `ID.safeArea`, or a layout guide; nil for `superview`,
  /// which the caller resolves against the other item.
  mutating func item(_ name: Located<String>) -> LayoutItem? {
    switch name.value {
    case "superview": return nil
    case ViewID.root: return .view(.root)
    case "safeArea": return .safeArea(.root)
    case "topLayoutGuide": return .topLayoutGuide
    case "bottomLayoutGuide": return .bottomLayoutGuide
    default: break
    }
    if name.value.hasSuffix(".safeArea"),
      case .unique(let owner)? = declarations.resolveView(
        String(name.value.dropLast(".safeArea".count)))
    {
      return .safeArea(owner)
    }
    if declarations.resolveView(name.value) != nil {
      return declarations.binding.bindView(name.value, at: name.location, log: &log)
        .map(LayoutItem.view)
    }
    if let dot = name.value.lastIndex(of: "."),
      let guide = ViewGuide(rawValue: String(name.value[name.value.index(after: dot)...])),
      case .unique(let owner)? = declarations.resolveView(String(name.value[..<dot]))
    {
      let kind = declarations.kinds[owner] ?? .view
      if guide.needsScrollView, !kind.isScrollView {
        log.error(
          "'\(owner)' is a \(kind.rawValue), not a scroll view; only scroll views have a "
            + "'\(guide.rawValue)'", at: name.location)
        return nil
      }
      return .guide(owner, guide)
    }
    if declarations.isPoisoned(name.value) { return nil }
    if let dot = name.value.lastIndex(of: "."),
      declarations.resolveView(String(name.value[..<dot])) != nil
    {
      let guide = String(name.value[name.value.index(after: dot)...])
      let names = ["safeArea"] + ViewGuide.allCases.map(\.rawValue)
      log.error(
        "unknown layout guide '\(guide)' of '\(name.value[..<dot])'"
          + Suggestion.didYouMean(guide, in: names) + " (guides: \(names.joined(separator: ", ")))",
        at: name.location)
      return nil
    }
    return declarations.binding.bindView(
      name.value, also: ["superview", "safeArea"], at: name.location, log: &log
    ).map(LayoutItem.view)
  }

  private mutating func superview(of item: LayoutItem, at location: SourceLocation) -> LayoutItem? {
    let view: ViewID
    switch item {
    case .view(let id): view = id
    case .safeArea(let id), .guide(let id, _), .internalGuide(let id, _): return .view(id)
    case .topLayoutGuide, .bottomLayoutGuide: return .view(.root)
    }
    guard let parent = declarations.parent(of: view) else {
      log.error("'\(view)' has no superview", at: location)
      return nil
    }
    return .view(parent)
  }

  private mutating func check(_ constraint: LayoutConstraint, draft: ConstraintDraft) -> Bool {
    let place = draft.firstAttribute?.location ?? constraint.location
    let multiplierWritten = draft.multiplierLocation != nil
    guard
      let problem = constraint.creationProblem(multiplierWritten: multiplierWritten)
    else { return true }
    log.error(
      problem.message, at: problem.isAboutMultiplier ? draft.multiplierLocation ?? place : place)
    return false
  }
}
