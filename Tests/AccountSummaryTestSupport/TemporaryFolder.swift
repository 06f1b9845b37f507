import Foundation

/// A scratch folder, removed by ``remove()``.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// try folder.write("{}", to: "statement.json")
/// folder.path("statement.json")  // "/tmp/account-summary-…/statement.json"
/// ```
public struct TemporaryFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func write(_ text: String, to name: String) throws { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
