import Diagnostics
import XMLTree

/// A table of the attributes an element takes: an enumeration whose cases are the names.
///
/// Reading goes through the table: an element's attributes are looked up by case, never by a
/// string, so a name is written once (in the table) and cannot be read without being in it;
/// `ArchitectureTests` checks that every name a table allows is read somewhere.
protocol AttributeName: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

/// The attributes of one element, checked against the names the element accepts.
///
/// Looking up a name the element does not accept gives nothing, even when the element has the
/// attribute (which was reported as unknown): an attribute is read only where it is allowed.
struct AttributeMap<Name: AttributeName> {
  let element: SourceElement
  let allowed: Set<Name>

  subscript(name: Name) -> SourceAttribute? {
    allowed.contains(name) ? element.attribute(name.rawValue) : nil
  }
}

extension ParseSession {
  /// The element's attributes; an attribute outside `allowed` (and `alsoAllowed`, names a
  /// table of another kind reads) is an error with a "did you mean".
  mutating func read<Name: AttributeName>(
    _ element: SourceElement, allowed: [Name], alsoAllowed: [String] = []
  ) -> AttributeMap<Name> {
    let names = allowed.map(\.rawValue) + alsoAllowed
    for attribute in element.attributes where !names.contains(attribute.name) {
      var message = "unknown attribute '\(attribute.name)' on <\(element.name)>"
      message += Suggestion.didYouMean(attribute.name, in: names)
      log.error(message, at: attribute.location)
    }
    return AttributeMap(element: element, allowed: Set(allowed))
  }

  /// Checks that an element (a container such as `<subviews>`) has no attributes.
  mutating func readNoAttributes(_ element: SourceElement) {
    _ = read(element, allowed: [NoAttribute]())
  }

  /// The attribute's value, reported as missing when absent.
  mutating func required<Name: AttributeName>(
    _ name: Name, in attributes: AttributeMap<Name>
  ) -> SourceAttribute? {
    guard let attribute = attributes[name] else {
      let text = name.rawValue
      let article = text.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      log.error(
        "<\(attributes.element.name)> needs \(article) '\(text)' attribute",
        at: attributes.element.location)
      return nil
    }
    return attribute
  }
}

/// The table of elements that take no attributes.
enum NoAttribute: String, AttributeName {
  case none
}
