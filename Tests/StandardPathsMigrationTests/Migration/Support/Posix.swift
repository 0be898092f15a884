import Foundation
import TestSupport

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Small POSIX helpers that keep names byte for byte (a file name that is not
/// UTF-8 must survive), for building and inspecting test trees.
enum Posix {
  /// A path as bytes, without the final NUL.
  typealias Bytes = [UInt8]

  /// `path`'s bytes.
  static func bytes(_ path: String) -> Bytes { Array(path.utf8) }

  /// `parent/name` as bytes.
  static func join(_ parent: Bytes, _ name: Bytes) -> Bytes {
    parent + [UInt8(ascii: "/")] + name
  }

  /// Runs `body` with `path` as a C string.
  static func withCPath<Result>(_ path: Bytes, _ body: (UnsafePointer<CChar>) -> Result)
    -> Result
  {
    let terminated = path.map { CChar(bitPattern: $0) } + [0]
    return body(terminated)
  }

  /// `lstat` of `path`, or `nil` if nothing is there.
  static func status(_ path: Bytes) -> stat? {
    var info = stat()
    return withCPath(path) { lstat($0, &info) } == 0 ? info : nil
  }

  /// Whether anything (even a dangling link) is at `path`.
  static func exists(_ path: String) -> Bool { status(bytes(path)) != nil }

  /// The names in the directory at `path`, without `.` and `..`, sorted.
  static func names(_ path: Bytes) -> [Bytes] {
    guard let stream = withCPath(path, { opendir($0) }) else { return [] }
    defer { closedir(stream) }
    var names: [Bytes] = []
    while let entry = readdir(stream) {
      var raw = entry.pointee.d_name
      let name = withUnsafeBytes(of: &raw) { Array($0.prefix(while: { $0 != 0 })) }
      if name != [46] && name != [46, 46] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The names in the directory at `path` as (lossy) strings, sorted.
  static func names(_ path: String) -> [String] {
    names(bytes(path)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The content of the file at `path`.
  static func content(_ path: Bytes) -> Bytes {
    let descriptor = withCPath(path) { open($0, O_RDONLY | O_NOFOLLOW) }
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var result: Bytes = []
    var buffer = Bytes(repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { return result }
      result += buffer[..<count]
    }
  }

  /// The content of the symbolic link at `path`.
  static func linkTarget(_ path: Bytes) -> Bytes {
    var buffer = [CChar](repeating: 0, count: 4_097)
    let count = withCPath(path) { readlink($0, &buffer, 4_096) }
    return count < 0 ? [] : buffer[..<count].map { UInt8(bitPattern: $0) }
  }

  /// Creates a directory with exactly `mode`.
  static func makeDirectory(_ path: Bytes, mode: mode_t = 0o755) {
    _ = withCPath(path) { mkdir($0, 0o700) }
    _ = withCPath(path) { chmod($0, mode) }
  }

  /// Writes a file with exactly `mode`.
  static func writeFile(_ path: Bytes, _ content: Bytes, mode: mode_t = 0o644) {
    let descriptor = withCPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
    precondition(descriptor >= 0, "cannot create \(String(decoding: path, as: UTF8.self))")
    content.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    fchmod(descriptor, mode)
    close(descriptor)
  }

  /// Creates a symbolic link at `path` whose content is `target`.
  static func makeLink(_ path: Bytes, to target: Bytes) {
    withCPath(target) { target in withCPath(path) { _ = symlink(target, $0) } }
  }

  /// Sets the modification (and access) time of `path` itself, links
  /// included.
  static func setTime(_ path: Bytes, seconds: Int, nanoseconds: Int) {
    let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
    _ = withCPath(path) { utimensat(AT_FDCWD, $0, [time, time], AT_SYMLINK_NOFOLLOW) }
  }

  /// Makes every directory under `path` writable so it can be deleted.
  static func makeRemovable(_ path: String) {
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return }
    _ = chmod(path, 0o755)
    while let relative = enumerator.nextObject() as? String {
      let full = (path as NSString).appendingPathComponent(relative)
      if let info = status(bytes(full)), info.st_mode & S_IFMT == S_IFDIR {
        _ = chmod(full, 0o755)
      }
    }
  }
}
