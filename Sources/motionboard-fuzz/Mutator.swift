#if FUZZING
  #if canImport(Glibc)
    import Glibc
  #endif

  @_silgen_name("LLVMFuzzerMutate")
  func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

  /// Values that stress the format where it is most intricate: numbers at the edges,
  /// expressions, priorities, timing values, references and markup.
  let interestingValues: [String] = [
    "0", "-1", "1e308", "-1e308", "nan", "inf", "1e-320", "0.0000001", "999999999", "-0",
    "1000", "999.99", "required", "defaultLow", "1:0", "3:2", "a.width / 0", "min(1,2,3)",
    "((((1))))", "-(-(-1))", "root.height - root.height", "x.constant * 1e300", "indefinite",
    "0.001", "100", "true", "false", "#FFF", "#12345678", "systemBlue", "a.top == b.bottom + 8",
    "a.width == a.width * 2", "a.height <= -1 @1", "superview", "safeArea", "root", "a", "b",
    "easeInOut", "0 0 0 0", "1 2", "-5 -5 10 10", "&lt;script&gt;", "]]>", "\u{0}", "",
    // Text and fonts: scripts, marks, ligatures, breaks, truncation, families.
    "如何對使用了autolayout的UIView添加動畫", "مرحبا بالعالم hello", "e\u{301}\u{302}\u{303}",
    "ffi fl ﬁ", "👨‍👩‍👧 ❤️", "a&#10;b&#10;&#10;c", "\t \t", "…", String(repeating: "W", count: 300),
    String(repeating: "word ", count: 200), "system 1000 black", "Inter 0.5", "No Such Font 17",
    "DejaVu Sans 17 bold", "largeTitle", "0", "2", "-3",
    // Storyboards and xibs: IB's words, devices, multipliers, colors, ids.
    "YES", "NO", "retina6_1", "ipad9_7", "landscape", "notAnAttribute", "1/0", "16:9", "0:1",
    "displayP3", "genericGamma22GrayColorSpace", "systemBlueColor", "infinite", "baseline",
    "leftMargin", "fillProportionally", "equalCentering", "firstBaseline", "standard",
    "heightClass=compact-widthClass=regular", "default", "-1", "UICTFontTextStyleTitle0",
    // Images and assets (FuzzWorkspace.swift): traps and good files by name.
    "link.png", "environ.png", "notes.svg", "sub/evil.png", "photo.png", "fuzz.png", "Logo",
    "Fuzz", "Evil", "Top", "Secret.png", "Logo@2x.png", "../secret.txt", "2x", "dark",
    "luminosity", "universal", "NaN", "1e308",
  ]

  /// Structure-aware half the time: replaces one attribute value with an interesting one, so
  /// mutations keep the document well-formed and reach layout, motion and the writers; raw
  /// byte mutations the other half.
  @_cdecl("LLVMFuzzerCustomMutator")
  public func customMutator(
    _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
  ) -> Int {
    var random = seed
    func next(_ bound: Int) -> Int {
      random = random &* 1_103_515_245 &+ 12345
      return Int((random >> 8) % UInt32(max(1, bound)))
    }
    guard next(2) == 0 else { return LLVMFuzzerMutate(data, size, maxSize) }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var quotes: [Int] = []
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") {
      quotes.append(index)
    }
    guard quotes.count >= 2 else { return LLVMFuzzerMutate(data, size, maxSize) }
    let pair = next(quotes.count / 2) * 2
    let (open, close) = (quotes[pair], quotes[pair + 1])
    let value = Array(interestingValues[next(interestingValues.count)].utf8)
    var result = Array(bytes[...open]) + value + Array(bytes[close...])
    if result.count > maxSize { result = Array(result.prefix(maxSize)) }
    result.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { data.update(from: base, count: buffer.count) }
    }
    return result.count
  }
#endif
