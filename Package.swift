// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "motionboard",
  products: [
    .executable(name: "motionboard", targets: ["motionboard"])
  ],
  targets: [
    // Foundations: no dependencies on the rest of the pipeline.
    .target(name: "Diagnostics"),
    .target(name: "Geometry"),
    .target(name: "Cassowary"),
    // Text for files and messages: numbers, colors, escaping, base64; one function per purpose.
    .target(name: "Formatting", dependencies: ["Geometry"]),
    // Reading: libxml2 through a system library, then the typed interface model.
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .target(name: "XMLTree", dependencies: ["CLibXML2", "Diagnostics"]),
    .target(
      name: "Interface", dependencies: ["XMLTree", "Diagnostics", "Geometry", "Formatting"],
      linkerSettings: [.linkedLibrary("m")]),
    // Xcode storyboards and xibs, each scene imported as an interface document.
    .target(
      name: "InterfaceBuilder", dependencies: ["XMLTree", "Interface", "Diagnostics", "Geometry"],
      linkerSettings: [.linkedLibrary("m")]),
    // Writing a document in the format: what `convert` saves.
    .target(name: "InterfaceWriter", dependencies: ["Interface", "Geometry", "Formatting"]),
    // Text: fonts found by fontconfig, shaped by HarfBuzz, measured and outlined by FreeType.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .target(
      name: "Typography", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "Geometry"]),
    // Layout: Auto Layout semantics on the solver.
    .target(
      name: "Layout",
      dependencies: ["Interface", "Cassowary", "Typography", "Geometry", "Diagnostics"]),
    // Appearance: each view kind's look, from Templates/.
    .target(
      name: "Appearance",
      dependencies: ["Interface", "Layout", "Typography", "Geometry", "XMLTree", "Diagnostics"]),
    // Motion: the timeline replayed through the layout, with UIKit's timing.
    .target(
      name: "Motion",
      dependencies: ["Interface", "Layout", "Geometry", "Diagnostics", "Formatting"]),
    // The scene: what the writers draw, each view with its look and tracks.
    .target(
      name: "Scene",
      dependencies: [
        "Motion", "Appearance", "Interface", "Layout", "Typography", "Geometry", "Diagnostics",
      ]),
    // Writers: they see only the AnimatedScene.
    .target(
      name: "SVGOutput",
      dependencies: ["Scene", "Motion", "Appearance", "Typography", "Geometry", "Formatting"]),
    .target(
      name: "LottieOutput",
      dependencies: ["Scene", "Motion", "Appearance", "Typography", "Geometry", "Formatting"]),
    // Pictures: Cairo draws the scene; PNG through zlib, GIF through libimagequant and giflib,
    // animated WebP through libwebp's WebPAnimEncoder; JPEG images decoded by libjpeg-turbo, SVG
    // images drawn by librsvg.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    // librsvg's few functions are declared in the shim (see there), so no pkg-config flags.
    .systemLibrary(name: "CRsvg", providers: [.apt(["librsvg2-dev"])]),
    .target(
      name: "RasterOutput",
      dependencies: [
        "Scene", "Motion", "Appearance", "Typography", "Geometry", "CCairo", "CZlib",
        "CImageQuant", "CGif", "CWebP", "CTurboJPEG", "CRsvg",
      ]),
    // Video: the pictures' frames as H.264 in MP4 or VP9 in WebM, through FFmpeg's libraries
    // (libavcodec, libavformat, libavutil, libswscale).
    .systemLibrary(
      name: "CLibAV", pkgConfig: "libavformat",
      providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]),
    .target(name: "VideoOutput", dependencies: ["RasterOutput", "Scene", "CLibAV"]),
    // The dotLottie container: a ZIP through libzip (a system library).
    .systemLibrary(name: "CLibZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
    .target(name: "DotLottieOutput", dependencies: ["CLibZip"]),
    // The preview page: the SVG inline, with a scrubber and an inspector.
    .target(
      name: "PreviewOutput",
      dependencies: ["Motion", "Interface", "Layout", "Formatting", "Diagnostics"]),
    // Running the stages for one file, and the command line around it.
    .target(
      name: "Pipeline",
      dependencies: [
        "XMLTree", "Interface", "InterfaceBuilder", "InterfaceWriter", "Layout", "Motion", "Scene",
        "Appearance", "SVGOutput", "LottieOutput", "PreviewOutput", "RasterOutput",
        "VideoOutput", "DotLottieOutput",
        "Typography", "Geometry", "Diagnostics", "Formatting",
      ]),
    .target(
      name: "MotionboardCLI",
      dependencies: [
        "Pipeline", "Motion", "Appearance", "Interface", "InterfaceBuilder", "Diagnostics",
        "Formatting", "PreviewOutput",
      ]),
    .executableTarget(name: "motionboard", dependencies: ["MotionboardCLI"]),
    // Fuzzing: the whole pipeline under libFuzzer (Tests/Fuzz/run.sh); a crash replayer otherwise.
    .executableTarget(name: "motionboard-fuzz", dependencies: ["Pipeline", "Appearance"]),
    // Benchmarks: the solver on system files, measured against kiwisolver by Benchmarks/*.py,
    // and the export of generated scenes (Benchmarks/export_bench.py).
    .executableTarget(
      name: "motionboard-bench",
      dependencies: [
        "Cassowary", "Motion", "Interface", "XMLTree", "Pipeline", "Appearance", "SVGOutput",
        "LottieOutput", "MotionboardCLI", "Scene",
      ]),
    // What tests share: repository files, temporary folders, in-process runs, golden files.
    .target(
      name: "TestSupport",
      dependencies: ["MotionboardCLI", "Pipeline", "Appearance", "Diagnostics", "PreviewOutput"]),
    // Tests, one target per module.
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree", "Diagnostics"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "FormattingTests", dependencies: ["Formatting", "Geometry"]),
    .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
    .testTarget(
      name: "LayoutTests",
      dependencies: ["Layout", "Interface", "Typography", "XMLTree", "Geometry", "Diagnostics"]),
    .testTarget(
      name: "AppearanceTests",
      dependencies: ["Appearance", "Diagnostics", "Geometry", "Interface", "TestSupport"]),
    .testTarget(
      name: "MotionTests",
      dependencies: ["Motion", "Interface", "XMLTree", "Layout", "Geometry", "Diagnostics"]),
    .testTarget(
      name: "LottieOutputTests",
      dependencies: ["LottieOutput", "Pipeline", "Geometry", "Motion", "TestSupport"]),
    .testTarget(
      name: "SVGOutputTests",
      dependencies: ["Pipeline", "Appearance", "Interface", "XMLTree", "TestSupport"]),
    .testTarget(
      name: "InterfaceTests", dependencies: ["Interface", "XMLTree", "Diagnostics", "Geometry"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "InterfaceWriter", "Pipeline", "Interface", "Geometry", "Diagnostics",
        "TestSupport",
      ]),
    .testTarget(name: "DotLottieOutputTests", dependencies: ["DotLottieOutput"]),
    .testTarget(
      name: "RasterOutputTests",
      dependencies: [
        "RasterOutput", "Pipeline", "TestSupport", "Geometry", "Motion", "Scene", "CZlib",
      ]),
    .testTarget(
      name: "VideoOutputTests",
      dependencies: ["VideoOutput", "RasterOutput", "Pipeline", "Scene", "TestSupport"]),
    .testTarget(
      name: "PreviewOutputTests",
      dependencies: ["PreviewOutput", "Pipeline", "TestSupport"]),
    .testTarget(
      name: "PipelineTests", dependencies: ["Pipeline", "Interface", "TestSupport"],
      exclude: ["Goldens"]),
    .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "CommandLineTests",
      dependencies: ["TestSupport"],
      exclude: ["Malformed", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
