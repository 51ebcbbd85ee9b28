import Diagnostics
import XMLTree

/// The attributes of one element, checked against the names the element accepts.
struct AttributeMap {
  let element: SourceElement

  subscript(name: String) -> SourceAttribute? { element.attribute(name) }
}

extension ParseSession {
  /// The element's attributes; an unknown attribute is an error with a "did you mean".
  mutating func read(_ element: SourceElement, allowed: [String]) -> AttributeMap {
    for attribute in element.attributes where !allowed.contains(attribute.name) {
      var message = "unknown attribute '\(attribute.name)' on <\(element.name)>"
      message += Suggestion.didYouMean(attribute.name, in: allowed)
      log.error(message, at: attribute.location)
    }
    return AttributeMap(element: element)
  }

  /// The attribute's value, reported as missing when absent.
  mutating func required(_ name: String, of element: SourceElement) -> SourceAttribute? {
    guard let attribute = element.attribute(name) else {
      let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      log.error("<\(element.name)> needs \(article) '\(name)' attribute", at: element.location)
      return nil
    }
    return attribute
  }
}
