import Scene
import Tracks

/// A scene indexed for the writer's walks: each view's subviews, tracks and still values by
/// its position in `scene.views`, found without hashing a view id or a property per look-up
/// (a view's group looks up dozens).
struct SceneIndex {
  let scene: AnimatedScene
  /// The positions of each view's subviews.
  let children: [[Int]]
  /// Each view's track of each property, at `row × propertyCount + slot(property)`, where a
  /// view's row is the position its id names (the root's may be another view's of the same
  /// id, as `scene.track(_:of:)` finds it).
  private let tracks: [Track?]
  private let rootRow: Int
  /// Each view's still values (`poster.values`, 0 where absent), at
  /// `position × propertyCount + slot(property)`.
  private let posters: [Double]

  init(_ scene: AnimatedScene) {
    self.scene = scene
    var positions: [String: Int] = [:]
    positions.reserveCapacity(scene.views.count)
    for (index, view) in scene.views.enumerated() { positions[view.id] = index }
    children = scene.views.map { view in view.subviews.compactMap { positions[$0] } }
    let count = Self.propertyCount
    var tracks = [Track?](repeating: nil, count: scene.views.count * count)
    for (key, track) in scene.tracks {
      guard let position = positions[key.view] else { continue }
      tracks[position * count + Self.slot(key.property)] = track
    }
    self.tracks = tracks
    rootRow = scene.views.first.flatMap { positions[$0.id] } ?? 0
    var posters = [Double](repeating: 0, count: scene.views.count * count)
    for (position, view) in scene.views.enumerated() {
      for (property, value) in view.poster.values {
        posters[position * count + Self.slot(property)] = value
      }
    }
    self.posters = posters
  }

  private static let propertyCount = AnimatableProperty.allCases.count

  private static func slot(_ property: AnimatableProperty) -> Int { property.ordinal }

  /// The track of a property of the view at `position`, if it has one.
  func track(_ property: AnimatableProperty, at position: Int) -> Track? {
    let row = position == 0 ? rootRow : position
    return tracks[row * Self.propertyCount + Self.slot(property)]
  }

  /// A property's static value: the still picture's, which the animations replace from time 0
  /// and viewers without SMIL show.
  func value(_ property: AnimatableProperty, at position: Int) -> Double {
    posters[position * Self.propertyCount + Self.slot(property)]
  }
}
