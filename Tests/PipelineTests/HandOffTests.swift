import Interface
import Pipeline
import Synchronization
import TestFiles
import TestSupport
import Testing

/// `exportAllFiles` hands each file over as soon as it is written, so `export` can save it
/// while the other writer still works.
@Suite("files handed over")
struct HandOffTests {
  /// The files handed over in an export of the golden slide, as "FORMAT SUFFIX" names (sorted),
  /// with the returned files' names and whether each handed text is the returned one.
  static func handOff(
    formats: [OutputFormat], appearance: AppearanceMode? = nil, jobs: Int
  ) -> (handed: [String], returned: [String], same: Bool) {
    let compilation = Compilation()
    let source = Repository.text(Repository.path("Tests/PipelineTests/Goldens/slide.xml")) ?? ""
    let checked = compilation.check(Array(source.utf8), file: "slide.xml")
    var options = Compilation.ExportOptions()
    options.appearance = appearance
    options.tracks.jobs = jobs
    let handed = Mutex<[String: [String]]>([:])
    let (files, log) = compilation.exportAllFiles(
      checked, formats: formats, library: TestExport.library(), images: [:], options: options,
      preview: formats.contains(.html) ? TestExport.previewTemplate() : nil
    ) { file in
      guard case .text(let text) = file.file else { return }
      handed.withLock { $0["\(file.format.rawValue) \(file.suffix)", default: []].append(text) }
    }
    #expect(!log.hasErrors)
    let texts = handed.withLock { $0 }
    let same = files.allSatisfy { file in
      guard case .text(let text) = file.file else { return false }
      return texts["\(file.format.rawValue) \(file.suffix)"] == [text]
    }
    return (
      texts.keys.sorted(), files.map { "\($0.format.rawValue) \($0.suffix)" }, same
    )
  }

  @Test("each returned file is handed over once, the same text, with the writers side by side")
  func sideBySide() {
    let (handed, returned, same) = Self.handOff(formats: [.svg, .lottie], jobs: 2)
    #expect(handed == ["lottie ", "svg "])
    #expect(returned == ["svg ", "lottie "])
    #expect(same)
  }

  @Test("with --jobs 1 the format loop hands over the same files")
  func oneJob() {
    let (handed, returned, same) = Self.handOff(formats: [.svg, .lottie], jobs: 1)
    #expect(handed == ["lottie ", "svg "])
    #expect(returned == ["svg ", "lottie "])
    #expect(same)
  }

  @Test("--appearance both hands over the light and dark files too, each once")
  func bothAppearances() {
    let (handed, returned, same) = Self.handOff(
      formats: [.svg, .lottie], appearance: .both, jobs: 2)
    #expect(
      handed == ["lottie ", "lottie -dark", "lottie -light", "svg ", "svg -dark", "svg -light"])
    #expect(
      returned == ["svg ", "svg -light", "svg -dark", "lottie ", "lottie -light", "lottie -dark"])
    #expect(same)
  }

  @Test("a file of the format loop alone is handed over by it: the page")
  func pageAlone() {
    let (handed, returned, _) = Self.handOff(formats: [.html], jobs: 2)
    #expect(handed == ["html "])
    #expect(returned == ["html "])
  }
}
