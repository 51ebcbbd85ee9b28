import Appearance
import Diagnostics
import Geometry
import Interface
import Layout
import Motion
import Parallelism
import Tracks
import Typography

/// Builds the scene from the presentation, the templates and the embedded images.
package enum SceneBuilder {
  /// The view as a state's properties show it: text, title, colors, tint and a button's style
  /// as `<set>` left them (the view itself when the state has no properties for it).
  static func view(_ view: View, with properties: ViewProperties?) -> View {
    guard let properties else { return view }
    var shown = view
    shown.content.text = properties.text
    shown.content.title = properties.title
    shown.content.buttonStyle = properties.buttonStyle
    shown.content.textColor = properties.textColor
    shown.content.titleColor = properties.titleColor
    shown.style.tintColor = properties.tintColor
    return shown
  }

  /// The view's border from its properties in a state; nil when it has none.
  static func border(with properties: ViewProperties?) -> Border? {
    guard let properties, properties.borderWidth > 0 else { return nil }
    return Border(width: properties.borderWidth, color: properties.borderColor)
  }

  /// The view's skins over the timeline, a new one at each block start that changes what it
  /// shows (text, colors, tint and border change at the block's start: docs/format.md,
  /// `<set>`), and the problems of its template.
  ///
  /// `history` is the view's model in the presentation's states (`Presentation.histories`).
  static func skins(
    of view: View, history: ModelHistory, in presentation: Presentation,
    library: TemplateLibrary, image: EmbeddedImage?, scheme: ColorScheme = .light
  ) -> ([(start: Double, skin: Skin)], [Diagnostic]) {
    let system = presentation.document.systemFont
    var skins: [(start: Double, skin: Skin)] = []
    var problems: [Diagnostic] = []
    var last: (view: View, border: Border?, text: TextLayout?)?
    var previous: SkinInputs?
    // The states' times, not the states: a state is a copy of every view's model.
    let times = presentation.stateTimes
    for index in candidates(history, times: times, duration: presentation.duration) {
      // The width of the frame in the superview is the width in layout space.
      let width = history.value(.width, in: index)
      let properties = history.properties(in: index)
      // A skin follows from these alone: when none changed since the state before, neither
      // did what that state showed, and nothing new is built.
      let inputs = SkinInputs(properties, width: width)
      if let previous, previous == inputs { continue }
      previous = inputs
      var shown = Self.view(view, with: properties)
      if view.kind == .label || view.kind == .button, shown.content.condensesText == nil {
        shown.content.condensesText = presentation.document.condensesText
      }
      let border = Self.border(with: properties)
      // Text is set again when the content or the width its lines depend on changes, at
      // the block's start (UIKit lays text out at the new bounds at once).
      let text = ViewText(shown, systemFont: system)?.layout(inViewWidth: width)
      if let last, last.view.content == shown.content,
        last.view.style.tintColor == shown.style.tintColor,
        last.border == border, last.text == text
      {
        continue
      }
      last = (shown, border, text)
      let (skin, templateProblems) = SkinBuilder.skin(
        for: shown, library: library, image: image, width: width, border: border,
        systemFont: system, scheme: scheme)
      if skins.isEmpty { problems = templateProblems }
      if skins.last?.start == times[index] { skins.removeLast() }
      skins.append((times[index], skin))
    }
    return (skins, problems)
  }

  /// The states whose skin may differ from the one before's: the first, then each state before
  /// the end whose properties (their run in `history`) or width differ from the state before's
  /// (found without a copy of the properties, and without the skin loop's state per state).
  private static func candidates(
    _ history: ModelHistory, times: [Double], duration: Double
  ) -> [Int] {
    var states: [Int] = []
    var previous: (run: Int, width: Double)?
    // The first state has a skin even when it starts at or after the end.
    for index in times.indices where index == 0 || times[index] < duration {
      let (run, width) = (history.runs[index], history.value(.width, in: index))
      if let previous, previous.run == run, previous.width == width { continue }
      previous = (run, width)
      states.append(index)
    }
    return states
  }

  /// What a view's skin in a state depends on besides the view: the properties `<set>`
  /// changes that `view(_:with:)` and `border(with:)` read, and the width text is laid out in.
  private struct SkinInputs: Equatable {
    var hasProperties: Bool
    var text: String?
    var title: String?
    var buttonStyle: ButtonStyle?
    var textColor: Color?
    var titleColor: Color?
    var tintColor: Color?
    var borderWidth: Double
    var borderColor: Color?
    var width: Double

    init(_ properties: ViewProperties?, width: Double) {
      self.width = width
      // Unwrapped once: each optional chain would copy the whole of the properties.
      guard let properties else {
        hasProperties = false
        borderWidth = 0
        return
      }
      hasProperties = true
      text = properties.text
      title = properties.title
      buttonStyle = properties.buttonStyle
      textColor = properties.textColor
      titleColor = properties.titleColor
      tintColor = properties.tintColor
      borderWidth = properties.borderWidth
      borderColor = properties.borderColor
    }
  }

  /// The tracks of every changing property and background color, keyed for the writers.
  static func tracks(
    of presentation: Presentation, options: TrackBuilder.Options
  ) -> ([Presentation.Key: Track], [String: ColorTrack], [Diagnostic]) {
    let builder = TrackBuilder(presentation, options: options)
    let (list, diagnostics) = builder.tracks()
    var tracks: [Presentation.Key: Track] = [:]
    tracks.reserveCapacity(list.count)
    for track in list {
      tracks[Presentation.Key(view: track.view, property: track.property)] = track
    }
    var backgrounds: [String: ColorTrack] = [:]
    let views = presentation.document.views
    let built = Parallel.map(views.count, jobs: options.jobs) { index -> ColorTrack? in
      let id = views[index].id
      // A color that no animation moves and no state changes has no track to make.
      let changes =
        presentation.colorAnimations[id] != nil
        || presentation.histories[index].changesBackgroundColor
      return changes ? builder.backgroundTrack(of: id) : nil
    }
    for (view, background) in zip(views, built) {
      if let background, background.isAnimated { backgrounds[view.id] = background }
    }
    return (tracks, backgrounds, diagnostics)
  }

  /// Every property as the screen shows it (`AnimatableProperty.shown`: a size below 0 is 0;
  /// docs/timing.md, Sizes below zero).
  static func shown(_ values: [AnimatableProperty: Double]) -> [AnimatableProperty: Double] {
    var shown = values
    // Through the indices: no key is hashed again.
    for index in shown.indices {
      shown.values[index] = shown.keys[index].shown(shown.values[index])
    }
    return shown
  }

  /// A warning for the first state that gives the view a width or height below 0, if one does.
  static func negativeSize(
    of view: View, history: ModelHistory, in presentation: Presentation
  ) -> Diagnostic? {
    for index in presentation.stateTimes.indices {
      // Sizes in the superview are sizes in layout space.
      let width = history.value(.width, in: index)
      let height = history.value(.height, in: index)
      guard width < -1e-9 || height < -1e-9 else { continue }
      let axis = width < -1e-9 ? "width" : "height"
      let value = width < -1e-9 ? width : height
      return .warning(
        "\(presentation.document.quotedName(of: view.id)) gets a negative \(axis) (\(value)) in state "
          + "'\(presentation.states[index].label)'; its constraints ask for more room than there "
          + "is, and the picture shows it as 0",
        at: view.location)
    }
    return nil
  }

  /// The scene at every time.
  ///
  /// `poster` is the time of its still picture (default: the end of the timeline), within the
  /// timeline. The presentation's colors are in `scheme` already
  /// (`InterfaceDocument.resolved(for:)`); the templates' own colors are resolved here.
  package static func build(
    _ presentation: Presentation, library: TemplateLibrary, images: [String: [UInt8]],
    options: TrackBuilder.Options = .init(), poster: Double? = nil,
    scheme: ColorScheme = .light
  ) -> (AnimatedScene, [Diagnostic]) {
    let document = presentation.document
    let posterTime = min(presentation.duration, max(0, poster ?? presentation.duration))
    // The end of a looping timeline shows its last state, not the wrap to the first.
    let still = {
      var still = presentation
      still.loops = false
      return still
    }()
    let (tracks, backgrounds, trackProblems) = Self.tracks(of: presentation, options: options)
    var diagnostics = trackProblems
    // Each view on its own, on `options.jobs` threads, in document order.
    let documentViews = document.views
    let built = Parallel.map(documentViews.count, jobs: options.jobs) { index in
      let view = documentViews[index]
      let history = presentation.histories[index]
      // As the tracks show them (`PropertySampler.shown`): a view that constraints squeeze
      // below 0 is an empty frame at its origin, as `frames` reports it, in every writer.
      let initial = Self.shown(presentation.values(ofViewAt: index, at: 0))
      let image = view.content.image.flatMap { images[$0] }.map(EmbeddedImage.init)
      let (skins, problems) = Self.skins(
        of: view, history: history, in: presentation, library: library, image: image,
        scheme: scheme)
      let changes = presentation.visibilityChanges(ofViewAt: index).filter {
        $0.time < presentation.duration
      }
      let posterValues = Self.shown(still.values(ofViewAt: index, at: posterTime))
      let isHidden = history.isHidden(in: 0) ?? false
      let poster = SceneView.Poster(
        values: posterValues, background: still.backgroundColor(ofViewAt: index, at: posterTime),
        isHidden: changes.last(where: { $0.time <= posterTime })?.isHidden ?? isHidden)
      var shown = SceneView(
        id: view.id, parent: view.parent, subviews: view.subviews,
        clipsContent: view.style.clipsToBounds || view.kind.isScrollView,
        isHidden: isHidden, initial: initial,
        background: presentation.backgroundColor(ofViewAt: index, at: 0), poster: poster,
        skins: skins, name: presentation.document.displayName(of: view.id))
      shown.accessibilityLabel = view.accessibilityLabel
      shown.kind = view.kind.rawValue
      return (
        shown, problems, changes.map { (time: $0.time, isHidden: $0.isHidden) },
        negativeSize(of: view, history: history, in: presentation)
      )
    }
    var views: [SceneView] = []
    views.reserveCapacity(built.count)
    var visibility: [String: [(Double, Bool)]] = [:]
    var negative: [Diagnostic] = []
    for (view, problems, changes, size) in built {
      diagnostics += problems
      if !changes.isEmpty { visibility[view.id] = changes.map { ($0.time, $0.isHidden) } }
      views.append(view)
      if let size { negative.append(size) }
    }
    // After every template's problems, in document order.
    diagnostics += negative
    var scene = AnimatedScene(
      name: document.name, size: document.size, duration: presentation.duration,
      loops: presentation.loops, posterTime: posterTime, views: views, tracks: tracks,
      backgrounds: backgrounds,
      visibility: visibility)
    scene.blocks = Self.blocks(of: presentation)
    return (scene, diagnostics)
  }
}
