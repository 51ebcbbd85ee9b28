import Interface

/// How a track goes from one keyframe to the next.
///
/// A Bézier easing's control points all lie within 0…1, so it is both an SVG `keySplines`
/// entry and a Lottie keyframe's out/in tangents.
package enum Easing: Hashable, Sendable {
  case linear
  case bezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// The eased fraction for the linear time fraction `u`.
  package func progress(_ u: Double) -> Double {
    switch self {
    case .linear: return u
    case .bezier(let x1, let y1, let x2, let y2):
      return CubicSegment(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: u)
    }
  }
}

/// A keyframe: the value at a time, and the easing towards the next keyframe (nil on the last).
///
/// Two keyframes at the same time make a jump.
package struct Keyframe: Hashable, Sendable {
  package var time: Double
  package var value: Double
  package var easing: Easing?

  package init(time: Double, value: Double, easing: Easing?) {
    self.time = time
    self.value = value
    self.easing = easing
  }
}

/// One animated property of one view over the whole timeline, as keyframes.
///
/// A track built from a presentation keeps its `source`, the exact motion it was fitted to,
/// so that sums of tracks (`TrackAlgebra`) are fitted to the motion rather than to the fits.
/// Equality compares the keyframes only.
package struct Track: Hashable, Sendable {
  package var view: ViewID
  package var property: AnimatableProperty
  package var keyframes: [Keyframe]
  package var source: TrackSource?

  package init(
    view: ViewID, property: AnimatableProperty, keyframes: [Keyframe], source: TrackSource? = nil
  ) {
    self.view = view
    self.property = property
    self.keyframes = keyframes
    self.source = source
  }

  package static func == (a: Track, b: Track) -> Bool {
    a.view == b.view && a.property == b.property && a.keyframes == b.keyframes
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(view)
    hasher.combine(property)
    hasher.combine(keyframes)
  }

  /// The track's value at `t` (after a jump, the new value).
  package func value(at t: Double) -> Double {
    guard let first = keyframes.first else { return 0 }
    if t < first.time { return first.value }
    // The last key at or before t, found by bisection (keys are in time order).
    let index = max(0, TrackAlgebra.firstKey(in: keyframes) { !($0 <= t) } - 1)
    let key = keyframes[index]
    guard index + 1 < keyframes.count, let easing = key.easing else { return key.value }
    let next = keyframes[index + 1]
    let span = next.time - key.time
    guard span > 0 else { return next.value }
    return key.value + (next.value - key.value) * easing.progress((t - key.time) / span)
  }
}

/// The exact motion behind a track: its sampler, the times where its definition changes, its
/// tolerance, and the progress fits it shares with the other tracks of its scene.
package final class TrackSource: Sendable {
  package let sampler: PropertySampler
  package let breakpoints: [Double]
  /// How far a fit of this property may stray, in its own units.
  package let tolerance: Double
  package let fits: ProgressFits
  package let shortest: Double
  /// Whether a stretch of the track stands for true times off the time grain (a jump or a
  /// repeat's wrap rounded to the grain, `TimeWindow`): sampled at the grain's times, the
  /// motion would put the jump inside a stretch, so sums use the track's keys instead.
  package let isStretched: Bool

  package init(
    sampler: PropertySampler, breakpoints: [Double], tolerance: Double, fits: ProgressFits,
    shortest: Double, isStretched: Bool
  ) {
    self.sampler = sampler
    self.breakpoints = breakpoints
    self.tolerance = tolerance
    self.fits = fits
    self.shortest = shortest
    self.isStretched = isStretched
  }
}

/// A cubic from (0,0) to (1,1) with control points (x1,y1), (x2,y2), in double precision.
struct CubicSegment {
  var x1, y1, x2, y2: Double

  func x(_ s: Double) -> Double {
    3 * x1 * s * (1 - s) * (1 - s) + 3 * x2 * s * s * (1 - s) + s * s * s
  }
  func y(_ s: Double) -> Double {
    3 * y1 * s * (1 - s) * (1 - s) + 3 * y2 * s * s * (1 - s) + s * s * s
  }

  /// y where x = u (x is monotone for control x within 0…1).
  func y(atX u: Double) -> Double { y(parameter(atX: u)) }

  /// The parameter where x = u: Newton's method from s = u, falling back to bisection when a
  /// step leaves 0…1 or the slope vanishes (as `UnitBezier` does).
  func parameter(atX u: Double) -> Double {
    guard u > 0 else { return 0 }
    guard u < 1 else { return 1 }
    var s = u
    for _ in 0..<8 {
      let error = x(s) - u
      if abs(error) < 1e-14 { return s }
      let slope = 3 * x1 * (1 - s) * (1 - s) + 6 * (x2 - x1) * s * (1 - s) + 3 * (1 - x2) * s * s
      guard abs(slope) > 1e-9 else { break }
      let next = s - error / slope
      guard next > 0, next < 1 else { break }
      s = next
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<52 {
      let middle = (low + high) / 2
      if x(middle) < u { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The part between x = u0 and x = u1, rescaled to run from (0,0) to (1,1); nil when its
  /// value does not change or a control point leaves the unit square.
  func subsegment(from u0: Double, to u1: Double) -> CubicSegment? {
    let s0 = parameter(atX: u0)
    let s1 = parameter(atX: u1)
    // The curve from s0 to s1, by its values and derivatives at the ends (Hermite → Bézier).
    let p0 = (x(s0), y(s0))
    let p3 = (x(s1), y(s1))
    let d0 = derivative(s0)
    let d1 = derivative(s1)
    let scale = (s1 - s0) / 3
    let p1 = (p0.0 + d0.0 * scale, p0.1 + d0.1 * scale)
    let p2 = (p3.0 - d1.0 * scale, p3.1 - d1.1 * scale)
    let width = p3.0 - p0.0
    let height = p3.1 - p0.1
    guard width > 0, abs(height) > 1e-12 else { return nil }
    let segment = CubicSegment(
      x1: (p1.0 - p0.0) / width, y1: (p1.1 - p0.1) / height,
      x2: (p2.0 - p0.0) / width, y2: (p2.1 - p0.1) / height)
    let inside = [segment.x1, segment.y1, segment.x2, segment.y2].allSatisfy {
      $0 >= -1e-12 && $0 <= 1 + 1e-12
    }
    return inside ? segment.clamped : nil
  }

  private func derivative(_ s: Double) -> (Double, Double) {
    func d(_ a: Double, _ b: Double) -> Double {
      3 * a * (1 - s) * (1 - s) + 6 * (b - a) * s * (1 - s) + 3 * (1 - b) * s * s
    }
    return (d(x1, x2), d(y1, y2))
  }

  var clamped: CubicSegment {
    let c = { (v: Double) in min(max(v, 0), 1) }
    return CubicSegment(x1: c(x1), y1: c(y1), x2: c(x2), y2: c(y2))
  }

  var easing: Easing { .bezier(x1: x1, y1: y1, x2: x2, y2: y2) }
}
