import AccountSummary
import AccountSummaryBankFiles
import Foundation

/// `--csv-profile FILE|NAME` (render, convert, batch DIR): the one place the command wires CSV
/// exports in; ``StatementSource`` reads them with the reader it makes.
///
/// A CSV file is never recognised from its content: `--csv-profile` says how to read it (and
/// implies `--input-format csv`); `--input-format csv` without a profile is a usage error, as is
/// a profile beside another input format. NAME is a shipped profile (`templates/csv-profiles/`,
/// embedded in the binary); anything else is the path of the user's own profile.
///
/// ```swift
/// let input = try CSVProfileOption.parse(parsed)  // --csv-profile n26
/// input.kind          // .csv
/// input.csv?.profile  // the shipped n26 profile
/// ```
enum CSVProfileOption {
    static let option = CommandOption("--csv-profile", value: "FILE|NAME", group: .input,
                                      "read the inputs as a bank's CSV export, as this profile says: a JSON file, or the NAME of a "
                                      + "shipped one ('account-summary csv-profile list'); implies --input-format csv")

    /// The `--input-format` values, CSV's among them.
    static let formats = BankFileKind.allCases.map(\.rawValue).joined(separator: "|")

    /// The input kind and CSV reader a command line asks for.
    ///
    /// - Throws: 64 for `csv` without a profile, a profile beside another format, or an unknown
    ///   NAME; 66 for a profile file that cannot be opened; 65 for a profile that does not read.
    static func parse(_ parsed: Arguments) throws(CLIError) -> (kind: BankFileKind?, csv: CSVStatementReader?) {
        // The help text is made only for an error.
        var usage: String { parsed.usage }
        let kind: BankFileKind? = try parsed.choice("--input-format", subject: "input format")
        guard let value = parsed.value("--csv-profile") else {
            if kind == .csv { throw .usage(.csvWithoutProfile, help: usage) }
            return (kind, nil)
        }
        if let kind, kind != .csv { throw .usage(.csvProfileWithFormat(kind.rawValue), help: usage) }
        return (.csv, CSVStatementReader(profile: try profile(value, help: parsed.help)))
    }

    /// A shipped profile by NAME, else the profile file at that path.
    static func profile(_ value: String, help: CommandHelp?) throws(CLIError) -> CSVProfile {
        if !value.contains("/"), CSVShippedProfiles.source(named: value) != nil {
            do { return try CSVShippedProfiles.profile(named: value)! } catch { throw .data([error.description]) }
        }
        let looksLikeFile = value.contains("/") || value.hasSuffix(".json") || FileManager.default.fileExists(atPath: value)
        guard looksLikeFile else {
            throw .usage(.unknownCSVProfile(value, suggestion: UsageProblem.closest(to: value, in: CSVShippedProfiles.names),
                                            known: CSVShippedProfiles.names), help: help?.text)
        }
        let bytes = try Platform.readInput(value)
        var name = URL(fileURLWithPath: value).lastPathComponent
        if name.hasSuffix(".json") { name.removeLast(5) }
        do { return try CSVProfile(parsing: bytes, file: value, name: name) } catch { throw .data([error.description]) }
    }
}
