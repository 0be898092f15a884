import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// A real image file that a tool writes at test time, and what its header
/// must read as. The recipe is the tool's arguments (ImageMagick, with `OUT`
/// standing for the output file) or a Python snippet (Pillow, writing to
/// `OUT`); the expected sizes are the ones the recipe asks for.
struct ImageFixture: Sendable, CustomTestStringConvertible {
  /// The file name, unique in the table; its extension is only a label.
  var name: String
  /// The tool that writes it.
  var tool: FixtureTool
  /// ImageMagick arguments, or one Python snippet.
  var recipe: [String]
  /// What ``ImageHeaderReader`` must return for the whole file.
  var expected: ImageHeaderResult

  /// The name, shown for each argument of a parameterised test.
  var testDescription: String { name }

  /// The fixtures whose tool is installed here.
  static let available = all.filter { $0.tool.command != nil }

  /// Every fixture.
  static let all = imageMagickFixtures + pillowFixtures
}

extension ImageFixture {
  /// A header of `format` with the given pages, for expectations.
  static func sized(_ format: ImageFormat, _ pages: (Int, Int)...) -> ImageHeaderResult {
    .size(ImageHeader(format: format, pages: pages.map { PixelSize(width: $0.0, height: $0.1) }))
  }

  /// A fixture ImageMagick writes.
  static func magick(
    _ name: String, _ arguments: [String], _ expected: ImageHeaderResult
  ) -> ImageFixture {
    ImageFixture(name: name, tool: .imageMagick, recipe: arguments, expected: expected)
  }

  /// A fixture Pillow writes.
  static func pillow(_ name: String, _ code: String, _ expected: ImageHeaderResult) -> ImageFixture
  {
    ImageFixture(name: name, tool: .pillow, recipe: [code], expected: expected)
  }

  /// An 8-bit gradient of the given size, as ImageMagick input.
  static func gradient(_ width: Int, _ height: Int) -> [String] {
    ["-size", "\(width)x\(height)", "gradient:red-blue", "-depth", "8"]
  }
}
