// One helper for the system calls of this module: retry on `EINTR`, turn
// `-1` into the `Errno` the call left behind.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// Runs `call` until it is not interrupted by a signal and returns its
  /// result, or throws the `errno` it set when it returned `-1`.
  @discardableResult
  func systemCall<Result: BinaryInteger>(_ call: () -> Result) throws(Errno) -> Result {
    while true {
      let result = call()
      if result != -1 { return result }
      let code = errno
      if code != EINTR { throw Errno(rawValue: code) }
    }
  }
#endif
