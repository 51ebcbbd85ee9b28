import Diagnostics
import Geometry
import Interface

/// A screen being built by the code (docs/code.md, Screens built in code): while the
/// controller's `viewDidLoad` runs with no layout given, the views the code makes join the
/// document, and what is set on them is their layout's value, not a change of the timeline.
struct ScreenBuild: Sendable {
  /// Views made so far, for their provisional ids.
  var made = 0
  /// The first local each view made in code was kept in (`let titleLabel = UILabel()` in
  /// `viewDidLoad`): its name when no property holds it.
  var localNames: [ViewID: String] = [:]
}

/// Values only a screen built in code uses.
package enum UIKitValue: Sendable, Hashable {
  case font(Font)
  /// `UIImage(systemName:)` (its name) or `UIImage(named:)` (nil): a placeholder.
  case image(String?)
  /// `UIButton.Configuration.filled()` and its kin.
  case configuration(ButtonStyle)
  /// A button's `configuration`, read to change one of its members.
  case configurationOf(ViewID)
}

extension CodeEvaluator {
  /// The UIKit classes made in code, as the format's kinds.
  static let viewKinds: [String: ViewKind] = [
    "UIView": .view, "UILabel": .label, "UIButton": .button, "UITextField": .textField,
    "UITextView": .textView, "UIImageView": .imageView, "UIStackView": .stackView,
    "UIScrollView": .scrollView, "UITableView": .tableView, "UICollectionView": .collectionView,
    "UIDatePicker": .datePicker, "UIPickerView": .pickerView,
    "UIActivityIndicatorView": .activityIndicator, "UISwitch": .switch, "UISlider": .slider,
    "UIStepper": .stepper, "UISegmentedControl": .segmentedControl,
    "UIProgressView": .progressView, "UIPageControl": .pageControl,
    "UINavigationBar": .navigationBar, "UIToolbar": .toolbar, "UITabBar": .tabBar,
    "UIVisualEffectView": .visualEffectView,
  ]

  /// A class of the program that is a view (its superclasses end in a UIKit view class).
  func customViewClass(_ type: String) -> String? {
    var current = type
    var seen: Set<String> = []
    while let declared = program.classes[current], seen.insert(current).inserted {
      guard let superclass = declared.superclass else { return nil }
      if Self.viewKinds[superclass] != nil { return type }
      current = superclass
    }
    return nil
  }

  /// `UILabel()`, `UIButton(type: .system)`, `LoginView()`: a new view, outside the tree until
  /// it is added; nil when no screen is being built or `type` makes no view.
  mutating func makeView(_ type: String, _ arguments: Arguments, at location: SourceLocation)
    -> Value?
  {
    guard building != nil else { return nil }
    if let custom = customViewClass(type) {
      return makeCustomView(custom, arguments, at: location)
    }
    guard let kind = Self.viewKinds[type] else { return nil }
    let id = newViewID()
    var view = View(id: id, kind: kind, parent: nil, location: location)
    switch kind {
    case .button:
      view.content.buttonStyle = .default
      if case .uikit(.configuration(let style))? = arguments.value("configuration") {
        view.content.buttonStyle = style
      }
    case .textField:
      view.content.borderStyle = TextFieldBorderStyle.none
    case .imageView:
      if case .uikit(.image(let name))? = arguments.first ?? arguments.value("image") {
        view.content.symbol = Self.symbol(name)
      }
    case .activityIndicator:
      let large = [.member("large"), .member("whiteLarge")].contains(arguments.value("style"))
      view.content.indicatorStyle = large ? .large : .medium
    case .segmentedControl:
      if case .array(let items)? = arguments.value("items") {
        view.content.segments = items.map { if case .string(let t) = $0 { t } else { "" } }
      }
    default:
      break
    }
    layout.document.views.append(view)
    if kind == .stackView, case .array(let list)? = arguments.value("arrangedSubviews") {
      for case .view(let child) in list { addSubview(child, to: id, at: location) }
    }
    return .view(id)
  }

  /// An SF Symbol placeholder: its name in a box of body text's size.
  static func symbol(_ name: String?) -> SymbolImage? {
    name.map { SymbolImage(name: $0, size: Size(width: 20, height: 20)) }
  }

  /// A view of a class of the program: its stored properties, then its initializer, run now.
  private mutating func makeCustomView(
    _ type: String, _ arguments: Arguments, at location: SourceLocation
  ) -> Value {
    let id = newViewID()
    layout.document.views.append(View(id: id, kind: .view, parent: nil, location: location))
    layout.controller.viewClasses[id] = type
    initialiseProperties(of: .view(id), className: type)
    let zero = RectValue(x: .number(0), y: .number(0), width: .number(0), height: .number(0))
    let found =
      program.method("init", labels: arguments.allLabels, in: type)
      ?? program.method("init", labels: ["frame"], in: type)
    if let (initializer, owner) = found {
      let given = arguments.items.isEmpty ? [Value.rect(zero)] : arguments.values
      _ = invoke(initializer, of: owner, on: .view(id), arguments: given, at: location)
    }
    return .view(id)
  }

  private mutating func newViewID() -> ViewID {
    building?.made += 1
    return "#view\(building?.made ?? 0)"
  }

  /// `parent.addSubview(child)` (and `addArrangedSubview`): the child moves to the end of the
  /// parent's subviews.
  mutating func addSubview(_ child: ViewID, to parent: ViewID, at location: SourceLocation) {
    guard child != parent, !chain(from: parent).contains(child) else {
      return warn("adding a view to itself or to one of its subviews", at: location)
    }
    insertSubview(child, into: parent, at: nil)
  }

  /// Puts `child` among `parent`'s subviews at `position` (the end when nil).
  mutating func insertSubview(_ child: ViewID, into parent: ViewID, at position: Int?) {
    var views = layout.document.views
    if let old = views.firstIndex(where: { $0.id == child }).flatMap({ views[$0].parent }),
      let index = views.firstIndex(where: { $0.id == old })
    {
      views[index].subviews.removeAll { $0 == child }
    }
    if let index = views.firstIndex(where: { $0.id == child }) { views[index].parent = parent }
    if let index = views.firstIndex(where: { $0.id == parent }) {
      let place = min(max(position ?? .max, 0), views[index].subviews.count)
      views[index].subviews.insert(child, at: place)
    }
    layout.document.views = views
  }

  /// Changes one view of the document being built.
  mutating func editView(_ id: ViewID, _ body: (inout View) -> Void) {
    guard let index = layout.document.index(of: id) else { return }
    var views = layout.document.views
    body(&views[index])
    layout.document.views = views
  }
}
