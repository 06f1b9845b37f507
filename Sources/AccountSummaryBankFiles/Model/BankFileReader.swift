import AccountSummary

/// A reader of one family of bank files: every statement of one file, in file order.
///
/// Each family (`CamtReader`, `MT940Reader`, `OFXReader`, `BAI2Reader`) conforms; the joiner reads any of them
/// the same way and never holds more than the statement being read besides what it keeps.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try CamtReader.read(bytes, file: "day1.xml", warnings: &warnings) { statement, _ in
///         print(statement.source, statement.entries.count)  // "day1.xml: Stmt 1 42"
///     }
/// }
/// ```
package protocol BankFileReader {
    /// Reads every statement of the file, handing each to `body` as soon as it is complete.
    ///
    /// - Parameters:
    ///   - bytes: the whole file as it is on disk (read or memory-mapped), any encoding the format allows.
    ///   - file: the file's name as the user gave it; errors and warnings name it.
    ///   - warnings: where readings settled by the standard's usage rules are noted (one line per file and kind).
    ///   - body: called with each statement and the byte offset up to which the file has been read,
    ///     so a caller that mapped the file can release the pages before it.
    /// - Throws: the first problem that makes the file unreadable, with its place.
    static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                     _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError)

    /// ``read(_:file:warnings:_:)`` with `work` shared out where the format gains by it (a
    /// large camt statement's entries); the same statements either way.
    static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                     _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError)

    /// ``read(_:file:warnings:work:_:)`` for a caller that renders statements which do not
    /// reconcile anyway (`--allow-unreconciled`): a format whose files state their own control
    /// totals (BAI2's trailers) then warns about a total that does not match rather than
    /// refusing the file. The other formats have none, and read as they always do.
    static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                     allowUnreconciled: Bool,
                     _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError)
}

extension BankFileReader {
    /// One thread: the formats that read line by line gain nothing from more.
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, body)
    }

    /// No control totals of its own: `allowUnreconciled` changes nothing here (the joiner's
    /// reconciliation is where it applies).
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                             allowUnreconciled: Bool,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, work: work, body)
    }
}

/// The `warning:` lines of a run: one per file and kind, in the order first noted.
///
/// ```swift
/// var warnings = BankWarnings()
/// warnings.note(file: "day1.xml", "an entry without <Sts> is read as booked (BOOK)")
/// warnings.note(file: "day1.xml", "an entry without <Sts> is read as booked (BOOK)")
/// warnings.lines  // ["warning: day1.xml: an entry without <Sts> is read as booked (BOOK)"]
/// ```
package struct BankWarnings: Sendable, Hashable {
    private var seen: Set<String> = []
    /// The lines, each starting `warning: `, in the order first noted.
    package private(set) var lines: [String] = []

    /// No warnings yet.
    package init() {}

    /// Notes a warning for a file, once per file and message.
    package mutating func note(file: String, _ message: String) {
        let line = "warning: \(file): \(message)"
        if seen.insert(line).inserted { lines.append(line) }
    }

    /// Notes a whole warning line (starting `warning: `) that names its files itself, once.
    package mutating func note(_ line: String) {
        if seen.insert(line).inserted { lines.append(line) }
    }

    /// Adds the lines of warnings noted later (on another thread, say) that are not here yet.
    package mutating func add(_ later: BankWarnings) {
        for line in later.lines where seen.insert(line).inserted { lines.append(line) }
    }
}
