/// Renders two aligned columns for people to read.
enum TableOutput {
  /// One line per row: the key padded to the widest key, then the value
  /// or `-` when there is none.
  static func render(_ rows: [(key: String, value: String?)]) -> String {
    let width = rows.map(\.key.count).max() ?? 0
    return rows.map { row in
      row.key + String(repeating: " ", count: width - row.key.count + 2) + (row.value ?? "-")
    }.joined(separator: "\n")
  }
}
