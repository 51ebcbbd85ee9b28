import Diagnostics
import Formatting
import Geometry
import Interface
import XMLTree

/// A view's kind, placement, style, priorities, intrinsic size and margins.
extension ImportSession {
  mutating func makeView(
    _ element: SourceElement, id: ViewID, parent: ViewID, placement: Placement
  ) -> View {
    let kind = self.kind(of: element)
    var view = View(id: id, kind: kind, parent: parent, location: element.location)
    readFrame(element, placement: placement, isTop: parent == .root, into: &view)
    readStyle(element, into: &view)
    view.contentHugging = AxisPriorities(
      horizontal: priority(element, "horizontalHuggingPriority", default: 250),
      vertical: priority(element, "verticalHuggingPriority", default: 250))
    view.compressionResistance = AxisPriorities(
      horizontal: priority(element, "horizontalCompressionResistancePriority", default: 750),
      vertical: priority(element, "verticalCompressionResistancePriority", default: 750))
    view.layoutMargins = margins(of: element, kind: kind, parent: parent)
    if element.flag(.preservesSuperviewLayoutMargins) {
      view.layoutMargins = preserving(view.layoutMargins, of: element, in: parent)
    }
    view.insetsLayoutMarginsFromSafeArea =
      variations.attribute(.insetsLayoutMarginsFromSafeArea, of: element)?.value != "NO"
    readContent(element, into: &view)
    readIntrinsicSize(element, into: &view)
    // IB stores the label a screen reader says as `<accessibility label="…">`.
    if let label = element.child("accessibility", key: "accessibilityConfiguration")?
      .value(.label)?.trimmingSpaces(), !label.isEmpty
    {
      view.accessibilityLabel = label
    }
    if case .unknown = KindTable.mapping(element.name) {
      view.style.backgroundColor = Color(rgba8: 242, 242, 247)
      view.style.borderColor = Color(rgba8: 142, 142, 147)
      view.style.borderWidth = 1
    }
    return view
  }

  /// The element's kind; custom classes and views without a kind of their own are noted once.
  private mutating func kind(of element: SourceElement) -> ViewKind {
    switch KindTable.mapping(element.name) {
    case .kind(let kind):
      if let custom = element.value(.customClass), notedClasses.insert(custom).inserted {
        log.append(
          Diagnostic(
            .note,
            "custom class '\(custom)' is drawn as its base class, "
              + "\(KindTable.uikitClass(element.name)) (<\(kind.rawValue)>)",
            at: element.location))
      }
      return kind
    case .plain(let description):
      if notedClasses.insert(element.name).inserted {
        log.append(
          Diagnostic(
            .note, "<\(element.name)> (a \(description)) is drawn as a plain view",
            at: element.location))
      }
      return .view
    case .unknown:
      log.warning(
        "unknown view element <\(element.name)>; it is drawn as a placeholder box at its stored "
          + "frame", at: element.location)
      return .view
    }
  }

  private mutating func readFrame(
    _ element: SourceElement, placement: Placement, isTop: Bool, into view: inout View
  ) {
    guard let rect = element.storedFrame else { return }
    checkFrame(rect, isTop: isTop)
    let size = storedSize(of: element)
    if isTop {
      view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
      view.autoresizingMask = [.widthSizable, .heightSizable]
      return
    }
    switch placement {
    case .constraints, .arranged:
      // What Xcode showed settles what the constraints leave free (docs/storyboards.md,
      // Ambiguous layouts).
      view.designFrame = Rect(
        x: rect.number(.x) ?? 0, y: rect.number(.y) ?? 0, width: size.width,
        height: size.height)
      return
    case .frame, .container:
      view.frame = Rect(
        x: rect.number(.x) ?? 0, y: rect.number(.y) ?? 0, width: size.width,
        height: size.height)
    }
    view.autoresizingMask = mask(element.child("autoresizingMask", key: "autoresizingMask"))
    // Cells follow their table's width, content views their cell (UIKit lays them out so).
    if view.kind.isCell || element.name == "collectionReusableView" {
      view.autoresizingMask.insert(.widthSizable)
    } else if placement == .container {
      view.autoresizingMask.formUnion([.widthSizable, .heightSizable])
    }
  }

  private func mask(_ element: SourceElement?) -> AutoresizingMask {
    guard let element else { return [] }
    var mask: AutoresizingMask = []
    for (name, option) in AutoresizingMask.names.prefix(6) where element.flag(name) {
      mask.insert(option)
    }
    return mask
  }

  private mutating func readStyle(_ element: SourceElement, into view: inout View) {
    func name(_ property: ViewProperty) -> String { property.spelling.interfaceBuilder[0] }
    if let color = color(element, key: name(.color(.backgroundColor))) {
      view.style.backgroundColor = color
    }
    if let color = color(element, key: name(.color(.tintColor))) { view.style.tintColor = color }
    if let alpha = variations.attribute(name(.number(.alpha)), of: element).flatMap({
      IBNumber.parse($0.value)
    }) {
      view.style.alpha = max(0, min(1, alpha))
    }
    view.style.isHidden = variations.attribute(name(.hidden), of: element)?.value == "YES"
    view.style.clipsToBounds = element.flag(name(.clipsToBounds))
    for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
      guard let path = attribute.value(.keyPath),
        let value = attribute.child("real", key: "value")?.number(.value)
          ?? attribute.child("integer", key: "value")?.number(.value)
          ?? attribute.number(.value)
      else { continue }
      switch ViewProperty(interfaceBuilder: path) {
      case .number(.cornerRadius)?: view.style.cornerRadius = max(0, value)
      case .number(.borderWidth)?: view.style.borderWidth = max(0, value)
      default: break
      }
    }
  }

  /// A `<color key="…">` child, read through the document's resources; a color that cannot be
  /// read is a warning.
  mutating func color(_ element: SourceElement, key: String) -> Color? {
    guard let child = variations.child("color", key: key, of: element) else { return nil }
    switch IBColor.read(child, resources: source.resources) {
    case .success(let color): return color
    case .failure(let problem):
      log.warning("\(problem.message); '\(key)' is left at its default", at: child.location)
      return nil
    }
  }

  private mutating func priority(
    _ element: SourceElement, _ name: String, default value: Double
  ) -> Double {
    guard let attribute = element.attribute(name),
      let number = number(attribute, instead: "\(NumberText.message(value)) is used")
    else { return value }
    return max(1, min(1000, number))
  }

  /// Layout margins as Xcode's canvas gives them, without the safe area (which the layout adds
  /// for views that inset their margins from it): stored margins win; a top view has 0 above
  /// and below and 16 or 20 at the sides (by its width), raised to that minimum when stored
  /// smaller; a cell's content view 11 above and below and 16 or 20 at the sides (8 after an
  /// accessory; 8 all round before Xcode 9); a stack view 0; other views 8.
  private func margins(of element: SourceElement, kind: ViewKind, parent: ViewID) -> EdgeInsets {
    let isTop = parent == .root
    let side = SceneCanvas.sideMargin(width: isTop ? canvas.rootSize.width : 0)
    if let stored = storedMargins(element) {
      guard isTop, let controller = scene.controller,
        controller.value(.viewRespectsSystemMinimumLayoutMargins) != "NO"
      else { return stored }
      return EdgeInsets(
        top: stored.top, left: max(stored.left, side), bottom: stored.bottom,
        right: max(stored.right, side))
    }
    if isTop, !kind.isCell { return EdgeInsets(top: 0, left: side, bottom: 0, right: side) }
    if element.name == "tableViewCellContentView" {
      return cellContentMargins(element, cell: parent)
    }
    if kind == .stackView { return .zero }
    return .defaultMargins
  }

  /// `preservesSuperviewLayoutMargins`: on each side, the larger of the view's own margin and
  /// the part of its superview's that reaches into it (UIKit's `UIView` reference: "the
  /// smallest amount needed to ensure that content is also inside the superview's margins"),
  /// from the frames Xcode stored.
  private func preserving(_ own: EdgeInsets, of element: SourceElement, in parent: ViewID)
    -> EdgeInsets
  {
    guard parent != .root, let outer = views.last(where: { $0.id == parent }),
      let frame = element.storedFrame, let owner = elements[parent]
    else { return own }
    let size = storedSize(of: owner)
    let x = frame.number(.x) ?? 0
    let y = frame.number(.y) ?? 0
    let inner = storedSize(of: element)
    let theirs = outer.layoutMargins
    return EdgeInsets(
      top: max(own.top, theirs.top - y), left: max(own.left, theirs.left - x),
      bottom: max(own.bottom, theirs.bottom - (size.height - y - inner.height)),
      right: max(own.right, theirs.right - (size.width - x - inner.width)))
  }

  func storedMargins(_ element: SourceElement) -> EdgeInsets? {
    if let insets = variations.child("edgeInsets", key: "layoutMargins", of: element) {
      return EdgeInsets(
        top: insets.number(.top) ?? 0, left: insets.number(.left) ?? 0,
        bottom: insets.number(.bottom) ?? 0, right: insets.number(.right) ?? 0)
    }
    if let insets = variations.child(
      "directionalEdgeInsets", key: "directionalLayoutMargins", of: element)
    {
      return EdgeInsets(
        top: insets.number(.top) ?? 0, left: insets.number(.leading) ?? 0,
        bottom: insets.number(.bottom) ?? 0, right: insets.number(.trailing) ?? 0)
    }
    return nil
  }

  private func cellContentMargins(_ element: SourceElement, cell id: ViewID) -> EdgeInsets {
    if source.toolsVersion < XcodeEra.cellMargins { return .defaultMargins }
    let cell = elements[id]
    let table = views.first { $0.id == id }?.parent.flatMap { elements[$0] }
    let tableWidth = table.map { storedSize(of: $0).width } ?? storedSize(of: element).width
    let side = SceneCanvas.sideMargin(width: tableWidth)
    let accessory =
      (cell?.value(.accessoryType) ?? "none") != "none" || cell?.child(key: "accessoryView") != nil
    return EdgeInsets(top: 11, left: side, bottom: 11, right: accessory ? 8 : side)
  }
}
