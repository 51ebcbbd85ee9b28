import Testing

/// Stack views, checked against frames worked out by hand.
///
/// The frames follow from UIKit's generated constraints (docs/stackviews.md). The three views
/// are those of Grebenyuk's "Let's Build UIStackView": intrinsic sizes 160 × 200, 80 × 100 and
/// 40 × 50.
@Suite("stack views")
struct StackViewTests {
  /// A stack pinned at the root's top left (plus `extra` constraints) holding a, b and c.
  func stack(
    _ attributes: String, hidden: Set<String> = [], extra: String = "",
    sizes: [String] = ["160 200", "80 100", "40 50"]
  ) throws -> [String: [Double]] {
    let views = zip(["a", "b", "c"], sizes).map { id, size in
      "<view id=\"\(id)\" intrinsicSize=\"\(size)\"\(hidden.contains(id) ? " hidden=\"true\"" : "")/>"
    }.joined()
    let (frames, diagnostics) = try layout(
      """
      <subviews><stackView id="s" \(attributes)><subviews>\(views)</subviews></stackView></subviews>
      <constraints>
        <constraint eq="s.leading == root.leading"/>
        <constraint eq="s.top == root.top"/>
        \(extra)
      </constraints>
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return Dictionary(uniqueKeysWithValues: ["s", "a", "b", "c"].map { ($0, frames.box($0)) })
  }

  @Test("fill: views side by side at their intrinsic widths, as tall as the tallest")
  func fill() throws {
    let f = try stack(#"spacing="10""#)
    #expect(f["a"] == [0, 0, 160, 200])
    #expect(f["b"] == [170, 0, 80, 200])
    #expect(f["c"] == [260, 0, 40, 200])
    #expect(f["s"] == [0, 0, 300, 200])
  }

  @Test("a vertical fill stack is as wide as its widest view")
  func verticalFill() throws {
    let f = try stack(#"axis="vertical" spacing="5""#)
    #expect(f["a"] == [0, 0, 160, 200])
    #expect(f["b"] == [0, 205, 160, 100])
    #expect(f["c"] == [0, 310, 160, 50])
    #expect(f["s"] == [0, 0, 160, 360])
  }

  @Test("the spacing is rounded to the pixel grid at 3x")
  func roundedSpacing() throws {
    let f = try stack(#"spacing="10.2""#)
    // 10.2 × 3 = 30.6 → 31 pixels → 10.333… points.
    #expect(f["b"]?[0] == ((160 + 31.0 / 3) * 1e6).rounded() / 1e6)
  }

  @Test("fillEqually: equal widths filling the stack")
  func fillEqually() throws {
    let f = try stack(
      #"distribution="fillEqually" spacing="10""#, extra: #"<constraint eq="s.width == 300"/>"#)
    let width = ((280.0 / 3) * 1e6).rounded() / 1e6
    #expect(f["a"]?[2] == width)
    #expect(f["b"]?[2] == width)
    #expect(f["c"]?[2] == width)
    #expect(f["c"]?[0] == ((300 - 280.0 / 3) * 1e6).rounded() / 1e6)
  }

  @Test("fillProportionally: widths in proportion to the intrinsic widths")
  func fillProportionally() throws {
    // 160 : 80 : 40 of 200 points (UIKit prints multipliers 0.571429, 0.285714, 0.142857).
    let f = try stack(
      #"distribution="fillProportionally""#, extra: #"<constraint eq="s.width == 200"/>"#)
    #expect(f["a"]?[2] == ((200 * 160.0 / 280) * 1e6).rounded() / 1e6)
    #expect(f["b"]?[2] == ((200 * 80.0 / 280) * 1e6).rounded() / 1e6)
    #expect(f["c"]?[2] == ((200 * 40.0 / 280) * 1e6).rounded() / 1e6)
  }

  @Test("fillProportionally with spacing: the last view (lowest priority) takes what is left")
  func fillProportionallyWithSpacing() throws {
    // Denominator 280 + 2 × 10 = 300; a = 160/300 × 400 @999, b = 80/300 × 400 @998,
    // c = 400 − 20 − a − b = 60 (its 53.3 @997 cannot hold).
    let f = try stack(
      #"distribution="fillProportionally" spacing="10""#,
      extra: #"<constraint eq="s.width == 400"/>"#)
    #expect(f["a"]?[2] == ((160.0 / 300 * 400) * 1e6).rounded() / 1e6)
    #expect(f["b"]?[2] == ((80.0 / 300 * 400) * 1e6).rounded() / 1e6)
    #expect(f["c"]?[2] == 60)
  }

  @Test("equalSpacing: equal gaps in a wide stack, the minimum spacing when it may hug")
  func equalSpacing() throws {
    let wide = try stack(
      #"distribution="equalSpacing" spacing="10""#, extra: #"<constraint eq="s.width == 400"/>"#)
    #expect(wide["a"] == [0, 0, 160, 200])
    #expect(wide["b"] == [220, 0, 80, 200])
    #expect(wide["c"] == [360, 0, 40, 200])
    let hugging = try stack(#"distribution="equalSpacing" spacing="10""#)
    #expect(hugging["s"] == [0, 0, 300, 200])
    #expect(hugging["b"]?[0] == 170)
  }

  @Test("equalCentering: centres equally far apart")
  func equalCentering() throws {
    // Centres at 80 and 380 for a and c; b's centre halfway, at 230.
    let f = try stack(
      #"distribution="equalCentering""#, extra: #"<constraint eq="s.width == 400"/>"#)
    #expect(f["b"] == [190, 0, 80, 200])
    #expect(f["c"] == [360, 0, 40, 200])
  }

  @Test("alignments across the axis: top, centre and bottom keep intrinsic heights")
  func alignments() throws {
    let top = try stack(#"alignment="top""#)
    #expect(top["b"] == [160, 0, 80, 100])
    #expect(top["c"] == [240, 0, 40, 50])
    #expect(top["s"] == [0, 0, 280, 200])
    let center = try stack(#"alignment="center""#)
    #expect(center["b"] == [160, 50, 80, 100])
    #expect(center["c"] == [240, 75, 40, 50])
    let bottom = try stack(#"alignment="bottom""#)
    #expect(bottom["b"] == [160, 100, 80, 100])
    #expect(bottom["c"] == [240, 150, 40, 50])
    let trailing = try stack(#"axis="vertical" alignment="trailing""#)
    #expect(trailing["b"] == [80, 200, 80, 100])
    #expect(trailing["c"] == [120, 300, 40, 50])
  }

  @Test("a centred stack with one view encloses it and hugs it (canvas fit at 49)")
  func singleCentered() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews><stackView id="s" alignment="center"><subviews>
        <view id="a" intrinsicSize="60 40"/>
      </subviews></stackView></subviews>
      <constraints>
        <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
      </constraints>
      """)
    #expect(diagnostics.isEmpty)
    #expect(frames.box("s") == [0, 0, 60, 40])
    #expect(frames.box("a") == [0, 0, 60, 40])
  }

  @Test("a hidden view leaves no gap: size 0 along the axis, in the middle of its gap")
  func hiddenMiddle() throws {
    let f = try stack(#"spacing="10""#, hidden: ["b"])
    #expect(f["a"] == [0, 0, 160, 200])
    #expect(f["c"] == [170, 0, 40, 200])
    #expect(f["b"] == [165, 0, 0, 200])
    #expect(f["s"] == [0, 0, 210, 200])
  }

  @Test("hidden views at the ends sit at the edge of the visible ones")
  func hiddenEnds() throws {
    let last = try stack(#"spacing="10""#, hidden: ["c"])
    #expect(last["c"] == [250, 0, 0, 200])
    #expect(last["s"] == [0, 0, 250, 200])
    // Hidden views stay in the alignment across the axis: a still makes the row 200 tall.
    let first = try stack(#"spacing="10""#, hidden: ["a"])
    #expect(first["a"] == [0, 0, 0, 200])
    #expect(first["b"] == [0, 0, 80, 200])
    #expect(first["c"] == [90, 0, 40, 200])
  }

  @Test("a hidden view does not count for the cross size of a centred stack")
  func hiddenCrossSize() throws {
    let f = try stack(#"alignment="center""#, hidden: ["a"])
    #expect(f["s"] == [0, 0, 120, 100])
    #expect(f["c"] == [80, 25, 40, 50])
  }

  @Test("margins-relative arrangement places the views inside the layout margins")
  func marginsRelative() throws {
    let f = try stack(#"layoutMarginsRelativeArrangement="true" layoutMargins="10 20 30 40""#)
    #expect(f["a"] == [20, 10, 160, 200])
    #expect(f["c"] == [260, 10, 40, 200])
    #expect(f["s"] == [0, 0, 340, 240])
  }

  @Test("nested stacks size from their contents")
  func nested() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews><stackView id="outer" axis="vertical" alignment="leading" spacing="8"><subviews>
        <stackView id="row" spacing="10"><subviews>
          <view id="x" intrinsicSize="50 50"/><view id="y" intrinsicSize="50 50"/>
        </subviews></stackView>
        <view id="z" intrinsicSize="100 30"/>
      </subviews></stackView></subviews>
      <constraints>
        <constraint eq="outer.leading == root.leading + 20"/>
        <constraint eq="outer.top == root.top + 40"/>
      </constraints>
      """)
    #expect(diagnostics.isEmpty)
    #expect(frames.box("row") == [20, 40, 110, 50])
    #expect(frames.box("y") == [80, 40, 50, 50])
    #expect(frames.box("z") == [20, 98, 100, 30])
    #expect(frames.box("outer") == [20, 40, 110, 88])
  }

  @Test("baseline-relative spacing runs from baseline to baseline")
  func baselineRelative() throws {
    let (frames, diagnostics) = try layout(
      """
      <subviews><stackView id="s" axis="vertical" spacing="30"
                           baselineRelativeArrangement="true"><subviews>
        <label id="one" text="One"/><label id="two" text="Two"/>
      </subviews></stackView></subviews>
      <constraints>
        <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
      </constraints>
      """)
    #expect(diagnostics.isEmpty)
    // Same font, one line each: baselines are the same distance below each label's top.
    #expect(frames.box("two")[1] - frames.box("one")[1] == 30)
  }

  @Test("side by side multi-line labels share the width instead of being ambiguous")
  func textWidthDisambiguation() throws {
    let text = String(repeating: "word ", count: 40)
    let (frames, _) = try layout(
      """
      <subviews><stackView id="s" spacing="20" alignment="top"><subviews>
        <label id="l1" text="\(text)" numberOfLines="0"/>
        <label id="l2" text="\(text)" numberOfLines="0"/>
      </subviews></stackView></subviews>
      <constraints>
        <constraint eq="s.leading == root.leading"/><constraint eq="s.top == root.top"/>
        <constraint eq="s.width == 300"/>
      </constraints>
      """)
    #expect(frames.box("l1")[2] == 140)
    #expect(frames.box("l2")[0] == 160)
  }

  @Test("all arranged views hidden: the stack collapses along its axis")
  func allHidden() throws {
    let f = try stack(#"spacing="10""#, hidden: ["a", "b", "c"])
    #expect(f["s"]?[2] == 0)
    #expect(f["a"]?[2] == 0)
  }
}
