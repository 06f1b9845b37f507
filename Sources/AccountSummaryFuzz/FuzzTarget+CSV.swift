import AccountSummary
import AccountSummaryBankFiles

extension FuzzTarget {
    /// Profiles the csv target reads with: the first byte of an input picks one, the rest is the
    /// file. Between them: a header or none, names and positions, `,` `;` `|` and tab, UTF-8 and
    /// cp1252, a signed amount, debit and credit, an indicator, a balance column, a footer, a
    /// currency symbol, and three shipped profiles.
    static let csvProfiles: [CSVProfile] = {
        let written = [
            #"{"delimiter": ",", "skip_lines": 1, "decimal": ".", "currency": "EUR", "date": {"column": 1, "format": "%Y-%m-%d"}, "amount": {"column": 2}, "description": 3}"#,
            #"{"delimiter": ";", "skip_lines": 2, "decimal": ",", "thousands": ".", "currency": "EUR", "date": {"column": "Datum", "format": "%d.%m.%Y"}, "amount": {"column": "Betrag"}, "balance": {"column": "Saldo"}, "description": ["Text", "Zweck"]}"#,
            #"{"delimiter": ",", "skip_lines": 1, "skip_footer": 1, "decimal": ".", "thousands": ",", "currency_symbol": "$", "currency": "USD", "date": {"column": "Date", "format": "%m/%d/%y"}, "amount": {"debit": "Out", "credit": "In"}, "description": "Memo", "balance": {"column": "Balance"}, "order": "newest-first"}"#,
            #"{"encoding": "cp1252", "delimiter": "|", "skip_lines": 0, "decimal": ",", "currency": {"column": 4}, "date": {"column": 1, "format": "%d %b %Y"}, "amount": {"column": 2, "indicator": {"column": 3, "debit": "D", "credit": "C"}}, "description": [5, 6], "sign": "inverted", "account": {"type": "creditCard"}, "openingBalance": "100.00"}"#,
            "{\"delimiter\": \"\\t\", \"skip_lines\": 1, \"decimal\": \".\", \"currency\": \"GBP\", \"date\": {\"column\": \"when\", \"format\": \"%Y-%m-%d %H:%M:%S %z\"}, \"amount\": {\"column\": \"amount\"}, \"description\": \"text\", \"reference\": \"id\", \"original_amount\": {\"column\": \"paid\", \"currency\": \"in\"}, \"counterparty\": {\"name\": \"who\", \"account\": \"iban\"}}",
        ]
        return written.enumerated().map { try! CSVProfile(parsing: Array($0.element.utf8), file: "profile-\($0.offset).json", name: "fuzz") }
            + ["n26", "gls", "schwab"].map { try! CSVShippedProfiles.profile(named: $0)! }
    }()

    /// The CSV reader against a plain count of the file's rows (``ReferenceCSV``):
    ///
    /// - it reads the file or refuses it with an error naming the file, never anything else;
    /// - a file it reads has as many entries as the file has data rows, counted without it;
    /// - a file whose quotes break RFC 4180 (or that ends inside a quoted cell) is refused;
    /// - a file with LF line ends (and no quotes) reads as the same file with CRLF ones.
    static func checkCSV(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let choice = bytes.first else { return }
        let profile = csvProfiles[Int(choice) % csvProfiles.count]
        var file = Array(bytes.dropFirst())
        let first = readCSV(file, profile)
        if case .failure(let error) = first, error.file != "fuzz.csv" {
            throw FuzzTarget.csv.failure("a refusal that does not name the file: \(error.description)")
        }
        if profile.encoding == .utf8, file.starts(with: [0xEF, 0xBB, 0xBF]) { file.removeFirst(3) }
        let counted = ReferenceCSV.dataRows(file, delimiter: profile.delimiter, skipLines: profile.skipLines, skipFooter: profile.skipFooter)
        switch (first, counted) {
        case (.success(let statement), .rows(let rows)) where statement.entries.count != rows:
            throw FuzzTarget.csv.failure("\(statement.entries.count) entries read from a file of \(rows) data rows")
        case (.success, .malformed):
            throw FuzzTarget.csv.failure("a file whose quotes break RFC 4180 was read")
        default:
            break
        }
        // (Without quotes: a line end inside a quoted cell is the cell's text, which CRLF changes.)
        if !file.contains(0x0D), !file.contains(UInt8(ascii: "\"")), !bytes.dropFirst().starts(with: [0xEF, 0xBB, 0xBF]) {
            var crlf: [UInt8] = []
            for byte in file { if byte == 0x0A { crlf += [0x0D, 0x0A] } else { crlf.append(byte) } }
            switch (first, readCSV(crlf, profile)) {
            case (.success(let one), .success(let two)) where one == two: break
            case (.failure, .failure): break
            case (let one, let two):
                throw FuzzTarget.csv.failure("LF and CRLF read differently: \(csvSummary(one)) against \(csvSummary(two))")
            }
        }
    }

    /// The entries a csv input reads as, and the rows ``ReferenceCSV`` counts in it (for the seed
    /// tests: a seed that reads nothing checks nothing).
    package static func csvCounts(_ bytes: [UInt8]) -> (read: Int?, counted: Int?) {
        guard let choice = bytes.first else { return (nil, nil) }
        let profile = csvProfiles[Int(choice) % csvProfiles.count]
        var file = Array(bytes.dropFirst())
        let read = try? readCSV(file, profile).get().entries.count
        if profile.encoding == .utf8, file.starts(with: [0xEF, 0xBB, 0xBF]) { file.removeFirst(3) }
        guard case .rows(let rows) = ReferenceCSV.dataRows(file, delimiter: profile.delimiter, skipLines: profile.skipLines,
                                                            skipFooter: profile.skipFooter) else { return (read, nil) }
        return (read, rows)
    }

    private static func readCSV(_ bytes: [UInt8], _ profile: CSVProfile) -> Result<BankStatement, BankFileError> {
        var warnings = BankWarnings()
        return bytes.withByteView { buffer in
            Result { () throws(BankFileError) in
                try CSVStatementReader(profile: profile).reading(buffer, file: "fuzz.csv", warnings: &warnings).statement
            }
        }
    }

    private static func csvSummary(_ result: Result<BankStatement, BankFileError>) -> String {
        switch result {
        case .success(let statement): "\(statement.entries.count) entries"
        case .failure(let error): error.description
        }
    }
}
