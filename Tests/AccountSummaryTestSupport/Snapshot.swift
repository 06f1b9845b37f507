import AccountSummary
import AccountSummaryGolden
import Foundation
import Testing

/// Golden-file checks: `Tests/<target>/Snapshots/<suite>/<name>.<ext>`.
///
/// Compares byte for byte; on a difference, fails with a unified diff of the
/// changed lines (``LineDiff``) in which ESC, NBSP, U+202F, bidi marks and
/// other invisible characters are shown as `\u{XXXX}`, and writes today's
/// output beside the golden file as `<name>.actual.<ext>` (git-ignored) for a
/// side-by-side look. Records only when ``RecordMode`` allows it (never in CI).
///
/// ```swift
/// try Snapshot.expect(rendered, named: "demo", ext: "txt", suite: "StatementGoldenTests")
/// ```
public enum Snapshot {
    public static func expect(
        _ actual: String, named name: String, ext: String, suite: String, target: String = "AccountSummaryTests",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = PackagePaths.snapshots(target: target, suite: suite)
        let file = folder.appendingPathComponent("\(name).\(ext)")
        let mode = RecordMode.current
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            if mode != .never {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
                Issue.record("recorded \(file.path); review it", sourceLocation: sourceLocation)
            } else {
                Issue.record("no golden file \(file.path); to record it run: ACCOUNT_SUMMARY_RECORD=missing swift test",
                             sourceLocation: sourceLocation)
            }
            return
        }
        let actualFile = actualPath(of: file)
        guard expected != actual else {
            try? FileManager.default.removeItem(at: actualFile)  // a stale one from an earlier failure
            return
        }
        if mode == .failed || mode == .all {
            try Data(actual.utf8).write(to: file)
            Issue.record("re-recorded \(file.path); review the diff", sourceLocation: sourceLocation)
            return
        }
        try Data(actual.utf8).write(to: actualFile)
        Issue.record("""
            \(file.lastPathComponent) differs (- recorded, + actual; today's output is in \(actualFile.lastPathComponent)):
            \(diff(expected, actual))
            \(RecordMode.hint)
            """, sourceLocation: sourceLocation)
    }

    /// Where a failed check leaves today's output: `NAME.actual.EXT` beside `NAME.EXT`.
    ///
    /// ```swift
    /// Snapshot.actualPath(of: URL(fileURLWithPath: "/s/demo.txt")).path  // "/s/demo.actual.txt"
    /// ```
    public static func actualPath(of file: URL) -> URL {
        let ext = file.pathExtension
        let stem = file.deletingPathExtension().lastPathComponent
        return file.deletingLastPathComponent().appendingPathComponent(ext.isEmpty ? "\(stem).actual" : "\(stem).actual.\(ext)")
    }

    /// A unified diff of the changed lines, `-` recorded and `+` actual, invisible characters visible.
    ///
    /// ```swift
    /// Snapshot.diff("a\nb\n", "a\nc\n")  // "@@ -1,3 +1,3 @@\n a\n-b\n+c\n "
    /// ```
    public static func diff(_ expected: String, _ actual: String) -> String {
        LineDiff(expected: expected, actual: actual).unified()
    }

    /// Invisible and control characters as `\u{XXXX}`.
    public static func visible(_ text: String) -> String {
        LineDiff.visible(text)
    }
}
