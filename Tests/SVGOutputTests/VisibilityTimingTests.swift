import Foundation
import Pipeline
import TestSupport
import Testing

/// `hidden` switches in the SVG take effect at the millisecond of the block that sets them: a
/// browser seeked (or playing) there shows the new state, as `frames --at` reports it.
@Suite("visibility switches in the SVG")
struct VisibilityTimingTests {
  /// A 3 s timeline whose switches fall at 0.2 s and 0.8 s (1/15 and 4/15 of it: no exact
  /// nine-decimal fraction) and at 1.8 s (3/5: exact).
  static let source = #"""
    <interface version="1" name="Hide" width="100" height="100">
      <subviews>
        <view id="card" frame="10 10 40 40" backgroundColor="#007AFF"/>
        <label id="title" text="Before" frame="0 60 100 20"/>
      </subviews>
      <timeline duration="3">
        <perform at="0.2"><set view="card" hidden="true"/></perform>
        <perform at="0.8"><set view="card" hidden="false"/><set view="title" text="After"/></perform>
        <perform at="1.8"><set view="card" hidden="true"/></perform>
      </timeline>
    </interface>
    """#

  static func svg() throws -> String {
    let (outputs, log) = TestExport.export(Self.source, file: "hide.xml", formats: [.svg])
    #expect(!log.hasErrors, "\(log.diagnostics)")
    return try #require(outputs[.svg])
  }

  /// The key times of every discrete visibility animation after `marker`, up to the next view.
  static func switchTimes(_ svg: String, after marker: String) throws -> [[Double]] {
    let start = try #require(svg.range(of: marker))
    var rest = svg[start.upperBound...]
    if let next = rest.range(of: "data-view=") { rest = rest[..<next.lowerBound] }
    var found: [[Double]] = []
    while let animation = rest.range(of: #"attributeName="visibility" calcMode="discrete""#) {
      rest = rest[animation.upperBound...]
      let keys = try #require(rest.range(of: #"keyTimes=""#))
      let text = rest[keys.upperBound...].prefix { $0 != "\"" }
      found.append(try text.split(separator: ";").map { try #require(Double($0)) })
    }
    return found
  }

  @Test("a view hides and shows at each switch's millisecond, at most a nanosecond early")
  func viewSwitches() throws {
    let keys = try #require(try Self.switchTimes(Self.svg(), after: #"data-view="card""#).first)
    #expect(keys.count == 4)
    for (key, time) in zip(keys.dropFirst(), [0.2, 0.8, 1.8]) {
      #expect(key * 3 <= time, "key \(key) switches after \(time) s")
      #expect(key * 3 > time - 1e-8, "key \(key) switches long before \(time) s")
    }
  }

  @Test("a text's versions switch at the block's millisecond")
  func contentSwitches() throws {
    let windows = try Self.switchTimes(Self.svg(), after: #"data-view="title""#)
    #expect(windows.count == 2)
    let switches = windows.flatMap { $0.dropFirst() }  // Before ends, After starts: both at 0.8 s
    #expect(switches.count == 2)
    for key in switches {
      #expect(key * 3 <= 0.8 && key * 3 > 0.8 - 1e-8, "key \(key) is not at 0.8 s")
    }
  }
}
