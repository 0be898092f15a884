// What metadata a copy keeps (Design/migration.md#what-a-copy-keeps): who the
// process is, which extended attributes it may carry to the destination, and
// how a file whose ACL is dropped keeps no more access than it had.

import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// The process's effective user and groups, read once per run.
  internal struct ProcessCredentials: Sendable {
    let user: uid_t
    let groups: Set<gid_t>

    /// The running process's credentials.
    static func current() -> ProcessCredentials {
      var groups: Set<gid_t> = [getegid()]
      let count = getgroups(0, nil)
      if count > 0 {
        var list = [gid_t](repeating: 0, count: Int(count))
        let found = getgroups(count, &list)
        if found > 0 { groups.formUnion(list.prefix(Int(found))) }
      }
      return ProcessCredentials(user: geteuid(), groups: groups)
    }

    var isRoot: Bool { user == 0 }

    /// Whether the process may give a copy the owner and group of `status`
    /// (root, or its own user and one of its groups).
    func mayKeepOwner(of status: Stat) -> Bool {
      isRoot
        || (status.userID.rawValue == user && groups.contains(status.groupID.rawValue))
    }

    /// Whether the process may write entries into the directory `status`
    /// (mode bits only; ACLs granting more are not consulted).
    func mayWrite(into status: Stat) -> Bool {
      if isRoot { return true }
      let bits = status.permissionBits
      if status.userID.rawValue == user { return bits & 0o300 == 0o300 }
      if groups.contains(status.groupID.rawValue) { return bits & 0o030 == 0o030 }
      return bits & 0o003 == 0o003
    }

    /// Whether the process can empty the directory `status`: it may write
    /// into it, or owns it (the remover then makes it writable).
    func mayEmpty(_ status: Stat) -> Bool {
      isRoot || status.userID.rawValue == user || mayWrite(into: status)
    }

    /// Whether the process may remove the entry `entry` of the directory
    /// `directory`, given the sticky bit (only the entry's or the
    /// directory's owner may then).
    func mayRemove(_ entry: Stat, from directory: Stat) -> Bool {
      guard directory.permissionBits & S_ISVTX != 0, !isRoot else { return true }
      return entry.userID.rawValue == user || directory.userID.rawValue == user
    }
  }

  /// The extended attributes and owners a copy keeps, decided by the
  /// preflight before anything is written.
  internal struct MetadataPolicy: Sendable {
    let credentials: ProcessCredentials
    /// The attribute kinds (``kind(of:)``) the destination can hold.
    let keptKinds: Set<String>
    /// Whether attribute kinds and owners that cannot be kept are dropped
    /// (the user asked) rather than refused.
    let dropsWhatItCannotKeep: Bool

    /// The access ACL, whose loss would widen a file's group access.
    static let accessACL = "system.posix_acl_access"

    /// What decides whether an attribute can be kept: each `system.`
    /// attribute is its own kind (ACLs), other names go by namespace
    /// (`user`, `trusted`, `security`).
    static func kind(of name: String) -> String {
      if name.hasPrefix("system.") { return name }
      return String(name.prefix(while: { $0 != "." }))
    }

    /// Whether the process may set attributes of `kind` at all: every kind
    /// as root; otherwise its own `user.*` attributes and ACLs.
    func mayWrite(kind: String) -> Bool {
      credentials.isRoot || kind == "user" || kind == Self.accessACL
        || kind == "system.posix_acl_default"
    }

    /// Whether the attribute `name` is copied.
    func keeps(_ name: String) -> Bool { keptKinds.contains(Self.kind(of: name)) }

    /// The permission bits a copy gets when its access ACL is dropped: the
    /// group bits hold the ACL's mask, so they become what the owning group
    /// itself was granted (within the mask), never more.
    static func permissions(_ bits: mode_t, withoutACL acl: [UInt8]) -> mode_t {
      // Linux's xattr form: a 4-byte version, then entries of tag (2 bytes),
      // permissions (2) and id (4), little-endian.
      var groupObject: mode_t?
      var mask: mode_t?
      var offset = 4
      while offset + 8 <= acl.count {
        let tag = UInt16(acl[offset]) | UInt16(acl[offset + 1]) << 8
        let allowed = mode_t(acl[offset + 2] & 0o7)
        if tag == 0x04 { groupObject = allowed }
        if tag == 0x10 { mask = allowed }
        offset += 8
      }
      guard let mask, let groupObject else { return bits }
      return (bits & ~0o070) | ((groupObject & mask) << 3)
    }
  }
#endif
