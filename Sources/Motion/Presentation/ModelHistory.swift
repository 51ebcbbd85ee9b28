import Geometry
import Interface
import Layout
import Tracks

/// One view's model in every state, in the order of the states: each animatable property's
/// value (`AnimatableProperty.value(of:in:)`) and the view's properties (nil where a state has
/// none for it).
///
/// The presentation gathers it once per view, by the view's id, for everything that goes
/// through a view's states (its animations, the changing keys, the samplers, the skins, the
/// visibility): each of those looked up the same frames and properties by id again, and the
/// hashing of ids was a tenth of an export.
package struct ModelHistory: Sendable {
  /// The values of state `s` at `s * AnimatableProperty.allCases.count + ordinal`.
  private let values: [Double]
  /// The view's properties, once for each run of states that keeps them: most states change
  /// few views, and a copy of the properties (strings, optionals) costs hundreds of
  /// instructions, each skin built from them more.
  private let distinct: [ViewProperties]
  /// For each state, the index of its properties in `distinct` (-1 where it has none for the
  /// view): equal for consecutive states exactly when their properties are equal.
  package let runs: [Int]

  /// The history of the view `id`, whose frame in each state is `frames[state][place]`.
  ///
  /// The states are read in place, never copied: every view's history reads the same states,
  /// on every core, and a copy of a state retains its tables (a count shared by the threads).
  init(of id: ViewID, at place: Int, in states: [ModelState], frames: [[Rect]]) {
    let count = min(states.count, frames.count)
    var values: [Double] = []
    values.reserveCapacity(count * AnimatableProperty.allCases.count)
    var distinct: [ViewProperties] = []
    var runs: [Int] = []
    runs.reserveCapacity(count)
    var run = -1
    for index in 0..<count {
      let frame = frames[index][place]
      if let shown = states[index].properties[id] {
        // Unwrapped once for all the properties.
        for property in AnimatableProperty.allCases {
          values.append(property.value(frame: frame, shown: shown))
        }
        // Compared in place with the state before's: kept again only when they changed.
        if run < 0 || !distinct.withUnsafeBufferPointer({ $0[run] == shown }) {
          distinct.append(shown)
          run = distinct.count - 1
        }
      } else {
        for property in AnimatableProperty.allCases {
          values.append(property.value(frame: frame, properties: nil))
        }
        run = -1
      }
      runs.append(run)
    }
    self.values = values
    self.distinct = distinct
    self.runs = runs
  }

  /// The number of states.
  package var count: Int { runs.count }

  /// The view's properties in the state at `index` (nil where it has none).
  package func properties(in index: Int) -> ViewProperties? {
    runs[index] < 0 ? nil : distinct[runs[index]]
  }

  /// Whether the view is hidden in the state at `index` (nil where it has no properties),
  /// read in place rather than from a copy of the whole properties.
  package func isHidden(in index: Int) -> Bool? {
    let run = runs[index]
    return run < 0 ? nil : distinct.withUnsafeBufferPointer { $0[run].isHidden }
  }

  /// The view's background color in the state at `index` (nil where it has no properties),
  /// read in place rather than from a copy of the whole properties.
  func backgroundColor(in index: Int) -> Color? {
    let run = runs[index]
    return run < 0 ? nil : distinct.withUnsafeBufferPointer { $0[run].backgroundColor }
  }

  /// Whether some state gives the view another background color than the first state does
  /// (a state without properties has none).
  package var changesBackgroundColor: Bool {
    guard !runs.isEmpty else { return false }
    let first = backgroundColor(in: 0)
    if first != nil, runs.contains(where: { $0 < 0 }) { return true }
    return distinct.withUnsafeBufferPointer { distinct in
      distinct.indices.contains { distinct[$0].backgroundColor != first }
    }
  }

  /// A property's model value in the state at `index`.
  package func value(_ property: AnimatableProperty, in index: Int) -> Double {
    values[index * AnimatableProperty.allCases.count + property.ordinal]
  }

  /// A property's model value in each state, in the order of the states.
  package func values(of property: AnimatableProperty) -> [Double] {
    let count = AnimatableProperty.allCases.count
    return stride(from: property.ordinal, to: values.count, by: count).map { values[$0] }
  }

  /// Whether some state gives the property another value than the first state does.
  func changes(_ property: AnimatableProperty) -> Bool {
    guard !runs.isEmpty else { return false }
    let first = value(property, in: 0)
    return runs.indices.dropFirst().contains { value(property, in: $0) != first }
  }
}
