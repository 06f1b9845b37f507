import AccountSummary
import Foundation

/// Reads a BAI2 file's records in the order the standard lays them out and makes each account
/// (`03` … `49`) a ``BankStatement``, checking every trailer as it comes.
///
/// The file is `01` (header), then groups (`02` … `98`), each of accounts (`03`, its `16`
/// details, `49`), then `99`; an `88` continues any record (the scanner joins it). A record out
/// of that order, a file that ends before its `99`, a record after it, are errors naming the
/// line. The trailers' control totals and counts are checked exactly (see
/// `BAI2Parser+Controls.swift`).
///
/// ```swift
/// var parser = BAI2Parser(bytes: view, file: "svb.bai2", allowUnreconciled: false)
/// var warnings = BankWarnings()
/// try parser.read(warnings: &warnings) { statement, _ in
///     print(statement.accountID, statement.entries.count)  // "1234567890 1", twice (two as-of days)
/// }
/// ```
struct BAI2Parser {
    let bytes: ByteView
    let file: String
    /// Whether a control total or count that does not match is a warning rather than an error.
    let allowUnreconciled: Bool

    /// Where the file is in its layout.
    enum Position {
        case start, inFile, inGroup, inAccount, ended

        /// What may come next, as a message says it.
        var expected: String {
            switch self {
            case .start: "the 01 file header"
            case .inFile: "an 02 group header, or the 99 file trailer"
            case .inGroup: "an 03 account identifier, or the 98 group trailer"
            case .inAccount: "a 16 transaction detail, or the 49 account trailer"
            case .ended: "nothing after the 99 file trailer"
            }
        }
    }

    /// The file's own tallies, for its 99 trailer.
    struct FileTally {
        var createdAt: Timestamp?
        var physicalRecords = 0
        var groups = 0
        /// The sum of the 98 trailers' stated control totals.
        var total: Decimal = 0
        var statements = 0
    }

    /// The group being read, for its 98 trailer and its accounts' dates and currency.
    struct GroupTally {
        var asOf: CalendarDate
        var currency: String?
        var physicalRecords: Int
        var accounts = 0
        /// The sum of the 49 trailers' stated control totals.
        var total: Decimal = 0
    }

    /// The account being read: its statement so far, for its 49 trailer.
    struct AccountTally {
        var statement: BankStatement
        var minorUnit: Int
        var physicalRecords: Int
        /// The sum of the 03 and 16 amounts, as written.
        var total: Decimal = 0
        var opening: Decimal?
        var closing: Decimal?
    }

    var position = Position.start
    var fileTally = FileTally()
    var group: GroupTally?
    var account: AccountTally?
    /// Sums of control totals, exact or said not to be.
    var arithmetic = ExactArithmetic()

    init(bytes: ByteView, file: String, allowUnreconciled: Bool) {
        self.bytes = bytes
        self.file = file
        self.allowUnreconciled = allowUnreconciled
    }

    /// Reads the file, handing each account's statement to `body` once its 49 trailer checks.
    mutating func read(warnings: inout BankWarnings,
                       _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var scanner = BAI2RecordScanner(bytes: bytes, file: file)
        var lastLine = 1
        while let record = try scanner.next() {
            lastLine = record.lastLine
            var fields = BAI2Record.Fields(record, bytes: bytes, file: file)
            switch (position, record.code) {
            case (.start, .fileHeader):
                try fileHeader(&fields, warnings: &warnings)
                position = .inFile
            case (.start, _):
                throw failure(.noFileHeader, line: record.line)
            case (.ended, _):
                throw failure(.afterFileTrailer(record.code), line: record.line)
            case (.inFile, .groupHeader):
                try groupHeader(&fields, warnings: &warnings)
                position = .inGroup
            case (.inFile, .fileTrailer):
                try fileTrailer(&fields, warnings: &warnings)
                position = .ended
            case (.inGroup, .accountIdentifier):
                try accountIdentifier(&fields, warnings: &warnings)
                position = .inAccount
            case (.inGroup, .groupTrailer):
                try groupTrailer(&fields, warnings: &warnings)
                position = .inFile
            case (.inAccount, .transactionDetail):
                try transactionDetail(&fields)
            case (.inAccount, .accountTrailer):
                let statement = try accountTrailer(&fields, warnings: &warnings)
                position = .inGroup
                try body(statement, scanner.readUpTo)
            default:
                throw failure(.misplaced(record.code, expected: position.expected), line: record.line)
            }
            for reading in fields.readings { warnings.note(file: file, reading.rawValue) }
        }
        switch position {
        case .ended:
            guard fileTally.statements > 0 else { throw BankFileError(file: file, place: .file, message: BAI2Problem.noAccount.description) }
        case .start:
            throw BankFileError(file: file, place: .file, message: BAI2Problem.noFileHeader.description)
        case .inFile, .inGroup, .inAccount:
            throw failure(.cutShort(expected: position.expected), line: lastLine)
        }
    }

    // MARK: Records

    /// `01,sender,receiver,YYMMDD,hhmm,file id,record length,block size,version/`.
    private mutating func fileHeader(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) {
        _ = try fields.next()  // sender identification
        _ = try fields.next()  // receiver identification
        let date = try fields.date("file creation date", required: true)!
        let time = try fields.time("file creation time", required: true)!
        _ = try fields.next()  // file identification number
        _ = try fields.count("physical record length", required: false)
        _ = try fields.count("block size", required: false)
        let version = try fields.next()
        switch fields.string(version) {
        case "2": break
        case "3": warnings.note(file: file, BAI2Problem.Reading.version3.rawValue)
        case "": throw fields.failure(.missingField("version number", .fileHeader), version)
        case let other: throw fields.failure(.version(other), version)
        }
        try fields.expectEnd()
        fileTally.createdAt = BAI2Parser.moment(date, time)
        fileTally.physicalRecords += fields.record.physicalCount
    }

    /// `02,receiver,originator,status,YYMMDD,hhmm,currency,modifier/`.
    private mutating func groupHeader(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) {
        _ = try fields.next()  // ultimate receiver identification (optional)
        let originator = try fields.next()
        if originator.isEmpty { throw fields.failure(.missingField("originator identification", .groupHeader), originator) }
        let status = try fields.next()
        switch fields.string(status) {
        case "1", "3": break
        case "4": warnings.note(file: file, BAI2Problem.Reading.testOnly.rawValue)
        case "2": throw fields.failure(.deletionGroup, status)
        case "": throw fields.failure(.missingField("group status", .groupHeader), status)
        case let other:
            throw fields.failure(.badField("group status", value: other, expected: "1 update, 2 deletion, 3 correction or 4 test only"), status)
        }
        let asOf = try fields.date("as-of date", required: true)!
        _ = try fields.time("as-of time", required: false)
        let currency = try self.currency(&fields)
        let modifier = try fields.next()
        if !["", "1", "2", "3", "4"].contains(fields.string(modifier)) {
            throw fields.failure(.badField("as-of-date modifier", value: fields.string(modifier), expected: "1, 2, 3 or 4, or nothing"), modifier)
        }
        try fields.expectEnd()
        group = GroupTally(asOf: asOf, currency: currency?.code, physicalRecords: fields.record.physicalCount)
    }

    /// `03,account,currency` and then summaries: type code, amount, item count, funds type (and
    /// the fields its kind brings), as many as there are. Opening ledger `010`, closing ledger `015`.
    private mutating func accountIdentifier(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) {
        let number = try fields.next()
        let accountID = fields.string(number).trimmingCharacters(in: .whitespaces)
        if accountID.isEmpty { throw fields.failure(.missingField("customer account number", .accountIdentifier), number) }
        let currency: String
        if let own = try self.currency(&fields) {
            currency = own.code
        } else if let groupCurrency = group!.currency {
            currency = groupCurrency
        } else {
            warnings.note(file: file, BAI2Problem.Reading.defaultCurrency.rawValue)
            currency = "USD"
        }
        let minorUnit = CurrencyMinorUnit.minorUnit(of: currency)!
        fileTally.statements += 1
        var tally = AccountTally(
            statement: BankStatement(source: BankSource(file: file, position: fileTally.statements, noun: "03 account"),
                                     accountID: accountID, currency: currency, type: .banking,
                                     period: StatementPeriod(start: group!.asOf, end: group!.asOf), createdAt: fileTally.createdAt),
            minorUnit: minorUnit, physicalRecords: fields.record.physicalCount)
        while !fields.isAtEnd {
            let line = fields.position.line
            guard let type = try fields.typeCode() else {
                // A summary left empty (`,,,,`): its other fields are empty too, unless the line
                // ends first, when the empty fields were one too many (some banks write `,,,/`).
                for _ in 0..<3 {
                    if fields.isAtEnd || fields.position.line != line {
                        fields.note(.extraEmptyField)
                        break
                    }
                    let field = try fields.next()
                    if !field.isEmpty { throw fields.failure(.summaryWithoutTypeCode(fields.string(field)), field) }
                }
                continue
            }
            let amount = try fields.amount("amount")
            if let amount {
                tally.total = arithmetic.add(tally.total, amount.amount.integer)
                if type.code == 10 || type.code == 15 {
                    if (type.code == 10 ? tally.opening : tally.closing) != nil { throw fields.failure(.balanceTwice(type.text), type.field) }
                    let value = amount.amount.scaled(minorUnit: minorUnit)
                    if type.code == 10 { tally.opening = value } else { tally.closing = value }
                }
            }
            _ = try fields.count("item count", required: false)
            try fields.fundsType()
        }
        try checkExact(fields.record)
        account = tally
    }

    /// `16,type code,amount,funds type…,bank reference,customer reference,text`: one completed
    /// transaction, a credit for type codes 100–399 and a debit for 400–699, dated by the group's
    /// as-of date (a value date says when funds are available, not when the entry was booked).
    private mutating func transactionDetail(_ fields: inout BAI2Record.Fields) throws(BankFileError) {
        let typePlace = fields.position
        guard let type = try fields.typeCode() else {
            throw fields.failure(.missingField("type code", .transactionDetail), at: typePlace)
        }
        let sign: Decimal
        switch type.code {
        case 100...399: sign = 1
        case 400...699: sign = -1
        default: throw fields.failure(.detailTypeCode(type.text), type.field)
        }
        let amountPlace = fields.position
        guard let amount = try fields.amount("amount") else { throw fields.failure(.detailWithoutAmount, at: amountPlace) }
        if amount.amount.isNegative { throw fields.failure(.negativeDetail(fields.string(amount.field)), amount.field) }
        try fields.fundsType()
        let bankReference = fields.string(try fields.next()).trimmingCharacters(in: .whitespaces)
        let customerReference = fields.string(try fields.next()).trimmingCharacters(in: .whitespaces)
        let text = BankText.oneLine(try fields.text())
        let reference = [bankReference, customerReference].first { !$0.isEmpty }
        account!.total = arithmetic.add(account!.total, amount.amount.integer)
        account!.physicalRecords += fields.record.physicalCount
        try checkExact(fields.record)
        account!.statement.entries.append(BankEntry(
            reference: reference, date: group!.asOf, amount: sign * amount.amount.scaled(minorUnit: account!.minorUnit),
            isPending: false, isReversal: false, description: text.isEmpty ? customerReference : text))
    }

    /// A currency field: empty (nil), or a current ISO 4217 code with a minor unit.
    private func currency(_ fields: inout BAI2Record.Fields) throws(BankFileError) -> (code: String, field: BAI2Record.Fields.Field)? {
        let field = try fields.next()
        guard !field.isEmpty else { return nil }
        let code = fields.string(field)
        guard CamtMapping.isCurrencyCode(code) else {
            throw fields.failure(.badField("currency code", value: code, expected: "three capital letters of ISO 4217, such as USD"), field)
        }
        guard CurrencyMinorUnit.isListed(code) else { throw fields.failure(.unknownCurrency(code), field) }
        guard CurrencyMinorUnit.minorUnit(of: code) != nil else { throw fields.failure(.noMinorUnit(code), field) }
        return (code, field)
    }

    /// The file's creation: the date and time as written (BAI2 times are the sender's local
    /// time, with no offset: read with offset 0, keeping the hour written); `2400` is the next
    /// day's midnight.
    static func moment(_ date: CalendarDate, _ time: (hour: Int, minute: Int, second: Int)) -> Timestamp? {
        guard time.hour == 24 else { return Timestamp(date: date, hour: time.hour, minute: time.minute, second: time.second, utcOffsetSeconds: 0) }
        let next = CalendarDate(year: date.year, month: date.month, day: date.day + 1)
            ?? CalendarDate(year: date.year, month: date.month + 1, day: 1) ?? CalendarDate(year: date.year + 1, month: 1, day: 1)
        return next.flatMap { Timestamp(date: $0, hour: 0, minute: 0, utcOffsetSeconds: 0) }
    }

    func failure(_ problem: BAI2Problem, line: Int) -> BankFileError {
        BankFileError(file: file, place: .position(line: line, column: 1), message: problem.description)
    }
}
