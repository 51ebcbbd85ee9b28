import XMLTree

/// The Xcode that saved a file, as the `toolsVersion` it writes, and the versions where Xcode's
/// canvas changed a rule the import follows (docs/storyboards.md, Which Xcode saved the file).
///
/// Each rule is stated once, here, by the first version that has it; the stored frames of the
/// corpus date them (Tests/Fixtures/IB/oracle/UIKIT-NOTES.md).
package enum XcodeEra {
  /// Xcode 9: table cells' content views get 11-point top and bottom margins (8 before).
  package static let cellMargins = 13000.0
  /// Xcode 11 (its betas wrote 148xx): steppers are 32 points tall; the canvas of phones
  /// without a notch, and the 600 × 600 canvas, show no status bar.
  package static let xcode11 = 14800.0
  /// Xcode 12: progress views are 4 points tall.
  package static let xcode12 = 17000.0
  /// Xcode 14: `retina6_1` and `retina5_9` get the insets of iOS 15 and 16 (48 and 50).
  package static let xcode14 = 21000.0
  /// Xcode 14.3: the status bar is back on the canvas of phones without a notch.
  package static let xcode14_3 = 21701.0
  /// Xcode 26: switches are 63 × 28, search bars 64 points tall, and the canvas doubles a
  /// notched phone's safe area insets.
  package static let xcode26 = 24000.0

  /// Whether Xcode's canvas shows a status bar on a phone without a notch (and on the
  /// 600 × 600 canvas) in files saved at `toolsVersion`.
  package static func showsStatusBar(_ toolsVersion: Double) -> Bool {
    !(xcode11..<xcode14_3).contains(toolsVersion)
  }

  /// The version that dates a document: its `toolsVersion`, except that some Xcode 15 and 16
  /// builds write `32700.99.1234`, a number no release has reached; their Cocoa Touch
  /// plug-in's version (22684 for Xcode 15) dates them instead.
  static func version(of root: SourceElement) -> Double {
    let tools = IBNumber.toolsVersion(root.value(.toolsVersion))
    guard tools >= 30000 else { return tools }
    let plugIns = root.child("dependencies")?.children ?? []
    let plugIn = plugIns.first {
      $0.name == "plugIn"
        && $0.value(.identifier) == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    }
    return IBNumber.toolsVersion(plugIn?.value(.version))
  }
}
