import AccountSummary

/// The one way in: reads a statement from its inputs, a version-1 JSON document or one
/// customer's bank files, recognised by their content.
///
/// It owns what every reading needs, so the command line and an app read alike: recognition
/// (each file's ``BankFileKind``, JSON included; a CSV export is never recognised, and is read
/// only with its profile), each format's reader, the joiner (statements
/// of one account chained in date order, duplicates and overlaps named, every statement with
/// both balances reconciled, a camt.054's batch transactions in place of its camt.053's batch
/// bookings), the check that several files are one customer's, the frame laid
/// over bank files, and the `warning:` lines of what was read by the standards' usage rules.
///
/// ```swift
/// let days = try urls.map { StatementSource.File(name: $0.lastPathComponent, bytes: Array(try Data(contentsOf: $0))) }
/// let reading = try StatementSource.read(days)
/// reading.statement.accounts[0].balance  // the closing balance of the last day (CLBD)
/// reading.warnings                        // [] for files that say everything
/// ```
public enum StatementSource {
    /// A statement and the `warning:` lines of its reading.
    public struct Reading: Sendable {
        /// The statement, ready for `StatementReport`.
        public var statement: Statement
        /// `warning: FILE: …` lines, one per file and kind of reading, in the order first met.
        public var warnings: [String]
    }

    /// Reads `files` as one statement.
    ///
    /// - Parameters:
    ///   - files: one version-1 JSON document, or one customer's bank files.
    ///   - options: the kind to read them as, the customer's name, and what the caller allows.
    /// - Throws: ``StatementSourceError`` naming the file and the place: no input, a file of no
    ///   known kind, a document among bank files, a defect in a file, statements that do not
    ///   reconcile or chain, files of two customers, a frame that does not fit.
    public static func read(_ files: [File], options: Options = Options()) throws(StatementSourceError) -> Reading {
        var warnings = BankWarnings()
        do {
            let statement = try read(files, options: options, warnings: &warnings)
            return Reading(statement: statement, warnings: warnings.lines)
        } catch {
            var error = error
            error.warnings = warnings.lines
            throw error
        }
    }

    /// ``read(_:options:)`` with the warnings kept in `warnings` whatever happens (a command
    /// prints them before its error), and the files read as `work` shares out the work.
    package static func read(_ files: [File], options: Options, warnings: inout BankWarnings,
                             work: any WorkSharing = Serial()) throws(StatementSourceError) -> Statement {
        guard !files.isEmpty else { throw StatementSourceError(.noInput) }
        let kinds = files.map { file in options.kind ?? file.withView { BankFileKind.recognise($0) } }
        if let json = kinds.firstIndex(of: .json) {
            guard files.count == 1 else { throw StatementSourceError(.documentAmongBankFiles(file: files[json].name)) }
            if options.frame != nil { throw StatementSourceError(.frameOnDocument(file: files[0].name)) }
            return try document(files[0], work: work)
        }
        var joiner = BankStatementJoiner(customerName: options.customerName, allowUnreconciled: options.allowUnreconciled)
        joiner.dedupe = options.dedupe
        // What this function itself notes (a currency the caller gave), apart from the readers'.
        var own = BankWarnings()
        defer { warnings.add(own); warnings.add(joiner.warnings) }
        for (file, kind) in zip(files, kinds) {
            guard let kind else { throw StatementSourceError(.unrecognised(file: file.name)) }
            guard let reader = BankInputReader(kind, csv: options.csv) else { throw StatementSourceError(.csvWithoutProfile(file: file.name)) }
            do {
                try file.withView { bytes throws(BankFileError) in
                    // Allowed statements that do not reconcile: a BAI2 trailer that does not match is then a warning too.
                    try reader.read(bytes, file: file.name, warnings: &warnings, work: work,
                                    allowUnreconciled: options.allowUnreconciled) { read, upTo throws(BankFileError) in
                        var statement = read
                        if statement.currency.isEmpty {
                            guard let currency = options.currency else {
                                throw BankFileError(file: file.name, place: .statement(statement.source),
                                                    message: StatementSourceError.noCurrencyWording)
                            }
                            statement.currency = currency
                            own.note(file: file.name, StatementSourceError.givenCurrencyWording(currency))
                        }
                        try joiner.add(statement)
                        file.release(upTo: upTo)
                    }
                }
            } catch {
                throw StatementSourceError(.bankFile(error))
            }
        }
        var statement: Statement
        do { statement = try joiner.statement() } catch { throw StatementSourceError(.bankFile(error)) }
        if let frame = options.frame {
            do { try frame.frame.apply(to: &statement) } catch { throw StatementSourceError(.frame(name: frame.name, lines: error.lines)) }
        }
        return statement
    }

    /// A version-1 document, read streaming (its pages handed back as they are read).
    private static func document(_ file: File, work: any WorkSharing) throws(StatementSourceError) -> Statement {
        do {
            return try file.withBytes { bytes throws(StatementError) in
                try StatementReader.read(streaming: bytes, work: work) { file.release(upTo: $0) }
            }
        } catch {
            throw StatementSourceError(.document(file: file.name, lines: error.lines))
        }
    }
}
