import Diagnostics

/// An XML element as Swift values: name, located attributes, child elements and text.
///
/// XMLTree's contract: element and attribute names are the qualified names of the source; values
/// are decoded (entities replaced, whitespace normalised as XML requires); every element and
/// attribute has the location of its first character in the source; children are in document
/// order; `text` is the concatenated character data directly inside the element.
package struct SourceElement: Sendable, Hashable {
  package var name: String
  package var location: SourceLocation
  package var attributes: [SourceAttribute]
  package var children: [SourceElement]
  package var text: String

  package init(
    name: String, location: SourceLocation, attributes: [SourceAttribute] = [],
    children: [SourceElement] = [], text: String = ""
  ) {
    self.name = name
    self.location = location
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// The attribute with this name, if present.
  package func attribute(_ name: String) -> SourceAttribute? {
    attributes.first { $0.name == name }
  }
}

/// An attribute with the locations of its name and of its value.
package struct SourceAttribute: Sendable, Hashable {
  package var name: String
  /// The decoded value.
  package var value: String
  /// Where the attribute's name starts.
  package var location: SourceLocation
  /// Where the value's first character (after the opening quote) starts.
  package var valueLocation: SourceLocation
  /// The value as written, entities undecoded; used to place offsets inside the value.
  package var rawValue: String

  package init(
    name: String, value: String, location: SourceLocation, valueLocation: SourceLocation,
    rawValue: String? = nil
  ) {
    self.name = name
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
    self.rawValue = rawValue ?? value
  }

  /// The source location of the character at `offset` UTF-8 bytes into the decoded value.
  ///
  /// Each entity or character reference in the raw text stands for one decoded character, and
  /// XML's whitespace normalisation is one character for one, so walking the raw text finds it.
  package func location(atValueOffset offset: Int) -> SourceLocation {
    let raw = Array(rawValue.utf8)
    let decoded = Array(value.utf8)
    var rawIndex = 0
    var decodedIndex = 0
    while decodedIndex < min(offset, decoded.count), rawIndex < raw.count {
      if raw[rawIndex] == UInt8(ascii: "&"), let end = raw[rawIndex...].firstIndex(of: 59) {
        // One reference decodes to one character of 1…4 UTF-8 bytes.
        decodedIndex += Self.scalarLength(startingWith: decoded[decodedIndex])
        rawIndex = end + 1
      } else {
        decodedIndex += 1
        rawIndex += 1
      }
    }
    var location = valueLocation
    for byte in raw[..<rawIndex] {
      if byte == 10 {
        location.line += 1
        location.column = 1
      } else {
        location.column += 1
      }
    }
    return location
  }

  private static func scalarLength(startingWith byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }
}
