import Interface
import Parallelism
import Pipeline

extension ExportCommand {
  /// The writers' options of `export` (`--loop`, `--tolerance`, `--poster`, `--appearance`,
  /// `--fps`, `--scale`, `--width`, `--columns`, `--near-lossless`, `--jobs`), each checked in
  /// that order; a value out of range is a usage error.
  static func exportOptions(_ arguments: ScannedArguments) throws(UsageError)
    -> Compilation.ExportOptions
  {
    var options = Compilation.ExportOptions()
    options.loops = arguments.flags.contains("--loop")
    if let text = arguments.values["--tolerance"] {
      guard let value = Double(text), value > 0, value.isFinite else {
        throw UsageError(
          message:
            "The value '\(text)' is invalid for '--tolerance <points>'; use a positive number.",
          command: "export")
      }
      options.tracks.tolerance = value
    }
    if let text = arguments.values["--poster"] {
      guard let value = Double(text), value >= 0, value.isFinite else {
        throw UsageError(
          message:
            "The value '\(text)' is invalid for '--poster <seconds>'; use a time from 0 to the "
            + "end of the timeline.",
          command: "export")
      }
      options.poster = value
    }
    if let text = arguments.values["--appearance"] {
      guard let mode = AppearanceMode(rawValue: text) else {
        throw UsageError(
          message:
            "The value '\(text)' is invalid for '--appearance <mode>'; use light, dark, auto or both.",
          command: "export")
      }
      options.appearance = mode
    }
    if let text = arguments.values["--fps"] {
      guard let value = Double(text), value >= 1, value <= 240 else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--fps <rate>'; use 1 to 240.",
          command: "export")
      }
      options.fps = value
      options.rasterFPS = value
      options.videoFPS = value
    }
    if let text = arguments.values["--scale"] {
      guard let value = Double(text), value > 0, value <= 8 else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--scale <factor>'; use a number above 0 "
            + "and at most 8.",
          command: "export")
      }
      options.scale = value
    }
    if let text = arguments.values["--width"] {
      guard let value = Int(text), (1...32_767).contains(value) else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--width <pixels>'; use 1 to 32767.",
          command: "export")
      }
      guard arguments.values["--scale"] == nil else {
        throw UsageError(
          message: "'--width' and '--scale' both set the pictures' size; use one of them.",
          command: "export")
      }
      options.width = value
    }
    if let text = arguments.values["--columns"] {
      guard let value = Int(text), value >= 1 else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--columns <count>'; use a whole number "
            + "from 1.",
          command: "export")
      }
      options.columns = value
    }
    if let text = arguments.values["--near-lossless"] {
      guard let value = Int(text), (0...100).contains(value) else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--near-lossless <level>'; use 0 to 100 "
            + "(100 is lossless).",
          command: "export")
      }
      options.nearLossless = value
    }
    var jobs = Parallel.processorCount
    if let text = arguments.values["--jobs"] {
      guard let value = Int(text), (1...256).contains(value) else {
        throw UsageError(
          message: "The value '\(text)' is invalid for '--jobs <count>'; use 1 to 256.",
          command: "export")
      }
      jobs = value
    }
    options.tracks.jobs = jobs
    return options
  }
}
