internal import CZlib

/// PNG files, the same bytes for the same picture.
///
/// 8-bit RGB (every pixel opaque) or RGBA, each row filtered with the filter whose
/// bytes sum smallest (libpng's heuristic), deflated by zlib at level 9, with optional `tEXt`
/// entries. No time stamp or other varying chunk: the same picture gives the same bytes.
package enum PNGEncoder {
  package static func encode(_ image: RasterImage, text: [(key: String, value: String)] = [])
    -> [UInt8]
  {
    let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy {
      image.pixels[$0] == 255
    }
    let channels = opaque ? 3 : 4
    let stride = image.width * channels
    var raw = [UInt8](repeating: 0, count: (stride + 1) * image.height)
    var previous = [UInt8](repeating: 0, count: stride)
    var row = [UInt8](repeating: 0, count: stride)
    var candidate = [UInt8](repeating: 0, count: stride)
    var best = [UInt8](repeating: 0, count: stride)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let source = (y * image.width + x) * 4
        for c in 0..<channels { row[x * channels + c] = image.pixels[source + c] }
      }
      var bestFilter: UInt8 = 0
      var bestSum = Int.max
      for filter: UInt8 in 0...4 {
        var sum = 0
        for i in 0..<stride {
          let a = i >= channels ? Int(row[i - channels]) : 0
          let b = Int(previous[i])
          let c = i >= channels ? Int(previous[i - channels]) : 0
          let predicted: Int
          switch filter {
          case 1: predicted = a
          case 2: predicted = b
          case 3: predicted = (a + b) / 2
          case 4:
            let p = a + b - c
            let pa = abs(p - a)
            let pb = abs(p - b)
            let pc = abs(p - c)
            predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
          default: predicted = 0
          }
          let value = UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
          candidate[i] = value
          sum += value < 128 ? Int(value) : 256 - Int(value)
        }
        if sum < bestSum {
          bestSum = sum
          bestFilter = filter
          swap(&best, &candidate)
        }
      }
      let start = y * (stride + 1)
      raw[start] = bestFilter
      raw.replaceSubrange(start + 1..<start + 1 + stride, with: best)
      swap(&previous, &row)
    }
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(image.width))
    header += bigEndian(UInt32(image.height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    chunk("IHDR", header, into: &file)
    for entry in text {
      chunk("tEXt", Array(entry.key.utf8) + [0] + Array(entry.value.utf8), into: &file)
    }
    chunk("IDAT", deflate(raw), into: &file)
    chunk("IEND", [], into: &file)
    return file
  }

  static func deflate(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &length, input.baseAddress, uLong(bytes.count), 9)
      }
    }
    precondition(status == Z_OK, "zlib could not compress")
    return Array(output.prefix(Int(length)))
  }

  private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
    let typed = Array(type.utf8) + data
    file += bigEndian(UInt32(data.count))
    file += typed
    let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    file += bigEndian(UInt32(crc))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
