import Geometry

/// Which of UIKit's appearances the exports show (`--appearance`, `<interface appearance>`;
/// docs/output.md, Dark mode).
package enum AppearanceMode: String, CaseIterable, Sendable {
  /// The light appearance: every color as written (the default).
  case light
  /// The dark appearance: UIKit's named colors take their dark values.
  case dark
  /// Both in one SVG, which shows the viewer's `prefers-color-scheme`; the Lottie file is
  /// light.
  case auto
  /// `auto`, plus a light and a dark file of the SVG and the Lottie file (NAME-light,
  /// NAME-dark), for `<picture>` and players that cannot follow the scheme.
  case both

  /// The appearances the files are drawn in, light first.
  package var schemes: [ColorScheme] {
    switch self {
    case .light: [.light]
    case .dark: [.dark]
    case .auto, .both: [.light, .dark]
    }
  }
}

/// One of UIKit's two appearances (`UIUserInterfaceStyle`).
package enum ColorScheme: String, CaseIterable, Sendable {
  case light, dark
}

extension Color {
  /// The color in an appearance: a UIKit name with a dark value takes it in the dark
  /// appearance (keeping its name); any other color is the same in both.
  package func resolved(for scheme: ColorScheme) -> Color {
    guard scheme == .dark, let name, let dark = ColorSyntax.darkValue(of: name) else {
      return self
    }
    return dark.named(name)
  }
}

extension InterfaceDocument {
  /// The document in an appearance: every color of its views, states and timeline resolved
  /// (`Color.resolved(for:)`).
  package func resolved(for scheme: ColorScheme) -> InterfaceDocument {
    guard scheme == .dark else { return self }
    var document = self
    // Set whole, once: the document indexes its views on every change of the list.
    document.views = views.map { $0.resolved(for: scheme) }
    for index in document.states.indices {
      document.states[index].changes = document.states[index].changes.map {
        $0.resolved(for: scheme)
      }
    }
    for index in document.timeline.blocks.indices {
      document.timeline.blocks[index].changes = document.timeline.blocks[index].changes.map {
        $0.resolved(for: scheme)
      }
    }
    return document
  }
}

extension View {
  /// The view with its colors in an appearance.
  package func resolved(for scheme: ColorScheme) -> View {
    var view = self
    view.style.backgroundColor = style.backgroundColor.resolved(for: scheme)
    view.style.borderColor = style.borderColor.resolved(for: scheme)
    view.style.tintColor = style.tintColor?.resolved(for: scheme)
    view.content.textColor = content.textColor?.resolved(for: scheme)
    view.content.titleColor = content.titleColor?.resolved(for: scheme)
    return view
  }
}

extension Change {
  /// The change with the colors it sets in an appearance.
  package func resolved(for scheme: ColorScheme) -> Change {
    guard case .set(let view, let properties) = action else { return self }
    var change = self
    change.action = .set(
      view,
      properties.map {
        guard case .color(let property, let color) = $0 else { return $0 }
        return .color(property, color.resolved(for: scheme))
      })
    return change
  }
}
