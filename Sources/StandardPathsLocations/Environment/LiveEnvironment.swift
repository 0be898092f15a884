// The one adapter that reads the live process: environment variables, the
// user database, the effective user id, the executable's location and the
// real file system. Everything else in the library is computed from the
// `SystemEnvironment` this produces.

import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Darwin)
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SystemEnvironment {
  /// Captures the running process: its platform, environment variables,
  /// user database entry, effective user id, resource directory and the
  /// real file system.
  ///
  /// This is the only place where the library reads live process state.
  /// The user database is read only when `HOME` is unset, empty or
  /// relative: the only case in which the rules use its home directory, and
  /// a lookup costs a process start-up more than computing every location.
  ///
  /// Inside `StandardPathsTesting`'s `withIsolatedLocations(app:_:)` it
  /// returns the isolated snapshot instead, so every default that reads the
  /// live process (``StandardLocations/current``, `StandardLocations(app:)`,
  /// AppFolder's trees) resolves under the isolated root.
  public static func live() -> SystemEnvironment {
    if let scoped { return scoped }
    let (variables, variableBytes) = LiveProcess.environmentVariables()
    let homeIsUsable = Platform.current.pathSyntax.isAbsolute(variables["HOME"] ?? "")
    return SystemEnvironment(
      platform: .current,
      variables: variables,
      variableBytes: variableBytes,
      userDatabaseHome: homeIsUsable ? nil : LiveProcess.userDatabaseHome(),
      effectiveUserID: LiveProcess.effectiveUserID(),
      resourceDirectory: LiveProcess.resourceDirectory(),
      fileSystem: LiveFileSystem()
    )
  }

  /// Replaces what ``live()`` returns while an operation runs in the
  /// current task; what `StandardPathsTesting`'s isolation sets.
  @TaskLocal package static var scoped: SystemEnvironment?
}

/// Process facts that only the live adapter may read.
enum LiveProcess {
  /// The running program's name, as the system reports it (unvalidated);
  /// the default of ``AppIdentity/current``.
  static func processName() -> String {
    ProcessInfo.processInfo.processName
  }

  /// The main bundle's resource directory: on Apple platforms the bundle's
  /// `Resources` folder; elsewhere the directory of the running executable,
  /// read from `/proc/self/exe` (so no `Bundle`, and no full Foundation, is
  /// needed on Linux).
  static func resourceDirectory() -> String? {
    #if canImport(Darwin)
      return Bundle.main.resourcePath
    #elseif os(Linux) || os(Android)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      // The buffer is zero-filled past `count`, so it is NUL-terminated.
      let executable = FilePath(platformString: buffer)
      return executable.removingLastComponent().string
    #else
      return nil
    #endif
  }

  /// The environment variables as text, and the exact bytes of those whose
  /// values are not valid UTF-8. On Linux they are read from `environ`
  /// (`ProcessInfo` would replace invalid bytes); elsewhere values are
  /// Unicode already.
  static func environmentVariables() -> (text: [String: String], bytes: [String: [UInt8]]) {
    #if os(Linux) || os(Android)
      var text: [String: String] = [:]
      var bytes: [String: [UInt8]] = [:]
      let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
      guard var entry = start else { return (text, bytes) }
      while let pointer = entry.pointee {
        let length = strlen(pointer)
        let raw = UnsafeRawBufferPointer(start: pointer, count: length)
        if let equals = raw.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
          let name = String(decoding: raw[..<equals], as: UTF8.self)
          let value = Array(raw[(equals + 1)...])
          // The first definition wins, as `getenv` returns it.
          if text[name] == nil {
            text[name] = String(decoding: value, as: UTF8.self)
            if String(validUTF8: value) == nil { bytes[name] = value }
          }
        }
        entry += 1
      }
      return (text, bytes)
    #else
      return (ProcessInfo.processInfo.environment, [:])
    #endif
  }

  static func effectiveUserID() -> UInt32 {
    #if os(Windows)
      return 0
    #else
      return UInt32(geteuid())
    #endif
  }

  /// The home directory of the effective user in the user database,
  /// growing the buffer while `getpwuid_r` reports `ERANGE`.
  static func userDatabaseHome() -> String? {
    #if os(Windows)
      return nil
    #else
      var size = 1024
      while size <= 1 << 20 {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: size)
        let status = getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result)
        if status == ERANGE {
          size *= 4
          continue
        }
        guard status == 0, result != nil, let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
      }
      return nil
    #endif
  }
}
