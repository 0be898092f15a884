/// Why a name that is a safe path component elsewhere cannot be a Windows
/// file name (Design/locations.md#names-windows-cannot-hold).
public enum WindowsNameProblem: Sendable, Hashable, CustomStringConvertible {
  /// The name is a reserved device name (`CON`, `PRN`, `AUX`, `NUL`,
  /// `COM1`–`COM9`, `LPT1`–`LPT9`), in any case, with or without an
  /// extension; the associated value is the device name as written.
  case reservedDeviceName(String)
  /// The name contains one of `< > : " / \ | ? *`.
  case reservedCharacter(Character)
  /// The name contains a control character.
  case controlCharacter
  /// The name ends with a dot or a space, which Windows strips.
  case trailingDotOrSpace

  /// A short explanation.
  public var description: String {
    switch self {
    case .reservedDeviceName(let name):
      return "\(quoted(name)) is a reserved device name"
    case .reservedCharacter(let character):
      return "it contains \(quoted(String(character)))"
    case .controlCharacter:
      return "it contains a control character"
    case .trailingDotOrSpace:
      return "it ends with a dot or a space"
    }
  }
}

/// The rules a Windows file name follows beyond the portable ones.
enum WindowsNameRule {
  /// The device names Windows reserves in every folder.
  static let reservedNames = Set(
    ["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

  /// What makes `name` invalid on Windows, or `nil`.
  static func problem(with name: String) -> WindowsNameProblem? {
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 { return .controlCharacter }
      if "<>:\"/\\|?*".unicodeScalars.contains(scalar) {
        return .reservedCharacter(Character(scalar))
      }
    }
    if let last = name.unicodeScalars.last, last == "." || last == " " {
      return .trailingDotOrSpace
    }
    // The device name is the part before the first dot, trailing spaces
    // ignored ("CON .txt" is CON too).
    var stem = Substring(name.prefix { $0 != "." })
    while stem.last == " " { stem = stem.dropLast() }
    if reservedNames.contains(stem.uppercased()) { return .reservedDeviceName(String(stem)) }
    return nil
  }
}
