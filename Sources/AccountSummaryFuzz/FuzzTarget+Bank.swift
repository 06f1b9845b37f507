import AccountSummary
import AccountSummaryScale
import AccountSummaryBankFiles

extension FuzzTarget {
    /// Every bank-file reader, each against a second path through the same promise:
    ///
    /// - each reader (camt, MT940, OFX, whatever the content looks like) either reads the bytes
    ///   or refuses them with an error naming the file, never anything else;
    /// - camt entries scanned from the reader's events read as the entries' trees do (the same
    ///   statements and warnings, or the same error);
    /// - an XML file read as it is and as UTF-16 (with its byte order mark) gives the same
    ///   statements or the same refusal; an MT940 file read with LF and with CRLF line ends too;
    /// - statements that join give a version-1 document (`convert`) that the JSON reader reads
    ///   back as the very statement the joiner made, whenever the JSON reader accepts it;
    /// - an MT940 file that reads has one entry for each line that starts with `:61:`.
    static func checkBank(_ bytes: [UInt8]) throws(FuzzFailure) {
        for kind in [BankFileKind.camt, .mt940, .ofx] {
            let first = read(bytes, kind: kind)
            if case .failure(let error) = first, !error.description.hasPrefix("fuzz") {
                throw FuzzTarget.bank.failure("\(kind) refusal does not name the file: \(error.description)")
            }
            if let second = secondPath(bytes, kind: kind) {
                let again = read(second, kind: kind)
                switch (first, again) {
                case (.success(let one), .success(let two)) where one.map(\.withoutSource) == two.map(\.withoutSource): break
                case (.failure, .failure): break
                default:
                    throw FuzzTarget.bank.failure("\(kind): the second path disagrees: \(summary(first)) against \(summary(again))")
                }
            }
            if kind == .camt {
                let tree = readCamtTrees(bytes)
                switch (first, tree) {
                case (.success(let one), .success(let two)) where one == two: break
                case (.failure(let one), .failure(let two)) where one.description == two.description: break
                default:
                    throw FuzzTarget.bank.failure("camt: scanned entries and entry trees disagree: \(summary(first)) against \(summary(tree))")
                }
            }
            if kind == .mt940, case .success(let statements) = first {
                let entries = statements.reduce(0) { $0 + $1.entries.count }
                let lines = statementLines(bytes)
                guard entries == lines else {
                    throw FuzzTarget.bank.failure("mt940: \(entries) entries read from \(lines) lines starting with :61:")
                }
            }
            guard case .success(let statements) = first, !statements.isEmpty else { continue }
            try roundTrip(statements, target: .bank)
        }
    }

    private static func read(_ bytes: [UInt8], kind: BankFileKind) -> Result<[BankStatement], BankFileError> {
        guard let reader = kind.reader else { return .success([]) }
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        return bytes.withByteView { buffer in
            Result { () throws(BankFileError) in
                try reader.read(buffer, file: "fuzz", warnings: &warnings) { statement, _ in statements.append(statement) }
                return statements
            }
        }
    }

    /// The lines of an MT940 file that start with `:61:`, counted without the reader.
    private static func statementLines(_ bytes: [UInt8]) -> Int {
        bytes.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }.count { $0.starts(with: Array(":61:".utf8)) }
    }

    /// The camt reader with each entry read whole as a tree first.
    private static func readCamtTrees(_ bytes: [UInt8]) -> Result<[BankStatement], BankFileError> {
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        return bytes.withByteView { buffer in
            Result { () throws(BankFileError) in
                try CamtReader.read(buffer, file: "fuzz", warnings: &warnings, entryPath: .tree) { statement, _ in statements.append(statement) }
                return statements
            }
        }
    }

    /// The same document another way: XML as UTF-16LE with its mark, MT940 with CRLF line ends.
    private static func secondPath(_ bytes: [UInt8], kind: BankFileKind) -> [UInt8]? {
        switch kind {
        case .camt:
            guard let text = String(validating: bytes, as: UTF8.self), !text.hasPrefix("\u{FEFF}"),
                  !text.contains("encoding"), !bytes.contains(0) else { return nil }
            var utf16: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return utf16
        case .mt940:
            guard !bytes.contains(0x0D), String(validating: bytes, as: UTF8.self) != nil else { return nil }
            return bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        case .ofx, .bai2, .json, .csv:
            return nil
        }
    }

    /// `convert`'s document read back by the JSON reader is the joined statement.
    static func roundTrip(_ statements: [BankStatement], target: FuzzTarget) throws(FuzzFailure) {
        var joiner = BankStatementJoiner(allowUnreconciled: true)
        let joined: Statement
        do {
            for statement in statements { try joiner.add(statement) }
            joined = try joiner.statement()
        } catch {
            return
        }
        let document = StatementDocumentWriter.document(joined)
        guard let back = try? StatementReader.read(document) else { return }
        guard back.accounts == joined.accounts, back.transactions == joined.transactions, back.customer == joined.customer,
              back.period == joined.period, back.asOf == joined.asOf else {
            throw target.failure("the converted document reads back as another statement")
        }
    }

    private static func summary(_ result: Result<[BankStatement], BankFileError>) -> String {
        switch result {
        case .success(let statements): "\(statements.count) statements"
        case .failure(let error): error.description
        }
    }
}

extension BankStatement {
    /// The statement without where it was read, for comparing two reads of one document.
    fileprivate var withoutSource: BankStatement {
        var copy = self
        copy.source = BankSource(file: "", position: 0, noun: "")
        return copy
    }
}
