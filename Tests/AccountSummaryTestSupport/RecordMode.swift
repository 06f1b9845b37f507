import Foundation

/// When golden files may be (re)written: only on request, never in CI.
///
/// Set `ACCOUNT_SUMMARY_RECORD` to `missing` (write files that do not exist),
/// `failed` (rewrite files that differ) or `all`. With `CI` set, recording is
/// refused, so a retried CI run cannot pass by recording.
///
/// ```swift
/// RecordMode.current  // .never unless ACCOUNT_SUMMARY_RECORD says otherwise
/// ```
public enum RecordMode: String, Sendable {
    case never, missing, failed, all

    public static var current: RecordMode {
        let environment = ProcessInfo.processInfo.environment
        guard let value = environment["ACCOUNT_SUMMARY_RECORD"], environment["CI"] == nil else { return .never }
        return RecordMode(rawValue: value) ?? .never
    }

    /// What to tell a developer when a golden file differs or is missing.
    public static let hint = "to record today's output, run: ACCOUNT_SUMMARY_RECORD=failed swift test, then review the diff"
}

/// Paths of the package, found from this file's location.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A test target's snapshot folder for one suite: `Tests/<target>/Snapshots/<suite>`.
    public static func snapshots(target: String, suite: String) -> URL {
        root.appendingPathComponent("Tests/\(target)/Snapshots/\(suite)")
    }
}
