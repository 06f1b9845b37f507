import AccountSummary
import Foundation

/// A reviewable table of currency-formatting cases and their expected output.
///
/// One case per line: `LOCALE CURRENCY AMOUNT EXPECTED`, separated by spaces;
/// EXPECTED runs to the end of the line, with invisible characters written as
/// `\u{XXXX}` (U+00A0, U+202F, U+200E, U+200F, …) and `\` as `\\`. Lines
/// starting with `#` and blank lines are kept as they are. A case without
/// EXPECTED is a new case: verifying reports it, updating fills it in.
///
/// ```swift
/// let table = try CurrencyGoldenTable(parsing: "de_DE EUR -1234.5 -1.234,50\\u{00A0}€\n", name: "de.golden")
/// table.verify().isEmpty  // true on a platform whose CLDR data matches
/// ```
public struct CurrencyGoldenTable: Sendable, Hashable {
    /// One line of a table.
    public enum Line: Sendable, Hashable {
        /// A comment or blank line, kept verbatim.
        case text(String)
        /// A case to check.
        case entry(Entry)
    }

    /// A formatting case: inputs and, once recorded, the expected output.
    public struct Entry: Sendable, Hashable {
        /// The locale identifier, e.g. `de_DE`.
        public var locale: String
        /// The ISO 4217 currency code, e.g. `EUR`.
        public var currency: String
        /// The amount as written in the table, read exactly.
        public var amount: String
        /// `nil` for a case not recorded yet.
        public var expected: String?
        /// 1-based line in the file it came from.
        public var line: Int
    }

    /// A case whose output differs from its expectation (or could not be formatted).
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// The case that did not format as recorded.
        public var entry: Entry
        /// What the formatter gives now, or the error it raised.
        public var actual: Result<String, MoneyError>
        /// The table's name (its file), which the description names.
        public var tableName: String

        /// A readable diff: the case, then `-` expected and `+` actual, invisible characters shown.
        public var description: String {
            var text = "\(tableName):\(entry.line): \(entry.locale) \(entry.currency) \(entry.amount)\n"
            text += "  - expected: \(entry.expected.map(CurrencyGoldenTable.escaped) ?? "(none recorded)")\n"
            switch actual {
            case .success(let output): text += "  + actual:   \(CurrencyGoldenTable.escaped(output))"
            case .failure(let error): text += "  + error:    \(error)"
            }
            return text
        }
    }

    /// The table's name in messages (usually its file name).
    public var name: String
    /// Every line in file order: comments and blank lines as they are, and the cases.
    public var lines: [Line]

    /// The cases, in file order.
    public var entries: [Entry] {
        lines.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
    }

    /// Reads a table.
    ///
    /// - Throws: ``GoldenTableError`` naming `name:line` for a line with too few fields
    ///   or a bad escape.
    public init(parsing text: String, name: String) throws(GoldenTableError) {
        self.name = name
        lines = []
        // Split on the scalar: as Characters, "\r\n" is one and never equals "\n".
        for (index, raw) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            // "\r\n" ends a line too; any further CR before it goes with it, or each rewrite of
            // the table (which ends lines with "\n") would lose one more.
            while line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
            let number = index + 1
            // Fields split on the scalar too: a space and a combining mark after it are one Character.
            let trimmed = line.unicodeScalars.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.first == "#" {
                lines.append(.text(String(line)))
                continue
            }
            var fields: [Substring] = []
            var rest = trimmed
            while fields.count < 3 {
                let field = rest.prefix { $0 != " " }
                guard !field.isEmpty else { break }
                fields.append(Substring(field))
                rest = rest.dropFirst(field.count).drop { $0 == " " }
            }
            guard fields.count == 3 else { throw .missingFields(table: name, line: number) }
            let expected = rest.isEmpty ? nil : try CurrencyGoldenTable.unescaped(Substring(rest), table: name, line: number)
            lines.append(.entry(Entry(locale: String(fields[0]), currency: String(fields[1]),
                                      amount: String(fields[2]), expected: expected, line: number)))
        }
        if case .text("") = lines.last { lines.removeLast() }  // the final newline
    }

    /// The table as file text: aligned columns, invisible characters escaped, one trailing newline.
    public var text: String {
        let entries = entries
        let localeWidth = entries.map(\.locale.count).max() ?? 0
        let currencyWidth = entries.map(\.currency.count).max() ?? 0
        let amountWidth = entries.map(\.amount.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        return lines.map { line in
            switch line {
            case .text(let text): return text
            case .entry(let entry):
                let inputs = "\(pad(entry.locale, localeWidth)) \(pad(entry.currency, currencyWidth)) "
                guard let expected = entry.expected else { return inputs + entry.amount }
                return inputs + pad(entry.amount, amountWidth) + " " + CurrencyGoldenTable.escaped(expected)
            }
        }.joined(separator: "\n") + "\n"
    }

    /// Formats every case and returns those that differ from their expectation.
    ///
    /// ```swift
    /// try CurrencyGoldenTable(parsing: "en_US USD 1 $2.00\n", name: "t").verify().count  // 1
    /// ```
    public func verify() -> [Mismatch] {
        entries.compactMap { entry in
            let actual = CurrencyGoldenTable.format(entry)
            if case .success(let output) = actual, output == entry.expected { return nil }
            return Mismatch(entry: entry, actual: actual, tableName: name)
        }
    }

    /// The same table with every expectation replaced by today's output.
    ///
    /// - Throws: The first case that cannot be formatted at all (bad amount, currency, locale).
    public func updated() throws(GoldenTableError) -> CurrencyGoldenTable {
        var copy = self
        for (index, line) in lines.enumerated() {
            guard case .entry(var entry) = line else { continue }
            switch CurrencyGoldenTable.format(entry) {
            case .success(let output): entry.expected = output
            case .failure(let error): throw .unformattable(table: name, line: entry.line, error)
            }
            copy.lines[index] = .entry(entry)
        }
        return copy
    }

    /// The table as today's output would record it, for a failed check: every case that
    /// formats gets today's output; one that cannot keep its expectation (its
    /// ``Mismatch`` says why).
    ///
    /// ```swift
    /// try CurrencyGoldenTable(parsing: "en_US USD 1 $2.00\n", name: "t").actual.text  // "en_US USD 1 $1.00\n"
    /// ```
    public var actual: CurrencyGoldenTable {
        var copy = self
        for (index, line) in lines.enumerated() {
            guard case .entry(var entry) = line, case .success(let output) = CurrencyGoldenTable.format(entry) else { continue }
            entry.expected = output
            copy.lines[index] = .entry(entry)
        }
        return copy
    }

    /// A unified diff from the table as recorded to ``actual``: only the changed cases, with context.
    ///
    /// ```swift
    /// try CurrencyGoldenTable(parsing: "en_US USD 1 $2.00\n", name: "t").diff()
    /// // "@@ -1,1 +1,1 @@\n-en_US USD 1 $2.00\n+en_US USD 1 $1.00"
    /// ```
    /// - Parameter context: Unchanged lines shown around each change.
    /// - Returns: The hunks; empty when every case matches.
    public func diff(context: Int = 3) -> String {
        LineDiff(expected: text, actual: actual.text).unified(context: context)
    }

    private static func format(_ entry: Entry) -> Result<String, MoneyError> {
        Result { () throws(MoneyError) -> String in
            let formatter = try CurrencyFormatter(currency: entry.currency, locale: Locale(identifier: entry.locale))
            return formatter.plan.string(try ExactDecimal(parsing: entry.amount))
        }
    }
}
