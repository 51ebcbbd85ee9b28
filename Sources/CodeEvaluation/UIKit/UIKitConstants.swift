import Geometry
import Interface

/// Names of UIKit, Core Graphics and C that stand for values (docs/code.md, Values).
enum UIKitConstants {
  static func value(_ name: String) -> Value? {
    switch name {
    case "M_PI": .constant(.pi)
    case "M_PI_2": .constant(.pi / 2)
    case "M_PI_4": .constant(.pi / 4)
    case "YES", "true": .bool(true)
    case "NO", "false": .bool(false)
    case "NULL", "nil": Value.none
    case "CATransform3DIdentity", "CGAffineTransformIdentity": .transform(.identity)
    case "CGRectZero":
      .rect(RectValue(x: .number(0), y: .number(0), width: .number(0), height: .number(0)))
    case "CGPointZero": .point(x: .number(0), y: .number(0))
    case "CGSizeZero": .size(width: .number(0), height: .number(0))
    default: nil
    }
  }

  /// An implicit member that is a number wherever it stands: `.pi`, `.infinity`.
  static func implicitNumber(_ name: String) -> Value? {
    switch name {
    case "pi": .constant(.pi)
    case "infinity", "greatestFiniteMagnitude": .constant(.infinity)
    default: nil
    }
  }

  /// A priority's name as its number (`.defaultHigh` is 750).
  static func priority(_ value: Value) -> Value? {
    guard case .member(let name) = value else { return nil }
    return LayoutPriority.names.first { $0.0 == name }.map { .constant($0.1.value) }
  }

  /// A static member of a type: `CGFloat.pi`, `UIColor.red`, `CGAffineTransform.identity`,
  /// `UIView.AnimationOptions.curveEaseIn` (as the member `.curveEaseIn`).
  static func member(_ name: String, ofType type: String) -> Value? {
    switch (type, name) {
    case ("CGFloat", _), ("Double", _), ("Float", _), ("Float80", _):
      if let number = implicitNumber(name) { return number }
      return nil
    case (_, "identity") where type.hasSuffix("Transform") || type == "CATransform3D":
      return .transform(.identity)
    case ("UIColor", _), ("CGColor", _):
      return color(named: name).map(Value.color)
    case ("DispatchQueue", "main"): return .type("DispatchQueue.main")
    case ("UIScreen", "main"): return .type("UIScreen.main")
    case (_, "zero") where type == "CGRect":
      return .rect(RectValue(x: .number(0), y: .number(0), width: .number(0), height: .number(0)))
    case (_, "zero") where type == "CGPoint": return .point(x: .number(0), y: .number(0))
    case (_, "zero") where type == "CGSize": return .size(width: .number(0), height: .number(0))
    default:
      // A nested type (`UIView.AnimationOptions`), then its cases as implicit members.
      if let first = name.first, first.isUppercase { return .type(type + "." + name) }
      let root = type.prefix { $0 != "." }
      if ["UI", "NS", "CA", "CG"].contains(where: { root.hasPrefix($0) }) { return .member(name) }
      return nil
    }
  }

  /// A UIKit color by its class property's name (`systemBlue`, `white`).
  static func color(named name: String) -> Color? {
    ColorSyntax.named(name)
  }
}
