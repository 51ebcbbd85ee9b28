import TestFiles
import Testing

/// The writers read only the scene (ARCHITECTURE.md, Tracks).
///
/// Its views, looks and tracks are all they need: they may not import Motion (the
/// presentation the tracks were built from) or Layout (the solver and the replay), in their
/// files or in the manifest, so that a writer never replays the timeline itself. The preview
/// page included: what its inspector shows is the scene's `SceneInspection`.
@Suite("writers")
struct WriterTests {
  /// The modules that draw a scene into a file.
  static let writers = [
    "SVGOutput", "LottieOutput", "DotLottieOutput", "RasterOutput", "VideoOutput",
    "PreviewOutput",
  ]

  /// What no writer may use.
  static let forbidden: Set<String> = ["Motion", "Layout"]

  @Test("every writer is in the manifest")
  func writersFound() {
    let names = Set(ManifestTests.targets.map(\.name))
    #expect(Set(Self.writers).isSubset(of: names), "\(Set(Self.writers).subtracting(names))")
  }

  @Test("a writer imports neither Motion nor Layout")
  func writerImports() {
    var found: [String] = []
    for target in ManifestTests.targets where Self.writers.contains(target.name) {
      let used = CodeImportTests.allImports(of: target).union(target.dependencies)
      for module in used.intersection(Self.forbidden).sorted() {
        found.append("the writer \(target.name) uses \(module)")
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  @Test("a writer that draws a scene does so through SceneWriter")
  func sceneWriters() {
    var missing: [String] = []
    for target in ManifestTests.targets
    where Self.writers.contains(target.name) && target.dependencies.contains("Scene") {
      let conforms = ManifestTests.swiftFiles(in: Repository.path(target.path)).contains {
        (Repository.text($0) ?? "").contains(": SceneWriter {")
      }
      if !conforms { missing.append(target.name) }
    }
    // The SVG, Lottie, picture and video writers and the preview page (the dotLottie archive
    // is a stage over the Lottie writer, and DotLottieOutput knows nothing of scenes).
    #expect(missing.isEmpty, "writers of a scene without a SceneWriter: \(missing)")
    let drawing = ManifestTests.targets.filter {
      Self.writers.contains($0.name) && $0.dependencies.contains("Scene")
    }
    #expect(
      Set(drawing.map(\.name)) == [
        "SVGOutput", "LottieOutput", "RasterOutput", "VideoOutput", "PreviewOutput",
      ])
  }
}
