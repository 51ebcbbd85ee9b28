import Appearance
import Geometry
import Motion

/// What the writers draw: the view tree with each view's look and its tracks (the contract
/// between Motion and the writers).
///
/// Frames are in the superview's coordinates, times in seconds from 0 to `duration`, angles
/// in degrees, colors RGBA; each view is named by its source id. A property without a track is
/// constant at its value in `initial`.
package struct AnimatedScene: Sendable {
  package var name: String
  package var size: Size
  package var duration: Double
  package var loops: Bool
  /// Views in document order (pre-order), the root first.
  package private(set) var views: [SceneView]
  package var tracks: [Presentation.Key: Track]
  package var backgrounds: [String: ColorTrack]
  /// Times at which a view's `hidden` changes, with the new value.
  package var visibility: [String: [(time: Double, isHidden: Bool)]]
  /// Where each view is in `views`, by id.
  private let positions: [String: Int]

  package init(
    name: String, size: Size, duration: Double, loops: Bool, views: [SceneView],
    tracks: [Presentation.Key: Track], backgrounds: [String: ColorTrack],
    visibility: [String: [(time: Double, isHidden: Bool)]]
  ) {
    self.name = name
    self.size = size
    self.duration = duration
    self.loops = loops
    self.views = views
    self.tracks = tracks
    self.backgrounds = backgrounds
    self.visibility = visibility
    var positions: [String: Int] = [:]
    for (index, view) in views.enumerated() { positions[view.id] = index }
    self.positions = positions
  }

  /// The view with an id, found through an index (writers look up every superview and
  /// subview).
  package func view(_ id: String) -> SceneView? {
    positions[id].map { views[$0] }
  }

  package func track(_ property: AnimatableProperty, of view: String) -> Track? {
    tracks[Presentation.Key(view: view, property: property)]
  }
}

/// One view as the writers need it.
package struct SceneView: Sendable {
  package var id: String
  package var parent: String?
  package var subviews: [String]
  /// Whether the view's content and subviews are clipped to its frame: `clipsToBounds`, and
  /// always for scroll views (a `UIScrollView` clips by default).
  package var clipsContent: Bool
  package var borderWidth: Double
  package var borderColor: Color
  package var isHidden: Bool
  /// Values at time 0 of every animatable property.
  package var initial: [AnimatableProperty: Double]
  package var background: Color
  /// The pixel size of its image, when it shows one.
  package var imageSize: Size?
  /// The drawing parts of its kind's skin, in the view's coordinates, from `start` on: one
  /// variant per change of text, title or text colors (which change at a block's start).
  package var parts: [(start: Double, parts: [SkinPart])]
}
