import Cassowary
import Diagnostics
import Geometry
import Interface
import Typography

/// Auto Layout on Cassowary: the document's constraints, intrinsic sizes and fixed frames in an
/// incremental solver, changed in place as states and blocks change the model.
///
/// Layout's contract: `solve()` returns every view's frame in layout space (root coordinates,
/// bounds origins left out; docs/format.md, Layout); required constraints hold exactly, optional
/// ones in strict priority order. Changes touch only what they change: a constant through its
/// marker column, an activation by one add or remove. A conflict among required constraints breaks
/// the constraint being added or changed, as UIKit does, and records an error listing the minimal
/// conflicting set.
package struct LayoutEngine: Sendable {
  /// Where a constraint comes from.
  package enum Source: Sendable, Hashable {
    case declared
    case addedByChange
    case intrinsicSize(ViewID)
    /// A fixed frame, with its autoresizing mask.
    case fixedFrame(ViewID)
    /// A stack view's arrangement of its subviews.
    case stack(ViewID)
    /// A table or collection view placing its cells.
    case cells(ViewID)
    /// A scroll view's content layout guide starting at its content's origin.
    case scrollContent(ViewID)
    /// The frame the file's tool showed (`designFrame`), weaker than every constraint.
    case designFrame(ViewID)
    case root

    /// Whether a file can name the constraint (`constraint=`, `match=`, `REF.constant`).
    package var isNameable: Bool { self == .declared || self == .addedByChange }
  }

  /// A constraint of the model, active or not, with its place in the solver.
  package struct Slot: Sendable {
    package var constraint: LayoutConstraint
    package var source: Source
    var solverID: ConstraintID?
    /// Active in the model but left out of the solver because it conflicted.
    package var isBroken = false
    /// Replaced by a newer arrangement (a stack after a view's `hidden` changed): inactive
    /// for good.
    package var isRetired = false
  }

  /// Context for a diagnostic: which block or state made the change, and where.
  package struct ChangeContext: Sendable {
    package var description: String
    package var location: SourceLocation

    package init(_ description: String, at location: SourceLocation) {
      self.description = description
      self.location = location
    }
  }

  package internal(set) var slots: [Slot] = []
  /// The slots of nameable constraints (declared, or added by a change) by id and by
  /// identifier, in slot order: changes name constraints by the thousand, and a search of
  /// every slot for each would make a large scene's replay quadratic.
  package internal(set) var nameableSlots: [String: [Int]] = [:]
  package internal(set) var diagnostics: [Diagnostic] = []
  var solver = Solver()
  var space = LayoutSpace()
  let views: [View]
  let viewsByID: [ViewID: View]
  let parents: [ViewID: ViewID]
  let size: Size
  let systemFont: SystemFont
  let documentLocation: SourceLocation
  let conflictSeverity: Severity
  /// How messages name the views.
  let naming: ViewNaming
  /// Labels whose height follows their solved width: their text, the slots of their intrinsic
  /// height constraints, and the lines they were last given.
  var wrapping: [(id: ViewID, text: ViewText, heightSlots: [Int], lines: Int)] = []
  /// Intrinsic sizes in alignment terms (nil on an axis: none).
  var intrinsicSizes: [ViewID: (width: Double?, height: Double?)] = [:]
  /// Views hidden now, for stack views to arrange around.
  package internal(set) var hiddenViews: Set<ViewID> = []
  /// Each stack view's current arrangement slots.
  var stackSlots: [ViewID: [Int]] = [:]
  /// Collection view cells: the slots of their x and y constraints, and their index.
  var flowSlots: [(collection: ViewID, x: Int, y: Int, index: Int)] = []
  /// The document's pixels per point: solved frames are rounded to its grid.
  let pixelScale: Double?
  /// What the constraints left free before the design frames settled it.
  var designAmbiguity: [(view: View, axis: LayoutAttribute.Axis, unknowns: [String])] = []
  /// The slots whose constraints read a safe area (`LayoutSpace.safeAreaReaders`), and those
  /// that name a readable content guide: what a solve settles again, found once per slot
  /// rather than by a search of every slot after every solve.
  var safeAreaSlots: [Int] = []
  var readableGuideSlots: [Int] = []

  package init(_ document: InterfaceDocument) {
    views = document.views
    viewsByID = Dictionary(document.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    size = document.size
    systemFont = document.systemFont
    documentLocation = document.location
    conflictSeverity = document.conflictSeverity
    naming = document.naming
    pixelScale = document.pixelScale
    parents = Dictionary(
      uniqueKeysWithValues: document.views.compactMap { view in view.parent.map { (view.id, $0) } })
    space.rootSafeArea = document.safeAreaInsets
    space.parents = parents
    for view in document.views {
      space.variables[view.id] = ViewVariables(view.id, solver: &solver)
      space.margins[view.id] = view.layoutMargins
      if view.insetsLayoutMarginsFromSafeArea { space.marginsIncludeSafeArea.insert(view.id) }
      space.alignmentInsets[view.id] = AlignmentInsets.of(view.kind)
      if view.style.isHidden { hiddenViews.insert(view.id) }
      if view.kind.isScrollView {
        space.scrollViews.insert(view.id)
        space.boundsOrigins[view.id] = view.content.contentOffset
      }
    }
    space.scrollingContent = Self.scrollingContent(document.views)
    // Before any constraint: constraints on scroll views' subviews may use their content.
    for view in document.views { addScrollContentGuide(view) }
    addRootConstraints(at: document.location)
    for view in document.views where view.id != .root {
      addViewConstraints(view)
    }
    // Arrangements need every view's intrinsic size: after all of them, inner stacks before
    // outer ones (whose baselines may come from them).
    for view in document.views {
      if view.kind == .tableView { placeTableCells(view) }
      if view.kind == .collectionView { placeCollectionCells(view) }
    }
    for view in document.views.reversed() where view.kind == .stackView {
      arrange(view.id, context: nil)
    }
    for constraint in document.constraints {
      append(constraint, source: .declared, context: nil)
    }
    addDesignFrames()
  }

  /// Views inside a scroll view's content or a cell, and cells.
  private static func scrollingContent(_ views: [View]) -> Set<ViewID> {
    var result = Set<ViewID>()
    let kinds = Dictionary(views.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
    for view in views {
      guard let parent = view.parent else { continue }
      let parentKind = kinds[parent]
      if view.kind.isCell || result.contains(parent) || parentKind?.isScrollView == true
        || parentKind?.isCell == true
      {
        result.insert(view.id)
      }
    }
    return result
  }

  private mutating func addRootConstraints(at location: SourceLocation) {
    let root = LayoutItem.view(.root)
    for (attribute, value) in [
      (LayoutAttribute.left, 0.0), (.top, 0), (.width, size.width), (.height, size.height),
    ] {
      append(
        LayoutConstraint(
          firstItem: root, firstAttribute: attribute, constant: value, location: location),
        source: .root, context: nil)
    }
  }

  /// Fixed frames become required constraints (UIKit's autoresizing-mask constraints);
  /// intrinsic sizes enter with the view's hugging and compression resistance.
  private mutating func addViewConstraints(_ view: View) {
    let item = LayoutItem.view(view.id)
    if let frame = view.frame, let parent = view.parent {
      addAutoresizingConstraints(view, frame: frame, in: parent)
    }
    let content = IntrinsicContent(of: view, systemFont: systemFont, scale: pixelScale)
    intrinsicSizes[view.id] = (content.width, content.height)
    space.firstBaselines[view.id] = content.firstBaseline
    space.lastBaselines[view.id] = content.lastBaseline
    let axes: [(LayoutAttribute, Double?, Double, Double)] = [
      (
        .width, content.width, view.compressionResistance.horizontal, view.contentHugging.horizontal
      ),
      (.height, content.height, view.compressionResistance.vertical, view.contentHugging.vertical),
    ]
    var heightSlots: [Int] = []
    for (attribute, value, resistance, hugging) in axes {
      guard let value else { continue }
      for (relation, priority) in [
        (LayoutRelation.greaterThanOrEqual, resistance), (.lessThanOrEqual, hugging),
      ] {
        let slot = append(
          LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, constant: value,
            priority: LayoutPriority(priority), location: view.location),
          source: .intrinsicSize(view.id), context: nil)
        if attribute == .height { heightSlots.append(slot) }
      }
    }
    if let text = content.wrappingText {
      wrapping.append((view.id, text, heightSlots, 1))
    }
  }

  // MARK: - Changes

  /// Adds a constraint to the model (and to the solver when it is active); returns its slot.
  @discardableResult
  package mutating func append(
    _ constraint: LayoutConstraint, source: Source, context: ChangeContext?
  ) -> Int {
    slots.append(Slot(constraint: constraint, source: source))
    let index = slots.count - 1
    if source.isNameable {
      // A constraint whose id and identifier are the same name is listed once.
      for name in Set([constraint.id, constraint.identifier].compactMap { $0 }) {
        nameableSlots[name, default: []].append(index)
      }
    }
    makeGuideVariables(for: constraint)
    if !space.safeAreaReaders(of: constraint).isEmpty { safeAreaSlots.append(index) }
    if Self.namesReadableGuide(constraint) { readableGuideSlots.append(index) }
    if constraint.isActive { enter(index, context: context) }
    return index
  }

  package mutating func setActive(_ index: Int, _ isActive: Bool, context: ChangeContext?) {
    guard slots[index].constraint.isActive != isActive, !slots[index].isRetired else { return }
    slots[index].constraint.isActive = isActive
    if isActive {
      enter(index, context: context)
    } else {
      leave(index)
    }
  }

  package mutating func setConstant(_ index: Int, to value: Double, context: ChangeContext?) {
    slots[index].constraint.constant = value
    enterTranslatedConstant(of: index, context: context)
  }

  /// Enters a constraint's translation again after a value it reads has changed (a wrapping
  /// label's last baseline, a readable content guide's insets, a scroll view's frame guide):
  /// the constraint is the same, the constant of its linear form is not.
  mutating func translateAgain(_ index: Int, context: ChangeContext? = nil) {
    enterTranslatedConstant(of: index, context: context)
  }

  /// Gives the solver the constant of the constraint's current translation.
  private mutating func enterTranslatedConstant(of index: Int, context: ChangeContext?) {
    guard let id = slots[index].solverID else { return }
    let translated = space.constraint(for: slots[index].constraint)
    do {
      try solver.setConstant(id, to: translated.expression.constant)
    } catch {
      // The new constant conflicts: break the constraint, as UIKit does.
      try? solver.remove(id)
      slots[index].solverID = nil
      reportConflict(index, context: context)
    }
  }

  package mutating func setPriority(
    _ index: Int, to priority: LayoutPriority, context: ChangeContext?
  ) {
    slots[index].constraint.priority = priority
    guard slots[index].constraint.isActive else { return }
    leave(index)
    enter(index, context: context)
  }

  /// Guides with unknowns of their own get them when a constraint first names them.
  private mutating func makeGuideVariables(for constraint: LayoutConstraint) {
    for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
      switch item {
      case .internalGuide, .guide(_, .contentLayoutGuide):
        if space.guideVariables[item] == nil {
          space.guideVariables[item] = ViewVariables(item.description, solver: &solver)
        }
      default:
        break
      }
    }
  }

  mutating func enter(_ index: Int, context: ChangeContext?) {
    slots[index].isBroken = false
    do {
      slots[index].solverID = try solver.add(space.constraint(for: slots[index].constraint))
    } catch {
      reportConflict(index, context: context)
    }
  }

  mutating func leave(_ index: Int) {
    if let id = slots[index].solverID { try? solver.remove(id) }
    slots[index].solverID = nil
    slots[index].isBroken = false
  }
}
