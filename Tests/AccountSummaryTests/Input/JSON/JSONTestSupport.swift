import AccountSummary
import Testing

/// Helpers for the JSON reader's tests.
enum JSONTestSupport {
    /// The error parsing `bytes` throws, or nil when it parses.
    static func error(parsing bytes: [UInt8], maximumDepth: Int = JSONDocument.defaultMaximumDepth) -> JSONError? {
        do {
            _ = try JSONDocument(parsing: bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    /// The error parsing `text` throws, or nil when it parses.
    static func error(parsing text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) -> JSONError? {
        error(parsing: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// The error `body` throws, or nil.
    static func error<T>(_ body: () throws(JSONError) -> T) -> JSONError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
