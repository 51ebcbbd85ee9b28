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

    package var json: LottieJSON {
      .object(
        header + [
          ("assets", .array(assets.map(\.json))), ("layers", .array(layers.map(\.json))),
        ])
    }

    /// The text `json` writes, made one asset and one layer at a time and passed on to
    /// `output` in pieces of about a megabyte: the JSON of the whole file is never held at
    /// once (at 10,000 views it would double the memory of the export).
    package func write<Output: TextOutputStream>(to output: inout Output) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(1 << 20 + 1 << 16)
      func flush(always: Bool = false) {
        guard always || bytes.count >= 1 << 20 else { return }
        output.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
      }
      bytes.append(UInt8(ascii: "{"))
      for (key, value) in header {
        LottieJSON.write(string: key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        value.write(to: &bytes)
        bytes.append(UInt8(ascii: ","))
      }
      func array<Item>(_ key: String, _ items: [Item], _ json: (Item) -> LottieJSON) {
        LottieJSON.write(string: key, to: &bytes)
        bytes.append(contentsOf: ":[".utf8)
        for (index, item) in items.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          json(item).write(to: &bytes)
          flush()
        }
        bytes.append(UInt8(ascii: "]"))
      }
      array("assets", assets, \.json)
      bytes.append(UInt8(ascii: ","))
      array("layers", layers, \.json)
      bytes.append(UInt8(ascii: "}"))
      flush(always: true)
    }
  }

  /// An asset a layer refers to by `refId`.
  package enum Asset: Sendable {
    /// A precomposition: layers drawn together (`id`, `layers`).
    case precomp(id: String, layers: [Layer])
    /// An embedded image (`p` a `data:` URI, `e` 1), declared at its pixel size (`w`, `h`).
    case image(id: String, width: Double, height: Double, dataURI: String)

    package var json: LottieJSON {
      switch self {
      case .precomp(let id, let layers):
        .object([("id", .string(id)), ("layers", .array(layers.map(\.json)))])
      case .image(let id, let width, let height, let dataURI):
        .object([
          ("id", .string(id)), ("w", .number(width)), ("h", .number(height)), ("u", .string("")),
          ("p", .string(dataURI)), ("e", .number(1)),
        ])
      }
    }
  }
}
