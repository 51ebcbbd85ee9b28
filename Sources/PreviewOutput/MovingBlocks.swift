import Interface
import Layout
import Motion

/// Which blocks move each view, for the inspector's "moved by" (docs/output.md, The preview
/// page): a block moves a view when the model after it differs from the model before it in
/// the view's frame in the picture or its own properties, or when it is a basic animation of
/// the view.
enum MovingBlocks {
  /// Each view's blocks, by their place in call order.
  static func of(_ presentation: Presentation) -> [ViewID: [Int]] {
    let plan = presentation.plan
    let states = presentation.states
    let blocks = presentation.document.timeline.blocks
    var moving: [ViewID: [Int]] = [:]
    for (order, index) in plan.callOrder.enumerated() where order + 1 < states.count {
      if case .basicAnimation(let animation) = blocks[index].kind {
        moving[animation.view, default: []].append(order)
        continue
      }
      let (before, after) = (states[order], states[order + 1])
      for view in presentation.document.views {
        let moved =
          before.frames.frameInPicture(of: view.id, boundsOrigins: before.boundsOrigins)
          != after.frames.frameInPicture(of: view.id, boundsOrigins: after.boundsOrigins)
          || before.properties[view.id] != after.properties[view.id]
        if moved { moving[view.id, default: []].append(order) }
      }
    }
    return moving
  }

  /// Where a block was written, as `FILE:LINE` with the file's last path component: a line
  /// of the input, its sidecar or the view controller's code.
  static func source(of block: TimelineBlock) -> String {
    let file = block.location.file.split(separator: "/").last.map(String.init) ?? ""
    return "\(file):\(block.location.line)"
  }
}
