import Motion

extension Lottie {
  /// The animation file: its frame rate, length and size, the assets its layers refer to, and
  /// the layers, top-most first.
  package struct Composition: Sendable {
    /// Name (`nm`).
    package var name: String
    /// Frames per second (`fr`).
    package var frameRate: Double
    /// The frame the animation ends at (`op`); it starts at 0.
    package var outPoint: Double
    package var width: Double
    package var height: Double
    package var assets: [Asset]
    package var layers: [Layer]

    package init(
      name: String, frameRate: Double, outPoint: Double, width: Double, height: Double,
      assets: [Asset], layers: [Layer]
    ) {
      self.name = name
      self.frameRate = frameRate
      self.outPoint = outPoint
      self.width = width
      self.height = height
      self.assets = assets
      self.layers = layers
    }

    /// The members before the assets and the layers; Bodymovin 5.7.4's version string (`v`
    /// is a string; lottie-ios reads it as one).
    private var header: [(String, LottieJSON)] {
      [
        ("v", .string("5.7.4")), ("fr", .number(frameRate)), ("ip", .number(0)),
        ("op", .number(outPoint)), ("w", .number(width)), ("h", .number(height)),
        ("nm", .string(name)), ("ddd", .number(0)),
      ]
    }

    package var json: LottieJSON { json(layer: \.json) }

    /// The JSON, each layer (of the precomps and of the composition) given by `layer`, called
    /// in file order: the precomps' layers first, then the composition's.
    func json(layer: (Layer) -> LottieJSON) -> LottieJSON {
      let assets = self.assets.map { $0.json(layer: layer) }
      let layers = self.layers.map(layer)
      return .object(header + [("assets", .array(assets)), ("layers", .array(layers))])
    }

    /// Every layer, in the order `json(layer:)` visits them.
    private var layersInFileOrder: [Layer] {
      var all: [Layer] = []
      for case .precomp(_, let layers) in assets { all += layers }
      return all + layers
    }

    /// The text `json` writes, into `output`.
    ///
    /// The layers are nearly all of the file: each one's bytes are written on their own
    /// (`JSONBytes`, no tree), on `jobs` threads, and joined in file order into the small tree
    /// of the rest, so the bytes are the same whatever `jobs` is.
    package func write<Output: TextOutputStream>(to output: inout Output, jobs: Int) {
      let all = layersInFileOrder
      let pieces = Parallel.map(all.count, jobs: jobs) { index in
        var sink = JSONBytes()
        all[index].write(to: &sink)
        return sink.bytes
      }
      var next = 0
      let tree = json { _ in
        defer { next += 1 }
        return .raw(pieces[next])
      }
      precondition(next == pieces.count, "json(layer:) visits every layer once, in file order")
      tree.write(to: &output)
    }
  }

  /// An asset a layer refers to by `refId`.
  package enum Asset: Sendable {
    /// A precomposition: layers drawn together (`id`, `layers`).
    case precomp(id: String, layers: [Layer])
    /// An embedded image (`p` a `data:` URI, `e` 1), declared at its pixel size (`w`, `h`).
    case image(id: String, width: Double, height: Double, dataURI: String)

    package var json: LottieJSON { json(layer: \.json) }

    /// The JSON, a precomp's layers given by `layer`, in order.
    func json(layer: (Layer) -> LottieJSON) -> LottieJSON {
      switch self {
      case .precomp(let id, let layers):
        .object([("id", .string(id)), ("layers", .array(layers.map(layer)))])
      case .image(let id, let width, let height, let dataURI):
        .object([
          ("id", .string(id)), ("w", .number(width)), ("h", .number(height)), ("u", .string("")),
          ("p", .string(dataURI)), ("e", .number(1)),
        ])
      }
    }
  }
}
