import AccountSummary
import AccountSummaryBankFiles
import Foundation

/// `account-summary csv-profile check PROFILE FILE`, `csv-profile list`, `csv-profile show NAME`:
/// trying a profile on an export before rendering with it, and the profiles the tool ships.
struct CSVProfileCommand {
    static let help = CommandHelp(
        name: "csv-profile",
        abstract: "check a bank's CSV export against a profile, or list the shipped profiles (csv-profile check PROFILE FILE)",
        arguments: [
            .init(synopsis: "check PROFILE FILE | list | show NAME", name: "check PROFILE FILE",
                  summary: "read FILE with PROFILE (a JSON file, or a shipped profile's NAME) and show its first rows as read, "
                  + "the totals and the balances, or every problem"),
            .init(synopsis: "", name: "list", summary: "the shipped profiles: each one's name, bank and country"),
            .init(synopsis: "", name: "show NAME", summary: "a shipped profile's JSON, to start one of your own from"),
        ],
        discussion: """
            A CSV export says nothing about itself: its profile says which column is the date
            and in which format, how amounts are written, where the header is, and which
            encoding the file is in. check reads the file exactly as render, convert and batch
            will (every row a transaction or an error naming its line, the balance column
            chained row by row) and shows what it read. Exits 65 on any problem, 0 when the
            file reads.
            """,
        options: [
            CommandOption("--rows", value: "N", group: .output, "how many rows check shows (default 10; 0: all)"),
        ],
        examples: [
            .init(command: "account-summary csv-profile check n26 export.csv", comment: "an N26 export, with the shipped profile"),
            .init(command: "account-summary csv-profile check mybank.json 2026-11.csv --rows 0", comment: "your own profile, every row"),
            .init(command: "account-summary csv-profile list", comment: "the shipped profiles"),
            .init(command: "account-summary csv-profile show gls > mybank.json", comment: "a profile to adapt"),
        ],
        epilogue: """
            A profile is a JSON object: encoding, delimiter, skip_lines, skip_footer, date
            {column, format}, amount ({column}, {debit, credit} or {column, indicator}), sign,
            decimal, thousands, currency_symbol, description, balance {column}, order, reference,
            counterparty {name, account}, original_amount {column, currency}, currency (a code or
            {column}), account {id, owner, type}, openingBalance, bank and comment. A column is a
            header name or a 1-based position. The CSV profiles article describes each
            (Sources/AccountSummaryBankFiles/AccountSummaryBankFiles.docc/CSVProfiles.md).
            """)
    static let usage = help.text

    enum Action {
        case check(profile: String, file: String, rows: Int)
        case list
        case show(String)
    }

    let action: Action

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: CSVProfileCommand.help)
        let actions = ["check", "list", "show"]
        guard let word = parsed.positionals.first else { throw .usage(.missingAction(expected: actions), help: CSVProfileCommand.usage) }
        let rest = Array(parsed.positionals.dropFirst())
        switch word {
        case "check":
            guard rest.count == 2 else {
                throw .usage(rest.count < 2 ? .missingArgument(rest.isEmpty ? "PROFILE" : "FILE") : .unexpectedArgument(rest[2]),
                             help: CSVProfileCommand.usage)
            }
            action = .check(profile: rest[0], file: rest[1], rows: try parsed.wholeNumber("--rows", in: 0...1_000_000) ?? 10)
        case "list":
            if let extra = rest.first { throw .usage(.unexpectedArgument(extra), help: CSVProfileCommand.usage) }
            action = .list
        case "show":
            guard rest.count == 1 else {
                throw .usage(rest.isEmpty ? .missingArgument("NAME") : .unexpectedArgument(rest[1]), help: CSVProfileCommand.usage)
            }
            action = .show(rest[0])
        default:
            throw .usage(.unknownValue(of: "action", word, expected: actions), help: CSVProfileCommand.usage)
        }
    }

    func run() throws(CLIError) {
        switch action {
        case .list: try Platform.print(CSVProfileCommand.list())
        case .show(let name):
            guard let source = CSVShippedProfiles.source(named: name) else {
                throw .usage(.unknownCSVProfile(name, suggestion: UsageProblem.closest(to: name, in: CSVShippedProfiles.names),
                                                known: CSVShippedProfiles.names), help: CSVProfileCommand.usage)
            }
            try Platform.print(source.hasSuffix("\n") ? source : source + "\n")
        case .check(let profileName, let file, let rows):
            let profile = try CSVProfileOption.profile(profileName, help: CSVProfileCommand.help)
            let bytes = try Platform.readInput(file)
            var warnings = BankWarnings()
            let reading: CSVStatementReader.Reading
            do {
                reading = try bytes.withByteView { buffer throws(BankFileError) in
                    try CSVStatementReader(profile: profile).reading(buffer, file: file, warnings: &warnings)
                }
            } catch {
                for line in warnings.lines { Platform.printError(line) }
                throw .data([error.description])
            }
            for line in warnings.lines { Platform.printError(line) }
            try Platform.print(CSVProfileCommand.report(reading, profile: profile, file: file, rows: rows))
        }
    }

    /// `NAME  bank (country)`, one shipped profile a line.
    static func list() -> String {
        let names = CSVShippedProfiles.names
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        return names.map { name in
            let about = CSVShippedProfiles.source(named: name).flatMap(comment) ?? ""
            return DisplayWidth.padded(name, to: width, alignment: .leading) + "  " + DisplayWidth.truncated(about, to: CommandHelp.width - width - 2)
        }.joined(separator: "\n") + "\n"
    }

    /// The head of a profile's comment, up to its colon: the bank and its country.
    private static func comment(_ source: String) -> String? {
        guard let document = try? JSONDocument(parsing: source), let text = document.root["comment"]?.string else { return nil }
        return String(text.prefix { $0 != ":" })
    }

    /// What `check` prints: the file and profile, the first rows as read, the totals and the balances.
    static func report(_ reading: CSVStatementReader.Reading, profile: CSVProfile, file: String, rows: Int) -> String {
        let statement = reading.statement
        let currency = statement.currency
        let figure = { (amount: Decimal) in CSVWriter.plainDecimal(amount, currency: currency) }
        // The rows in the file's order.
        var order = Array(statement.entries.indices)
        if reading.order == .newestFirst { order.reverse() }
        let shown = rows == 0 ? order : Array(order.prefix(rows))
        let hasBalance = reading.balances.contains { $0 != nil }
        var table: [[String]] = [["line", "date", "amount"] + (hasBalance ? ["balance"] : []) + ["description"]]
        for index in shown {
            let entry = statement.entries[index]
            var row = ["\(reading.lines[index])", entry.date.description, figure(entry.amount)]
            if hasBalance { row.append(reading.balances[index].map(figure) ?? "") }
            var description = entry.description
            if let reference = entry.reference { description += " [\(reference)]" }
            if let original = entry.originalAmount { description += " (\(CSVWriter.plainDecimal(original.amount, currency: original.currency)) \(original.currency))" }
            row.append(TextSafety.sanitized(description))
            table.append(row)
        }
        let widths = (0..<table[0].count).map { column in table.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let numeric: Set<Int> = hasBalance ? [0, 2, 3] : [0, 2]
        let lines = table.map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : DisplayWidth.padded(text, to: widths[column], alignment: numeric.contains(column) ? .trailing : .leading)
            }.joined(separator: "  ")
        }
        var moneyIn = Decimal(0), moneyOut = Decimal(0)
        for entry in statement.entries { if entry.amount > 0 { moneyIn += entry.amount } else { moneyOut += entry.amount } }
        let span = statement.entries.isEmpty ? "" : ", \(statement.entries.map(\.date).min()!) to \(statement.entries.map(\.date).max()!)"
        var text = "\(TextSafety.sanitized(file)) read with the profile \(TextSafety.sanitized(profile.name))"
            + (profile.bank.map { " (\(TextSafety.sanitized($0)))" } ?? "") + ": \(statement.entries.count) row\(statement.entries.count == 1 ? "" : "s")\(span)\n"
        text += "account \(TextSafety.sanitized(statement.accountID)), \(currency)"
            + (statement.ownerName.map { ", owner \(TextSafety.sanitized($0))" } ?? "") + "\n\n"
        text += lines.joined(separator: "\n") + "\n"
        if shown.count < order.count { text += "… \(order.count - shown.count) more row\(order.count - shown.count == 1 ? "" : "s") (--rows 0 shows all)\n" }
        text += "\nmoney in \(figure(moneyIn)) \(currency), money out \(figure(moneyOut)) \(currency), net \(figure(moneyIn + moneyOut)) \(currency)\n"
        if let opening = statement.opening, let closing = statement.closing {
            let how = hasBalance ? "the balance column chained row by row, \(reading.order == .newestFirst ? "newest" : "oldest") row first"
                : "the profile's openingBalance and the rows"
            text += "opening balance \(figure(opening)) \(currency), closing balance \(figure(closing)) \(currency) (\(how))\n"
        } else {
            text += "balances not stated (no balance column and no openingBalance in the profile)\n"
        }
        return text
    }
}
