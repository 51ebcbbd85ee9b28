import Geometry

/// What the preview page's inspector and markers show of a scene besides its drawing
/// (docs/output.md, The preview page): the timeline's states and blocks, per view the
/// constraints in force that place it and the blocks that move it, and the presentation's
/// values at any time.
///
/// `SceneBuilder.inspection(of:)` makes it from the presentation and the replay's record of the
/// constraints in force (`ModelState.inForce`), so that the page's writer reads the scene
/// alone and never replays the timeline. Times are in seconds from 0, frames in the picture's
/// coordinates (what `frames --at` prints), angles in degrees; views are named by their ids.
package struct SceneInspection: Sendable {
  /// A model state: `initial`, then the model after each block in call order.
  package struct State: Sendable, Equatable {
    /// As `frames --states` labels it: the block's name, else its kind and line.
    package var label: String
    /// When the model takes it (the block's call time).
    package var time: Double
  }

  /// A block of the timeline, in call order (state k + 1 is the model after block k).
  package struct Block: Sendable, Equatable {
    package var label: String
    package var start: Double
    /// When its animation completes; nil for one that repeats forever.
    package var end: Double?
    /// Where it was written: its line, and `FILE:LINE` with the file's last path component (a
    /// line of the input, its sidecar or the view controller's code).
    package var line: Int
    package var source: String
  }

  /// A constraint as the inspector lists it.
  package struct Constraint: Sendable, Hashable {
    /// The equation, its numbers to four decimals.
    package var text: String
    /// Its id, else its identifier.
    package var name: String?
    /// Where it comes from, in words (`declared`, `stack view 'form'`).
    package var source: String
  }

  /// Which of a view's sampled series change during the timeline.
  package struct ChangingSeries: Sendable, Equatable {
    /// x, y, width, height: the view's position, size or translation change, or the position,
    /// translation or bounds origin of one of its superviews.
    package var frame = false
    package var alpha = false
    package var rotation = false
    package var hidden = false

    package init() {}
  }

  /// The presentation's values of a view (by id) at a time: its frame in the picture (its
  /// superviews' translations and bounds origins applied, a size below 0 as 0), alpha,
  /// rotation and whether it is hidden.
  package struct Sampler: Sendable {
    package var frame: @Sendable (String, Double) -> Rect
    package var alpha: @Sendable (String, Double) -> Double
    package var rotation: @Sendable (String, Double) -> Double
    package var isHidden: @Sendable (String, Double) -> Bool

    package init(
      frame: @escaping @Sendable (String, Double) -> Rect,
      alpha: @escaping @Sendable (String, Double) -> Double,
      rotation: @escaping @Sendable (String, Double) -> Double,
      isHidden: @escaping @Sendable (String, Double) -> Bool
    ) {
      self.frame = frame
      self.alpha = alpha
      self.rotation = rotation
      self.isHidden = isHidden
    }
  }

  package var states: [State]
  package var blocks: [Block]
  /// Each constraint that places a view in some state, once, in the order they are first in
  /// force.
  package var constraints: [Constraint]
  /// By view: the states where the list of constraints placing it changes (the first state
  /// always), each with the list in force from that state on (indexes into `constraints`).
  package var placing: [String: [(state: Int, list: [Int])]]
  /// By view: the blocks that move it, by their place in call order.
  ///
  /// A block moves a view when the model after it differs from the model before it in the
  /// view's frame in the picture or its own properties, or when it is a basic animation of the
  /// view.
  package var moves: [String: [Int]]
  /// By view: which of its series change.
  package var changing: [String: ChangingSeries]
  package var sampler: Sampler

  package init(
    states: [State], blocks: [Block], constraints: [Constraint],
    placing: [String: [(state: Int, list: [Int])]], moves: [String: [Int]],
    changing: [String: ChangingSeries], sampler: Sampler
  ) {
    self.states = states
    self.blocks = blocks
    self.constraints = constraints
    self.placing = placing
    self.moves = moves
    self.changing = changing
    self.sampler = sampler
  }
}
