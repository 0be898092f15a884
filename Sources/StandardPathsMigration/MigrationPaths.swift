// The paths a migration works with, validated once: the two folders, their
// parents and names, and the hidden names beside the destination.

import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The legacy folder, the destination and the hidden items beside the
/// destination: the staging copy `.<name>.migrating-<random>` and the
/// journal `.<name>.migration-journal`.
internal struct MigrationPaths: Sendable {
  /// The legacy folder, lexically normalized.
  let legacy: FilePath
  /// The destination folder, lexically normalized.
  let destination: FilePath
  /// The legacy folder's parent.
  let legacyParent: FilePath
  /// The legacy folder's name in its parent.
  let legacyName: EntryName
  /// The destination's parent, where the staging copy and journal live.
  let destinationParent: FilePath
  /// The destination's name in its parent.
  let destinationName: EntryName
  /// The journal's name, `.<name>.migration-journal`.
  let journalName: EntryName
  /// The bytes every staging name starts with, `.<name>.migrating-`.
  let stagingPrefix: [CChar]

  /// Validates both paths: absolute, not `/`, a `..` only where it means
  /// what it says, a name whose hidden siblings fit in 255 bytes, and
  /// neither inside the other (lexically; ``MigrationSurvey`` also checks
  /// the physical directories).
  init(legacy: FilePath, destination: FilePath) throws(MigrationError) {
    let legacy = try Self.validated(legacy, namingHiddenItems: false)
    let destination = try Self.validated(destination, namingHiddenItems: true)
    guard !legacy.starts(with: destination), !destination.starts(with: legacy) else {
      throw .overlappingPaths(legacy: legacy, destination: destination)
    }
    guard let legacyName = legacy.lastComponent.flatMap(EntryName.init) else {
      throw .invalidPath(legacy)
    }
    guard let destinationName = destination.lastComponent.flatMap(EntryName.init) else {
      throw .invalidPath(destination)
    }
    self.legacy = legacy
    self.destination = destination
    self.legacyName = legacyName
    self.destinationName = destinationName
    legacyParent = legacy.removingLastComponent()
    destinationParent = destination.removingLastComponent()
    let name = Array(destinationName.bytes)
    stagingPrefix = [CChar(UInt8(ascii: "."))] + name + Self.bytes(of: ".migrating-")
    journalName = Self.component(
      [CChar(UInt8(ascii: "."))] + name + Self.bytes(of: ".migration-journal"))
  }

  /// The journal's full path.
  var journal: FilePath { destinationParent.appending(journalName) }

  /// A fresh staging name, `.<name>.migrating-<16 hex digits>`.
  func newStagingName() -> EntryName {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let padded = String(repeating: "0", count: 16 - random.count) + random
    return Self.component(stagingPrefix + Self.bytes(of: padded))
  }

  /// Whether `name` is a staging copy (or a journal being written) of this
  /// destination.
  func isStagingName(_ name: EntryName) -> Bool {
    let bytes = name.bytes
    return bytes.count > stagingPrefix.count && bytes.starts(with: stagingPrefix)
  }

  // MARK: - Internals

  /// `path`, lexically normalized. A `..` (such as in a relative LEGACY
  /// the CLI made absolute from the working directory) is accepted only
  /// where it means what the kernel would make of it: the normalized path's
  /// directory must be the one the original reaches (a `..` after a
  /// symbolic link differs, and is refused).
  private static func validated(_ path: FilePath, namingHiddenItems: Bool)
    throws(MigrationError) -> FilePath
  {
    guard path.isAbsolute else { throw .invalidPath(path) }
    let normalized = path.lexicallyNormalized()
    guard !normalized.components.isEmpty else { throw .invalidPath(path) }
    if path.components.contains(where: { $0.kind == .parentDirectory }) {
      let reached =
        path.lastComponent?.kind == .parentDirectory ? path : path.removingLastComponent()
      let lexical =
        path.lastComponent?.kind == .parentDirectory
        ? normalized : normalized.removingLastComponent()
      guard let original = followedStatus(reached), let found = followedStatus(lexical),
        original.st_dev == found.st_dev, original.st_ino == found.st_ino
      else { throw .invalidPath(path) }
    }
    guard let name = normalized.lastComponent.flatMap(EntryName.init),
      !namingHiddenItems || name.bytes.count + longestSuffix <= 255
    else { throw .invalidPath(path) }
    return normalized
  }

  /// The bytes a hidden name adds to the destination's name:
  /// `.` + `.migrating-` + 16 hex digits.
  private static let longestSuffix = 28

  /// `stat` of what `path` reaches, following links.
  private static func followedStatus(_ path: FilePath) -> stat? {
    var info = stat()
    return path.withPlatformString { stat($0, &info) } == 0 ? info : nil
  }

  private static func bytes(of text: String) -> [CChar] {
    text.utf8.map { CChar(bitPattern: $0) }
  }

  /// A component from bytes that hold no `/` and no NUL.
  private static func component(_ bytes: [CChar]) -> EntryName {
    guard let component = EntryName(bytes: bytes) else {
      preconditionFailure("a hidden name built from a valid component is valid")
    }
    return component
  }
}
