import Appearance
import Diagnostics
import Formatting
import Interface
import RasterOutput

// The pictures' and videos' limits (docs/output.md, Sizes and limits): sizes past what an
// encoder takes, images that declare too many pixels, and renders whose estimate passes
// `render-time` or `render-memory`, each refused before anything is drawn.

extension Limits {
  /// A render's estimate against `render-time` and `render-memory`; `shrink` names the options
  /// that make it smaller.
  func check(
    _ estimate: RenderEstimate, format: OutputFormat, shrink: String, document: InterfaceDocument
  ) -> Diagnostic? {
    let what =
      "the \(format.rawValue) export would draw "
      + (estimate.frames == 1
        ? "a picture of \(Self.size(estimate.size))"
        : "\(Self.grouped(estimate.frames)) \(format == .strip ? "panels" : "frames") "
          + "\(format == .strip ? "on" : "of") \(Self.size(estimate.size))")
      + ", about \(Self.duration(estimate.seconds)) of processor time and "
      + "\(Self.bytes(estimate.memory))"
    let (limit, name): (String, String)
    if estimate.seconds > renderTime {
      (limit, name) = (Self.duration(renderTime), "render-time")
    } else if estimate.memory > renderMemory {
      (limit, name) = (Self.bytes(renderMemory), "render-memory")
    } else {
      return nil
    }
    return .error(
      "\(what), more than the limit of \(limit); make it smaller with \(shrink), or raise the "
        + "limit with --limit \(name)=N", at: document.timeline.location ?? document.location)
  }

  /// A picture past the largest side an encoder (or Cairo) takes.
  static func sideProblem(
    _ size: PictureSize, largest: Int, library: String, format: OutputFormat, shrink: String,
    document: InterfaceDocument
  ) -> Diagnostic? {
    guard size.largestSide > largest || (largest == PictureSize.cairoSide && !size.fitsCairo)
    else { return nil }
    let limit =
      size.largestSide > largest
      ? "more than the \(grouped(largest)) px a side \(library) takes"
      : "more than the 2 GiB a picture \(library) takes"
    return .error(
      "the \(format.rawValue) picture would be \(Self.size(size)), \(limit); make it smaller "
        + "with \(shrink)", at: document.location)
  }

  /// Each image a view shows whose declared pixels pass `image-pixels`, at the view.
  func imageProblems(_ document: InterfaceDocument, images: [String: [UInt8]]) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var reported = Set<String>()
    for view in document.views {
      guard let name = view.content.image, let bytes = images[name],
        let size = EmbeddedImage(bytes: bytes).pixelSize,
        size.width * size.height > Double(imagePixels), reported.insert(name).inserted
      else { continue }
      problems.append(
        .error(
          "the image '\(name)' declares \(Self.grouped(Int(size.width))) × "
            + "\(Self.grouped(Int(size.height))) pixels, more than the limit of "
            + "\(Self.grouped(imagePixels)); raise it with --limit image-pixels=N",
          at: view.location))
    }
    return problems
  }

  /// `3,000 × 5,336 px`.
  static func size(_ size: PictureSize) -> String {
    "\(grouped(size.width)) × \(grouped(size.height)) px"
  }

  /// A whole number with commas between thousands.
  static func grouped(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// Seconds, minutes or hours (from 2 of the next unit on).
  static func duration(_ seconds: Double) -> String {
    let (value, unit) =
      seconds < 120
      ? (seconds, "s") : seconds < 7200 ? (seconds / 60, "min") : (seconds / 3600, "h")
    return "\(rounded(value)) \(unit)"
  }

  /// Bytes in MiB, or GiB from 1,024 MiB on.
  static func bytes(_ count: Int) -> String {
    let mebibytes = Double(count) / Double(1 << 20)
    let (value, unit) = mebibytes < 1024 ? (mebibytes, "MiB") : (mebibytes / 1024, "GiB")
    return "\(rounded(value)) \(unit)"
  }

  /// Two decimals below 1, one below 10, none from 10 on.
  static func rounded(_ value: Double) -> String {
    let places = value < 1 ? 100.0 : value < 10 ? 10 : 1
    return NumberText.message((value * places).rounded() / places)
  }
}
