import Geometry
import Interface
import Testing

/// A storyboard's system colors in the dark appearance (docs/storyboards.md, Colors): the value
/// `<resources>` records is the light one, and the color keeps its UIKit name for the dark one.
@Suite struct DarkModeImportTests {
  static let resources = """
    <systemColor name="systemBackgroundColor">
      <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </systemColor>
    <systemColor name="secondarySystemGroupedBackgroundColor">
      <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </systemColor>
    <systemColor name="labelColor">
      <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </systemColor>
    <namedColor name="Brand">
      <color red="0" green="0.2" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </namedColor>
    """

  static func document() throws -> InterfaceDocument {
    let xml = IBFixture.storyboard(
      subviews: IBFixture.view(
        id: "card",
        children:
          #"<color key="backgroundColor" systemColor="secondarySystemGroupedBackgroundColor"/>"#)
        + IBFixture.view(
          "label", id: "title", attributes: #"text="Hello""#,
          children: #"<color key="textColor" systemColor="labelColor"/>"#)
        + IBFixture.view(
          id: "brand", children: #"<color key="backgroundColor" name="Brand"/>"#)
        + IBFixture.view(
          id: "legacy",
          children:
            #"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#
        ),
      viewChildren: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
      resources: resources)
    let checked = try #require(IBFixture.check(xml).first)
    return try #require(checked.document)
  }

  @Test("a system color recorded in <resources> takes its dark value in the dark appearance")
  func recordedSystemColorsTurnDark() throws {
    let light = try Self.document()
    let dark = light.resolved(for: .dark)
    #expect((light.view("top")?.style.backgroundColor.red ?? 0) > 0.999)
    #expect(dark.view("top")?.style.backgroundColor == .black)
    #expect(dark.view("card")?.style.backgroundColor == Color(rgba8: 28, 28, 30))
    #expect(dark.view("title")?.content.textColor == .white)
    // iOS 13 made the old grouped background dynamic: systemGroupedBackground.
    #expect(light.view("legacy")?.style.backgroundColor == Color(rgba8: 242, 242, 247))
    #expect(dark.view("legacy")?.style.backgroundColor == .black)
  }

  @Test("a named color of the file keeps the one value the file records")
  func namedColorsStay() throws {
    let dark = try Self.document().resolved(for: .dark)
    #expect(dark.view("brand")?.style.backgroundColor == Color(red: 0, green: 0.2, blue: 0.4))
  }
}
