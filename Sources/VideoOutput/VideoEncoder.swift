internal import CLibAV
import RasterOutput

/// A video encoded and muxed in memory through FFmpeg's libraries (libavcodec, libavformat,
/// libswscale): H.264 by libx264 in MP4, or VP9 by libvpx in WebM (docs/output.md, Video: MP4,
/// WebM).
///
/// Frames are converted from RGBA to limited-range BT.709 YUV 4:2:0 by swscale; the codec and
/// the muxer run bit-exact on the calling thread only, and nothing dated or random is written,
/// so the same frames give the same bytes.
final class VideoEncoder {
  let width: Int
  let height: Int
  private let file = MemoryFile()
  private var io: UnsafeMutablePointer<AVIOContext>?
  private var muxer: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var converter: OpaquePointer?
  private var packet: UnsafeMutablePointer<AVPacket>?
  /// The codec's clock: 1000 ticks a frame (whatever the rate, also 29.97), so every frame
  /// starts on a whole tick.
  private let timeBase: AVRational
  /// Each frame's length in ticks, by its start, given to its packet (the encoder may reorder).
  private var durations: [Int64: Int64] = [:]

  /// An encoder of `width × height` frames (both even) at `fps`.
  init(format: VideoFormat, width: Int, height: Int, fps: Double) throws(VideoError) {
    self.width = width
    self.height = height
    let rate = av_d2q(fps, 1_000_000)
    timeBase = AVRational(num: rate.den, den: rate.num * 1000)
    // FFmpeg's libraries print statistics on standard error; their failures come back as
    // statuses, which the diagnostics report, so nothing of theirs is printed.
    av_log_set_level(AV_LOG_QUIET)
    guard let found = avcodec_find_encoder_by_name(format.encoder) else {
      throw VideoError(
        message: "this build of libavcodec has no \(format.encoder) encoder, which "
          + "\(format.rawValue) needs")
    }
    guard avformat_alloc_output_context2(&muxer, nil, format.rawValue, nil) >= 0,
      let muxer, let io = file.context(), let codec = avcodec_alloc_context3(found),
      let stream = avformat_new_stream(muxer, nil), let packet = av_packet_alloc()
    else { throw VideoError(message: "FFmpeg's libraries could not set up the encoder") }
    self.io = io
    self.codec = codec
    self.stream = stream
    self.packet = packet
    muxer.pointee.pb = io
    muxer.pointee.flags |= AVFMT_FLAG_BITEXACT
    codec.pointee.width = Int32(width)
    codec.pointee.height = Int32(height)
    codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    codec.pointee.time_base = timeBase
    codec.pointee.framerate = rate
    codec.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
    // A keyframe every 2 s, so a player can seek.
    codec.pointee.gop_size = Int32(max(1, (2 * fps).rounded()))
    codec.pointee.thread_count = 1
    codec.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if muxer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    codec.pointee.color_range = AVCOL_RANGE_MPEG
    codec.pointee.colorspace = AVCOL_SPC_BT709
    codec.pointee.color_primaries = AVCOL_PRI_BT709
    codec.pointee.color_trc = AVCOL_TRC_BT709
    for (name, value) in format.options {
      try Self.check(av_opt_set(codec.pointee.priv_data, name, value, 0), "setting \(name)")
    }
    // libx264's AVX-512 code gives different bytes from run to run (bookworm's x264 0.164
    // r3095: 16 of 20 runs gave one file, 4 others), while its AVX2 code gives the same bytes
    // each time, the same as its plain C code; so on a processor with AVX-512 it stops at AVX2
    // (which every such processor has).
    if format == .mp4, av_get_cpu_flags() & AV_CPU_FLAG_AVX512 != 0 {
      try Self.check(
        av_opt_set(codec.pointee.priv_data, "x264-params", "asm=avx2", 0), "setting asm")
    }
    try Self.check(avcodec_open2(codec, found, nil), "opening \(format.encoder)")
    try Self.check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "muxing")
    stream.pointee.time_base = timeBase
    try Self.check(avformat_write_header(muxer, nil), "writing the header")
    converter = sws_getContext(
      Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height),
      AV_PIX_FMT_YUV420P, SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT, nil, nil, nil)
    guard let converter else { throw VideoError(message: "swscale could not convert RGBA") }
    // RGB in full range to BT.709 YUV in limited range (16…235), what players assume.
    try Self.check(
      sws_setColorspaceDetails(
        converter, sws_getCoefficients(SWS_CS_ITU709), 1, sws_getCoefficients(SWS_CS_ITU709),
        0, 0, 1 << 16, 1 << 16), "setting the colorspace")
  }

  deinit {
    sws_freeContext(converter)
    av_packet_free(&packet)
    avcodec_free_context(&codec)
    avformat_free_context(muxer)
    if let io { av_freep(&io.pointee.buffer) }
    avio_context_free(&io)
  }

  /// Adds a picture (`width × height`) shown from `start` to `end` seconds.
  func add(_ image: RasterImage, start: Double, end: Double) throws(VideoError) {
    guard image.width == width, image.height == height else {
      throw VideoError(
        message: "a frame is \(image.width) × \(image.height), not \(width) × \(height)")
    }
    var frame = av_frame_alloc()
    defer { av_frame_free(&frame) }
    guard let frame else { throw VideoError(message: "FFmpeg could not allocate a frame") }
    frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.color_range = AVCOL_RANGE_MPEG
    frame.pointee.colorspace = AVCOL_SPC_BT709
    frame.pointee.color_primaries = AVCOL_PRI_BT709
    frame.pointee.color_trc = AVCOL_TRC_BT709
    try Self.check(av_frame_get_buffer(frame, 0), "allocating a frame")
    let planes = [frame.pointee.data.0, frame.pointee.data.1, frame.pointee.data.2]
    let strides = [frame.pointee.linesize.0, frame.pointee.linesize.1, frame.pointee.linesize.2]
    // Each row's padding past the width is zeroed too, so no byte the encoder might read is
    // left over from earlier use of the memory.
    for (index, (plane, stride)) in zip(planes, strides).enumerated() {
      plane?.initialize(repeating: 0, count: Int(stride) * (index == 0 ? height : height / 2))
    }
    // The source rows in a buffer of FFmpeg's alignment, stride rounded up to 64 bytes and a
    // spare zero row below: swscale's SIMD reads whole vectors, so it reads only bytes set here.
    let stride = (width * 4 + 63) / 64 * 64
    guard let source = av_mallocz((height + 1) * stride)?.assumingMemoryBound(to: UInt8.self)
    else { throw VideoError(message: "FFmpeg could not allocate a frame") }
    defer { av_free(source) }
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      for row in 0..<height {
        (source + row * stride).update(from: base + row * width * 4, count: width * 4)
      }
    }
    let rows = sws_scale(
      converter, [UnsafePointer(source)], [Int32(stride)], 0, Int32(height), planes, strides)
    guard rows == Int32(height) else { throw VideoError(message: "swscale converted no frame") }
    let pts = ticks(start)
    frame.pointee.pts = pts
    durations[pts] = max(1, ticks(end) - pts)
    try send(frame)
  }

  /// Flushes the encoder and closes the file; its bytes.
  func finish() throws(VideoError) -> [UInt8] {
    try send(nil)
    try Self.check(av_write_trailer(muxer), "writing the trailer")
    avio_flush(io)
    return file.bytes
  }

  /// Seconds in the codec's ticks.
  private func ticks(_ seconds: Double) -> Int64 {
    Int64((seconds * Double(timeBase.den) / Double(timeBase.num)).rounded())
  }

  /// Sends a frame (nil flushes) and writes every packet the encoder has ready.
  private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(VideoError) {
    try Self.check(avcodec_send_frame(codec, frame), "encoding a frame")
    while true {
      let status = avcodec_receive_packet(codec, packet)
      if status == motionboard_averror_again() || status == motionboard_averror_eof() { return }
      try Self.check(status, "encoding a frame")
      guard let packet, let stream else { return }
      packet.pointee.duration = durations[packet.pointee.pts] ?? 0
      av_packet_rescale_ts(packet, timeBase, stream.pointee.time_base)
      packet.pointee.stream_index = stream.pointee.index
      try Self.check(av_interleaved_write_frame(muxer, packet), "writing a frame")
    }
  }

  /// Throws FFmpeg's message for a negative status.
  private static func check(_ status: Int32, _ doing: String) throws(VideoError) {
    guard status < 0 else { return }
    var text = [CChar](repeating: 0, count: 256)
    _ = av_strerror(status, &text, text.count)
    let message = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw VideoError(message: "FFmpeg failed \(doing): \(message)")
  }
}
