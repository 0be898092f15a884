import Foundation

/// A legacy folder of many small files for the migration kill tests, built
/// with plain system calls (cheap even in a debug build): `folders` folders
/// of `filesPerFolder` files of 100 to 2,000 bytes (modes 0600, 0644 and
/// 0755 in turn) and one symbolic link each, `bigFiles` files of 1 MiB, and
/// distinct modification times everywhere.
struct ManyFilesTree {
  var folders: Int
  var filesPerFolder: Int
  var bigFiles: Int

  /// The number of regular files.
  var fileCount: Int { folders * filesPerFolder + bigFiles }

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
    var counter = 0
    stampTimes(root, counter: &counter)
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
