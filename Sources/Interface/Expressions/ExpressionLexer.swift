/// Splits `EXPR` and `eq` text into tokens, keeping each token's byte offset in the text.
///
/// Ids may contain `-` and `.`, so a name runs over them; but a name stops before `-` once it
/// ends in `.` followed by a property or attribute word, so `a.maxY-b.minY` is a subtraction
/// while `side-panel.width` is one reference.
struct ExpressionLexer {
  enum Kind: Equatable {
    case number(Double)
    case name(String)
    case symbol(String)
    case invalid(String)
    case end
  }

  struct Token: Equatable {
    var kind: Kind
    var offset: Int
  }

  /// Words that end a reference: frame properties, `constant` and layout attributes.
  static let terminalWords: Set<String> = Set(
    FrameProperty.allCases.map(\.rawValue) + ["constant"]
      + LayoutAttribute.allCases.map(\.rawValue))

  static func tokens(_ text: String) -> [Token] {
    let bytes = Array(text.utf8)
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if NumberSyntax.isDigit(byte)
        || (byte == UInt8(ascii: ".") && index + 1 < bytes.count
          && NumberSyntax.isDigit(bytes[index + 1]))
      {
        let start = index
        index = numberEnd(bytes, from: index)
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        switch NumberSyntax.parse(text) {
        case .success(let value): tokens.append(Token(kind: .number(value), offset: start))
        case .failure: tokens.append(Token(kind: .invalid(text), offset: start))
        }
      } else if isNameStart(byte) {
        let start = index
        index = nameEnd(bytes, from: index)
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        // `nan` and `inf` read as numbers would; they are reported as not finite.
        let isNonFinite = ["nan", "inf", "infinity"].contains(name.lowercased())
        tokens.append(Token(kind: isNonFinite ? .invalid(name) : .name(name), offset: start))
      } else if let symbol = symbol(bytes, at: index) {
        tokens.append(Token(kind: .symbol(symbol), offset: index))
        index += symbol.utf8.count
      } else {
        let scalarEnd = index + max(1, scalarLength(byte))
        let text = String(decoding: bytes[index..<min(scalarEnd, bytes.count)], as: UTF8.self)
        tokens.append(Token(kind: .invalid(text), offset: index))
        index = scalarEnd
      }
    }
    tokens.append(Token(kind: .end, offset: bytes.count))
    return tokens
  }

  private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, NumberSyntax.isDigit(bytes[index]) || bytes[index] == 46 {
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var next = index + 1
      if next < bytes.count, bytes[next] == 43 || bytes[next] == 45 { next += 1 }
      if next < bytes.count, NumberSyntax.isDigit(bytes[next]) {
        index = next
        while index < bytes.count, NumberSyntax.isDigit(bytes[index]) { index += 1 }
      }
    }
    // A number glued to letters (`2px`, `nan`) is one invalid token, not two.
    while index < bytes.count, isNameStart(bytes[index]) || NumberSyntax.isDigit(bytes[index]) {
      index += 1
    }
    return index
  }

  private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "-") {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let last = text.split(separator: ".").last, text.contains("."),
          terminalWords.contains(String(last))
        {
          break
        }
        guard index + 1 < bytes.count, isNameStart(bytes[index + 1]) else { break }
      } else if byte == UInt8(ascii: ".") {
        guard index + 1 < bytes.count, isNameStart(bytes[index + 1]) else { break }
      } else if !(isNameStart(byte) || NumberSyntax.isDigit(byte)) {
        break
      }
      index += 1
    }
    return index
  }

  private static func symbol(_ bytes: [UInt8], at index: Int) -> String? {
    let two =
      index + 1 < bytes.count ? String(decoding: bytes[index...index + 1], as: UTF8.self) : ""
    if ["==", "<=", ">="].contains(two) { return two }
    let one = String(decoding: bytes[index...index], as: UTF8.self)
    return ["+", "-", "*", "/", "(", ")", ",", "@", ":", "=", "<", ">"].contains(one) ? one : nil
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
  }

  private static func scalarLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }
}

extension ExpressionLexer.Token {
  /// How a message quotes the token.
  var spelling: String {
    switch kind {
    case .number(let value): "\(value)"
    case .name(let name): name
    case .symbol(let symbol): symbol
    case .invalid(let text): text
    case .end: "end of expression"
    }
  }
}
