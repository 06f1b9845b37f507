import AccountSummary
import Foundation

/// The fields of MT940/MT942 messages, with the line each starts on.
///
/// ```swift
/// var parser = MT940Parser(file: "a.sta")
/// try parser.messages(":20:X\n:25:DE89370400440532013000\n:60F:C251103EUR1,00\n:62F:C251103EUR1,00\n")[0].fields.count  // 4
/// ```
struct MT940Parser {
    let file: String

    /// One field: its tag (`61`, `60F`), its value (continuation lines joined with `\n`), where it starts.
    struct Field {
        var tag: String
        var value: String
        var line: Int
        /// The column where the value starts.
        var column: Int
    }

    /// One message's fields, from its `:20:` on.
    struct Message {
        var fields: [Field] = []
        var file: String

        var opensWithIntermediate: Bool { fields.contains { $0.tag == "60M" } }
        var closesWithIntermediate: Bool { fields.contains { $0.tag == "62M" } }
        var openingLine: Int { fields.first { $0.tag.hasPrefix("60") }?.line ?? fields.first?.line ?? 1 }
    }

    /// The messages of a file's text.
    mutating func messages(_ text: String) throws(BankFileError) -> [Message] {
        var messages: [Message] = []
        var current: Message?
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            var column = 1
            // Block headers: everything up to and including "{4:" is the envelope.
            if let block = line.range(of: "{4:") {
                column += line.distance(from: line.startIndex, to: block.upperBound)
                line = line[block.upperBound...]
            } else if line.hasPrefix("{1:") || line.hasPrefix("{2:") || line.hasPrefix("{3:") || line.hasPrefix("{5:") {
                continue
            }
            if line.hasPrefix("-}") || line == "-" || line.hasPrefix("-}{5:") {
                if let done = current { messages.append(done) }
                current = nil
                continue
            }
            if line.first == ":", let end = line.dropFirst().firstIndex(of: ":"),
               line.distance(from: line.startIndex, to: end) <= 4, line.dropFirst().prefix(while: { $0 != ":" }).allSatisfy({ $0.isNumber || $0.isLetter }) {
                let tag = String(line[line.index(after: line.startIndex)..<end])
                let value = String(line[line.index(after: end)...])
                let valueColumn = column + line.distance(from: line.startIndex, to: line.index(after: end))
                if tag == "20" {
                    if let done = current { messages.append(done) }
                    current = Message(file: file)
                }
                guard current != nil else { continue }
                current!.fields.append(Field(tag: tag, value: value, line: lineNumber, column: valueColumn))
            } else if current != nil, !current!.fields.isEmpty {
                if line.isEmpty { continue }
                current!.fields[current!.fields.count - 1].value += "\n" + line
            }
            // Anything before the first :20: is a bank's or a network's envelope (ABN AMRO's
            // "ABNANL2A", Rabobank's ":940:", ING's "0000 01INGB…", transmission control
            // characters): not part of any message.
        }
        if let done = current { messages.append(done) }
        return messages
    }
}

extension MT940Parser.Message {
    private func failure(_ problem: MT940Problem, _ field: MT940Parser.Field) -> BankFileError {
        BankFileError(file: file, place: .position(line: field.line, column: field.column), message: problem.description)
    }

    /// The message as a statement: account, balances, entries.
    func statement(file: String, position: Int) throws(BankFileError) -> BankStatement {
        guard let account = fields.first(where: { $0.tag == "25" }) else {
            throw BankFileError(file: file, place: .position(line: fields.first?.line ?? 1, column: 1),
                                message: MT940Problem.missingField(":25:").description)
        }
        let opening = try fields.first { $0.tag == "60F" || $0.tag == "60M" }.map(balance)
        let closing = try fields.first { $0.tag == "62F" || $0.tag == "62M" }.map(balance)
        let floor = fields.first { $0.tag.hasPrefix("34F") || $0.tag == "34" }
        guard let currency = opening?.currency ?? closing?.currency ?? floor.map({ String($0.value.prefix(3)) }) else {
            throw BankFileError(file: file, place: .position(line: account.line, column: 1), message: MT940Problem.missingField(":60F:").description)
        }
        if let closing, closing.currency != currency {
            throw failure(.otherCurrency(closing.currency, expected: currency), fields.first { $0.tag.hasPrefix("62") }!)
        }
        var statement = BankStatement(source: BankSource(file: file, position: position, noun: "message"),
                                      accountID: BankText.oneLine(account.value), currency: currency, type: .banking,
                                      opening: opening?.amount, closing: closing?.amount)
        if let moment = fields.first(where: { $0.tag == "13D" || $0.tag == "13" }) {
            statement.createdAt = MT940Parser.Message.moment(moment.value)
        }
        var index = 0
        while index < fields.count {
            let field = fields[index]
            index += 1
            guard field.tag == "61" else { continue }
            var entry = try self.entry(field)
            if index < fields.count, fields[index].tag == "86" {
                entry.description = MT940Parser.Message.description(fields[index].value)
                index += 1
            }
            statement.entries.append(entry)
        }
        return statement
    }

    /// `C251103EUR1234,56`: mark, date, currency, amount.
    private func balance(_ field: MT940Parser.Field) throws(BankFileError) -> (amount: Decimal, date: CalendarDate, currency: String) {
        let value = field.value.trimmingCharacters(in: .whitespaces)
        let bytes = Array(value.utf8)
        guard bytes.count >= 11, bytes[0] == UInt8(ascii: "C") || bytes[0] == UInt8(ascii: "D"),
              let date = MT940Parser.Message.date(String(decoding: bytes[1..<7], as: UTF8.self)) else {
            throw failure(.badBalance(value), field)
        }
        let currency = String(decoding: bytes[7..<10], as: UTF8.self)
        guard CamtMapping.isCurrencyCode(currency) else { throw failure(.badBalance(value), field) }
        let amountText = String(decoding: bytes[10...], as: UTF8.self)
        guard let amount = BankText.amount(amountText, decimalSeparator: UInt8(ascii: ",")) else {
            throw failure(.badAmount(amountText), field)
        }
        return (bytes[0] == UInt8(ascii: "D") ? -amount : amount, date, currency)
    }

    /// `YYMMDD[MMDD](C|D|RC|RD)[funds]amount(N|F|S)xxx[reference][//bank reference]`, then details.
    private func entry(_ field: MT940Parser.Field) throws(BankFileError) -> BankEntry {
        let lines = field.value.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let bytes = Array(lines[0].utf8)
        let text = String(lines[0])
        var index = 0
        func digits(_ count: Int) -> String? {
            guard index + count <= bytes.count, bytes[index..<(index + count)].allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            defer { index += count }
            return String(decoding: bytes[index..<(index + count)], as: UTF8.self)
        }
        guard let valueText = digits(6), let valueDate = MT940Parser.Message.date(valueText) else {
            throw failure(.badStatementLine(text, expected: "a value date YYMMDD first"), field)
        }
        var bookingDate = valueDate
        if let entryText = digits(4), let month = Int(entryText.prefix(2)), let day = Int(entryText.suffix(2)) {
            // The entry date has no year: the value date's, moved a year where the months wrap.
            var entryYear = valueDate.year
            if month - valueDate.month > 6 { entryYear -= 1 } else if valueDate.month - month > 6 { entryYear += 1 }
            guard let date = CalendarDate(year: entryYear, month: month, day: day) else {
                throw failure(.badStatementLine(text, expected: "an entry date MMDD that exists"), field)
            }
            bookingDate = date
        }
        var sign: Decimal = 1
        var reversal = false
        let mark = bytes[index...].prefix(2)
        if mark.starts(with: Array("RC".utf8)) { sign = -1; reversal = true; index += 2 }
        else if mark.starts(with: Array("RD".utf8)) { reversal = true; index += 2 }
        else if mark.first == UInt8(ascii: "C") { index += 1 }
        else if mark.first == UInt8(ascii: "D") { sign = -1; index += 1 }
        else { throw failure(.badStatementLine(text, expected: "a mark C, D, RC or RD after the dates"), field) }
        // An optional funds code: the third letter of the currency code.
        if index < bytes.count, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") { index += 1 }
        // Some banks put a space before the amount or after it (wolph/mt940 reads them too).
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let amountStart = index
        while index < bytes.count, (bytes[index] >= 48 && bytes[index] <= 57) || bytes[index] == UInt8(ascii: ",") { index += 1 }
        let amountText = String(decoding: bytes[amountStart..<index], as: UTF8.self)
        guard let amount = BankText.amount(amountText, decimalSeparator: UInt8(ascii: ",")) else {
            throw failure(.badAmount(amountText), field)
        }
        // The transaction type (N, F or S and three characters), then the references.
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index + 4 <= bytes.count, [UInt8(ascii: "N"), UInt8(ascii: "F"), UInt8(ascii: "S")].contains(bytes[index]) else {
            throw failure(.badStatementLine(text, expected: "a transaction type such as NTRF after the amount"), field)
        }
        index += 4
        let references = String(decoding: bytes[index...], as: UTF8.self)
        let customerReference = references.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
        let bankReference = references.components(separatedBy: "//").dropFirst().first?.trimmingCharacters(in: .whitespaces)
        let reference = [bankReference, customerReference == "NONREF" ? nil : customerReference].compactMap { $0 }.first { !$0.isEmpty }
        let details = lines.count > 1 ? BankText.oneLine(String(lines[1])) : ""
        return BankEntry(reference: reference, date: bookingDate, amount: sign * amount, isPending: false, isReversal: reversal,
                         description: details.isEmpty ? customerReference : details)
    }

    /// `YYMMDD` in the years 1970–2069, as SWIFT's two-digit years are read.
    static func date(_ text: String) -> CalendarDate? {
        guard text.utf8.count == 6, let year = Int(text.prefix(2)), let month = Int(text.dropFirst(2).prefix(2)),
              let day = Int(text.suffix(2)) else { return nil }
        return CalendarDate(year: year < 70 ? 2000 + year : 1900 + year, month: month, day: day)
    }

    /// `:13D:` `YYMMDDhhmm+hhmm`.
    static func moment(_ text: String) -> Timestamp? {
        let value = text.trimmingCharacters(in: .whitespaces)
        guard value.utf8.count == 15, let day = date(String(value.prefix(6))), let hour = Int(value.dropFirst(6).prefix(2)),
              let minute = Int(value.dropFirst(8).prefix(2)), let offsetHours = Int(value.dropFirst(11).prefix(2)),
              let offsetMinutes = Int(value.suffix(2)) else { return nil }
        let sign = value.dropFirst(10).first == "-" ? -1 : 1
        return Timestamp(date: day, hour: hour, minute: minute, utcOffsetSeconds: sign * (offsetHours * 3600 + offsetMinutes * 60))
    }

    /// `:86:` as a person reads it: free text on one line, or the German structured form
    /// (`166?00GUTSCHRIFT?20…?32Name`) as the counterparty (`?32`, `?33`) and the remittance
    /// text (`?20`–`?29`, `?60`–`?63`; the SEPA `SVWZ+` purpose where there is one), else the
    /// posting text (`?00`).
    static func description(_ value: String) -> String {
        let flat = value.replacingOccurrences(of: "\n", with: "")
        let chars = Array(flat)
        // The separator is the character after the three-digit code: "?" in Germany, ">" at some Dutch banks.
        guard chars.count > 4, chars[0].isNumber, chars[1].isNumber, chars[2].isNumber, chars[3] == "?" || chars[3] == ">" else {
            return BankText.oneLine(value.replacingOccurrences(of: "\n", with: " "))
        }
        let separator = chars[3]
        var subfields: [(code: Int, text: String)] = []
        var index = 3
        while index < chars.count {
            guard chars[index] == separator, index + 2 < chars.count, let code = Int(String(chars[(index + 1)...(index + 2)])) else {
                if !subfields.isEmpty { subfields[subfields.count - 1].text.append(chars[index]) }
                index += 1
                continue
            }
            subfields.append((code, ""))
            index += 3
        }
        func text(_ codes: ClosedRange<Int>) -> String {
            subfields.filter { codes.contains($0.code) }.map(\.text).joined()
        }
        let name = BankText.oneLine(text(32...33))
        var remittance = text(20...29) + text(60...63)
        if let purpose = remittance.range(of: "SVWZ+") {
            remittance = String(remittance[purpose.upperBound...])
            let keywords = ["ABWA+", "ABWE+", "EREF+", "KREF+", "MREF+", "CRED+", "DEBT+", "IBAN+", "BIC+"]
            if let end = keywords.compactMap({ remittance.range(of: $0)?.lowerBound }).min() { remittance = String(remittance[..<end]) }
        }
        let joined = BankText.joined([name, remittance])
        return joined.isEmpty ? BankText.oneLine(text(0...0)) : joined
    }
}
