import Parallelism
import Scene

extension LottieWriter {
  /// The file's text, in one route: the layout pass plans the layers (indices, assets, each
  /// costly layer a placeholder), then each layer is made and written to its bytes in one task,
  /// the tasks on `jobs` threads, and the pieces are joined in file order into a string of the
  /// exact size (`Lottie.Composition.text(of:pieces:)`), so the bytes do not depend on `jobs`.
  package func write(_ scene: AnimatedScene) -> String {
    let (state, frame) = plan(scene)
    let all = frame.layersInFileOrder
    return frame.text(layers: all.count, jobs: jobs) { state.layer(all[$0]) }
  }

  /// The layout pass: the composition with a placeholder for each deferred layer, and the
  /// state that makes them.
  func plan(_ scene: AnimatedScene) -> (LottieState, Lottie.Composition) {
    var state = LottieState(scene: scene, property: LottieProperty(fps: fps))
    let layers = scene.views.first.map { state.layers(for: $0) } ?? []
    let frame = Lottie.Composition(
      name: scene.name, frameRate: fps, outPoint: state.frames, width: state.canvas.width,
      height: state.canvas.height, assets: state.assets, layers: layers, markers: state.markers)
    return (state, frame)
  }

  /// The composition of a scene: the same plan, every layer made (on `jobs` threads) and put
  /// in its placeholder's place.
  package func composition(_ scene: AnimatedScene) -> Lottie.Composition {
    let (state, planned) = plan(scene)
    var frame = planned
    let all = frame.layersInFileOrder
    var made = Parallel.map(all.count, jobs: jobs) { state.layer(all[$0]) }[...]
    func fill(_ layers: inout [Lottie.Layer]) {
      layers = Array(made.prefix(layers.count))
      made = made.dropFirst(layers.count)
    }
    for slot in frame.assets.indices {
      guard case .precomp(let id, var layers) = frame.assets[slot] else { continue }
      fill(&layers)
      frame.assets[slot] = .precomp(id: id, layers: layers)
    }
    fill(&frame.layers)
    return frame
  }
}

extension LottieState {
  /// A layer of the layout pass as it is in the file: a deferred layer's placeholder made.
  func layer(_ layer: Lottie.Layer) -> Lottie.Layer {
    guard let deferred = deferred[layer.index] else { return layer }
    return build(deferred, index: layer.index)
  }
}
