import Parallelism
import Scene

extension RasterWriter {
  /// The animation as a GIF, in two passes over the frames (docs/output.md, Pictures: PNG,
  /// strip, GIF, WebP).
  ///
  /// The first pass draws each frame and makes its patch (what changed), `jobs` at a time, and
  /// adds its colors to the histogram the palette is chosen from; the patches' runs are kept
  /// while they take at most `gifRunMemory` bytes. The second pass writes the frames in order:
  /// those kept, then, from the first that was not, each frame drawn again (its first patch
  /// the whole picture: a frame writes only the pixels whose index changes). So the memory is
  /// bounded by a few frames and the kept runs, whatever the length, and the file is the same
  /// bytes either way.
  package func gif(_ scene: AnimatedScene) throws(RasterError) -> [UInt8] {
    let size = ScenePainter(scene: scene, scale: scale, images: images).size
    guard size.largestSide <= PictureSize.cairoSide else { throw .surface(size) }
    let times = Self.frameTimes(duration: scene.duration, fps: fps, loops: scene.loops)
    let count = times.count
    var histogram = GIFEncoder.Histogram()
    var kept: [GIFEncoder.Patch?] = []
    var keptBytes = 0
    // The first frame whose patch was not kept: from there on, the second pass draws again.
    var dropped: Int?
    var previous: RasterImage?
    let threads = threads
    try batches(of: scene, times: times, range: 0..<count, total: count) { pictures, first in
      // Each patch compares its picture with the one before, so patches are made at once.
      let before = previous
      let patches = Parallel.map(pictures.count, jobs: threads) { index in
        GIFEncoder.patch(pictures[index], after: index == 0 ? before : pictures[index - 1])
      }
      for (offset, patch) in patches.enumerated() {
        let index = first + offset
        if let patch { histogram.add(patch, remaining: count - index) }
        guard dropped == nil else { continue }
        let bytes = (patch?.runBytes ?? 0) + MemoryLayout<GIFEncoder.Patch?>.stride
        if keptBytes + bytes > gifRunMemory {
          dropped = index
          continue
        }
        keptBytes += bytes
        // Only the runs are needed again: the color counts are in the histogram.
        kept.append(patch.map { GIFEncoder.Patch(runsOf: $0) })
      }
      previous = pictures.last
      return true
    }
    previous = nil
    let (palette, indices) = GIFEncoder.palette(of: histogram, jobs: threads)
    var frames = GIFEncoder.Frames(
      width: size.width, height: size.height, loops: scene.loops, palette: palette,
      indices: indices)
    for (patch, time) in zip(kept, times) { frames.add(patch, time: time) }
    kept = []
    if let dropped {
      // Drawn again from the first dropped frame: its patch is then the whole picture, of
      // which the frame writes only the pixels whose palette index changes on the canvas.
      try batches(
        of: scene, times: times, range: dropped..<count, done: count,
        total: count + (count - dropped)
      ) { pictures, first in
        let before = previous
        let patches = Parallel.map(pictures.count, jobs: threads) { index in
          GIFEncoder.patch(pictures[index], after: index == 0 ? before : pictures[index - 1])
        }
        for (offset, patch) in patches.enumerated() {
          frames.add(patch, time: times[first + offset])
        }
        previous = pictures.last
        return true
      }
    }
    return frames.finish()
  }
}

extension GIFEncoder.Patch {
  /// The patch's rectangle and runs, without its color counts.
  init(runsOf patch: GIFEncoder.Patch) {
    self.init(
      x: patch.x, y: patch.y, width: patch.width, height: patch.height, colors: patch.colors,
      lengths: patch.lengths, counts: ColorTable(capacity: 1), replaced: ColorTable(capacity: 1))
  }
}
