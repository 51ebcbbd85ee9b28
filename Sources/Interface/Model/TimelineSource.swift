/// The states and timeline blocks of `Change`s that animate a document.
///
/// They are read wherever they were written: in the document's own file, in a sidecar
/// (docs/storyboards.md, The timeline sidecar), or derived from the app's code. Every reader
/// produces one, and the replay takes it the same way whatever its origin; each block and
/// change keeps the location it was read from, so messages point into the file that said it.
package struct TimelineSource: Sendable, Hashable {
  package var states: [InterfaceState]
  package var timeline: Timeline

  package init(states: [InterfaceState] = [], timeline: Timeline = Timeline()) {
    self.states = states
    self.timeline = timeline
  }

  /// The states and timeline a document holds itself.
  package init(of document: InterfaceDocument) {
    self.init(states: document.states, timeline: document.timeline)
  }

  /// Whether there is nothing to animate: no state, no block and no action.
  package var isEmpty: Bool {
    states.isEmpty && timeline.blocks.isEmpty && timeline.actions.isEmpty
  }

  /// The document with these states and this timeline in place of its own.
  package func applied(to document: InterfaceDocument) -> InterfaceDocument {
    var result = document
    result.states = states
    result.timeline = timeline
    return result
  }
}
