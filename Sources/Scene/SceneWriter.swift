/// A writer of one export format drawn from a scene alone (ARCHITECTURE.md, Pipeline).
///
/// The SVG, the Lottie file, the pictures and the videos: each has options of its own (the
/// SVG's dark scene, Lottie's frame rate, a picture's kind) and fails one way, with an
/// `ExportError` whose message is the diagnostic the user reads; so the export runs them alike,
/// and a test can write any of them straight from a scene it built.
package protocol SceneWriter: Sendable {
  /// What the writer needs besides the scene.
  associatedtype Options: Sendable

  /// The file's bytes.
  func write(_ scene: AnimatedScene, options: Options) throws(ExportError) -> [UInt8]
}

/// Why a file could not be written: the message of the error the export logs, as printed
/// (for example "the gif animation could not be drawn: …").
package struct ExportError: Error, Sendable, Equatable {
  package var message: String

  package init(_ message: String) {
    self.message = message
  }
}
