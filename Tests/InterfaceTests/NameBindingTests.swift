import Diagnostics
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
    names.addView("logo", "card", kind: .controllerOutlet)
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

@Suite("binding names with their problems")
struct BindingProblemTests {
  @Test("a bound name gives its id; an unknown one says what it may have meant")
  func bindOrExplain() throws {
    let binding = NameBindingTests.binding()
    #expect(try binding.bindView("logo").get() == "card")
    #expect(try binding.bindConstraint("cardHeight").get() == "cardHeight")
    #expect(
      binding.bindView("lgo")
        == .failure(.init(message: "unknown view 'lgo'; did you mean 'logo'?")))
    #expect(
      binding.bindConstraint("cardTo")
        == .failure(.init(message: "unknown constraint 'cardTo'; did you mean 'cardTop'?")))
  }

  @Test("a name two views share at the same rank is ambiguous, reported where it is used")
  func ambiguity() {
    var names = NameTable()
    names.addView("title", "a", kind: .userLabel)
    names.addView("title", "b", kind: .userLabel)
    names.addView("logo", "a", kind: .userLabel)
    names.addView("logo", "b", kind: .viewOutlet)
    let binding = NameBinding(viewIDs: ["root", "a", "b"], constraintNames: [], names: names)
    var log = DiagnosticLog()
    let location = SourceLocation(file: "t.xml", line: 3, column: 7)
    #expect(binding.bindView("title", at: location, log: &log) == nil)
    #expect(
      log.diagnostics.map(\.message) == [
        "'title' is ambiguous: it names 'a', 'b'; use one of these ids"
      ])
    #expect(log.diagnostics.first?.location == location)
    // An outlet outranks a user label.
    #expect(binding.bindView("logo", at: location, log: &log) == "b")
  }

  @Test("kinds of names rank outlets first and tell outlets from the rest")
  func kinds() {
    let kinds: [NameTable.Kind] = [
      .controllerOutlet, .viewOutlet, .accessibilityIdentifier, .userLabel,
    ]
    #expect(kinds.map(\.rank) == [0, 1, 2, 3])
    #expect(kinds.map(\.isOutlet) == [true, true, false, false])
    #expect(NameTable.Kind.codeProperty.rank == 0 && !NameTable.Kind.codeProperty.isOutlet)
  }
}
