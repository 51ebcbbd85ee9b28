import CodeEvaluation
import Foundation
import Interface
import Pipeline
import SwiftSource
import XMLTree

/// `motionboard-bench code LAYOUT.xml CODE.swift [--play EVENTS] [--runs N]`: the code reader's
/// time on one view controller (Benchmarks/code_bench.py), as JSON: `read_ms` (SwiftParser and
/// the lowering), `evaluate_ms` (the core running the events), `reader_ms` (both), and
/// `check_ms` (the whole `check --code`, layout and replay included), medians of N runs, with
/// the file's lines, the blocks derived and the warnings.
enum CodeBenchmark {
  static func run(_ arguments: [String]) throws {
    guard arguments.count >= 2 else {
      throw BenchError("usage: motionboard-bench code LAYOUT.xml CODE.swift [--play P] [--runs N]")
    }
    let layoutBytes = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[0])))
    let code = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    let play = arguments.firstIndex(of: "--play").map { arguments[$0 + 1] }
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
    let (tree, _) = XMLTreeReader().read(layoutBytes, file: arguments[0])
    guard let tree else { throw BenchError("the layout is not XML") }
    let (document, parseLog) = InterfaceParser.parse(tree, file: arguments[0])
    guard !parseLog.hasErrors else { throw BenchError("the layout has errors") }
    let layout = CodeLayout(
      document: document, names: NameTable(), controller: ControllerLinks(document: document))

    var read: [Double] = []
    var evaluate: [Double] = []
    var check: [Double] = []
    var blocks = 0
    var warnings = 0
    for _ in 0..<max(1, runs) {
      var start = Date()
      let (file, _) = SwiftReader.read(code, path: arguments[1])
      read.append(Date().timeIntervalSince(start) * 1000)
      start = Date()
      let program = Program(files: [file])
      let className = program.viewControllers.first ?? ""
      let (events, _) = PlayScript.events(
        play, program: program, className: className, layout: layout)
      let (source, log, _) = CodeEvaluator.evaluate(
        program: program, className: className, layout: layout, play: events)
      evaluate.append(Date().timeIntervalSince(start) * 1000)
      blocks = source.timeline.blocks.count
      warnings = log.diagnostics.count
      var options = Compilation.Options()
      options.code = CodeInput(files: [.init(path: arguments[1], bytes: code)], play: play)
      start = Date()
      _ = Compilation(options: options).check(layoutBytes, file: arguments[0])
      check.append(Date().timeIntervalSince(start) * 1000)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let lines = code.filter { $0 == UInt8(ascii: "\n") }.count
    let reader = zip(read, evaluate).map { $0 + $1 }
    print(
      json([
        "lines": lines, "read_ms": median(read), "evaluate_ms": median(evaluate),
        "reader_ms": median(reader), "check_ms": median(check), "blocks": blocks,
        "warnings": warnings, "runs": runs,
      ]))
  }
}
