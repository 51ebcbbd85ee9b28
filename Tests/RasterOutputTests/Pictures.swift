import Pipeline
import RasterOutput
import TestSupport

/// What the picture tests read back.
enum Pictures {
  /// The RGBA of a pixel of a picture.
  static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let index = (y * image.width + x) * 4
    return image.pixels[index..<index + 4].map(Int.init)
  }

  /// A document showing embedded images, exported as a PNG (how many diagnostics, whether a
  /// file came out), and its poster's pixels: the painter at the end of the timeline, at
  /// scale 2.
  static func poster(_ source: String, file: String, images: [String: [UInt8]]) -> (
    diagnostics: Int, wrotePNG: Bool, poster: RasterImage?
  ) {
    let (outputs, log) = TestExport.exportFiles(
      source, file: file, formats: [.png], images: images)
    let compilation = Compilation()
    let checked = compilation.check(Array(source.utf8), file: file)
    let scene = compilation.scene(checked, library: TestExport.library(), images: images)
    return (
      log.diagnostics.count, outputs[.png] != nil,
      scene.map { ScenePainter(scene: $0, scale: 2).picture(at: 0) }
    )
  }
}
