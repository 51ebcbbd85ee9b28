import Formatting
import Tracks

/// SMIL animation elements from tracks, all on one clock.
///
/// Every animation begins at 0 and lasts the whole timeline; holds and delays are encoded as
/// repeated values in `keyTimes`. So an `<img>` of the file, whose clock starts when it loads,
/// plays everything in step, and looping is one `repeatCount`.
struct SMILClock {
  let duration: Double
  let loops: Bool
  /// `begin`, `dur` and the repeat or freeze attributes shared by every animation.
  let timing: SVGBytes

  /// The `keyTimes` and `keySplines` text of each timing of tracks printed so far: tracks of
  /// one block share theirs, and most of a file's numbers are in them.
  private let timings = TimingTexts()

  /// `begin` is when the animations start: 0 s, or in an interactive file the taps that play
  /// them (docs/output.md, The interactive SVG).
  init(duration: Double, loops: Bool, begin: String = "0s") {
    self.duration = duration
    self.loops = loops
    var timing = SVGBytes()
    timing.append(#"begin=""#)
    timing.append(string: begin)
    timing.append(#"" dur=""#)
    timing.append(string: NumberText.milliseconds(duration))
    timing.append(loops ? #"s" repeatCount="indefinite""# : #"s" fill="freeze""#)
    self.timing = timing
  }

  /// `keyTimes`, `values`, `keySplines` of a track, its values as `value` prints them.
  func keys(_ track: Track, _ value: ValueText, to output: inout SVGBytes) {
    let frames = track.keyframes
    let timing = Timing(frames)
    let texts: (times: SVGBytes, splines: SVGBytes)
    if let known = timings.texts[timing] {
      texts = known
    } else {
      var times = SVGBytes()
      var splines = SVGBytes()
      self.times(count: frames.count, time: { frames[$0].time }, to: &times)
      self.splines(count: frames.count, easing: { frames[$0].easing }, to: &splines)
      texts = (times, splines)
      timings.texts[timing] = texts
    }
    output.append(#"calcMode="spline" keyTimes=""#)
    output.append(texts.times)
    output.append(#"" values=""#)
    for index in frames.indices {
      if index > 0 { output.append(byte: UInt8(ascii: ";")) }
      value.write(frames[index].value, to: &output)
    }
    output.append(#"" keySplines=""#)
    output.append(texts.splines)
    output.append(byte: UInt8(ascii: "\""))
  }

  /// `<animate>` of an attribute through `count` keyframes that are no track's (sums of
  /// tracks, colors): each at `time(index)`, eased towards the next by `easing(index)`, its
  /// value written by `value`.
  func animate(
    _ attribute: StaticString, count: Int, time: (Int) -> Double, easing: (Int) -> Easing?,
    to output: inout SVGBytes, value: (Int, inout SVGBytes) -> Void
  ) {
    open(attribute, to: &output)
    output.append(#"calcMode="spline" keyTimes=""#)
    times(count: count, time: time, to: &output)
    output.append(#"" values=""#)
    for index in 0..<count {
      if index > 0 { output.append(byte: UInt8(ascii: ";")) }
      value(index, &output)
    }
    output.append(#"" keySplines=""#)
    splines(count: count, easing: easing, to: &output)
    output.append(#""/>"#)
  }

  /// The key times: the first at 0, the last at 1, the others their fractions of the timeline.
  private func times(count: Int, time: (Int) -> Double, to output: inout SVGBytes) {
    for index in 0..<count {
      if index > 0 { output.append(byte: UInt8(ascii: ";")) }
      let fraction = index == 0 ? 0 : index == count - 1 ? 1 : time(index) / duration
      output.fraction(min(1, max(0, fraction)))
    }
  }

  /// The splines between the keys.
  private func splines(count: Int, easing: (Int) -> Easing?, to output: inout SVGBytes) {
    for index in 0..<max(0, count - 1) {
      if index > 0 { output.append(byte: UInt8(ascii: ";")) }
      spline(easing(index), to: &output)
    }
  }

  private func spline(_ easing: Easing?, to output: inout SVGBytes) {
    switch easing {
    case .bezier(let x1, let y1, let x2, let y2)?:
      output.fraction(min(1, max(0, x1)))
      output.append(byte: UInt8(ascii: " "))
      output.fraction(min(1, max(0, y1)))
      output.append(byte: UInt8(ascii: " "))
      output.fraction(min(1, max(0, x2)))
      output.append(byte: UInt8(ascii: " "))
      output.fraction(min(1, max(0, y2)))
    default:
      output.append("0 0 1 1")
    }
  }

  /// `<animate>` of an attribute.
  func animate(
    _ attribute: StaticString, _ track: Track, _ value: ValueText, to output: inout SVGBytes
  ) {
    open(attribute, to: &output)
    keys(track, value, to: &output)
    output.append("/>")
  }

  /// An `<animate>`'s start, up to its keys: the attribute and the timeline's timing.
  private func open(_ attribute: StaticString, to output: inout SVGBytes) {
    output.append(#"<animate attributeName=""#)
    output.append(attribute)
    output.append(#"" "#)
    output.append(timing)
    output.append(byte: UInt8(ascii: " "))
  }

  /// `<animateTransform>`; the first of an element replaces its transform, later ones add.
  ///
  /// Without a track, `constant` printed as `value` prints it, from start to end.
  func animateTransform(
    _ type: StaticString, first: Bool, track: Track?, constant: Double, _ value: ValueText,
    to output: inout SVGBytes
  ) {
    output.append(#"<animateTransform attributeName="transform" type=""#)
    output.append(type)
    output.append(first ? #"" "# : #"" additive="sum" "#)
    output.append(timing)
    output.append(byte: UInt8(ascii: " "))
    if let track {
      keys(track, value, to: &output)
    } else {
      output.append(#"calcMode="linear" keyTimes="0;1" values=""#)
      value.write(constant, to: &output)
      output.append(byte: UInt8(ascii: ";"))
      value.write(constant, to: &output)
      output.append(byte: UInt8(ascii: "\""))
    }
    output.append("/>")
  }
}

/// The times and easings of a track's keyframes, compared and hashed without their values.
private struct Timing: Hashable {
  let frames: [Keyframe]

  init(_ frames: [Keyframe]) {
    self.frames = frames
  }

  static func == (a: Timing, b: Timing) -> Bool {
    a.frames.count == b.frames.count
      && zip(a.frames, b.frames).allSatisfy { $0.time == $1.time && $0.easing == $1.easing }
  }

  /// The count and the second and last times, not every time: timings that agree there rarely
  /// differ elsewhere, and equality checks every time and easing.
  func hash(into hasher: inout Hasher) {
    hasher.combine(frames.count)
    if frames.count > 1 { hasher.combine(frames[1].time) }
    hasher.combine(frames.last?.time)
  }
}

/// The texts of the timings a clock has printed (one write's, on one thread).
private final class TimingTexts {
  var texts: [Timing: (times: SVGBytes, splines: SVGBytes)] = [:]
}
