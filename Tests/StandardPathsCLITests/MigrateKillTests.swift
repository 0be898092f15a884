import Foundation
import TestSupport
import Testing

/// Crash safety (Design/migration.md#crash-safety) with real `SIGKILL`s of the real
/// `standard-paths migrate` moving a tree of many files across file systems
/// (two tmpfs mounts): at delays spread over a whole run, and at exact
/// checkpoints where the command pauses (a debug-build-only hook, see
/// SECURITY.md). After each kill nothing may be lost or half-written; a
/// rerun must finish the job exactly once and leave nothing behind.
@Suite(
  .serialized,
  .enabled(
    if: SmallFileSystem.isAvailable,
    "skipped: mounting a tmpfs (a second file system) needs root, as in CI"))
struct MigrateKillTests {
  /// The tree: sized so that the suite stays under ~40 s on a busy 2-core
  /// machine in a debug build.
  static let tree = ManyFilesTree(folders: 20, filesPerFolder: 100, bigFiles: 2, extras: true)

  /// Whether the binary under test pauses at checkpoints: only debug builds
  /// have the hook, and the tests are built in the same configuration.
  static let hasPauseHook: Bool = {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }()

  /// What a kill left, for the tally.
  enum Stage: String, CaseIterable {
    case untouched, copying
    case inPlace = "in place"
    case done
  }

  /// Two file systems: the home (with the legacy folder) and the data home.
  struct Setup {
    let environment: [String: String]
    let legacy: String
    let parent: String
    let destination: String
    let original: TreeListing

    /// Puts back the legacy folder and empties the data home.
    func reset() throws {
      let manager = FileManager.default
      if manager.fileExists(atPath: legacy) || isLink(legacy) {
        try manager.removeItem(atPath: legacy)
      }
      if manager.fileExists(atPath: parent) { try manager.removeItem(atPath: parent) }
      MigrateKillTests.tree.build(at: legacy)
    }

    /// Starts `standard-paths migrate` for this setup.
    func start(keepLink: Bool, environment extra: [String: String] = [:]) throws -> CLI.Running {
      try CLI.start(arguments(keepLink: keepLink), environment: environment.merging(extra) { $1 })
    }

    /// Runs it to the end.
    func run(keepLink: Bool) throws -> CLI.Result {
      try CLI.run(arguments(keepLink: keepLink), environment: environment)
    }

    private func arguments(keepLink: Bool) -> [String] {
      ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp", "--json"]
        + (keepLink ? ["--keep-link"] : [])
    }

    /// The names in the data home, sorted.
    func parentNames() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
    }

    func isLink(_ path: String) -> Bool {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
  }

  /// Mounts the two file systems, builds the legacy folder, runs `body`,
  /// and unmounts (always).
  private func withSetup(_ body: (Setup) throws -> Void) throws {
    let scratch = try ScratchDirectory()
    try SmallFileSystem.with(at: scratch.path("home"), kilobytes: 64 * 1024, mode: "0700") { home in
      try SmallFileSystem.with(at: scratch.path("data"), kilobytes: 64 * 1024, mode: "0700") {
        data in
        var environment = scratch.environment
        environment["XDG_DATA_HOME"] = data + "/share"
        let legacy = home + "/.myapp"
        Self.tree.build(at: legacy)
        try body(
          Setup(
            environment: environment, legacy: legacy, parent: data + "/share",
            destination: data + "/share/myapp", original: TreeListing(legacy)))
      }
    }
  }

  /// Checks the invariants a kill must keep, and says where the run was.
  private func checkAfterKill(_ setup: Setup, _ label: String) -> Stage {
    let names = setup.parentNames()
    let leftovers = names.filter { $0 != "myapp" }
    for name in leftovers {
      #expect(
        name.hasPrefix(".myapp.migrating-") || name == ".myapp.migration-journal",
        "\(label): unexpected \(name)")
    }
    let destination = TreeListing(setup.destination)
    guard !destination.items.isEmpty else {
      // Nothing is in place: the legacy folder must be exactly as it was.
      #expect(TreeListing(setup.legacy) == setup.original, "\(label): legacy changed")
      return leftovers.isEmpty ? .untouched : .copying
    }
    // In place means complete: the destination appears only by renaming a
    // verified copy, so it holds every file, whole, with modes and times.
    #expect(destination == setup.original, "\(label): destination differs")
    let lost = Self.tree.checkExtras(at: setup.destination)
    #expect(lost.isEmpty, "\(label): in place without \(lost)")
    // What is left of the legacy folder is whole too (never written).
    if !setup.isLink(setup.legacy) {
      let changed = TreeListing(setup.legacy).items.filter { path, item in
        guard case .file = item else { return false }
        return setup.original.items[path] != item
      }
      #expect(changed.isEmpty, "\(label): \(changed.count) legacy files changed")
    }
    return leftovers.contains(".myapp.migration-journal") ? .inPlace : .done
  }

  /// Reruns the command and checks that it finishes exactly once, leaving
  /// the destination complete and nothing else.
  private func rerunAndCheck(_ setup: Setup, _ label: String, keepLink: Bool) throws {
    let rerun = try setup.run(keepLink: keepLink)
    #expect(rerun.status == 0, "\(label): \(rerun)")
    let final = try setup.run(keepLink: keepLink)
    let idle = keepLink ? "already-migrated" : "nothing-to-migrate"
    #expect(try status(final) == idle, "\(label): \(final)")
    #expect(TreeListing(setup.destination) == setup.original, "\(label): destination incomplete")
    let lost = Self.tree.checkExtras(at: setup.destination)
    #expect(lost.isEmpty, "\(label): \(lost)")
    if keepLink {
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: setup.legacy)
      #expect(target == setup.destination, "\(label): no link")
    } else {
      #expect(!FileManager.default.fileExists(atPath: setup.legacy), "\(label): legacy left")
    }
    #expect(setup.parentNames() == ["myapp"], "\(label): leftovers \(setup.parentNames())")
  }

  private func status(_ result: CLI.Result) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (object as? [String: Any])?["status"] as? String
  }

  @Test func killedAtManyMomentsLosesNothingAndARerunFinishes() throws {
    try withSetup { setup in
      // Calibrate: how long does an undisturbed run take? (The second of
      // two runs: the first pays for cold caches and would push the kills
      // past the end.)
      let clock = ContinuousClock()
      var duration = Duration.zero
      for _ in 0..<2 {
        try setup.reset()
        let started = clock.now
        let full = try setup.run(keepLink: false)
        duration = clock.now - started
        #expect(full.standardOutput.contains("\"method\": \"copy\""), "\(full)")
        #expect(TreeListing(setup.destination) == setup.original)
      }

      var tally: [Stage: Int] = [:]
      var finishedBeforeKill = 0
      var kills = 0
      /// Kills a run after `delay`, checks, reruns; returns the stage.
      func kill(after delay: Duration) throws -> Stage {
        try setup.reset()
        let keepLink = kills % 2 == 1
        let child = try setup.start(keepLink: keepLink)
        let deadline = clock.now + delay
        while clock.now < deadline { usleep(500) }
        if !child.kill() { finishedBeforeKill += 1 }
        let label = "kill \(kills) after \(delay)"
        kills += 1
        let stage = checkAfterKill(setup, label)
        tally[stage, default: 0] += 1
        try rerunAndCheck(setup, label, keepLink: keepLink)
        return stage
      }

      // From early (the command is still starting) to past the end, in a
      // geometric progression from 5 % to 200 % of an undisturbed run:
      // other tests running at the same time can make a run two or three
      // times slower or faster than the calibration, and the kills must
      // still land in every stage.
      let sweep = 11
      var lastBefore = Duration.zero  // latest kill before the rename
      var firstAfter = duration * 2  // earliest kill after the legacy folder was gone
      for index in 0..<sweep {
        let delay = duration * (0.05 * pow(40, Double(index) / Double(sweep - 1)))
        switch try kill(after: delay) {
        case .untouched, .copying: lastBefore = max(lastBefore, delay)
        case .done: firstAfter = min(firstAfter, delay)
        case .inPlace: break
        }
      }
      // Under a heavier load than the calibration saw, every kill of the
      // sweep can land before the end (a CI run on two cores: 11 kills,
      // none after the rename): go on, doubling the delay, until one lands
      // after it.
      var delay = duration * 2
      while tally[.done] == nil, delay < duration * 64 {
        delay = delay * 2
        switch try kill(after: delay) {
        case .untouched, .copying: lastBefore = max(lastBefore, delay)
        case .done: firstAfter = delay  // the first after the end: no sentinel any more
        case .inPlace: break
        }
      }
      // Then aim at the final renames and the removal of the legacy
      // folder, a short window, by bisecting between the two.
      for _ in 0..<4 where tally[.inPlace] == nil && lastBefore < firstAfter {
        let delay = (lastBefore + firstAfter) / 2
        switch try kill(after: delay) {
        case .untouched, .copying: lastBefore = delay
        case .done: firstAfter = delay
        case .inPlace: break
        }
      }
      print(
        "timed kills: \(kills), an undisturbed run took \(duration); "
          + Stage.allCases.map { "\($0.rawValue) \(tally[$0, default: 0])" }
          .joined(separator: ", ") + "; \(finishedBeforeKill) runs finished before their kill")
      #expect(tally.count >= 3, "the kills should land in different stages: \(tally)")
    }
  }

  @Test(
    .enabled(
      if: hasPauseHook, "skipped: only debug builds of standard-paths have the checkpoint hook"),
    arguments: [
      "staging-created", "copying:1", "copying:\(tree.fileCount / 2)",
      "copying:\(tree.fileCount)", "copied", "verified", "journal-written", "renamed",
      "removing:1", "removing:\(tree.itemCount / 2)", "legacy-removed", "linked",
    ])
  func killedAtACheckpointLosesNothingAndARerunFinishes(checkpoint: String) throws {
    try withSetup { setup in
      let keepLink = checkpoint == "linked" || checkpoint.hasPrefix("removing")
      let marker = setup.parent + "-paused"
      let child = try setup.start(
        keepLink: keepLink,
        environment: [
          "STANDARD_PATHS_TEST_MIGRATE_PAUSE_AT": checkpoint,
          "STANDARD_PATHS_TEST_MIGRATE_PAUSE_FILE": marker,
        ])
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(30)
      let manager = FileManager.default
      while !manager.fileExists(atPath: marker) && child.isRunning && clock.now < deadline {
        usleep(1_000)
      }
      #expect(manager.fileExists(atPath: marker), "\(checkpoint): the command never paused")
      #expect(child.kill(), "\(checkpoint): the command ended before the kill")

      let stage = checkAfterKill(setup, checkpoint)
      let expected: Stage =
        switch checkpoint {
        case "staging-created", "copied", "verified", "journal-written": .copying
        case _ where checkpoint.hasPrefix("copying"): .copying
        default: .inPlace
        }
      #expect(stage == expected, "\(checkpoint)")
      try rerunAndCheck(setup, checkpoint, keepLink: keepLink)
    }
  }
}
