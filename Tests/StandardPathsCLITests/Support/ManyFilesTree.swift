import CXattr
import Foundation

/// A legacy folder of many small files for the migration kill tests, built
/// with plain system calls (cheap even in a debug build): `folders` folders
/// of `filesPerFolder` files of 100 to 2,000 bytes (modes 0600, 0644 and
/// 0755 in turn) and one symbolic link each, `bigFiles` files of 1 MiB, and
/// distinct modification times everywhere. With `extras`, also what a copy
/// must keep beyond contents (``checkExtras(at:)``): two more names of one
/// file (hard links), an 8 MiB file with 4 KiB of data, and the
/// backup-exclusion attribute on the root and the first big file.
struct ManyFilesTree {
  var folders: Int
  var filesPerFolder: Int
  var bigFiles: Int
  var extras = false

  /// The number of regular files (each name of a hard link counts).
  var fileCount: Int { folders * filesPerFolder + bigFiles + (extras ? 3 : 0) }

  /// The number of items below the root: files, folders and links.
  var itemCount: Int { fileCount + 2 * folders }

  /// Builds the tree at `root` (whose parent exists).
  func build(at root: String) {
    makeDirectory(root, mode: 0o755)
    let modes: [mode_t] = [0o600, 0o644, 0o755]
    for folder in 0..<folders {
      let directory = root + "/folder-\(folder)"
      makeDirectory(directory, mode: folder % 2 == 0 ? 0o755 : 0o700)
      for file in 0..<filesPerFolder {
        let index = folder * filesPerFolder + file
        writeFile(
          directory + "/file-\(file).dat", count: 100 + (index * 37) % 1_900, seed: index,
          mode: modes[index % 3])
      }
      _ = symlink("file-0.dat", directory + "/link")
    }
    for big in 0..<bigFiles {
      writeFile(root + "/big-\(big).bin", count: 1 << 20, seed: big, mode: 0o644)
    }
    if extras { buildExtras(at: root) }
    var counter = 0
    stampTimes(root, counter: &counter)
  }

  private static let attribute = "user.xdg.robots.backup"

  private func buildExtras(at root: String) {
    _ = link(root + "/folder-1/file-1.dat", root + "/hard-a")
    _ = link(root + "/folder-1/file-1.dat", root + "/folder-0/hard-b")
    let sparse = open(root + "/sparse.img", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = pwrite(sparse, [UInt8](repeating: 5, count: 4096), 4096, 4 << 20)
    _ = ftruncate(sparse, 8 << 20)
    close(sparse)
    for path in [root, root + "/big-0.bin"] {
      _ = setxattr(path, Self.attribute, "true", 4, 0)
    }
  }

  /// What a copy of the extras at `root` lost, one line each (empty: all
  /// kept).
  func checkExtras(at root: String) -> [String] {
    guard extras else { return [] }
    var problems: [String] = []
    let names = [root + "/folder-1/file-1.dat", root + "/hard-a", root + "/folder-0/hard-b"]
    let inodes = names.map { path -> ino_t in
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_ino : 0
    }
    if Set(inodes).count != 1 { problems.append("hard links became files: \(inodes)") }
    var sparse = stat()
    if lstat(root + "/sparse.img", &sparse) != 0 || sparse.st_blocks > 64 {
      problems.append("the sparse file lost its holes: \(sparse.st_blocks) blocks")
    }
    for path in [root, root + "/big-0.bin"] {
      var value = [UInt8](repeating: 0, count: 16)
      let size = getxattr(path, Self.attribute, &value, value.count)
      if size != 4 { problems.append("\(path) lost \(Self.attribute)") }
    }
    return problems
  }

  private func makeDirectory(_ path: String, mode: mode_t) {
    _ = mkdir(path, 0o700)
    _ = chmod(path, mode)
  }

  private func writeFile(_ path: String, count: Int, seed: Int, mode: mode_t) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot create \(path)")
    let start = (seed &* 7_919) % (Self.noise.count / 2)
    var written = 0
    while written < count {
      let offset = (start + written) % Self.noise.count
      let length = min(count - written, Self.noise.count - offset)
      Self.noise.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { _ = write(descriptor, base + offset, length) }
      }
      written += length
    }
    fchmod(descriptor, mode)
    close(descriptor)
  }

  /// Gives every item its own time, children first (so a folder's time is
  /// not disturbed afterwards).
  private func stampTimes(_ path: String, counter: inout Int) {
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
        stampTimes(path + "/" + name, counter: &counter)
      }
    }
    counter += 1
    let time = timespec(
      tv_sec: 1_200_000_000 + counter * 61, tv_nsec: (counter * 7_919_347) % 1_000_000_000)
    _ = utimensat(AT_FDCWD, path, [time, time], AT_SYMLINK_NOFOLLOW)
  }

  /// 2 MiB of pseudo-random bytes, made once.
  private static let noise: [UInt8] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var words = [UInt64](repeating: 0, count: 1 << 18)
    for index in words.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      words[index] = state
    }
    return words.withUnsafeBytes { Array($0) }
  }()
}
