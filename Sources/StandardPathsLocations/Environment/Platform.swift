/// An operating system whose file layout StandardPaths can compute.
///
/// The layout of every platform can be computed on any host from an injected
/// ``SystemEnvironment``, so a Linux machine can answer "where would macOS put
/// my caches?". Only ``current`` depends on the machine the code runs on.
///
/// `Platform` is a struct with static members rather than an enum, so that
/// new platforms can be added without breaking exhaustive `switch`es in
/// client code.
public struct Platform: Sendable, Hashable {
  enum Representation: String, CaseIterable, Sendable {
    case linux
    case macOS = "macos"
    case iOS = "ios"
    case tvOS = "tvos"
    case watchOS = "watchos"
    case windows
    case android
    case freeBSD = "freebsd"
    case openBSD = "openbsd"
  }

  internal let representation: Representation

  init(_ representation: Representation) {
    self.representation = representation
  }

  /// Linux and other XDG desktops (XDG Base Directory 0.8 and xdg-user-dirs).
  public static let linux = Platform(.linux)
  /// macOS, outside or inside the App Sandbox.
  public static let macOS = Platform(.macOS)
  /// iOS and iPadOS, where the home directory is the app's container.
  public static let iOS = Platform(.iOS)
  /// tvOS, laid out like iOS.
  public static let tvOS = Platform(.tvOS)
  /// watchOS, laid out like iOS.
  public static let watchOS = Platform(.watchOS)
  /// Windows, computed from its environment variables; paths use `\`.
  public static let windows = Platform(.windows)
  /// Android, laid out as platformdirs does from the app's files directory
  /// (``SystemEnvironment/androidFilesDirectory``), which only the app knows.
  public static let android = Platform(.android)
  /// FreeBSD: the XDG layout of ``linux``, with the runtime base
  /// `/var/run/user/<uid>` that its `pam_xdg` creates.
  public static let freeBSD = Platform(.freeBSD)
  /// OpenBSD: the XDG layout of ``linux``; the system makes no runtime base,
  /// so without `XDG_RUNTIME_DIR` the runtime folder is the private fallback
  /// under the temporary directory.
  public static let openBSD = Platform(.openBSD)

  /// Every platform, in a stable order.
  public static let allCases: [Platform] = Representation.allCases.map(Platform.init)

  /// The platform this code was compiled for.
  public static var current: Platform {
    #if os(macOS)
      return .macOS
    #elseif os(iOS) || os(visionOS)
      return .iOS
    #elseif os(tvOS)
      return .tvOS
    #elseif os(watchOS)
      return .watchOS
    #elseif os(Windows)
      return .windows
    #elseif os(Android)
      return .android
    #elseif os(FreeBSD)
      return .freeBSD
    #elseif os(OpenBSD)
      return .openBSD
    #else
      return .linux
    #endif
  }

  /// The lower-case identifier used by the command-line tool, such as
  /// `"linux"`, `"macos"` or `"windows"`.
  public var identifier: String { representation.rawValue }

  /// Creates the platform with the given lower-case ``identifier``, or `nil`
  /// if there is none.
  public init?(identifier: String) {
    guard let representation = Representation(rawValue: identifier) else {
      return nil
    }
    self.init(representation)
  }

  /// Whether the platform gives every app its own container as the home
  /// directory (iOS, tvOS and watchOS).
  public var usesAppContainer: Bool {
    switch representation {
    case .iOS, .tvOS, .watchOS: return true
    case .linux, .macOS, .windows, .android, .freeBSD, .openBSD: return false
    }
  }

  /// Whether the platform follows the XDG Base Directory layout (Linux and
  /// the BSDs).
  var followsXDG: Bool {
    switch representation {
    case .linux, .freeBSD, .openBSD: return true
    case .macOS, .iOS, .tvOS, .watchOS, .windows, .android: return false
    }
  }

  /// The path syntax of the platform's file system.
  var pathSyntax: PathSyntax {
    representation == .windows ? .windows : .posix
  }
}

extension Platform: CustomStringConvertible {
  /// The platform's ``identifier``.
  public var description: String { identifier }
}
