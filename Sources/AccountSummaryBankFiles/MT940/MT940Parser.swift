import AccountSummary
import Foundation

/// The fields of MT940/MT942 messages, with the line each starts on.
///
/// ```swift
/// var parser = MT940Parser(file: "a.sta")
/// var warnings = BankWarnings()
/// try parser.messages(":20:X\n:25:DE89370400440532013000\n:60F:C251103EUR1,00\n:62F:C251103EUR1,00\n-\n",
///                     warnings: &warnings)[0].fields.count  // 4
/// ```
struct MT940Parser {
    let file: String
    /// Whether the file writes no "-" line at all, so its last message's end cannot be checked:
    /// the reader warns so once the file has read.
    private(set) var endsUnchecked = false

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
        /// Whether a `-` line (or `-}`, or ING's `-XXX`) ended it, rather than the next `:20:` or the file's end.
        var ended = false

        var opensWithIntermediate: Bool { fields.contains { $0.tag == "60M" } }
        var closesWithIntermediate: Bool { fields.contains { $0.tag == "62M" } }
        var openingLine: Int { fields.first { $0.tag.hasPrefix("60") }?.line ?? fields.first?.line ?? 1 }
        /// An MT940 statement (it has its opening balance), not an MT942 report.
        var hasOpening: Bool { fields.contains { $0.tag == "60F" || $0.tag == "60M" } }
    }

    /// The tags of MT940 and MT942 message fields: outside a message, one of them means its `:20:` is missing.
    static let messageTags: Set<String> = ["20", "21", "25", "25P", "28", "28C", "60F", "60M", "61", "62F", "62M", "64", "65",
                                           "86", "13", "13D", "34F", "90D", "90C"]
    /// Fields a message holds once: a second one with another value is an error naming both lines.
    static let singleTags: [String: String] = ["21": "21", "25": "25", "25P": "25", "28": "28", "28C": "28", "60F": "60", "60M": "60",
                                               "62F": "62", "62M": "62", "64": "64", "13": "13", "13D": "13", "90D": "90D",
                                               "90C": "90C"]

    /// The messages of a file's text.
    ///
    /// A message starts at `:20:` and ends at its closing balance (`:62F:`/`:62M:`, then `:64:`,
    /// `:65:` and an `:86:` for the owner) and the `-` line after it (`-}` inside a `{4:` block,
    /// `-XXX` in ING's files); a `-` line before the closing balance is text of the field it is in
    /// (ING wraps `:86:` so). An MT942 report, which has no balances, ends at its first `-` line.
    /// Between messages there may be envelope blocks, transmission control characters and a bank's
    /// header lines (`ABNANL2A`, `940`); anything else is an error, never skipped.
    mutating func messages(_ text: String, warnings: inout BankWarnings) throws(BankFileError) -> [Message] {
        var messages: [Message] = []
        var current: Message?
        var inBlock = false
        var blockLine = 0
        var closed = false
        var seen: [String: Int] = [:]
        var waiting: (line: Int, column: Int, text: Substring)?
        var lineNumber = 0
        let file = self.file
        func failure(_ problem: MT940Problem, _ line: Int, _ column: Int = 1) -> BankFileError {
            BankFileError(file: file, place: .position(line: line, column: column), message: problem.description)
        }
        func finish(ended: Bool) {
            guard var done = current else { return }
            done.ended = ended
            messages.append(done)
            current = nil
        }
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            var column = 1
            if current != nil, line.drop(while: { $0 == " " }).first == "-" {
                let bare = line.trimmingCharacters(in: .whitespaces.union(.controlCharacters))
                if bare.hasPrefix("-}") {
                    guard inBlock else { throw failure(.blockEndWithoutBlock, lineNumber) }
                    finish(ended: true)
                    inBlock = false
                    // After "-}": the trailer block, control characters, maybe the next message's headers.
                    let indent = line.prefix { $0 == " " }.count
                    line = line.dropFirst(indent + 2)
                    column = indent + 3
                } else if !inBlock, bare == "-" || bare == "-XXX", closed || !current!.hasOpening {
                    finish(ended: true)
                    continue
                }
            }
            if current == nil {
                let envelope = try MT940Parser.envelope(line, line: lineNumber, column: column, file: file)
                if envelope.opensBlock {
                    if inBlock { throw failure(.unclosedBlock(line: blockLine), lineNumber, envelope.column) }
                    inBlock = true
                    blockLine = lineNumber
                }
                line = envelope.rest
                column = envelope.column
                if line.allSatisfy({ $0.isWhitespace }) { continue }
                if let field = MT940Parser.fieldStart(line), field.tag == "20" {
                    waiting = nil
                } else if let field = MT940Parser.fieldStart(line), MT940Parser.messageTags.contains(field.tag) {
                    throw failure(.fieldOutsideMessage(":\(field.tag):"), lineNumber, column)
                } else if inBlock {
                    throw failure(.textAfterEnd(String(line.prefix(40))), lineNumber, column)
                } else if messages.isEmpty {
                    // Before the first message: a bank's or a network's envelope (ABN AMRO's "ABNANL2A",
                    // Rabobank's ":940:", ING's "0000 01INGB…").
                    continue
                } else if MT940Parser.isHeaderLine(line) {
                    // Between messages: the next message's header lines, if a message follows.
                    if waiting == nil { waiting = (lineNumber, column, line) }
                    continue
                } else {
                    throw failure(.textAfterEnd(String(line.prefix(40))), lineNumber, column)
                }
            }
            if let field = MT940Parser.fieldStart(line) {
                let valueColumn = column + field.valueOffset
                if field.tag == "20" {
                    if current != nil {
                        if inBlock { throw failure(.unclosedBlock(line: blockLine), lineNumber, column) }
                        finish(ended: false)
                    }
                    current = Message(file: file)
                    closed = false
                    seen = [:]
                }
                if let kind = MT940Parser.singleTags[field.tag] {
                    if let first = seen[kind] {
                        let earlier = current!.fields.last { MT940Parser.singleTags[$0.tag] == kind && $0.line == first }!
                        // Continuation lines come later: the first lines are compared (balances have none).
                        let earlierFirstLine = earlier.value.split(separator: "\n", omittingEmptySubsequences: false)[0]
                        if earlier.tag != field.tag || earlierFirstLine.trimmingCharacters(in: .whitespaces)
                            != field.value.trimmingCharacters(in: .whitespaces) {
                            throw failure(.duplicateField(":\(field.tag):", firstLine: first), lineNumber, valueColumn)
                        }
                        warnings.note(file: file, MT940Problem.Reading.repeatedField.rawValue)
                        current!.fields.append(Field(tag: "", value: field.value, line: lineNumber, column: valueColumn))
                        continue
                    }
                    seen[kind] = lineNumber
                }
                if closed, !["64", "65", "86"].contains(field.tag), !(field.tag == "90C" && seen["90D"] != nil) {
                    throw failure(.afterClosing(":\(field.tag):"), lineNumber, column)
                }
                current!.fields.append(Field(tag: field.tag, value: field.value, line: lineNumber, column: valueColumn))
                if field.tag == "62F" || field.tag == "62M" || ((field.tag == "90C" || field.tag == "90D") && !current!.hasOpening) {
                    closed = true
                }
            } else if !line.allSatisfy({ $0.isWhitespace }) {
                current!.fields[current!.fields.count - 1].value += "\n" + line
            }
        }
        if current != nil {
            if inBlock { throw failure(.unclosedBlock(line: blockLine), lineNumber) }
            finish(ended: false)
        } else if inBlock {
            throw failure(.unclosedBlock(line: blockLine), lineNumber)
        } else if let waiting {
            throw failure(.textAfterEnd(String(waiting.text.prefix(40))), waiting.line, waiting.column)
        }
        if let last = messages.last, !last.ended {
            if messages.contains(where: \.ended) {
                throw failure(.notEnded, last.fields.last.map { $0.line + $0.value.filter { $0 == "\n" }.count } ?? lineNumber)
            }
            endsUnchecked = true
        }
        return messages
    }

    /// A field's start: `:TAG:` with a tag of up to three letters and digits, then its value.
    static func fieldStart(_ line: Substring) -> (tag: String, value: String, valueOffset: Int)? {
        guard line.first == ":", let end = line.dropFirst().firstIndex(of: ":"), line.distance(from: line.startIndex, to: end) <= 4,
              line.distance(from: line.startIndex, to: end) >= 2,
              line.dropFirst().prefix(while: { $0 != ":" }).allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter) }) else { return nil }
        let tag = String(line[line.index(after: line.startIndex)..<end])
        let valueStart = line.index(after: end)
        return (tag, String(line[valueStart...]), line.distance(from: line.startIndex, to: valueStart))
    }

    /// A bank's header line between messages: short, of capitals, digits, spaces and colons (`ABNANL2A`, `940 00`).
    static func isHeaderLine(_ line: Substring) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.count <= 35 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == " " || $0 == ":" }
    }

    /// The envelope at the start of a line outside a message: transmission control characters,
    /// white space and the header blocks `{1:…}{2:…}{3:{…}}` and `{5:…}`, up to and including `{4:`.
    static func envelope(_ line: Substring, line number: Int, column: Int, file: String) throws(BankFileError)
    -> (opensBlock: Bool, rest: Substring, column: Int) {
        var rest = line
        var column = column
        while let first = rest.first {
            if first.isWhitespace || first.unicodeScalars.allSatisfy({ $0.value < 0x20 }) {
                rest = rest.dropFirst()
                column += 1
                continue
            }
            guard first == "{" else { break }
            if rest.hasPrefix("{4:") { return (true, rest.dropFirst(3), column + 3) }
            guard rest.hasPrefix("{1:") || rest.hasPrefix("{2:") || rest.hasPrefix("{3:") || rest.hasPrefix("{5:") else { break }
            var depth = 0
            var end: Substring.Index?
            for index in rest.indices {
                if rest[index] == "{" { depth += 1 } else if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 { end = index; break }
                }
            }
            guard let end else {
                throw BankFileError(file: file, place: .position(line: number, column: column),
                                    message: MT940Problem.unclosedHeader(String(rest.prefix(40))).description)
            }
            column += rest.distance(from: rest.startIndex, to: end) + 1
            rest = rest[rest.index(after: end)...]
        }
        return (false, rest, column)
    }
}

extension MT940Parser.Message {
    private func failure(_ problem: MT940Problem, _ field: MT940Parser.Field) -> BankFileError {
        BankFileError(file: file, place: .position(line: field.line, column: field.column), message: problem.description)
    }

    /// The message as a statement: account, balances, entries.
    ///
    /// An MT940 statement states both balances (`:60F:`/`:60M:` and `:62F:`/`:62M:`): one without
    /// the other is an error, never worked out. An MT942 report (`:34F:`, no balances) has neither.
    func statement(file: String, position: Int, warnings: inout BankWarnings) throws(BankFileError) -> BankStatement {
        guard let account = fields.first(where: { $0.tag == "25" || $0.tag == "25P" }) else {
            throw BankFileError(file: file, place: .position(line: fields.first?.line ?? 1, column: 1),
                                message: MT940Problem.missingField(":25:").description)
        }
        let openingField = fields.first { $0.tag == "60F" || $0.tag == "60M" }
        let closingField = fields.first { $0.tag == "62F" || $0.tag == "62M" }
        let floor = fields.first { $0.tag.hasPrefix("34F") || $0.tag == "34" }
        let lastLine = fields.last.map { $0.line + $0.value.filter { $0 == "\n" }.count } ?? 1
        if openingField == nil, closingField != nil || floor == nil {
            throw BankFileError(file: file, place: .position(line: account.line, column: 1), message: MT940Problem.missingField(":60F:").description)
        }
        let opening = try openingField.map(balance)
        guard let currency = opening?.currency ?? floor.map({ String($0.value.prefix(3)) }) else {
            throw BankFileError(file: file, place: .position(line: account.line, column: 1), message: MT940Problem.missingField(":60F:").description)
        }
        var statement = BankStatement(source: BankSource(file: file, position: position, noun: "message"),
                                      accountID: BankText.oneLine(account.value), currency: currency, type: .banking,
                                      opening: opening?.amount)
        if let moment = fields.first(where: { $0.tag == "13D" || $0.tag == "13" }) {
            statement.createdAt = MT940Parser.Message.moment(moment.value)
        }
        // Each :61: with the :86: fields after it (one by the standard; Rabobank's older files give several).
        var information: [String] = []
        func describeLast() {
            guard !information.isEmpty, !statement.entries.isEmpty else { return }
            let read = MT940Information(information.joined(separator: "\n"))
            let last = statement.entries.count - 1
            statement.entries[last].description = read.description
            statement.entries[last].counterparty = Counterparty(name: read.name.isEmpty ? nil : read.name, account: read.counterpartyAccount)
            if let original = read.originalAmount {
                // Shown under the row in its own currency: a code no formatter knows is named, not shown.
                if (try? CurrencyFormatter.validate(currency: original.currency)) != nil {
                    statement.entries[last].originalAmount = OriginalAmount(amount: original.amount, currency: original.currency)
                } else {
                    warnings.note(file: file, MT940Problem.Reading.unknownOriginalCurrency.rawValue)
                }
            }
            statement.entries[last].endToEndReference = read.endToEndReference
            if information.count > 1 { warnings.note(file: file, MT940Problem.Reading.severalInformation.rawValue) }
            information = []
        }
        var closedAt = false
        for field in fields {
            switch field.tag {
            case "61":
                describeLast()
                statement.entries.append(try entry(field, warnings: &warnings))
            case "86" where !closedAt:
                guard !statement.entries.isEmpty else { throw failure(.informationWithoutEntry, field) }
                information.append(field.value)
            case "62F", "62M", "90C", "90D":
                describeLast()
                closedAt = true
            default:
                continue
            }
        }
        describeLast()
        // Checked after the entries, so that a malformed one is named first (a file cut short in it).
        if openingField != nil, closingField == nil {
            throw BankFileError(file: file, place: .position(line: lastLine, column: 1), message: MT940Problem.missingField(":62F:").description)
        }
        if let closingField {
            let closing = try balance(closingField)
            if closing.currency != currency { throw failure(.otherCurrency(closing.currency, expected: currency), closingField) }
            statement.closing = closing.amount
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
    private func entry(_ field: MT940Parser.Field, warnings: inout BankWarnings) throws(BankFileError) -> BankEntry {
        let lines = field.value.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let bytes = Array(lines[0].utf8)
        let text = String(lines[0])
        var index = 0
        func digits(_ count: Int) -> String? {
            guard index + count <= bytes.count, bytes[index..<(index + count)].allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            defer { index += count }
            return String(decoding: bytes[index..<(index + count)], as: UTF8.self)
        }
        guard let valueText = digits(6), let parts = MT940Parser.Message.dateParts(valueText), (1...12).contains(parts.month),
              (1...31).contains(parts.day) else {
            throw failure(.badStatementLine(text, expected: "a value date YYMMDD first"), field)
        }
        let valueDate = CalendarDate(year: parts.year, month: parts.month, day: parts.day)
        var bookingDate = valueDate
        if let entryText = digits(4), let month = Int(entryText.prefix(2)), let day = Int(entryText.suffix(2)) {
            // The entry date has no year: the value date's, moved a year where the months wrap.
            var entryYear = parts.year
            if month - parts.month > 6 { entryYear -= 1 } else if parts.month - month > 6 { entryYear += 1 }
            guard let date = CalendarDate(year: entryYear, month: month, day: day) else {
                throw failure(.badStatementLine(text, expected: "an entry date MMDD that exists"), field)
            }
            // German banks date interest by 30-day months (160230): the entry date says the day.
            if valueDate == nil { warnings.note(file: file, MT940Problem.Reading.impossibleValueDate.rawValue) }
            bookingDate = date
        }
        guard let bookingDate else { throw failure(.badStatementLine(text, expected: "a value date YYMMDD that exists"), field) }
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
        // The transaction type (N, F or S and three characters), then the references. Some banks
        // leave the type out: the line ends after the amount, or the bank's reference follows.
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        if index == bytes.count || bytes[index...].starts(with: Array("//".utf8)) {
            warnings.note(file: file, MT940Problem.Reading.noTransactionType.rawValue)
        } else {
            guard index + 4 <= bytes.count, [UInt8(ascii: "N"), UInt8(ascii: "F"), UInt8(ascii: "S")].contains(bytes[index]) else {
                throw failure(.badStatementLine(text, expected: "a transaction type such as NTRF after the amount"), field)
            }
            index += 4
        }
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
        dateParts(text).flatMap { CalendarDate(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// The year (1970–2069), month and day `YYMMDD` writes, whether or not that day exists.
    static func dateParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        guard text.utf8.count == 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let year = Int(text.prefix(2)),
              let month = Int(text.dropFirst(2).prefix(2)), let day = Int(text.suffix(2)) else { return nil }
        return (year < 70 ? 2000 + year : 1900 + year, month, day)
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
}
