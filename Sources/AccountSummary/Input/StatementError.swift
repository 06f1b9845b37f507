/// Why a document is not a valid version-1 statement: every problem found, in document order.
///
/// ``StatementReader`` keeps going after a problem, so one run reports them all (up to a
/// cap). Each problem names its JSON path; ``lines`` words them, one line each, without the
/// `error: ` prefix the CLI adds. All wording lives in `StatementError+Wording.swift`.
///
/// ```swift
/// do { _ = try StatementReader.read(Array(#"{"customer":{},"accounts":"none"}"#.utf8)) }
/// catch { print(error.lines.joined(separator: "\n")) }
/// // customer.name: missing (expected a string)
/// // accounts: expected an array, found a string
/// ```
public struct StatementError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems kept, in document order.
    public var problems: [Problem]
    /// How many more problems there were beyond the cap.
    public var omitted: Int

    /// An error from its problems and the count of those left out.
    package init(problems: [Problem], omitted: Int = 0) {
        self.problems = problems
        self.omitted = omitted
    }

    /// A document that is not JSON at all: one problem that keeps the JSON reader's message,
    /// line and column.
    ///
    /// ```swift
    /// StatementError(syntax: error).lines
    /// // ["line 1, column 10 (a[1]): expected \",\" or \"]\" after an array element, found \"}\""]
    /// ```
    ///
    /// A second document on a later line reads as NDJSON, and says so (``ndjsonHint``).
    package init(syntax error: JSONError) {
        let path = error.path.map(StatementError.pathText) ?? ""
        let position = error.position
        var message = error.message
        if case .unexpected(.text(let found), .endOfDocument, let at, _) = error, at.line > 1, found == "{" {
            message += StatementError.ndjsonHint
        }
        self.init(problems: [Problem(path: path, message: message, line: position?.line,
                                     column: position?.column, isSyntaxError: true)])
    }

    /// The lines joined with newlines.
    public var description: String { lines.joined(separator: "\n") }

    /// A path as problems name it: `accounts[2].balance`, and `""` for the root.
    static func pathText(_ path: JSONPath) -> String {
        path.components.isEmpty ? "" : path.description
    }
}
