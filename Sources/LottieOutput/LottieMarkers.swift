import Scene

extension LottieState {
  /// The name of the marker for readers who ask for reduced motion, as lottie-ios and
  /// lottie-android look it up.
  static let reducedMotion = "reduced motion"

  /// One marker per block of the timeline, in call order, from its start for as long as it
  /// runs within the timeline, then `reduced motion` on the still picture's frame
  /// (docs/output.md, Markers); none for a file without blocks.
  var markers: [Lottie.Marker] {
    guard !scene.blocks.isEmpty else { return [] }
    let fps = property.fps
    let last = frames - 1
    var markers = scene.blocks.map { block in
      let start = min(last, block.start * fps)
      return Lottie.Marker(
        name: block.name, frame: start, frames: min(last - start, block.duration * fps))
    }
    markers.append(
      Lottie.Marker(
        name: Self.reducedMotion, frame: min(last, scene.posterTime * fps), frames: 0))
    return markers
  }
}
