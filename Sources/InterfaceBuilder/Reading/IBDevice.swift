import Geometry

/// A device of Interface Builder's canvas: screen size, safe area and size classes
/// (docs/storyboards.md, Devices).
///
/// Sizes and insets are those Xcode's canvas uses (portrait; landscape swaps the size and moves
/// the notch insets to the sides). Two devices changed their canvas inset around Xcode 14
/// (toolsVersion 21000): `retina6_1` 44 → 48 and `retina5_9` 44 → 50, as iOS 15 and 16 did.
package struct IBDevice: Sendable, Hashable {
  package enum Idiom: Sendable, Hashable { case phone, pad }

  /// A size class, as `<variation key="widthClass=compact">` names them.
  package enum SizeClass: String, Sendable, Hashable { case compact, regular, any }

  package var id: String
  package var width: Double
  package var height: Double
  package var idiom: Idiom
  package var portraitInsets: EdgeInsets
  package var landscapeInsets: EdgeInsets
  /// Plus, Max and XR-sized phones are regular-width in landscape.
  package var wideInLandscape: Bool
  /// Pixels per point: UIKit rounds frames to this grid, and Xcode stores them on it.
  package var scale: Double
  package var isLandscape = false

  /// The screen in the device's orientation.
  package var screen: Size {
    isLandscape ? Size(width: height, height: width) : Size(width: width, height: height)
  }

  /// The canvas's safe area insets, the status bar included.
  package var insets: EdgeInsets { isLandscape ? landscapeInsets : portraitInsets }

  /// (width class, height class) as UIKit gives them.
  package var traits: (width: SizeClass, height: SizeClass) {
    switch (idiom, isLandscape) {
    case (.pad, _): (.regular, .regular)
    case (.phone, true): (wideInLandscape ? .regular : .compact, .compact)
    case (.phone, false): (.compact, .regular)
    }
  }

  /// The device in an orientation, with the canvas insets of Xcode at `toolsVersion`.
  ///
  /// The iOS 15 insets of `retina6_1` and `retina5_9` from Xcode 14, no status bar on phones
  /// without a notch from Xcode 11 to 14.2, and a notched phone's insets doubled from Xcode 26.
  /// `toolsVersion: .infinity` gives the device as it is at run time (`--device`).
  package func configured(landscape: Bool, toolsVersion: Double) -> IBDevice {
    var device = self
    device.isLandscape = landscape
    if toolsVersion >= XcodeEra.xcode14, id == "retina6_1" || id == "retina5_9" {
      let top: Double = id == "retina6_1" ? 48 : 50
      device.portraitInsets = EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
      device.landscapeInsets = EdgeInsets(top: 0, left: top, bottom: 21, right: top)
    }
    guard idiom == .phone else { return device }
    if isNotched, toolsVersion >= XcodeEra.xcode26, toolsVersion.isFinite {
      device.portraitInsets = Self.doubled(device.portraitInsets)
      device.landscapeInsets = Self.doubled(device.landscapeInsets)
    } else if !isNotched, !XcodeEra.showsStatusBar(toolsVersion) {
      device.portraitInsets.top = 0
    }
    return device
  }

  private static func doubled(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: 2 * insets.top, left: 2 * insets.left, bottom: 2 * insets.bottom,
      right: 2 * insets.right)
  }

  /// The side margin of a view controller's view as wide as `width`: 16 points, 20 from 400
  /// points up (Plus and Max phones, iPads; docs/storyboards.md, Layout margins), UIKit's
  /// `systemMinimumLayoutMargins`: the rule the storyboard import lays top views out with.
  package static func rootSideMargin(width: Double) -> Double { width >= 400 ? 20 : 16 }

  /// Phones with a notch or an island: a safe area at the top taller than the status bar.
  package var isNotched: Bool { idiom == .phone && portraitInsets.top > 20 }

  package static func named(_ id: String) -> IBDevice? {
    all.first { $0.id == id }
  }

  /// Interface Builder's device ids and Motionboard's device names (`--device`).
  package static let all: [IBDevice] = [
    phone("retina3_5", 320, 480, top: 20, wide: false, scale: 2),
    phone("retina4_0", 320, 568, top: 20, wide: false, scale: 2),
    phone("retina4_7", 375, 667, top: 20, wide: false, scale: 2),
    phone("retina5_5", 414, 736, top: 20, wide: true, scale: 3),
    phone("retina5_9", 375, 812, top: 44, wide: false, scale: 3),
    phone("retina5_4", 375, 812, top: 50, wide: false, scale: 3),
    phone("retina6_1", 414, 896, top: 44, wide: true, scale: 2),
    phone("retina6_5", 414, 896, top: 44, wide: true, scale: 3),
    phone("retina6_0", 390, 844, top: 47, wide: false, scale: 3),
    phone("retina6_7", 428, 926, top: 47, wide: true, scale: 3),
    phone("retina6_12", 393, 852, top: 59, wide: false, scale: 3),
    phone("retina6_72", 430, 932, top: 59, wide: true, scale: 3),
    phone("retina6_3", 402, 874, top: 62, wide: false, scale: 3),
    phone("retina6_9", 440, 956, top: 62, wide: true, scale: 3),
    pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
    pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
    pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
    pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
    pad("ipad8_3rounded", 744, 1133, top: 24, bottom: 20),
    pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
    pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
    pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
  ]

  /// Old `<simulatedScreenMetrics key="destination" type=…>` names.
  package static let simulatedScreens: [String: String] = [
    "retina35": "retina3_5", "retina4": "retina4_0", "retina4_7.fullscreen": "retina4_7",
    "retina5_5.fullscreen": "retina5_5", "retina47": "retina4_7", "retina55": "retina5_5",
  ]

  /// Motionboard's device names (`device="…"` in the format) for `--device`.
  package static let presetAliases: [String: String] = [
    "iPhoneSE": "retina4_7", "iPhone13mini": "retina5_4", "iPhone14": "retina6_0",
    "iPhone15": "retina6_12", "iPhone15Pro": "retina6_12", "iPhone15ProMax": "retina6_72",
    "iPhone16": "retina6_12", "iPhone16Pro": "retina6_3", "iPhone16ProMax": "retina6_9",
    "iPadMini": "ipad8_3rounded", "iPad": "ipad10_9rounded", "iPadPro11": "ipad11_0rounded",
    "iPadPro13": "ipad12_9rounded",
  ]

  private static func phone(
    _ id: String, _ width: Double, _ height: Double, top: Double, wide: Bool, scale: Double
  ) -> IBDevice {
    let notched = top > 20
    return IBDevice(
      id: id, width: width, height: height, idiom: .phone,
      portraitInsets: EdgeInsets(top: top, left: 0, bottom: notched ? 34 : 0, right: 0),
      landscapeInsets: notched
        ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero,
      wideInLandscape: wide, scale: scale)
  }

  private static func pad(
    _ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double
  ) -> IBDevice {
    let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return IBDevice(
      id: id, width: width, height: height, idiom: .pad, portraitInsets: insets,
      landscapeInsets: insets, wideInLandscape: true, scale: 2)
  }
}
