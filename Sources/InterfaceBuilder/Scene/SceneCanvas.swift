import Geometry
import XMLTree

/// A scene's screen as Xcode's canvas shows it: the root's size, its safe area (the device's
/// insets and the simulated bars) and the size classes that choose variations
/// (docs/storyboards.md, Devices, safe area and bars).
struct SceneCanvas {
  /// The root's size: the top view's stored size, or with `--device` the device's screen
  /// (freeform scenes keep their size).
  var rootSize: Size
  /// The top view's stored size, the reference of its autoresizing subviews.
  var storedSize: Size
  var safeAreaInsets: EdgeInsets
  /// (width, height) size classes; nil when only `default` variations apply.
  var traits: (width: IBDevice.SizeClass, height: IBDevice.SizeClass)?
  var device: IBDevice?

  /// The side margin of a top view as wide as `width` (IBDevice.rootSideMargin).
  static func sideMargin(width: Double) -> Double { IBDevice.rootSideMargin(width: width) }

  init(source: IBDocument, scene: IBScene, device override: IBDevice?) {
    let frame = scene.topView.storedFrame
    let storedY = frame?.number(.y) ?? 0
    storedSize = Size(
      width: max(0, frame?.number(.width) ?? 0), height: max(0, frame?.number(.height) ?? 0))
    let device = override ?? source.device
    self.device = device
    traits = device.map(\.traits) ?? (source.isAnyAnyCanvas ? (.any, .any) : nil)
    let controller = scene.controller
    // Xcode 8-11 write `<freeformSimulatedSizeMetrics>`; later ones only the freeform size.
    let freeform = [controller, scene.topView].contains {
      $0?.child("freeformSimulatedSizeMetrics") != nil
        || $0?.child("size", key: "freeformSize") != nil
    }
    // No device: the 600 × 600 canvas, or a device the table does not know; a phone's status
    // bar, when the Xcode that saved the file drew one.
    let statusBar: Double = XcodeEra.showsStatusBar(source.toolsVersion) ? 20 : 0
    var insets = device?.insets ?? EdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0)
    let statusBarHidden =
      controller?.children.contains {
        $0.name == "nil" && $0.value(.key) == "simulatedStatusBarMetrics"
      } ?? false
    if device?.idiom ?? .phone == .phone, insets.top == 20, statusBarHidden { insets.top = 0 }
    let bars = SimulatedBars(controller: controller, containment: source.containment)
    var size = storedSize
    var top = storedY
    if let override, !freeform {
      // The scene fills the new screen, below an opaque navigation bar if it has one.
      top = bars.isOpaque ? override.insets.top + bars.top : 0
      size = Size(width: override.screen.width, height: max(0, override.screen.height - top))
    } else if let device, controller != nil, !freeform,
      !source.containment.embedded.contains(
        controller?.value(.id) ?? ""), size.width == device.screen.width,
      top + size.height < device.screen.height - 0.5
    {
      // As wide as the screen but shorter (a sheet, or a view below an opaque bar): Xcode
      // draws it at the screen's bottom. A container view's child keeps the device's insets.
      top = device.screen.height - size.height
    }
    rootSize = size
    let height = size.height
    var safeTop = insets.top
    var safeBottom = height - insets.bottom
    if controller != nil {
      var screenHeight = device?.screen.height ?? height + top
      if freeform { screenHeight = height + top }
      safeTop = bars.isOpaque ? 0 : max(0, insets.top + bars.top - top)
      if !bars.isOpaque, bars.top > 0, insets.top > 0, top >= insets.top, !freeform {
        // A sheet below the status bar: its navigation bar is at its top, 56 points tall (as
        // UIKit's in a sheet) where a full screen's is 44.
        safeTop = bars.top + 12
      }
      safeBottom = min(height, screenHeight - insets.bottom - bars.bottom - top)
      if device == nil { safeBottom = height - bars.bottom }
    }
    safeBottom = max(safeTop, safeBottom)
    safeAreaInsets = EdgeInsets(
      top: min(height, safeTop), left: insets.left, bottom: max(0, height - safeBottom),
      right: insets.right)
  }
}

/// The navigation, tab and tool bars Xcode simulates on a scene: stored in the controller or
/// inferred from the navigation and tab bar controllers that show it.
struct SimulatedBars {
  var top: Double = 0
  var bottom: Double = 0
  /// An opaque navigation bar: the scene's view starts below it.
  var isOpaque = false

  init(controller: SourceElement?, containment: IBContainment) {
    guard let controller else { return }
    let id = controller.value(.id) ?? ""
    let simulated = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
    let noTop = controller.children.contains {
      $0.name == "nil" && $0.value(.key) == "simulatedTopBarMetrics"
    }
    if let simulated {
      top = 44 + (simulated.flag(.prompted) ? 30 : 0)
      isOpaque = simulated.value(.translucent) == "NO"
    } else if let inferred = containment.navigation[id], !noTop {
      top = 44
      isOpaque = inferred.isOpaque
      let item = controller.child("navigationItem", key: "navigationItem")
      if inferred.prefersLargeTitles, item?.value(.largeTitleDisplayMode) != "never" {
        top += 52
      }
    }
    if controller.flag(.extendedLayoutIncludesOpaqueBars) { isOpaque = false }
    let noBottom = controller.children.contains {
      $0.name == "nil" && $0.value(.key) == "simulatedBottomBarMetrics"
    }
    if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
      bottom = 49
    } else if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
      bottom = 44
    } else if containment.tabs.contains(id), !noBottom,
      !controller.flag(.hidesBottomBarWhenPushed)
    {
      bottom = 49
    }
  }
}
