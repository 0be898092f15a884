// The journal of Design/migration.md#crash-safety: a small file beside the destination
// that proves a non-empty destination is the finished copy of an
// interrupted migration. It exists from just before the copy is renamed
// into place until everything else is done.

import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// The journal `.<name>.migration-journal` beside the destination.
  ///
  /// Its format is a header line, `StandardPaths migration journal 1`, then
  /// four NUL-terminated fields: `legacy`, the legacy path, `destination`,
  /// the destination path. Paths are stored byte for byte (they may hold any
  /// byte but NUL).
  internal struct MigrationJournal: Sendable, Hashable {
    /// The legacy folder being migrated.
    var legacy: FilePath
    /// Where it goes.
    var destination: FilePath

    /// The first line of every journal.
    static let header = "StandardPaths migration journal 1\n"

    /// The largest journal read: two paths of `PATH_MAX` and some labels.
    private static let maximumSize = 16_384

    /// The journal's bytes.
    var encoded: [UInt8] {
      var bytes = Array(Self.header.utf8)
      for field in ["legacy", "destination"] {
        bytes += Array(field.utf8) + [0]
        bytes += Self.bytes(of: field == "legacy" ? legacy : destination) + [0]
      }
      return bytes
    }

    /// Decodes a journal, or returns `nil` if `bytes` are not one.
    init?(decoding bytes: [UInt8]) {
      let header = Array(Self.header.utf8)
      guard bytes.starts(with: header) else { return nil }
      let fields = bytes.dropFirst(header.count).split(
        separator: 0, omittingEmptySubsequences: false)
      guard fields.count == 5, fields[4].isEmpty, Array(fields[0]) == Array("legacy".utf8),
        Array(fields[2]) == Array("destination".utf8), !fields[1].isEmpty, !fields[3].isEmpty
      else { return nil }
      legacy = FilePath(platformString: fields[1].map { CChar(bitPattern: $0) } + [0])
      destination = FilePath(platformString: fields[3].map { CChar(bitPattern: $0) } + [0])
    }

    /// A journal for the migration of `legacy` to `destination`.
    init(legacy: FilePath, destination: FilePath) {
      self.legacy = legacy
      self.destination = destination
    }

    /// Reads the journal `name` in `directory`.
    ///
    /// - Returns: `nil` if there is none; ``Reading/damaged`` if something
    ///   else (or a truncated file) has that name.
    static func read(_ name: EntryName, in directory: borrowing Descriptor)
      throws(Errno) -> Reading
    {
      guard let status = try directory.statusOfItem(name) else { return .absent }
      guard status.kind == .regularFile, status.size <= maximumSize else { return .damaged }
      let file = try directory.openFileForReading(name)
      var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
      var failure: Errno?
      let count = bytes.withUnsafeMutableBytes { buffer in
        do throws(Errno) {
          return try file.readFully(into: buffer)
        } catch {
          failure = error
          return 0
        }
      }
      if let failure { throw failure }
      guard let journal = MigrationJournal(decoding: Array(bytes.prefix(count))) else {
        return .damaged
      }
      return .found(journal)
    }

    /// Writes the journal as `name` in `directory`, atomically: into the
    /// temporary `temporaryName` first (synchronized), then renamed, then
    /// the directory synchronized.
    func write(
      as name: EntryName, temporaryName: EntryName,
      in directory: borrowing Descriptor
    ) throws(Errno) {
      do throws(Errno) {
        let file = try directory.createFile(temporaryName, permissions: 0o600)
        try file.setPermissions(0o600)  // whatever the umask: a rerun must read it
        let failure = encoded.withUnsafeBytes { bytes -> Errno? in
          do throws(Errno) {
            try file.writeAll(bytes)
            return nil
          } catch {
            return error
          }
        }
        if let failure { throw failure }
        try file.synchronize()
        try directory.renameItem(temporaryName, to: name, in: directory)
        try directory.synchronize()
      } catch {
        try? directory.removeItem(temporaryName, isDirectory: false)
        throw error
      }
    }

    /// Removes the journal `name` from `directory` (if present) and
    /// synchronizes the directory.
    static func remove(_ name: EntryName, from directory: borrowing Descriptor)
      throws(Errno)
    {
      do {
        try directory.removeItem(name, isDirectory: false)
      } catch {
        if error != .noSuchFileOrDirectory { throw error }
      }
      try directory.synchronize()
    }

    /// What ``read(_:in:)`` found.
    enum Reading: Sendable, Hashable {
      /// No journal.
      case absent
      /// A journal.
      case found(MigrationJournal)
      /// Something under the journal's name that is not a valid journal.
      case damaged
    }

    private static func bytes(of path: FilePath) -> [UInt8] {
      path.withPlatformString {
        UnsafeBufferPointer(start: $0, count: strlen($0)).map { UInt8(bitPattern: $0) }
      }
    }
  }
#endif
