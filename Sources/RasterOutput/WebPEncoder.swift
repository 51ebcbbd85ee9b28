internal import CWebP

/// An animated WebP through libwebp's `WebPAnimEncoder`.
///
/// Lossless by default (or
/// near-lossless at a level below 100), frames stamped in whole milliseconds, looping forever
/// or played once. libwebp's encoder runs on the calling thread only, so the same frames give
/// the same bytes.
package struct WebPEncoder {
  let width: Int
  let height: Int
  private let encoder: OpaquePointer?
  private var config = WebPConfig()
  private var failed = false

  /// `nearLossless`: 100 is lossless; lower levels let libwebp adjust values near edges by
  /// more, for smaller files.
  package init(width: Int, height: Int, loops: Bool, nearLossless: Int = 100) {
    self.width = width
    self.height = height
    var options = WebPAnimEncoderOptions()
    _ = WebPAnimEncoderOptionsInit(&options)
    options.anim_params.loop_count = loops ? 0 : 1
    // Opaque white behind the first frame, as the pictures are drawn over white.
    options.anim_params.bgcolor = 0xFFFF_FFFF
    encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
    _ = WebPConfigInit(&config)
    _ = WebPConfigLosslessPreset(&config, 1)
    config.lossless = 1
    config.near_lossless = Int32(max(0, min(100, nearLossless)))
    config.thread_level = 0
    failed = encoder == nil
  }

  /// Adds a picture shown from `start` seconds on; false once libwebp has failed.
  package mutating func add(_ image: RasterImage, start: Double) -> Bool {
    guard !failed else { return false }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      failed = true
      return false
    }
    defer { WebPPictureFree(&picture) }
    picture.use_argb = 1
    picture.width = Int32(image.width)
    picture.height = Int32(image.height)
    let imported = image.pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.width * 4))
    }
    guard imported != 0,
      WebPAnimEncoderAdd(encoder, &picture, Self.milliseconds(start), &config) != 0
    else {
      failed = true
      return false
    }
    return true
  }

  /// The file's bytes, the last frame lasting until `end` seconds; nil when libwebp failed.
  package mutating func finish(end: Double) -> [UInt8]? {
    defer { WebPAnimEncoderDelete(encoder) }
    guard !failed, WebPAnimEncoderAdd(encoder, nil, Self.milliseconds(end), nil) != 0 else {
      return nil
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { return nil }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  static func milliseconds(_ seconds: Double) -> Int32 {
    Int32((seconds * 1000).rounded())
  }
}
