import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// `standard-paths suffix NAME`: the suffix components of a file name.
struct SuffixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suffix",
    abstract: "Print the suffix components of a file name.",
    discussion: """
      Prints base, height, hd, scale, idiom and extension. The base includes \
      any directory before the file name, and the extension any query string, \
      so nothing of NAME is lost. A NAME may start with "-" (such as -hd.png);       only --json and --help are options here.
      """,
    // `-h` would swallow names such as `-hd.png`.
    helpNames: [.long]
  ).standardPathsSubcommand

  /// Collected as "unrecognized" arguments so that a name starting with
  /// `-` (a suffix alone, `-hd.png`) is a name rather than an unknown option.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The file name, path or URL to parse.", valueName: "name"))
  var unrecognized: [String] = []

  /// Every name given (a `--` before the name is accepted, as usual).
  private var names: [String] { unrecognized.filter { $0 != "--" } }

  /// The one name to parse.
  private var name: String { names.first ?? "" }

  @Flag(help: "Print one JSON object (keys base, height, hd, scale, idiom, extension).")
  var json = false

  mutating func validate() throws {
    guard names.count == 1 else {
      throw ValidationError(
        names.isEmpty ? "missing the name to parse" : "expected one name, got \(names.count)")
    }
  }

  func run() {
    let components = SuffixComponents(FileName(name))
    print(json ? JSONOutput.object(components.jsonMembers) : TableOutput.render(components.rows))
  }
}

/// The parts of a ``FileName`` as the tool prints them.
struct SuffixComponents {
  let base: String
  let height: Double?
  let isHD: Bool
  let scale: Double?
  let idiom: String?
  let pathExtension: String?

  init(_ name: FileName) {
    base = name.directory + name.base
    height = name.height
    isHD = name.isHD
    scale = name.scale
    idiom = name.idiom?.rawValue
    pathExtension = name.pathExtension.map { pathExtension in
      name.query.map { pathExtension + "?" + $0 } ?? pathExtension
    }
  }

  var jsonMembers: [(key: String, value: JSONOutput.Scalar)] {
    [
      ("base", .string(base)),
      ("height", height.map(JSONOutput.Scalar.number) ?? .null),
      ("hd", .bool(isHD)),
      ("scale", scale.map(JSONOutput.Scalar.number) ?? .null),
      ("idiom", idiom.map(JSONOutput.Scalar.string) ?? .null),
      ("extension", pathExtension.map(JSONOutput.Scalar.string) ?? .null),
    ]
  }

  var rows: [(key: String, value: String?)] {
    jsonMembers.map { member in
      switch member.value {
      case .string(let text): return (member.key, text)
      case .null: return (member.key, nil)
      default: return (member.key, JSONOutput.encode(member.value))
      }
    }
  }
}
