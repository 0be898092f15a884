import Foundation
import TestSupport

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Trees to migrate.
enum TreeFixtures {
  /// A name that is not UTF-8: `caf` followed by the Latin-1 byte for `é`.
  static let latin1Name: Posix.Bytes = Array("caf".utf8) + [0xE9]

  /// Builds at `root` a tree with nested folders, files of modes 0600, 0644
  /// and 0755, an empty folder, a read-only folder, symbolic links
  /// (relative, absolute, dangling, pointing outside the tree, to a folder),
  /// names with a newline and with a byte that is not UTF-8, a 300 KiB file,
  /// and distinct modification times to the nanosecond everywhere (set after
  /// each folder is filled).
  static func buildRich(at root: String) {
    makeParent(of: root)
    let top = Posix.bytes(root)
    func at(_ relative: String) -> Posix.Bytes { Posix.join(top, Posix.bytes(relative)) }
    Posix.makeDirectory(top, mode: 0o755)
    Posix.writeFile(at("private.txt"), Array("secret\n".utf8), mode: 0o600)
    Posix.writeFile(at("run.sh"), Array("#!/bin/sh\necho hi\n".utf8), mode: 0o755)
    Posix.writeFile(at("empty-file"), [], mode: 0o644)
    Posix.makeDirectory(at("nested"), mode: 0o750)
    Posix.makeDirectory(at("nested/deeper"), mode: 0o755)
    Posix.makeDirectory(at("nested/deeper/deepest"), mode: 0o700)
    Posix.writeFile(at("nested/deeper/deepest/leaf.json"), Array("{}".utf8), mode: 0o644)
    Posix.writeFile(at("nested/notes.md"), Array("# notes\n".utf8), mode: 0o600)
    Posix.makeDirectory(at("empty-folder"), mode: 0o700)
    Posix.makeDirectory(at("read-only"), mode: 0o755)
    Posix.writeFile(at("read-only/frozen"), Array("ice".utf8), mode: 0o444)
    Posix.makeDirectory(at("links"), mode: 0o755)
    Posix.makeLink(at("links/relative"), to: Array("../private.txt".utf8))
    Posix.makeLink(at("links/absolute"), to: Array("/etc/hostname".utf8))
    Posix.makeLink(at("links/dangling"), to: Array("no/such/file".utf8))
    Posix.makeLink(at("links/outside"), to: Array("../../outside-the-tree".utf8))
    Posix.makeLink(at("links/folder"), to: Array("../nested".utf8))
    Posix.writeFile(Posix.join(top, latin1Name), Array("latin-1".utf8), mode: 0o644)
    Posix.writeFile(at("line\nbreak"), Array("two\nlines".utf8), mode: 0o644)
    Posix.writeFile(at("big.bin"), pattern(count: 300 * 1_024, seed: 7), mode: 0o644)
    stampTimes(top, seconds: 1_000_000_000)
    _ = Posix.withCPath(at("read-only")) { chmod($0, 0o555) }
  }

  /// Builds at `root` `folders` folders of `filesPerFolder` small files
  /// (100 to 2,000 bytes, modes 0600, 0644 and 0755 in turn), plus `bigFiles`
  /// files of 1 MiB and one symbolic link per folder, with distinct times.
  static func buildMany(at root: String, folders: Int, filesPerFolder: Int, bigFiles: Int) {
    makeParent(of: root)
    let top = Posix.bytes(root)
    Posix.makeDirectory(top, mode: 0o755)
    let modes: [mode_t] = [0o600, 0o644, 0o755]
    for folder in 0..<folders {
      let directory = Posix.join(top, Posix.bytes("folder-\(folder)"))
      Posix.makeDirectory(directory, mode: folder % 2 == 0 ? 0o755 : 0o700)
      for file in 0..<filesPerFolder {
        let index = folder * filesPerFolder + file
        Posix.writeFile(
          Posix.join(directory, Posix.bytes("file-\(file).dat")),
          pattern(count: 100 + (index * 37) % 1_900, seed: index), mode: modes[index % 3])
      }
      Posix.makeLink(Posix.join(directory, Posix.bytes("link")), to: Posix.bytes("file-0.dat"))
    }
    for big in 0..<bigFiles {
      Posix.writeFile(
        Posix.join(top, Posix.bytes("big-\(big).bin")), pattern(count: 1 << 20, seed: big),
        mode: 0o644)
    }
    stampTimes(top, seconds: 1_200_000_000)
  }

  private static func makeParent(of path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  }

  /// Deterministic bytes: a slice of ``noise`` that starts at a place
  /// `seed` picks (cheap, even in a debug build), repeated as needed.
  static func pattern(count: Int, seed: Int) -> Posix.Bytes {
    let start = (seed &* 7_919) % (noise.count / 2)
    if start + count <= noise.count { return Array(noise[start..<start + count]) }
    var result = Posix.Bytes()
    result.reserveCapacity(count)
    while result.count < count {
      result += noise[..<min(noise.count, count - result.count)]
    }
    return result
  }

  /// 2 MiB of pseudo-random bytes, made once.
  private static let noise: Posix.Bytes = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var words = [UInt64](repeating: 0, count: 1 << 18)
    for index in words.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      words[index] = state
    }
    return words.withUnsafeBytes { Array($0) }
  }()

  /// Gives every item under `path` its own time (children first, so a
  /// folder's time is not disturbed afterwards).
  private static func stampTimes(_ path: Posix.Bytes, seconds: Int) {
    var counter = 0
    func stamp(_ path: Posix.Bytes) {
      if let info = Posix.status(path), info.st_mode & S_IFMT == S_IFDIR {
        for name in Posix.names(path) { stamp(Posix.join(path, name)) }
      }
      counter += 1
      Posix.setTime(
        path, seconds: seconds + counter * 61, nanoseconds: (counter * 7_919_347) % 1_000_000_000)
    }
    stamp(path)
  }
}
