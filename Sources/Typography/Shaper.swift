internal import CHarfBuzz

/// One character of a shaped paragraph: its glyphs (positioned from the character's start, in
/// points) and its advance, with what line breaking needs to know about it.
struct ShapedCharacter {
  struct Glyph {
    var key: GlyphKey
    var x: Double
    var y: Double
    /// Points per font unit of the glyph's face.
    var scale: Double
  }

  var character: Character
  var glyphs: [Glyph] = []
  var advance = 0.0
  var isRightToLeft = false

  var isSpace: Bool { character == " " || character == "\u{3000}" }

  /// Han, Kana and Hangul break between any two characters.
  var isIdeographic: Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    return (0x2E80...0x9FFF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
      || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
      || (0x20000...0x3FFFF).contains(scalar)
  }
}

/// Shapes a paragraph with HarfBuzz: characters the primary face lacks go to fallback faces,
/// runs of one face are shaped with the whole paragraph as context, and each glyph is given
/// to the character its cluster starts in.
struct Shaper {
  var fonts: FontLibrary

  func shape(_ paragraph: String, _ request: FontRequest, primary: FontFace) -> [ShapedCharacter] {
    let characters = Array(paragraph)
    guard !characters.isEmpty else { return [] }
    let utf8 = Array(paragraph.utf8)
    // Byte offset → character index, and each character's face.
    var owner = [Int](repeating: 0, count: utf8.count + 1)
    var starts: [Int] = []
    var offset = 0
    var faces: [FontFace] = []
    for (index, character) in characters.enumerated() {
      starts.append(offset)
      let count = character.utf8.count
      for byte in offset..<offset + count { owner[byte] = index }
      offset += count
      faces.append(face(for: character, request, primary: primary))
    }
    owner[utf8.count] = characters.count - 1
    var shaped = characters.map { ShapedCharacter(character: $0) }
    var runStart = 0
    while runStart < characters.count {
      var runEnd = runStart + 1
      while runEnd < characters.count, faces[runEnd] === faces[runStart] { runEnd += 1 }
      let from = starts[runStart]
      let to = runEnd < characters.count ? starts[runEnd] : utf8.count
      shapeRun(
        utf8, from: from, to: to, face: faces[runStart], size: request.size, owner: owner,
        into: &shaped)
      runStart = runEnd
    }
    return shaped
  }

  private func face(for character: Character, _ request: FontRequest, primary: FontFace) -> FontFace
  {
    if primary.hasGlyphs(for: character) { return primary }
    guard let scalar = character.unicodeScalars.first,
      let fallback = fonts.fallback(for: scalar, weight: request.weight)
    else { return primary }
    return fallback
  }

  private func shapeRun(
    _ utf8: [UInt8], from: Int, to: Int, face: FontFace, size: Double, owner: [Int],
    into shaped: inout [ShapedCharacter]
  ) {
    guard let buffer = hb_buffer_create() else { return }
    defer { hb_buffer_destroy(buffer) }
    utf8.withUnsafeBufferPointer { bytes in
      // Only an empty text has no address, and it has nothing to add.
      guard let base = bytes.baseAddress else { return }
      base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), UInt32(from), Int32(to - from))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    let rightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return }
    let scale = size / face.unitsPerEm
    for index in 0..<Int(count) {
      let info = infos[index]
      let position = positions[index]
      let character = owner[min(Int(info.cluster), owner.count - 1)]
      let advance = Double(position.x_advance) * scale
      shaped[character].glyphs.append(
        .init(
          key: GlyphKey(face: face.key, glyph: info.codepoint),
          x: shaped[character].advance + Double(position.x_offset) * scale,
          y: -Double(position.y_offset) * scale, scale: scale))
      shaped[character].advance += advance
      shaped[character].isRightToLeft = rightToLeft
    }
  }
}
