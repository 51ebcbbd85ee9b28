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
  /// The four libraries the build links, each found through pkg-config.
  static let libraries = ["libxml2-dev", "libfreetype-dev", "libharfbuzz-dev", "libfontconfig-dev"]

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
      status: (status >> 8) & 0xFF, output: readText(folder.path + "/out") ?? "",
      error: readText(folder.path + "/err") ?? "")
  }

  static var path: String { getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin" }

  @Test("the package list names the four libraries the build links, each with a version")
  func listNamesTheLibraries() throws {
    let listed = try Self.packages()
    for library in Self.libraries {
      let line = listed.first { $0.0 == library }
      #expect(line != nil, "\(library) is not in .ci/packages")
      #expect(line?.2.hasPrefix("pkg-config:") == true)
      #expect(line.map { $0.1.contains(where: \.isNumber) } == true)
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
    #expect(pinned.count >= Self.libraries.count)
    for package in pinned { #expect(lines.contains("would install \(package)")) }
    let command = try #require(lines.last)
    #expect(command.hasPrefix("would run: apt-get install -y --no-install-recommends "))
    for package in pinned { #expect(command.split(separator: " ").contains(Substring(package))) }
  }

  @Test("on this machine, set up by .ci/run, nothing is missing: the dry run prints nothing")
  func nothingMissingHere() throws {
    let result = try Self.run(
      Repository.path(".ci/bootstrap"), ["--dry-run"], environment: ["PATH=\(Self.path)"])
    #expect(result.status == 0)
    #expect(result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
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
    for library in Self.libraries {
      #expect(line.split(separator: " ").contains(Substring(library)))
    }
  }
}
