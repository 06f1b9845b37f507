import AccountSummary
import AccountSummaryGolden
import AccountSummaryScale

extension FuzzTarget {
    /// A golden table parses or fails naming `name:line`; one that parses keeps each case on
    /// its own line, writes text that parses back to the same cases and itself, round-trips
    /// every expectation through its escaping, and diffs against today's output without
    /// crashing (for small tables: each case formats through Foundation's data once).
    static func checkGolden(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        let table: CurrencyGoldenTable
        do {
            table = try CurrencyGoldenTable(parsing: text, name: "fuzz.golden")
        } catch {
            guard error.description.hasPrefix("fuzz.golden:") else {
                throw FuzzTarget.golden.failure("an error that does not name the table and line: \(error)")
            }
            return
        }
        let lineCount = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
        for entry in table.entries {
            let inputs = [entry.locale, entry.currency, entry.amount]
            guard (1...lineCount).contains(entry.line),
                  // An expectation may hold any character, escaped (`\u{000A}`); the inputs are
                  // the line's first three fields.
                  !inputs.contains(where: { $0.isEmpty || $0.unicodeScalars.contains(" ") || $0.unicodeScalars.contains("\n") })
            else {
                throw FuzzTarget.golden.failure("line \(entry.line) of \(lineCount) holds a case spanning lines or fields: \(inputs.map(\.debugDescription))")
            }
            if let expected = entry.expected {
                let escaped = CurrencyGoldenTable.escaped(expected)
                guard let back = try? CurrencyGoldenTable(parsing: "xx XXX 1 \(escaped)\n", name: "t").entries.first?.expected,
                      back == expected else {
                    throw FuzzTarget.golden.failure("expectation \(expected.debugDescription) does not survive escaping as \(escaped.debugDescription)")
                }
            }
        }
        if table.entries.count <= 3 {
            _ = table.diff()
            _ = table.verify().map(\.description)
        }
        // The text round trip is promised for input fields without control characters: only
        // EXPECTED is escaped, so a field such as a lone CR (found by the long run: the amount
        // "\r" before trailing spaces) is written as it is and then ends its line. A control
        // character in a field makes the case fail to verify, or is whitespace the amount
        // grammar allows around an amount ("12\t"); either way nothing is read silently wrong.
        let hasControl = table.entries.contains { entry in
            [entry.locale, entry.currency, entry.amount].contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        }
        if hasControl { return }
        let written = table.text
        let again: CurrencyGoldenTable
        do {
            again = try CurrencyGoldenTable(parsing: written, name: "fuzz.golden")
        } catch {
            throw FuzzTarget.golden.failure("its own text does not parse: \(error)\n\(written.debugDescription)")
        }
        func cases(_ table: CurrencyGoldenTable) -> [[String?]] {
            table.entries.map { [$0.locale, $0.currency, $0.amount, $0.expected] }
        }
        guard cases(again) == cases(table), again.text == written else {
            throw FuzzTarget.golden.failure("its text reads back differently:\n\(written.debugDescription)\n\(again.text.debugDescription)")
        }
    }
}
