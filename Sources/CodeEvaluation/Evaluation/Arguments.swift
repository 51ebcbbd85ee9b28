import Interface

/// A call's arguments, evaluated once, left to right.
struct Arguments {
  struct Item {
    var label: String?
    var value: Value
    var isTrailingClosure: Bool
  }

  var items: [Item]

  /// The labels as written (nil for none), trailing closures left out.
  var labels: [String?] { items.filter { !$0.isTrailingClosure }.map(\.label) }

  /// The labels with the trailing closures' too (nil for none).
  var allLabels: [String?] { items.map(\.label) }

  var values: [Value] { items.map(\.value) }

  func value(_ label: String) -> Value? { items.first { $0.label == label }?.value }

  func number(_ label: String) -> ValueExpression? {
    if case .number(let number)? = value(label) { return number }
    return nil
  }

  func constant(_ label: String) -> Double? { number(label)?.constantValue }

  /// The first unlabelled argument that is not a trailing closure.
  var first: Value? { items.first { $0.label == nil && !$0.isTrailingClosure }?.value }

  /// The closure given for `label`, by its label or as the first trailing closure left when
  /// the parameters taking closures are `closureLabels`, in order.
  func closure(_ label: String, closureLabels: [String]) -> Closure? {
    if case .closure(let closure)? = value(label) { return closure }
    let trailing = items.filter { $0.isTrailingClosure }
    let missing = closureLabels.filter { value($0) == nil }
    guard let position = missing.firstIndex(of: label), position < trailing.count,
      case .closure(let closure) = trailing[position].value
    else { return nil }
    return closure
  }

  /// Whether the call gives exactly these labels (trailing closures fill closure parameters).
  func matches(_ expected: [String?]) -> Bool {
    allLabels == expected
  }
}
