import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every camt fixture's entries counted and summed by Foundation's `XMLParser`, a parser nobody
/// here wrote, and held against what our reader reads: nothing dropped, nothing counted twice.
extension OutsideOracleTests {
    /// What `XMLParser` finds in one `Stmt` / `Rpt` / `Ntfctn`: its currency and each `Ntry`'s amount.
    struct OracleStatement {
        var accountCurrency: String?
        var balanceCurrency: String?
        var entries: [OracleEntry] = []

        var currency: String? { accountCurrency ?? balanceCurrency ?? entries.first?.currency }

        /// The booked and pending entries (INFO ones are not transactions), and their signed sum
        /// in the statement's currency (an entry in another one: its `TxAmt` / `CntrValAmt` there).
        var counted: (count: Int, sum: Decimal?) {
            let transactions = entries.filter { $0.status != "INFO" }
            var sum = Decimal(0)
            for entry in transactions {
                let text = entry.currency == currency ? entry.amount
                    : (entry.counterValues.isEmpty && entry.transactionCounterValues.count == 1
                        ? entry.transactionCounterValues[0] : entry.counterValues).first { $0.currency == currency }?.amount
                guard let text, let value = Decimal(string: text) else { return (transactions.count, nil) }
                sum += entry.indicator == "DBIT" ? -value : value
            }
            return (transactions.count, sum)
        }
    }

    struct OracleEntry {
        var amount: String?
        var currency: String?
        var indicator: String?
        var status: String?
        /// `AcctSvcrRef` and `BookgDt/Dt`.
        var servicerReference: String?
        var bookingDate: String?
        var counterValues: [(amount: String, currency: String?)] = []
        /// Each `TxDtls`'s own.
        var transactionCounterValues: [[(amount: String, currency: String?)]] = []
        /// The entry's own `AmtDtls/InstdAmt/Amt`.
        var instructed: (amount: String, currency: String?)?
        /// Each `TxDtls`, with what it says of its parties and references.
        var transactions: [OracleTransaction] = []
    }

    /// What one `TxDtls` says: the first of each of these elements.
    struct OracleTransaction {
        var endToEndId: String?
        /// `Dbtr/Nm`, `Dbtr/Pty/Nm`, `Cdtr/Nm`, `Cdtr/Pty/Nm` by their path under `RltdPties`.
        var names: [String: String] = [:]
        /// `DbtrAcct/Id/IBAN`, `DbtrAcct/Id/Othr/Id` and the creditor's, by path.
        var accounts: [String: String] = [:]
        var instructed: (amount: String, currency: String?)?

        /// The counterparty's name and account as camt puts them: the debtor of money in, the
        /// creditor of money out; `Nm` else `Pty/Nm`; `IBAN` else `Othr/Id`.
        func counterparty(credit: Bool) -> (name: String?, account: String?) {
            let role = credit ? "Dbtr" : "Cdtr"
            return (names["\(role)/Nm"] ?? names["\(role)/Pty/Nm"], accounts["\(role)Acct/Id/IBAN"] ?? accounts["\(role)Acct/Id/Othr/Id"])
        }
    }

    /// A `XMLParser` delegate that keeps the element path (local names) and the few values above.
    final class CamtOracle: NSObject, XMLParserDelegate {
        var statements: [OracleStatement] = []
        private var path: [String] = []
        private var text = ""
        private var currencyAttribute: String?
        /// Where the current statement's elements start in `path` (the index of `Stmt`/`Rpt`).
        private var statementDepth: Int?

        static func read(_ bytes: [UInt8]) -> [OracleStatement]? {
            let parser = XMLParser(data: Data(bytes))
            let oracle = CamtOracle()
            parser.delegate = oracle
            return parser.parse() ? oracle.statements : nil
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let name = String(elementName.split(separator: ":").last ?? "")
            path.append(name)
            text = ""
            currencyAttribute = attributes["Ccy"]
            if name == "Stmt" || name == "Rpt" || name == "Ntfctn", path.count >= 2, path[path.count - 2].hasPrefix("BkToCstmr") {
                statementDepth = path.count - 1
                statements.append(OracleStatement())
                return
            }
            guard let depth = statementDepth else { return }
            let inner = Array(path[(depth + 1)...])
            if inner == ["Ntry"] { statements[statements.count - 1].entries.append(OracleEntry()) }
            if inner.count == 4, inner[0] == "Ntry", inner[1] == "NtryDtls", inner[2] == "TxDtls", inner[3] == "AmtDtls" {
                entry { $0.transactionCounterValues.append([]) }
            }
            if inner == ["Ntry", "NtryDtls", "TxDtls"] { entry { $0.transactions.append(OracleTransaction()) } }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { text += String(decoding: CDATABlock, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            defer { path.removeLast() }
            guard let depth = statementDepth else { return }
            if path.count - 1 == depth {
                statementDepth = nil
                return
            }
            let inner = Array(path[(depth + 1)...])
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            text = ""
            switch inner {
            case ["Acct", "Ccy"]: statements[statements.count - 1].accountCurrency = value
            case ["Bal", "Amt"]:
                if statements[statements.count - 1].balanceCurrency == nil { statements[statements.count - 1].balanceCurrency = currencyOf() }
            case ["Ntry", "Amt"]: entry { if $0.amount == nil { ($0.amount, $0.currency) = (value, self.currencyOf()) } }
            case ["Ntry", "CdtDbtInd"]: entry { if $0.indicator == nil { $0.indicator = value } }
            case ["Ntry", "Sts"], ["Ntry", "Sts", "Cd"], ["Ntry", "Sts", "Prtry"]:
                entry { if $0.status == nil, !value.isEmpty { $0.status = value } }
            case ["Ntry", "AmtDtls", "TxAmt", "Amt"], ["Ntry", "AmtDtls", "CntrValAmt", "Amt"]:
                entry { $0.counterValues.append((value, self.currencyOf())) }
            case ["Ntry", "NtryDtls", "TxDtls", "AmtDtls", "TxAmt", "Amt"], ["Ntry", "NtryDtls", "TxDtls", "AmtDtls", "CntrValAmt", "Amt"]:
                entry { $0.transactionCounterValues[$0.transactionCounterValues.count - 1].append((value, self.currencyOf())) }
            case ["Ntry", "AmtDtls", "InstdAmt", "Amt"]: entry { if $0.instructed == nil { $0.instructed = (value, self.currencyOf()) } }
            case ["Ntry", "AcctSvcrRef"]: entry { if $0.servicerReference == nil { $0.servicerReference = value } }
            case ["Ntry", "BookgDt", "Dt"]: entry { if $0.bookingDate == nil { $0.bookingDate = value } }
            default:
                guard inner.count > 3, inner[0] == "Ntry", inner[1] == "NtryDtls", inner[2] == "TxDtls" else { break }
                let rest = inner[3...].joined(separator: "/")
                transaction { transaction in
                    switch rest {
                    case "Refs/EndToEndId": if transaction.endToEndId == nil { transaction.endToEndId = value }
                    case "AmtDtls/InstdAmt/Amt": if transaction.instructed == nil { transaction.instructed = (value, self.currencyOf()) }
                    case "RltdPties/Dbtr/Nm", "RltdPties/Dbtr/Pty/Nm", "RltdPties/Cdtr/Nm", "RltdPties/Cdtr/Pty/Nm":
                        let key = String(rest.dropFirst("RltdPties/".count))
                        if transaction.names[key] == nil, !value.isEmpty { transaction.names[key] = value }
                    case "RltdPties/DbtrAcct/Id/IBAN", "RltdPties/DbtrAcct/Id/Othr/Id", "RltdPties/CdtrAcct/Id/IBAN", "RltdPties/CdtrAcct/Id/Othr/Id":
                        let key = String(rest.dropFirst("RltdPties/".count))
                        if transaction.accounts[key] == nil, !value.isEmpty { transaction.accounts[key] = value }
                    default: break
                    }
                }
            }
        }

        /// The `Ccy` of the element ending now: kept from its start (amounts hold no children).
        private func currencyOf() -> String? { currencyAttribute }

        private func transaction(_ change: (inout OracleTransaction) -> Void) {
            entry { entry in
                guard !entry.transactions.isEmpty else { return }
                change(&entry.transactions[entry.transactions.count - 1])
            }
        }

        private func entry(_ change: (inout OracleEntry) -> Void) {
            guard !statements.isEmpty, !statements[statements.count - 1].entries.isEmpty else { return }
            let last = statements[statements.count - 1].entries.count - 1
            change(&statements[statements.count - 1].entries[last])
        }
    }

    @Test("every camt fixture that reads has, statement by statement, as many entries and the same sum as XMLParser counts",
          arguments: BankFixture.fixtures("camt"))
    func camtEntriesCounted(fixture: String) throws {
        let bytes = BankFixture.bytes(fixture)
        guard let ours = try? BankFixture.read(bytes, file: fixture).statements else { return }
        let theirs = try #require(CamtOracle.read(bytes), "XMLParser reads \(fixture)")
        #expect(ours.count == theirs.count, "\(fixture): statements")
        for (our, their) in zip(ours, theirs) {
            let counted = their.counted
            #expect(our.entries.count == counted.count, "\(fixture) \(our.source): entries")
            #expect(our.entries.reduce(Decimal(0)) { $0 + $1.amount } == counted.sum, "\(fixture) \(our.source): sum")
            #expect(our.currency == their.currency, "\(fixture) \(our.source): currency")
        }
    }

    /// Text as ``BankText/oneLine(_:)`` makes it: white space runs as one space, trimmed.
    private static func oneLine(_ text: String?) -> String? {
        text.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.flatMap { $0.isEmpty ? nil : $0 }
    }

    @Test("every camt fixture that reads gives each single transaction the counterparty, end-to-end reference and original amount XMLParser finds",
          arguments: BankFixture.fixtures("camt"))
    func camtDetailsAsXMLParserFinds(fixture: String) throws {
        let bytes = BankFixture.bytes(fixture)
        guard let ours = try? BankFixture.read(bytes, file: fixture).statements else { return }
        let theirs = try #require(CamtOracle.read(bytes), "XMLParser reads \(fixture)")
        for (our, their) in zip(ours, theirs) {
            let entries = their.entries.filter { $0.status != "INFO" }
            try #require(our.entries.count == entries.count, "\(fixture) \(our.source): entries")
            for (index, (entry, expected)) in zip(our.entries, entries).enumerated() {
                let place = "\(fixture) \(our.source) entry \(index + 1)"
                let credit = expected.indicator == "CRDT"
                let instructed = expected.instructed ?? (expected.transactions.count == 1 ? expected.transactions[0].instructed : nil)
                if let instructed, let code = instructed.currency, code != their.currency, let value = Decimal(string: instructed.amount),
                   Locale.commonISOCurrencyCodes.contains(code) {
                    #expect(entry.originalAmount?.currency == code, "\(place): original currency")
                    #expect(entry.originalAmount?.amount == (credit ? value : -value), "\(place): original amount")
                } else {
                    #expect(entry.originalAmount == nil, "\(place): no original amount")
                }
                guard expected.transactions.count == 1 else {
                    #expect(entry.counterparty == nil && entry.endToEndReference == nil, "\(place): a batch has no counterparty of its own")
                    continue
                }
                let transaction = expected.transactions[0]
                let party = transaction.counterparty(credit: credit)
                #expect(entry.counterparty?.name == Self.oneLine(party.name), "\(place): counterparty name")
                #expect(entry.counterparty?.account == Self.oneLine(party.account), "\(place): counterparty account")
                let reference = transaction.endToEndId == "NOTPROVIDED" ? nil : Self.oneLine(transaction.endToEndId)
                #expect(entry.endToEndReference == reference, "\(place): end-to-end reference")
            }
        }
    }

    @Test("the details oracle finds what the files say: viafintech's specs' counterparty and reference, the Finnish sample's instructed USD")
    func camtDetailsOracleFinds() throws {
        // viafintech/camt_parser's specs: the first transaction of its camt.053 example is a debit to
        // "Testkonto Nummer 2", IBAN DE09300606010012345671, end-to-end reference "EndToEndReference".
        let statement = try #require(CamtOracle.read(BankFixture.bytes("camt/viafintech-camt-parser/053-valid_example.xml"))?.first)
        let first = try #require(statement.entries.first?.transactions.first)
        #expect(first.counterparty(credit: false).name == "Testkonto Nummer 2")
        #expect(first.counterparty(credit: false).account == "DE09300606010012345671")
        #expect(first.endToEndId == "EndToEndReference")
        let ours = try BankFixture.read(BankFixture.bytes("camt/viafintech-camt-parser/053-valid_example.xml")).statements[0].entries[0]
        #expect(ours.counterparty == Counterparty(name: "Testkonto Nummer 2", account: "DE09300606010012345671"))
        #expect(ours.endToEndReference == "EndToEndReference")
        // The FFFS camt.053 sample's foreign credit: 3200.00 USD instructed, 2120.00 EUR booked.
        let finnish = try BankFixture.read(BankFixture.bytes("camt/moov-iso20022/FI_camt_053_sample.xml.xml")).statements[0]
        #expect(finnish.entries.compactMap(\.originalAmount) == [OriginalAmount(amount: Decimal(string: "3200.00")!, currency: "USD")])
        #expect(finnish.entries.first { $0.originalAmount != nil }?.amount == Decimal(string: "2120.00"))
    }

    @Test("the oracle itself counts: a statement it reads holds the entries it should")
    func camtOracleCounts() throws {
        // genkgo's multi-statement file: two statements of one entry each, 8.85 in and 7.00 out.
        let theirs = try #require(CamtOracle.read(BankFixture.bytes("camt/genkgo-camt/camt053.v2.multi.statement.xml")))
        #expect(theirs.count == 2)
        #expect(theirs.map(\.counted.count) == [1, 1])
        #expect(theirs.map(\.counted.sum) == [Decimal(string: "8.85"), Decimal(string: "-7.00")])
    }
}
