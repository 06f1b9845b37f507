import AccountSummary

/// Reads the files banks exchange into a `Statement`: what an app imports this module for.
///
/// camt.053 / camt.052 / camt.054, MT940 / MT942 and OFX files are recognised by their content
/// and read as the contract's "Bank files in" mapping says; several files are one customer's
/// statement, joined when each opening balance continues the previous closing one, a camt.054's
/// batch transactions taking the place of the batch bookings of its account's camt.053. Every
/// statement with both balances must reconcile exactly. The usage-rule readings (an entry
/// without a status read as booked, say) come back as warning lines.
///
/// ```swift
/// let day = Array(try Data(contentsOf: url))
/// let reading = try BankFiles.read([(name: "2026-11-03.xml", bytes: day)])
/// reading.statement.accounts[0].balance  // the closing balance (CLBD)
/// reading.warnings                        // [] for a file that says everything
/// ```
public enum BankFiles {
    /// A statement read from bank files, and what the reading had to settle by the usage rules.
    public struct Reading: Sendable {
        /// The statement, ready for `StatementReport`.
        public var statement: Statement
        /// `warning: FILE: …` lines, one per file and kind of reading.
        public var warnings: [String]
    }

    /// Reads one customer's bank files into one statement.
    ///
    /// ```swift
    /// let month = try days.map { (name: $0.lastPathComponent, bytes: Array(try Data(contentsOf: $0))) }
    /// let statement = try BankFiles.read(month, customerName: "Jonathan").statement
    /// ```
    /// - Parameters:
    ///   - files: each file's name (which errors and warnings name) and bytes.
    ///   - customerName: the name to show when no file names the account owner.
    /// - Throws: ``BankFileError`` naming the file and the place: a file of no known kind, a
    ///   defect in one, a statement that does not reconcile, or two that do not chain.
    public static func read(_ files: [(name: String, bytes: [UInt8])], customerName: String? = nil) throws(BankFileError) -> Reading {
        var joiner = BankStatementJoiner(customerName: customerName)
        var warnings = BankWarnings()
        for file in files {
            guard let reader = BankFileKind.recognise(file.bytes)?.reader else {
                throw BankFileError(file: file.name, place: .file, message: BankFileProblem.unrecognised.description)
            }
            try file.bytes.withUnsafeBufferPointer { bytes throws(BankFileError) in
                try reader.read(bytes, file: file.name, warnings: &warnings) { statement, _ throws(BankFileError) in
                    try joiner.add(statement)
                }
            }
        }
        let statement = try joiner.statement()
        return Reading(statement: statement, warnings: warnings.lines + joiner.warnings.lines)
    }
}

/// What ``BankFiles`` says about a file as a whole.
enum BankFileProblem: CustomStringConvertible {
    case unrecognised

    var description: String {
        switch self {
        case .unrecognised: "not a camt.053/camt.052/camt.054, MT940/MT942 or OFX file"
        }
    }
}
