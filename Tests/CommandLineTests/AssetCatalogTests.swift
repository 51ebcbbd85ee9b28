import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--assets`: an image set's `Contents.json` says which file is which image
/// (docs/storyboards.md, Images).
@Suite("asset catalogs")
struct AssetCatalogTests {
  /// A storyboard whose one image view shows the image `Logo`.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES">
      <scenes><scene sceneID="s1"><objects>
        <viewController storyboardIdentifier="Card" id="vc" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="top">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews>
              <imageView image="Logo" fixedFrame="YES" id="logo">
                <rect key="frame" x="10" y="10" width="40" height="40"/>
              </imageView>
            </subviews>
          </view>
        </viewController>
      </objects></scene></scenes>
      <resources><image name="Logo" width="40" height="40"/></resources>
    </document>
    """

  /// A 2 × 2 SVG of one color, told apart by it.
  static func svg(_ color: String) -> String {
    #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">"#
      + #"<rect width="2" height="2" fill="\#(color)"/></svg>"#
  }

  /// Writes the storyboard and an image set `Logo` with `files` and `contents` as its
  /// Contents.json, exports it with `options`, and returns the SVG (nil if none was written)
  /// and what was printed.
  static func export(
    files: [String: String], contents: String, options: [String] = []
  ) -> (svg: String?, result: CommandResult) {
    let folder = TemporaryFolder()
    let set = folder.path("Assets.xcassets/Logo.imageset")
    mkdir(folder.path("Assets.xcassets"), 0o755)
    mkdir(set, 0o755)
    Repository.write(storyboard, to: folder.path("Screen.storyboard"))
    Repository.write(contents, to: set + "/Contents.json")
    for (name, text) in files { Repository.write(text, to: set + "/" + name) }
    let result = runMotionboard(
      [
        "export", folder.path("Screen.storyboard"), "--assets", folder.path("Assets.xcassets"),
        "--output", folder.path("out"), "--color", "never",
      ] + options)
    return (Repository.text(folder.path("out/Screen-Card.svg")), result)
  }

  /// The `data:` URI an SVG image is embedded as.
  static func embedded(_ svg: String) -> String {
    "data:image/svg+xml;base64," + base64(Array(svg.utf8))
  }

  @Test("a light export shows the image set's any-appearance image, a dark export its dark one")
  func appearances() throws {
    let contents = """
      { "images" : [
          { "filename" : "logo.svg", "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "filename" : "logo-dark.svg", "idiom" : "universal" }
        ], "info" : { "author" : "xcode", "version" : 1 } }
      """
    let files = ["logo.svg": Self.svg("#1E78C8"), "logo-dark.svg": Self.svg("#C81E1E")]
    let light = Self.export(files: files, contents: contents)
    #expect(light.result.status == 0)
    let lightSVG = try #require(light.svg)
    #expect(lightSVG.contains(Self.embedded(Self.svg("#1E78C8"))))
    #expect(!lightSVG.contains(Self.embedded(Self.svg("#C81E1E"))))
    let dark = Self.export(files: files, contents: contents, options: ["--appearance", "dark"])
    #expect(dark.result.status == 0)
    let darkSVG = try #require(dark.svg)
    #expect(darkSVG.contains(Self.embedded(Self.svg("#C81E1E"))))
    #expect(!darkSVG.contains(Self.embedded(Self.svg("#1E78C8"))))
  }

  @Test("the largest scale Contents.json lists is used, whatever the files are called")
  func scales() throws {
    let contents = """
      { "images" : [
          { "filename" : "a-small@3x.svg", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "large.svg", "idiom" : "universal", "scale" : "3x" },
          { "filename" : "watch@9x.svg", "idiom" : "watch", "scale" : "2x" },
          { "idiom" : "universal", "scale" : "2x" }
        ] }
      """
    let files = [
      "a-small@3x.svg": Self.svg("#111111"), "large.svg": Self.svg("#222222"),
      "watch@9x.svg": Self.svg("#333333"), "unlisted@8x.svg": Self.svg("#444444"),
    ]
    let exported = Self.export(files: files, contents: contents)
    #expect(exported.result.status == 0)
    let svg = try #require(exported.svg)
    #expect(svg.contains(Self.embedded(Self.svg("#222222"))))
    for other in ["#111111", "#333333", "#444444"] {
      #expect(!svg.contains(Self.embedded(Self.svg(other))))
    }
  }

  @Test("an image set without a readable Contents.json is an error located in it")
  func unreadableContents() {
    let missing = Self.export(files: ["Logo.svg": Self.svg("#1E78C8")], contents: "")
    #expect(missing.result.status == 1)
    #expect(missing.svg == nil)
    #expect(missing.result.error.contains("Contents.json:1:1: error: malformed JSON: "))
    let wrongScale = Self.export(
      files: ["Logo.svg": Self.svg("#1E78C8")],
      contents: #"{ "images" : [ { "filename" : "Logo.svg", "scale" : "big" } ] }"#)
    #expect(wrongScale.result.status == 1)
    #expect(
      wrongScale.result.error.contains(
        "Contents.json:1:53: error: 'scale' must be written as 1x, 2x or 3x"))
    let unlisted = Self.export(
      files: ["Logo.svg": Self.svg("#1E78C8")],
      contents: #"{ "images" : [ { "filename" : "Other.svg", "idiom" : "universal" } ] }"#)
    #expect(unlisted.result.status == 1)
    #expect(
      unlisted.result.error.contains(
        "Contents.json:1:31: error: 'Other.svg' is not a file of the image set"))
  }

  @Test("an image set whose only image is a PDF shows a placeholder, with a warning")
  func unsupportedType() {
    let exported = Self.export(
      files: ["Logo.pdf": "%PDF-1.4"],
      contents: #"{ "images" : [ { "filename" : "Logo.pdf", "idiom" : "universal" } ] }"#)
    #expect(exported.result.status == 0)
    #expect(
      exported.result.error.contains(
        "warning: image 'Logo' of 'logo' is 'Logo.pdf', which is not a PNG, JPEG or SVG file; "
          + "a placeholder stands in"))
  }
}

/// Standard base64 (RFC 4648), written here so the check does not use the code it checks.
private func base64(_ bytes: [UInt8]) -> String {
  let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
  var text = ""
  for start in stride(from: 0, to: bytes.count, by: 3) {
    let chunk = Array(bytes[start..<min(start + 3, bytes.count)])
    let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
    for index in 0..<4 {
      text.append(index <= chunk.count ? alphabet[(value >> (18 - 6 * index)) & 63] : "=")
    }
  }
  return text
}
