import StandardPathsLocations
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Making a fresh root, and removing or keeping it when the scope ends.
extension IsolatedLocations {
  /// Creates a fresh root with its `home`, `runtime` and `tmp` folders
  /// (each mode 0700) and the isolation around it.
  ///
  /// The root goes in the temporary directory of the process, or, inside
  /// another isolation, in that one's `tmp`, so nothing is ever created
  /// outside an enclosing root.
  static func make(app: AppIdentity?) throws(IsolationError) -> IsolatedLocations {
    let enclosing = IsolatedLocations.current
    let parent = enclosing.map { $0.root.appendingPathComponent("tmp", isDirectory: true) }
    let root = (parent ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("StandardPathsTesting-\(UUID().uuidString)", isDirectory: true)
    for folder in ["", "home", "runtime", "tmp"] {
      let url = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
      do {
        try FileManager.default.createDirectory(
          at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      } catch {
        if !folder.isEmpty { try? FileManager.default.removeItem(at: root) }
        throw IsolationError(path: url.path, reason: "\(error)")
      }
    }
    let live = SystemEnvironment.live()
    let rootPath = root.path
    let trimmedRoot = FilePath(rootPath).string  // without the directory URL's final "/"
    // Inside another isolation, `live()` is already that one's snapshot.
    let environment = Self.environment(
      root: trimmedRoot, platform: live.platform, inheriting: live.variables)
    var snapshot = live
    snapshot.variables = environment
    snapshot.userDatabaseHome = environment["HOME"]
    return IsolatedLocations(root: root, environment: environment, app: app, snapshot: snapshot)
  }

  /// Ends the scope: removes the root, unless it is kept for a failed test
  /// or because ``RootRetention`` says so, in which case its path is
  /// printed on standard error.
  func finish(failed: Bool) {
    let path = root.path
    switch (RootRetention.configured, failed) {
    case (.always, _):
      StandardError.write(
        "StandardPathsTesting: kept the isolated root \(path) (\(RootRetention.variable)=1)")
    case (.onFailure, true):
      StandardError.write("StandardPathsTesting: kept the isolated root of a failed test: \(path)")
    case (.never, _), (.onFailure, false):
      remove()
    }
  }

  /// Removes the root, first making its folders writable again if a test
  /// made one read-only.
  private func remove() {
    let manager = FileManager.default
    if (try? manager.removeItem(at: root)) != nil { return }
    let rootPath = root.path
    let folders =
      [rootPath]
      + ((try? manager.subpathsOfDirectory(atPath: rootPath)) ?? []).map {
        FilePath(rootPath).appending($0).string
      }
    for folder in folders {
      try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
    }
    do {
      try manager.removeItem(at: root)
    } catch {
      StandardError.write(
        "StandardPathsTesting: cannot remove the isolated root \(rootPath): \(error)")
    }
  }
}

/// The root of an isolation could not be created.
struct IsolationError: Error, CustomStringConvertible {
  /// The directory that could not be created.
  var path: String
  /// What the system said.
  var reason: String

  var description: String {
    "StandardPathsTesting: cannot create the isolated root \(path): \(reason)"
  }
}
