import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths on the command line are bytes (Design/command-line.md#paths-are-bytes): a folder whose
/// name is Latin-1 (`caf\xE9`, not UTF-8) is found by every command that takes a path. Linux
/// file systems (ext4, tmpfs) accept any bytes; the test creates them with system calls, which
/// Foundation cannot.
@Suite struct PathArgumentBytesEndToEndTests {
  let scratch: ScratchDirectory
  /// `<scratch>/home/caf\xE9`.
  let folder: [UInt8]

  init() throws {
    scratch = try ScratchDirectory()
    folder = Array(scratch.path("home/caf").utf8) + [0xE9]
    #expect(Self.makeDirectory(folder))
  }

  /// The scratch environment with every XDG base directory inside it.
  private var environment: [String: String] {
    scratch.environment.merging(
      [
        "XDG_DATA_HOME": scratch.path("home/.local/share"),
        "XDG_CONFIG_HOME": scratch.path("home/.config"),
        "XDG_CACHE_HOME": scratch.path("home/.cache"),
        "XDG_STATE_HOME": scratch.path("home/.local/state"),
      ], uniquingKeysWith: { $1 })
  }

  private func run(
    _ arguments: [String], raw: [String: [UInt8]], in directory: String? = nil
  ) throws -> CLI.Result {
    try CLI.run(
      arguments, environment: environment, currentDirectory: directory ?? scratch.root,
      rawVariables: raw)
  }

  @Test func migrateMovesTheFolder() throws {
    #expect(Self.writeFile(folder + Array("/settings.json".utf8), "settings"))
    let result = try run(
      ["migrate", "$LEGACY", "--to", "applicationSupport", "--app", "myapp"],
      raw: ["LEGACY": folder])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.hasPrefix("migrated "), "\(result)")
    #expect(!Self.exists(folder))
    let moved = scratch.path("home/.local/share/myapp/settings.json")
    #expect(try String(contentsOfFile: moved, encoding: .utf8) == "settings")
  }

  @Test func migrateTakesARelativePath() throws {
    #expect(Self.writeFile(folder + Array("/notes.txt".utf8), "notes"))
    let result = try run(
      ["migrate", "$LEGACY", "--to", "state", "--app", "myapp"],
      raw: ["LEGACY": Array("caf".utf8) + [0xE9]], in: scratch.path("home"))
    #expect(result.status == 0, "\(result)")
    #expect(!Self.exists(folder))
    #expect(
      FileManager.default.fileExists(atPath: scratch.path("home/.local/state/myapp/notes.txt")))
  }

  @Test func backupStatusFindsTheFolder() throws {
    let exclude = try run(["backup", "exclude", "$DIR"], raw: ["DIR": folder])
    #expect(exclude.status == 0, "\(exclude)")
    #expect(Self.exists(folder + Array("/CACHEDIR.TAG".utf8)))
    let status = try run(["backup", "status", "$DIR"], raw: ["DIR": folder])
    #expect(status.status == 0, "\(status)")
    #expect(status.lines.first == "CACHEDIR.TAG: excluded")
    let include = try run(["backup", "include", "$DIR"], raw: ["DIR": folder])
    #expect(include.status == 0, "\(include)")
    #expect(!Self.exists(folder + Array("/CACHEDIR.TAG".utf8)))
  }

  @Test func lintReadsTheFolder() throws {
    for name in ["icon.png", "icon@2x.png", "icon@3x.png"] {
      #expect(Self.writeFile(folder + Array("/\(name)".utf8), ""))
    }
    let result = try run(["lint", "$DIR", "--names-only"], raw: ["DIR": folder])
    #expect(result.status == 0, "\(result)")
    #expect(result.lines.last?.hasPrefix("3 files, 1 asset") == true, "\(result)")
  }

  @Test func resolveResolvesInTheRoot() throws {
    for name in ["Image1.png", "Image1@2x.png"] {
      #expect(Self.writeFile(folder + Array("/\(name)".utf8), ""))
    }
    let result = try run(
      ["resolve", "Image1", "--root", "$DIR", "--device", "iphone6"], raw: ["DIR": folder])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutputBytes == folder + Array("/Image1@2x.png\n".utf8))
    let equals = try run(
      ["resolve", "Image1", "--device", "iphone6", "$ROOT"],
      raw: ["ROOT": Array("--root=".utf8) + folder])
    #expect(equals.standardOutputBytes == folder + Array("/Image1@2x.png\n".utf8), "\(equals)")
  }

  @Test func pathsThatCannotBeToldApartAreAnError() throws {
    let other = Array(scratch.path("home/caf").utf8) + [0xE8]
    let result = try run(
      ["lint", "$DIR", "--html", "$PAGE", "--names-only"], raw: ["DIR": folder, "PAGE": other])
    #expect(result.status == 2, "\(result)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
    #expect(result.standardError.hasPrefix("standard-paths: error: cannot tell which bytes"))
  }

  @Test func missingFolderThatIsNotUTF8IsAFailure() throws {
    let missing = Array(scratch.path("home/gone").utf8) + [0xE9]
    for arguments in [["lint", "$DIR"], ["resolve", "x", "--root", "$DIR"]] {
      let result = try run(arguments, raw: ["DIR": missing])
      #expect(result.status == 2, "\(result)")
      #expect(result.standardError.hasPrefix("standard-paths: error: no directory at"))
    }
  }

  // MARK: - Bytes on disk

  private static func withPath<Result>(
    _ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result? {
    (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map(body)
    }
  }

  private static func makeDirectory(_ path: [UInt8]) -> Bool {
    withPath(path) { mkdir($0, 0o755) } == 0
  }

  private static func writeFile(_ path: [UInt8], _ contents: String) -> Bool {
    guard let descriptor = withPath(path, { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }),
      descriptor >= 0
    else { return false }
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
  }

  private static func exists(_ path: [UInt8]) -> Bool {
    var info = stat()
    return withPath(path) { stat($0, &info) } == 0
  }
}
