import Foundation
import Testing

/// Golden-file checks: `Tests/<target>/Snapshots/<suite>/<name>.<ext>`.
///
/// Compares byte for byte; on a difference, fails with a line diff in which
/// ESC, NBSP, U+202F, bidi marks and other invisible characters are shown as
/// `\u{XXXX}`. Records only when ``RecordMode`` allows it (never in CI).
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
        guard expected != actual else { return }
        if mode == .failed || mode == .all {
            try Data(actual.utf8).write(to: file)
            Issue.record("re-recorded \(file.path); review the diff", sourceLocation: sourceLocation)
            return
        }
        Issue.record("\(file.lastPathComponent) differs:\n\(diff(expected, actual))\n\(RecordMode.hint)", sourceLocation: sourceLocation)
    }

    /// The lines that differ, `-` expected and `+` actual, with invisible characters visible.
    public static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            guard left != right else { continue }
            if let left { lines.append("\(index + 1) - \(visible(left))") }
            if let right { lines.append("\(index + 1) + \(visible(right))") }
            if lines.count > 40 { lines.append("…"); break }
        }
        return lines.joined(separator: "\n")
    }

    /// Invisible and control characters as `\u{XXXX}`.
    public static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case .spaceSeparator where scalar != " ":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
