import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

@Suite struct DirectoryCreatorTests {
  let sandbox: DiskSandbox
  let creator: DirectoryCreator

  init() throws {
    sandbox = try DiskSandbox()
    creator = DirectoryCreator(environment: sandbox.environment())
  }

  @Test func createsEveryMissingComponentWithMode0700() throws {
    let target = sandbox.path("a/b/c")
    let created = try creator.createDirectory(atPath: target)

    #expect(created == [sandbox.path("a"), sandbox.path("a/b"), target])
    for path in created {
      #expect(sandbox.status(atPath: path)?.kind == .directory)
      #expect(sandbox.permissions(atPath: path) == 0o700, "\(path)")
    }
    #expect(sandbox.permissions(atPath: sandbox.root) == 0o755)
  }

  @Test func leavesExistingComponentsAlone() throws {
    try sandbox.makeDirectory("a", permissions: 0o755)
    try sandbox.makeFile("a/note.txt", contents: "keep", permissions: 0o644)

    let created = try creator.createDirectory(atPath: sandbox.path("a/b"))

    #expect(created == [sandbox.path("a/b")])
    #expect(sandbox.permissions(atPath: sandbox.path("a")) == 0o755)
    #expect(sandbox.contents(atPath: sandbox.path("a")) == ["b", "note.txt"])
    #expect(sandbox.text(atPath: sandbox.path("a/note.txt")) == "keep")
    #expect(sandbox.permissions(atPath: sandbox.path("a/note.txt")) == 0o644)
  }

  @Test func anExistingDirectoryIsNotAnError() throws {
    try sandbox.makeDirectory("a", permissions: 0o751)
    #expect(try creator.createDirectory(atPath: sandbox.path("a")) == [])
    #expect(try creator.createDirectory(atPath: sandbox.path("a/")) == [])
    #expect(sandbox.permissions(atPath: sandbox.path("a")) == 0o751)
  }

  @Test(arguments: ["a", "a/b/c"])
  func aFileInTheWayIsAnErrorAndIsUntouched(target: String) throws {
    try sandbox.makeFile("a", contents: "precious", permissions: 0o640)

    #expect(throws: DirectoryCreationError.notADirectory(sandbox.path("a"))) {
      try creator.createDirectory(atPath: sandbox.path(target))
    }
    #expect(sandbox.status(atPath: sandbox.path("a"))?.kind == .regularFile)
    #expect(sandbox.text(atPath: sandbox.path("a")) == "precious")
    #expect(sandbox.permissions(atPath: sandbox.path("a")) == 0o640)
  }

  @Test func aSymbolicLinkToAFileIsNotADirectory() throws {
    try sandbox.makeFile("file", contents: "x")
    try sandbox.makeSymbolicLink("link", to: sandbox.path("file"))

    #expect(throws: DirectoryCreationError.notADirectory(sandbox.path("link"))) {
      try creator.createDirectory(atPath: sandbox.path("link/sub"))
    }
    #expect(sandbox.text(atPath: sandbox.path("file")) == "x")
  }

  @Test(arguments: ["link", "link/sub"])
  func aDanglingSymbolicLinkInTheWayIsAnError(target: String) throws {
    try sandbox.makeSymbolicLink("link", to: sandbox.path("missing"))

    #expect(throws: DirectoryCreationError.danglingSymbolicLink(sandbox.path("link"))) {
      try creator.createDirectory(atPath: sandbox.path(target))
    }
    #expect(sandbox.status(atPath: sandbox.path("link"))?.kind == .symbolicLink)
    #expect(sandbox.status(atPath: sandbox.path("missing")) == nil)
  }

  @Test func aSymbolicLinkToADirectoryIsFollowed() throws {
    try sandbox.makeDirectory("real", permissions: 0o755)
    try sandbox.makeSymbolicLink("link", to: sandbox.path("real"))

    let created = try creator.createDirectory(atPath: sandbox.path("link/sub"))

    #expect(created == [sandbox.path("link/sub")])
    #expect(sandbox.status(atPath: sandbox.path("link"))?.kind == .symbolicLink)
    #expect(sandbox.permissions(atPath: sandbox.path("real/sub")) == 0o700)
    #expect(sandbox.permissions(atPath: sandbox.path("real")) == 0o755)
  }

  @Test func dotAndDotDotAreResolvedAsTheKernelDoes() throws {
    let created = try creator.createDirectory(atPath: sandbox.root + "/a/./b/../c")

    #expect(created.count == 3, "\(created)")
    #expect(sandbox.contents(atPath: sandbox.path("a")) == ["b", "c"])
    for name in ["a", "a/b", "a/c"] {
      #expect(sandbox.permissions(atPath: sandbox.path(name)) == 0o700, "\(name)")
    }
  }

  @Test(arguments: ["relative/dir", "", "/tmp/nul\0byte"])
  func rejectsPathsThatAreNotAbsolute(path: String) {
    #expect(throws: DirectoryCreationError.invalidPath(path)) {
      try creator.createDirectory(atPath: path)
    }
  }

  @Test func sixtyFourConcurrentCallsAllSucceed() async throws {
    let target = sandbox.path("c/d/e/f")
    let creator = self.creator
    let results = await withTaskGroup(of: Result<[String], DirectoryCreationError>.self) { group in
      for _ in 0..<64 {
        group.addTask {
          Result { () throws(DirectoryCreationError) in try creator.createDirectory(atPath: target)
          }
        }
      }
      var results: [Result<[String], DirectoryCreationError>] = []
      for await result in group { results.append(result) }
      return results
    }

    #expect(results.count == 64)
    let created = try results.flatMap { try $0.get() }
    // Each component was created by exactly one caller; the others found it.
    let components = ["c", "c/d", "c/d/e", "c/d/e/f"].map(sandbox.path)
    #expect(created.sorted() == components.sorted())
    for path in components {
      #expect(sandbox.permissions(atPath: path) == 0o700, "\(path)")
    }
  }

  @Test func errorDescriptionsNameThePath() throws {
    try sandbox.makeFile("a", contents: "x")
    do {
      try creator.createDirectory(atPath: sandbox.path("a/b"))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains(sandbox.path("a")))
      #expect(!error.description.contains("\n"))
      #expect(error.path == sandbox.path("a"))
    }
  }
}
