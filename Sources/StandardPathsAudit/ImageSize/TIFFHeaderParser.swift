/// Reads the size of every page of a classic TIFF by following its chain of
/// image file directories (IFDs), in either byte order.
///
/// A HiDPI TIFF (`tiffutil -cathidpicheck`) holds the 1x and 2x
/// representations as consecutive pages, so all are listed. SubIFDs
/// (reduced-resolution previews, EXIF) are not followed.
///
/// Every directory offset comes from the file, so the walk is bounded: at
/// most ``maximumPages`` directories, each visited once (a chain that loops
/// is malformed), and at most ``maximumEntries`` entries examined in all.
enum TIFFHeaderParser {
  /// Most pages (directories) followed.
  static let maximumPages = 1_024
  /// Most directory entries examined across the file.
  static let maximumEntries = 65_536
  /// The ImageWidth tag.
  private static let widthTag: UInt16 = 256
  /// The ImageLength (height) tag.
  private static let heightTag: UInt16 = 257
  /// The size of the header before which no directory can start.
  private static let headerSize = 8

  /// Returns the size of each page in directory order.
  static func pages<Source>(
    in window: inout ImageByteWindow<Source>, bigEndian: Bool
  ) throws(ImageHeaderProblem) -> [PixelSize] {
    var walk = Walk(bigEndian: bigEndian)
    let first = try window.uint32(at: 4, bigEndian: bigEndian, reading: "TIFF header")
    var offset = try ImageOffset.from(first, for: "TIFF directory")
    guard offset != 0 else { throw .malformed("TIFF has no image file directory") }
    var pages: [PixelSize] = []
    var visited: Set<Int> = []
    while offset != 0 {
      guard pages.count < maximumPages else {
        throw .malformed("TIFF has more than \(maximumPages) pages")
      }
      guard offset >= headerSize else {
        throw .malformed("TIFF directory offset \(offset) points into the header")
      }
      guard visited.insert(offset).inserted else {
        throw .malformed("TIFF directory chain loops back to offset \(offset)")
      }
      let (page, next) = try walk.directory(at: offset, in: &window)
      pages.append(page)
      offset = next
    }
    return pages
  }

  /// The state of one walk down the directory chain.
  private struct Walk {
    /// The file's byte order.
    let bigEndian: Bool
    /// Directory entries that may still be examined.
    var entriesLeft = maximumEntries

    /// Reads the directory at `offset`: its page size and the next
    /// directory's offset (0 after the last).
    mutating func directory<Source>(
      at offset: Int, in window: inout ImageByteWindow<Source>
    ) throws(ImageHeaderProblem) -> (PixelSize, Int) {
      let what = "TIFF directory at offset \(offset)"
      let count = Int(try window.uint16(at: offset, bigEndian: bigEndian, reading: what))
      guard count > 0 else { throw .malformed("\(what) is empty") }
      let entries = try ImageOffset.sum(offset, 2, for: what)
      var width: Int?
      var height: Int?
      var index = 0
      while index < count, width == nil || height == nil {
        guard entriesLeft > 0 else {
          throw .malformed("TIFF has more than \(maximumEntries) directory entries")
        }
        entriesLeft -= 1
        let entry = try ImageOffset.sum(entries, 12 * index, for: what)
        let tag = try window.uint16(at: entry, bigEndian: bigEndian, reading: what)
        if tag == widthTag, width == nil {
          width = try dimension(at: entry, in: &window, name: "ImageWidth", what: what)
        } else if tag == heightTag, height == nil {
          height = try dimension(at: entry, in: &window, name: "ImageLength", what: what)
        }
        index += 1
      }
      guard let width, let height else {
        throw .malformed("\(what) has no ImageWidth or no ImageLength")
      }
      let nextField = try ImageOffset.sum(entries, 12 * count, for: what)
      let next = try window.uint32(at: nextField, bigEndian: bigEndian, reading: what)
      return (
        PixelSize(width: width, height: height), try ImageOffset.from(next, for: "TIFF directory")
      )
    }

    /// Reads a dimension entry: type SHORT or LONG, at least one value, kept
    /// in the entry itself (left-justified), and not zero.
    private func dimension<Source>(
      at entry: Int, in window: inout ImageByteWindow<Source>, name: String, what: String
    ) throws(ImageHeaderProblem) -> Int {
      let type = try window.uint16(at: entry &+ 2, bigEndian: bigEndian, reading: what)
      let count = try window.uint32(at: entry &+ 4, bigEndian: bigEndian, reading: what)
      guard count >= 1 else { throw .malformed("\(what): \(name) has no value") }
      let value: UInt32
      switch type {
      case 3:
        value = UInt32(try window.uint16(at: entry &+ 8, bigEndian: bigEndian, reading: what))
      case 4:
        value = try window.uint32(at: entry &+ 8, bigEndian: bigEndian, reading: what)
      default:
        throw .malformed("\(what): \(name) has field type \(type), not SHORT or LONG")
      }
      guard value > 0, let dimension = Int(exactly: value) else {
        throw .malformed("\(what): \(name) is \(value)")
      }
      return dimension
    }
  }
}
