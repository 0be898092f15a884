/// The names that place an app's files: its name, and optionally its
/// organization, bundle identifier and version.
///
/// Each field becomes a single path component, so each is validated: it
/// must not be empty, `.` or `..`, longer than 227 bytes (so that the
/// hidden names derived from it, such as a migration's
/// `.<name>.migrating-<16 hex digits>`, fit in a 255-byte file name), and must not
/// contain `/`, `\`, NUL or another control character. Invalid input throws an
/// ``AppIdentity/ValidationError`` that names the field.
///
/// ```swift
/// let app = try AppIdentity(name: "MyApp", organization: "Acme",
///                           bundleIdentifier: "com.acme.MyApp")
/// ```
public struct AppIdentity: Sendable, Hashable {
  /// The app's name, used as its folder name on Linux and macOS.
  public let name: String
  /// The organization, used as a parent folder on Windows.
  public let organization: String?
  /// The bundle identifier, used for the caches folder on macOS.
  public let bundleIdentifier: String?
  /// A version folder inside the app's folders (platformdirs' `version=`,
  /// `MyApp/1.0`), so that versions that cannot share files keep them apart;
  /// `nil` for none (Design/locations.md#version-folder).
  public let version: String?

  /// Creates an identity after validating every field.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field.
  public init(
    name: String, organization: String? = nil, bundleIdentifier: String? = nil,
    version: String? = nil
  ) throws(ValidationError) {
    try Field.name.validate(name)
    if let organization { try Field.organization.validate(organization) }
    if let bundleIdentifier { try Field.bundleIdentifier.validate(bundleIdentifier) }
    if let version { try Field.version.validate(version) }
    self.name = name
    self.organization = organization
    self.bundleIdentifier = bundleIdentifier
    self.version = version
  }

  /// The app's folder below a base: its name, then the version if any.
  var folderComponents: [String] { [name] + (version.map { [$0] } ?? []) }

  /// Checks the fields that name folders on `platform` against its
  /// file-name rules beyond the portable ones (Design/locations.md#names-windows-cannot-hold): on
  /// Windows, ``name``, ``organization`` and ``version`` must also be valid
  /// Windows file names.
  /// Other platforms add no rule.
  ///
  /// Resolving a location of a Windows layout performs this check and
  /// throws ``LocationError/invalidAppIdentity(_:)``.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field.
  public func validate(for platform: Platform) throws(ValidationError) {
    guard platform == .windows else { return }
    for (field, value) in [
      (Field.name, name), (Field.organization, organization), (Field.version, version),
    ] {
      guard let value, let problem = WindowsNameRule.problem(with: value) else { continue }
      throw ValidationError(field: field, value: value, reason: .notValidOnWindows(problem))
    }
  }
}

extension AppIdentity {
  /// A field of an ``AppIdentity``.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// ``AppIdentity/name``.
    case name
    /// ``AppIdentity/organization``.
    case organization
    /// ``AppIdentity/bundleIdentifier``.
    case bundleIdentifier
    /// ``AppIdentity/version``.
    case version

    /// The field's name in prose, such as `"bundle identifier"`.
    public var displayName: String {
      switch self {
      case .name: return "app name"
      case .organization: return "organization"
      case .bundleIdentifier: return "bundle identifier"
      case .version: return "version"
      }
    }

    /// The longest field, in UTF-8 bytes: the longest name derived from
    /// one, a migration's staging folder `.<name>.migrating-<16 hex
    /// digits>`, adds 28 bytes and must fit in 255.
    static let maximumLength = 255 - 28

    internal func validate(_ value: String) throws(ValidationError) {
      if let reason = PathComponentRule.problem(with: value) {
        throw ValidationError(field: self, value: value, reason: reason)
      }
      if value.utf8.count > Self.maximumLength {
        throw ValidationError(field: self, value: value, reason: .tooLong(value.utf8.count))
      }
    }
  }

  /// A field of an ``AppIdentity`` is not a single safe path component.
  public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The invalid field.
    public let field: Field
    /// The rejected value.
    public let value: String
    /// Why it was rejected.
    public let reason: PathComponentProblem

    /// A one-line message that names the field, such as
    /// `invalid app name "../evil": it contains "/"`.
    public var description: String {
      "invalid \(field.displayName) \(quoted(value)): \(reason)"
    }
  }
}

/// Why a string is not a single safe path component.
public enum PathComponentProblem: Sendable, Hashable, CustomStringConvertible {
  /// The string is empty.
  case empty
  /// The string is `.` or `..`.
  case dotOrDotDot
  /// The string contains a path separator (`/` or `\`).
  case containsSeparator(Character)
  /// The string contains a NUL byte.
  case containsNUL
  /// The string contains a control character other than NUL.
  case containsControlCharacter
  /// The string is longer than a file name may be (255 bytes in UTF-8, the
  /// limit of Linux and macOS file systems), or, for an ``AppIdentity``
  /// field, than 227 bytes, so the names derived from it fit.
  case tooLong(Int)
  /// The string is a portable name but not a valid Windows file name
  /// (checked when the layout is Windows).
  case notValidOnWindows(WindowsNameProblem)

  /// A short explanation.
  public var description: String {
    switch self {
    case .empty: return "it is empty"
    case .dotOrDotDot: return "\".\" and \"..\" are not folder names"
    case .containsSeparator(let separator): return "it contains \"\(separator)\""
    case .containsNUL: return "it contains a NUL byte"
    case .containsControlCharacter: return "it contains a control character"
    case .tooLong(let bytes):
      return "it is \(bytes) bytes long; a file name has at most 255, an app's name at most 227 "
        + "(the hidden names derived from it add 28)"
    case .notValidOnWindows(let problem): return "not valid on Windows: \(problem)"
    }
  }
}

/// The rule for a string that becomes exactly one path component.
package enum PathComponentRule {
  /// The longest file name, in UTF-8 bytes, that Linux and macOS accept.
  static let maximumLength = 255

  /// What is wrong with `value` as a folder name: the portable rule, and
  /// on a Windows `platform` also ``WindowsNameRule``.
  package static func problem(with value: String, on platform: Platform? = nil)
    -> PathComponentProblem?
  {
    if let problem = portableProblem(with: value) { return problem }
    guard platform == .windows, let problem = WindowsNameRule.problem(with: value) else {
      return nil
    }
    return .notValidOnWindows(problem)
  }

  /// The rule on every platform: not empty, not `.` or `..`, at most 255
  /// bytes, no separator, NUL or control character.
  private static func portableProblem(with value: String) -> PathComponentProblem? {
    if value.isEmpty { return .empty }
    if value == "." || value == ".." { return .dotOrDotDot }
    if value.utf8.count > maximumLength { return .tooLong(value.utf8.count) }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "/": return .containsSeparator("/")
      case "\\": return .containsSeparator("\\")
      case "\0": return .containsNUL
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: return .containsControlCharacter
      default: continue
      }
    }
    return nil
  }
}
