/// The Linux app sandbox a process runs in, as the environment snapshot
/// shows it: Flatpak or Snap.
///
/// Both change where files belong (Design/locations.md#services-and-sandboxes): Flatpak before 1.13
/// leaves `XDG_STATE_HOME` unset, and Snap gives every revision its own
/// `HOME`, so the user's folders must be found under the real home.
/// ``StandardLocations/sandbox`` reports it and `dirs --explain` prints it.
public struct Sandbox: Sendable, Hashable, CustomStringConvertible {
  /// A kind of sandbox.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// `"flatpak"` or `"snap"`.
    public let name: String

    /// Flatpak: `FLATPAK_ID` is set, or `/.flatpak-info` exists.
    public static let flatpak = Kind(name: "flatpak")
    /// Snap: `SNAP_NAME` is set.
    public static let snap = Kind(name: "snap")

    /// The kind's ``name``.
    public var description: String { name }
  }

  /// The kind of sandbox.
  public let kind: Kind
  /// The Flatpak app id (`FLATPAK_ID`, or the `name` in `/.flatpak-info`)
  /// or the snap's name (`SNAP_NAME`); `nil` when unknown.
  public let identifier: String?
  /// The snap's revision (`SNAP_REVISION`); `nil` for Flatpak or when
  /// unset.
  public let revision: String?

  /// Creates a sandbox description.
  init(kind: Kind, identifier: String?, revision: String? = nil) {
    self.kind = kind
    self.identifier = identifier
    self.revision = revision
  }

  /// For example `flatpak org.example.App` or `snap hello (revision 12)`.
  public var description: String {
    var text = kind.name
    if let identifier { text += " " + escapingControlCharacters(identifier) }
    if let revision { text += " (revision \(escapingControlCharacters(revision)))" }
    return text
  }

  /// The sandbox `environment` shows, if any; only on Linux.
  static func detect(in environment: SystemEnvironment) -> Sandbox? {
    guard environment.platform == .linux else { return nil }
    if let id = environment.variables["FLATPAK_ID"], !id.isEmpty {
      return Sandbox(kind: .flatpak, identifier: id)
    }
    if let status = try? environment.fileSystem.statusOfItem(atPath: "/.flatpak-info"),
      status.kind == .regularFile
    {
      let id = environment.fileSystem.contentsOfFile(atPath: "/.flatpak-info")
        .flatMap(flatpakApplicationName)
      return Sandbox(kind: .flatpak, identifier: id)
    }
    if let name = environment.variables["SNAP_NAME"], !name.isEmpty {
      let revision = environment.variables["SNAP_REVISION"].flatMap { $0.isEmpty ? nil : $0 }
      return Sandbox(kind: .snap, identifier: name, revision: revision)
    }
    return nil
  }

  /// The `name=` of the `[Application]` group of a `/.flatpak-info` key
  /// file, or `nil`.
  static func flatpakApplicationName(_ bytes: [UInt8]) -> String? {
    var inApplication = false
    for rawLine in bytes.split(separator: UInt8(ascii: "\n")) {
      let line = String(decoding: rawLine, as: UTF8.self)
      if line.hasPrefix("[") {
        inApplication = line.hasPrefix("[Application]")
      } else if inApplication, line.hasPrefix("name=") {
        let name = String(line.dropFirst(5))
        return name.isEmpty ? nil : name
      }
    }
    return nil
  }
}
