import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The set-up that `./motionboard` (the README's first command) and `.ci/run` run first.
///
/// `.ci/bootstrap` finds the Debian packages of `.ci/packages` that are missing, installs them as root, and
/// otherwise stops with the `apt-get install` line. The machine's libraries are hidden from it
/// with an empty pkg-config search path (PKG_CONFIG_LIBDIR replaces pkg-config's built-in one).
@Suite("bootstrap", .serialized)
struct BootstrapTests {
  /// A system-library target of `Package.swift`: the libraries the build links.
  struct SystemLibrary {
    var name: String
    var pkgConfig: String?
    var providers: [String]
  }

  /// The manifest's `.systemLibrary(…)` targets, read from its text (not from `.ci/packages`,
  /// which they are compared with): each one's name, pkg-config module and apt providers.
  static func systemLibraries() throws -> [SystemLibrary] {
    let text = try #require(Repository.text(Repository.path("Package.swift")))
    var found: [SystemLibrary] = []
    var rest = Substring(text)
    while let start = rest.firstRange(of: ".systemLibrary(") {
      var depth = 0
      var end = start.upperBound
      for index in rest[start.lowerBound...].indices {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" {
          depth -= 1
          if depth == 0 {
            end = index
            break
          }
        }
      }
      let call = rest[start.upperBound..<end]
      let quoted = { (label: String) -> [String] in
        guard let at = call.firstRange(of: label + ":") else { return [] }
        let after = call[at.upperBound...]
        let value = label == "providers" ? after.prefix { $0 != "]" } : after.prefix { $0 != "," }
        return value.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
      found.append(
        SystemLibrary(
          name: quoted("name").first ?? "", pkgConfig: quoted("pkgConfig").first,
          providers: quoted("providers")))
      rest = rest[end...]
    }
    return found
  }

  /// The Debian packages that provide the libraries the build links: every provider of every
  /// system library of the manifest.
  static var libraries: [String] {
    get throws { try systemLibraries().flatMap(\.providers) }
  }

  /// The libraries checked with pkg-config: all but those with no pkg-config file (libclang),
  /// which .ci/packages checks by a file of theirs.
  static var pkgConfigLibraries: [String] {
    get throws {
      let fileChecked = Set(try packages().filter { $0.2.hasPrefix("file:") }.map(\.0))
      return try libraries.filter { !fileChecked.contains($0) }
    }
  }

  /// `.ci/packages`'s lines as (package, version, check), read here on their own.
  static func packages() throws -> [(String, String, String)] {
    let text = try #require(Repository.text(Repository.path(".ci/packages")))
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard fields.count == 3, !fields[0].hasPrefix("#") else { return nil }
      return (fields[0], fields[1], fields[2])
    }
  }

  /// Copies the script and its list to a folder anyone can read (for the run as another user).
  static func copyOfScript() throws -> String {
    let folder = TemporaryFolder.forProcess()
    chmod(folder, 0o755)
    for name in ["bootstrap", "packages"] {
      let text = try #require(Repository.text(Repository.path(".ci/" + name)))
      #expect(Repository.write(text, to: folder + "/" + name))
      chmod(folder + "/" + name, 0o755)
    }
    return folder
  }

  /// Runs `bash SCRIPT ARGUMENTS` with the given environment (nothing else), as the user `nobody`
  /// when `asUser` and this test runs as root; returns its status and what it printed.
  static func run(
    _ script: String, _ arguments: [String], environment: [String], asUser: Bool = false
  ) throws -> CommandResult {
    let folder = TemporaryFolder()
    chmod(folder.path, 0o777)
    var command = ["/bin/bash", script] + arguments
    if asUser && getuid() == 0 {
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
    }
    let quoted = command.map { "'" + $0 + "'" }.joined(separator: " ")
    let line = "\(quoted) >'\(folder.path)/out' 2>'\(folder.path)/err'"
    let pid = try #require(spawnProcess(["/bin/bash", "-c", line], environment: environment))
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return CommandResult(
      status: (status >> 8) & 0xFF, output: Repository.text(folder.path + "/out") ?? "",
      error: Repository.text(folder.path + "/err") ?? "")
  }

  static var path: String { getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin" }

  @Test("the manifest's system libraries are read from Package.swift")
  func manifestIsRead() throws {
    let libraries = try Self.systemLibraries()
    #expect(libraries.count >= 13, "\(libraries.map(\.name))")
    let xml = libraries.first { $0.name == "CLibXML2" }
    #expect(xml?.pkgConfig == "libxml-2.0" && xml?.providers == ["libxml2-dev"])
    let video = libraries.first { $0.name == "CLibAV" }
    #expect(video?.providers.count == 4)
  }

  @Test(
    "every library Package.swift links is in the package list with a version, its pkg-config module checked"
  )
  func listNamesTheLibraries() throws {
    let listed = try Self.packages()
    for library in try Self.systemLibraries() {
      #expect(!library.providers.isEmpty, "\(library.name) names no apt provider")
      for provider in library.providers {
        let line = listed.first { $0.0 == provider }
        #expect(line != nil, "\(provider) (\(library.name)) is not in .ci/packages")
        // A library without a pkg-config file (libclang) is checked by a file of its own.
        #expect(
          line?.2.hasPrefix("pkg-config:") == true
            || (library.pkgConfig == nil && line?.2.hasPrefix("file:") == true),
          "\(provider) is not checked with pkg-config")
        #expect(line.map { $0.1.contains(where: \.isNumber) } == true)
      }
      if let module = library.pkgConfig {
        let checked = listed.filter { library.providers.contains($0.0) }.map(\.2)
        #expect(
          checked.contains("pkg-config:" + module),
          "\(library.name) links pkg-config module \(module), which no provider's line checks: \(checked)"
        )
      }
    }
  }

  @Test("every library the package list checks with pkg-config is one that Package.swift links")
  func listHasNoOtherLibraries() throws {
    let providers = Set(try Self.libraries)
    for (package, _, check) in try Self.packages() where check.hasPrefix("pkg-config:") {
      #expect(
        providers.contains(package),
        "\(package) is in .ci/packages but provides no system library target")
    }
  }

  @Test(
    "with an empty pkg-config path, a dry run lists every library at its tested version and the apt-get line"
  )
  func dryRunWithoutLibraries() throws {
    let empty = TemporaryFolder()
    let result = try Self.run(
      Repository.path(".ci/bootstrap"), ["--dry-run"],
      environment: ["PATH=\(Self.path)", "PKG_CONFIG_PATH=", "PKG_CONFIG_LIBDIR=\(empty.path)"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    let pinned = try Self.packages().filter { $0.2.hasPrefix("pkg-config:") }
      .map { "\($0.0)=\($0.1)" }
    #expect(pinned.count >= Set(try Self.pkgConfigLibraries).count)
    for package in pinned { #expect(lines.contains("would install \(package)")) }
    let command = try #require(lines.last)
    #expect(command.hasPrefix("would run: apt-get install -y --no-install-recommends "))
    for package in pinned { #expect(command.split(separator: " ").contains(Substring(package))) }
  }

  @Test("on this machine, set up by .ci/run, nothing is missing: the dry run says so")
  func nothingMissingHere() throws {
    let result = try Self.run(
      Repository.path(".ci/bootstrap"), ["--dry-run"], environment: ["PATH=\(Self.path)"])
    #expect(result.status == 0)
    let count = try Self.packages().count
    #expect(
      result.output == "nothing to install: the \(count) packages of .ci/packages are all present\n"
    )
    #expect(result.error.isEmpty, "\(result.error)")
    // Without --dry-run (as ./motionboard runs it before every build) it stays quiet.
    let quiet = try Self.run(
      Repository.path(".ci/bootstrap"), [], environment: ["PATH=\(Self.path)"])
    #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.error.isEmpty)
  }

  @Test("another user missing libraries is shown the apt-get install line and the command stops")
  func userIsShownTheLine() throws {
    let folder = try Self.copyOfScript()
    let result = try Self.run(
      folder + "/bootstrap", [], environment: ["PATH=\(Self.path)", "PKG_CONFIG_LIBDIR=\(folder)"],
      asUser: true)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let line = try #require(
      result.error.split(separator: "\n").first { $0.hasPrefix("  sudo apt-get install ") })
    for library in try Self.pkgConfigLibraries {
      #expect(line.split(separator: " ").contains(Substring(library)))
    }
  }
}
