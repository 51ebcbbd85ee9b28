import Geometry
import Interface
import Testing

@Suite("document attributes")
struct DocumentTests {
  @Test("the root element gives the name, size, safe area and root style")
  func rootAttributes() {
    let (document, diagnostics) = parseDocument(
      """
      <interface version="1" name="Login" width="390" height="844" safeAreaInsets="47 0 34 0"
                 backgroundColor="#F2F2F7" layoutMargins="16 20 16 20"/>
      """)
    #expect(diagnostics.isEmpty)
    #expect(document.name == "Login")
    #expect(document.size == Size(width: 390, height: 844))
    #expect(document.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(document.views.first?.id == "root")
    #expect(document.views.first?.style.backgroundColor == Color(rgba8: 0xF2, 0xF2, 0xF7))
    #expect(
      document.views.first?.layoutMargins == EdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
  }

  @Test("a device preset sets size and safe area, and explicit attributes win")
  func devicePreset() {
    let (document, diagnostics) = parseDocument(
      #"<interface version="1" device="iPhone15" height="700"/>"#)
    #expect(diagnostics.isEmpty)
    #expect(document.size == Size(width: 393, height: 700))
    #expect(document.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("without a name the document is named after its file")
  func nameFromFile() {
    #expect(parseDocument(#"<interface version="1"/>"#).0.name == "t")
  }

  @Test("an unknown device is an error listing close names")
  func unknownDevice() {
    let messages = parseDocument(#"<interface version="1" device="iPhone 15"/>"#).1.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("unknown device 'iPhone 15'; did you mean 'iPhone15'?") == true)
  }

  @Test("a file without a timeline has an empty one")
  func noTimeline() {
    let (document, _) = parseInterface("")
    #expect(document.timeline.blocks.isEmpty)
    #expect(document.timeline.duration == nil)
    #expect(document.timeline.loops == false)
  }

  @Test("names written with entities are quoted as their characters in messages")
  func entitiesInMessages() {
    let (document, diagnostics) = parseDocument(
      """
      <interface version="1" name="Q &amp; A" width="375" height="667">
      <subviews><view id="a&amp;b"/><view id="ok"/></subviews>
      <constraints><constraint firstItem="ok" firstAttribute="top" secondItem="p&amp;q"/></constraints>
      <timeline><animate><set view="w&#38;v" alpha="0"/></animate></timeline>
      </interface>
      """)
    #expect(document.name == "Q & A")
    #expect(
      describe(diagnostics) == [
        "2:21: error: id 'a&b' may use only letters, digits, '_', '-' and '.'",
        "3:74: error: unknown view 'p&q'",
        "4:31: error: unknown view 'w&v'",
      ])
  }
}
