import Interface
import Testing

@Suite("name binding")
struct NameBindingTests {
  /// A document with a view `card`, a constraint with the id `cardTop` and one with the
  /// identifier `cardHeight`, and the outlet `logo` for the card.
  static func binding() -> NameBinding {
    let (document, _) = parseInterface(
      """
      <subviews><view id="card"/></subviews>
      <constraints>
        <constraint id="cardTop" eq="card.top == root.top"/>
        <constraint identifier="cardHeight" eq="card.height == 100"/>
      </constraints>
      """)
    var names = NameTable()
    names.addView("logo", "card", kind: "outlet", rank: 0)
    return NameBinding(document: document, names: names)
  }

  @Test("ids, identifiers and the other names resolve, in that order")
  func resolution() {
    let binding = Self.binding()
    #expect(binding.resolveView("card") == .unique("card"))
    #expect(binding.resolveView("logo") == .unique("card"))
    #expect(binding.resolveConstraint("cardTop") == .unique("cardTop"))
    #expect(binding.resolveConstraint("cardHeight") == .unique("cardHeight"))
    #expect(binding.resolveView("cardTop") == nil)
    #expect(binding.viewCandidates == ["logo", "root", "card"])
  }

  @Test("a property binds by its name, with an instance variable's leading underscore dropped")
  func properties() {
    let binding = Self.binding()
    #expect(binding.property("card") == .view(.unique("card")))
    #expect(binding.property("_cardTop") == .constraint(.unique("cardTop")))
    #expect(binding.property("logo") == .view(.unique("card")))
    #expect(binding.property("_") == nil)
    #expect(binding.property("title") == nil)
  }
}
