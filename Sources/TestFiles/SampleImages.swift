/// Small images the tests embed in scenes.
package enum SampleImages {
  /// A 2 × 2 SVG whose one rectangle, #1E78C8 = (30, 120, 200), covers it.
  package static let blueSVG = Array(
    (#"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">"#
      + ##"<rect width="2" height="2" fill="#1E78C8"/></svg>"##).utf8)
}
