/// Bytes as text for embedding.
package enum Base64 {
  /// Standard base64 (RFC 4648) without line breaks.
  package static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var text = ""
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = bytes[index]
      let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
      let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
      text.append(alphabet[Int(b0 >> 2)])
      text.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
      text.append(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : "=")
      text.append(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : "=")
      index += 3
    }
    return text
  }

  /// A `data:` URI of bytes of the given media type (`image/png`).
  package static func dataURI(_ bytes: [UInt8], mediaType: String) -> String {
    "data:\(mediaType);base64," + encode(bytes)
  }
}
