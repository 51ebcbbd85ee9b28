import Diagnostics
import Geometry
import Interface

/// A value as the evaluator knows it (docs/code.md, How the code is run).
///
/// Numbers are `ValueExpression`s: a constant when the code computes it, or an expression that
/// reads the layout (`button.frame.maxY` is `button.maxY` in root coordinates) for the replay
/// to evaluate at the block's moment. Views, layers and constraints are references to the
/// layout; animators and Core Animation objects are references to `EvaluationState.objects`.
package indirect enum Value: Sendable, Hashable {
  case number(ValueExpression)
  case bool(Bool)
  case string(String)
  /// `nil`.
  case none
  /// The view controller whose events run (`self` in its methods).
  case controller
  case view(ViewID)
  /// `view.layer`.
  case layer(ViewID)
  /// An index into `EvaluationState.constraints`.
  case constraint(Int)
  /// `view.topAnchor`, `view.safeAreaLayoutGuide.leadingAnchor`, …
  case anchor(LayoutItem, LayoutAttribute)
  /// `view.safeAreaLayoutGuide`, `view.layoutMarginsGuide`.
  case guide(LayoutItem)
  case color(Color)
  case transform(AffineTransform)
  case rect(RectValue)
  case point(x: ValueExpression, y: ValueExpression)
  case size(width: ValueExpression, height: ValueExpression)
  /// `UIEdgeInsets`: a view's `safeAreaInsets`.
  case insets(EdgeInsets)
  /// An implicit member or enumeration case: `.curveEaseIn`, `.top`, `.normal`, `.open`.
  case member(String)
  case array([Value])
  case closure(Closure)
  /// A type used as a value: `UIView`, `NSLayoutConstraint`, `DispatchQueue.main`.
  case type(String)
  /// An index into `EvaluationState.objects` (animators, animations, timing parameters).
  case object(Int)
  /// A value the code computes from something the reader does not model; it was reported
  /// where it arose.
  case unknown

  /// A constant number.
  package static func constant(_ value: Double) -> Value { .number(.number(value)) }

  /// The number's value when it is known now.
  package var constantNumber: Double? {
    if case .number(let expression) = self { return expression.constantValue }
    return nil
  }

  package var isUnknown: Bool { self == .unknown }
}

/// A `CGRect` whose numbers may read the layout.
package struct RectValue: Sendable, Hashable {
  package var x: ValueExpression
  package var y: ValueExpression
  package var width: ValueExpression
  package var height: ValueExpression

  package init(
    x: ValueExpression, y: ValueExpression, width: ValueExpression, height: ValueExpression
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A closure or block, with the locals it captured (by value) and its `self`.
package struct Closure: Sendable, Hashable {
  package var parameters: [String]
  package var body: [Statement]
  package var captured: [String: Value]
  package var selfValue: Value
  /// The method that made it, which names the blocks it starts.
  package var methodName: String?
  package var location: SourceLocation

  package init(
    parameters: [String], body: [Statement], captured: [String: Value], selfValue: Value,
    methodName: String?, location: SourceLocation
  ) {
    self.parameters = parameters
    self.body = body
    self.captured = captured
    self.selfValue = selfValue
    self.methodName = methodName
    self.location = location
  }
}
