import AccountSummary

extension BAI2Record.Fields {
    /// The next field as an amount (`+`/`-` and digits), nil when it is empty.
    ///
    /// - Parameters:
    ///   - name: what the field is, for a message (`"amount"`, `"control total"`).
    ///   - required: whether an empty field is an error.
    mutating func amount(_ name: String, required: Bool = false) throws(BankFileError) -> (amount: BAI2Amount, field: Field)? {
        let field = try next()
        guard !field.isEmpty else {
            if required { throw failure(.missingField(name, record.code), field) }
            return nil
        }
        let text = string(field)
        guard let amount = BAI2Amount(parsing: text) else {
            let digits = text.drop { $0 == "+" || $0 == "-" }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { throw failure(.tooLarge(text), field) }
            throw failure(.badField(name, value: text, expected: "an optional + or - and digits, no decimal point (e.g. 15009736 for 150097.36)"), field)
        }
        return (amount, field)
    }

    /// The next field as a whole number of things (a count), nil when it is empty.
    mutating func count(_ name: String, required: Bool) throws(BankFileError) -> (value: Int, text: String)? {
        let field = try next()
        guard !field.isEmpty else {
            if required { throw failure(.missingField(name, record.code), field) }
            return nil
        }
        let text = string(field)
        guard text.utf8.count <= 9, text.utf8.allSatisfy(BAI2RecordScanner.isDigit), let value = Int(text) else {
            throw failure(.badField(name, value: text, expected: "a whole number"), field)
        }
        return (value, text)
    }

    /// The next field as a date `YYMMDD` (years 1970–2069), nil when it is empty.
    mutating func date(_ name: String, required: Bool) throws(BankFileError) -> CalendarDate? {
        let field = try next()
        guard !field.isEmpty else {
            if required { throw failure(.missingField(name, record.code), field) }
            return nil
        }
        let text = string(field)
        guard let date = MT940Parser.Message.date(text) else {
            throw failure(.badField(name, value: text, expected: "a date YYMMDD that exists"), field)
        }
        return date
    }

    /// The next field as a time: military `hhmm` (`0000`–`2400`, and `9999` for the end of the
    /// day), or `hh:mm:ss` as some banks write it (noted); nil when it is empty. The end of the
    /// day is hour 24.
    mutating func time(_ name: String, required: Bool) throws(BankFileError) -> (hour: Int, minute: Int, second: Int)? {
        let field = try next()
        guard !field.isEmpty else {
            if required { throw failure(.missingField(name, record.code), field) }
            return nil
        }
        let text = string(field)
        let bytes = Array(text.utf8)
        if bytes.count == 4, bytes.allSatisfy(BAI2RecordScanner.isDigit), let hour = Int(text.prefix(2)), let minute = Int(text.suffix(2)) {
            if text == "9999" || text == "2400" { return (24, 0, 0) }
            if hour < 24, minute < 60 { return (hour, minute, 0) }
        }
        if bytes.count == 8, bytes[2] == UInt8(ascii: ":"), bytes[5] == UInt8(ascii: ":"),
           let hour = Int(text.prefix(2)), let minute = Int(text.dropFirst(3).prefix(2)), let second = Int(text.suffix(2)),
           [0, 1, 3, 4, 6, 7].allSatisfy({ BAI2RecordScanner.isDigit(bytes[$0]) }), hour < 24, minute < 60, second < 60 {
            note(.clockTime)
            return (hour, minute, second)
        }
        throw failure(.badField(name, value: text, expected: "a time hhmm from 0000 to 2400 (or 9999, the end of the day)"), field)
    }

    /// The next field as a type code: three digits; nil when it is empty.
    mutating func typeCode() throws(BankFileError) -> (code: Int, text: String, field: Field)? {
        let field = try next()
        guard !field.isEmpty else { return nil }
        let text = string(field)
        guard text.utf8.count == 3, text.utf8.allSatisfy(BAI2RecordScanner.isDigit), let code = Int(text) else {
            throw failure(.badField("type code", value: text, expected: "three digits, such as 015 or 475"), field)
        }
        return (code, text, field)
    }

    /// Reads a funds type and the fields it brings: none for `0`, `1`, `2`, `Z` or an empty
    /// field; a value date and time for `V`; three amounts for `S`; a count and that many day
    /// and amount pairs for `D`. Their amounts are availability, never in the control totals.
    mutating func fundsType() throws(BankFileError) {
        let field = try next()
        let text = string(field)
        switch text {
        case "", "0", "1", "2", "Z":
            return
        case "V":
            _ = try date("value date", required: true)
            _ = try time("value time", required: false)
        case "S":
            for _ in 0..<3 { _ = try amount("availability amount") }
        case "D":
            guard let distributions = try count("number of availability distributions", required: true) else { return }
            for _ in 0..<distributions.value {
                guard !isAtEnd else {
                    throw failureHere(.badField("number of availability distributions", value: distributions.text,
                                                expected: "that many day and amount pairs after it"))
                }
                _ = try count("availability days", required: true)
                _ = try amount("availability amount", required: true)
            }
        default:
            throw failure(.badField("funds type", value: text, expected: "0, 1, 2, Z, V (a value date), S or D (distributed availability)"), field)
        }
    }

    /// Checks that the record has no field after its last: empty ones are noted and read as
    /// nothing, anything else is an error.
    mutating func expectEnd() throws(BankFileError) {
        while !isAtEnd {
            let text = rest()
            let field = try next()
            guard field.isEmpty else { throw failure(.extraFields(record.code, text), field) }
            note(.extraEmptyField)
        }
    }
}
