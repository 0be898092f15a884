import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `CACHEDIR.TAG` file of the Cache Directory Tagging Specification
/// (Bryan Ford, <https://bford.info/cachedir/>).
internal enum CacheDirectoryTag {
  /// The file's name.
  static let fileName = "CACHEDIR.TAG"

  /// The 43 bytes a valid tag starts with: `Signature: ` and the MD5 of
  /// `.IsCacheDirectory`.
  static let signature: [UInt8] = Array("Signature: 8a477f597d28d172789f06886806bc55".utf8)

  /// The signature followed by the comment the specification recommends,
  /// naming the app that wrote it.
  static func contents(createdBy app: String) -> [UInt8] {
    let text = """
      Signature: 8a477f597d28d172789f06886806bc55
      # This file is a cache directory tag created by \(app).
      # For information about cache directory tags, see:
      #\thttps://bford.info/cachedir/

      """
    return Array(text.utf8)
  }

  /// What stands under the tag's name in a directory.
  enum Presence: Sendable, Hashable {
    /// Nothing.
    case absent
    /// A regular file whose first 43 bytes are the signature.
    case valid
    /// Anything else: another file, a symbolic link, a directory.
    case foreign
  }

  #if !os(Windows)
    /// `text` as a directory entry's name (the tag's and the temporary
    /// file's names always are one).
    private static func entryName(_ text: String) throws(Errno) -> EntryName {
      guard let name = EntryName(bytes: Array(text.utf8CString.dropLast())) else {
        throw .invalidArgument
      }
      return name
    }

    /// Looks at the tag in `directory` without following a symbolic link
    /// or blocking on a FIFO.
    static func presence(in directory: borrowing Descriptor) throws(Errno) -> Presence {
      do {
        let file = try directory.openFileForReading(entryName(fileName))
        return try startsWithSignature(file) ? .valid : .foreign
      } catch {
        if error == .noSuchFileOrDirectory { return .absent }
        if error == .tooManySymbolicLinkLevels { return .foreign }  // never a valid tag
        throw error
      }
    }

    /// Whether `file` is a regular file whose first bytes are the signature.
    private static func startsWithSignature(_ file: borrowing Descriptor) throws(Errno) -> Bool {
      guard try file.status().type == .regular else { return false }
      var prefix = [UInt8](repeating: 0, count: signature.count)
      let count = try prefix.withUnsafeMutableBytes { buffer in
        Result { () throws(Errno) in try file.readFully(into: buffer) }
      }.get()
      return prefix.prefix(count).elementsEqual(signature)
    }

    /// Writes a tag into `directory` atomically, never replacing an
    /// existing file: the bytes go to a temporary file in the same
    /// directory, which is then published under the tag's name with
    /// `link(2)` (which fails if the name is taken). On a file system
    /// without hard links, the name is re-checked and `rename(2)` is used.
    ///
    /// - Returns: What stands under the tag's name afterwards: `.valid`, or
    ///   `.foreign` if another file took the name first.
    static func publish(_ contents: [UInt8], in directory: borrowing Descriptor) throws(Errno)
      -> Presence
    {
      let tag = try entryName(fileName)
      let temporaryName = ".\(fileName).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
      let temporary = try entryName(temporaryName)
      let file = try directory.createFile(temporary, permissions: 0o644)
      defer { try? directory.removeItem(temporary, isDirectory: false) }
      try contents.withUnsafeBytes { bytes in
        Result { () throws(Errno) in try file.writeAll(bytes) }
      }.get()
      _ = consume file  // closed before it is published
      do {
        try directory.linkItem(at: FilePath(temporaryName), of: directory, as: tag)
        return .valid
      } catch {
        if error == .fileExists { return try presence(in: directory) }
        let noHardLinks: [Errno] = [
          .notPermitted, .notSupported, .notSupportedOnSocket, .tooManyLinks, .noFunction,
          .improperLink,
        ]
        guard noHardLinks.contains(error) else { throw error }
      }
      let existing = try presence(in: directory)
      if existing != .absent { return existing }
      try directory.renameItem(temporary, to: tag, in: directory)
      return .valid
    }

    /// Removes the tag from `directory` (callers check it is valid first).
    static func remove(from directory: borrowing Descriptor) throws(Errno) {
      do {
        try directory.removeItem(entryName(fileName), isDirectory: false)
      } catch {
        if error != .noSuchFileOrDirectory { throw error }
      }
    }
  #endif
}
