// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of the toolchain's own SwiftSyntax, SwiftParser and SwiftOperators.
///
/// The Swift front end parses with them (docs/code.md, Building the Swift reader). It is
/// `usr/lib/swift/host` of the toolchain whose compiler builds this package, found from the
/// PackageDescription library this manifest is linked with (`usr/lib/swift/pm/ManifestAPI`),
/// or from Xcode's default toolchain when that library is Xcode's own
/// (`Contents/SharedFrameworks`). Nil when the toolchain has none (before Swift 5.9): the front
/// end then builds without a parser and says so when it is asked to read.
let swiftSyntaxFolder: String? = {
  func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
  var images: [String] = []
  #if canImport(Darwin)
    for index in 0..<_dyld_image_count() {
      if let name = _dyld_get_image_name(index) { images.append(String(cString: name)) }
    }
  #else
    if let maps = fopen("/proc/self/maps", "r") {
      defer { fclose(maps) }
      var line = [CChar](repeating: 0, count: 4096)
      while fgets(&line, Int32(line.count), maps) != nil {
        let text = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let slash = text.firstIndex(of: "/") { images.append(String(text[slash...].dropLast())) }
      }
    }
  #endif
  guard let library = images.first(where: { $0.contains("ManifestAPI/libPackageDescription") })
  else { return nil }
  var candidates: [String] = []
  if let range = library.firstRange(of: "/pm/ManifestAPI/") {
    candidates.append(String(library[..<range.lowerBound]) + "/host")
  }
  if let range = library.firstRange(of: "/Contents/SharedFrameworks/") {
    candidates.append(
      String(library[..<range.lowerBound])
        + "/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host")
  }
  return candidates.first { exists($0 + "/SwiftParser.swiftmodule") }
}()

/// Compiler and linker flags for the one module that imports the toolchain's SwiftParser.
///
/// It is built with library evolution, so that its `internal import`s stay its own: the
/// modules that use it never look for SwiftSyntax.
let swiftSyntaxCompiling: [SwiftSetting] =
  swiftSyntaxFolder.map { [.unsafeFlags(["-I", $0, "-enable-library-evolution"])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] =
  swiftSyntaxFolder.map { folder in
    [
      .unsafeFlags(["-L", folder, "-Xlinker", "-rpath", "-Xlinker", folder]),
      .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftOperators"),
      .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftDiagnostics"),
    ]
  } ?? []

/// The LLVM folder whose libclang headers the Objective-C front end is compiled against.
///
/// The newest `/usr/lib/llvm-N` (Debian's `libclang-dev`) that has `include/clang-c/Index.h` and
/// `lib/libclang.so` (docs/code.md, Building the Objective-C reader). Nil when there is none:
/// the front end then builds without a parser and says so when it is asked to read.
let clangFolder: String? = {
  func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
  var candidates: [(Int, String)] = []
  if let folder = opendir("/usr/lib") {
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("llvm-"), let version = Int(name.dropFirst(5)) {
        candidates.append((version, "/usr/lib/" + name))
      }
    }
  }
  return candidates.sorted { $0.0 > $1.0 }.map(\.1).first {
    exists($0 + "/include/clang-c/Index.h") && exists($0 + "/lib/libclang.so")
  }
}()

/// The Objective-C front end's flags: libclang's headers.
///
/// The library is not linked: the front end opens it when it first reads a file (docs/code.md,
/// Building the Objective-C reader).
let clangCompiling: [SwiftSetting] =
  clangFolder.map { [.unsafeFlags(["-Xcc", "-I\($0)/include", "-enable-library-evolution"])] }
  ?? []

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
    // Work on several threads: a bounded parallel map, results in index order.
    .target(name: "Parallelism"),
    // Text for files and messages: numbers, colors, escaping, base64; one function per purpose.
    .target(name: "Formatting", dependencies: ["Geometry"]),
    // Reading: libxml2 through a system library, then the typed interface model.
    .systemLibrary(
      name: "CLibXML2", path: "Sources/System/CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]),
    .target(name: "XMLTree", dependencies: ["CLibXML2", "Diagnostics"]),
    .target(
      name: "Interface", dependencies: ["XMLTree", "Diagnostics", "Geometry", "Formatting"],
      linkerSettings: [.linkedLibrary("m")]),
    // Xcode storyboards and xibs, each scene imported as an interface document.
    .target(
      name: "InterfaceBuilder",
      dependencies: [
        "XMLTree", "Interface", "Diagnostics", "Geometry", "Formatting",
      ],
      linkerSettings: [.linkedLibrary("m")]),
    // Code import: the evaluation core runs a class's events over a typed representation of
    // UIKit operations and derives a TimelineSource; front ends lower source code to it.
    .target(name: "CodeEvaluation", dependencies: ["Interface", "Diagnostics", "Geometry"]),
    // The Swift front end: the toolchain's SwiftParser, in this module alone.
    .target(
      name: "SwiftSource", dependencies: ["CodeEvaluation", "Diagnostics"],
      swiftSettings: swiftSyntaxCompiling, linkerSettings: swiftSyntaxLinking),
    // The Objective-C front end: libclang (Debian's libclang-dev) through its C API, in this
    // module alone; without libclang it builds without a parser.
    .systemLibrary(
      name: "CClang", path: "Sources/System/CClang", providers: [.apt(["libclang-dev"])]),
    .target(
      name: "ObjCSource",
      dependencies: ["CodeEvaluation", "Diagnostics", "CClang"],
      swiftSettings: clangCompiling),
    // Writing a document in the format: what `convert` saves.
    .target(name: "InterfaceWriter", dependencies: ["Interface", "Geometry", "Formatting"]),
    // Text: fonts found by fontconfig, shaped by HarfBuzz, measured and outlined by FreeType.
    .systemLibrary(
      name: "CFreeType", path: "Sources/System/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/System/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CFontconfig", path: "Sources/System/CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]),
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
    // Tracks: what the writers animate. Keyframes, easings, color tracks and their algebra,
    // with the exact motion a track keeps as its source (property animations, their timing
    // functions and springs) so that sums are fitted to the motion; no layout.
    .target(name: "Tracks", dependencies: ["Interface", "Geometry"]),
    // Motion: the timeline replayed through the layout, with UIKit's timing.
    .target(
      name: "Motion",
      dependencies: [
        "Interface", "Layout", "Tracks", "Geometry", "Diagnostics", "Formatting", "Parallelism",
      ]),
    // The scene: what the writers draw, each view with its look and tracks (built here from
    // the motion).
    .target(
      name: "Scene",
      dependencies: [
        "Motion", "Tracks", "Appearance", "Interface", "Layout", "Typography", "Geometry",
        "Diagnostics", "Parallelism",
      ]),
    // Writers: they see only the AnimatedScene and its tracks, never Motion or Layout
    // (ArchitectureTests).
    .target(
      name: "SVGOutput",
      dependencies: ["Scene", "Tracks", "Appearance", "Typography", "Geometry", "Formatting"]),
    .target(
      name: "LottieOutput",
      dependencies: [
        "Scene", "Tracks", "Appearance", "Typography", "Geometry", "Formatting", "Parallelism",
      ]),
    // Pictures: Cairo draws the scene; PNG through zlib, GIF through libimagequant and giflib,
    // animated WebP through libwebp's WebPAnimEncoder; JPEG images decoded by libjpeg-turbo, SVG
    // images drawn by librsvg.
    .systemLibrary(
      name: "CCairo", path: "Sources/System/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "Sources/System/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CImageQuant", path: "Sources/System/CImageQuant", pkgConfig: "imagequant",
      providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(
      name: "CGif", path: "Sources/System/CGif", pkgConfig: "libgif",
      providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CWebP", path: "Sources/System/CWebP", pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG", path: "Sources/System/CTurboJPEG", pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]),
    // librsvg's few functions are declared in the shim (see there), so no pkg-config flags.
    .systemLibrary(
      name: "CRsvg", path: "Sources/System/CRsvg", providers: [.apt(["librsvg2-dev"])]),
    .target(
      name: "RasterOutput",
      dependencies: [
        "Scene", "Tracks", "Appearance", "Typography", "Geometry", "Parallelism", "CCairo",
        "CZlib", "CImageQuant", "CGif", "CWebP", "CTurboJPEG", "CRsvg",
      ]),
    // Video: the pictures' frames as H.264 in MP4 or VP9 in WebM, through FFmpeg's libraries
    // (libavcodec, libavformat, libavutil, libswscale).
    .systemLibrary(
      name: "CLibAV", path: "Sources/System/CLibAV", pkgConfig: "libavformat",
      providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]),
    .target(name: "VideoOutput", dependencies: ["RasterOutput", "Scene", "CLibAV"]),
    // The dotLottie container: a ZIP through libzip (a system library).
    .systemLibrary(
      name: "CLibZip", path: "Sources/System/CLibZip", pkgConfig: "libzip",
      providers: [.apt(["libzip-dev"])]),
    .target(name: "DotLottieOutput", dependencies: ["CLibZip", "Formatting"]),
    // The preview page: the SVG inline, with a scrubber and an inspector that reads the scene.
    .target(
      name: "PreviewOutput",
      dependencies: [
        "Scene", "Interface", "Geometry", "Formatting", "Diagnostics", "Parallelism",
      ]),
    // Running the stages for one file, and the command line around it.
    .target(
      name: "Pipeline",
      dependencies: [
        "XMLTree", "Interface", "InterfaceBuilder", "InterfaceWriter", "CodeEvaluation",
        "SwiftSource", "ObjCSource", "Layout", "Motion", "Tracks", "Scene",
        "Appearance", "SVGOutput", "LottieOutput", "PreviewOutput", "RasterOutput",
        "VideoOutput", "DotLottieOutput",
        "Typography", "Geometry", "Diagnostics", "Formatting", "Parallelism",
      ]),
    .target(
      name: "MotionboardCLI",
      dependencies: [
        "Pipeline", "Motion", "Appearance", "Interface", "InterfaceBuilder", "Diagnostics",
        "Formatting", "PreviewOutput", "InterfaceWriter", "XMLTree", "Parallelism",
      ]),
    .executableTarget(name: "motionboard", dependencies: ["MotionboardCLI"]),
    // Fuzzing: the whole command line under libFuzzer (Tests/Fuzz/run.sh); a crash replayer
    // otherwise.
    .executableTarget(name: "motionboard-fuzz", dependencies: ["MotionboardCLI", "Pipeline"]),
    // Fuzzing the code reader (Tests/Fuzz/code.sh): Swift source against a small layout.
    .executableTarget(name: "motionboard-fuzz-code", dependencies: ["Pipeline"]),
    // Benchmarks: the solver on system files, measured against kiwisolver by Benchmarks/*.py,
    // and the export of generated scenes (Benchmarks/export_bench.py).
    .executableTarget(
      name: "motionboard-bench",
      dependencies: [
        "Cassowary", "Motion", "Interface", "XMLTree", "Pipeline", "Appearance", "SVGOutput",
        "LottieOutput", "MotionboardCLI", "Scene", "CodeEvaluation", "SwiftSource",
      ]),
    // What tests share, without the pipeline: repository files and paths, temporary folders,
    // golden files, small fixtures. Any test target may use it at no cost.
    .target(name: "TestFiles"),
    // What tests of the pipeline share: in-process runs of the command line, exports.
    .target(
      name: "TestSupport",
      dependencies: [
        "TestFiles", "MotionboardCLI", "Pipeline", "Appearance", "Diagnostics", "PreviewOutput",
      ]),
    // Tests, one target per module.
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree", "Diagnostics"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "ParallelismTests", dependencies: ["Parallelism"]),
    .testTarget(name: "FormattingTests", dependencies: ["Formatting", "Geometry"]),
    .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
    .testTarget(
      name: "LayoutTests",
      dependencies: ["Layout", "Interface", "Typography", "XMLTree", "Geometry", "Diagnostics"]),
    .testTarget(
      name: "AppearanceTests",
      dependencies: [
        "Appearance", "Diagnostics", "Geometry", "Interface", "TestFiles", "TestSupport",
        "Typography",
      ]),
    .testTarget(
      name: "MotionTests",
      dependencies: [
        "Motion", "Tracks", "Scene", "Interface", "XMLTree", "Layout", "Geometry", "Diagnostics",
        "TestFiles",
      ]),
    .testTarget(
      name: "LottieOutputTests",
      dependencies: [
        "LottieOutput", "Pipeline", "Geometry", "Tracks", "TestFiles", "TestSupport",
      ]),
    .testTarget(
      name: "SVGOutputTests",
      dependencies: ["Pipeline", "Appearance", "Interface", "XMLTree", "TestSupport"]),
    .testTarget(
      name: "InterfaceTests",
      dependencies: ["Interface", "XMLTree", "Diagnostics", "Geometry", "TestFiles"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "InterfaceWriter", "Pipeline", "Interface", "Geometry", "Diagnostics",
        "TestFiles", "TestSupport",
      ]),
    .testTarget(name: "DotLottieOutputTests", dependencies: ["DotLottieOutput"]),
    .testTarget(
      name: "SwiftSourceTests", dependencies: ["SwiftSource", "CodeEvaluation", "Diagnostics"]),
    .testTarget(
      name: "CodeEvaluationTests",
      dependencies: ["CodeEvaluation", "SwiftSource", "Interface", "XMLTree", "Diagnostics"]),
    .testTarget(
      name: "RasterOutputTests",
      dependencies: [
        "RasterOutput", "Pipeline", "TestFiles", "TestSupport", "Geometry", "Scene", "CZlib",
        "Parallelism",
      ]),
    .testTarget(
      name: "VideoOutputTests",
      dependencies: [
        "VideoOutput", "RasterOutput", "Pipeline", "Scene", "TestFiles", "TestSupport",
      ]),
    .testTarget(
      name: "PreviewOutputTests",
      dependencies: ["PreviewOutput", "Pipeline", "TestFiles", "TestSupport"]),
    .testTarget(
      name: "PipelineTests",
      dependencies: [
        "Pipeline", "Interface", "Scene", "SVGOutput", "LottieOutput", "PreviewOutput",
        "TestFiles", "TestSupport",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "ArchitectureTests", dependencies: ["TestFiles", "Interface", "CodeEvaluation"]),
    .testTarget(
      name: "CodeImportTests",
      dependencies: [
        "TestFiles", "TestSupport", "Pipeline", "Motion", "Interface", "InterfaceBuilder",
        "DotLottieOutput",
      ]),
    .testTarget(
      name: "CommandLineTests",
      dependencies: ["TestFiles", "TestSupport"],
      exclude: ["Malformed", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
