import SystemPackage
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsAudit
@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Every error and diagnostic message is one line, whatever the paths and
/// names in it hold (newlines, carriage returns, escape sequences).
@Suite struct OneLineMessageTests {
  static let hostile = "/tmp/a\nb\rc\u{1B}[31md\u{85}e"

  static let messages: [String] = {
    let path = hostile
    let rejection = LocationDiagnostic.Rejection(
      candidate: "XDG_RUNTIME_DIR \(path)", problem: .ancestorOwnedByAnotherUser(path, 7),
      variable: "XDG_RUNTIME_DIR")
    var messages: [String] = [
      DirectoryCreationError.invalidPath(path).description,
      DirectoryCreationError.missingHomeDirectory(path).description,
      DirectoryCreationError.notADirectory(path).description,
      DirectoryCreationError.danglingSymbolicLink(path).description,
      DirectoryCreationError.unsafePrivateDirectory(path, .ancestorWritableByOthers(path, 0o777))
        .description,
      DirectoryCreationError.fileSystem(
        FileSystemError("create directory", FilePath(path), .permissionDenied)
      ).description,
      DirectoryCreationError.notValidUTF8(path).description,
      BackupExclusionError.missing(path).description,
      BackupExclusionError.notADirectory(path).description,
      BackupExclusionError.foreignCacheDirectoryTag(path).description,
      BackupExclusionError.fileSystem(
        FileSystemError("update the backup marks of", FilePath(path), .ioError)
      ).description,
      BackupExclusionError.failed(path, reason: "why\nnot").description,
      AssetAuditError.notADirectory(path).description,
      AssetAuditError.unreadable(path).description,
      FileSystemError("inspect", FilePath(path), .permissionDenied).description,
      LocationError.unsafeSubpath(path, .escapesBase).description,
      LocationError.notRepresentableAsURL(path: path, platform: .windows).description,
      AppFolderError.invalidFolderName(path, .containsSeparator("/")).description,
      LocationDiagnostic(location: .runtime, rejections: [rejection], chosenPath: path)
        .description,
      LocationSource.variable(path).description,
      Sandbox(kind: .snap, identifier: path, revision: path).description,
    ]
    do throws(AppIdentity.ValidationError) {
      _ = try AppIdentity(name: path)
    } catch {
      messages.append(error.description)
    }
    return messages
  }()

  @Test(arguments: messages)
  func messageIsOneLineWithoutControlCharacters(_ message: String) {
    #expect(
      !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(message.contains(#"\u{a}"#))
  }
}
