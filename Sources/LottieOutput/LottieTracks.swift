import Scene
import Tracks

/// The scene's tracks and values at time 0 by each view's place in `scene.views` and each
/// property's slot, so that a view's terms are found with one hash of its id, or none given its
/// place (a `Presentation.Key` hashes the id and the property's name, `initial` the name
/// again, for every term).
struct ViewTable: Sendable {
  /// The slots per view: one per property.
  static let width = AnimatableProperty.allCases.count
  /// The track of the view at `place` and the property at `slot`: `tracks[place × width + slot]`.
  let tracks: [Track?]
  /// The values at time 0, placed as the tracks; nil when two views share an id (a place found
  /// by id would then be another view's).
  let initials: [Double?]?

  init(scene: AnimatedScene) {
    let views = scene.views
    var tracks = [Track?](repeating: nil, count: views.count * Self.width)
    for (key, track) in scene.tracks {
      guard let place = scene.position(of: key.view) else { continue }
      tracks[place * Self.width + Self.slot(key.property)] = track
    }
    self.tracks = tracks
    guard views.indices.allSatisfy({ scene.position(of: views[$0].id) == $0 }) else {
      initials = nil
      return
    }
    var initials = [Double?](repeating: nil, count: views.count * Self.width)
    for (place, view) in views.enumerated() {
      for (property, value) in view.initial {
        initials[place * Self.width + Self.slot(property)] = value
      }
    }
    self.initials = initials
  }

  /// A property's slot among a view's: its place in `AnimatableProperty.allCases`.
  static func slot(_ property: AnimatableProperty) -> Int { property.ordinal }
}

extension LottieState {
  /// A view's place in `scene.views`, found by its id.
  func place(of view: SceneView) -> Int? { scene.position(of: view.id) }

  /// A view's track of `p`: through its place when known (`ViewTable`), else by its id.
  func track(_ p: AnimatableProperty, of view: SceneView, at place: Int?) -> Track? {
    guard let place else { return scene.track(p, of: view.id) }
    return table.tracks[place * ViewTable.width + ViewTable.slot(p)]
  }

  /// A view's value of `p` at time 0: through its place when known, else its own.
  func initial(_ p: AnimatableProperty, of view: SceneView, at place: Int?) -> Double? {
    guard let place, let initials = table.initials else { return view.initial[p] }
    return initials[place * ViewTable.width + ViewTable.slot(p)]
  }

  func term(_ view: SceneView, _ p: AnimatableProperty, factor: Double = 1) -> TrackAlgebra.Term {
    term(view, at: place(of: view), p, factor: factor)
  }

  /// The term of a view's `p` (its track, or its constant value) times `factor`, the view at
  /// `place` in `scene.views`.
  func term(_ view: SceneView, at place: Int?, _ p: AnimatableProperty, factor: Double = 1)
    -> TrackAlgebra.Term
  {
    TrackAlgebra.Term(
      track(p, of: view, at: place), constant: initial(p, of: view, at: place) ?? 0,
      factor: factor)
  }

  /// Whether a view's layer pivots about its center: it rotates or scales at some time.
  func pivots(_ view: SceneView, at place: Int?) -> Bool {
    let turns: [AnimatableProperty] = [.rotation, .scaleX, .scaleY]
    return turns.contains { track($0, of: view, at: place) != nil }
      || (initial(.rotation, of: view, at: place) ?? 0) != 0
      || (initial(.scaleX, of: view, at: place) ?? 1) != 1
      || (initial(.scaleY, of: view, at: place) ?? 1) != 1
  }

  /// Whether a view's bounds origin moves: its subviews' layers are then parented to a null
  /// layer that follows it (`boundsLayer`).
  func scrolls(_ view: SceneView, at place: Int?) -> Bool {
    !view.subviews.isEmpty
      && (track(.boundsOriginX, of: view, at: place) != nil
        || track(.boundsOriginY, of: view, at: place) != nil)
  }

  func scrolls(_ view: SceneView) -> Bool { scrolls(view, at: place(of: view)) }

  /// The terms of a view's position: x (+ w/2 when it pivots) + translation − the superview's
  /// bounds origin (when it does not move: a moving one is on the superview's null layer);
  /// the root: (w/2 +) translation, at the picture's origin.
  func positionTerms(_ view: SceneView, at place: Int?, pivots: Bool) -> (
    x: [TrackAlgebra.Term], y: [TrackAlgebra.Term]
  ) {
    // Made in order, each list's room reserved at once.
    var x: [TrackAlgebra.Term] = []
    var y: [TrackAlgebra.Term] = []
    x.reserveCapacity(4)
    y.reserveCapacity(4)
    // The root's layer sits at the picture's origin; its translation moves it and every layer
    // parented to it, as UIKit moves the root view and its subviews.
    if view.parent != nil {
      x.append(term(view, at: place, .x))
      y.append(term(view, at: place, .y))
    }
    if pivots {
      x.append(term(view, at: place, .width, factor: 0.5))
      y.append(term(view, at: place, .height, factor: 0.5))
    }
    x.append(term(view, at: place, .translationX))
    y.append(term(view, at: place, .translationY))
    guard let parent = view.parent else { return (x, y) }
    if let superPlace = scene.position(of: parent) {
      let superview = scene.views[superPlace]
      if !scrolls(superview, at: superPlace) {
        x.append(term(superview, at: superPlace, .boundsOriginX, factor: -1))
        y.append(term(superview, at: superPlace, .boundsOriginY, factor: -1))
      }
    }
    return (x, y)
  }
}
