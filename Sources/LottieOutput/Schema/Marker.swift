extension Lottie {
  /// A named portion of the composition (`cm`, `tm`, `dr`): a block's segment, or the still
  /// picture that players show for reduced motion (docs/output.md, Markers).
  package struct Marker: Sendable, Hashable {
    /// The name (`cm`, "comment" in the schema), which players look markers up by.
    package var name: String
    /// The first frame (`tm`).
    package var frame: Double
    /// The length in frames (`dr`); 0 for a single frame.
    package var frames: Double

    package init(name: String, frame: Double, frames: Double) {
      self.name = name
      self.frame = frame
      self.frames = frames
    }

    func write(to sink: inout JSONBytes) {
      sink.open(.object)
      sink.member("cm", string: name)
      sink.member("tm", number: frame)
      sink.member("dr", number: frames)
      sink.close(.object)
    }
  }
}
