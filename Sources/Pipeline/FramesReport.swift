import Formatting
import Geometry
import Interface
import Layout
import Motion

/// The JSON that `motionboard frames` prints (docs/output.md, `frames` JSON).
package enum FramesReport {
  /// One view's frame fields: picture coordinates with the translations of the view and its
  /// ancestors, size, the view's own alpha, its rotation in degrees and its scale factors as set.
  package static func frameFields(
    of view: View, frames: FrameTable, properties: [ViewID: ViewProperties]
  ) -> String {
    let bounds = properties.mapValues(\.boundsOrigin)
    var frame = frames.frameInPicture(of: view.id, boundsOrigins: bounds)
    for id in [view.id] + frames.ancestors(of: view.id) {
      frame.origin.x += properties[id]?.transform.translationX ?? 0
      frame.origin.y += properties[id]?.transform.translationY ?? 0
    }
    let own = properties[view.id]
    return JSONText.object([
      ("x", JSONText.measurement(frame.minX)), ("y", JSONText.measurement(frame.minY)),
      ("width", JSONText.measurement(frame.width)), ("height", JSONText.measurement(frame.height)),
      ("alpha", JSONText.measurement(own?.alpha ?? 1)),
      ("rotation", JSONText.measurement(own?.transform.rotation ?? 0)),
      ("scaleX", JSONText.measurement(own?.transform.scaleX ?? 1)),
      ("scaleY", JSONText.measurement(own?.transform.scaleY ?? 1)),
    ])
  }

  /// `{"states":[{"label":…,"time":…,"frames":{VIEW:{…}}}]}` for the chosen states.
  package static func states(_ states: [ModelState], of document: InterfaceDocument) -> String {
    let items = states.map { state in
      let frames = JSONText.object(
        document.views.map {
          (
            document.sourceName(of: $0.id),
            frameFields(of: $0, frames: state.frames, properties: state.properties)
          )
        })
      return JSONText.object([
        ("label", JSONText.string(state.label)), ("time", JSONText.measurement(state.time)),
        ("frames", frames),
      ])
    }
    return JSONText.object(
      [("states", JSONText.array(items))] + names(of: document)) + "\n"
  }

  /// `"names":{VIEW:NAME}`, the name the Lottie file's layers and the preview give each view
  /// whose name differs from its key (an imported view's outlet, user label or accessibility
  /// identifier); left out when none does, as for every file of the format.
  static func names(of document: InterfaceDocument) -> [(String, String)] {
    let named = document.views.compactMap { view -> (String, String)? in
      guard let name = document.viewNames[view.id], name != document.sourceName(of: view.id)
      else { return nil }
      return (document.sourceName(of: view.id), JSONText.string(name))
    }
    return named.isEmpty ? [] : [("names", JSONText.object(named))]
  }

  /// `{"times":[…],"frames":{"T":{VIEW:{…}}}}` from the presentation; time keys as given.
  package static func times(
    _ times: [(text: String, value: Double)], presentation: Presentation
  ) -> String {
    let document = presentation.document
    let perTime = times.map { time in
      let views = document.views.map { view -> (String, String) in
        let frame = presentation.frameInPicture(of: view.id, at: time.value)
        let fields = JSONText.object([
          ("x", JSONText.measurement(frame.minX)), ("y", JSONText.measurement(frame.minY)),
          ("width", JSONText.measurement(frame.width)),
          ("height", JSONText.measurement(frame.height)),
          ("alpha", JSONText.measurement(presentation.value(.alpha, of: view.id, at: time.value))),
          (
            "rotation",
            JSONText.measurement(presentation.value(.rotation, of: view.id, at: time.value))
          ),
          (
            "scaleX", JSONText.measurement(presentation.value(.scaleX, of: view.id, at: time.value))
          ),
          (
            "scaleY", JSONText.measurement(presentation.value(.scaleY, of: view.id, at: time.value))
          ),
          // Whether the view's own `hidden` shows at this time (docs/output.md, `frames` JSON).
          ("hidden", presentation.isHidden(view.id, at: time.value) ? "true" : "false"),
        ])
        return (document.sourceName(of: view.id), fields)
      }
      return (time.text, JSONText.object(views))
    }
    let list = JSONText.array(times.map { JSONText.measurement($0.value) })
    return JSONText.object(
      [("times", list)] + names(of: document) + [("frames", JSONText.object(perTime))]) + "\n"
  }
}
