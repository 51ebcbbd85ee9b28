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
}
