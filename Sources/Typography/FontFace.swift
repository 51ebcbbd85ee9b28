internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz
import Geometry

/// One font file's face, open in FreeType (outlines, cmap, metrics) and HarfBuzz (shaping).
///
/// Not Sendable: faces live inside `TextSystem`'s lock.
final class FontFace {
  let file: String
  let index: Int
  let family: String
  let face: FT_Face
  let font: OpaquePointer
  let unitsPerEm: Double
  let ascender: Double
  let descender: Double
  let height: Double
  var outlines: [UInt32: GlyphOutline] = [:]

  /// The face's key in glyph keys: its file and face index (`/usr/…/Inter-Regular.otf#0`).
  var key: String { "\(file)#\(index)" }

  /// The file's name without its folders (kept: every text's metrics name it).
  let fileName: String

  init?(library: OpaquePointer, file: String, index: Int, family: String) {
    var face: FT_Face?
    guard FT_New_Face(library, file, index, &face) == 0, let face else { return nil }
    guard let blob = hb_blob_create_from_file(file) else {
      FT_Done_Face(face)
      return nil
    }
    let hbFace = hb_face_create(blob, UInt32(index))
    hb_blob_destroy(blob)
    guard let font = hb_font_create(hbFace) else {
      hb_face_destroy(hbFace)
      FT_Done_Face(face)
      return nil
    }
    hb_face_destroy(hbFace)
    self.file = file
    fileName = file.split(separator: "/").last.map(String.init) ?? file
    self.index = index
    self.family = family
    self.face = face
    self.font = font
    let units = Double(face.pointee.units_per_EM)
    unitsPerEm = units > 0 ? units : 1000
    ascender = Double(face.pointee.ascender)
    descender = Double(-face.pointee.descender)
    height = Double(face.pointee.height)
    // Shaping in font units: advances come back unscaled and unhinted.
    hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
  }

  deinit {
    hb_font_destroy(font)
    FT_Done_Face(face)
  }

  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
  }

  func hasGlyphs(for character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { scalar in
      // Joiners and variation selectors are format characters a face need not map.
      scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) || hasGlyph(for: scalar)
    }
  }

  /// The glyph's outline in font units (y up), from FreeType without scaling or hinting.
  func outline(_ glyph: UInt32) -> GlyphOutline {
    if let known = outlines[glyph] { return known }
    let collector = OutlineCollector()
    // FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
    if FT_Load_Glyph(face, glyph, 1 | 2 | 8) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    {
      var outline = slot.pointee.outline
      var funcs = FT_Outline_Funcs(
        move_to: { to, user in
          OutlineCollector.from(user).move(to)
        },
        line_to: { to, user in
          OutlineCollector.from(user).line(to)
        },
        conic_to: { control, to, user in
          OutlineCollector.from(user).quad(control, to)
        },
        cubic_to: { c1, c2, to, user in
          OutlineCollector.from(user).cubic(c1, c2, to)
        },
        shift: 0, delta: 0)
      withExtendedLifetime(collector) {
        _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
      }
    }
    let result = GlyphOutline(unitsPerEm: unitsPerEm, elements: collector.elements)
    outlines[glyph] = result
    return result
  }
}

/// Receives FreeType's outline callbacks.
private final class OutlineCollector {
  var elements: [GlyphOutline.Element] = []

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
    guard let user else {
      preconditionFailure("FreeType passes back the collector given to FT_Outline_Decompose")
    }
    return Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue()
  }

  private func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
    guard let vector else { return .init(x: 0, y: 0) }
    return .init(x: Double(vector.pointee.x), y: Double(vector.pointee.y))
  }

  func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    elements.append(.move(point(to)))
    return 0
  }

  func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    elements.append(.line(point(to)))
    return 0
  }

  func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
    elements.append(.quad(point(control), point(to)))
    return 0
  }

  func cubic(
    _ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?,
    _ to: UnsafePointer<FT_Vector>?
  ) -> Int32 {
    elements.append(.cubic(point(c1), point(c2), point(to)))
    return 0
  }
}
