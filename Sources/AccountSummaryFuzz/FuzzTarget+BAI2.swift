import AccountSummary
import AccountSummaryBankFiles

extension FuzzTarget {
    /// The BAI2 reader against what it promises, on any bytes:
    ///
    /// - it reads them or refuses them with an error naming the file, never anything else;
    /// - a file that reads has one entry for each line that starts with `16,`, counted without
    ///   the reader (every transaction accounted for);
    /// - the same file with CRLF line ends reads alike (the same statements, or a refusal);
    /// - reading it allowing control mismatches (`--allow-unreconciled`) gives the very same
    ///   statements when the strict reading succeeds;
    /// - its statements, joined, give a version-1 document (`convert`) that the JSON reader reads
    ///   back as the very statement the joiner made.
    static func checkBAI2(_ bytes: [UInt8]) throws(FuzzFailure) {
        let strict = readBAI2(bytes, allowUnreconciled: false)
        switch strict {
        case .failure(let error):
            guard error.description.hasPrefix("fuzz") else {
                throw FuzzTarget.bai2.failure("a refusal that does not name the file: \(error.description)")
            }
        case .success(let statements):
            let entries = statements.reduce(0) { $0 + $1.entries.count }
            let lines = detailLines(bytes)
            guard entries == lines else { throw FuzzTarget.bai2.failure("\(entries) entries read from \(lines) lines starting with 16,") }
            guard case .success(let allowed) = readBAI2(bytes, allowUnreconciled: true), allowed == statements else {
                throw FuzzTarget.bai2.failure("reading with --allow-unreconciled gives other statements than the strict reading")
            }
            if !statements.isEmpty { try roundTrip(statements, target: .bai2) }
        }
        if !bytes.contains(0x0D), String(validating: bytes, as: UTF8.self) != nil {
            let crlf = readBAI2(bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }, allowUnreconciled: false)
            switch (strict, crlf) {
            case (.success(let one), .success(let two)) where one == two: break
            case (.failure, .failure): break
            default: throw FuzzTarget.bai2.failure("the file with CRLF line ends reads otherwise than with LF")
            }
        }
    }

    private static func readBAI2(_ bytes: [UInt8], allowUnreconciled: Bool) -> Result<[BankStatement], BankFileError> {
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        return bytes.withByteView { buffer in
            Result { () throws(BankFileError) in
                try BAI2Reader.read(buffer, file: "fuzz", warnings: &warnings, allowUnreconciled: allowUnreconciled) { statement, _ in
                    statements.append(statement)
                }
                return statements
            }
        }
    }

    /// The lines that start with `16,`, counted without the reader.
    private static func detailLines(_ bytes: [UInt8]) -> Int {
        bytes.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }.count { $0.starts(with: [0x31, 0x36, 0x2C]) }
    }
}
