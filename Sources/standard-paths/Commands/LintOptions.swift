import ArgumentParser
import StandardPathsAudit
import StandardPathsSuffixes

/// A `--devices` value: comma-separated preset and group names
/// (`ios,mac-retina`), checked by argument-parser, which also lists the
/// names in help and completions.
struct DeviceSelection: ExpressibleByArgument {
  /// The devices selected, in the order named, each once.
  var devices: [AuditDevice]

  init?(argument: String) {
    var devices: [AuditDevice] = []
    for name in argument.split(separator: ",").map({
      String($0.filter { $0 != " " && $0 != "\t" })
    }) where !name.isEmpty {
      guard let named = AuditDevice.devices(named: name) else { return nil }
      for device in named where !devices.contains(where: { $0.name == device.name }) {
        devices.append(device)
      }
    }
    guard !devices.isEmpty else { return nil }
    self.devices = devices
  }

  static var allValueStrings: [String] { AuditDevice.selectionNames }

  static var defaultCompletionKind: CompletionKind { .list(AuditDevice.selectionNames) }
}

/// How `lint` prints its report on standard output.
enum LintFormat: String, KeywordArgument {
  /// One line per finding, then a summary.
  case table
  /// The JSON document (schema version 2).
  case json
  /// `path: warning: message`, one line per finding: what editors and CI
  /// systems annotate.
  case compiler
}

/// A `--convention` value: the naming convention the tree is judged by,
/// or `auto` to infer it from the names.
enum LintConvention: String, KeywordArgument {
  case auto, uikit, cocos2d, standardpaths

  /// The audit's convention; `nil` for `auto`.
  var convention: AuditConvention? { AuditConvention(rawValue: rawValue) }
}
