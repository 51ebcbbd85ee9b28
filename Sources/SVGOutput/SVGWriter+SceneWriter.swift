import Scene

extension SVGWriter: SceneWriter {
  /// The SVG's options: the dark scene of an adaptive file, shown under
  /// `prefers-color-scheme: dark` (nil for one appearance).
  package struct Options: Sendable {
    package var dark: AnimatedScene?

    package init(dark: AnimatedScene? = nil) {
      self.dark = dark
    }
  }

  /// The SVG file; it cannot fail.
  package func write(_ scene: AnimatedScene, options: Options) throws(ExportError) -> [UInt8] {
    bytes(scene, dark: options.dark)
  }
}
