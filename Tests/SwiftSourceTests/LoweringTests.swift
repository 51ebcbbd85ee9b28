import CodeEvaluation
import Diagnostics
import SwiftSource
import Testing

@Suite("Swift lowering")
struct LoweringTests {
  static func read(_ text: String) -> (CodeFile, [Diagnostic]) {
    SwiftReader.read(Array(text.utf8), path: "V.swift")
  }

  @Test("this build has the toolchain's parser")
  func available() {
    #expect(SwiftReader.isAvailable)
  }

  /// Found by the code fuzzer: the toolchain's diagnostics generator trapped on it.
  @Test("a control character in the source is a located error, not a crash")
  func controlCharacter() {
    let (file, diagnostics) = Self.read("let a = 1\ne \u{19}= ")
    #expect(file.types.isEmpty)
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "V.swift:2:3: Swift syntax: the control character U+0019 cannot appear in Swift source"
      ])
  }

  /// Found by the code fuzzer: the toolchain's diagnostics generator traps on the Fix-It of
  /// each of these characters, so the reader reports the lexer's error itself.
  @Test(
    "a character the lexer rejects is a located error, not a crash",
    arguments: [
      ([0xFF], "invalid UTF-8"),
      ([0xC0, 0x80], "invalid UTF-8"),
      ([0xED, 0xA0, 0x80], "invalid UTF-8"),
      ([0xE2, 0x80], "invalid UTF-8"),
      ([0x7F], "invalid character"),
      ([0xE2, 0x80, 0xA8], "invalid character"),
    ] as [([UInt8], String)])
  func rejectedCharacter(bytes: [UInt8], message: String) {
    let source = Array("let a = 1\ne ".utf8) + bytes + Array(" = b\n".utf8)
    let (file, diagnostics) = SwiftReader.read(source, path: "V.swift")
    #expect(file.types.isEmpty)
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "V.swift:2:3: Swift syntax: \(message)"
      ])
  }

  /// Found by the code fuzzer: the toolchain's parser takes about twice as long for each level
  /// of `[`, so the reader refuses deep nesting before it parses (22 levels took 10 s).
  @Test("brackets nested too deep are a located error, not a hang")
  func deepBrackets() {
    let deep =
      "let a = " + String(repeating: "[", count: 22) + "1" + String(repeating: "]", count: 22)
    let (file, diagnostics) = SwiftReader.read(Array("let b = 1\n\(deep)\n".utf8), path: "V.swift")
    #expect(file.types.isEmpty)
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "V.swift:2:21: Swift syntax: brackets nested more than 12 deep; the reader does not "
          + "follow them"
      ])
    // In a comment or a string, brackets are not code.
    let quoted = "// \(deep)\nlet s = \"\(deep)\"\n"
    #expect(SwiftReader.read(Array(quoted.utf8), path: "V.swift").1.isEmpty)
  }

  @Test("a class's outlets, stored properties and actions, located")
  func declarations() throws {
    let (file, diagnostics) = Self.read(
      """
      import UIKit

      final class LoginViewController: UIViewController {
          @IBOutlet weak var cardTop: NSLayoutConstraint!
          private var isOpen = false
          @IBAction func signIn(_ sender: UIButton) {}
          func move(to constant: CGFloat, animated: Bool = true) {}
      }
      """)
    #expect(diagnostics.isEmpty)
    let type = try #require(file.types.first)
    #expect(type.name == "LoginViewController" && type.inherited == ["UIViewController"])
    #expect(type.properties.map(\.name) == ["cardTop", "isOpen"])
    #expect(type.properties[0].isOutlet && type.properties[0].isOptional)
    #expect(type.properties[0].typeName == "NSLayoutConstraint")
    #expect(type.properties[1].initialValue?.kind == .boolean(false))
    #expect(type.properties[0].location == SourceLocation(file: "V.swift", line: 4, column: 24))
    #expect(type.methods.map(\.selector) == ["signIn:", "moveWithTo:animated:"])
    #expect(type.methods[0].isAction && !type.methods[1].isAction)
  }

  @Test("operators are folded with Swift's precedences; trailing closures are marked")
  func expressions() throws {
    let (file, _) = Self.read(
      """
      class A {
          func f() {
              x = a + b * 2
              UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
          }
      }
      """)
    let body = try #require(file.types.first?.methods.first?.body)
    guard case .assign(_, .assign, let value) = body[0].kind,
      case .binary("+", _, let right) = value.kind, case .binary("*", _, _) = right.kind
    else {
      Issue.record("not folded: \(body[0].kind)")
      return
    }
    guard case .expression(let call) = body[1].kind,
      case .call(_, let arguments, nil) = call.kind
    else {
      Issue.record("not a call: \(body[1].kind)")
      return
    }
    #expect(arguments.map(\.label) == ["withDuration", nil])
    #expect(arguments.map(\.isTrailingClosure) == [false, true])
  }

  @Test("a syntax error is a located error")
  func syntaxError() {
    let (_, diagnostics) = Self.read("class A {\n  func f( {\n}\n")
    #expect(!diagnostics.isEmpty)
    #expect(diagnostics.allSatisfy { $0.severity == .error && $0.location.file == "V.swift" })
  }
}
