import StandardPaths
import StandardPathsTesting

/// Interprets the input as `NAME=value` lines (plus a first line choosing
/// the platform) and resolves every location. Checks: resolution never
/// crashes, every path it returns is absolute in the platform's syntax,
/// app-scoped paths contain the app's name (but systemd's service
/// directories, the unit's own), and joining an untrusted name
/// either throws or stays inside the location.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEnvironment(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let platform = Platform.allCases[Int(lines.first?.utf8.first ?? 0) % Platform.allCases.count]
  if !lines.isEmpty { lines.removeFirst() }
  var variables: [String: String] = [:]
  var untrustedName = "file"
  for line in lines {
    guard let equals = line.firstIndex(of: "=") else {
      untrustedName = String(line)
      continue
    }
    variables[String(line[..<equals])] = String(line[line.index(after: equals)...])
  }
  var disk = VirtualFileSystem()
  disk.addFile("/home/fuzz/.config/user-dirs.dirs", contents: variables["USERDIRS"] ?? "")
  let environment = SystemEnvironment(
    platform: platform, variables: variables, userDatabaseHome: variables["PASSWD_HOME"],
    effectiveUserID: 1000, fileSystem: disk)
  guard let app = try? AppIdentity(name: "FuzzApp", organization: "Org") else { return 0 }
  let locations = StandardLocations(app: app, environment: environment)
  for entry in locations.report().entries {
    guard let path = entry.path else { continue }
    let absolute =
      platform == .windows ? path.utf8.count >= 2 : path.utf8.first == UInt8(ascii: "/")
    precondition(absolute, "\(entry.location) is not absolute: \(path)")
    precondition(!path.utf8.contains(0), "\(entry.location) contains NUL: \(path)")
    // systemd's service directories (`RUNTIME_DIRECTORY=/run/unit`) are the
    // unit's own, used as is: no app name is added.
    let isServiceDirectory = (try? entry.result.get())?.source.kind == .serviceDirectory
    if entry.location.isAppScoped, !platform.usesAppContainer, !isServiceDirectory,
      entry.location != .temporary
        || platform == .linux
    {
      precondition(
        containsBytes(path, "FuzzApp"), "\(entry.location) lacks the app name: \(path)")
    }
    if let joined = try? locations.path(for: entry.location, appending: untrustedName) {
      precondition(
        joined.utf8.starts(with: path.utf8), "\(untrustedName) escaped \(path) as \(joined)")
    }
  }
  return 0
}

/// Whether `needle`'s bytes occur in `haystack`'s (byte-exact, unlike
/// `String.contains`, which compares Characters).
func containsBytes(_ haystack: String, _ needle: String) -> Bool {
  let bytes = Array(haystack.utf8)
  let pattern = Array(needle.utf8)
  guard pattern.count <= bytes.count else { return false }
  return (0...(bytes.count - pattern.count)).contains {
    bytes[$0..<$0 + pattern.count].elementsEqual(pattern)
  }
}
