import AccountSummary
import Foundation

/// The camt mapping of one file: statements and entries into ``BankStatement`` and ``BankEntry``.
///
/// Kept apart from ``CamtReader``'s walk so the mapping reads like the contract: each function
/// takes the small tree of one part (the account, a balance, an entry) and says what it means.
struct CamtMapping {
    /// The reader, for the places errors name (its position only; it is not advanced here).
    let places: XMLReader
    let message: CamtReader.Message
    var warnings: BankWarnings
    /// `GrpHdr/CreDtTm`, the creation time when a statement gives none of its own.
    var groupCreated: String?

    init(reader: XMLReader, message: CamtReader.Message, warnings: BankWarnings) {
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
        places.failure(problem.description, path: path(), at: offset)
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
        var oneDay: CalendarDate?
        var entryNumber = 0
        var scanner = CamtEntryScanner()
        while let child = try reader.nextChild() {
            guard child.name == "Ntry" else {
                header.children.append(try reader.element(child))
                continue
            }
            entryNumber += 1
            let fields: CamtEntryFields
            switch entryPath {
            case .scanned: fields = try scanner.scan(&reader, offset: child.offset)
            case .tree: fields = CamtEntryFields(try reader.element(child))
            }
            // The schema puts Acct and Bal before the first Ntry: the account is known here.
            if account == nil {
                account = try accountIdentity(header, firstEntryCurrency: fields.amount?.currency, path: path)
                oneDay = CamtMapping.oneDay(header)
            }
            let number = entryNumber
            if let mapped = try self.entry(fields, currency: account!.currency, oneDay: oneDay, path: "\(path)/Ntry[\(number)]") {
                entries.append(mapped)
            }
            if entryNumber == 1, entryPath == .scanned, work.jobs > 1, reader.count - reader.offset >= CamtEntryChunks.minimumBytes,
               let chunks = CamtEntryChunks.read(reader, mapping: self, currency: account!.currency, oneDay: oneDay, work: work) {
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
    private func accountIdentity(_ header: XMLElement, firstEntryCurrency: String?,
                                 path: String) throws(BankFileError) -> (id: String, currency: String) {
        guard let acct = header.child("Acct") else { throw failure(.missing("Acct"), path, header) }
        guard let id = acct.value("Id", "IBAN") ?? acct.value("Id", "Othr", "Id") else {
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
        var statement = BankStatement(source: BankSource(file: places.file, position: position, noun: message.noun),
                                      accountID: identity.id, currency: identity.currency, type: .banking)
        statement.accountName = acct?.value("Nm").map(BankText.oneLine)
        statement.ownerName = (acct?.value("Ownr", "Nm") ?? acct?.value("Ownr", "Pty", "Nm")).map(BankText.oneLine)
        statement.servicer = (acct?.value("Svcr", "FinInstnId", "Nm") ?? acct?.value("Svcr", "FinInstnId", "BICFI")
                              ?? acct?.value("Svcr", "FinInstnId", "BIC")).map(BankText.oneLine)
        // Balances by type: the first of each counts.
        var balances: [String: Decimal] = [:]
        for (index, balance) in header.children("Bal").enumerated() {
            let balancePath = "\(path)/Bal[\(index + 1)]"
            guard let code = balance.value("Tp", "CdOrPrtry", "Cd") ?? balance.value("Tp", "CdOrPrtry", "Prtry") else {
                throw failure(.missing("Tp/CdOrPrtry/Cd"), balancePath, balance)
            }
            guard ["OPBD", "PRCD", "CLBD", "ITBD"].contains(code), balances[code] == nil else { continue }
            balances[code] = try signedAmount(balance.child("Amt").map(CamtEntryFields.Amount.init), indicator: balance.value("CdtDbtInd"),
                                              currency: identity.currency, path: balancePath, at: balance.offset, isBalance: true)
        }
        statement.opening = balances["OPBD"] ?? balances["PRCD"]
        statement.closing = balances["CLBD"] ?? (message.kind == "052" ? balances["ITBD"] : nil)
        if message.kind == "053", statement.closing == nil { throw failure(.noClosingBalance, path, header) }
        if let span = header.child("FrToDt") {
            let spanPath = "\(path)/FrToDt"
            guard let fromText = span.value("FrDtTm") ?? span.value("FrDt"), let toText = span.value("ToDtTm") ?? span.value("ToDt")
            else { throw failure(.missing("FrDtTm and ToDtTm"), spanPath, span) }
            guard let from = BankText.day(fromText) else { throw failure(.badDate(fromText), "\(spanPath)/FrDtTm", span) }
            guard let to = BankText.day(toText) else { throw failure(.badDate(toText), "\(spanPath)/ToDtTm", span) }
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

    /// An `Amt` with its `CdtDbtInd`, signed: `DBIT` negative. `offset` is the place of the
    /// balance or entry that holds them.
    private mutating func signedAmount(_ amount: CamtEntryFields.Amount?, indicator: String?, currency: String,
                                       path: @autoclosure () -> String, at offset: Int, isBalance: Bool) throws(BankFileError) -> Decimal {
        guard let amount else { throw failure(.missing("Amt"), path(), at: offset) }
        guard let magnitude = BankText.amount(amount.text) else { throw failure(.badAmount(amount.text), "\(path())/Amt", at: amount.offset) }
        if let code = amount.currency, code != currency {
            throw failure(.otherCurrency(code, expected: currency), "\(path())/Amt", at: amount.offset)
        }
        switch indicator {
        case "CRDT"?: return magnitude
        case "DBIT"?: return -magnitude
        case nil where isBalance:
            warnings.note(file: places.file, CamtProblem.Reading.balanceWithoutIndicator.rawValue)
            return magnitude
        case nil: throw failure(.missing("CdtDbtInd"), path(), at: offset)
        case let other?: throw failure(.badIndicator(other), "\(path())/CdtDbtInd", at: offset)
        }
    }

    /// One `Ntry`, or nil for an `INFO` entry (information, not a transaction).
    mutating func entry(_ entry: CamtEntryFields, currency: String, oneDay: CalendarDate?,
                                path: @autoclosure () -> String) throws(BankFileError) -> BankEntry? {
        let status: String
        if let code = entry.statusCode ?? entry.statusProprietary ?? entry.statusText {
            status = code
        } else {
            warnings.note(file: places.file, CamtProblem.Reading.entryWithoutStatus.rawValue)
            status = "BOOK"
        }
        switch status {
        case "BOOK", "PDNG": break
        case "INFO": return nil
        default: throw failure(.badStatus(status), "\(path())/Sts", at: entry.offset)
        }
        let amount = try signedAmount(entry.amount, indicator: entry.indicator, currency: currency, path: path(),
                                      at: entry.offset, isBalance: false)
        let date: CalendarDate
        if let dateText = entry.bookingDate ?? entry.bookingDateTime ?? entry.valueDate ?? entry.valueDateTime {
            guard let day = BankText.day(dateText) else { throw failure(.badDate(dateText), "\(path())/BookgDt", at: entry.offset) }
            date = day
        } else if let oneDay {
            warnings.note(file: places.file, CamtProblem.Reading.entryWithoutDate.rawValue)
            date = oneDay
        } else {
            throw failure(.missing("BookgDt or ValDt"), path(), at: entry.offset)
        }
        let reversal = entry.reversal.map { $0 == "true" || $0 == "1" } ?? false
        return BankEntry(reference: entry.servicerReference ?? entry.entryReference, date: date, amount: amount,
                         isPending: status == "PDNG", isReversal: reversal,
                         description: CamtMapping.description(entry, isCredit: amount > 0 || (amount == 0 && entry.indicator == "CRDT")))
    }

    /// What a person recognises: the counterparty and the remittance text.
    ///
    /// One transaction: its counterparty (the debtor of money in, the creditor of money out) and
    /// its unstructured remittance (`RmtInf/Ustrd`, every line), else `AddtlTxInf`, else the
    /// entry's `AddtlNtryInf`. A batch (several `TxDtls`): the entry's `AddtlNtryInf`, else the
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
            let text = remittance.flatMap { $0.trimmingXMLSpace.isEmpty ? nil : $0 } ?? transaction.additional ?? entryText
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

    /// The one day a statement covers, when it says so: `FrToDt` within one day, else balances
    /// all dated the same day.
    static func oneDay(_ header: XMLElement) -> CalendarDate? {
        if let span = header.child("FrToDt") {
            let from = (span.value("FrDtTm") ?? span.value("FrDt")).flatMap(BankText.day)
            let to = (span.value("ToDtTm") ?? span.value("ToDt")).flatMap(BankText.day)
            return from != nil && from == to ? from : nil
        }
        let days = Set(header.children("Bal").compactMap { ($0.value("Dt", "Dt") ?? $0.value("Dt", "DtTm")).flatMap(BankText.day) })
        return days.count == 1 ? days.first : nil
    }

    static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
