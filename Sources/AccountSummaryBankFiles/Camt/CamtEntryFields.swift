/// The parts of one camt `Ntry` that the contract's mapping reads, each taken where the mapping
/// looks for it (the first element of each name along its path, as ``XMLElement/value(_:)``).
///
/// Two paths fill it: ``CamtEntryScanner`` from the reader's events, without a tree (the one
/// the readers use), and ``init(_:)`` from an entry read whole as an ``XMLElement`` (the second
/// path the tests and the `bank` fuzz target hold the first one to). ``CamtMapping`` turns it
/// into a ``BankEntry``.
///
/// ```swift
/// let fields = CamtEntryFields(entryTree)
/// fields.amount?.text        // "71.49"
/// fields.statusCode          // "BOOK"
/// fields.transactions.count  // 1
/// ```
struct CamtEntryFields: Equatable, Sendable {
    /// The `Amt` element: its trimmed text (possibly empty), `Ccy` and place.
    struct Amount: Equatable, Sendable {
        var text: String
        var currency: String?
        var offset: Int

        init(text: String, currency: String?, offset: Int) {
            self.text = text
            self.currency = currency
            self.offset = offset
        }

        /// An `Amt` element read whole.
        init(_ element: XMLElement) {
            self.init(text: element.text.trimmingXMLSpace, currency: element.attribute("Ccy"), offset: element.offset)
        }
    }

    /// The counterparties of a transaction: `RltdPties/<role>/Nm` and `RltdPties/<role>/Pty/Nm`.
    struct Party: Equatable, Sendable {
        var name: String?
        var partyName: String?

        /// The name, the newer schemas' `Pty/Nm` else the older `Nm`.
        var any: String? { name ?? partyName }
    }

    /// A counterparty's account: `Id/IBAN`, else `Id/Othr/Id`.
    struct AccountID: Equatable, Sendable {
        var iban: String?
        var other: String?

        init(iban: String? = nil, other: String? = nil) {
            self.iban = iban
            self.other = other
        }

        /// The `Id` element of a `DbtrAcct` or `CdtrAcct` read whole.
        init(_ id: XMLElement?) {
            self.init(iban: id?.value("IBAN"), other: id?.value("Othr", "Id"))
        }

        /// The IBAN, else the other identifier.
        var any: String? { iban ?? other }
    }

    /// The roles of ``Transaction/parties``.
    enum Role: Int, CaseIterable, Sendable {
        case debtor, creditor, ultimateDebtor, ultimateCreditor
    }

    /// A transaction's ``Party`` of each ``Role``.
    struct Parties: Equatable, Sendable {
        var debtor = Party()
        var creditor = Party()
        var ultimateDebtor = Party()
        var ultimateCreditor = Party()

        subscript(role: Role) -> Party {
            get {
                switch role {
                case .debtor: debtor
                case .creditor: creditor
                case .ultimateDebtor: ultimateDebtor
                case .ultimateCreditor: ultimateCreditor
                }
            }
            set {
                switch role {
                case .debtor: debtor = newValue
                case .creditor: creditor = newValue
                case .ultimateDebtor: ultimateDebtor = newValue
                case .ultimateCreditor: ultimateCreditor = newValue
                }
            }
        }
    }

    /// One `NtryDtls/TxDtls`.
    struct Transaction: Equatable, Sendable {
        /// By ``Role`` (four fields, not an array: no allocation per transaction).
        var parties = Parties()
        /// The texts of the first `RmtInf`'s `Ustrd` elements as written; nil without `RmtInf`.
        var remittance: [String]?
        /// `AddtlTxInf`.
        var additional: String?
        /// The first `RmtInf`'s first `Strd/CdtrRefInf/Ref`.
        var creditorReference: String?
        /// `AmtDtls/TxAmt/Amt` and `AmtDtls/CntrValAmt/Amt`, in document order.
        var counterValues: [Amount] = []
        /// `Refs/EndToEndId`: the payer's reference.
        var endToEndId: String?
        /// `Refs/AcctSvcrRef`: the bank's reference for this transaction.
        var servicerReference: String?
        /// `Amt` (versions .04 on): the transaction's own amount, with its `CdtDbtInd`.
        var amount: Amount?
        var indicator: String?
        /// `RltdPties/DbtrAcct/Id` and `RltdPties/CdtrAcct/Id`.
        var debtorAccount = AccountID()
        var creditorAccount = AccountID()
        /// `AmtDtls/InstdAmt/Amt`: the amount as the payer instructed it, in its currency.
        var instructed: Amount?

        /// The account of the party of a role (debtor or creditor; none for the ultimate ones).
        func account(of role: Role) -> String? {
            switch role {
            case .debtor: debtorAccount.any
            case .creditor: creditorAccount.any
            case .ultimateDebtor, .ultimateCreditor: nil
            }
        }
    }

    /// The elements of an entry that camt allows once; a second one is compared with the first.
    static let once = ["Amt", "CdtDbtInd", "Sts", "BookgDt", "ValDt", "RvslInd"]

    /// An element of ``once`` given again: its name, both places, and whether the two say the same.
    struct Repeated: Equatable, Sendable {
        var name: String
        var first: Int
        var second: Int
        var same: Bool
    }

    /// The `<` of the `Ntry` start tag.
    var offset: Int
    var statusCode: String?
    var statusProprietary: String?
    /// `Sts` itself (versions before .08 write the code there).
    var statusText: String?
    var amount: Amount?
    var indicator: String?
    var bookingDate: String?
    var bookingDateTime: String?
    var valueDate: String?
    var valueDateTime: String?
    var reversal: String?
    var servicerReference: String?
    var entryReference: String?
    /// `AddtlNtryInf`.
    var entryText: String?
    var domainCode: String?
    var familyCode: String?
    var subFamilyCode: String?
    /// `BkTxCd/Prtry/Cd`.
    var proprietaryCode: String?
    /// Every `NtryDtls/TxDtls`, in document order.
    var transactions: [Transaction] = []
    /// The entry's own `AmtDtls/TxAmt/Amt` and `AmtDtls/CntrValAmt/Amt`, in document order.
    var counterValues: [Amount] = []
    /// The entry's own `AmtDtls/InstdAmt/Amt`.
    var instructed: Amount?
    /// The first `NtryDtls`'s `Btch/PmtInfId`: a batch booking's payment information id.
    var batchPaymentInformation: String?
    /// The first element of ``once`` given twice with different values, else the first given twice.
    var repeated: Repeated?

    init(offset: Int) {
        self.offset = offset
    }

    /// The fields of an entry read whole: the second path.
    init(_ entry: XMLElement) {
        offset = entry.offset
        statusCode = entry.value("Sts", "Cd")
        statusProprietary = entry.value("Sts", "Prtry")
        statusText = entry.value("Sts")
        amount = entry.child("Amt").map(Amount.init)
        indicator = entry.value("CdtDbtInd")
        bookingDate = entry.value("BookgDt", "Dt")
        bookingDateTime = entry.value("BookgDt", "DtTm")
        valueDate = entry.value("ValDt", "Dt")
        valueDateTime = entry.value("ValDt", "DtTm")
        reversal = entry.value("RvslInd")
        servicerReference = entry.value("AcctSvcrRef")
        entryReference = entry.value("NtryRef")
        entryText = entry.value("AddtlNtryInf")
        domainCode = entry.value("BkTxCd", "Domn", "Cd")
        familyCode = entry.value("BkTxCd", "Domn", "Fmly", "Cd")
        subFamilyCode = entry.value("BkTxCd", "Domn", "Fmly", "SubFmlyCd")
        proprietaryCode = entry.value("BkTxCd", "Prtry", "Cd")
        let roles = ["Dbtr", "Cdtr", "UltmtDbtr", "UltmtCdtr"]
        transactions = entry.children("NtryDtls").flatMap { $0.children("TxDtls") }.map { details in
            var transaction = Transaction()
            for role in Role.allCases {
                transaction.parties[role] = Party(name: details.value("RltdPties", roles[role.rawValue], "Nm"),
                                                           partyName: details.value("RltdPties", roles[role.rawValue], "Pty", "Nm"))
            }
            transaction.remittance = details.child("RmtInf")?.children("Ustrd").map(\.text)
            transaction.additional = details.value("AddtlTxInf")
            transaction.creditorReference = details.child("RmtInf")?.value("Strd", "CdtrRefInf", "Ref")
            transaction.counterValues = CamtEntryFields.counterValues(details.child("AmtDtls"))
            transaction.endToEndId = details.value("Refs", "EndToEndId")
            transaction.servicerReference = details.value("Refs", "AcctSvcrRef")
            transaction.amount = details.child("Amt").map(Amount.init)
            transaction.indicator = details.value("CdtDbtInd")
            transaction.debtorAccount = AccountID(details.descendant("RltdPties", "DbtrAcct", "Id"))
            transaction.creditorAccount = AccountID(details.descendant("RltdPties", "CdtrAcct", "Id"))
            transaction.instructed = details.descendant("AmtDtls", "InstdAmt", "Amt").map(Amount.init)
            return transaction
        }
        counterValues = CamtEntryFields.counterValues(entry.child("AmtDtls"))
        instructed = entry.descendant("AmtDtls", "InstdAmt", "Amt").map(Amount.init)
        batchPaymentInformation = entry.child("NtryDtls")?.value("Btch", "PmtInfId")
        for name in CamtEntryFields.once {
            let given = entry.children(name)
            guard given.count > 1 else { continue }
            let first = CamtEntryFields(XMLElement(name: entry.name, children: [given[0]], offset: entry.offset))
            for again in given.dropFirst() {
                let other = CamtEntryFields(XMLElement(name: entry.name, children: [again], offset: entry.offset))
                noteRepeated(name, first: given[0].offset, second: again.offset, same: first.says(name, as: other))
            }
        }
    }

    /// `TxAmt/Amt` and `CntrValAmt/Amt` of an `AmtDtls`, in document order.
    private static func counterValues(_ details: XMLElement?) -> [Amount] {
        guard let details else { return [] }
        return [details.child("TxAmt"), details.child("CntrValAmt")].compactMap { $0?.child("Amt") }
            .sorted { $0.offset < $1.offset }.map(Amount.init)
    }

    /// Notes an element of ``once`` given again; one with another value wins over one with the same,
    /// then the one met first (so the order elements are noted in does not matter).
    mutating func noteRepeated(_ name: String, first: Int, second: Int, same: Bool) {
        let noted = Repeated(name: name, first: first, second: second, same: same)
        guard let repeated else { return self.repeated = noted }
        if (!same && repeated.same) || (same == repeated.same && second < repeated.second) { self.repeated = noted }
    }

    /// Whether the element `name` (one of ``once``) reads the same here as in `other`.
    func says(_ name: String, as other: CamtEntryFields) -> Bool {
        switch name {
        case "Amt":
            guard let mine = amount, let theirs = other.amount, mine.currency == theirs.currency else { return amount == nil && other.amount == nil }
            if let left = BankText.amount(mine.text), let right = BankText.amount(theirs.text) { return left == right }
            return mine.text == theirs.text
        case "CdtDbtInd": return indicator == other.indicator
        case "Sts": return statusCode == other.statusCode && statusProprietary == other.statusProprietary && statusText == other.statusText
        case "BookgDt": return bookingDate == other.bookingDate && bookingDateTime == other.bookingDateTime
        case "ValDt": return valueDate == other.valueDate && valueDateTime == other.valueDateTime
        default: return reversal == other.reversal
        }
    }
}
