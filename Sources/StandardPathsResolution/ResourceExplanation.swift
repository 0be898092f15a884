import StandardPathsLocations
import StandardPathsSuffixes

/// Why a lookup chose the file it chose: every candidate in ranking order,
/// with the ones that exist.
///
/// ```swift
/// let explanation = try resolver.explanation(forResource: "Image1", device: .iPhone6)
/// for candidate in explanation.candidates {
///   print(candidate.rank, candidate.fileName, candidate.path ?? "-")
/// }
/// explanation.chosen?.path   // what path(forResource:) returns
/// ```
public struct ResourceExplanation: Sendable, Hashable {
  /// One name the lookup tries.
  public struct Candidate: Sendable, Hashable {
    /// The directory searched.
    public var directory: String
    /// The candidate's position in its directory's ranking, from 1 (the
    /// most preferred).
    public var rank: Int
    /// The name tried, with suffixes spelt canonically.
    public var fileName: FileName
    /// The file on disk that is this candidate (its own spelling, such as
    /// `foo-hd-1024h@2x~ipad.png` for the candidate
    /// `foo-1024h-hd@2x~ipad.png`), or `nil` if there is none.
    public var path: String?
  }

  /// The requested name with the type applied (without its directory).
  public var fileName: FileName
  /// The device the candidates were ranked for.
  public var device: Device
  /// Every candidate, directory by directory (localised folders first),
  /// each directory's from the most preferred to the least.
  public var candidates: [Candidate]

  /// Creates an explanation.
  init(fileName: FileName, device: Device, candidates: [Candidate]) {
    self.fileName = fileName
    self.device = device
    self.candidates = candidates
  }

  /// The candidate the lookup chooses: the first that exists, or `nil` if
  /// none does.
  public var chosen: Candidate? {
    candidates.first { $0.path != nil }
  }
}
