import Parallelism
import Scene

extension LottieWriter {
  /// The file's text: the text `composition(scene).write(to:jobs:)` writes, made in one pass
  /// over the layers.
  ///
  /// After the layout pass, each layer is made (when deferred) and written to its bytes in one
  /// task, the tasks on `jobs` threads: one parallel step, not one to make the layers and a
  /// second to write them. The pieces are joined in file order into a string of the exact
  /// size (`Lottie.Composition.text(of:pieces:)`), so the bytes do not depend on `jobs`.
  package func write(_ scene: AnimatedScene) -> String {
    var state = LottieState(scene: scene, property: LottieProperty(fps: fps))
    let layers = scene.views.first.map { state.layers(for: $0) } ?? []
    // The deferred layers are placeholders here, made in the pieces' tasks.
    let frame = Lottie.Composition(
      name: scene.name, frameRate: fps, outPoint: state.frames, width: state.canvas.width,
      height: state.canvas.height, assets: state.assets, layers: layers, markers: state.markers)
    let all = frame.layersInFileOrder
    let made = state
    let pieces = Parallel.map(all.count, jobs: jobs) { index in
      var sink = JSONBytes(capacity: 1 << 12)
      made.layer(all[index]).write(to: &sink)
      return sink
    }
    return Lottie.Composition.text(of: frame, pieces: pieces)
  }
}

extension LottieState {
  /// A layer of the layout pass as it is in the file: a deferred layer's placeholder made.
  func layer(_ layer: Lottie.Layer) -> Lottie.Layer {
    guard let deferred = deferred[layer.index] else { return layer }
    return build(deferred, index: layer.index)
  }
}
