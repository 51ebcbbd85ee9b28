import Diagnostics
import Interface

/// The end of building a screen: views take the names of the properties that hold them, the
/// tree is put in document order, and the constraints the code made become the layout's
/// (docs/code.md, Screens built in code).
extension CodeEvaluator {
  /// The view controller `className` with the screen its `viewDidLoad` builds on `document`
  /// (a root view alone), ready to run its other events.
  package static func building(
    program: Program, className: String, document: InterfaceDocument
  ) -> CodeEvaluator {
    let layout = CodeLayout(
      document: document, names: NameTable(), controller: ControllerLinks(className: className))
    var evaluator = CodeEvaluator(
      program: program, className: className, layout: layout, building: true)
    evaluator.run(PlayEvent(.lifecycle("viewDidLoad"), at: 0))
    evaluator.finishBuilding()
    return evaluator
  }

  /// Runs the events in time order (with the completions and delayed closures they schedule)
  /// and gives the timeline they make.
  package mutating func play(_ events: [PlayEvent]) -> (TimelineSource, DiagnosticLog) {
    for event in events.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }) {
      runScheduled(before: event.element.time)
      run(event.element)
    }
    runScheduled(before: .infinity)
    return (timelineSource, log)
  }

  /// Each view made in code by the name it is known by: a property of the controller
  /// (`titleLabel`), or the path through the custom views that hold it
  /// (`loginView.usernameTextField`).
  private func viewPaths() -> [ViewID: String] {
    var paths: [ViewID: String] = [:]
    var queue: [(EvaluationState.Instance, String, String?)] = [(.controller, className, nil)]
    while !queue.isEmpty {
      let (instance, type, prefix) = queue.removeFirst()
      for property in program.storedProperties(of: type) {
        guard case .view(let id)? = state.properties[instance]?[property.name], id.hasPrefix("#"),
          paths[id] == nil
        else { continue }
        let bare = property.name.hasPrefix("_") ? String(property.name.dropFirst()) : property.name
        let path = prefix.map { "\($0).\(bare)" } ?? bare
        paths[id] = path
        if let custom = layout.controller.viewClasses[id] {
          queue.append((.view(id), custom, path))
        }
      }
    }
    return paths
  }

  /// The local a view made in code and held by no property was first kept in, when it is a
  /// name the format takes (`titleLabel`, not `_` or `$0`).
  private func local(_ id: ViewID) -> String? {
    guard let name = building?.localNames[id],
      let first = name.unicodeScalars.first, first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
      })
    else { return nil }
    return name
  }

  /// Names the views, orders the tree and hands the constraints to the layout.
  mutating func finishBuilding() {
    let paths = viewPaths()
    var document = layout.document
    // The tree from the root, in document order; views never added are left out.
    var ordered: [View] = []
    var stack: [ViewID] = [.root]
    while let next = stack.popLast() {
      guard let view = document.view(next) else { continue }
      ordered.append(view)
      stack += view.subviews.reversed()
    }
    var names: [ViewID: ViewID] = [.root: .root]
    var taken: Set<String> = [
      .root, "safeArea", "superview", "topLayoutGuide", "bottomLayoutGuide",
    ]
    var counts: [String: Int] = [:]
    for view in ordered where view.id != .root {
      let path = paths[view.id]
      var base =
        path.map { String($0.split(separator: ".").last ?? "") }
        ?? local(view.id) ?? view.kind.rawValue
      if let path, taken.contains(base) { base = String(path.map { $0 == "." ? "_" : $0 }) }
      var name = base
      while taken.contains(name) {
        counts[base, default: 1] += 1
        name = "\(base)-\(counts[base] ?? 2)"
      }
      taken.insert(name)
      names[view.id] = name
      if let path, path != name { document.sourceNames[name] = path }
    }
    let renaming = Renaming(views: names)
    for view in document.views where names[view.id] == nil && view.id != .root {
      warn("a view made in code and never added to the screen (it is left out)", at: view.location)
    }
    document.views = ordered.map { view in
      var view = view
      view.id = names[view.id] ?? view.id
      view.parent = view.parent.flatMap { names[$0] }
      view.subviews = view.subviews.compactMap { names[$0] }
      return view
    }
    // Constraints on views left out go too; the others keep their order.
    var kept: [ConstraintState] = []
    var indices: [Int: Int] = [:]
    var usedNames = Set(document.views.map(\.id))
    for (index, entry) in state.constraints.enumerated() {
      guard var constraint = renaming.constraint(entry.constraint) else { continue }
      if let hint = entry.nameHint, !usedNames.contains(hint), constraint.identifier == nil {
        constraint.id = hint
        usedNames.insert(hint)
      }
      indices[index] = kept.count
      var state = ConstraintState(constraint, isCreated: false)
      state.constant = entry.constant
      kept.append(state)
    }
    document.constraints = kept.map(\.constraint)
    state.constraints = kept
    var renamed = renaming
    renamed.constraints = indices
    rename(with: renamed)
    var controller = layout.controller
    controller.viewClasses = Dictionary(
      uniqueKeysWithValues: controller.viewClasses.compactMap { key, value in
        names[key].map { ($0, value) }
      })
    layout = CodeLayout(document: document, names: NameTable(), controller: controller)
    building = nil
  }

  /// Every value the evaluator keeps, with the views and constraints renamed.
  private mutating func rename(with renaming: Renaming) {
    state.properties = Dictionary(
      uniqueKeysWithValues: state.properties.compactMap { key, values in
        let instance: EvaluationState.Instance
        switch key {
        case .controller: instance = .controller
        case .view(let id):
          guard let new = renaming.views[id] else { return nil }
          instance = .view(new)
        }
        return (instance, values.mapValues { renaming.value($0) })
      })
    state.views = renaming.keys(state.views)
    state.targets = renaming.keys(state.targets)
    state.gestures = renaming.keys(state.gestures)
    state.objects = state.objects.map { object in
      switch object {
      case .gesture(let view, let selector):
        return .gesture(view: view.flatMap { renaming.views[$0] }, selector: selector)
      case .animator(var animator):
        animator.animations = animator.animations.map { renaming.closure($0) }
        animator.completions = animator.completions.map { renaming.closure($0) }
        return .animator(animator)
      default:
        return object
      }
    }
    for index in queue.indices {
      queue[index].closure = renaming.closure(queue[index].closure)
      queue[index].arguments = queue[index].arguments.map { renaming.value($0) }
    }
  }
}

/// The provisional ids of the views made in code, and the constraints' places, as they are
/// once the screen is built.
struct Renaming {
  var views: [ViewID: ViewID]
  var constraints: [Int: Int] = [:]

  func item(_ item: LayoutItem) -> LayoutItem? {
    switch item {
    case .view(let id): views[id].map(LayoutItem.view)
    case .safeArea(let id): views[id].map(LayoutItem.safeArea)
    case .guide(let id, let guide): views[id].map { .guide($0, guide) }
    case .internalGuide(let id, let index): views[id].map { .internalGuide($0, index) }
    case .topLayoutGuide, .bottomLayoutGuide: item
    }
  }

  func constraint(_ constraint: LayoutConstraint) -> LayoutConstraint? {
    var constraint = constraint
    guard let first = item(constraint.firstItem) else { return nil }
    constraint.firstItem = first
    if let second = constraint.secondItem {
      guard let renamed = item(second) else { return nil }
      constraint.secondItem = renamed
    }
    return constraint
  }

  func keys<T>(_ dictionary: [ViewID: T]) -> [ViewID: T] {
    Dictionary(
      uniqueKeysWithValues: dictionary.compactMap { key, value in views[key].map { ($0, value) } })
  }

  func closure(_ closure: Closure) -> Closure {
    var closure = closure
    closure.captured = closure.captured.mapValues { value($0) }
    closure.selfValue = value(closure.selfValue)
    return closure
  }

  func value(_ value: Value) -> Value {
    switch value {
    case .view(let id): return views[id].map(Value.view) ?? .unknown
    case .layer(let id): return views[id].map(Value.layer) ?? .unknown
    case .constraint(let index): return constraints[index].map(Value.constraint) ?? .unknown
    case .anchor(let anchored, let attribute):
      return item(anchored).map { .anchor($0, attribute) } ?? .unknown
    case .guide(let guide): return item(guide).map(Value.guide) ?? .unknown
    case .array(let elements): return .array(elements.map { self.value($0) })
    case .closure(let closure): return .closure(self.closure(closure))
    case .uikit(.configurationOf(let id)):
      return views[id].map { .uikit(.configurationOf($0)) } ?? .unknown
    default: return value
    }
  }
}
