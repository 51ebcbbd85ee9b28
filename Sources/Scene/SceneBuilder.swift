import Appearance
import Diagnostics
import Geometry
import Interface
import Layout
import Motion
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
  static func skins(
    of view: View, in presentation: Presentation, library: TemplateLibrary,
    image: EmbeddedImage?, scheme: ColorScheme = .light
  ) -> ([(start: Double, skin: Skin)], [Diagnostic]) {
    let family = presentation.document.systemFontFamily
    var skins: [(start: Double, skin: Skin)] = []
    var problems: [Diagnostic] = []
    var last: (view: View, border: Border?, text: TextLayout?)?
    var previous: SkinInputs?
    for state in presentation.states where state.time < presentation.duration || skins.isEmpty {
      let properties = state.properties[view.id]
      // The width of the frame in the superview is the width in layout space.
      let width = state.frames.layoutFrames[view.id]?.width ?? 0
      // A skin follows from these alone: when none changed since the state before, neither
      // did what that state showed, and nothing new is built.
      let inputs = SkinInputs(properties, width: width)
      if let previous, previous == inputs { continue }
      previous = inputs
      let shown = Self.view(view, with: properties)
      let border = Self.border(with: properties)
      // Text is set again when the content or the width its lines depend on changes, at
      // the block's start (UIKit lays text out at the new bounds at once).
      let text = ViewText(shown, systemFamily: family)?.layout(inViewWidth: width)
      if let last, last.view.content == shown.content,
        last.view.style.tintColor == shown.style.tintColor,
        last.border == border, last.text == text
      {
        continue
      }
      last = (shown, border, text)
      let (skin, templateProblems) = SkinBuilder.skin(
        for: shown, library: library, image: image, width: width, border: border,
        systemFamily: family, scheme: scheme)
      if skins.isEmpty { problems = templateProblems }
      if skins.last?.start == state.time { skins.removeLast() }
      skins.append((state.time, skin))
    }
    return (skins, problems)
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
    for track in list {
      tracks[Presentation.Key(view: track.view, property: track.property)] = track
    }
    var backgrounds: [String: ColorTrack] = [:]
    let views = presentation.document.views
    let built = Parallel.map(views.count, jobs: options.jobs) { index -> ColorTrack? in
      let id = views[index].id
      // A color that no animation moves and no state changes has no track to make.
      let first = presentation.states.first?.properties[id]?.backgroundColor
      let changes =
        presentation.colorAnimations[id] != nil
        || presentation.states.contains { $0.properties[id]?.backgroundColor != first }
      return changes ? builder.backgroundTrack(of: id) : nil
    }
    for (view, background) in zip(views, built) {
      if let background, background.isAnimated { backgrounds[view.id] = background }
    }
    return (tracks, backgrounds, diagnostics)
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
    let first = presentation.states[0]
    // Each view on its own, on `options.jobs` threads, in document order.
    let documentViews = document.views
    let built = Parallel.map(documentViews.count, jobs: options.jobs) { index in
      let view = documentViews[index]
      let properties = first.properties[view.id]
      let initial = presentation.values(of: view.id, at: 0)
      let image = view.content.image.flatMap { images[$0] }.map(EmbeddedImage.init)
      let (skins, problems) = Self.skins(
        of: view, in: presentation, library: library, image: image, scheme: scheme)
      let changes = presentation.visibilityChanges(of: view.id).filter {
        $0.time < presentation.duration
      }
      let posterValues = still.values(of: view.id, at: posterTime)
      let isHidden = properties?.isHidden ?? false
      let poster = SceneView.Poster(
        values: posterValues, background: still.backgroundColor(of: view.id, at: posterTime),
        isHidden: changes.last(where: { $0.time <= posterTime })?.isHidden ?? isHidden)
      let shown = SceneView(
        id: view.id, parent: view.parent, subviews: view.subviews,
        clipsContent: view.style.clipsToBounds || view.kind.isScrollView,
        isHidden: isHidden, initial: initial,
        background: presentation.backgroundColor(of: view.id, at: 0), poster: poster,
        skins: skins)
      return (shown, problems, changes.map { (time: $0.time, isHidden: $0.isHidden) })
    }
    var views: [SceneView] = []
    var visibility: [String: [(Double, Bool)]] = [:]
    for (view, problems, changes) in built {
      diagnostics += problems
      if !changes.isEmpty { visibility[view.id] = changes.map { ($0.time, $0.isHidden) } }
      views.append(view)
    }
    for view in document.views {
      for state in presentation.states {
        // Sizes in the superview are sizes in layout space.
        let frame = state.frames.layoutFrames[view.id] ?? .zero
        guard frame.width < -1e-9 || frame.height < -1e-9 else { continue }
        let axis = frame.width < -1e-9 ? "width" : "height"
        let value = frame.width < -1e-9 ? frame.width : frame.height
        diagnostics.append(
          .warning(
            "'\(view.id)' gets a negative \(axis) (\(value)) in state '\(state.label)'; its "
              + "constraints ask for more room than there is, and the picture shows it as 0",
            at: view.location))
        break
      }
    }
    let scene = AnimatedScene(
      name: document.name, size: document.size, duration: presentation.duration,
      loops: presentation.loops, posterTime: posterTime, views: views, tracks: tracks,
      backgrounds: backgrounds,
      visibility: visibility)
    return (scene, diagnostics)
  }
}
