internal import CLibZip
import Formatting

#if canImport(Glibc)
  import Glibc
#endif

/// A dotLottie file (docs/output.md, The dotLottie file): a ZIP archive, written through
/// libzip, holding `manifest.json`, the Lottie animations under `a/`, their themes under `t/`
/// and an interactive file's state machine under `s/` (dotLottie 2).
///
/// The same animations give the same bytes: every entry is deflated (zlib's level 9), dated
/// 1980-01-01 00:00 (the first time a ZIP can hold), marked as a Unix file of mode 0644, and
/// written in a fixed order, the manifest first.
package enum DotLottieArchive {
  /// One animation of the archive: its id (the file `a/ID.json`), its Lottie JSON, and the
  /// ids of the themes that apply to it.
  package struct Animation: Sendable {
    package var id: String
    package var json: String
    package var themes: [String]

    package init(id: String, json: String, themes: [String] = []) {
      self.id = id
      self.json = json
      self.themes = themes
    }
  }

  /// One theme of the archive: its id (the file `t/ID.json`), its name, and its JSON (`rules`
  /// overriding the animations' slots).
  package struct Theme: Sendable {
    package var id: String
    package var name: String
    package var json: String

    package init(id: String, name: String, json: String) {
      self.id = id
      self.name = name
      self.json = json
    }
  }

  /// A state machine of the archive: its id (the file `s/ID.json`) and its JSON.
  package struct StateMachine: Sendable {
    package var id: String
    package var json: String

    package init(id: String, json: String) {
      self.id = id
      self.json = json
    }
  }

  /// The manifest of dotLottie 2: the version, the generator, every animation by id (with the
  /// themes that apply to it), the themes by id and name, the state machines by id, and the
  /// first animation (and state machine) as the initial one.
  package static func manifest(
    _ animations: [Animation], themes: [Theme] = [], stateMachines: [StateMachine] = []
  ) -> String {
    let list = animations.map { animation in
      JSONText.object(
        [("id", JSONText.string(animation.id))]
          + (animation.themes.isEmpty
            ? [] : [("themes", JSONText.array(animation.themes.map(JSONText.string)))]))
    }
    let themeList = themes.map {
      JSONText.object([("id", JSONText.string($0.id)), ("name", JSONText.string($0.name))])
    }
    var members = [
      ("version", JSONText.string("2")), ("generator", JSONText.string("Motionboard")),
      ("animations", JSONText.array(list)),
    ]
    if !themes.isEmpty { members.append(("themes", JSONText.array(themeList))) }
    if !stateMachines.isEmpty {
      let list = stateMachines.map { JSONText.object([("id", JSONText.string($0.id))]) }
      members.append(("stateMachines", JSONText.array(list)))
    }
    var initial: [(String, String)] = []
    if let first = animations.first { initial.append(("animation", JSONText.string(first.id))) }
    if let first = stateMachines.first {
      initial.append(("stateMachine", JSONText.string(first.id)))
    }
    if !initial.isEmpty { members.append(("initial", JSONText.object(initial))) }
    return JSONText.object(members)
  }

  /// An animation id from a name: letters, digits, `-` and `_` kept, anything else `_`, so it
  /// is a safe file name (`animation` for an empty name).
  package static func id(for name: String) -> String {
    let kept = String(
      name.unicodeScalars.map { scalar -> Character in
        let safe =
          (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
          || (scalar >= "0" && scalar <= "9") || scalar == "-" || scalar == "_"
        return safe ? Character(scalar) : "_"
      })
    return kept.isEmpty ? "animation" : kept
  }

  /// The archive's bytes, or nil if libzip fails (it does not, short of memory).
  package static func bytes(
    _ animations: [Animation], themes: [Theme] = [], stateMachines: [StateMachine] = []
  ) -> [UInt8]? {
    let manifest = manifest(animations, themes: themes, stateMachines: stateMachines)
    let entries =
      [("manifest.json", Array(manifest.utf8))]
      + animations.map { ("a/\($0.id).json", Array($0.json.utf8)) }
      + themes.map { ("t/\($0.id).json", Array($0.json.utf8)) }
      + stateMachines.map { ("s/\($0.id).json", Array($0.json.utf8)) }
    return zipped(entries)
  }

  /// Entries zipped in order, in memory.
  static func zipped(_ entries: [(name: String, bytes: [UInt8])]) -> [UInt8]? {
    var error = zip_error_t()
    zip_error_init(&error)
    defer { zip_error_fini(&error) }
    guard let target = zip_source_buffer_create(nil, 0, 0, &error) else { return nil }
    // The archive takes a reference that its close drops; ours keeps the buffer readable.
    zip_source_keep(target)
    defer { zip_source_free(target) }
    guard let archive = zip_open_from_source(target, ZIP_TRUNCATE, &error) else { return nil }
    for entry in entries {
      // libzip frees the copy when it is done with it (freep = 1).
      guard let copy = malloc(max(1, entry.bytes.count)) else {
        zip_discard(archive)
        return nil
      }
      entry.bytes.withUnsafeBytes { buffer in
        if let base = buffer.baseAddress { copy.copyMemory(from: base, byteCount: buffer.count) }
      }
      guard let source = zip_source_buffer(archive, copy, zip_uint64_t(entry.bytes.count), 1)
      else {
        free(copy)
        zip_discard(archive)
        return nil
      }
      let index = zip_file_add(archive, entry.name, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
      guard index >= 0 else {
        zip_source_free(source)
        zip_discard(archive)
        return nil
      }
      let entryIndex = zip_uint64_t(index)
      // 1980-01-01 00:00:00 in MS-DOS form: date (year - 1980) << 9 | month << 5 | day.
      guard zip_set_file_compression(archive, entryIndex, ZIP_CM_DEFLATE, 9) == 0,
        zip_file_set_dostime(archive, entryIndex, 0, (1 << 5) | 1, 0) == 0,
        zip_file_set_external_attributes(
          archive, entryIndex, 0, zip_uint8_t(ZIP_OPSYS_UNIX), zip_uint32_t(0o100644) << 16) == 0
      else {
        zip_discard(archive)
        return nil
      }
    }
    guard zip_close(archive) == 0 else {
      zip_discard(archive)
      return nil
    }
    return read(target)
  }

  /// The bytes a buffer source holds.
  private static func read(_ source: OpaquePointer) -> [UInt8]? {
    guard zip_source_open(source) == 0 else { return nil }
    defer { zip_source_close(source) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        zip_source_read(source, $0.baseAddress, zip_uint64_t($0.count))
      }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      bytes += chunk[..<Int(count)]
    }
    return bytes
  }

  /// The entries of an archive, by name, in order: the reading counterpart, for tests and
  /// checks.
  package static func entries(_ bytes: [UInt8]) -> [(name: String, bytes: [UInt8])]? {
    var error = zip_error_t()
    zip_error_init(&error)
    defer { zip_error_fini(&error) }
    let copy = malloc(max(1, bytes.count))
    guard let copy else { return nil }
    bytes.withUnsafeBytes { buffer in
      if let base = buffer.baseAddress { copy.copyMemory(from: base, byteCount: buffer.count) }
    }
    guard let source = zip_source_buffer_create(copy, zip_uint64_t(bytes.count), 1, &error) else {
      free(copy)
      return nil
    }
    guard let archive = zip_open_from_source(source, ZIP_RDONLY, &error) else {
      zip_source_free(source)
      return nil
    }
    defer { zip_discard(archive) }
    var entries: [(name: String, bytes: [UInt8])] = []
    for index in 0..<zip_get_num_entries(archive, 0) {
      guard let name = zip_get_name(archive, zip_uint64_t(index), 0),
        let file = zip_fopen_index(archive, zip_uint64_t(index), 0)
      else { return nil }
      var content: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          zip_fread(file, $0.baseAddress, zip_uint64_t($0.count))
        }
        if count <= 0 { break }
        content += chunk[..<Int(count)]
      }
      zip_fclose(file)
      entries.append((String(cString: name), content))
    }
    return entries
  }
}
