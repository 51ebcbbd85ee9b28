import Geometry

/// A picture's size in pixels (docs/output.md, Sizes and limits).
package struct PictureSize: Sendable, Equatable {
  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The pixels of `size` points at `scale` pixels per point: each side rounded up, at least 1;
  /// nil when a side is not finite or does not fit in 32 bits (no library takes it).
  package init?(_ size: Size, scale: Double) {
    guard let width = Self.side(size.width, scale: scale),
      let height = Self.side(size.height, scale: scale)
    else { return nil }
    self.init(width: width, height: height)
  }

  /// One side's pixels: `ceil(points × scale)`, at least 1; nil past 32 bits.
  package static func side(_ points: Double, scale: Double) -> Int? {
    let pixels = (points * scale - 1e-9).rounded(.up)
    guard pixels.isFinite, pixels < Double(Int32.max) else { return nil }
    return max(1, Int(pixels))
  }

  /// Width times height.
  package var pixels: Int { width * height }

  /// The larger side.
  package var largestSide: Int { max(width, height) }

  /// Whether Cairo can make an image surface of this size: at most 32,767 pixels a side, and
  /// its rows (4 bytes a pixel) at most 2³¹ − 1 bytes, the bounds of Cairo and pixman.
  package var fitsCairo: Bool {
    width <= Self.cairoSide && height <= Self.cairoSide && pixels * 4 <= Int(Int32.max)
  }

  /// Cairo's largest image surface side.
  package static let cairoSide = 32_767
  /// libwebp's largest side (`WEBP_MAX_DIMENSION`).
  package static let webpSide = 16_383
}

/// What went wrong drawing or encoding a picture: a library that could not allocate or
/// refused, in words a user can act on.
package struct RasterError: Error, Sendable, Equatable {
  package var message: String

  package init(message: String) {
    self.message = message
  }

  /// Cairo could not make a surface of a size (out of memory, or past its bounds).
  static func surface(_ size: PictureSize) -> RasterError {
    RasterError(
      message: "Cairo could not make a \(size.width) × \(size.height) px picture (out of memory)")
  }
}
