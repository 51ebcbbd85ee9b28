import Diagnostics
import Interface
import XMLTree

/// Values of a scene that cannot be taken as written: numbers that are not finite or not
/// within the format's ±1e9, frames that cannot be read, constraints naming ids the scene does
/// not have. Each is reported where it is written, with what stands in (docs/storyboards.md,
/// Values that cannot be read); none is replaced silently.
extension ImportSession {
  /// A number attribute; one that is not a finite number within ±1e9 is a warning at its value
  /// ending in `instead` (what happens in its place), and nil.
  mutating func number(_ attribute: SourceAttribute, instead: String) -> Double? {
    switch IBNumber.read(attribute) {
    case .success(let value): return value
    case .failure(let problem):
      log.warning("\(problem.message); \(instead)", at: attribute.valueLocation)
      return nil
    }
  }

  /// Reports a stored frame's numbers that cannot be read, or a negative size: for the scene's
  /// top view (the screen's size) an error, for another view a warning (0 stands in).
  mutating func checkFrame(_ rect: SourceElement, isTop: Bool) {
    for name: IBAttribute in [.x, .y, .width, .height] {
      let isSize = name == .width || name == .height
      guard let attribute = rect.attribute(name) else {
        if isTop, isSize {
          log.error(
            "the scene's frame has no '\(name.rawValue)', so its size is unknown",
            at: rect.location)
        }
        continue
      }
      var problem: String
      switch IBNumber.read(attribute) {
      case .success(let value):
        guard isSize, value < 0 else { continue }
        problem = "'\(attribute.value)' for '\(name.rawValue)' is negative"
      case .failure(let failure):
        problem = failure.message
      }
      if isTop, isSize {
        log.error("\(problem); the scene's size cannot be read", at: attribute.valueLocation)
      } else {
        log.warning("\(problem); 0 is used", at: attribute.valueLocation)
      }
    }
  }

  /// A constraint's item that is not imported: a warning when no element of the scene has its
  /// id (a view that is uninstalled for these traits, or not a view, goes quietly).
  mutating func checkItem(_ attribute: SourceAttribute) {
    guard !sceneIDs.contains(attribute.value) else { return }
    log.warning(
      "'\(attribute.name)' is '\(attribute.value)', which no view or layout guide of the scene "
        + "has; the constraint is left out", at: attribute.valueLocation)
  }

  /// Every `id` of the scene's elements.
  static func ids(of scene: IBScene) -> Set<String> {
    let root = scene.controller ?? scene.topView
    var ids = Set(root.descendants().compactMap { $0.value(.id) })
    ids.formUnion(scene.topView.descendants().compactMap { $0.value(.id) })
    return ids
  }
}

extension IBNumber {
  /// Why an attribute is not a number the import reads.
  struct Problem: Error {
    var message: String
  }

  /// The attribute's number, finite and within ±1e9; else why not, worded as the format's
  /// parser words it.
  static func read(_ attribute: SourceAttribute) -> Result<Double, Problem> {
    let text = attribute.value.trimmingSpaces()
    switch NumberSyntax.parse(attribute.value) {
    case .success(let value): return .success(value)
    case .failure(.notFinite):
      return .failure(Problem(message: "'\(text)' is not a finite number for '\(attribute.name)'"))
    case .failure(.notANumber):
      return .failure(Problem(message: "'\(text)' is not a number for '\(attribute.name)'"))
    case .failure(.outOfRange):
      return .failure(
        Problem(
          message: "'\(text)' is too large for '\(attribute.name)'; numbers are limited to ±1e9"))
    }
  }
}
