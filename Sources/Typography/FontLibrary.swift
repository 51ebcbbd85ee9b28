internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz

/// The fonts of this machine: fontconfig finds a request's face and a fallback face for each
/// character the primary face lacks (a CJK-capable one for Han, Kana and Hangul when one is
/// installed); FreeType and HarfBuzz open each face once.
///
/// Not Sendable: it lives inside `TextSystem`'s lock.
final class FontLibrary {
  private var library: OpaquePointer?
  private var faces: [String: FontFace] = [:]
  private var primaries: [FontRequest: FontFace] = [:]
  private var fallbacks: [FallbackKey: FontFace] = [:]

  private struct FallbackKey: Hashable {
    var scalar: UInt32
    var weight: Int
  }

  init() {
    FcInit()
    var library: OpaquePointer?
    if FT_Init_FreeType(&library) == 0 { self.library = library }
  }

  /// The face fontconfig matches for the request's family and weight (fontconfig substitutes
  /// another family when the requested one is not installed).
  func primary(_ request: FontRequest) -> FontFace? {
    var key = request
    key.size = 0
    if let known = primaries[key] { return known }
    let face = match(family: request.family, weight: request.weight, character: nil)
    primaries[key] = face
    return face
  }

  /// The face for a character the primary face lacks: sans-serif of the same weight whose
  /// character set has it; nil when no installed face has it.
  func fallback(for scalar: Unicode.Scalar, weight: Int) -> FontFace? {
    let key = FallbackKey(scalar: scalar.value, weight: weight)
    if let known = fallbacks[key] { return known }
    var face = match(family: "sans-serif", weight: weight, character: scalar)
    if let found = face, !found.hasGlyph(for: scalar) { face = nil }
    fallbacks[key] = face
    return face
  }

  private func match(family: String, weight: Int, character: Unicode.Scalar?) -> FontFace? {
    guard let library, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(clamping: weight)))
    var charset: OpaquePointer?
    if let character {
      charset = FcCharSetCreate()
      _ = FcCharSetAddChar(charset, character.value)
      _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    }
    defer { if let charset { FcCharSetDestroy(charset) } }
    _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    var fileName: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(matched, FC_FILE, 0, &fileName) == FcResultMatch, let fileName else {
      return nil
    }
    let file = String(cString: fileName)
    var index: Int32 = 0
    _ = FcPatternGetInteger(matched, FC_INDEX, 0, &index)
    var familyName: UnsafeMutablePointer<FcChar8>?
    var matchedFamily = family
    if FcPatternGetString(matched, FC_FAMILY, 0, &familyName) == FcResultMatch, let familyName {
      matchedFamily = String(cString: familyName)
    }
    let key = "\(file)#\(index)"
    if let open = faces[key] { return open }
    guard
      let face = FontFace(library: library, file: file, index: Int(index), family: matchedFamily)
    else { return nil }
    faces[key] = face
    return face
  }

  func face(forKey key: String) -> FontFace? { faces[key] }
}

extension FontLibrary {
  /// The families of every installed font, sorted.
  func families() -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    _ = FcObjectSetAdd(objects, FC_FAMILY)
    guard let list = FcFontList(nil, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(list) }
    var names = Set<String>()
    for index in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[index] else { continue }
      var name: UnsafeMutablePointer<FcChar8>?
      var position: Int32 = 0
      while FcPatternGetString(font, FC_FAMILY, position, &name) == FcResultMatch, let name {
        names.insert(String(cString: name))
        position += 1
      }
    }
    return names.sorted()
  }
}
