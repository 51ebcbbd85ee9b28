import TestFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The README's first command and `.ci/run` install libclang with the build's other packages
/// (docs/code.md, Building the Objective-C reader): `.ci/packages` lists `libclang-dev` with a
/// check on its header, `.ci/bootstrap` installs it when that header is missing, and the package
/// brings both the header the build compiles against and the library the reader opens.
@Suite("libclang's package")
struct LibclangPackageTests {
  /// The `.ci/packages` line of the Objective-C reader.
  static func line() throws -> (package: String, version: String, check: String) {
    let line = try #require(try BootstrapTests.packages().first { $0.0 == "libclang-dev" })
    return (line.0, line.1, line.2)
  }

  @Test("a machine without libclang's header is told to install libclang-dev at its version")
  func missingHeader() throws {
    let listed = try Self.line()
    #expect(listed.check == "file:/usr/lib/llvm-*/include/clang-c/Index.h")
    // The script and a list of that package alone, its header looked for where no machine has
    // one: the check fails as on a fresh machine.
    let folder = try BootstrapTests.copyOfScript()
    let missing = listed.check.replacing("/usr/lib/", with: folder + "/none/")
    #expect(
      Repository.write(
        "\(listed.package) \(listed.version) \(missing)\n", to: folder + "/packages"))
    let result = try BootstrapTests.run(
      folder + "/bootstrap", ["--dry-run"], environment: ["PATH=\(BootstrapTests.path)"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output
        == "would install libclang-dev=\(listed.version)\n"
        + "would run: apt-get install -y --no-install-recommends libclang-dev=\(listed.version)\n")
  }

  @Test("libclang-dev brings the header the build finds and the library the reader opens")
  func packageContents() throws {
    // On this machine (set up by .ci/run): the header and library that the check, Package.swift
    // and Libclang look for belong to libclang-dev's dependencies.
    let folder = TemporaryFolder()
    let script = folder.path("owners.sh")
    #expect(
      Repository.write(
        """
        set -e
        header=$(ls /usr/lib/llvm-*/include/clang-c/Index.h | sort -V | tail -n 1)
        version=${header#/usr/lib/llvm-}; version=${version%%/*}
        dpkg-query -S "$header" | cut -d: -f1
        dpkg-query -S "/usr/lib/llvm-$version/lib/libclang-$version.so.1" | cut -d: -f1
        apt-cache depends libclang-dev | sed -n 's/^ *Depends: //p'
        apt-cache depends "libclang-$version-dev" | sed -n 's/^ *Depends: //p'
        echo "$version"
        """, to: script))
    let result = try BootstrapTests.run(
      script, [], environment: ["PATH=\(BootstrapTests.path)"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    let version = try #require(lines.last)
    let headerOwner = "libclang-\(version)-dev"
    let libraryOwner = "libclang1-\(version)"
    #expect(lines.first == headerOwner, "\(lines)")
    #expect(lines.dropFirst().first == libraryOwner, "\(lines)")
    // libclang-dev → libclang-N-dev (the header) → libclang1-N (the library).
    #expect(lines.contains(headerOwner) && lines.filter { $0 == libraryOwner }.count == 2)
  }
}
