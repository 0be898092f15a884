/// A snapshot of everything the location rules depend on.
///
/// Every answer StandardPaths gives is computed from one of these values,
/// never from hidden global state. ``live()`` captures the running process;
/// tests and cross-platform tools build one by hand:
///
/// ```swift
/// let windows = SystemEnvironment(
///   platform: .windows,
///   variables: ["USERPROFILE": #"C:\Users\me"#])
/// ```
public struct SystemEnvironment: Sendable {
  /// The platform whose rules apply.
  public var platform: Platform
  /// The process environment variables (`HOME`, `XDG_*`, `TMPDIR`, …), as
  /// text.
  ///
  /// On Linux a variable's value is bytes; one that is not valid UTF-8 is
  /// held here with U+FFFD for each invalid sequence, and exactly in
  /// ``variableBytes``.
  public var variables: [String: String]
  /// The exact bytes of the variables whose values are not valid UTF-8
  /// (only on Linux, where values are bytes; empty elsewhere).
  ///
  /// The rules read a variable's bytes from here when present, else the
  /// UTF-8 of ``variables``, so a path such as `XDG_DOCUMENTS_DIR=/srv/caf\xe9`
  /// resolves to its exact bytes (``ResolvedLocation/filePath``). A value
  /// here wins over ``variables``; a name only here counts as set.
  public var variableBytes: [String: [UInt8]]
  /// The home directory recorded in the user database (`getpwuid`), used
  /// when `HOME` is unset, empty or relative. ``live()`` looks it up only
  /// then, and leaves it `nil` otherwise.
  public var userDatabaseHome: String?
  /// The effective user id, which names private directories and must own
  /// the runtime directory.
  public var effectiveUserID: UInt32
  /// The directory holding the app's bundled resources, or `nil` when it is
  /// unknown (for example when computing another platform's layout).
  public var resourceDirectory: String?
  /// Answers the read-only file-system questions of the rules.
  public var fileSystem: any FileSystemProbe
  /// On Android, the app's files directory, `Context.getFilesDir()` (such as
  /// `/data/user/0/com.acme.myapp/files`): the app's private locations are
  /// computed from it and are unavailable without it, because no variable
  /// or system call of the process tells it.
  public var androidFilesDirectory: String?

  /// Creates a snapshot from explicit values.
  ///
  /// - Parameters:
  ///   - platform: The platform whose rules apply.
  ///   - variables: The environment variables, as text.
  ///   - variableBytes: The exact bytes of values that are not valid UTF-8.
  ///   - userDatabaseHome: The user database's home directory, if any.
  ///   - effectiveUserID: The effective user id.
  ///   - resourceDirectory: The app's resource directory, if known.
  ///   - fileSystem: The file-system probe; by default (`nil`) one in which
  ///     nothing exists and nothing can be read, so private directories are
  ///     refused. Tests pass `StandardPathsTesting`'s `VirtualFileSystem`.
  ///   - androidFilesDirectory: On Android, the app's files directory.
  public init(
    platform: Platform,
    variables: [String: String] = [:],
    variableBytes: [String: [UInt8]] = [:],
    userDatabaseHome: String? = nil,
    effectiveUserID: UInt32 = 1000,
    resourceDirectory: String? = nil,
    fileSystem: (any FileSystemProbe)? = nil,
    androidFilesDirectory: String? = nil
  ) {
    self.platform = platform
    self.variables = variables
    self.variableBytes = variableBytes
    self.userDatabaseHome = userDatabaseHome
    self.effectiveUserID = effectiveUserID
    self.resourceDirectory = resourceDirectory
    self.fileSystem = fileSystem ?? NoFileSystem()
    self.androidFilesDirectory = androidFilesDirectory
  }

  /// The exact bytes of the variable `name`, or `nil` if it is unset.
  func bytes(ofVariable name: String) -> [UInt8]? {
    variableBytes[name] ?? variables[name].map { Array($0.utf8) }
  }

  /// The same snapshot seen through another platform's rules.
  ///
  /// The resource directory is dropped, because it belongs to the installed
  /// app of the current platform.
  public func computing(for platform: Platform) -> SystemEnvironment {
    guard platform != self.platform else { return self }
    var copy = self
    copy.platform = platform
    copy.resourceDirectory = nil
    return copy
  }
}
