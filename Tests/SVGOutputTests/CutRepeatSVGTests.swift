import Foundation
import TestSupport
import Testing

/// Repeats and springs cut by the timeline's end, in the SVG: its SMIL values, evaluated as a
/// browser evaluates them, give what `frames` reports (the model of record) up to the end.
@Suite("cut repeats in the SVG")
struct CutRepeatSVGTests {
  /// One `<animate>` or `<animateTransform>`: what it animates and its keys over `dur`.
  struct Animation {
    var attribute: String
    var type: String?
    var duration: Double
    var keyTimes: [Double]
    var values: [[Double]]
    var splines: [[Double]]

    init?(_ element: Substring) {
      func attribute(_ name: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
      }
      func numbers(_ text: Substring) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      }
      guard let name = attribute("attributeName"), let dur = attribute("dur"),
        let duration = Double(dur.dropLast()), let times = attribute("keyTimes"),
        let values = attribute("values")
      else { return nil }
      self.attribute = name
      type = attribute("type")
      self.duration = duration
      keyTimes = times.split(separator: ";").compactMap { Double($0) }
      self.values = values.split(separator: ";").map(numbers)
      splines = (attribute("keySplines") ?? "").split(separator: ";").map(numbers)
    }

    /// The value at `t` seconds, as SMIL gives it: after a jump (two equal key times) the later
    /// value; within a spline interval its keySpline applied to the time's fraction.
    func value(at t: Double) -> [Double] {
      let u = min(1, t / duration)
      let index = keyTimes.lastIndex { $0 <= u } ?? 0
      guard index + 1 < keyTimes.count else { return values[index] }
      let span = keyTimes[index + 1] - keyTimes[index]
      var p = span > 0 ? (u - keyTimes[index]) / span : 1
      if index < splines.count, splines[index].count == 4 {
        let s = splines[index]
        p = Self.eased(s[0], s[1], s[2], s[3], p)
      }
      return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * p }
    }

    /// A cubic timing curve from (0, 0) to (1, 1) at time fraction `u`, by bisection on x.
    static func eased(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ u: Double)
      -> Double
    {
      func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
        3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
      }
      var (low, high) = (0.0, 1.0)
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if bezier(x1, x2, middle) < u { low = middle } else { high = middle }
      }
      return bezier(y1, y2, (low + high) / 2)
    }

    /// The times where the value jumps: two keys at one time.
    var jumps: [Double] {
      zip(keyTimes, keyTimes.dropFirst()).filter { $0 == $1 }.map { $0.0 * duration }
    }
  }

  /// The animations of a view's own group (up to the next view's).
  static func animations(of view: String, in svg: String) throws -> [Animation] {
    let start = try #require(svg.range(of: "data-view=\"\(view)\""))
    var rest = svg[start.upperBound...]
    if let next = rest.range(of: "data-view=") { rest = rest[..<next.lowerBound] }
    var found: [Animation] = []
    while let open = rest.range(of: "<animate") {
      let end = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      if let animation = Animation(rest[open.upperBound..<end]) { found.append(animation) }
      rest = rest[end...]
    }
    return found
  }

  /// A view's `frames` field from its group's animations at `t`: its x (the translations'
  /// sum), width, alpha, rotation (the rotations' sum) or scaleX (the scales' product).
  static func value(_ field: String, of animations: [Animation], at t: Double) -> Double? {
    let values = { (attribute: String, type: String?) in
      animations.filter { $0.attribute == attribute && $0.type == type }.map { $0.value(at: t)[0] }
    }
    switch field {
    case "x": return values("transform", "translate").reduce(0, +)
    case "rotation": return values("transform", "rotate").reduce(0, +)
    case "scaleX": return values("transform", "scale").reduce(1, *)
    case "width": return values("width", nil).first
    case "alpha": return values("opacity", nil).first
    default: return nil
    }
  }

  @Test(
    "every cut repeat's SMIL values are the presentation's at every 1/240 s up to the end",
    arguments: CutRepeatScenes.scenes.indices)
  func cutRepeats(_ index: Int) throws {
    let (file, fields) = CutRepeatScenes.scenes[index]
    let (outputs, log) = TestExport.export(file: file, formats: [.svg])
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    let svg = try #require(outputs[.svg])
    let result = CutRepeatScenes.framesOutput(of: file)
    try #require(result.status == 0, "\(result.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let frames = try #require(json["frames"] as? [String: [String: [String: Any]]])
    for (view, field) in fields {
      let animations = try Self.animations(of: view, in: svg)
      let jumps = animations.flatMap(\.jumps)
      var worst = (error: 0.0, at: 0.0)
      for t in CutRepeatScenes.times where !jumps.contains(where: { abs($0 - t) < 0.002 }) {
        let expected = try #require(frames["\(t)"]?[view]?[field] as? Double)
        let shown = try #require(Self.value(field, of: animations, at: t))
        let error = CutRepeatScenes.difference(field, shown, expected)
        if error > worst.error { worst = (error, t) }
      }
      #expect(
        worst.error <= CutRepeatScenes.tolerance(field),
        "\(view).\(field): \(worst.error) at \(worst.at) s")
    }
  }
}
