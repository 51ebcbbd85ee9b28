import Diagnostics
import Geometry
import InterfaceBuilder
import Pipeline

/// Small storyboards and xibs written for one feature each, and the pipeline run on them.
enum IBFixture {
  /// A storyboard with one view controller scene whose top view holds `subviews` and
  /// `constraints` (as Interface Builder writes them).
  static func storyboard(
    device: String? = #"<device id="retina4_7" orientation="portrait"/>"#,
    tools: String = "21701", controller: String = #"id="vc""#, controllerChildren: String = "",
    viewAttributes: String = "", frame: String = #"x="0" y="0" width="375" height="667""#,
    subviews: String = "", constraints: String = "", viewChildren: String = "",
    resources: String = "", designables: String = "", scenes: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES">
      \(device ?? "")
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController \(controller) sceneMemberID="viewController">
              \(controllerChildren)
              <view key="view" contentMode="scaleToFill" id="top" \(viewAttributes)>
                <rect key="frame" \(frame)/>
                <subviews>
                  \(subviews)
                </subviews>
                <constraints>
                  \(constraints)
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
                \(viewChildren)
              </view>
            </viewController>
          </objects>
        </scene>
        \(scenes)
      </scenes>
      <resources>\(resources)</resources>
      <designables>\(designables)</designables>
    </document>
    """
  }

  static let iPhone15 = IBDevice.named("retina6_12")

  /// A view element of `kind` with a stored frame, placed by constraints.
  static func view(
    _ kind: String = "view", id: String, frame: String = #"x="0" y="0" width="10" height="10""#,
    attributes: String = "", children: String = ""
  ) -> String {
    """
    <\(kind) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
      <rect key="frame" \(frame)/>
      \(children)
    </\(kind)>
    """
  }

  /// The document checked as `motionboard check` would, with `--scene`, `--device` and a
  /// sidecar when given; one checked document per scene.
  static func check(
    _ text: String, file: String = "test.storyboard", scene: String? = nil,
    device: IBDevice? = nil, sidecar: String? = nil, single: Bool = false
  ) -> [Compilation.Checked] {
    var options = Compilation.Options()
    options.scene = scene
    options.device = device
    options.sidecar = sidecar.map { SidecarInput(file: "test.timeline.xml", bytes: Array($0.utf8)) }
    return Compilation(options: options).checkDocuments(
      Array(text.utf8), file: file, single: single)
  }

  /// The first scene's initial frames, by IB id, in the picture.
  static func frames(_ text: String, device: IBDevice? = nil) -> [String: Rect] {
    guard let checked = check(text, device: device).first else { return [:] }
    return frames(of: checked)
  }

  static func frames(of checked: Compilation.Checked) -> [String: Rect] {
    guard let document = checked.document, let state = checked.states.first else { return [:] }
    var result: [String: Rect] = [:]
    for view in document.views {
      result[document.sourceName(of: view.id)] = state.frames.frameInPicture(
        of: view.id, boundsOrigins: [:])
    }
    return result
  }

  /// Diagnostics as `LINE:COLUMN: severity: message` (or with the file name, for sidecars).
  static func describe(_ log: DiagnosticLog, withFile: Bool = false) -> [String] {
    log.sorted.map {
      let place = "\($0.location.line):\($0.location.column)"
      return (withFile ? "\($0.location.file):" : "") + "\(place): \($0.severity.rawValue): "
        + $0.message
    }
  }
}
