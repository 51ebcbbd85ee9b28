import Appearance
import Diagnostics
import Geometry
import Interface
import Layout
import Motion
import Typography

/// Builds the scene from the presentation, the templates and the embedded images.
package enum SceneBuilder {
  /// The content a view shows in a state: text, title and colors as `<set>` left them.
  static func content(of view: View, in state: ModelState) -> ViewContent {
    var content = view.content
    guard let properties = state.properties[view.id] else { return content }
    content.text = properties.text
    content.title = properties.title
    content.textColor = properties.textColor
    content.titleColor = properties.titleColor
    return content
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
    for view in presentation.document.views {
      let background = builder.backgroundTrack(of: view.id)
      if background.isAnimated { backgrounds[view.id] = background }
    }
    return (tracks, backgrounds, diagnostics)
  }

  package static func build(
    _ presentation: Presentation, library: TemplateLibrary, images: [String: [UInt8]],
    options: TrackBuilder.Options = .init()
  ) -> (AnimatedScene, [Diagnostic]) {
    let document = presentation.document
    let (tracks, backgrounds, trackProblems) = Self.tracks(of: presentation, options: options)
    var diagnostics = trackProblems
    let first = presentation.states[0]
    var views: [SceneView] = []
    var visibility: [String: [(Double, Bool)]] = [:]
    for view in document.views {
      let properties = first.properties[view.id]
      var initial: [AnimatableProperty: Double] = [:]
      for property in AnimatableProperty.allCases {
        initial[property] = presentation.value(property, of: view.id, at: 0)
      }
      let image = view.content.image.flatMap { images[$0] }
      var variants: [(start: Double, parts: [SkinPart])] = []
      var lastContent: ViewContent?
      var lastText: TextLayout?
      for state in presentation.states where state.time < presentation.duration || variants.isEmpty
      {
        let content = Self.content(of: view, in: state)
        var shown = view
        shown.content = content
        // Text is set again when the content or the width its lines depend on changes, at
        // the block's start (UIKit lays text out at the new bounds at once).
        let width = state.frames.frame(of: view.id).width
        let text = ViewText(shown, systemFamily: document.systemFontFamily)?.layout(
          inViewWidth: width)
        guard content != lastContent || text != lastText || variants.isEmpty else { continue }
        lastContent = content
        lastText = text
        let (parts, problems) = Appearance.parts(
          for: shown, library: library, image: image, width: width,
          systemFamily: document.systemFontFamily)
        if variants.isEmpty { diagnostics += problems }
        if variants.last?.start == state.time { variants.removeLast() }
        variants.append((state.time, parts))
      }
      let changes = presentation.visibilityChanges(of: view.id).filter {
        $0.time < presentation.duration
      }
      if !changes.isEmpty { visibility[view.id] = changes.map { ($0.time, $0.isHidden) } }
      views.append(
        SceneView(
          id: view.id, parent: view.parent, subviews: view.subviews,
          clipsContent: view.style.clipsToBounds || view.kind.isScrollView,
          borderWidth: properties?.borderWidth ?? 0,
          borderColor: properties?.borderColor ?? .clear, isHidden: properties?.isHidden ?? false,
          initial: initial, background: presentation.backgroundColor(of: view.id, at: 0),
          imageSize: image.flatMap(Appearance.pixelSize), parts: variants))
    }
    for view in document.views {
      for state in presentation.states {
        let frame = state.frames.frame(of: view.id)
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
      loops: presentation.loops, views: views, tracks: tracks, backgrounds: backgrounds,
      visibility: visibility)
    return (scene, diagnostics)
  }
}
