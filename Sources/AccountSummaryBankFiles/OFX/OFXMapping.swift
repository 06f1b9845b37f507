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
    /// The readings settled by a warning (one line per file and kind).
    var warnings = BankWarnings()
    private var server: Timestamp?
    private var institution: String?

    init(file: String) {
        self.file = file
    }

    private func failure(_ problem: OFXProblem, _ path: String, _ element: XMLElement) -> BankFileError {
        switch places {
        case .xml(let reader): BankFileError(file: file, path: path, at: element.offset, in: reader, message: problem.description)
        case .lines: BankFileError(file: file, place: .path(path, line: element.offset), message: problem.description)
        }
    }

    /// The line an element starts on.
    private func line(_ element: XMLElement) -> Int {
        switch places {
        case .xml(let reader): reader.position(of: element.offset).line
        case .lines: element.offset
        }
    }

    mutating func handle(_ element: XMLElement, path: String, body: (BankStatement, Int) throws(BankFileError) -> Void,
                         offset: Int) throws(BankFileError) {
        switch element.name {
        case "SONRS":
            if let text = try value("DTSERVER", in: element, path) {
                // A server time that cannot be read is an error, never a statement without its date.
                guard let moment = OFXMapping.moment(text) else { throw failure(.badDate(text), "\(path)/DTSERVER", element) }
                server = moment
            }
            if let fi = try one("FI", in: element, path) {
                institution = try value("ORG", in: fi, "\(path)/FI").map(BankText.oneLine)
            }
        case "STMTRS", "CCSTMTRS":
            count += 1
            try body(statement(element, path: path), offset)
        default:
            break
        }
    }

    /// The one child of this name, nil when there is none. Two with different content are an
    /// error naming both; two the same are read once, with a warning.
    private mutating func one(_ name: String, in element: XMLElement, _ path: String) throws(BankFileError) -> XMLElement? {
        var found: XMLElement?
        for child in element.children where child.name == name {
            guard let first = found else {
                found = child
                continue
            }
            guard OFXMapping.sameContent(first, child) else {
                throw failure(.duplicate(name, first: describe(first), second: describe(child)), "\(path)/\(name)", child)
            }
            warnings.note(file: file, OFXProblem.Reading.sameDuplicate)
        }
        return found
    }

    /// The trimmed value of ``one(_:in:_:)``, nil when it is missing or empty.
    private mutating func value(_ name: String, in element: XMLElement, _ path: String) throws(BankFileError) -> String? {
        guard let text = try one(name, in: element, path)?.text.trimmingXMLSpace, !text.isEmpty else { return nil }
        return text
    }

    /// `"-1.00" (line 12)`, or `line 12` for an aggregate.
    private func describe(_ element: XMLElement) -> String {
        element.children.isEmpty ? "\"\(element.text.trimmingXMLSpace)\" (line \(line(element)))" : "one at line \(line(element))"
    }

    /// Whether two elements say the same: names, values and children, wherever they stand.
    static func sameContent(_ left: XMLElement, _ right: XMLElement) -> Bool {
        left.name == right.name && left.text.trimmingXMLSpace == right.text.trimmingXMLSpace && left.children.count == right.children.count
            && zip(left.children, right.children).allSatisfy { sameContent($0, $1) }
    }

    /// The path, below a statement, of a `STMTTRN` that is not a child of one of its
    /// `BANKTRANLIST`s (such a transaction would not be read), or nil.
    static func strayTransaction(in element: XMLElement, isStatement: Bool = false, listed: Bool = false) -> String? {
        for (index, child) in element.children.enumerated() {
            let step = { "\(child.name)[\(element.children[...index].lazy.filter { $0.name == child.name }.count)]" }
            if child.name == "STMTTRN", !listed { return step() }
            if !child.children.isEmpty,
               let rest = strayTransaction(in: child, listed: isStatement && child.name == "BANKTRANLIST") {
                return step() + "/" + rest
            }
        }
        return nil
    }

    private mutating func statement(_ element: XMLElement, path: String) throws(BankFileError) -> BankStatement {
        let isCard = element.name == "CCSTMTRS"
        let accountElement = isCard ? "CCACCTFROM" : "BANKACCTFROM"
        guard let from = try one(accountElement, in: element, path),
              let account = try value("ACCTID", in: from, "\(path)/\(accountElement)") else {
            throw failure(.missing("\(accountElement)/ACCTID"), path, element)
        }
        // Without CURDEF the currency is left empty: the caller's --currency gives it, or the
        // statement is refused naming the option (``BankStatement/currencyUnstated``).
        let currency = try value("CURDEF", in: element, path) ?? ""
        guard currency.isEmpty || CamtMapping.isCurrencyCode(currency) else { throw failure(.badCurrency(currency), "\(path)/CURDEF", element) }
        var statement = BankStatement(source: BankSource(file: file, position: count, noun: element.name),
                                      accountID: BankText.oneLine(account), currency: currency,
                                      type: isCard ? .creditCard : .banking, createdAt: server, servicer: institution)
        // Every STMTTRN is in the statement, or the file is refused naming it.
        if let stray = OFXMapping.strayTransaction(in: element, isStatement: true) {
            throw failure(.strayTransaction, "\(path)/\(stray)", element)
        }
        // Every BANKTRANLIST is read, in order; the period covers all of them.
        let lists = element.children("BANKTRANLIST")
        var sum = ExactArithmetic()
        var total = Decimal(0)
        for (listIndex, list) in lists.enumerated() {
            let listPath = lists.count == 1 ? "\(path)/BANKTRANLIST" : "\(path)/BANKTRANLIST[\(listIndex + 1)]"
            if let startText = try value("DTSTART", in: list, listPath), let endText = try value("DTEND", in: list, listPath) {
                guard let start = OFXMapping.day(startText) else { throw failure(.badDate(startText), "\(listPath)/DTSTART", list) }
                guard let end = OFXMapping.day(endText) else { throw failure(.badDate(endText), "\(listPath)/DTEND", list) }
                let period = statement.period.map { (Swift.min($0.start, start, end), Swift.max($0.end, start, end)) }
                    ?? (Swift.min(start, end), Swift.max(start, end))
                statement.period = StatementPeriod(start: period.0, end: period.1)
            }
            for (index, transaction) in list.children("STMTTRN").enumerated() {
                let entry = try self.entry(transaction, path: "\(listPath)/STMTTRN[\(index + 1)]", currency: currency)
                statement.entries.append(entry)
                total = sum.add(total, entry.amount)
            }
        }
        // Without LEDGERBAL (card statements often leave it out), or with an empty BALAMT, the file
        // states no balance: the account is shown with "balances not stated", nothing worked out.
        guard let ledger = try one("LEDGERBAL", in: element, path) else { return statement }
        guard let balanceElement = try one("BALAMT", in: ledger, "\(path)/LEDGERBAL") else {
            throw failure(.missing("BALAMT"), "\(path)/LEDGERBAL", ledger)
        }
        let balanceText = balanceElement.text.trimmingXMLSpace
        guard !balanceText.isEmpty else {
            warnings.note(file: file, OFXProblem.Reading.emptyBalance)
            return statement
        }
        guard let balance = OFXMapping.amount(balanceText) else { throw failure(.badAmount(balanceText), "\(path)/LEDGERBAL/BALAMT", ledger) }
        // OFX states the balance at the end; the opening is what the transactions started from.
        // A card's OFX balance is negative when owed; the statement model's is positive when owed.
        statement.closing = isCard ? -balance : balance
        statement.opening = isCard ? sum.add(-balance, total) : sum.subtract(balance, total)
        guard sum.isExact else { throw failure(.badAmount(balanceText), "\(path)/LEDGERBAL/BALAMT", ledger) }
        return statement
    }

    /// One `STMTTRN`, its amount in the account's currency or an error.
    private mutating func entry(_ transaction: XMLElement, path: String, currency: String) throws(BankFileError) -> BankEntry {
        guard let amountText = try value("TRNAMT", in: transaction, path) else { throw failure(.missing("TRNAMT"), path, transaction) }
        guard let amount = OFXMapping.amount(amountText) else { throw failure(.badAmount(amountText), "\(path)/TRNAMT", transaction) }
        guard let dateText = try value("DTPOSTED", in: transaction, path) else { throw failure(.missing("DTPOSTED"), path, transaction) }
        guard let date = OFXMapping.day(dateText) else { throw failure(.badDate(dateText), "\(path)/DTPOSTED", transaction) }
        // OFX 5.2: with <CURRENCY> the amount is in that currency (CURRATE converts it to CURDEF);
        // with <ORIGCURRENCY> it is already in CURDEF, converted from the one named.
        let other = try one("CURRENCY", in: transaction, path)
        let original = try one("ORIGCURRENCY", in: transaction, path)
        if other != nil, original != nil { throw failure(.bothCurrencies, path, transaction) }
        if other != nil || original != nil, currency.isEmpty { throw failure(.missing("CURDEF"), path, transaction) }
        if let other {
            let otherPath = "\(path)/CURRENCY"
            guard let symbol = try value("CURSYM", in: other, otherPath) else { throw failure(.missing("CURSYM"), otherPath, other) }
            let rate = try value("CURRATE", in: other, otherPath)
            guard symbol == currency else { throw failure(.otherCurrency(symbol, account: currency, rate: rate), otherPath, other) }
            if let rate, OFXMapping.amount(rate) != 1 { throw failure(.rateToItself(rate, currency: currency), "\(otherPath)/CURRATE", other) }
        }
        if let original {
            guard let symbol = try value("CURSYM", in: original, "\(path)/ORIGCURRENCY") else {
                throw failure(.missing("CURSYM"), "\(path)/ORIGCURRENCY", original)
            }
            if symbol != currency { warnings.note(file: file, OFXProblem.Reading.originalCurrency) }
        }
        var name = try value("NAME", in: transaction, path)
        if name == nil, let payee = try one("PAYEE", in: transaction, path) { name = try value("NAME", in: payee, "\(path)/PAYEE") }
        let memo = try value("MEMO", in: transaction, path)
        return BankEntry(reference: try value("FITID", in: transaction, path), date: date, amount: amount, isPending: false,
                         isReversal: false, description: BankText.joined([name, memo == name ? nil : memo]))
    }

    /// The text without white space (`CharacterSet.whitespaces`) at either end; most values
    /// start and end with a visible ASCII character, and are taken as they are, without Foundation.
    private static func trimmed(_ text: String) -> String {
        let visible: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        if let first = text.utf8.first, let last = text.utf8.last, visible(first), visible(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `-42.10`, `+5`, `.50`: a signed amount, exactly; a `,` decimal separator is read too.
    static func amount(_ text: String) -> Decimal? {
        var rest = Substring(OFXMapping.trimmed(text))
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
        var rest = Substring(OFXMapping.trimmed(text)).utf8[...]
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
