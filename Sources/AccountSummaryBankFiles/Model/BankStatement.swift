import AccountSummary
import Foundation

/// One account's statement as a bank file states it, before statements are joined.
///
/// What a camt.053 `Stmt` or camt.052 `Rpt`, one MT940/MT942 message (its `:60M:`/`:62M:`
/// pages already joined) or one OFX `STMTRS`/`CCSTMTRS` says, in the contract's terms
/// ("Bank files in", Mapping): signed amounts from the customer's side, balances as the
/// version-1 document means them (a card's positive balance is owed). Every reader makes
/// these; ``BankStatementJoiner`` joins them into one ``Statement``.
///
/// ```swift
/// let day = BankStatement(source: BankSource(file: "2026-11-03.xml", position: 1, noun: "Stmt"),
///                         accountID: "DE89370400440532013000", currency: "EUR", type: .banking)
/// day.source.description  // "2026-11-03.xml: Stmt 1"
/// ```
package struct BankStatement: Sendable, Hashable {
    /// Where it was read: the file and its position there.
    package var source: BankSource
    /// The account's identifier: IBAN, `Othr/Id`, `:25:`, `ACCTID`.
    package var accountID: String
    /// Whether ``accountID`` is the bank's number for the account (shown masked as the account
    /// number); false when it only stands in for one the file does not state (a CSV export read
    /// by a profile that names no account is identified by the profile's name).
    package var accountIDIsNumber = true
    /// The statement's ISO 4217 currency: `Acct/Ccy`, else the balances' `Ccy`; `:60F:`'s; `CURDEF`.
    /// Empty when the file does not state it (OFX without `CURDEF`): ``StatementSource`` takes
    /// the caller's `--currency`, or refuses the statement naming the option.
    package var currency: String
    /// `creditCard` for OFX `CCSTMTRS`, `banking` for everything else.
    package var type: AccountType
    /// The account's name where the file gives one (camt `Acct/Nm`).
    package var accountName: String?
    /// Opening balance: camt `OPBD` (else `PRCD`), MT940 `:60F:`/`:60M:`, OFX worked back
    /// from `LEDGERBAL` and the transactions. Nil when the file states none.
    package var opening: Decimal?
    /// Closing balance: camt `CLBD` (camt.052 without one: `ITBD`), MT940 `:62F:`/`:62M:`,
    /// OFX `LEDGERBAL`. Never an available or forward balance.
    package var closing: Decimal?
    /// The days the file says the statement covers (camt `FrToDt`, OFX `DTSTART`–`DTEND`), if it says.
    package var period: StatementPeriod?
    /// When the file was made (camt `CreDtTm`, OFX `DTSERVER`), if it says.
    package var createdAt: Timestamp?
    /// The account owner's name (camt `Acct/Ownr/Nm`), if given.
    package var ownerName: String?
    /// The servicing bank's name, else its BIC, if given.
    package var servicer: String?
    /// The entries, in file order.
    package var entries: [BankEntry]
    /// What the file says it is: a statement complete for its period, an intraday report, or a
    /// notification of single bookings (which the joiner links to a statement's batch bookings).
    package var kind = Kind.statement

    /// What a ``BankStatement`` is, as its file says.
    package enum Kind: Sendable, Hashable {
        /// Every booking of its period, between its balances: camt.053, MT940.
        case statement
        /// An account report during the day: camt.052.
        case report
        /// Notified bookings without balances, a batch booking's transactions among them: camt.054.
        case notification
    }

    /// A statement with no balances or entries yet; readers fill in the rest as they read.
    package init(source: BankSource, accountID: String, currency: String, type: AccountType,
                 accountName: String? = nil, opening: Decimal? = nil, closing: Decimal? = nil,
                 period: StatementPeriod? = nil, createdAt: Timestamp? = nil, ownerName: String? = nil,
                 servicer: String? = nil, entries: [BankEntry] = []) {
        self.source = source
        self.accountID = accountID
        self.currency = currency
        self.type = type
        self.accountName = accountName
        self.opening = opening
        self.closing = closing
        self.period = period
        self.createdAt = createdAt
        self.ownerName = ownerName
        self.servicer = servicer
        self.entries = entries
    }
}

/// One booked or pending movement of a ``BankStatement``.
///
/// ```swift
/// let entry = BankEntry(reference: "2026110300017", date: CalendarDate(parsing: "2026-11-03")!,
///                       amount: Decimal(string: "-42.10")!, isPending: false, isReversal: false,
///                       description: "Bäckerei Müller · Rechnung 4711")
/// entry.amount  // -42.1 (exact)
/// ```
package struct BankEntry: Sendable, Hashable {
    /// The bank's reference for it (camt `AcctSvcrRef`/`NtryRef`, MT940 `:61:` reference, OFX `FITID`), if any.
    package var reference: String?
    /// The booking date, else the value date.
    package var date: CalendarDate
    /// The signed amount from the customer's side: money in positive, money out negative.
    package var amount: Decimal
    /// camt `PDNG` (and MT942 items not yet booked, where the file says so): a pending transaction.
    package var isPending: Bool
    /// camt `RvslInd`, MT940 `RC`/`RD`: the entry reverses an earlier one; shown as such.
    package var isReversal: Bool
    /// What a person recognises: the counterparty and the remittance text.
    package var description: String
    /// The other side, where the file names it (camt `RltdPties`, MT940 `/CNTP/`, `?32`).
    package var counterparty: Counterparty?
    /// The amount in the currency it was made in (camt `AmtDtls/InstdAmt`, MT940 `/OCMT/`).
    package var originalAmount: OriginalAmount?
    /// The payer's end-to-end reference (camt `Refs/EndToEndId`, MT940 `/EREF/`, `EREF+`), unless
    /// `NOTPROVIDED`: the reference a transaction shows, before the bank's own.
    package var endToEndReference: String?
    /// The payment information id of a batch booking (camt `NtryDtls/Btch/PmtInfId`): what links a
    /// statement's batch booking to its notification when their references do not.
    package var batchReference: String?
    /// A camt.054 batch booking's transactions (one per `TxDtls`, each with its own amount, text,
    /// counterparty and references), which take the place of a statement's batch booking it is
    /// linked to; nil for any other entry, empty when a transaction gives no amount of its own.
    package var batchDetails: [BankEntry]?

    /// An entry from its parts.
    package init(reference: String?, date: CalendarDate, amount: Decimal, isPending: Bool, isReversal: Bool,
                 description: String, counterparty: Counterparty? = nil, originalAmount: OriginalAmount? = nil) {
        self.reference = reference
        self.date = date
        self.amount = amount
        self.isPending = isPending
        self.isReversal = isReversal
        self.description = description
        self.counterparty = counterparty
        self.originalAmount = originalAmount
    }
}

/// Where a ``BankStatement`` was read: the file and its 1-based position among the file's statements.
///
/// ```swift
/// BankSource(file: "mt940.sta", position: 3, noun: "message").description  // "mt940.sta: message 3"
/// ```
package struct BankSource: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    package var file: String
    /// 1-based position of the statement in the file.
    package var position: Int
    /// What the format calls one statement: `Stmt`, `Rpt`, `message`, `STMTRS`, `CCSTMTRS`.
    package var noun: String

    /// A source from its parts.
    package init(file: String, position: Int, noun: String) {
        self.file = file
        self.position = position
        self.noun = noun
    }

    /// `FILE: NOUN N`, as error lines name a statement.
    package var description: String { "\(file): \(noun) \(position)" }
}
