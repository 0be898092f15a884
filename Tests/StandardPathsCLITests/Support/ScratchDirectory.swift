import Foundation

/// A uniquely named directory under the system temporary directory,
/// removed when released, with an environment that keeps the CLI inside it.
final class ScratchDirectory: Sendable {
  /// The directory's absolute path (mode 0755).
  let root: String

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appending(path: "StandardPathsCLITests-\(UUID().uuidString)").path(percentEncoded: false)
    try FileManager.default.createDirectory(atPath: path("home"), withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("home"))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// `root` joined with `relative`.
  func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }

  /// `HOME`, `TMPDIR` and `XDG_RUNTIME_DIR` inside the directory; no other
  /// XDG variable.
  var environment: [String: String] {
    ["HOME": path("home"), "TMPDIR": path("tmp"), "XDG_RUNTIME_DIR": path("run")]
  }

  /// Writes a real, solid-colour PNG of each given pixel size at its path
  /// below `folder`, creating the folders on the way.
  func writePNGs(_ files: [(path: String, width: Int, height: Int)], in folder: String) throws {
    for (relative, width, height) in files {
      let url = URL(filePath: path(folder + "/" + relative))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNGImage.solid(width: width, height: height, red: 9, green: 99, blue: 199).write(to: url)
    }
  }

  /// The permission bits of the item at `relative`, or `nil`.
  func permissions(_ relative: String) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path(relative))
    return (attributes?[.posixPermissions] as? NSNumber)?.intValue
  }

  /// Whether a directory exists at `relative`.
  func isDirectory(_ relative: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
