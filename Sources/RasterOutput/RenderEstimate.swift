import Appearance
import Scene

/// What drawing and encoding one picture or video will take, estimated before it starts from
/// its frames, their pixels and what each frame draws (docs/output.md, Sizes and limits).
///
/// The figures are processor time and memory on the 2-core machine the benchmarks run
/// on (docs/performance.md), measured per pixel and per element drawn for each format (the constants below); they are
/// estimates, made to stop a render that would run for minutes or take gigabytes before it
/// starts, not to predict it to the second.
package struct RenderEstimate: Sendable, Equatable {
  /// Frames drawn (the strip's panels).
  package var frames: Int
  /// Each frame's size (the strip's: the whole strip).
  package var size: PictureSize
  /// Bytes held at once.
  package var memory: Int
  /// Processor seconds.
  package var seconds: Double

  package init(frames: Int, size: PictureSize, memory: Int, seconds: Double) {
    self.frames = frames
    self.size = size
    self.memory = memory
    self.seconds = seconds
  }

  /// Pixels drawn: frames × pixels.
  package var pixels: Double { Double(frames) * Double(size.pixels) }

  /// A count of bytes worked out in floating point, as a whole number (at most 10¹⁸, so that
  /// no size overflows).
  static func bytes(_ value: Double) -> Int { Int(max(0, min(value, 1e18))) }

  /// Drawing one frame: 6 ns a pixel and 50 µs a frame, and its elements
  /// (`elementSeconds`).
  static func drawing(_ size: PictureSize, elements: Double) -> Double {
    Double(size.pixels) * 6e-9 + elements + 50e-6
  }

  /// The time the elements of a frame of the scene take at `scale`: 1.5 µs a view and a part
  /// of its first look, and for a glyph 0.3 µs and 0.4 µs a pixel of its em (Cairo fills an
  /// outline in time with its edges, which grow with the scale).
  static func elementSeconds(of scene: AnimatedScene, scale: Double) -> Double {
    var seconds = 0.0
    for view in scene.views {
      seconds += 1.5e-6
      for part in view.skins.first?.skin.parts ?? [] {
        guard case .glyphs(let run, _) = part.shape else {
          seconds += 1.5e-6
          continue
        }
        for glyph in run.glyphs {
          let em = (run.outlines[glyph.key]?.unitsPerEm ?? 0) * glyph.scale * scale
          seconds += 0.3e-6 + 0.4e-6 * max(0, em)
        }
      }
    }
    return seconds
  }
}

extension RasterWriter {
  /// The bytes of the frames drawing at once and in flight: a batch of pictures, and on each
  /// thread a surface and the groups of translucent views (4 bytes a pixel each).
  func framesInFlight(_ size: PictureSize) -> Double {
    Double(batchFrames(size) + 2 * threads) * Double(size.pixels) * 4
  }

  /// The decoded size of the scene's PNG and JPEG images (4 bytes a declared pixel), each
  /// counted once.
  package static func imageBytes(of scenes: [AnimatedScene]) -> Double {
    var seen = Set<EmbeddedImage>()
    var bytes = 0.0
    for scene in scenes {
      for view in scene.views {
        for (_, skin) in view.skins {
          for part in skin.parts {
            guard case .image(_, let image) = part.shape, let size = image.pixelSize,
              seen.insert(image).inserted
            else { continue }
            bytes += size.width * size.height * 4
          }
        }
      }
    }
    return bytes
  }

  /// The PNG of one moment: the picture, its surface, and the filtered and deflated rows
  /// (16 bytes a pixel); drawing, then 70 ns a pixel to filter and deflate.
  package func estimatePNG(_ scene: AnimatedScene) -> RenderEstimate {
    let size = ScenePainter(scene: scene, scale: scale).size
    let elements = RenderEstimate.elementSeconds(of: scene, scale: scale)
    return RenderEstimate(
      frames: 1, size: size,
      memory: RenderEstimate.bytes(Double(size.pixels) * 16 + Self.imageBytes(of: [scene])),
      seconds: RenderEstimate.drawing(size, elements: elements) + Double(size.pixels) * 70e-9)
  }

  /// The strip: its panels drawn on one picture, then encoded as the PNG is.
  package func estimateStrip(_ panels: [StripPanel], layout: StripLayout) -> RenderEstimate {
    let elements = panels.reduce(0) {
      $0 + RenderEstimate.elementSeconds(of: $1.scene, scale: layout.scale)
    }
    let drawing = Double(panels.count) * RenderEstimate.drawing(layout.panel, elements: 0)
    return RenderEstimate(
      frames: panels.count, size: layout.size,
      memory: RenderEstimate.bytes(
        Double(layout.size.pixels) * 16 + Double(layout.panel.pixels) * 8
          + Self.imageBytes(of: panels.map(\.scene))),
      seconds: drawing + elements + Double(layout.size.pixels) * 70e-9)
  }

  /// The GIF: every frame drawn and patched, 8 ns a pixel to patch, map and code it; the kept
  /// runs (at most `gifRunMemory`, about 2 bytes a pixel a frame), the histogram, and the
  /// canvas and codes of the frame being written; frames past the kept runs drawn again.
  package func estimateGIF(_ scene: AnimatedScene) -> RenderEstimate {
    let size = ScenePainter(scene: scene, scale: scale).size
    let frames = Self.frameCount(duration: scene.duration, fps: fps, loops: scene.loops)
    let perFrame = RenderEstimate.drawing(
      size, elements: RenderEstimate.elementSeconds(of: scene, scale: scale))
    let runs = Double(frames) * Double(size.pixels) * 2
    let kept = min(runs, Double(gifRunMemory))
    let redrawn = runs > 0 ? Double(frames) * (1 - kept / runs) : 0
    let histogram = Double(min(size.pixels, 1 << 20) * 24)
    let memory =
      framesInFlight(size) + kept + histogram + Double(size.pixels) * 4
      + Self.imageBytes(of: [scene])
    return RenderEstimate(
      frames: frames, size: size, memory: RenderEstimate.bytes(memory),
      seconds: Double(frames) * (perFrame + Double(size.pixels) * 8e-9) + redrawn * perFrame)
  }

  /// The WebP: every frame drawn, 14 ns a pixel to encode, and libwebp's canvases and
  /// encoder (32 bytes a pixel).
  package func estimateWebP(_ scene: AnimatedScene) -> RenderEstimate {
    estimateAnimation(scene, fps: fps, secondsPerPixel: 14e-9, bytesPerPixel: 32)
  }

  /// An animation at `fps` encoded at `secondsPerPixel` by an encoder holding `bytesPerPixel`
  /// bytes a pixel of the frame (the videos' encoders too).
  package func estimateAnimation(
    _ scene: AnimatedScene, fps: Double, secondsPerPixel: Double, bytesPerPixel: Int
  ) -> RenderEstimate {
    let size = ScenePainter(scene: scene, scale: scale).size
    let frames = Self.frameCount(duration: scene.duration, fps: fps, loops: scene.loops)
    let perFrame = RenderEstimate.drawing(
      size, elements: RenderEstimate.elementSeconds(of: scene, scale: scale))
    return RenderEstimate(
      frames: frames, size: size,
      memory: RenderEstimate.bytes(
        framesInFlight(size) + Double(size.pixels) * Double(bytesPerPixel)
          + Self.imageBytes(of: [scene])),
      seconds: Double(frames) * (perFrame + Double(size.pixels) * secondsPerPixel))
  }
}
