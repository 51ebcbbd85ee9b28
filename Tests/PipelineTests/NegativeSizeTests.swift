import Pipeline
import TestSupport
import Testing

/// Constraints that ask for more room than there is give a size below 0, which the pictures
/// show as 0; the export warns once per view, at the first state that does it.
@Suite("negative sizes")
struct NegativeSizeTests {
  static let scene = """
    <interface version="1" name="N" width="320" height="480">
      <subviews><view id="first"/><view id="second"/></subviews>
      <constraints>
        <constraint eq="first.leading == root.leading"/><constraint eq="first.top == root.top"/>
        <constraint id="w1" eq="first.width == 10"/><constraint eq="first.height == 10"/>
        <constraint eq="second.leading == root.leading"/><constraint eq="second.top == root.top"/>
        <constraint eq="second.width == 10"/><constraint eq="second.height == root.height - 500"/>
      </constraints>
      <timeline>
        <animate at="0.5" duration="0.5" name="shrink"><setConstant constraint="w1" to="-20"/></animate>
        <animate at="1" duration="0.5" name="again"><setConstant constraint="w1" to="-30"/></animate>
      </timeline>
    </interface>
    """

  @Test("each view squeezed below 0 is warned about once, at its first such state, in view order")
  func warnings() {
    for jobs in [1, 2] {
      var options = Compilation.ExportOptions()
      options.tracks.jobs = jobs
      let log = TestExport.export(Self.scene, file: "n.xml", formats: [.svg], options: options).log
      let messages = log.diagnostics.map(\.message).filter { $0.contains("negative") }
      // `first` goes below 0 in `shrink` (and further in `again`); `second` from the start.
      #expect(
        messages == [
          "'first' gets a negative width (-20.0) in state 'shrink'; its constraints ask for "
            + "more room than there is, and the picture shows it as 0",
          "'second' gets a negative height (-20.0) in state 'initial'; its constraints ask for "
            + "more room than there is, and the picture shows it as 0",
        ])
    }
  }
}
