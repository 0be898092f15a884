import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

/// The `resolve --explain` listing: a header, then for each directory its
/// candidates in ranking order, every line indented so that the plain
/// output (one path per NAME) is the unindented lines.
enum ExplanationOutput {
  static func render(_ explanation: ResourceExplanation) -> String {
    let deviceName = explanation.device.label
    var lines = [
      "  candidates for \(explanation.fileName.string) on \(deviceName) (* chosen, + exists):"
    ]
    let chosen = explanation.chosen
    var directory: String?
    for candidate in explanation.candidates {
      if candidate.directory != directory {
        directory = candidate.directory
        lines.append("  in \(candidate.directory):")
      }
      let mark = candidate == chosen ? "*" : candidate.path != nil ? "+" : " "
      let rank = String(candidate.rank)
      var line = "  " + String(repeating: " ", count: max(0, 4 - rank.count)) + rank
      line += " \(mark) \(candidate.fileName.string)"
      if let path = candidate.path, !path.hasSuffix("/" + candidate.fileName.string) {
        line += "  (on disk: \(FilePath(path).lastComponent?.string ?? ""))"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
