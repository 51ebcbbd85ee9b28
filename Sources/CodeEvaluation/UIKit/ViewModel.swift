import Diagnostics
import Geometry
import Interface

/// The views' current values (the layout's, or the code's where it changed them) and how a
/// change to one is recorded: in the running animation's block, else at once.
extension CodeEvaluator {
  func documentView(_ id: ViewID) -> View? { layout.document.view(id) }

  func kind(of id: ViewID) -> ViewKind? { documentView(id)?.kind }

  /// The class of a view as the program knows it: a storyboard's `customClass`, else the
  /// declared type of the property that holds it.
  func viewClass(_ id: ViewID) -> String? {
    if let name = layout.customClasses[id], program.classes[name] != nil { return name }
    for property in program.storedProperties(of: className) {
      guard let type = property.typeName, program.classes[type] != nil,
        state.properties[.controller]?[property.name] == .view(id)
      else { continue }
      return type
    }
    return nil
  }

  /// A numeric property's value now.
  func number(_ property: NumericProperty, of id: ViewID) -> ValueExpression {
    if let value = state.views[id]?.numbers[property] { return value }
    return .number(initialNumber(property, of: id))
  }

  private func initialNumber(_ property: NumericProperty, of id: ViewID) -> Double {
    guard let view = documentView(id) else { return 0 }
    let style = view.style
    switch property {
    case .alpha: return style.alpha
    case .cornerRadius: return style.cornerRadius
    case .borderWidth: return style.borderWidth
    case .rotation: return style.transform.rotation
    case .scaleX: return style.transform.scaleX
    case .scaleY: return style.transform.scaleY
    case .translationX: return style.transform.translationX
    case .translationY: return style.transform.translationY
    case .boundsOriginX: return view.kind.isScrollView ? view.content.contentOffset?.x ?? 0 : 0
    case .boundsOriginY: return view.kind.isScrollView ? view.content.contentOffset?.y ?? 0 : 0
    }
  }

  func color(_ property: ColorProperty, of id: ViewID) -> Color? {
    if let value = state.views[id]?.colors[property] { return value }
    guard let view = documentView(id) else { return nil }
    switch property {
    case .backgroundColor: return view.style.backgroundColor
    case .borderColor: return view.style.borderColor
    case .tintColor: return view.style.tintColor
    case .textColor: return view.content.textColor
    case .titleColor: return view.content.titleColor
    }
  }

  func text(_ property: TextProperty, of id: ViewID) -> String? {
    if let value = state.views[id]?.texts[property] { return value }
    switch property {
    case .text: return documentView(id)?.content.text
    case .title: return documentView(id)?.content.title
    }
  }

  func isHidden(_ id: ViewID) -> Bool {
    state.views[id]?.isHidden ?? documentView(id)?.style.isHidden ?? false
  }

  func isOn(_ id: ViewID) -> Bool {
    state.views[id]?.isOn ?? documentView(id)?.content.isOn ?? false
  }

  /// The transform now: the code's, or the layout's parts composed.
  func transform(of id: ViewID) -> AffineTransform {
    if let value = state.views[id]?.transform { return value }
    let parts = documentView(id)?.style.transform ?? ViewTransform()
    return AffineTransform.scale(parts.scaleX, parts.scaleY)
      .concatenating(.rotation(parts.rotation * .pi / 180))
      .concatenating(.translation(parts.translationX, parts.translationY))
  }

  /// Records a view property change and keeps its new value.
  mutating func record(_ change: PropertyChange, of id: ViewID, at location: SourceLocation) {
    let entry = Change(.set(id, [change]), at: location)
    if let animation, !withoutAnimation {
      recorder.append(entry, to: animation.block)
    } else {
      recorder.immediate(entry, anchor: anchor)
    }
    var values = state.views[id] ?? ViewValues()
    switch change {
    case .number(let property, let value): values.numbers[property] = value
    case .color(let property, let value): values.colors[property] = value
    case .text(let property, let value): values.texts[property] = value
    case .hidden(let value): values.isHidden = value
    case .on(let value): values.isOn = value
    case .buttonStyle, .rotationDirection: break
    }
    state.views[id] = values
    normalize(id)
  }

  /// Drops the values that are the layout's again, so equal screens are equal states.
  mutating func normalize(_ id: ViewID) {
    guard var values = state.views[id], let view = documentView(id) else { return }
    for (property, value) in values.numbers
    where value.constantValue == initialNumber(property, of: id) {
      values.numbers[property] = nil
    }
    for (property, value) in values.colors {
      let initial: Color? =
        switch property {
        case .backgroundColor: view.style.backgroundColor
        case .borderColor: view.style.borderColor
        case .tintColor: view.style.tintColor
        case .textColor: view.content.textColor
        case .titleColor: view.content.titleColor
        }
      if initial == value { values.colors[property] = nil }
    }
    if values.isHidden == view.style.isHidden { values.isHidden = nil }
    if values.isOn == (view.content.isOn ?? false) { values.isOn = nil }
    if values.texts[.text] == view.content.text { values.texts[.text] = nil }
    if values.texts[.title] == view.content.title { values.texts[.title] = nil }
    if let transform = values.transform {
      let parts = view.style.transform
      let initial = AffineTransform.scale(parts.scaleX, parts.scaleY)
        .concatenating(.rotation(parts.rotation * .pi / 180))
        .concatenating(.translation(parts.translationX, parts.translationY))
      if transform.parts.map({
        $0 == (parts.rotation, parts.scaleX, parts.scaleY, parts.translationX, parts.translationY)
      }) == true
        || transform == initial
      {
        values.transform = nil
      }
    }
    state.views[id] = values.isEmpty ? nil : values
  }

  /// A constraint change: it waits for the next layout pass (docs/code.md, Where
  /// layoutIfNeeded() sits).
  mutating func recordLayout(_ action: Change.Action, at location: SourceLocation) {
    pending.append(Change(action, at: location))
  }

  /// `layoutIfNeeded()`: the changes waiting for layout join the running animation, or jump.
  mutating func layoutIfNeeded() {
    let changes = pending
    pending = []
    for change in changes {
      if let animation, !withoutAnimation {
        recorder.append(change, to: animation.block)
      } else {
        recorder.immediate(change, anchor: anchor)
      }
    }
  }

  /// The end of a turn of the run loop: what waits for layout is laid out, without animation.
  mutating func flushPending() {
    animation = nil
    withoutAnimation = false
    layoutIfNeeded()
  }

  /// A switch turned on or off; the knob slides with the running animation, else at once.
  mutating func setSwitch(_ id: ViewID, on: Bool, animated: Bool, at location: SourceLocation) {
    guard kind(of: id) == .switch else {
      warn("'isOn' on a view that is not a switch", at: location)
      return
    }
    record(.on(on), of: id, at: location)
  }
}
