import Appearance
import Diagnostics
import Geometry
import Interface
import Layout
import Typography

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
  package var views: [SceneView]
  package var tracks: [Presentation.Key: Track]
  package var backgrounds: [String: ColorTrack]
  /// Times at which a view's `hidden` changes, with the new value.
  package var visibility: [String: [(time: Double, isHidden: Bool)]]

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
  /// always for table views (a `UIScrollView` clips by default).
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

  package static func build(
    _ presentation: Presentation, library: TemplateLibrary, images: [String: [UInt8]],
    options: TrackBuilder.Options = .init()
  ) -> (AnimatedScene, [Diagnostic]) {
    let document = presentation.document
    let builder = TrackBuilder(presentation, options: options)
    var (trackList, diagnostics) = builder.tracks()
    var tracks: [Presentation.Key: Track] = [:]
    for track in trackList {
      tracks[Presentation.Key(view: track.view, property: track.property)] = track
    }
    trackList.removeAll()
    let first = presentation.states[0]
    var views: [SceneView] = []
    var backgrounds: [String: ColorTrack] = [:]
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
      let background = builder.backgroundTrack(of: view.id)
      if background.isAnimated { backgrounds[view.id] = background }
      let changes = presentation.visibilityChanges(of: view.id).filter {
        $0.time < presentation.duration
      }
      if !changes.isEmpty { visibility[view.id] = changes.map { ($0.time, $0.isHidden) } }
      views.append(
        SceneView(
          id: view.id, parent: view.parent, subviews: view.subviews,
          clipsContent: view.style.clipsToBounds || view.kind == .tableView,
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
