import Appearance
import Geometry
import Motion
import Tracks

/// What the writers draw: the view tree with each view's look and its tracks (the contract
/// between Motion and the writers).
///
/// Frames are in the superview's coordinates, times in seconds from 0 to `duration`, angles
/// in degrees, colors RGBA; each view is named by its source id. A property without a track is
/// constant at its value in `initial`. Values are as the screen shows them, in the tracks and
/// the constants alike: alpha within 0…1, a width or height below 0 as 0 (docs/timing.md,
/// Sizes below zero), so that a writer puts a squeezed view's empty frame at its origin. The
/// still picture (`posterTime`, each view's `poster` values) is what renderers without
/// animation, readers who ask for reduced motion and poster images show.
package struct AnimatedScene: Sendable {
  package var name: String
  package var size: Size
  package var duration: Double
  package var loops: Bool
  /// The time the still picture shows: `--poster`, by default the end of the timeline.
  package var posterTime: Double
  /// Views in document order (pre-order), the root first.
  package private(set) var views: [SceneView]
  package var tracks: [Presentation.Key: Track]
  package var backgrounds: [String: ColorTrack]
  /// Times at which a view's `hidden` changes, with the new value.
  package var visibility: [String: [(time: Double, isHidden: Bool)]]
  /// The timeline's blocks in call order, for markers and descriptions (empty for a still).
  package var blocks: [SceneBlock] = []
  /// What the preview's inspector shows: the states, the constraints in force, the
  /// presentation's values at any time (`SceneBuilder.inspection(of:)`, given to the scene the
  /// preview is written from; nil otherwise).
  package var inspection: SceneInspection?
  /// Where each view is in `views`, by id.
  private let positions: [String: Int]

  package init(
    name: String, size: Size, duration: Double, loops: Bool, posterTime: Double,
    views: [SceneView],
    tracks: [Presentation.Key: Track], backgrounds: [String: ColorTrack],
    visibility: [String: [(time: Double, isHidden: Bool)]]
  ) {
    self.name = name
    self.size = size
    self.duration = duration
    self.loops = loops
    self.posterTime = posterTime
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

  /// Where the view with an id is in `views` (the last, for a repeated id: `view(_:)`'s).
  package func position(of id: String) -> Int? { positions[id] }

  package func track(_ property: AnimatableProperty, of view: String) -> Track? {
    tracks[Presentation.Key(view: view, property: property)]
  }
}

/// One view as the writers need it.
package struct SceneView: Sendable {
  package var id: String
  /// The name users know the view by (layer names; `InterfaceDocument.displayName(of:)`).
  package var name: String
  package var parent: String?
  package var subviews: [String]
  /// Whether the view's content and subviews are clipped to its frame: `clipsToBounds`, and
  /// always for scroll views (a `UIScrollView` clips by default).
  package var clipsContent: Bool
  package var isHidden: Bool
  /// Values at time 0 of every animatable property, as the screen shows them.
  package var initial: [AnimatableProperty: Double]
  package var background: Color
  /// The still picture: every animatable property, the background and `hidden` at the
  /// scene's `posterTime`.
  package var poster: Poster
  /// The view's look from each `start` on, the first from 0: a new skin wherever its text,
  /// title, colors, tint or border change (at a block's start, as UIKit changes them), or its
  /// text is laid out again at a new width.
  package var skins: [(start: Double, skin: Skin)]
  /// What a screen reader says for the view (`accessibilityLabel`), if the input gives it.
  package var accessibilityLabel: String?
  /// The view's kind as the format names it (`button`, `textField`), for descriptions.
  package var kind = "view"

  package init(
    id: String, parent: String?, subviews: [String], clipsContent: Bool, isHidden: Bool,
    initial: [AnimatableProperty: Double], background: Color, poster: Poster,
    skins: [(start: Double, skin: Skin)], name: String? = nil
  ) {
    self.id = id
    self.name = name ?? id
    self.parent = parent
    self.subviews = subviews
    self.clipsContent = clipsContent
    self.isHidden = isHidden
    self.initial = initial
    self.background = background
    self.poster = poster
    self.skins = skins
  }

  /// A view at the poster time.
  package struct Poster: Sendable {
    package var values: [AnimatableProperty: Double]
    package var background: Color
    package var isHidden: Bool

    package init(values: [AnimatableProperty: Double], background: Color, isHidden: Bool) {
      self.values = values
      self.background = background
      self.isHidden = isHidden
    }
  }

  /// The index of the variant shown at `t` in a list of variants by start time: the last one
  /// that has started (the first before any has).
  package static func variant(at t: Double, starts: [Double]) -> Int {
    starts.lastIndex { $0 <= t } ?? 0
  }

  /// The parts the view draws from each `start` on: runs of skins with the same parts.
  package var partVariants: [(start: Double, parts: [SkinPart])] {
    var variants: [(start: Double, parts: [SkinPart])] = []
    for (start, skin) in skins where variants.last?.parts != skin.parts {
      variants.append((start, skin.parts))
    }
    return variants
  }

  /// The border from each `start` on (nil: none): runs of skins with the same border.
  package var borderVariants: [(start: Double, border: Border?)] {
    var variants: [(start: Double, border: Border?)] = []
    for (start, skin) in skins where variants.isEmpty || variants.last?.border != skin.border {
      variants.append((start, skin.border))
    }
    return variants
  }

  /// The image the view's parts show, if any (the first variant's).
  package var image: EmbeddedImage? {
    for part in skins.first?.skin.parts ?? [] {
      if case .image(_, let image) = part.shape { return image }
    }
    return nil
  }
}

extension AnimatedScene {
  /// The still picture as a scene of its own.
  ///
  /// Every view at its poster values, with the skin it shows at the poster time, and nothing
  /// that changes (no tracks, no visibility changes), so that a writer draws it without
  /// animations. The SVG shows it to readers who ask for reduced motion (docs/output.md,
  /// Reduced motion).
  package var still: AnimatedScene {
    let views = views.map { view in
      var still = view
      still.initial = view.poster.values
      still.background = view.poster.background
      still.isHidden = view.poster.isHidden
      let starts = view.skins.map(\.start)
      let shown = view.skins[SceneView.variant(at: posterTime, starts: starts)].skin
      still.skins = [(0, shown)]
      return still
    }
    return AnimatedScene(
      name: name, size: size, duration: duration, loops: false, posterTime: posterTime,
      views: views, tracks: [:], backgrounds: [:], visibility: [:])
  }
}
