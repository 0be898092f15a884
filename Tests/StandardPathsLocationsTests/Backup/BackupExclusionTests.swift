import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

#if os(Linux)
  @Suite struct BackupExclusionTests {
    let sandbox: DiskSandbox
    let backup: BackupExclusion
    let directory: URL

    init() throws {
      sandbox = try DiskSandbox()
      backup = BackupExclusion(app: try AppIdentity(name: "TestApp"))
      try sandbox.makeDirectory("cache", permissions: 0o700)
      directory = URL(filePath: sandbox.path("cache"), directoryHint: .isDirectory)
    }

    private var tagPath: String { sandbox.path("cache/CACHEDIR.TAG") }

    /// The directory's extended attributes, read through Foundation (not
    /// through the code under test).
    private static func extendedAttributes(atPath path: String) throws -> [String: Data] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return attributes[FileAttributeKey("NSFileExtendedAttributes")] as? [String: Data] ?? [:]
    }

    // MARK: - CACHEDIR.TAG

    @Test func theTagIsByteExact() throws {
      try backup.exclude(directory)

      let bytes = try #require(FileManager.default.contents(atPath: tagPath))
      let signature: [UInt8] = [
        0x53, 0x69, 0x67, 0x6e, 0x61, 0x74, 0x75, 0x72, 0x65, 0x3a, 0x20, 0x38, 0x61, 0x34, 0x37,
        0x37, 0x66, 0x35, 0x39, 0x37, 0x64, 0x32, 0x38, 0x64, 0x31, 0x37, 0x32, 0x37, 0x38, 0x39,
        0x66, 0x30, 0x36, 0x38, 0x38, 0x36, 0x38, 0x30, 0x36, 0x62, 0x63, 0x35, 0x35,
      ]
      #expect(Array(bytes.prefix(43)) == signature)
      #expect(
        String(decoding: bytes, as: UTF8.self) == """
          Signature: 8a477f597d28d172789f06886806bc55
          # This file is a cache directory tag created by TestApp.
          # For information about cache directory tags, see:
          #\thttps://bford.info/cachedir/

          """)
      #expect(sandbox.status(atPath: tagPath)?.kind == .regularFile)
      // The temporary file used for the atomic write is gone.
      #expect(sandbox.contents(atPath: sandbox.path("cache")) == ["CACHEDIR.TAG"])
    }

    @Test func gnuTarExcludeCachesSkipsTheDirectory() throws {
      let tar = try #require(
        ExternalTool(named: "tar"),
        "GNU tar is not on PATH; install it (apt-get install tar; .ci/run does) to run this test")
      let version = try tar.run(["--version"])
      try #require(version.output.contains("GNU tar"), "tar is not GNU tar: \(version.output)")

      try sandbox.makeFile("cache/blob.bin", contents: "cached")
      try sandbox.makeDirectory("keep", permissions: 0o755)
      try sandbox.makeFile("keep/data.txt", contents: "kept")
      try backup.exclude(directory)

      let archive = sandbox.path("out.tar")
      let create = try tar.run(
        ["--create", "--file", archive, "--exclude-caches", "-C", sandbox.root, "cache", "keep"])
      try #require(create.status == 0, "tar --create failed: \(create.output)")
      let list = try tar.run(["--list", "--file", archive])
      try #require(list.status == 0, "tar --list failed: \(list.output)")

      let entries = Set(list.output.split(separator: "\n").map(String.init))
      #expect(entries.contains("keep/data.txt"))
      #expect(entries.contains("cache/CACHEDIR.TAG"))
      #expect(!entries.contains("cache/blob.bin"))
    }

    @Test func aValidTagFromAnotherToolIsKeptAsIs() throws {
      let minimal = "Signature: 8a477f597d28d172789f06886806bc55"
      try sandbox.makeFile("cache/CACHEDIR.TAG", contents: minimal, permissions: 0o600)

      let status = try backup.exclude(directory)

      #expect(status[.cacheDirectoryTag] == .excluded)
      #expect(sandbox.text(atPath: tagPath) == minimal)
      #expect(sandbox.permissions(atPath: tagPath) == 0o600)
    }

    @Test(arguments: [
      "not a tag", "signature: 8a477f597d28d172789f06886806bc55", "Signature: 8a477f597d28d1727",
      "",
    ])
    func aForeignTagIsNeverOverwritten(contents: String) throws {
      try sandbox.makeFile("cache/CACHEDIR.TAG", contents: contents, permissions: 0o644)

      #expect(throws: BackupExclusionError.foreignCacheDirectoryTag(tagPath)) {
        try backup.exclude(directory)
      }
      #expect(sandbox.text(atPath: tagPath) == contents)
      // Nothing else was changed either.
      #expect(try Self.extendedAttributes(atPath: directory.path)[RobotsAttribute.name] == nil)

      // `include` leaves it too, and the status does not count it.
      let status = try backup.include(directory)
      #expect(sandbox.text(atPath: tagPath) == contents)
      #expect(status[.cacheDirectoryTag] == .notExcluded)
    }

    @Test func aSymbolicLinkNamedLikeTheTagIsForeignAndNotFollowed() throws {
      try sandbox.makeFile("real-tag", contents: "Signature: 8a477f597d28d172789f06886806bc55")
      try sandbox.makeSymbolicLink("cache/CACHEDIR.TAG", to: sandbox.path("real-tag"))

      #expect(try backup.status(of: directory)[.cacheDirectoryTag] == .notExcluded)
      #expect(throws: BackupExclusionError.foreignCacheDirectoryTag(tagPath)) {
        try backup.exclude(directory)
      }
      try backup.include(directory)
      #expect(sandbox.status(atPath: tagPath)?.kind == .symbolicLink)
      #expect(sandbox.text(atPath: sandbox.path("real-tag")) != nil)
    }

    // MARK: - Extended attribute, status, include

    static let bases: [String] = {
      var bases = [FileManager.default.temporaryDirectory.path(percentEncoded: false)]
      if FileManager.default.fileExists(atPath: "/dev/shm") { bases.append("/dev/shm") }
      return bases
    }()

    @Test(arguments: bases)
    func excludeIncludeAndStatusRoundTrip(base: String) throws {
      let local = try DiskSandbox(in: base)
      try local.makeDirectory("dir", permissions: 0o700)
      let url = URL(filePath: local.path("dir"), directoryHint: .isDirectory)

      let before = try backup.status(of: url)
      #expect(
        before.entries.map(\.description) == [
          "CACHEDIR.TAG: not excluded", "user.xdg.robots.backup: not excluded",
        ])
      #expect(!before.isExcluded)

      let excluded = try backup.exclude(url)
      #expect(
        excluded.entries.map(\.description) == [
          "CACHEDIR.TAG: excluded", "user.xdg.robots.backup: excluded",
        ])
      #expect(excluded.isExcluded)
      #expect(excluded.path == local.path("dir"))
      let attributes = try Self.extendedAttributes(atPath: local.path("dir"))
      #expect(attributes[RobotsAttribute.name] == Data("false".utf8))
      #expect(try backup.status(of: url) == excluded)

      // Excluding again changes nothing.
      #expect(try backup.exclude(url) == excluded)

      let included = try backup.include(url)
      #expect(included == before)
      #expect(local.contents(atPath: local.path("dir")) == [])
      #expect(try Self.extendedAttributes(atPath: local.path("dir"))[RobotsAttribute.name] == nil)
    }

    @Test func includeLeavesAnAttributeItDidNotWrite() throws {
      try FileManager.default.setAttributes(
        [FileAttributeKey("NSFileExtendedAttributes"): [RobotsAttribute.name: Data("true".utf8)]],
        ofItemAtPath: directory.path)

      #expect(try backup.status(of: directory)[.robotsAttribute] == .notExcluded)
      try backup.include(directory)
      #expect(
        try Self.extendedAttributes(atPath: directory.path)[RobotsAttribute.name]
          == Data("true".utf8))
    }

    @Test func anUnsupportedAttributeIsReportedNotFatal() throws {
      var backup = self.backup
      backup.simulatedAttributeError = .notSupported

      let status = try backup.exclude(directory)

      #expect(
        status.entries.map(\.description) == [
          "CACHEDIR.TAG: excluded", "user.xdg.robots.backup: unsupported",
        ])
      #expect(status.isExcluded)
      #expect(try backup.include(directory)[.cacheDirectoryTag] == .notExcluded)
    }

    @Test func otherAttributeFailuresAreErrors() throws {
      var backup = self.backup
      backup.simulatedAttributeError = .permissionDenied

      #expect(
        throws: BackupExclusionError.fileSystem(
          FileSystemError("update the backup marks of", FilePath(directory.path), .permissionDenied)
        )
      ) {
        try backup.status(of: directory)
      }
    }

    // MARK: - Errors and concurrency

    @Test func aMissingDirectoryOrAFileIsAnError() throws {
      try sandbox.makeFile("file", contents: "x")
      let missing = URL(filePath: sandbox.path("missing"), directoryHint: .isDirectory)
      let file = URL(filePath: sandbox.path("file"))

      #expect(throws: BackupExclusionError.missing(sandbox.path("missing"))) {
        try backup.exclude(missing)
      }
      #expect(throws: BackupExclusionError.notADirectory(sandbox.path("file"))) {
        try backup.status(of: file)
      }
      #expect(sandbox.text(atPath: sandbox.path("file")) == "x")
      #expect(
        BackupExclusionError.missing("/x/y").description == "no directory at /x/y")
    }

    @Test func concurrentExclusionsAgree() async throws {
      let backup = self.backup
      let directory = self.directory
      let excluded = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<16 {
          group.addTask { (try? backup.exclude(directory).isExcluded) ?? false }
        }
        return await group.reduce(true) { $0 && $1 }
      }
      #expect(excluded)
      #expect(sandbox.contents(atPath: sandbox.path("cache")) == ["CACHEDIR.TAG"])
    }
  }
#endif
