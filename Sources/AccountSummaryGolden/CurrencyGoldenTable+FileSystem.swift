import AccountSummary
import Foundation

extension CurrencyGoldenTable {
    /// Reads a table from a file; its name in messages is the file name.
    ///
    /// ```swift
    /// try CurrencyGoldenTable(contentsOfFile: "Tests/golden/en_US.golden").verify()
    /// ```
    public init(contentsOfFile path: String) throws(GoldenTableError) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(path: path, reason: "not UTF-8") }
        try self.init(parsing: text, name: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Writes the table atomically: the old file stays whole until the new one is complete.
    public func write(toFile path: String) throws(GoldenTableError) {
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw .unwritable(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Where a failed check leaves today's output: `NAME.actual.EXT` beside `NAME.EXT` (git-ignored).
    ///
    /// ```swift
    /// CurrencyGoldenTable.actualPath(for: "Tests/golden/en_US.golden")  // "Tests/golden/en_US.actual.golden"
    /// ```
    public static func actualPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let name = ext.isEmpty ? "\(stem).actual" : "\(stem).actual.\(ext)"
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }

    /// Removes the `.actual` file of an earlier failed check, if there is one.
    public static func removeActual(for path: String) {
        try? FileManager.default.removeItem(atPath: actualPath(for: path))
    }
}
