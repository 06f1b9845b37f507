import AccountSummary

/// Why inputs cannot be read as a statement: one problem, worded in one place, with the
/// warnings noted before it.
///
/// ```swift
/// StatementSourceError(.unrecognised(file: "notes.txt")).lines
/// // ["notes.txt: not a version-1 JSON document or a bank file this tool reads (camt.052/053/054, MT940/MT942, OFX, BAI2; a CSV export only with its profile)"]
/// ```
public struct StatementSourceError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable {
        /// No input was given.
        case noInput
        /// A file whose content is no kind this tool reads.
        case unrecognised(file: String)
        /// A file to be read as a CSV export, without the profile that says how.
        case csvWithoutProfile(file: String)
        /// A version-1 document among other inputs: it is a whole statement.
        case documentAmongBankFiles(file: String)
        /// A frame given with a version-1 document, which frames itself.
        case frameOnDocument(file: String)
        /// A version-1 document with problems, each a line naming its JSON path.
        case document(file: String, lines: [String])
        /// A bank file that cannot be read, or statements that cannot be joined.
        case bankFile(BankFileError)
        /// A frame that does not fit the statement (an account it names that no file holds).
        case frame(name: String, lines: [String])
    }

    /// What went wrong.
    public var problem: Problem
    /// The `warning:` lines noted before the problem (a command prints them first).
    public var warnings: [String] = []

    /// An error for `problem`.
    public init(_ problem: Problem) {
        self.problem = problem
    }

    /// Whether it is only a statement that does not reconcile: the caller may read it anyway
    /// (``StatementSource/Options/allowUnreconciled``).
    public var isUnreconciled: Bool {
        if case .bankFile(let error) = problem { return error.isUnreconciled }
        return false
    }

    /// The error's lines, without the `error: ` a command adds; each names its file.
    public var lines: [String] {
        switch problem {
        case .noInput: ["no input: give a version-1 JSON document or one customer's bank files"]
        case .unrecognised(let file): ["\(file): \(StatementSourceError.unrecognisedWording)"]
        case .csvWithoutProfile(let file): ["\(file): a CSV export is read only with the profile that says how (its columns, dates and amounts)"]
        case .documentAmongBankFiles(let file):
            ["\(file): a version-1 document is one whole statement and cannot be joined with other inputs (give it alone)"]
        case .frameOnDocument(let file):
            ["\(file): a frame is laid over bank files; a version-1 document states its own bank, customer and period"]
        case .document(_, let lines): lines
        case .bankFile(let error): [error.description]
        case .frame(let name, let lines): lines.map { "\(name): \($0)" }
        }
    }

    /// What an unrecognised file is not: the one wording of it.
    static let unrecognisedWording = "not a version-1 JSON document or a bank file this tool reads (camt.052/053/054, MT940/MT942, OFX, BAI2; "
        + "a CSV export only with its profile)"

    /// A statement whose file states no currency, read without `--currency`.
    static let noCurrencyWording = "the file states no currency (OFX <CURDEF> is missing): give the account's currency with --currency CODE"

    /// The warning for a statement read in the caller's currency.
    static func givenCurrencyWording(_ currency: String) -> String {
        "the file states no currency (OFX <CURDEF> is missing): read in \(currency), as --currency gives"
    }

    /// The lines, one per line.
    public var description: String { lines.joined(separator: "\n") }
}
