import Diagnostics
import Formatting
import Interface
import Motion
import Pipeline

/// `motionboard frames FILE [--at T,… | --states | --state N]`: frames as JSON.
struct FramesCommand {
  let file: String
  let state: Int?
  let times: [(text: String, value: Double)]?
  let compilation: Compilation
  let printer: DiagnosticPrinter
  let console: Console
  let timeline: String?
  let code: CodeOptions?

  init(_ arguments: ScannedArguments, console: Console) throws(UsageError) {
    guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
      let message =
        arguments.positionals.isEmpty
        ? "Missing expected argument '<file>'"
        : "frames takes one file, not \(arguments.positionals.count)"
      throw UsageError(message: message, command: "frames")
    }
    self.file = file
    compilation = try Compilation(arguments, command: "frames")
    timeline = arguments.values["--timeline"]
    code = try CodeOptions(arguments, command: "frames")
    if let list = arguments.values["--at"] {
      if arguments.flags.contains("--states") || arguments.values["--state"] != nil {
        throw UsageError(message: "Give '--at' or the states, not both.", command: "frames")
      }
      var parsed: [(String, Double)] = []
      for item in list.split(separator: ",", omittingEmptySubsequences: false) {
        let text = String(item).trimmingCharacters()
        guard let value = Double(text), value.isFinite, value >= 0,
          text.allSatisfy({
            $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-"
          })
        else {
          throw UsageError(
            message:
              "The value '\(text)' is invalid for '--at <times>'; use seconds like 0,0.25,1.5",
            command: "frames")
        }
        // Times as large as the format's numbers (docs/output.md, `frames`): past them no
        // clock of the timeline is exact, and the JSON would echo a number no reader needs.
        guard value <= NumberSyntax.limit else {
          throw UsageError(
            message: "The value '\(text)' is invalid for '--at <times>'; use seconds from 0 to "
              + "\(NumberText.message(NumberSyntax.limit))",
            command: "frames")
        }
        parsed.append((text, value))
      }
      times = parsed
    } else {
      times = nil
    }
    if let text = arguments.values["--state"] {
      guard let number = Int(text), number >= 0 else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--state <n>'; use 0, 1, 2, …",
          command: "frames")
      }
      if arguments.flags.contains("--states") {
        throw UsageError(message: "Give '--states' or '--state <n>', not both.", command: "frames")
      }
      state = number
    } else {
      state = nil
    }
    self.console = console
    printer = try DiagnosticPrinter(colorMode: arguments.values["--color"], console: console)
  }

  func run() -> ExitStatus {
    guard
      let compilation = compilation.reading(timeline: timeline, printer: printer)?
        .reading(code: code, printer: printer)
    else {
      return .inputErrors
    }
    guard let (checked, document) = compilation.checkedFile(file, printer: printer) else {
      return .inputErrors
    }
    if let times {
      let presentation = Presentation(
        document: document, states: checked.states, plan: checked.plan)
      console.writeOutput(FramesReport.times(times, presentation: presentation))
      return .success
    }
    var states = checked.states
    if let state {
      guard state < states.count else {
        console.writeError(
          "\(file): error: there is no state \(state); the timeline has states 0 to "
            + "\(states.count - 1)\n")
        return .inputErrors
      }
      states = [states[state]]
    }
    console.writeOutput(FramesReport.states(states, of: document))
    return .success
  }
}

extension String {
  func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
