import Scene
import Tracks

/// When each view's layer shows: its in and out frames, and the gaps inside them where its
/// opacity holds 0 (a view and all its superviews must be shown).
extension LottieState {
  /// When a view and all its superviews are shown: the times at which any of them changes
  /// (0 first), and whether the view is hidden from each on.
  struct Visibility: Sendable {
    var times: [Double]
    var isHidden: [Bool]

    /// The visibility of a view under `chain`: the view's and each superview's `hidden` before
    /// its changes, and its changes.
    init(chain: [(isHidden: Bool, changes: [(time: Double, isHidden: Bool)])]) {
      var times: Set<Double> = [0]
      for member in chain {
        for change in member.changes { times.insert(change.time) }
      }
      self.times = times.sorted()
      isHidden = self.times.map { t in
        chain.contains { member in
          var value = member.isHidden
          for change in member.changes where change.time <= t { value = change.isHidden }
          return value
        }
      }
    }
  }

  /// Every view's visibility, by its place in `scene.views`: each superview found by its
  /// place, each view's changes looked up once.
  static func visibilities(of scene: AnimatedScene) -> [Visibility] {
    let views = scene.views
    let changes = views.map { scene.visibility[$0.id] ?? [] }
    let parents = views.map { $0.parent.flatMap { scene.position(of: $0) } }
    return views.indices.map { place in
      var chain = [(isHidden: views[place].isHidden, changes: changes[place])]
      var parent = parents[place]
      while let index = parent {
        chain.append((views[index].isHidden, changes[index]))
        parent = parents[index]
      }
      return Visibility(chain: chain)
    }
  }

  /// A view's visibility: the scene's views' made once (`visibilities`).
  func visibility(_ view: SceneView, at place: Int? = nil) -> Visibility {
    if let place = place ?? scene.position(of: view.id) { return visibilities[place] }
    // A view the scene does not list (none is): its chain found by id.
    let visibility = scene.visibility
    var chain = [(isHidden: view.isHidden, changes: visibility[view.id] ?? [])]
    var parent = view.parent
    while let id = parent, let superview = scene.view(id) {
      chain.append((superview.isHidden, visibility[superview.id] ?? []))
      parent = superview.parent
    }
    return Visibility(chain: chain)
  }

  /// The times, in seconds, during which a view is hidden between its first showing and its
  /// last: the layer's in-out span covers them, and its opacity holds 0 there.
  func hiddenGaps(_ view: SceneView, at place: Int? = nil) -> [(from: Double, to: Double)] {
    let visibility = visibility(view, at: place)
    var gaps: [(from: Double, to: Double)] = []
    var hiddenSince: Double?
    var shown = false
    for (t, isHidden) in zip(visibility.times, visibility.isHidden) {
      if !isHidden {
        if let since = hiddenSince { gaps.append((since, t)) }
        hiddenSince = nil
        shown = true
      } else if shown, hiddenSince == nil {
        hiddenSince = t
      }
    }
    return gaps
  }

  /// An opacity term with 0 held while the view is hidden inside its layer's in-out span.
  func hiding(_ term: TrackAlgebra.Term, _ view: SceneView, at place: Int? = nil)
    -> TrackAlgebra.Term
  {
    let gaps = hiddenGaps(view, at: place)
    guard !gaps.isEmpty else { return term }
    var hidden = term
    let track =
      term.track
      ?? Track.constant(term.constant, view: view.id, property: .alpha, duration: scene.duration)
    hidden.track = track.holding(0, during: gaps)
    return hidden
  }

  /// An image layer's opacity: 100, or 0 while its view is hidden inside its in-out span.
  func imageOpacity(_ view: SceneView) -> Lottie.Animated<Double> {
    let shown = TrackAlgebra.Term(nil, constant: 1, factor: 100)
    guard !hiddenGaps(view).isEmpty else { return .constant(100) }
    return sum([[hiding(shown, view)]], offsets: [0]) { $0[0] }
  }

  /// The frames in which a view and all its superviews are shown.
  ///
  /// `hidden` hides a subtree. The window runs from the first time the view is shown to the last
  /// time it stops being shown; a view hidden and shown again within it is hidden by its
  /// opacity (`hiddenGaps`), since Lottie layers have one in-out span.
  func visibleFrames(_ view: SceneView) -> (Double, Double) {
    let visibility = visibility(view)
    let changes = zip(visibility.times, visibility.isHidden)
    let shown = changes.filter { !$0.1 }.map(\.0)
    guard let first = shown.first else { return (0, 0) }
    var end = frames
    for (t, isHidden) in changes where t > (shown.last ?? 0) && isHidden {
      // rlottie still draws a layer on its out frame: end 0.9 frame early, which every player
      // reads as hidden from the frame of the change on.
      end = (t * property.fps).rounded() - 0.9
      break
    }
    return ((first * property.fps).rounded(), min(frames, end))
  }
}
