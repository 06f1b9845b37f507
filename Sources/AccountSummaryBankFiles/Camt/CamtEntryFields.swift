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
            return transaction
        }
    }
}
