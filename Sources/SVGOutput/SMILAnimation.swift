import Formatting
import Motion

/// SMIL animation elements from tracks, all on one clock.
///
/// Every animation begins at 0 and lasts the whole timeline; holds and delays are encoded as
/// repeated values in `keyTimes`. So an `<img>` of the file, whose clock starts when it loads,
/// plays everything in step, and looping is one `repeatCount`.
struct SMILClock {
  var duration: Double
  var loops: Bool

  /// `begin`, `dur` and the repeat or freeze attributes shared by every animation.
  var timing: String {
    let repeatOrFreeze = loops ? #"repeatCount="indefinite""# : #"fill="freeze""#
    return #"begin="0s" dur="\#(NumberText.milliseconds(duration))s" \#(repeatOrFreeze)"#
  }

  /// `keyTimes`, `values`, `keySplines` of a track, its values mapped to attribute text.
  func keys(_ track: Track, _ value: (Double) -> String) -> String {
    keys(track.keyframes.map { ($0.time, value($0.value), $0.easing) })
  }

  func keys(_ frames: [(time: Double, value: String, easing: Easing?)]) -> String {
    var times: [String] = []
    var values: [String] = []
    var splines: [String] = []
    for (index, frame) in frames.enumerated() {
      let fraction = index == 0 ? 0 : index == frames.count - 1 ? 1 : frame.time / duration
      times.append(NumberText.fraction(min(1, max(0, fraction))))
      values.append(frame.value)
      if index < frames.count - 1 { splines.append(spline(frame.easing)) }
    }
    return #"calcMode="spline" keyTimes="\#(times.joined(separator: ";"))" "#
      + #"values="\#(values.joined(separator: ";"))" keySplines="\#(splines.joined(separator: ";"))""#
  }

  private func spline(_ easing: Easing?) -> String {
    switch easing {
    case .bezier(let x1, let y1, let x2, let y2)?:
      return [x1, y1, x2, y2].map { NumberText.fraction(min(1, max(0, $0))) }.joined(separator: " ")
    default:
      return "0 0 1 1"
    }
  }

  /// `<animate>` of an attribute.
  func animate(_ attribute: String, _ track: Track, _ value: (Double) -> String) -> String {
    #"<animate attributeName="\#(attribute)" \#(timing) \#(keys(track, value))/>"#
  }

  /// `<animateTransform>`; the first of an element replaces its transform, later ones add.
  func animateTransform(
    _ type: String, first: Bool, track: Track?, constant: String, _ value: (Double) -> String
  ) -> String {
    let additive = first ? "" : #" additive="sum""#
    let keyText =
      track.map { self.keys($0, value) }
      ?? #"calcMode="linear" keyTimes="0;1" values="\#(constant);\#(constant)""#
    return
      #"<animateTransform attributeName="transform" type="\#(type)"\#(additive) \#(timing) \#(keyText)/>"#
  }
}
