import Parallelism

extension Lottie {
  /// The animation file: its frame rate, length and size, the assets its layers refer to, and
  /// the layers, top-most first.
  package struct Composition: Sendable, Equatable {
    /// Name (`nm`).
    package var name: String
    /// Frames per second (`fr`).
    package var frameRate: Double
    /// The frame the animation ends at (`op`); it starts at 0.
    package var outPoint: Double
    /// Width and height (`w`, `h`): whole numbers, as the schema has them.
    package var width: Int
    package var height: Int
    package var assets: [Asset]
    package var layers: [Layer]
    /// Named portions of the timeline (`markers`), in time order; left out when empty.
    package var markers: [Marker]

    package init(
      name: String, frameRate: Double, outPoint: Double, width: Int, height: Int,
      assets: [Asset], layers: [Layer], markers: [Marker] = []
    ) {
      self.markers = markers
      self.name = name
      self.frameRate = frameRate
      self.outPoint = outPoint
      self.width = width
      self.height = height
      self.assets = assets
      self.layers = layers
    }

    /// The JSON, each layer (of the precomps and of the composition) written by `layer`.
    ///
    /// `layer` is called in file order: the precomps' layers first, then the composition's.
    /// Before the assets and the layers, Bodymovin 5.7.4's version string (`v` is a string;
    /// lottie-ios reads it as one).
    func write(to sink: inout JSONBytes, layer: (Layer, inout JSONBytes) -> Void) {
      sink.open(.object)
      sink.member("v", string: "5.7.4")
      sink.member("fr", number: frameRate)
      sink.member("ip", number: 0)
      sink.member("op", number: outPoint)
      sink.member("w", number: Double(width))
      sink.member("h", number: Double(height))
      sink.member("nm", string: name)
      sink.member("ddd", number: 0)
      sink.key("assets")
      sink.open(.array)
      for asset in assets { asset.write(to: &sink, layer: layer) }
      sink.close(.array)
      sink.key("layers")
      sink.open(.array)
      for item in layers { layer(item, &sink) }
      sink.close(.array)
      if !markers.isEmpty {
        sink.key("markers")
        sink.open(.array)
        for marker in markers { marker.write(to: &sink) }
        sink.close(.array)
      }
      sink.close(.object)
    }

    /// Every layer, in the order `write(to:layer:)` visits them.
    var layersInFileOrder: [Layer] {
      var all: [Layer] = []
      for case .precomp(_, let layers) in assets { all += layers }
      return all + layers
    }
  }

  /// An asset a layer refers to by `refId`.
  package enum Asset: Sendable, Equatable {
    /// A precomposition: layers drawn together (`id`, `layers`).
    case precomp(id: String, layers: [Layer])
    /// An embedded image (`p` a `data:` URI, `e` 1), declared at its pixel size (`w`, `h`).
    case image(id: String, width: Double, height: Double, dataURI: String)

    /// The JSON, a precomp's layers written by `layer`, in order.
    func write(to sink: inout JSONBytes, layer: (Layer, inout JSONBytes) -> Void) {
      sink.open(.object)
      switch self {
      case .precomp(let id, let layers):
        sink.member("id", string: id)
        sink.key("layers")
        sink.open(.array)
        for item in layers { layer(item, &sink) }
        sink.close(.array)
      case .image(let id, let width, let height, let dataURI):
        sink.member("id", string: id)
        sink.member("w", number: width)
        sink.member("h", number: height)
        sink.member("u", string: "")
        sink.member("p", string: dataURI)
        sink.member("e", number: 1)
      }
      sink.close(.object)
    }
  }
}

extension Lottie.Composition {
  /// The file's text, ending in a newline, written on `jobs` threads.
  package func text(jobs: Int) -> String {
    let all = layersInFileOrder
    return text(layers: all.count, jobs: jobs) { all[$0] }
  }

  /// The file's text, ending in a newline: the layers (nearly all of the file) each written
  /// to its own bytes on `jobs` threads, `layer(place)` giving the layer at its place in
  /// `layersInFileOrder` (made there when the composition holds a placeholder), then joined
  /// in file order (`text(of:pieces:)`), so the bytes do not depend on `jobs`.
  func text(layers count: Int, jobs: Int, layer: @Sendable (Int) -> Lottie.Layer) -> String {
    let pieces = Parallel.map(count, jobs: jobs) { place in
      var sink = JSONBytes(capacity: 1 << 12)
      layer(place).write(to: &sink)
      return sink
    }
    return Self.text(of: self, pieces: pieces)
  }

  /// The file's text, its layers already written in `pieces` (in `layersInFileOrder`'s
  /// order), then a newline, made into a string in one step.
  ///
  /// The rest of the file is written first, each layer's place marked; the text is then made
  /// at its exact size, the pieces copied once into their places (no buffer regrown, no
  /// second copy of the file).
  static func text(of composition: Self, pieces: [JSONBytes]) -> String {
    let suffix: StaticString = "\n"
    var skeleton = JSONBytes(capacity: 1 << 12)
    var places: [Int] = []
    places.reserveCapacity(pieces.count)
    composition.write(to: &skeleton) { _, sink in places.append(sink.place()) }
    precondition(
      places.count == pieces.count, "write(to:layer:) visits every layer once, in file order")
    let total =
      pieces.reduce(skeleton.count + suffix.utf8CodeUnitCount) { $0 + $1.count }
    return String(unsafeUninitializedCapacity: total) { target in
      guard let base = target.baseAddress else { return 0 }
      var written = 0
      func copy(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        (base + written).update(from: start, count: source.count)
        written += source.count
      }
      skeleton.text.withBytes { frame in
        var from = 0
        for (place, piece) in zip(places, pieces) {
          copy(UnsafeBufferPointer(rebasing: frame[from..<place]))
          piece.text.withBytes(copy)
          from = place
        }
        copy(UnsafeBufferPointer(rebasing: frame[from...]))
      }
      suffix.withUTF8Buffer(copy)
      return written
    }
  }
}
