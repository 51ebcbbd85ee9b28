import Foundation
import Pipeline
import PreviewOutput
import TestFiles
import TestSupport
import Testing

/// The preview page (`export --format html`): structure, escaping, data and determinism.
@Suite("preview page")
struct PreviewPageTests {
  /// docs/output.md's example: `box` slides 100 pt right and fades to 0.5, linearly, from 0.5 s
  /// to 1.5 s; the timeline ends half a second later, at 2 s.
  static let slide = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface version="1" name="Slide" width="200" height="100">
      <subviews>
        <view id="box" frame="0 20 40 40" backgroundColor="systemBlue">
          <subviews>
            <view id="dot" frame="15 15 10 10" backgroundColor="white"/>
          </subviews>
        </view>
      </subviews>
      <timeline>
        <animate name="slide" at="0.5" duration="1" curve="linear">
          <set view="box" translationX="100" alpha="0.5"/>
        </animate>
      </timeline>
    </interface>
    """

  /// Input text that would break out of the page if it were not escaped: in the document's
  /// name, a block's name, a constraint's identifier and a label's text.
  static let hostile = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface version="1" name="&lt;/script&gt;&lt;script&gt;a()&lt;/script&gt; &quot;q&quot; &amp; '" width="200" height="100">
      <subviews>
        <view id="box" frame="0 20 40 40" backgroundColor="systemBlue"/>
        <label id="title" text="&lt;/script&gt;&lt;script&gt;b()&lt;/script&gt;&#x2028;" />
      </subviews>
      <constraints>
        <constraint identifier="&lt;/script&gt;&lt;!--&#x2029;" eq="title.top == root.top + 70"/>
        <constraint eq="title.leading == root.leading + 10"/>
      </constraints>
      <timeline>
        <animate name="&lt;/script&gt;&lt;script&gt;c()&lt;/script&gt;&#x2028;" at="0.5" duration="1">
          <set view="box" translationX="100"/>
        </animate>
      </timeline>
    </interface>
    """

  static func page(_ source: String, formats: [OutputFormat] = [.html, .svg]) -> (
    page: String, svg: String
  ) {
    let (outputs, log) = TestExport.export(source, file: "page.xml", formats: formats)
    #expect(!log.hasErrors)
    return (outputs[.html] ?? "", outputs[.svg] ?? "")
  }

  /// The JSON of the page's `<script type="application/json" id="mb-data">`.
  static func data(_ page: String) -> [String: Any] {
    let open = #"<script type="application/json" id="mb-data">"#
    guard let start = page.range(of: open),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex),
      let object = try? JSONSerialization.jsonObject(
        with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
    else { return [:] }
    return object
  }

  static func view(_ id: String, in data: [String: Any]) -> [String: Any] {
    (data["views"] as? [[String: Any]])?.first { $0["id"] as? String == id } ?? [:]
  }

  @Test("the page holds the SVG export inline, without its XML declaration, and the scrubber")
  func holdsTheSVGInline() {
    let (page, svg) = Self.page(Self.slide)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    let inline = String(svg.dropFirst("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".count))
    #expect(page.contains(inline))
    #expect(!page.contains("<?xml"))
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(
      page.contains(
        #"<input id="mb-scrubber" type="range" min="0" max="1" step="any" value="0""#))
    // No external reference: nothing is fetched (images are data: URIs inside the SVG).
    for reference in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
      #expect(!page.contains(reference))
    }
  }

  @Test("the data samples the presentation at 60 frames per second, the end included")
  func samplesThePresentation() {
    let data = Self.data(Self.page(Self.slide).page)
    #expect(data["duration"] as? Double == 2)
    #expect(data["fps"] as? Double == 60)
    #expect(data["samples"] as? Int == 121)
    let box = Self.view("box", in: data)
    let x = box["x"] as? [Double] ?? []
    let alpha = box["alpha"] as? [Double] ?? []
    #expect(x.count == 121 && alpha.count == 121)
    // Linear from 0.5 s (sample 30) to 1.5 s (sample 90): 50 pt and 0.75 halfway, at 1 s.
    #expect(x.count == 121 && x[30] == 0 && x[60] == 50 && x[90] == 100 && x[120] == 100)
    #expect(alpha.count == 121 && alpha[0] == 1 && alpha[60] == 0.75 && alpha[120] == 0.5)
    #expect(box["y"] as? Double == 20)
    #expect(box["width"] as? Double == 40)
    // dot moves with its superview: at 1 s, 15 + 50.
    let dot = Self.view("dot", in: data)
    #expect((dot["x"] as? [Double])?[60] == 65)
    #expect(dot["parent"] as? String == "box")
    #expect(dot["kind"] as? String == "view")
  }

  @Test("a marker per block: its label as frames labels its state, its start and end")
  func blocksAndStates() {
    let data = Self.data(Self.page(Self.slide).page)
    let blocks = data["blocks"] as? [[String: Any]] ?? []
    #expect(blocks.count == 1)
    #expect(blocks.first?["label"] as? String == "slide")
    #expect(blocks.first?["start"] as? Double == 0.5)
    #expect(blocks.first?["end"] as? Double == 1.5)
    let states = (data["states"] as? [[String: Any]] ?? []).map {
      "\($0["label"] ?? "") \($0["time"] ?? "")"
    }
    #expect(states == ["initial 0", "slide 0.5"])
  }

  @Test(
    "the constraints placing a view in each state, its own and not its subviews', written where they change"
  )
  func placingConstraints() {
    let source = SampleScenes.card(returns: false)
    let data = Self.data(Self.page(source).page)
    let table = (data["constraints"] as? [[String: Any]] ?? []).map {
      ($0["text"] as? String ?? "", $0["name"] as? String, $0["source"] as? String ?? "")
    }
    // [state, list] where the view's list changes; the last one reached is in force.
    func changes(_ id: String) -> [(Int, [Int])] {
      (Self.view(id, in: data)["constraints"] as? [[Any]] ?? []).map {
        ($0.first as? Int ?? -1, $0.last as? [Int] ?? [])
      }
    }
    func placing(_ id: String, state: Int) -> [String] {
      let list = changes(id).last { $0.0 <= state }?.1 ?? []
      return list.map { table[$0].0 }
    }
    // The card's list changes with the block; the dot's is written once.
    #expect(changes("card").map(\.0) == [0, 1])
    #expect(changes("dot").map(\.0) == [0])
    #expect(
      placing("card", state: 0) == [
        "card.top == root.top + 10", "card.leading == root.leading", "card.width == 100",
        "card.height == 50",
      ])
    #expect(
      placing("card", state: 1) == [
        "card.top == root.top + 40", "card.leading == root.leading", "card.width == 100",
        "card.height == 50",
      ])
    #expect(
      placing("dot", state: 1) == [
        "dot.centerX == card.centerX", "dot.centerY == card.centerY", "dot.width == 4",
        "dot.height == 4",
      ])
    #expect(table.contains { $0 == ("card.top == root.top + 40", "cardTop", "declared") })
  }

  @Test("the inspector's constraints show numbers to four decimals, not in full binary precision")
  func placingConstraintNumbers() {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface version="1" name="Third" width="300" height="300">
        <subviews><view id="card"/></subviews>
        <constraints>
          <constraint eq="card.top == root.top + 32.666666666666664"/>
          <constraint eq="card.leading == root.leading - 0.1"/>
          <constraint eq="card.width == 0.3333333333 * root.width @750.25"/>
          <constraint eq="card.height == 50"/>
        </constraints>
      </interface>
      """
    let data = Self.data(Self.page(source).page)
    let texts = (data["constraints"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    #expect(texts.contains("card.top == root.top + 32.6667"))
    #expect(texts.contains("card.leading == root.leading - 0.1"))
    #expect(texts.contains("card.width == 0.3333 * root.width @750.25"))
    #expect(texts.contains("card.height == 50"))
  }

  @Test("nothing from the input reaches the page unescaped: title, SVG, and JSON in a script")
  func hostileInputIsEscaped() {
    let (page, _) = Self.page(Self.hostile)
    // The template's own two script elements are the only ones closed.
    #expect(page.components(separatedBy: "</script").count - 1 == 2)
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(!page.contains("<!--"))
    #expect(!Self.scripts(page).contains("\u{2028}"))
    #expect(!Self.scripts(page).contains("\u{2029}"))
    #expect(
      page.contains(
        "<title>&lt;/script&gt;&lt;script&gt;a()&lt;/script&gt; &quot;q&quot; &amp; &apos;</title>")
    )
    // The JSON reads back as the input's text.
    let data = Self.data(page)
    #expect(data["name"] as? String == "</script><script>a()</script> \"q\" & '")
    let blocks = data["blocks"] as? [[String: Any]] ?? []
    #expect(blocks.first?["label"] as? String == "</script><script>c()</script>\u{2028}")
    let names = (data["constraints"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    #expect(names == ["</script><!--\u{2029}"])
  }

  /// The text of the page's script elements.
  static func scripts(_ page: String) -> String {
    page.components(separatedBy: "<script").dropFirst().map {
      $0.components(separatedBy: "</script>").first ?? ""
    }.joined()
  }

  @Test("the same input gives the same bytes")
  func deterministic() {
    let first = Self.page(Self.hostile).page
    let second = Self.page(Self.hostile).page
    #expect(!first.isEmpty && first == second)
  }

  @Test("the page is the same whatever number of threads samples the views")
  func sameBytesWhateverTheJobs() {
    var one = Compilation.ExportOptions()
    one.tracks.jobs = 1
    var four = Compilation.ExportOptions()
    four.tracks.jobs = 4
    let file = "Examples/login.xml"
    let serial = TestExport.export(file: file, formats: [.html], options: one).outputs[.html]
    let parallel = TestExport.export(file: file, formats: [.html], options: four).outputs[.html]
    #expect(serial != nil && serial == parallel)
  }

  @Test("a template with an unknown slot, a missing one, or code that ends its element is refused")
  func templateProblems() {
    func problem(html: String, css: String = "", javascript: String = "") -> String? {
      do {
        _ = try PreviewTemplate(html: html, css: css, javascript: javascript, folder: "T")
        return nil
      } catch {
        return "\(error.file): \(error.message)"
      }
    }
    let good = "{{title}}<style>{{style}}</style>{{svg}}{{data}}<script>{{script}}</script>"
    #expect(problem(html: good) == nil)
    #expect(
      problem(html: good + "{{dta}}")
        == "T/preview.html: unknown slot '{{dta}}'; did you mean 'data'?")
    #expect(
      problem(html: "{{svg}}{{script}}") == "T/preview.html: the page needs the slot '{{data}}'")
    #expect(problem(html: good + "{{svg") == "T/preview.html: '{{' without a closing '}}'")
    #expect(
      problem(html: good, javascript: "s = '</SCRIPT>'")
        == "T/preview.js: the script contains '</script' or '<!--'")
    #expect(
      problem(html: good, css: "a{}</style>") == "T/preview.css: the style sheet contains '</style'"
    )
  }
}
