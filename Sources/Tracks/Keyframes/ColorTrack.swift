import Geometry

/// A color over the timeline: keyframes of colors with the easing towards the next.
package struct ColorTrack: Hashable, Sendable {
  package struct Key: Hashable, Sendable {
    package var time: Double
    package var color: Color
    package var easing: Easing?

    package init(time: Double, color: Color, easing: Easing?) {
      self.time = time
      self.color = color
      self.easing = easing
    }
  }

  package var keyframes: [Key]

  package init(keyframes: [Key]) {
    self.keyframes = keyframes
  }

  /// Whether the color ever changes.
  package var isAnimated: Bool { Set(keyframes.map(\.color)).count > 1 }
}
