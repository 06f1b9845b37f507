import AccountSummary
import Foundation

/// The OFX mapping: a `STMTRS`/`CCSTMTRS` tree into a ``BankStatement``; the sign-on's server
/// time and institution remembered for the statements after it.
struct OFXMapping {
    /// The elements read whole: the statements and the sign-on.
    static let wholeElements: Set<String> = ["STMTRS", "CCSTMTRS", "SONRS"]

    /// Where errors get their line: the XML reader's positions, or the SGML reader's lines.
    enum Places {
        case xml(XMLReader)
        case lines
    }

    let file: String
    var places = Places.lines
    private(set) var count = 0
    private var server: Timestamp?
    private var institution: String?

    init(file: String) {
        self.file = file
    }

    private func failure(_ problem: OFXProblem, _ path: String, _ element: XMLElement) -> BankFileError {
        switch places {
        case .xml(let reader): reader.failure(problem.description, path: path, at: element.offset)
        case .lines: BankFileError(file: file, place: .path(path, line: element.offset), message: problem.description)
        }
    }

    mutating func handle(_ element: XMLElement, path: String, body: (BankStatement, Int) throws(BankFileError) -> Void,
                         offset: Int) throws(BankFileError) {
        switch element.name {
        case "SONRS":
            if let text = element.value("DTSERVER") {
                // A server time that cannot be read is an error, never a statement without its date.
                guard let moment = OFXMapping.moment(text) else { throw failure(.badDate(text), "\(path)/DTSERVER", element) }
                server = moment
            }
            institution = element.value("FI", "ORG").map(BankText.oneLine)
        case "STMTRS", "CCSTMTRS":
            count += 1
            try body(statement(element, path: path), offset)
        default:
            break
        }
    }

    private func statement(_ element: XMLElement, path: String) throws(BankFileError) -> BankStatement {
        let isCard = element.name == "CCSTMTRS"
        let accountElement = isCard ? "CCACCTFROM" : "BANKACCTFROM"
        guard let account = element.value(accountElement, "ACCTID") else {
            throw failure(.missing("\(accountElement)/ACCTID"), path, element)
        }
        guard let currency = element.value("CURDEF") else { throw failure(.missing("CURDEF"), path, element) }
        guard CamtMapping.isCurrencyCode(currency) else { throw failure(.badCurrency(currency), "\(path)/CURDEF", element) }
        var statement = BankStatement(source: BankSource(file: file, position: count, noun: element.name),
                                      accountID: BankText.oneLine(account), currency: currency,
                                      type: isCard ? .creditCard : .banking, createdAt: server, servicer: institution)
        let list = element.child("BANKTRANLIST")
        if let list, let startText = list.value("DTSTART"), let endText = list.value("DTEND") {
            guard let start = OFXMapping.day(startText) else { throw failure(.badDate(startText), "\(path)/BANKTRANLIST/DTSTART", list) }
            guard let end = OFXMapping.day(endText) else { throw failure(.badDate(endText), "\(path)/BANKTRANLIST/DTEND", list) }
            statement.period = StatementPeriod(start: min(start, end), end: max(start, end))
        }
        var sum = ExactArithmetic()
        var total = Decimal(0)
        for (index, transaction) in (list?.children("STMTTRN") ?? []).enumerated() {
            let transactionPath = "\(path)/BANKTRANLIST/STMTTRN[\(index + 1)]"
            guard let amountText = transaction.value("TRNAMT") else { throw failure(.missing("TRNAMT"), transactionPath, transaction) }
            guard let amount = OFXMapping.amount(amountText) else { throw failure(.badAmount(amountText), "\(transactionPath)/TRNAMT", transaction) }
            guard let dateText = transaction.value("DTPOSTED") else { throw failure(.missing("DTPOSTED"), transactionPath, transaction) }
            guard let date = OFXMapping.day(dateText) else { throw failure(.badDate(dateText), "\(transactionPath)/DTPOSTED", transaction) }
            let name = transaction.value("NAME") ?? transaction.value("PAYEE", "NAME")
            let memo = transaction.value("MEMO")
            statement.entries.append(BankEntry(reference: transaction.value("FITID"), date: date, amount: amount, isPending: false,
                                               isReversal: false, description: BankText.joined([name, memo == name ? nil : memo])))
            total = sum.add(total, amount)
        }
        guard let ledger = element.child("LEDGERBAL") else { throw failure(.missing("LEDGERBAL"), path, element) }
        guard let balanceText = ledger.value("BALAMT") else { throw failure(.missing("BALAMT"), "\(path)/LEDGERBAL", ledger) }
        guard let balance = OFXMapping.amount(balanceText) else { throw failure(.badAmount(balanceText), "\(path)/LEDGERBAL/BALAMT", ledger) }
        // OFX states the balance at the end; the opening is what the transactions started from.
        // A card's OFX balance is negative when owed; the statement model's is positive when owed.
        statement.closing = isCard ? -balance : balance
        statement.opening = isCard ? sum.add(-balance, total) : sum.subtract(balance, total)
        guard sum.isExact else { throw failure(.badAmount(balanceText), "\(path)/LEDGERBAL/BALAMT", ledger) }
        return statement
    }

    /// `-42.10`, `+5`, `.50`: a signed amount, exactly; a `,` decimal separator is read too.
    static func amount(_ text: String) -> Decimal? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var negative = false
        if rest.first == "-" || rest.first == "+" {
            negative = rest.first == "-"
            rest = rest.dropFirst()
        }
        var digits = String(rest)
        if digits.hasPrefix(".") || digits.hasPrefix(",") { digits = "0" + digits }
        let separator: UInt8 = digits.contains(",") && !digits.contains(".") ? UInt8(ascii: ",") : UInt8(ascii: ".")
        guard let magnitude = BankText.amount(digits, decimalSeparator: separator) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The day of an OFX date, as written (its local day): ``moment(_:)``'s, so a date with
    /// anything after it that is not a time is refused, not cut to its first eight digits.
    static func day(_ text: String) -> CalendarDate? {
        moment(text)?.date
    }

    /// An OFX date-time, `YYYYMMDD[HHMM[SS[.XXX]]][[±H[H][.MM]][:TZ]]` (OFX 2.3, 3.2.8.2):
    /// every field in range, nothing after it; without an offset, the time as written
    /// (offset 0). Anything else is nil, never a time made up (`20261122garbage`,
    /// `20261122999999`).
    ///
    /// ```swift
    /// OFXMapping.moment("20261122083000.000[-5:EST]")?.description  // "2026-11-22T08:30:00-05:00"
    /// OFXMapping.moment("20261122")?.hour                           // 0
    /// OFXMapping.moment("20261122T0830")                            // nil
    /// ```
    static func moment(_ text: String) -> Timestamp? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces)).utf8[...]
        func digits(_ count: ClosedRange<Int>) -> Int? {
            let run = rest.prefix { $0 >= 48 && $0 <= 57 }.prefix(count.upperBound)
            guard count.contains(run.count) else { return nil }
            rest = rest.dropFirst(run.count)
            return run.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        func take(_ byte: UInt8) -> Bool {
            guard rest.first == byte else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard let date = digits(8...8),
              let day = CalendarDate(year: date / 10000, month: date / 100 % 100, day: date % 100) else { return nil }
        var (hour, minute, second, nanosecond) = (0, 0, 0, 0)
        if let hours = digits(2...2) {
            guard let minutes = digits(2...2) else { return nil }
            (hour, minute) = (hours, minutes)
            if let seconds = digits(2...2) {
                second = seconds
                if take(UInt8(ascii: ".")) {
                    let start = rest.count
                    guard let fraction = digits(1...9) else { return nil }
                    nanosecond = fraction * (0..<(9 - (start - rest.count))).reduce(1) { value, _ in value * 10 }
                }
            }
        }
        var offset = 0
        if take(UInt8(ascii: "[")) {
            let negative = take(UInt8(ascii: "-"))
            if !negative { _ = take(UInt8(ascii: "+")) }
            guard let hours = digits(1...2) else { return nil }
            var minutes = 0
            if take(UInt8(ascii: ".")) {
                guard let written = digits(2...2) else { return nil }
                minutes = written
            }
            if take(UInt8(ascii: ":")) {
                let name = rest.prefix { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
                guard !name.isEmpty else { return nil }
                rest = rest.dropFirst(name.count)
            }
            guard take(UInt8(ascii: "]")), minutes <= 59 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (negative ? -1 : 1)
        }
        guard rest.isEmpty else { return nil }
        return Timestamp(date: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond, utcOffsetSeconds: offset)
    }
}
