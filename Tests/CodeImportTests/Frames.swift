import Interface
import Motion
import Pipeline
import TestFiles

/// What `frames --at` shows of every view, at every 1/60 s: for comparing two ways of
/// animating the same layout.
struct FrameSamples {
  /// Per time, per view (by the name `frames` prints): x, y, width, height, alpha, rotation,
  /// scale x and y, and 1 when hidden.
  var values: [[String: [Double]]]

  init(_ checked: Compilation.Checked, duration: Double) {
    guard let document = checked.document else {
      values = []
      return
    }
    let presentation = Presentation(
      document: document, states: checked.states, plan: checked.plan)
    let count = Int((duration * 60).rounded())
    values = (0...count).map { step in
      let time = Double(step) / 60
      var views: [String: [Double]] = [:]
      for view in document.views {
        let frame = presentation.frameInPicture(of: view.id, at: time)
        views[document.sourceName(of: view.id)] = [
          frame.minX, frame.minY, frame.width, frame.height,
          presentation.value(.alpha, of: view.id, at: time),
          presentation.value(.rotation, of: view.id, at: time),
          presentation.value(.scaleX, of: view.id, at: time),
          presentation.value(.scaleY, of: view.id, at: time),
          presentation.isHidden(view.id, at: time) ? 1 : 0,
        ]
      }
      return views
    }
  }

  /// The largest difference from `other`, and where (time index, view); infinity when a view
  /// or a time is missing on one side.
  func difference(from other: FrameSamples) -> (Double, String) {
    guard values.count == other.values.count, !values.isEmpty else { return (.infinity, "times") }
    var worst = (0.0, "")
    for (index, views) in values.enumerated() {
      for (name, numbers) in views {
        guard let theirs = other.values[index][name] else { return (.infinity, name) }
        for (a, b) in zip(numbers, theirs) where abs(a - b) > worst.0 {
          worst = (abs(a - b), "\(name) at \(Double(index) / 60) s")
        }
      }
    }
    return worst
  }
}

/// Checks `file` with the given timeline or code.
func check(_ file: String, sidecar: String? = nil, code: [String] = [], play: String? = nil)
  -> Compilation.Checked
{
  var options = Compilation.Options()
  if let sidecar, let bytes = Repository.bytes(sidecar) {
    options.sidecar = SidecarInput(file: sidecar, bytes: bytes)
  }
  if !code.isEmpty {
    options.code = CodeInput(
      files: code.map { CodeInput.File(path: $0, bytes: Repository.bytes($0) ?? []) }, play: play)
  }
  let bytes = Repository.bytes(file) ?? []
  return Compilation(options: options).check(bytes, file: file)
}
