// All user-facing wording of StatementError lives in this file: lowercase, naming the place
// (the JSON path) and what was expected. Amounts, currency codes and locales reuse
// MoneyError's wording, so the CLI says the same thing about them everywhere.

extension StatementError {
    /// One line per problem, in document order, then `… and N more problems` when some were
    /// left out; without the `error: ` prefix the CLI adds.
    ///
    /// ```swift
    /// error.lines
    /// // ["accounts[2].balance: \"12,50\" is not an amount (expected digits with an optional \".\" fraction, e.g. \"12.50\")",
    /// //  "… and 3 more problems"]
    /// ```
    public var lines: [String] {
        var lines = problems.map(\.description)
        if omitted > 0 { lines.append("… and \(omitted) more problem\(omitted == 1 ? "" : "s")") }
        return lines
    }
}

extension StatementError {
    /// Said after "expected the end of the document" when another document starts on a later
    /// line: one statement per line is what `batch` reads.
    static let ndjsonHint = " (a second document: this looks like NDJSON, one statement per line; "
        + "render reads one statement, account-summary batch FILE --output-dir DIR renders one per line)"
}

extension StatementError.Problem {
    /// `path: message`; just the message for the whole document; a syntax error as the JSON
    /// reader words it, `line 1, column 10 (a[1]): message`.
    public var description: String {
        if isSyntaxError {
            guard let line, let column else { return message }
            return "line \(line), column \(column) (\(path.isEmpty ? "$" : path)): \(message)"
        }
        return path.isEmpty ? message : "\(path): \(message)"
    }
}

extension StatementError.Reason {
    /// What went wrong, without the place.
    var message: String {
        switch self {
        case .missing(let expected):
            "missing (expected \(expected.wording))"
        case .missingCustomerID:
            "missing (required for batch; expected a string)"
        case .emptyCustomerID:
            "empty (required for batch; expected a non-empty string)"
        case .wrongKind(let expected, let found):
            "expected \(Self.list(expected.map(\.wording), conjunction: "or")), found \(found.wording)"
        case .topLevelNotObject(let found):
            "expected an object at the top level of the document, found \(found.wording)"
        case .invalidAccountType(let text):
            "\(DiagnosticQuoting.quotedValue(text)) is not an account type (expected \(StatementError.Expected.accountType.wording))"
        case .invalidStatus(let text):
            "\(DiagnosticQuoting.quotedValue(text)) is not a transaction status (expected \(StatementError.Expected.status.wording))"
        case .invalidTransactionDate(let text):
            "\(DiagnosticQuoting.quotedValue(text)) is not a date (expected \(StatementError.Expected.transactionDate.wording))"
        case .invalidCalendarDate(let text):
            "\(DiagnosticQuoting.quotedValue(text)) is not a date (expected \(StatementError.Expected.calendarDate.wording))"
        case .periodStartAfterEnd(let start, let end):
            "\(DiagnosticQuoting.quotedValue(start)) is after period.end \(DiagnosticQuoting.quotedValue(end)) (expected start on or before end)"
        case .outsidePeriod(let date, let start, let end):
            "\(DiagnosticQuoting.quotedValue(date)) is outside the period \(start) to \(end) "
                + "(a completed transaction must lie in the period; a pending one may lie anywhere)"
        case .invalidTimestamp(let text):
            "\(DiagnosticQuoting.quotedValue(text)) is not a date-time (expected an RFC 3339 date-time with an offset, e.g. \(Self.sampleTimestamp))"
        case .money(let error):
            error.description
        case .duplicateAccountID(let id, let firstAt, let occurrence):
            "\(DiagnosticQuoting.quotedValue(id)) is used \(occurrence == 2 ? "twice" : "again") (first at \(StatementError.pathText(firstAt)))"
        case .unknownAccount(let id, let known):
            "\(DiagnosticQuoting.quotedValue(id)) names no account (\(Self.knownIDs(known)))"
        case .openingWithoutBalance:
            "given while balance is null (balances not stated: expected no openingBalance, or a balance)"
        case .emptyCounterparty:
            "names neither a name nor an account (expected \"name\", \"account\" or both, as strings)"
        }
    }

    /// The timestamp every date message shows as its example.
    static let sampleTimestamp = "2026-11-22T08:30:00-05:00"

    /// How many known ids a message lists before it summarises the rest.
    static let listedIDLimit = 10

    /// `known: chk-1, cc-1, inv-1`: ids as they are when plain, quoted when they hold spaces,
    /// punctuation that would confuse the list, or invisible characters.
    private static func knownIDs(_ ids: [String]) -> String {
        if ids.isEmpty { return "the document lists no accounts" }
        var shown = ids.prefix(listedIDLimit).map { isPlain($0) ? $0 : DiagnosticQuoting.quotedValue($0) }
        if ids.count > listedIDLimit { shown.append("… \(ids.count - listedIDLimit) more") }
        return "known: " + shown.joined(separator: ", ")
    }

    private static func isPlain(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.count <= 40 && id.unicodeScalars.allSatisfy { scalar in
            !",()\"\\".unicodeScalars.contains(scalar) && !scalar.properties.isWhitespace
                && scalar.value >= 0x21 && !(0x7F...0x9F).contains(scalar.value)
                && scalar.properties.generalCategory != .format
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return "nothing"
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}

extension StatementError.Expected {
    /// What the member should have held, as `missing (expected …)` says it.
    var wording: String {
        switch self {
        case .string: "a string"
        case .customer: "an object with a name"
        case .accounts: "an array of accounts"
        case .accountType: StatementError.Reason.list(AccountType.allCases.map(\.rawValue), conjunction: "or")
        case .status: StatementError.Reason.list(TransactionStatus.allCases.map(\.rawValue), conjunction: "or")
        case .amount: #"an amount such as "12.50", as a string or a number"#
        case .balance: #"an amount such as "12.50", as a string or a number, or null for balances not stated"#
        case .calendarDate: "a date YYYY-MM-DD, such as 2026-11-30"
        case .transactionDate: "YYYY-MM-DD or an RFC 3339 date-time such as \(StatementError.Reason.sampleTimestamp)"
        }
    }
}
