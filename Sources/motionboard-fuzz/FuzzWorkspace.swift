import MotionboardCLI
import Pipeline

#if canImport(Glibc)
  import Glibc
#endif

/// A folder the command line exports from, made once per process: the fuzzed document beside
/// images that reach for a secret (a link out of the folder, a text file named as an image),
/// and an asset catalog with the same traps, so that every run asks whether the secret
/// reaches an export (Tests/Fuzz/run.sh).
///
/// An input is up to four sections split by zero bytes: the document, a timeline sidecar, the
/// `Contents.json` of the image set `Fuzz`, and the bytes of the image `fuzz.png` (in the
/// document's folder and in `Fuzz.imageset`). Missing sections are left out.
enum FuzzWorkspace {
  /// The secret's text: it must never appear in an export, raw or in base64.
  static let secret = "MBFUZZ-SECRET-7f3a9c01e5d2"

  /// The workspace's root; nil when it cannot be made.
  static let root: String? = {
    var template = Array("/tmp/motionboard-fuzz-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) } != nil
    }
    guard made else { return nil }
    let root = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let catalog = "\(root)/assets/Catalog.xcassets"
    for folder in [
      "\(root)/doc", "\(root)/outside", "\(root)/outside/Evil.imageset", "\(root)/assets", catalog,
      "\(catalog)/Logo.imageset", "\(catalog)/Fuzz.imageset",
    ] {
      mkdir(folder, 0o755)
    }
    write(Array("API_TOKEN=\(secret)\n".utf8), to: "\(root)/secret.txt")
    write(Array("\(secret) is not an image\n".utf8), to: "\(root)/doc/notes.svg")
    write(pixel, to: "\(root)/doc/photo.png")
    symlink("\(root)/secret.txt", "\(root)/doc/link.png")
    symlink("/proc/self/environ", "\(root)/doc/environ.png")
    symlink("\(root)/outside", "\(root)/doc/sub")
    write(pixel, to: "\(root)/outside/evil.png")
    // The catalog: a good image set whose larger scales reach for the secret.
    let logo = "\(catalog)/Logo.imageset"
    write(pixel, to: "\(logo)/Logo.png")
    symlink("\(root)/secret.txt", "\(logo)/Logo@2x.png")
    write(Array("\(secret)\n".utf8), to: "\(logo)/Logo@3x.png")
    write(Array(contents.utf8), to: "\(logo)/Contents.json")
    write(pixel, to: "\(catalog)/Fuzz.imageset/Fuzz.png")
    symlink("\(root)/secret.txt", "\(catalog)/Fuzz.imageset/Secret.png")
    // A linked image set, and files beside the catalog reaching out.
    write(pixel, to: "\(root)/outside/Evil.imageset/Evil.png")
    write(
      Array(contents.replacing("Logo", with: "Evil").utf8),
      to: "\(root)/outside/Evil.imageset/Contents.json")
    symlink("\(root)/outside/Evil.imageset", "\(catalog)/Evil.imageset")
    symlink("\(root)/secret.txt", "\(root)/assets/Top.png")
    atexit { FuzzWorkspace.root.map(FuzzWorkspace.remove) }
    return root
  }()

  /// Removes a file, or a folder and what it holds (links themselves, not their targets).
  static func remove(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      unlink(path)
      return
    }
    for name in entries(of: path) { remove("\(path)/\(name)") }
    rmdir(path)
  }

  /// A 1 × 1 opaque PNG.
  static let pixel: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
    0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90,
    0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0x60,
    0x68, 0x60, 0x00, 0x00, 0x00, 0x84, 0x00, 0x81, 0x2B, 0x8D, 0x37, 0x8C, 0x00, 0x00, 0x00,
    0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// The Logo image set's Contents.json, as Xcode writes it.
  static let contents = """
    { "images" : [
        { "filename" : "Logo.png", "idiom" : "universal", "scale" : "1x" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "filename" : "Logo@2x.png", "idiom" : "universal", "scale" : "2x" },
        { "filename" : "Logo@3x.png", "idiom" : "universal", "scale" : "3x" }
      ], "info" : { "author" : "xcode", "version" : 1 } }
    """

  /// Runs `export` (and for storyboards `convert`, and `check` on what it wrote) on `bytes`,
  /// with options chosen by the bytes: formats among the text ones and, for one run in four,
  /// the pictures at a quarter of a point per pixel and 2 frames a second; then traps if the
  /// secret reached an export.
  ///
  /// Returns the number of exports that succeeded.
  static func run(_ bytes: [UInt8], importer: Bool) -> Int {
    guard let root else { return 0 }
    let sections = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    let input = "\(root)/doc/input.xml"
    let output = "\(root)/out"
    write(Array(sections[0]), to: input)
    var arguments = [
      "export", input, "--output", output, "--assets", "\(root)/assets/Catalog.xcassets",
      "--color", "never", "--limit", "duration=30,views=2000",
    ]
    if sections.count > 1 {
      write(Array(sections[1]), to: "\(root)/doc/input.timeline.xml")
      arguments += ["--timeline", "\(root)/doc/input.timeline.xml"]
    }
    let fuzzSet = "\(root)/assets/Catalog.xcassets/Fuzz.imageset"
    write(
      sections.count > 2
        ? Array(sections[2]) : Array(contents.replacing("Logo", with: "Fuzz").utf8),
      to: "\(fuzzSet)/Contents.json")
    let image = sections.count > 3 ? Array(sections[3]) : pixel
    write(image, to: "\(root)/doc/fuzz.png")
    write(image, to: "\(fuzzSet)/Fuzz@2x.png")
    // Options by a hash of the input, so a corpus file always runs the same way.
    let hash = bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
    var formats = ["svg", "lottie"]
    // Each extra in one run of four (the pictures one of eight), so that most runs cost what
    // an SVG and a Lottie file do.
    if hash & 3 == 0 { formats.append("html") }
    if hash >> 2 & 3 == 0 { formats.append("dotlottie") }
    if hash >> 4 & 7 == 0 {
      // Pictures: small and short, so that a run stays well inside libFuzzer's timeout.
      formats += ["png", "strip", "gif", "webp"]
      arguments += ["--scale", "0.25", "--fps", "2", "--limit", "duration=8"]
    }
    arguments += ["--format", formats.joined(separator: ",")]
    let appearances = ["dark", "auto", "both", "light"]
    arguments += ["--appearance", appearances[min(3, Int(hash >> 7 & 7))]]
    arguments += ["--jobs", hash >> 10 & 3 == 0 ? "2" : "1"]
    let silent = Console(writeOutput: { _ in }, writeError: { _ in })
    // A storyboard of many scenes: two of them, chosen by the hash, so that a large one
    // costs what a small one does.
    var scenes = Compilation().documentNames(Array(sections[0]), file: input).compactMap(\.scene)
    if scenes.count > 2 {
      let first = Int(hash >> 12) % scenes.count
      scenes = [scenes[first], scenes[(first + 1) % scenes.count]]
    } else {
      scenes = []
    }
    var succeeded = 0
    for (index, scene) in (scenes.isEmpty ? [nil] : scenes.map(Optional.some)).enumerated() {
      let chosen = scene.map { ["--scene", $0] } ?? []
      if Motionboard.run(arguments + chosen, console: silent) == 0 { succeeded += 1 }
      if importer, index == 0 {
        _ = Motionboard.run(
          ["convert", input, "--output", output, "--color", "never"] + chosen, console: silent)
      }
    }
    let written = entries(of: output)
    if importer {
      for name in written where name.hasSuffix(".xml") {
        _ = Motionboard.run(["check", "--color", "never", "\(output)/\(name)"], console: silent)
      }
    }
    checkForSecret(in: output, files: written, input: bytes)
    for name in written { unlink("\(output)/\(name)") }
    return succeeded
  }

  /// Traps when a text export holds the secret, raw or in base64 at any alignment, unless the
  /// input itself carries it (the fuzzer may learn it from the comparison below).
  static func checkForSecret(in folder: String, files: [String], input: [UInt8]) {
    let needles =
      [Array(secret.utf8)]
      + (0..<3).map { start in
        Array(base64(Array(secret.utf8)[start..<(start + 18)]).utf8)
      }
    guard !needles.contains(where: { contains(input, $0) }) else { return }
    for name in files where [".svg", ".json", ".html", ".xml"].contains(where: name.hasSuffix) {
      guard let bytes = read("\(folder)/\(name)") else { continue }
      for needle in needles where contains(bytes, needle) {
        let message = Array("motionboard-fuzz: the secret reached \(name)\n".utf8)
        _ = message.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress, $0.count) }
        abort()
      }
    }
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var index = 0
    while index + needle.count <= haystack.count {
      if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }

  static func base64(_ bytes: ArraySlice<UInt8>) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let bytes = Array(bytes)
    var text = ""
    for start in stride(from: 0, to: bytes.count - 2, by: 3) {
      let value = Int(bytes[start]) << 16 | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2])
      for shift in [18, 12, 6, 0] { text.append(alphabet[(value >> shift) & 63]) }
    }
    return text
  }

  static func write(_ bytes: [UInt8], to path: String) {
    guard let handle = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
  }

  static func read(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    return bytes
  }

  static func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
