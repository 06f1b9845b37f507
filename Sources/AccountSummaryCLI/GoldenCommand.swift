import AccountSummary
import AccountSummaryGolden
import AccountSummaryScale

/// `account-summary golden verify FILE ... [--update]`.
struct GoldenCommand {
    static let help = CommandHelp(
        name: "golden",
        abstract: "verify or update a golden table of currency formatting",
        arguments: [.init(synopsis: "verify FILE ...", name: "verify FILE ...", summary: "the tables to check against this machine's Foundation")],
        discussion: """
            A table has one case per line: LOCALE CURRENCY AMOUNT EXPECTED, with invisible
            characters written \\u{XXXX}; lines starting with # are comments. Every changed
            case is printed as a unified diff and today's output is written beside the table
            as NAME.actual.golden; the exit code is 1 when any case differs, 65 when a table
            is malformed.
            """,
        options: [
            CommandOption("--update", group: .output, "rewrite each table with today's output (review the diff before committing)"),
        ],
        examples: [
            .init(command: "account-summary golden verify eur.golden --update", comment: "record today's output, e.g. -1.234,50\\u{00A0}€"),
            .init(command: "account-summary golden verify eur.golden", comment: "exit 0 until a platform or CLDR change"),
        ])
    static let usage = help.text


    let paths: [String]
    let update: Bool

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: GoldenCommand.help)
        guard parsed.positionals.first == "verify" else {
            throw .usage(parsed.positionals.first.map { .unknownValue(of: "golden action", $0, expected: ["verify"]) }
                         ?? .missingAction(expected: ["verify"]), help: GoldenCommand.usage)
        }
        paths = Array(parsed.positionals.dropFirst())
        guard !paths.isEmpty else { throw .usage(.missingArgument("FILE"), help: GoldenCommand.usage) }
        update = parsed.has("--update")
    }

    func run() throws(CLIError) {
        var mismatches: [CurrencyGoldenTable.Mismatch] = []
        var report = ""
        var total = 0
        for path in paths {
            let table: CurrencyGoldenTable
            let text = try Platform.readText(path)
            do { table = try CurrencyGoldenTable(parsing: text, name: Platform.fileName(path)) } catch {
                throw .data([error.description])
            }
            total += table.entries.count
            let found = table.verify()
            // A case that cannot be formatted at all (its amount, locale or currency is not one)
            // is a malformed table, as --update says: 65, not a difference to review.
            let unformattable: [String] = found.compactMap { mismatch in
                guard case .failure(let error) = mismatch.actual else { return nil }
                return "\(mismatch.tableName):\(mismatch.entry.line): \(error)"
            }
            if !unformattable.isEmpty, !update { throw .data(unformattable) }
            if update {
                if !found.isEmpty {
                    let updated: CurrencyGoldenTable
                    do { updated = try table.updated() } catch { throw .data([error.description]) }
                    try Platform.writeOutput(Array(updated.text.utf8), to: path)
                }
                try Platform.print("\(path): \(found.count == 0 ? "up to date" : "updated \(found.count) of \(table.entries.count) cases")\n")
                CurrencyGoldenTable.removeActual(for: path)
            } else if found.isEmpty {
                CurrencyGoldenTable.removeActual(for: path)
            } else {
                mismatches += found
                let actualPath = CurrencyGoldenTable.actualPath(for: path)
                do { try table.actual.write(toFile: actualPath) } catch { throw .cannotCreate(error.description) }
                report += "--- \(path)\n+++ \(actualPath)\n\(table.diff())\n"
                // Cases that cannot be formatted at all keep their line; say why.
                for mismatch in found {
                    if case .failure = mismatch.actual { report += mismatch.description + "\n" }
                }
            }
        }
        guard update || mismatches.isEmpty else {
            try Platform.print(report)
            throw .checkFailed("\(mismatches.count) of \(total) cases differ (run with --update to record today's output, then review the diff)")
        }
        if !update { try Platform.print("\(total) cases match\n") }
    }
}
