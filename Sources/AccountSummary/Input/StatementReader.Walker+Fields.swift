import Foundation

// Reading single values: each returns nil after reporting why the value is not what its field
// takes.

extension StatementReader.Walker {
    /// A string, as written (escapes decoded, nothing else changed).
    mutating func string(_ value: JSONValue) -> String? {
        if let string = value.string { return string }
        problems.add(.wrongKind(expected: [.string], found: value.kind), at: value)
        return nil
    }

    /// An amount written as a string or a number, read exactly from its text under the AMOUNT
    /// grammar.
    mutating func amount(_ value: JSONValue) -> Decimal? {
        guard let text = value.numberText ?? value.string else {
            problems.add(.wrongKind(expected: [.string, .number], found: value.kind), at: value)
            return nil
        }
        do {
            return try ExactDecimal(parsing: text).decimal
        } catch {
            problems.add(.money(error), at: value)
            return nil
        }
    }

    /// An ISO 4217 code Foundation knows.
    mutating func currencyCode(_ value: JSONValue) -> String? {
        guard let code = string(value) else { return nil }
        do {
            try CurrencyFormatter.validate(currency: code)
            return code
        } catch {
            problems.add(.money(error), at: value)
            return nil
        }
    }

    /// A locale identifier Foundation has data for, kept as written.
    mutating func locale(_ value: JSONValue) -> String? {
        guard let identifier = string(value) else { return nil }
        do {
            try CurrencyFormatter.validate(locale: Locale(identifier: identifier))
            return identifier
        } catch {
            problems.add(.money(error), at: value)
            return nil
        }
    }

    /// An RFC 3339 date-time with an offset.
    mutating func timestamp(_ value: JSONValue) -> Timestamp? {
        guard let text = string(value) else { return nil }
        guard let timestamp = Timestamp(parsing: text) else {
            problems.add(.invalidTimestamp(text), at: value)
            return nil
        }
        return timestamp
    }

    /// `YYYY-MM-DD` or an RFC 3339 date-time.
    mutating func transactionDate(_ value: JSONValue) -> TransactionDate? {
        guard let text = string(value) else { return nil }
        if let date = CalendarDate(parsing: text) { return .day(date) }
        if let timestamp = Timestamp(parsing: text) { return .moment(timestamp) }
        problems.add(.invalidTransactionDate(text), at: value)
        return nil
    }

    /// Exactly `YYYY-MM-DD`, naming a day that exists.
    mutating func calendarDate(_ value: JSONValue) -> CalendarDate? {
        guard let text = string(value) else { return nil }
        guard let date = CalendarDate(parsing: text) else {
            problems.add(.invalidCalendarDate(text), at: value)
            return nil
        }
        return date
    }

    /// An array of strings (address and legal lines), or nil after reporting what is not.
    mutating func lines(_ value: JSONValue) -> [String]? {
        guard let elements = elements(value) else { return nil }
        var lines: [String] = []
        var complete = true
        for element in elements {
            if let line = string(element) { lines.append(line) } else { complete = false }
        }
        return complete ? lines : nil
    }

    /// `banking`, `creditCard` or `investment`.
    mutating func accountType(_ value: JSONValue) -> AccountType? {
        guard let text = string(value) else { return nil }
        guard let type = AccountType(rawValue: text) else {
            problems.add(.invalidAccountType(text), at: value)
            return nil
        }
        return type
    }

    /// `pending` or `completed`.
    mutating func status(_ value: JSONValue) -> TransactionStatus? {
        guard let text = string(value) else { return nil }
        guard let status = TransactionStatus(rawValue: text) else {
            problems.add(.invalidStatus(text), at: value)
            return nil
        }
        return status
    }

    /// The elements of an array, or nil after reporting another kind.
    mutating func elements(_ value: JSONValue) -> JSONValue.Elements? {
        guard value.kind == .array else {
            problems.add(.wrongKind(expected: [.array], found: value.kind), at: value)
            return nil
        }
        return value.elements
    }

    /// Whether `value` is an object; reports another kind.
    mutating func isObject(_ value: JSONValue) -> Bool {
        guard value.kind == .object else {
            problems.add(.wrongKind(expected: [.object], found: value.kind), at: value)
            return false
        }
        return true
    }
}
