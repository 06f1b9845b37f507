import AccountSummary
@testable import AccountSummaryBankFiles
import AccountSummaryTestSupport
import Foundation
import Testing

/// Reading CSV exports in tests: the shipped profiles, the samples they were tried on, and the
/// independent reading (`Oracles/csv_profile_oracle.py`, Python's csv, strptime and Decimal).
enum CSVFixture {
    /// One real export a shipped profile was tried on.
    struct Sample: Sendable, CustomTestStringConvertible {
        var profile: String
        /// The file, under `Fixtures/csv/`.
        var path: String
        /// Whether the export is a bank's own (anonymised): a profile counts toward the shipped ten
        /// only on such a sample.
        var real = true

        var testDescription: String { "\(profile): \(path)" }
    }

    /// Every shipped profile's sample(s).
    static let samples: [Sample] = [
        Sample(profile: "n26", path: "reubano-csv2ofx/test/n26-fr.csv"),
        Sample(profile: "ing-es", path: "reubano-csv2ofx/test/ingesp.csv"),
        Sample(profile: "gls", path: "reubano-csv2ofx/test/gls.csv"),
        Sample(profile: "schwab", path: "reubano-csv2ofx/test/schwab-checking.csv"),
        Sample(profile: "capital-one", path: "reubano-csv2ofx/test/capitalone.csv"),
        Sample(profile: "ubs-fr", path: "reubano-csv2ofx/test/ubs-ch-fr_trimmed.csv"),
        Sample(profile: "pc-mastercard", path: "reubano-csv2ofx/test/pcmastercard.csv"),
        Sample(profile: "payoneer", path: "reubano-csv2ofx/test/payoneer.csv"),
        Sample(profile: "bunq", path: "bank2ynab/2019-03-02_11-50-46_bunq-statement.csv"),
        Sample(profile: "bunq", path: "bank2ynab/2018-04-14_10-52-13_bunq-transactieoverzicht.csv"),
        Sample(profile: "sparkasse", path: "bank2ynab/20180226-1000594757-umsatz.CSV"),
        Sample(profile: "commerzbank", path: "bank2ynab/Umsaetze_KtoNr538917600_EUR_02-03-2018_1503.CSV"),
        Sample(profile: "monzo", path: "bank2ynab/MonzoDataExport_February2018_2018-02-26_174335.csv"),
        Sample(profile: "kbc", path: "bank2ynab/export_BE11123456789012_20180304_1422.csv"),
        Sample(profile: "kbc-card", path: "bank2ynab/export_KBC-Mastercard Business Essential_20200204_1604.csv"),
        Sample(profile: "bank-of-ireland", path: "bank2ynab/test_BOI_TransactionExport.csv"),
        Sample(profile: "posb", path: "bank2ynab/dba33fceecd62c3c727893361e0ba4d3.P000000027355791.csv"),
        Sample(profile: "erste-hu", path: "bank2ynab/W80844_EBH_201945.202122.csv", real: false),
    ]

    /// The Raiffeisen sample with the line bank2ynab's tests planted in it (line 71, "A null
    /// transaction, just to confuse things") taken out: the export as the bank wrote it.
    static let raiffeisen = "bank2ynab/test_raiffeisen_01.csv"
    static func raiffeisenWithoutPlantedLine() -> [UInt8] {
        let lines = BankFixture.bytes("csv/" + raiffeisen).split(separator: 0x0A, omittingEmptySubsequences: false)
        return Array(lines.enumerated().filter { $0.offset != 70 }.map(\.element).joined(separator: [0x0A]))
    }

    static func profile(_ name: String) -> CSVProfile {
        // The shipped profiles are read in every test run: one that does not read fails here.
        try! CSVShippedProfiles.profile(named: name)!
    }

    static func bytes(_ path: String) -> [UInt8] { BankFixture.bytes("csv/" + path) }

    /// Reads bytes with a profile.
    static func read(_ bytes: [UInt8], _ profile: CSVProfile, file: String = "test.csv") throws(BankFileError)
    -> (reading: CSVStatementReader.Reading, warnings: [String]) {
        var warnings = BankWarnings()
        let reader = CSVStatementReader(profile: profile)
        let reading = try bytes.withByteView { buffer throws(BankFileError) in
            try reader.reading(buffer, file: file, warnings: &warnings)
        }
        return (reading, warnings.lines)
    }

    static func read(_ text: String, _ profile: CSVProfile) throws(BankFileError) -> (reading: CSVStatementReader.Reading, warnings: [String]) {
        try read(Array(text.utf8), profile)
    }

    /// A profile from JSON text, as a user's file would be read.
    static func profile(json: String, name: String = "test") throws(BankFileError) -> CSVProfile {
        try CSVProfile(parsing: Array(json.utf8), file: "profile.json", name: name)
    }

    /// The entries in the file's order (the statement holds them oldest first).
    static func fileOrder(_ reading: CSVStatementReader.Reading) -> [BankEntry] {
        reading.order == .newestFirst ? reading.statement.entries.reversed() : reading.statement.entries
    }

    // MARK: The independent reading

    /// What Python read.
    struct OracleReading: Decodable {
        struct Row: Decodable {
            var date: String
            var amount: String
            var description: String
            var balance: String?
        }
        var rows: [Row]
        var sum: String
        var opening: String?
        var closing: String?
        var order: String?
    }

    static let oracleScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracles/csv_profile_oracle.py").path
    static let python = ExternalTool.find("python3")

    /// The oracle's reading of bytes by a shipped profile; nil when Python is not installed.
    static func oracle(_ bytes: [UInt8], profile name: String) throws -> OracleReading? {
        guard let python else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let profilePath = folder.appendingPathComponent("profile.json")
        let dataPath = folder.appendingPathComponent("data.csv")
        try Data(CSVShippedProfiles.source(named: name)!.utf8).write(to: profilePath)
        try Data(bytes).write(to: dataPath)
        let verdict = try python.run([oracleScript, profilePath.path, dataPath.path])
        guard verdict.status == 0 else { throw OracleFailure(message: verdict.stderr) }
        return try JSONDecoder().decode(OracleReading.self, from: Data(verdict.stdout.utf8))
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "the Python oracle refused the file: \(message)" }
    }
}
