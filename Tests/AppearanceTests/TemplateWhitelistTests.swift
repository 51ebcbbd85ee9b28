import Appearance
import Diagnostics
import Testing

/// Templates are data, not code.
///
/// Whatever a template says, nothing in it can run script, load a resource from elsewhere or
/// hide markup in an export. Each hostile construct is refused
/// with an error at its place in the template (the promise of Templates/README.md).
@Suite("template whitelist")
struct TemplateWhitelistTests {
  /// The errors of reading a `<skin>` holding `body`, as `LINE:COLUMN: message`.
  static func errors(_ body: String) -> [String] {
    let source = "<skin kind=\"view\">\n" + body + "\n</skin>\n"
    let template = SkinTemplate(kind: "view", source: source, file: "view.xml")
    return template.problems.filter { $0.severity == .error }.map {
      "\($0.location.line):\($0.location.column): \($0.message)"
    }
  }

  @Test(
    "hostile constructs are refused where they are written",
    arguments: [
      (#"<script>alert(1)</script>"#, "2:1: <script> is not allowed in a skin template"),
      (
        #"<rect width="10" height="10" onload="alert(1)"/>"#,
        "2:30: attribute 'onload' is not allowed in a skin template"
      ),
      (
        #"<rect width="10" height="10" onclick="alert(1)"/>"#,
        "2:30: attribute 'onclick' is not allowed in a skin template"
      ),
      (
        #"<image width="10" height="10" href="https://example.com/x.png"/>"#,
        #"2:37: a template's image is the view's: write href="{imageHref}""#
      ),
      (
        #"<image width="10" height="10" href="data:text/html,&lt;script&gt;"/>"#,
        #"2:37: a template's image is the view's: write href="{imageHref}""#
      ),
      (
        #"<image xmlns:xlink="http://www.w3.org/1999/xlink" href="{imageHref}" xlink:href="x.png"/>"#,
        "2:70: attribute 'xlink:href' is not allowed in a skin template"
      ),
      (
        #"<foreignObject width="10" height="10"><div>hi</div></foreignObject>"#,
        "2:1: <foreignObject> is not allowed in a skin template"
      ),
      (
        #"<rect width="10" height="10" style="fill: url(https://example.com/x.svg#p)"/>"#,
        "2:30: attribute 'style' is not allowed in a skin template"
      ),
      (
        #"<rect width="10" height="10" fill="url(https://example.com/x.svg#p)"/>"#,
        "2:36: 'url(https://example.com/x.svg#p)' is not a color; write #RRGGBB, a UIKit color name, none or a {placeholder}"
      ),
      (
        ##"<rect width="10" height="10" fill="url(#gradient)"/>"##,
        "2:36: 'url(#gradient)' is not a color; write #RRGGBB, a UIKit color name, none or a {placeholder}"
      ),
      (
        ##"<use href="#g0"/>"##, "2:1: <use> is not allowed in a skin template"
      ),
      (
        #"<g><a href="https://example.com"><rect width="1" height="1"/></a></g>"#,
        "2:4: <a> is not allowed in a skin template"
      ),
      (
        #"<rect width="10" height="10" transform="translate(1 1)"/>"#,
        "2:30: attribute 'transform' is not allowed in a skin template"
      ),
    ])
  func refused(_ body: String, _ error: String) {
    #expect(Self.errors(body) == [error])
  }

  @Test("a template's root must be <skin>")
  func root() {
    let template = SkinTemplate(kind: "view", source: "<svg/>", file: "view.xml")
    #expect(template.problems.map(\.message) == ["a template's root element is <skin>, not <svg>"])
  }

  @Test("a template with DTDs or entities is refused as inputs are")
  func noDTD() {
    let source = """
      <!DOCTYPE skin [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <skin><text>&x;</text></skin>
      """
    let template = SkinTemplate(kind: "label", source: source, file: "label.xml")
    #expect(template.problems.contains { $0.severity == .error })
    #expect(template.parts(values: SkinValues(), width: 100).isEmpty)
  }

  @Test("the shipped templates read without a single problem")
  func shippedTemplates() {
    for (kind, template) in TestTemplates.library.templates {
      #expect(template.problems.isEmpty, "\(kind): \(template.problems.map(\.message))")
    }
    #expect(TestTemplates.library.templates.count >= 9)
  }
}
