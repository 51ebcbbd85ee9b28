/// Small scenes the tests of several formats share.
package enum SampleScenes {
  /// A red 100 × 50 box at (20, 30) on a white screen (200 × 120 unless given), sliding 100 pt
  /// right from 0.2 s for 0.6 s in a block named `slide`; the timeline lasts 1.3 s (0.5 s after
  /// the last change).
  package static func slide(width: Int = 200, height: Int = 120) -> String {
    """
    <interface version="1" name="Slide" width="\(width)" height="\(height)" backgroundColor="#FFFFFF">
      <subviews><view id="box" backgroundColor="#FF0000"/></subviews>
      <constraints>
        <constraint id="left" eq="box.leading == root.leading + 20"/>
        <constraint eq="box.top == root.top + 30"/>
        <constraint eq="box.width == 100"/>
        <constraint eq="box.height == 50"/>
      </constraints>
      <timeline>
        <animate name="slide" at="0.2" duration="0.6" curve="linear">
          <setConstant constraint="left" to="80"/>
        </animate>
      </timeline>
    </interface>
    """
  }

  /// A 100 × 50 card at (0, 10) holding a 4 × 4 dot at its center, on a 200 × 300 screen; the
  /// card's top (`cardTop`) moves to 40 in a block from 0.5 s, and back to 10 from 2 s when
  /// `returns`.
  package static func card(returns: Bool) -> String {
    let back = """

          <animate at="2" duration="1">
            <setConstant constraint="cardTop" to="10"/>
          </animate>
      """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface version="1" name="Card" width="200" height="300">
        <subviews>
          <view id="card">
            <subviews><view id="dot"/></subviews>
          </view>
        </subviews>
        <constraints>
          <constraint identifier="cardTop" eq="card.top == root.top + 10"/>
          <constraint eq="card.leading == root.leading"/>
          <constraint eq="card.width == 100"/>
          <constraint eq="card.height == 50"/>
          <constraint eq="dot.centerX == card.centerX"/>
          <constraint eq="dot.centerY == card.centerY"/>
          <constraint eq="dot.width == 4"/>
          <constraint eq="dot.height == 4"/>
        </constraints>
        <timeline>
          <animate at="0.5" duration="1">
            <setConstant constraint="cardTop" to="40"/>
          </animate>\(returns ? back : "")
        </timeline>
      </interface>
      """
  }
}
