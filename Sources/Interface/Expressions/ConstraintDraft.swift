import Diagnostics

/// A constraint as written, before its items are resolved: both spellings (storyboard
/// attributes and `eq`) produce one, and one resolver turns it into a `LayoutConstraint`.
struct ConstraintDraft {
  /// Nil means the view whose `<constraints>` holds the constraint.
  var firstItem: Located<String>?
  var firstAttribute: Located<String>?
  var relation: LayoutRelation = .equal
  var secondItem: Located<String>?
  var secondAttribute: Located<String>?
  var multiplier: Double = 1
  var multiplierLocation: SourceLocation?
  /// Nil when not written, so that `systemSpacing` may supply it.
  var constant: Double?
  var priority: LayoutPriority?
  var priorityLocation: SourceLocation?
}
