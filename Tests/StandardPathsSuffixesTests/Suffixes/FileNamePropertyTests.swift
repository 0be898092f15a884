import PropertyBased
import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Random names built from pieces that exercise every rule of the grammar.
enum FileNameGen {
  typealias AnyGenerator<T> = Generator<T, AnySequence<Any>>

  static func pick<T: Sendable>(_ values: [T]) -> AnyGenerator<T> {
    Gen.int(in: 0...(values.count - 1)).map { values[$0] }.eraseToAny()
  }

  static let tokens = [
    "a", "b", "Z", "7", "0", ".", "..", "/", "//", "-", "@", "x", "h", "d", "~", "?", "_", " ",
    "@2x", "@1.5x", "@0x", "-hd", "-568h", "-1.5h", "~ipad", "~iphone", "~mac", "~tv", "~car",
    "~IPAD", "@2X", ".png", ".gz", ".tar", "http://", "é", "9",
  ]

  /// Arbitrary strings made of grammar pieces.
  static let text: AnyGenerator<String> =
    pick(tokens).array(of: 0...14).map { $0.joined() }.eraseToAny()

  static let directories = ["", "dir/", "a/b/", "http://a.com//", "/", "x.y/", "//", "d@2x/"]
  static let baseTokens = [
    "a", "b", "Z", "7", "0", "foo", "-", ".", "_", "h", "d", "x", "1.5", " ",
  ]
  static let extensions: [String?] = [nil, "png", "jpg", "PNG", "obj.gz", "tar.gz", "gz", "nib"]
  static let queries: [String?] = [nil, "v=1", "a=b.c&d=@2x", ""]
  static let idioms: [InterfaceIdiom?] = [nil] + InterfaceIdiom.allCases

  /// Arbitrary doubles (many digits) and typical suffix numbers.
  static let number: AnyGenerator<Double> = zip(
    Gen.bool, Gen.double(in: 0...5000), pick([568.0, 667, 1024, 1.5, 0, 2, 3, 0.25])
  )
  .map { isArbitrary, arbitrary, typical in isArbitrary ? arbitrary : typical }
  .eraseToAny()

  /// Components whose canonical text parses back to them (see
  /// `isCanonical`).
  static let canonicalName: AnyGenerator<FileName> = zip(
    pick(directories), pick(baseTokens).array(of: 1...4).map { $0.joined() },
    number.optional, Gen.bool, number.optional, pick(idioms), pick(extensions), pick(queries)
  )
  .map { directory, base, height, isHD, scale, idiom, pathExtension, query in
    FileName(
      directory: directory, base: base, height: height, isHD: isHD, scale: scale, idiom: idiom,
      pathExtension: pathExtension, query: pathExtension == nil ? nil : query)
  }
  .filter(isCanonical)
  .eraseToAny()

  /// Whether `name`'s canonical text can only be read back as `name`: the
  /// base must not itself end like a suffix, and its dots must not be taken
  /// for an extension. This characterises the grammar independently of the
  /// parser under test.
  @Sendable static func isCanonical(_ name: FileName) -> Bool {
    let base = name.base
    guard !base.isEmpty, !base.hasSuffix("-hd"), base.last != "h" else { return false }
    let hasSuffix = name.height != nil || name.isHD || name.scale != nil || name.idiom != nil
    let bytes = Array(base.utf8)
    let lastDot = bytes.lastIndex(of: UInt8(ascii: "."))
    let dotCouldStartExtension = lastDot.map { $0 > 0 && $0 < bytes.count - 1 } ?? false
    if !hasSuffix, dotCouldStartExtension, name.pathExtension == nil || name.pathExtension == "gz" {
      return false
    }
    return true
  }

  /// The typed suffix kinds, as (has it, append it, delete it).
  struct Kind: Sendable, CustomStringConvertible {
    let description: String
    let isPresent: @Sendable (FileName) -> Bool
    let append: @Sendable (FileName) -> FileName
    let delete: @Sendable (FileName) -> FileName
  }

  static let kinds: [Kind] = [
    Kind(
      description: "scale", isPresent: { $0.scale != nil },
      append: { $0.appendingSuffix(forScale: 2.5, device: .mac) },
      delete: { $0.deletingScaleSuffix() }),
    Kind(
      description: "device scale", isPresent: { $0.scale != nil },
      append: { $0.appendingDeviceScaleSuffix(for: .iPhone6Plus) },
      delete: { $0.deletingScaleSuffix() }),
    Kind(
      description: "height", isPresent: { $0.height != nil },
      append: { $0.appendingSuffix(forHeight: 667, device: .mac) },
      delete: { $0.deletingHeightSuffix() }),
    Kind(
      description: "device height", isPresent: { $0.height != nil },
      append: { $0.appendingDeviceHeightSuffix(for: .iPhone5) },
      delete: { $0.deletingHeightSuffix() }),
    Kind(
      description: "hd", isPresent: \.isHD,
      append: { $0.appendingHDSuffix() }, delete: { $0.deletingHDSuffix() }),
    Kind(
      description: "idiom", isPresent: { $0.idiom != nil },
      append: { $0.appendingSuffix(forInterfaceIdiom: .carPlay) },
      delete: { $0.deletingInterfaceIdiomSuffix() }),
  ]
}

@Suite("FileName properties")
struct FileNamePropertyTests {
  @Test func parsingFormattedComponentsGivesThemBack() async {
    await propertyCheck(count: 1000, input: FileNameGen.canonicalName) { name in
      let text = name.string
      let parsed = FileName(text)
      #expect(parsed == name, "\(text)")
      #expect(parsed.string == text)
    }
  }

  @Test func formattingAParsedStringGivesItBack() async {
    await propertyCheck(count: 1000, input: FileNameGen.text) { text in
      #expect(FileName(text).string == text)
    }
  }

  @Test func parsingIsStableUnderCanonicalization() async {
    await propertyCheck(count: 500, input: FileNameGen.text) { text in
      let canonical = FileName(text).canonicalized
      #expect(FileName(canonical.string) == canonical, "\(text)")
    }
  }

  @Test(arguments: FileNameGen.kinds)
  func appendingThenDeletingATypedSuffixGivesTheInput(kind: FileNameGen.Kind) async {
    await propertyCheck(count: 400, input: FileNameGen.text) { text in
      let name = FileName(text)
      guard !kind.isPresent(name) else { return }
      let appended = FileName(kind.append(name).string)
      #expect(kind.isPresent(appended), "\(text)")
      #expect(kind.delete(appended).string == text, "\(text)")
    }
  }

  @Test(arguments: FileNameGen.kinds)
  func typedAppendersAreIdempotent(kind: FileNameGen.Kind) async {
    await propertyCheck(count: 400, input: FileNameGen.text) { text in
      let once = kind.append(FileName(text)).string
      let twice = kind.append(FileName(once)).string
      #expect(once == twice, "\(text)")
    }
  }
}
