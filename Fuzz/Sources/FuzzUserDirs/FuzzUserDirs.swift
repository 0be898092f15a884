import Glibc
import StandardPathsLocations

/// Feeds arbitrary bytes to the `user-dirs.dirs` reader and checks its
/// promises: it never crashes; every entry is an absolute, normalized path
/// of at most 4096 bytes without NUL, set on a line of the file; skipped
/// lines are lines of the file, in order; reading is linear in time and
/// deterministic; the byte-level rules hold (NUL bytes are invisible, and so
/// is a CR inserted before every LF); and a skipped line is skipped alone
/// (blanking it changes nothing else).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserDirs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Linear: even 64 KiB of the worst input takes milliseconds of CPU; a
  // quadratic reader takes seconds. CPU time, not wall time, so that a busy
  // machine does not fail the check; a second try rules out a one-off stall.
  let limit = 250_000_000 + 20_000 * size
  var (file, nanoseconds) = timed { read(bytes) }
  if nanoseconds >= limit { (file, nanoseconds) = timed { read(bytes) } }
  precondition(nanoseconds < limit, "slow: \(nanoseconds) ns of CPU for \(size) bytes")

  let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
  for (key, entry) in file.entries {
    precondition(!key.isEmpty, "empty key")
    let path = entry.bytes
    precondition(path.first == UInt8(ascii: "/"), "relative path \(path)")
    precondition(path.count == 1 || path.last != UInt8(ascii: "/"), "trailing slash \(path)")
    precondition(
      !zip(path, path.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == $0 },
      "repeated separator \(path)")
    precondition(!path.contains(0), "NUL in \(path)")
    precondition(path.count <= 4096, "longer than PATH_MAX")
    precondition((1...lines).contains(entry.line), "line \(entry.line) of \(lines)")
    precondition(file[key] == entry.path, "subscript disagrees")
  }
  for skipped in file.skippedLines {
    precondition((1...lines).contains(skipped.line), "skipped \(skipped.line) of \(lines)")
  }
  precondition(
    zip(file.skippedLines, file.skippedLines.dropFirst()).allSatisfy { $0.line < $1.line },
    "skipped lines out of order")
  // NUL bytes are dropped before anything else (this also checks that
  // reading is deterministic).
  var withNUL: [UInt8] = []
  for (index, byte) in bytes.enumerated() {
    withNUL.append(byte)
    if index % 7 == 3 { withNUL.append(0) }
  }
  precondition(read(withNUL) == file, "NUL bytes changed the result")

  // A CR before every LF is dropped (checked when the input has no CR).
  if !bytes.contains(UInt8(ascii: "\r")) {
    let crlf = bytes.flatMap { $0 == UInt8(ascii: "\n") ? [13, 10] : [$0] }
    precondition(read(crlf) == file, "CRLF changed the result")
  }

  // Blanking the skipped lines (with spaces, so that the budget stays the
  // same) leaves the entries as they were, unless the budget ran out.
  if !file.skippedLines.contains(where: { $0.reason == .expansionBudget }) {
    let skipped = Set(file.skippedLines.map(\.line))
    var line = 1
    let blanked = bytes.map { byte -> UInt8 in
      if byte == UInt8(ascii: "\n") { line += 1 }
      return skipped.contains(line) && byte != UInt8(ascii: "\n") ? UInt8(ascii: " ") : byte
    }
    let again = read(blanked)
    precondition(again.entries == file.entries, "a skipped line changed another line")
    precondition(again.skippedLines.isEmpty, "a blank line was skipped")
  }
  return 0
}

/// Reads `bytes` with a fixed environment.
private func read(_ bytes: [UInt8]) -> UserDirectoriesFile {
  UserDirectoriesFile(
    parsing: bytes, environment: ["OTHER": "/srv/other", "EMPTY": ""],
    home: Array("/home/fuzz".utf8))
}

/// The result of `body` and the CPU time the thread spent in it, in
/// nanoseconds.
private func timed(_ body: () -> UserDirectoriesFile) -> (UserDirectoriesFile, Int) {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  let result = body()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return (result, (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec))
}
