import Interface
import Testing

@Suite("property table")
struct PropertyTableTests {
  @Test("UIKit's key paths name the properties the format sets")
  func uikitNames() {
    #expect(ViewProperty(uikit: "alpha") == .number(.alpha))
    #expect(ViewProperty(uikit: "isHidden") == .hidden)
    #expect(ViewProperty(uikit: "layer.cornerRadius") == .number(.cornerRadius))
    #expect(ViewProperty(uikit: "bounds.origin.y") == .number(.boundsOriginY))
    #expect(ViewProperty(uikit: "layer.masksToBounds") == .clipsToBounds)
    #expect(ViewProperty(uikit: "isOn") == .on)
    #expect(ViewProperty(uikit: "frame") == nil)
    #expect(ViewProperty(uikit: "cornerRadius") == nil)
  }

  @Test("Interface Builder's names name the same properties")
  func interfaceBuilderNames() {
    #expect(ViewProperty(interfaceBuilder: "hidden") == .hidden)
    #expect(ViewProperty(interfaceBuilder: "clipsSubviews") == .clipsToBounds)
    #expect(ViewProperty(interfaceBuilder: "cornerRadius") == .number(.cornerRadius))
    #expect(ViewProperty(interfaceBuilder: "layer.borderWidth") == .number(.borderWidth))
    #expect(ViewProperty(interfaceBuilder: "isHidden") == nil)
  }

  @Test("each property's format name is one the parser reads, given once")
  func formatNames() {
    let names = ViewProperty.allCases.map(\.formatName)
    #expect(Set(names).count == names.count)
    for name in names where name != "clipsToBounds" {
      // Every settable name is accepted by `<set>`: a wrong value is reported, not the name.
      let (_, diagnostics) = parseInterface(
        """
        <subviews><label id="v"/><button id="b"/><switch id="s"/></subviews>
        <timeline><perform><set view="v" \(name)="?"/></perform></timeline>
        """)
      #expect(!describe(diagnostics).contains { $0.contains("unknown attribute") }, "\(name)")
    }
  }
}
