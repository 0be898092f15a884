import Foundation
import TestSupport
import Testing

/// A migration walks a tree with a bounded number of open descriptors and
/// no recursion: 8,200 nested folders move across file systems under
/// `ulimit -n 64` (each walk holds two directories open, whatever the depth).
@Suite(.enabled(if: SmallFileSystem.isAvailable, "needs the right to mount a tmpfs (root)"))
struct MigrateDeepTreeTests {
  static let depth = 8_200

  /// Makes `depth` nested folders `d` under `root`, a file in the deepest.
  private func buildChain(at root: String) {
    _ = mkdir(root, 0o755)
    var current = open(root, O_RDONLY | O_DIRECTORY)
    for _ in 0..<Self.depth {
      _ = mkdirat(current, "d", 0o755)
      let next = openat(current, "d", O_RDONLY | O_DIRECTORY)
      close(current)
      current = next
    }
    let file = openat(current, "deepest", O_WRONLY | O_CREAT, 0o644)
    _ = write(file, "bottom", 6)
    close(file)
    close(current)
  }

  /// The depth of the chain at `root`, and whether the deepest file is whole.
  private func measureChain(at root: String) -> (depth: Int, fileIsWhole: Bool) {
    var current = open(root, O_RDONLY | O_DIRECTORY)
    var depth = 0
    while true {
      let next = openat(current, "d", O_RDONLY | O_DIRECTORY)
      if next < 0 { break }
      close(current)
      current = next
      depth += 1
    }
    var buffer = [UInt8](repeating: 0, count: 16)
    let file = openat(current, "deepest", O_RDONLY)
    let count = file < 0 ? 0 : read(file, &buffer, buffer.count)
    close(file)
    close(current)
    return (depth, Array(buffer.prefix(max(count, 0))) == Array("bottom".utf8))
  }

  @Test func eightThousandLevelsMoveAcrossFileSystemsUnderALowDescriptorLimit() throws {
    let scratch = try ScratchDirectory()
    let legacy = scratch.path("home/.myapp")
    buildChain(at: legacy)
    try SmallFileSystem.with(at: scratch.path("data"), kilobytes: 64 * 1024, mode: "0700") { data in
      var environment = scratch.environment
      environment["XDG_DATA_HOME"] = data
      let process = Process()
      process.executableURL = URL(filePath: "/bin/sh")
      process.arguments = [
        "-c", "ulimit -n 64 && exec \"$0\" \"$@\"",
        try CLI.executableURL().path(percentEncoded: false), "migrate", legacy, "--to",
        "applicationSupport", "--app", "myapp",
      ]
      process.environment = environment
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()

      #expect(process.terminationStatus == 0, "\(message.prefix(300))")
      let copied = measureChain(at: data + "/myapp")
      #expect(copied.depth == Self.depth && copied.fileIsWhole)
      #expect(!FileManager.default.fileExists(atPath: legacy))
    }
  }
}
