import Geometry

/// Screen sizes and safe areas of current devices in portrait, for `device="NAME"`.
package struct DevicePreset: Sendable {
  package var name: String
  package var width: Double
  package var height: Double
  package var safeAreaInsets: EdgeInsets

  package static let all: [DevicePreset] = [
    preset("iPhoneSE", 375, 667, 20, 0),
    preset("iPhone13mini", 375, 812, 50, 34),
    preset("iPhone14", 390, 844, 47, 34),
    preset("iPhone15", 393, 852, 59, 34),
    preset("iPhone15Pro", 393, 852, 59, 34),
    preset("iPhone15ProMax", 430, 932, 59, 34),
    preset("iPhone16", 393, 852, 59, 34),
    preset("iPhone16Pro", 402, 874, 62, 34),
    preset("iPhone16ProMax", 440, 956, 62, 34),
    preset("iPadMini", 744, 1133, 24, 20),
    preset("iPad", 820, 1180, 24, 20),
    preset("iPadPro11", 834, 1194, 24, 20),
    preset("iPadPro13", 1032, 1376, 24, 20),
  ]

  package static func named(_ name: String) -> DevicePreset? {
    all.first { $0.name == name }
  }

  private static func preset(
    _ name: String, _ width: Double, _ height: Double, _ top: Double, _ bottom: Double
  ) -> DevicePreset {
    DevicePreset(
      name: name, width: width, height: height,
      safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
  }
}
