import AccountSummary
import Foundation

/// The camt mapping of one file: statements and entries into ``BankStatement`` and ``BankEntry``.
///
/// Kept apart from ``CamtReader``'s walk so the mapping reads like the contract: each function
/// takes the small tree of one part (the account, a balance, an entry) and says what it means.
struct CamtMapping {
    /// The day an entry without `BookgDt` or `ValDt` is given, and the warning that says so.
    struct Undated: Sendable {
        var day: CalendarDate
        var reading: CamtProblem.Reading
    }

    /// The file's name as the user gave it, which errors and warnings name.
    let file: String
    /// The reader, for the places errors name (its position only; it is not advanced here).
    let places: XMLReader
    let message: CamtReader.Message
    var warnings: BankWarnings
    /// `GrpHdr/CreDtTm`, the creation time when a statement gives none of its own.
    var groupCreated: String?

    init(file: String, reader: XMLReader, message: CamtReader.Message, warnings: BankWarnings) {
        self.file = file
        places = reader
        self.message = message
        self.warnings = warnings
    }

    /// An error at an element; its path is put together only when there is an error.
    private func failure(_ problem: CamtProblem, _ path: @autoclosure () -> String, _ element: XMLElement) -> BankFileError {
        failure(problem, path(), at: element.offset)
    }

    /// An error at an element starting at `offset`.
    private func failure(_ problem: CamtProblem, _ path: @autoclosure () -> String, at offset: Int) -> BankFileError {
        BankFileError(file: file, path: path(), at: offset, in: places, message: problem.description)
    }

    /// Reads one `Stmt`/`Rpt` whose start tag was just read: its header parts as trees, its
    /// entries one at a time (through ``CamtEntryScanner``, or as trees on the second path).
    ///
    /// When `work` has more than one job, the entries after the first of a large statement are read
    /// in chunks on that many threads (``CamtEntryChunks``), with the same result.
    mutating func statement(_ reader: inout XMLReader, start: XMLReader.StartTag, position: Int, path: String,
                            entryPath: CamtReader.EntryPath, work: any WorkSharing) throws(BankFileError) -> BankStatement {
        var header = XMLElement(name: start.name, offset: start.offset)
        var entries: [BankEntry] = []
        var account: (id: String, currency: String)?
        var undated: Undated?
        var entryNumber = 0
        var scanner = CamtEntryScanner()
        let file = self.file
        while let child = try BankFileError.xml(file, { () throws(XMLError) in try reader.nextChild() }) {
            guard child.name == "Ntry" else {
                header.children.append(try BankFileError.xml(file) { () throws(XMLError) in try reader.element(child) })
                continue
            }
            entryNumber += 1
            let fields: CamtEntryFields
            switch entryPath {
            case .scanned: fields = try BankFileError.xml(file) { () throws(XMLError) in try scanner.scan(&reader, offset: child.offset) }
            case .tree: fields = CamtEntryFields(try BankFileError.xml(file) { () throws(XMLError) in try reader.element(child) })
            }
            // The schema puts Acct and Bal before the first Ntry: the account is known here.
            if account == nil {
                account = try accountIdentity(header, firstEntryCurrency: fields.amount?.currency, path: path)
                undated = self.undated(header)
            }
            let number = entryNumber
            if let mapped = try self.entry(fields, currency: account!.currency, undated: undated, path: "\(path)/Ntry[\(number)]") {
                entries.append(mapped)
            }
            if entryNumber == 1, entryPath == .scanned, work.jobs > 1, reader.count - reader.offset >= CamtEntryChunks.minimumBytes,
               let chunks = CamtEntryChunks.read(reader, mapping: self, currency: account!.currency, undated: undated, work: work) {
                entries += chunks.entries
                entryNumber += chunks.count
                warnings.add(chunks.warnings)
                reader = reader.resumed(at: chunks.resumeAt)
            }
        }
        let identity: (id: String, currency: String)
        if let account { identity = account } else { identity = try accountIdentity(header, firstEntryCurrency: nil, path: path) }
        return try statement(header, identity: identity, entries: entries, position: position, path: path)
    }

    /// The account's identifier and the statement's currency: `Acct/Ccy`, else the balances',
    /// else (a report with no balance) its first entry's, which every entry must then share.
    private mutating func accountIdentity(_ header: XMLElement, firstEntryCurrency: String?,
                                          path: String) throws(BankFileError) -> (id: String, currency: String) {
        guard let acct = header.child("Acct") else { throw failure(.missing("Acct"), path, header) }
        try once(["Acct"], in: header, path: path)
        try once(["Id", "Ccy"], in: acct, path: "\(path)/Acct")
        var id = acct.value("Id", "IBAN") ?? acct.value("Id", "Othr", "Id")
        if id == nil, let proprietary = acct.value("Id", "PrtryAcct", "Id") {
            warnings.note(file: file, CamtProblem.Reading.proprietaryAccount.rawValue)
            id = proprietary
        }
        guard let id else {
            throw failure(.missing("Id/IBAN or Id/Othr/Id"), "\(path)/Acct", acct)
        }
        let currency: String
        if let code = acct.value("Ccy") {
            currency = code
        } else if let code = header.children("Bal").lazy.compactMap({ $0.child("Amt")?.attribute("Ccy") }).first {
            currency = code
        } else if let code = firstEntryCurrency {
            currency = code
        } else {
            throw failure(.noCurrency, "\(path)/Acct", acct)
        }
        guard CamtMapping.isCurrencyCode(currency) else { throw failure(.badCurrency(currency), "\(path)/Acct/Ccy", acct) }
        return (BankText.oneLine(id), currency)
    }

    private mutating func statement(_ header: XMLElement, identity: (id: String, currency: String), entries: [BankEntry],
                                    position: Int, path: String) throws(BankFileError) -> BankStatement {
        let acct = header.child("Acct")
        var statement = BankStatement(source: BankSource(file: file, position: position, noun: message.noun),
                                      accountID: identity.id, currency: identity.currency, type: .banking)
        statement.accountName = acct?.value("Nm").map(BankText.oneLine)
        statement.ownerName = (acct?.value("Ownr", "Nm") ?? acct?.value("Ownr", "Pty", "Nm")).map(BankText.oneLine)
        statement.servicer = (acct?.value("Svcr", "FinInstnId", "Nm") ?? acct?.value("Svcr", "FinInstnId", "BICFI")
                              ?? acct?.value("Svcr", "FinInstnId", "BIC")).map(BankText.oneLine)
        statement.kind = message.statementKind
        // A notification states no balances (camt.054 has none): its account's are not stated.
        if message.kind != "054" { try balances(header, into: &statement, currency: identity.currency, path: path) }
        try once(["FrToDt", "CreDtTm"], in: header, path: path)
        if message.kind == "053", statement.opening == nil { throw failure(.noOpeningBalance, path, header) }
        if message.kind == "053", statement.closing == nil { throw failure(.noClosingBalance, path, header) }
        if let span = header.child("FrToDt") {
            let spanPath = "\(path)/FrToDt"
            guard let fromText = span.value("FrDtTm") ?? span.value("FrDt"), let toText = span.value("ToDtTm") ?? span.value("ToDt")
            else { throw failure(.missing("FrDtTm and ToDtTm"), spanPath, span) }
            guard let from = day(fromText) else { throw failure(.badDate(fromText), "\(spanPath)/FrDtTm", span) }
            guard let to = day(toText) else { throw failure(.badDate(toText), "\(spanPath)/ToDtTm", span) }
            guard let period = StatementPeriod(start: from, end: to) else { throw failure(.periodBackwards(fromText, toText), spanPath, span) }
            statement.period = period
        }
        if let created = header.value("CreDtTm") ?? groupCreated {
            guard let moment = BankText.moment(created) else { throw failure(.badDate(created), "\(path)/CreDtTm", header) }
            statement.createdAt = moment
        }
        statement.entries = entries
        return statement
    }

    /// The statement's opening and closing balances by type: each type once; the same one given
    /// again with the same amount is read once.
    private mutating func balances(_ header: XMLElement, into statement: inout BankStatement, currency: String,
                                   path: String) throws(BankFileError) {
        var balances: [String: (amount: Decimal, index: Int, offset: Int)] = [:]
        for (index, balance) in header.children("Bal").enumerated() {
            let balancePath = "\(path)/Bal[\(index + 1)]"
            guard let code = balance.value("Tp", "CdOrPrtry", "Cd") ?? balance.value("Tp", "CdOrPrtry", "Prtry") else {
                throw failure(.missing("Tp/CdOrPrtry/Cd"), balancePath, balance)
            }
            guard ["OPBD", "PRCD", "CLBD", "ITBD"].contains(code) else { continue }
            try once(["Amt", "CdtDbtInd"], in: balance, path: balancePath)
            let amount = try signedAmount(balance.child("Amt").map(CamtEntryFields.Amount.init), indicator: balance.value("CdtDbtInd"),
                                          currency: currency, path: balancePath, at: balance.offset, isBalance: true)
            if let earlier = balances[code] {
                guard earlier.amount == amount else {
                    throw failure(.balanceTwice(code, other: "\(path)/Bal[\(earlier.index + 1)]", line: places.position(of: earlier.offset).line),
                                  balancePath, balance)
                }
                warnings.note(file: file, CamtProblem.sameTwice("Bal> of type <\(code)"))
                continue
            }
            balances[code] = (amount, index, balance.offset)
        }
        statement.opening = (balances["OPBD"] ?? balances["PRCD"])?.amount
        statement.closing = (balances["CLBD"] ?? (message.kind == "052" ? balances["ITBD"] : nil))?.amount
    }

    /// Children of `element` that camt allows once: a second with another value is an error naming
    /// both, one with the same value is read once, with a warning.
    private mutating func once(_ names: [String], in element: XMLElement, path: String) throws(BankFileError) {
        for name in names {
            let given = element.children(name)
            guard given.count > 1 else { continue }
            for again in given.dropFirst() {
                guard CamtMapping.same(given[0], again) else {
                    throw failure(.givenTwice(name, againAtLine: places.position(of: again.offset).line), "\(path)/\(name)", given[0])
                }
                warnings.note(file: file, CamtProblem.sameTwice(name))
            }
        }
    }

    /// Whether two elements say the same: names, attributes, trimmed text and children.
    private static func same(_ left: XMLElement, _ right: XMLElement) -> Bool {
        left.name == right.name && left.text.trimmingXMLSpace == right.text.trimmingXMLSpace
            && left.attributes.map(\.name) == right.attributes.map(\.name) && left.attributes.map(\.value) == right.attributes.map(\.value)
            && left.children.count == right.children.count && zip(left.children, right.children).allSatisfy { same($0, $1) }
    }

    /// An `Amt` with its `CdtDbtInd`, signed: `DBIT` negative. `offset` is the place of the
    /// balance or entry that holds them. An entry's amount in another currency is read for the
    /// amount in the account's currency its details give (`counterValues`), else refused.
    private mutating func signedAmount(_ amount: CamtEntryFields.Amount?, indicator: String?, currency: String,
                                       counterValues: [CamtEntryFields.Amount] = [],
                                       path: @autoclosure () -> String, at offset: Int, isBalance: Bool) throws(BankFileError) -> Decimal {
        guard var amount else { throw failure(.missing("Amt"), path(), at: offset) }
        guard var magnitude = BankText.amount(amount.text) else { throw failure(.badAmount(amount.text), "\(path())/Amt", at: amount.offset) }
        if let code = amount.currency, code != currency {
            if isBalance { throw failure(.otherCurrency(code, expected: currency), "\(path())/Amt", at: amount.offset) }
            let inAccountCurrency = counterValues.filter { $0.currency == currency }
            guard let first = inAccountCurrency.first else {
                throw failure(.otherCurrencyWithoutCounterValue(code, expected: currency), "\(path())/Amt", at: amount.offset)
            }
            guard let value = BankText.amount(first.text) else { throw failure(.badAmount(first.text), "\(path())/AmtDtls", at: first.offset) }
            for other in inAccountCurrency.dropFirst() where BankText.amount(other.text) != value {
                throw failure(.counterValuesDisagree(first.text, other.text, currency: currency), "\(path())/AmtDtls", at: other.offset)
            }
            warnings.note(file: file, CamtProblem.Reading.foreignAmount.rawValue)
            amount = first
            magnitude = value
        } else if amount.currency == nil {
            // The schema requires Ccy; the account's currency is the one meaning left.
            warnings.note(file: file, CamtProblem.Reading.amountWithoutCurrency.rawValue)
        }
        switch indicator {
        case "CRDT"?: return magnitude
        case "DBIT"?: return -magnitude
        case nil where isBalance:
            warnings.note(file: file, CamtProblem.Reading.balanceWithoutIndicator.rawValue)
            return magnitude
        case nil: throw failure(.missing("CdtDbtInd"), path(), at: offset)
        case let other?: throw failure(.badIndicator(other), "\(path())/CdtDbtInd", at: offset)
        }
    }

    /// One `Ntry`, or nil for an `INFO` entry (information, not a transaction).
    mutating func entry(_ entry: CamtEntryFields, currency: String, undated: Undated?,
                        path: @autoclosure () -> String) throws(BankFileError) -> BankEntry? {
        if let repeated = entry.repeated {
            guard repeated.same else {
                throw failure(.givenTwice(repeated.name, againAtLine: places.position(of: repeated.second).line),
                              "\(path())/\(repeated.name)", at: repeated.first)
            }
            warnings.note(file: file, CamtProblem.sameTwice(repeated.name))
        }
        let status: String
        if let code = entry.statusCode ?? entry.statusProprietary ?? entry.statusText {
            status = code
        } else {
            warnings.note(file: file, CamtProblem.Reading.entryWithoutStatus.rawValue)
            status = "BOOK"
        }
        switch status {
        case "BOOK", "PDNG": break
        case "INFO": return nil
        default: throw failure(.badStatus(status), "\(path())/Sts", at: entry.offset)
        }
        // The entry's own amount details, else those of its one transaction.
        let counterValues = entry.counterValues.isEmpty && entry.transactions.count == 1 ? entry.transactions[0].counterValues : entry.counterValues
        let amount = try signedAmount(entry.amount, indicator: entry.indicator, currency: currency, counterValues: counterValues,
                                      path: path(), at: entry.offset, isBalance: false)
        let date: CalendarDate
        if let dateText = entry.bookingDate ?? entry.bookingDateTime ?? entry.valueDate ?? entry.valueDateTime {
            guard let day = day(dateText) else { throw failure(.badDate(dateText), "\(path())/BookgDt", at: entry.offset) }
            date = day
        } else if let undated {
            warnings.note(file: file, undated.reading.rawValue)
            date = undated.day
        } else {
            throw failure(.missing("BookgDt or ValDt"), path(), at: entry.offset)
        }
        let reversal = entry.reversal.map { $0 == "true" || $0 == "1" } ?? false
        let isCredit = amount > 0 || (amount == 0 && entry.indicator == "CRDT")
        var mapped = BankEntry(reference: entry.servicerReference ?? entry.entryReference, date: date, amount: amount,
                               isPending: status == "PDNG", isReversal: reversal, description: CamtMapping.description(entry, isCredit: isCredit))
        mapped.batchReference = entry.batchPaymentInformation
        if entry.transactions.count == 1 {
            // One transaction: its counterparty, its end-to-end reference, and the amount it was
            // instructed in (the entry's own AmtDtls first, as for the amount itself).
            let transaction = entry.transactions[0]
            mapped.counterparty = CamtMapping.counterparty(transaction, isCredit: isCredit)
            mapped.endToEndReference = CamtMapping.endToEnd(transaction)
            if let instructed = entry.instructed {
                mapped.originalAmount = try originalAmount(instructed, currency: currency, isCredit: isCredit, path: "\(path())/AmtDtls/InstdAmt/Amt")
            } else if let instructed = transaction.instructed {
                mapped.originalAmount = try originalAmount(instructed, currency: currency, isCredit: isCredit,
                                                           path: "\(path())/NtryDtls/TxDtls/AmtDtls/InstdAmt/Amt")
            }
        } else {
            // A batch (or no details): one transaction for the booked amount, no counterparty of its own.
            if let instructed = entry.instructed {
                mapped.originalAmount = try originalAmount(instructed, currency: currency, isCredit: isCredit, path: "\(path())/AmtDtls/InstdAmt/Amt")
            }
            if entry.transactions.count > 1, message.kind == "054" {
                mapped.batchDetails = try batchDetails(entry, of: mapped, currency: currency, path: path())
            }
        }
        return mapped
    }

    /// The counterparty of one transaction: the debtor of money in, the creditor of money out
    /// (`RltdPties/Dbtr|Cdtr`, `Nm` else `Pty/Nm`), with its account (`DbtrAcct|CdtrAcct/Id/IBAN`,
    /// else `Othr/Id`); nil when the file names neither.
    static func counterparty(_ transaction: CamtEntryFields.Transaction, isCredit: Bool) -> Counterparty? {
        let role: CamtEntryFields.Role = isCredit ? .debtor : .creditor
        return Counterparty(name: transaction.parties[role].any.map(BankText.oneLine), account: transaction.account(of: role).map(BankText.oneLine))
    }

    /// A transaction's `Refs/EndToEndId`, unless the payer gave none (`NOTPROVIDED`).
    static func endToEnd(_ transaction: CamtEntryFields.Transaction) -> String? {
        guard let reference = transaction.endToEndId, reference != "NOTPROVIDED" else { return nil }
        return BankText.oneLine(reference)
    }

    /// `AmtDtls/InstdAmt/Amt` as the original amount, when its currency is not the account's;
    /// signed as the entry. A currency code Foundation does not know is noted, not shown.
    private mutating func originalAmount(_ instructed: CamtEntryFields.Amount, currency: String, isCredit: Bool,
                                         path: @autoclosure () -> String) throws(BankFileError) -> OriginalAmount? {
        guard let code = instructed.currency, code != currency else { return nil }
        guard let value = BankText.amount(instructed.text) else { throw failure(.badAmount(instructed.text), path(), at: instructed.offset) }
        guard (try? CurrencyFormatter.validate(currency: code)) != nil else {
            warnings.note(file: file, CamtProblem.Reading.unknownOriginalCurrency.rawValue)
            return nil
        }
        return OriginalAmount(amount: isCredit ? value : -value, currency: code)
    }

    /// A camt.054 batch booking's transactions, one per `TxDtls`, each with its own amount
    /// (`Amt` in the account's currency, else `AmtDtls/TxAmt` or `CntrValAmt` in it) signed by its
    /// own `CdtDbtInd` (else the entry's), its text, counterparty and references; dated, pending and
    /// reversed as the entry. Empty when a transaction gives no amount of its own (the joiner then
    /// refuses to take them for a statement's batch booking).
    private mutating func batchDetails(_ entry: CamtEntryFields, of booked: BankEntry, currency: String,
                                       path: String) throws(BankFileError) -> [BankEntry] {
        var details: [BankEntry] = []
        details.reserveCapacity(entry.transactions.count)
        for (index, transaction) in entry.transactions.enumerated() {
            let transactionPath = "\(path)/NtryDtls/TxDtls[\(index + 1)]"
            let own = transaction.amount.flatMap { $0.currency == nil || $0.currency == currency ? $0 : nil }
            guard let amount = own ?? transaction.counterValues.first(where: { $0.currency == currency }) else { return [] }
            guard let magnitude = BankText.amount(amount.text) else { throw failure(.badAmount(amount.text), "\(transactionPath)/Amt", at: amount.offset) }
            let isCredit: Bool
            switch transaction.indicator ?? entry.indicator {
            case "CRDT"?: isCredit = true
            case "DBIT"?: isCredit = false
            case let other: throw failure(.badIndicator(other ?? ""), "\(transactionPath)/CdtDbtInd", at: entry.offset)
            }
            var single = entry
            single.transactions = [transaction]
            var detail = BankEntry(reference: transaction.servicerReference ?? booked.reference, date: booked.date,
                                   amount: isCredit ? magnitude : -magnitude, isPending: booked.isPending, isReversal: booked.isReversal,
                                   description: CamtMapping.description(single, isCredit: isCredit))
            detail.counterparty = CamtMapping.counterparty(transaction, isCredit: isCredit)
            detail.endToEndReference = CamtMapping.endToEnd(transaction)
            if let instructed = transaction.instructed {
                detail.originalAmount = try originalAmount(instructed, currency: currency, isCredit: isCredit,
                                                           path: "\(transactionPath)/AmtDtls/InstdAmt/Amt")
            }
            details.append(detail)
        }
        return details
    }

    /// What a person recognises: the counterparty and the remittance text.
    ///
    /// One transaction: its counterparty (the debtor of money in, the creditor of money out) and
    /// its unstructured remittance (`RmtInf/Ustrd`, every line), else its structured creditor
    /// reference (`RmtInf/Strd/CdtrRefInf/Ref`), else `AddtlTxInf`, else the entry's `AddtlNtryInf`. A batch (several `TxDtls`): the entry's `AddtlNtryInf`, else the
    /// counterparties.
    static func description(_ entry: CamtEntryFields, isCredit: Bool) -> String {
        let details = entry.transactions
        let entryText = entry.entryText
        let (party, ultimate): (CamtEntryFields.Role, CamtEntryFields.Role) = isCredit ? (.debtor, .ultimateDebtor) : (.creditor, .ultimateCreditor)
        func counterparty(_ transaction: CamtEntryFields.Transaction) -> String? {
            transaction.parties[party].any ?? transaction.parties[ultimate].any
        }
        if details.count == 1 {
            let transaction = details[0]
            let remittance = transaction.remittance?.joined(separator: " ")
            let text = remittance.flatMap { $0.trimmingXMLSpace.isEmpty ? nil : $0 } ?? transaction.creditorReference
                ?? transaction.additional ?? entryText
            let joined = BankText.joined([counterparty(transaction), text])
            if !joined.isEmpty { return joined }
        } else if details.count > 1 {
            if let entryText { return BankText.oneLine(entryText) }
            var names: [String] = []
            for name in details.compactMap(counterparty).map(BankText.oneLine) where !names.contains(name) { names.append(name) }
            if !names.isEmpty { return names.joined(separator: ", ") }
        }
        if let entryText { return BankText.oneLine(entryText) }
        // Nothing a person wrote: the bank transaction code at least.
        let code = [entry.domainCode, entry.familyCode, entry.subFamilyCode].compactMap { $0 }
        return code.isEmpty ? (entry.proprietaryCode ?? "") : code.joined(separator: "/")
    }

    /// The day for entries without `BookgDt` or `ValDt`: the one day a statement covers, when it
    /// says so (`FrToDt` within one day, else balances all dated the same day), else the day it
    /// was created (its `CreDtTm`, else the group header's).
    func undated(_ header: XMLElement) -> Undated? {
        if let day = CamtMapping.oneDay(header) { return Undated(day: day, reading: .entryWithoutDate) }
        if let created = header.value("CreDtTm") ?? groupCreated, let day = CamtMapping.plainDay(created) {
            return Undated(day: day, reading: .entryDatedByCreation)
        }
        return nil
    }

    /// The one day a statement covers, when it says so: `FrToDt` within one day, else balances
    /// all dated the same day.
    static func oneDay(_ header: XMLElement) -> CalendarDate? {
        if let span = header.child("FrToDt") {
            let from = (span.value("FrDtTm") ?? span.value("FrDt")).flatMap(plainDay)
            let to = (span.value("ToDtTm") ?? span.value("ToDt")).flatMap(plainDay)
            return from != nil && from == to ? from : nil
        }
        let days = Set(header.children("Bal").compactMap { ($0.value("Dt", "Dt") ?? $0.value("Dt", "DtTm")).flatMap(plainDay) })
        return days.count == 1 ? days.first : nil
    }

    /// The day of an `xs:date` or `xs:dateTime`, a date with a time-zone offset (`2017-04-01+02:00`,
    /// `2017-04-01Z`) noted as read for the day written.
    private mutating func day(_ text: String) -> CalendarDate? {
        if let day = BankText.day(text) { return day }
        guard let day = CamtMapping.plainDay(text) else { return nil }
        warnings.note(file: file, CamtProblem.Reading.dateWithOffset.rawValue)
        return day
    }

    /// ``BankText/day(_:)``, or the day of an `xs:date` with a time-zone offset: `Z`, or `+hh:mm`
    /// / `-hh:mm` up to 14:00.
    static func plainDay(_ text: String) -> CalendarDate? {
        if let day = BankText.day(text) { return day }
        let utf8 = Array(text.utf8)
        guard utf8.count == 11 || utf8.count == 16 else { return nil }
        let zone = utf8[10...]
        if zone.count == 1 {
            guard zone.first == UInt8(ascii: "Z") else { return nil }
        } else {
            let digits = [zone[11], zone[12], zone[14], zone[15]]
            guard zone[10] == UInt8(ascii: "+") || zone[10] == UInt8(ascii: "-"), zone[13] == UInt8(ascii: ":"),
                  digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            let hours = Int(digits[0] - 48) * 10 + Int(digits[1] - 48)
            let minutes = Int(digits[2] - 48) * 10 + Int(digits[3] - 48)
            guard minutes < 60, hours * 60 + minutes <= 14 * 60 else { return nil }
        }
        return CalendarDate(parsing: text.prefix(10))
    }

    static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
