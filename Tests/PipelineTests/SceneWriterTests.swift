import Interface
import LottieOutput
import Pipeline
import PreviewOutput
import SVGOutput
import Scene
import TestFiles
import TestSupport
import Testing

/// The writers written straight from a scene, through their one interface (ARCHITECTURE.md,
/// Pipeline).
@Suite("scene writers")
struct SceneWriterTests {
  /// A 200 × 120 pt scene whose box slides from 0.2 s to 0.8 s, built from its source.
  static func scene(appearance: AppearanceMode? = nil, inspected: Bool = false) throws
    -> AnimatedScene
  {
    let compilation = Compilation()
    let checked = compilation.check(Array(SampleScenes.slide().utf8), file: "slide.xml")
    var options = Compilation.ExportOptions()
    options.appearance = appearance
    return try #require(
      compilation.scene(
        checked, library: TestExport.library(), images: [:], options: options,
        inspected: inspected))
  }

  /// Any writer, through the protocol alone.
  static func written<Writer: SceneWriter>(
    _ writer: Writer, _ scene: AnimatedScene, options: Writer.Options
  ) throws(ExportError) -> String {
    String(decoding: try writer.write(scene, options: options), as: UTF8.self)
  }

  @Test("the SVG writer writes the scene's root size, duration and one animated layer")
  func svg() throws {
    let text = try Self.written(SVGWriter(), Self.scene(), options: .init())
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains(#"width="200""#) && text.contains(#"height="120""#))
    #expect(text.contains(#"viewBox="0 0 200 120""#))
    #expect(text.contains(#"data-loop="false""#))
    #expect(text.contains("<title>Slide</title>"))
    // Not adaptive: no dark layer.
    #expect(!text.contains("mb-dark"))
    #expect(text.hasSuffix("</svg>\n"))
  }

  @Test("the SVG writer's dark option makes the file adaptive")
  func svgDark() throws {
    let scene = try Self.scene()
    let dark = try Self.scene(appearance: .dark)
    let text = try Self.written(SVGWriter(), scene, options: .init(dark: dark))
    #expect(text.contains("@media (prefers-color-scheme:dark)"))
    #expect(text.contains(#"class="mb-motion mb-dark""#))
  }

  @Test("the Lottie writer writes the frame rate and the frames of its options")
  func lottie() throws {
    let scene = try Self.scene()
    let text = try Self.written(LottieWriter(), scene, options: .init(fps: 30, jobs: 1))
    #expect(text.contains(#""fr":30,"#))
    #expect(text.contains(#""w":200,"#) && text.contains(#""h":120,"#))
    // The slide's marker: 0.2 s to 0.8 s at 30 fps.
    #expect(text.contains(#"{"cm":"slide","tm":6,"dr":18}"#))
    #expect(text.contains(#""nm":"Slide","#))
    // The same bytes whatever the threads.
    #expect(try Self.written(LottieWriter(), scene, options: .init(fps: 30, jobs: 4)) == text)
  }

  @Test("the scene writers give the bytes the export writes")
  func sameAsExport() throws {
    let (files, log) = TestExport.export(
      SampleScenes.slide(), file: "slide.xml", formats: [.svg, .lottie])
    #expect(!log.hasErrors)
    let scene = try Self.scene()
    #expect(files[.svg] == (try Self.written(SVGWriter(), scene, options: .init())))
    #expect(
      files[.lottie] == (try Self.written(LottieWriter(), scene, options: .init(fps: 60, jobs: 2))))
  }

  @Test("the preview page holds the scene's SVG and its inspection's data, as the export writes it")
  func preview() throws {
    let template = try #require(TestExport.previewTemplate())
    let writer = PreviewWriter(template: template, fps: 60, jobs: 1)
    let scene = try Self.scene(inspected: true)
    let svg = try Self.written(SVGWriter(), scene, options: .init())
    let page = try Self.written(writer, scene, options: .init(svg: svg))
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<title>Slide</title>"))
    // The SVG inline, without its XML declaration.
    #expect(page.contains(#"viewBox="0 0 200 120""#) && !page.contains("<?xml"))
    #expect(page.contains(#""label":"slide","start":0.2"#))
    let (files, log) = TestExport.export(
      SampleScenes.slide(), file: "slide.xml", formats: [.html])
    #expect(!log.hasErrors)
    #expect(files[.html] == page)
  }

  @Test("the preview page of a scene without an inspection is an export error")
  func previewWithoutInspection() throws {
    let template = try #require(TestExport.previewTemplate())
    #expect(throws: ExportError("the preview page needs the scene's inspection")) {
      try PreviewWriter(template: template, fps: 60).write(
        try Self.scene(), options: .init(svg: "<svg/>"))
    }
  }
}
