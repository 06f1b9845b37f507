/// Why a bank file, or a set of them, cannot become a statement: one problem with its place.
///
/// Each format's reader words its own problems (one enum per format, wording in one place)
/// and wraps them here with the file and the place: a line and column, or an element path.
///
/// ```swift
/// BankFileError(file: "day1.xml", place: .position(line: 14, column: 9),
///               message: "expected a decimal amount in <Amt>, found \"12,50\"").description
/// // "day1.xml:14:9: expected a decimal amount in <Amt>, found \"12,50\""
/// ```
public struct BankFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the file the problem is.
    package enum Place: Sendable, Hashable {
        /// The file as a whole.
        case file
        /// A 1-based line and column.
        case position(line: Int, column: Int)
        /// An element path, e.g. `Document/BkToCstmrStmt/Stmt[2]/Ntry[14]/Amt`, with the line where known.
        case path(String, line: Int?)
        /// A statement of the file.
        case statement(BankSource)
    }

    /// The file as the user named it.
    public var file: String
    /// Where in it.
    package var place: Place
    /// What is wrong and what was expected, lowercase, without the place.
    public var message: String
    /// Whether it is a statement that does not reconcile, which a command may render anyway
    /// when asked (`--allow-unreconciled`).
    package var isUnreconciled = false

    /// An error from its parts.
    package init(file: String, place: Place, message: String) {
        self.file = file
        self.place = place
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, `FILE: PATH (line N): message`, `FILE: Stmt 2: message`.
    public var description: String {
        switch place {
        case .file: "\(file): \(message)"
        case .position(let line, let column): "\(file):\(line):\(column): \(message)"
        case .path(let path, let line?): "\(file):\(line): \(path): \(message)"
        case .path(let path, nil): "\(file): \(path): \(message)"
        case .statement(let source): "\(source): \(message)"
        }
    }
}
