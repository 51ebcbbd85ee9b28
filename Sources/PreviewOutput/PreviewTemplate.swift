import Diagnostics

/// The preview page's template (`Templates/preview.html`, with `preview.css` and `preview.js`),
/// read once into literal text and slots.
///
/// The page is the HTML with each `{{slot}}` replaced in one pass (what a slot is given is
/// never read again for slots): `title` (the document's name, escaped), `style` (the CSS),
/// `script` (the JavaScript), `svg` (the SVG export, inline) and `data` (the page's JSON,
/// escaped for a `<script>` element). The CSS and JavaScript are the user's own code; they may
/// not close the element that holds them.
package struct PreviewTemplate: Sendable {
  /// A piece of the page: literal text, or a slot.
  package enum Piece: Sendable, Equatable {
    case text(String)
    case slot(Slot)
  }

  package enum Slot: String, CaseIterable, Sendable {
    case title, style, script, svg, data
  }

  /// Why a template cannot be used, with the file it is about.
  package struct Problem: Error, Sendable, Equatable {
    package var file: String
    package var message: String
  }

  package let pieces: [Piece]
  package let style: String
  package let script: String

  /// Reads the three files' texts; `folder` names them in problems.
  package init(html: String, css: String, javascript: String, folder: String) throws(Problem) {
    let htmlFile = folder + "/preview.html"
    var pieces: [Piece] = []
    var rest = Substring(html)
    while let open = rest.firstRange(of: "{{") {
      if open.lowerBound > rest.startIndex {
        pieces.append(.text(String(rest[..<open.lowerBound])))
      }
      guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
        throw Problem(file: htmlFile, message: "'{{' without a closing '}}'")
      }
      let name = String(rest[open.upperBound..<close.lowerBound])
      guard let slot = Slot(rawValue: name) else {
        throw Problem(
          file: htmlFile,
          message: "unknown slot '{{\(name)}}'"
            + Suggestion.didYouMean(name, in: Slot.allCases.map(\.rawValue)))
      }
      pieces.append(.slot(slot))
      rest = rest[close.upperBound...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    for slot in [Slot.svg, .data, .script] where !pieces.contains(.slot(slot)) {
      throw Problem(file: htmlFile, message: "the page needs the slot '{{\(slot.rawValue)}}'")
    }
    // The CSS and the script are inlined: text that ends their element early would let the
    // rest be read as markup.
    if css.lowercased().contains("</style") {
      throw Problem(file: folder + "/preview.css", message: "the style sheet contains '</style'")
    }
    if javascript.lowercased().contains("</script") || javascript.contains("<!--") {
      throw Problem(
        file: folder + "/preview.js", message: "the script contains '</script' or '<!--'")
    }
    self.pieces = pieces
    style = css
    script = javascript
  }

  /// The page with the slots filled; `values` gives the text of `title`, `svg` and `data`.
  func fill(title: String, svg: String, data: String) -> String {
    var page = ""
    for piece in pieces {
      switch piece {
      case .text(let text): page += text
      case .slot(.title): page += title
      case .slot(.style): page += style
      case .slot(.script): page += script
      case .slot(.svg): page += svg
      case .slot(.data): page += data
      }
    }
    return page
  }
}
