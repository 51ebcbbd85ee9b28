import Geometry
import Interface
import Layout

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
  package let properties: [ViewProperties?]

  /// The history of the view `id`, whose frame in each state is `frames[state][place]`.
  ///
  /// The states are read in place, never copied: every view's history reads the same states,
  /// on every core, and a copy of a state retains its tables (a count shared by the threads).
  init(of id: ViewID, at place: Int, in states: [ModelState], frames: [[Rect]]) {
    let count = min(states.count, frames.count)
    var values: [Double] = []
    values.reserveCapacity(count * AnimatableProperty.allCases.count)
    var properties: [ViewProperties?] = []
    properties.reserveCapacity(count)
    for index in 0..<count {
      let frame = frames[index][place]
      let shown = states[index].properties[id]
      if let shown {
        // Unwrapped once for all the properties.
        for property in AnimatableProperty.allCases {
          values.append(property.value(frame: frame, shown: shown))
        }
        properties.append(shown)
      } else {
        for property in AnimatableProperty.allCases {
          values.append(property.value(frame: frame, properties: nil))
        }
        properties.append(nil)
      }
    }
    self.values = values
    self.properties = properties
  }

  /// A property's model value in the state at `index`.
  package func value(_ property: AnimatableProperty, in index: Int) -> Double {
    values[index * AnimatableProperty.allCases.count + property.ordinal]
  }

  /// The view's background color in the state at `index` (nil where it has no properties),
  /// read in place rather than from a copy of the whole properties.
  func backgroundColor(in index: Int) -> Color? {
    properties.withUnsafeBufferPointer { $0[index]?.backgroundColor }
  }

  /// A property's model value in each state, in the order of the states.
  package func values(of property: AnimatableProperty) -> [Double] {
    let count = AnimatableProperty.allCases.count
    return stride(from: property.ordinal, to: values.count, by: count).map { values[$0] }
  }

  /// Whether some state gives the property another value than the first state does.
  func changes(_ property: AnimatableProperty) -> Bool {
    guard !properties.isEmpty else { return false }
    let first = value(property, in: 0)
    return properties.indices.dropFirst().contains { value(property, in: $0) != first }
  }
}
