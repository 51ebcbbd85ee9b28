import Diagnostics

/// A value with the place in the source it came from.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  package var value: Value
  package var location: SourceLocation

  package init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
