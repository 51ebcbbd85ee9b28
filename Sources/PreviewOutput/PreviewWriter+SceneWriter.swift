import Scene

extension PreviewWriter: SceneWriter {
  /// The page's options: the SVG export it holds (the text `SVGWriter` wrote for the scene).
  package struct Options: Sendable {
    package var svg: String

    package init(svg: String) {
      self.svg = svg
    }
  }

  /// The preview page; it fails for a scene without an inspection (the export gives the html
  /// file's scene one, `SceneBuilder.inspection(of:)`).
  package func write(_ scene: AnimatedScene, options: Options) throws(ExportError) -> [UInt8] {
    guard let page = write(scene, svg: options.svg) else {
      throw ExportError("the preview page needs the scene's inspection")
    }
    return Array(page.utf8)
  }
}
