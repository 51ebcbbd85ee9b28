/// Reads what the tests check in the video files, straight from the container's bytes (ISO
/// BMFF boxes for MP4, EBML elements for WebM), with no FFmpeg in between.
enum ContainerReading {
  // MARK: - MP4

  /// The payload of the first box at `path`, such as `["moov", "trak", "tkhd"]`.
  static func box(_ bytes: [UInt8], _ path: [String]) -> ArraySlice<UInt8>? {
    var range = 0..<bytes.count
    for name in path {
      var offset = range.lowerBound
      var found: Range<Int>?
      while offset + 8 <= range.upperBound {
        let size = Int(word(bytes, offset))
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        guard size >= 8, offset + size <= range.upperBound else { return nil }
        if type == name {
          found = offset + 8..<offset + size
          break
        }
        offset += size
      }
      guard let found else { return nil }
      range = found
    }
    return bytes[range]
  }

  /// A big-endian 32-bit word at `offset`.
  static func word(_ bytes: some Collection<UInt8>, _ offset: Int) -> UInt32 {
    let start = bytes.index(bytes.startIndex, offsetBy: offset)
    return bytes[start..<bytes.index(start, offsetBy: 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// The MP4's video track: its sample count, width and height (from the track header) and
  /// its media duration in seconds (the sum of the sample durations).
  static func mp4Track(_ bytes: [UInt8]) -> (
    samples: Int, width: Int, height: Int, seconds: Double
  )? {
    guard let tkhd = box(bytes, ["moov", "trak", "tkhd"]), tkhd.first == 0,
      let mdhd = box(bytes, ["moov", "trak", "mdia", "mdhd"]), mdhd.first == 0,
      let stsz = box(bytes, ["moov", "trak", "mdia", "minf", "stbl", "stsz"]),
      let stts = box(bytes, ["moov", "trak", "mdia", "minf", "stbl", "stts"])
    else { return nil }
    let timescale = Double(word(mdhd, 12))
    var ticks = 0.0
    for entry in 0..<Int(word(stts, 4)) {
      ticks += Double(word(stts, 8 + 8 * entry)) * Double(word(stts, 12 + 8 * entry))
    }
    return (
      Int(word(stsz, 8)), Int(word(tkhd, 76) >> 16), Int(word(tkhd, 80) >> 16), ticks / timescale
    )
  }

  // MARK: - WebM

  /// An EBML element: its id (marker bits kept) and its payload.
  struct Element {
    var id: UInt32
    var payload: Range<Int>
  }

  /// The elements directly inside `range`.
  static func elements(_ bytes: [UInt8], in range: Range<Int>) -> [Element] {
    var found: [Element] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard let (id, idLength) = vint(bytes, offset, keepMarker: true),
        let (size, sizeLength) = vint(bytes, offset + idLength, keepMarker: false)
      else { break }
      let start = offset + idLength + sizeLength
      let end = min(range.upperBound, start + Int(size))
      found.append(Element(id: UInt32(id), payload: start..<end))
      offset = end
    }
    return found
  }

  /// A variable-length integer at `offset` and its length in bytes.
  static func vint(_ bytes: [UInt8], _ offset: Int, keepMarker: Bool) -> (UInt64, Int)? {
    guard offset < bytes.count, bytes[offset] != 0 else { return nil }
    let length = bytes[offset].leadingZeroBitCount + 1
    guard offset + length <= bytes.count else { return nil }
    var value = UInt64(keepMarker ? bytes[offset] : bytes[offset] & (0xFF >> length))
    for index in 1..<length { value = value << 8 | UInt64(bytes[offset + index]) }
    return (value, length)
  }

  /// The WebM's codec id, pixel width and height, and its count of blocks (frames).
  static func webmTrack(_ bytes: [UInt8]) -> (codec: String, width: Int, height: Int, blocks: Int)?
  {
    guard let segment = elements(bytes, in: 0..<bytes.count).first(where: { $0.id == 0x1853_8067 })
    else { return nil }
    let top = elements(bytes, in: segment.payload)
    guard let tracks = top.first(where: { $0.id == 0x1654_AE6B }),
      let entry = elements(bytes, in: tracks.payload).first(where: { $0.id == 0xAE }),
      let codec = elements(bytes, in: entry.payload).first(where: { $0.id == 0x86 }),
      let video = elements(bytes, in: entry.payload).first(where: { $0.id == 0xE0 })
    else { return nil }
    let unsigned = { (element: Element?) in
      element.map { bytes[$0.payload].reduce(0) { $0 << 8 | Int($1) } } ?? 0
    }
    let dimensions = elements(bytes, in: video.payload)
    let blocks = top.filter { $0.id == 0x1F43_B675 }.reduce(0) { count, cluster in
      count + elements(bytes, in: cluster.payload).count { $0.id == 0xA3 || $0.id == 0xA0 }
    }
    return (
      String(decoding: bytes[codec.payload], as: UTF8.self),
      unsigned(dimensions.first { $0.id == 0xB0 }), unsigned(dimensions.first { $0.id == 0xBA }),
      blocks
    )
  }
}
