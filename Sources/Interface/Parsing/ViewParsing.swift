import Diagnostics
import Formatting
import Geometry
import XMLTree

extension ParseSession {
  /// Parses the views of a `<subviews>` into `views` (pre-order); returns their ids.
  mutating func subviews(
    _ element: SourceElement, parent: ViewID, into views: inout [View],
    constraints: inout [LayoutConstraint]
  ) -> [ViewID] {
    readNoAttributes(element)
    warnAboutText(in: element)
    var ids: [ViewID] = []
    for child in element.children {
      guard let kind = ViewKind(rawValue: child.name) else {
        let kinds = ViewKind.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: child.name, in: kinds).map {
          "; did you mean <\($0)>?"
        }
        log.error(
          "unknown view kind <\(child.name)> in <subviews>\(suggestion ?? "")"
            + " (the \(kinds.count) kinds are listed in docs/views.md)", at: child.location)
        continue
      }
      if let id = view(child, kind: kind, parent: parent, into: &views, constraints: &constraints) {
        ids.append(id)
      }
    }
    return ids
  }

  private mutating func view(
    _ element: SourceElement, kind: ViewKind, parent: ViewID, into views: inout [View],
    constraints: inout [LayoutConstraint]
  ) -> ViewID? {
    let attributes = read(element, allowed: ViewAttribute.common + ViewAttribute.kind(kind))
    // Without an id, or with one Declarations reported as bad or duplicate, the view is not
    // part of the document, but the rest is parsed for its own problems.
    let id = required(.id, in: attributes)?.value ?? ""
    let isDeclared = !id.isEmpty && declarations.viewElements[id] == element.location
    var view = View(id: id, kind: kind, parent: parent, location: element.location)
    readStyle(attributes, into: &view)
    readLayout(attributes, into: &view)
    readContent(attributes, into: &view)
    readKindContent(attributes, into: &view)
    let index = views.count
    if isDeclared { views.append(view) }
    var sawSection: Set<String> = []
    var subviewIDs: [ViewID] = []
    checkPlacement(of: &view, in: parent, element: element)
    if view.kind == .tableViewCell, attributes[.layoutMargins] == nil {
      view.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    }
    checkReference(of: view, in: views.last { $0.id == parent }, element: element)
    for child in element.children {
      if XMLName.kindChildren(kind).contains(child.name) {
        kindChild(child, of: &view, owner: element)
        continue
      }
      if XMLName.viewChildren.contains(child.name), !sawSection.insert(child.name).inserted {
        log.error("<\(element.name)> has more than one <\(child.name)>", at: child.location)
        continue
      }
      switch child.name {
      case XMLName.subviews:
        subviewIDs = subviews(child, parent: id, into: &views, constraints: &constraints)
      case XMLName.constraints:
        constraints += constraintList(child, owner: id)
      default:
        unknownElement(
          child, in: element, expected: XMLName.viewChildren + XMLName.kindChildren(kind))
      }
    }
    warnAboutText(in: element)
    guard isDeclared else { return nil }
    view.subviews = subviewIDs
    views[index] = view
    return id
  }

  /// Colors, opacity, border, clipping and transform: shared by the root and every view.
  mutating func readStyle(_ attributes: AttributeMap<ViewAttribute>, into view: inout View) {
    if let a = attributes[.backgroundColor], let c = color(a) { view.style.backgroundColor = c }
    if let a = attributes[.borderColor], let c = color(a) { view.style.borderColor = c }
    if let a = attributes[.tintColor], let c = color(a) { view.style.tintColor = c }
    if let a = attributes[.alpha], let v = number(a, minimum: 0, maximum: 1) {
      view.style.alpha = v
    }
    if let a = attributes[.hidden], let v = bool(a) { view.style.isHidden = v }
    if let a = attributes[.clipsToBounds], let v = bool(a) { view.style.clipsToBounds = v }
    if let a = attributes[.cornerRadius], let v = number(a, minimum: 0) {
      view.style.cornerRadius = v
    }
    if let a = attributes[.borderWidth], let v = number(a, minimum: 0) {
      view.style.borderWidth = v
    }
    if let a = attributes[.rotation], let v = number(a) { view.style.transform.rotation = v }
    if let a = attributes[.scale], let v = numbers(a, count: 2, names: "sx sy") {
      (view.style.transform.scaleX, view.style.transform.scaleY) = (v[0], v[1])
    }
    if let a = attributes[.translation], let v = numbers(a, count: 2, names: "tx ty") {
      (view.style.transform.translationX, view.style.transform.translationY) = (v[0], v[1])
    }
    if let a = attributes[.layoutMargins], let v = insetsValue(a, allowsNegative: true) {
      view.layoutMargins = v
    }
    if let a = attributes[.insetsLayoutMarginsFromSafeArea], let v = bool(a) {
      view.insetsLayoutMarginsFromSafeArea = v
    }
  }

  private mutating func readLayout(_ attributes: AttributeMap<ViewAttribute>, into view: inout View)
  {
    if let a = attributes[.frame], let v = numbers(a, count: 4, names: "x y width height") {
      if v[2] < 0 || v[3] < 0 {
        log.error("a frame's width and height must not be negative", at: a.valueLocation)
      } else {
        view.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
      }
    }
    if let a = attributes[.contentHuggingPriority], let v = axisPriorities(a) {
      view.contentHugging = v
    }
    if let a = attributes[.compressionResistancePriority], let v = axisPriorities(a) {
      view.compressionResistance = v
    }
    if let a = attributes[.intrinsicSize] { view.intrinsicSize = intrinsicSize(a) }
    if let a = attributes[.autoresizingMask] { view.autoresizingMask = autoresizingMask(a) }
    if let a = attributes[.designSize], let v = numbers(a, count: 2, names: "width height") {
      if v[0] < 0 || v[1] < 0 {
        log.error("a design size's width and height must not be negative", at: a.valueLocation)
      } else {
        view.designSize = Size(width: v[0], height: v[1])
      }
    }
  }

  /// `"w h"`, each a number ≥ 0, or `-1` / `infinite` for none on that axis (Interface
  /// Builder's `placeholderIntrinsicWidth`/`Height` write `infinite`).
  private mutating func intrinsicSize(_ a: SourceAttribute) -> IntrinsicSize? {
    let words = a.value.words()
    guard words.count == 2 else {
      log.error(
        "'intrinsicSize' takes 2 values (width height), not '\(a.value)'", at: a.valueLocation)
      return nil
    }
    var values: [Double?] = []
    for word in words {
      if word == "infinite" || word == "-1" {
        values.append(nil)
        continue
      }
      guard let value = number(word, "intrinsicSize", at: a.valueLocation) else { return nil }
      guard value >= 0 else {
        log.error(
          "an intrinsic size is at least 0, or -1 (or 'infinite') for none on that axis",
          at: a.valueLocation)
        return nil
      }
      values.append(value)
    }
    return IntrinsicSize(width: values[0], height: values[1])
  }

  /// Space-separated mask names (Interface Builder's or UIKit's); `""` or `none` is empty.
  private mutating func autoresizingMask(_ a: SourceAttribute) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    for word in a.value.words() where word != "none" {
      if let entry = AutoresizingMask.names.first(where: { $0.0 == word }) {
        mask.insert(entry.1)
      } else {
        let names = AutoresizingMask.names.map(\.0)
        log.error(
          "unknown autoresizing option '\(word)'\(Suggestion.didYouMean(word, in: names))"
            + " (options: \(names.prefix(6).joined(separator: ", ")), or UIKit's names)",
          at: a.valueLocation)
      }
    }
    return mask
  }

  private mutating func readContent(
    _ attributes: AttributeMap<ViewAttribute>, into view: inout View
  ) {
    var content = view.content
    content.text = attributes[.text]?.value
    content.title = attributes[.title]?.value
    content.placeholder = attributes[.placeholder]?.value
    content.image = attributes[.image]?.value
    if let a = attributes[.font] { content.font = font(a) }
    if let a = attributes[.textColor] { content.textColor = color(a) }
    if let a = attributes[.titleColor] { content.titleColor = color(a) }
    if let a = attributes[.textAlignment] { content.textAlignment = choice(a, TextAlignment.self) }
    if let a = attributes[.numberOfLines], let v = number(a, minimum: 0) {
      if v != v.rounded() {
        log.error(
          "'numberOfLines' is a whole number, not \(NumberText.message(v))", at: a.valueLocation)
      } else {
        content.numberOfLines = Int(v)
      }
    }
    if let a = attributes[.borderStyle] {
      content.borderStyle = choice(a, TextFieldBorderStyle.self)
    }
    if let a = attributes[.condenseText] { content.condensesText = bool(a) }
    if let a = attributes[.rowHeight], let v = number(a, minimum: 0) { content.rowHeight = v }
    if let a = attributes[.on] { content.isOn = bool(a) }
    if let a = attributes[.style] {
      switch view.kind {
      case .button: content.buttonStyle = choice(a, ButtonStyle.self)
      case .activityIndicator: content.indicatorStyle = choice(a, ActivityIndicatorStyle.self)
      default: break
      }
    }
    if let action = attributes[.action] {
      let name = action.value.trimmingSpaces()
      if Self.isMethodName(name) {
        view.action = name
      } else {
        log.error(
          "'action' names a method of the view controller, such as signIn or signIn:, not "
            + "'\(action.value)'", at: action.valueLocation)
      }
    }
    if let image = attributes[.image], let problem = Self.imagePathProblem(image.value) {
      log.error(problem, at: image.valueLocation)
      content.image = nil
    }
    view.content = content
  }
}

extension ParseSession {
  /// A method's name or Objective-C selector: letters, digits and `_`, with `:` after parts.
  static func isMethodName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_"
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ":"
    }
  }

  /// Images are read from the document's folder or below it, never from elsewhere.
  static func imagePathProblem(_ path: String) -> String? {
    let trimmed = path.trimmingSpaces()
    if trimmed.isEmpty { return "'image' is an empty path" }
    if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") {
      return "image path '\(trimmed)' must be relative to the document's folder"
    }
    if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/") {
      return "image path '\(trimmed)' must be a file path, not a URL"
    }
    if trimmed.split(separator: "/").contains("..") {
      return "image path '\(trimmed)' must not leave the document's folder ('..')"
    }
    return nil
  }
}
