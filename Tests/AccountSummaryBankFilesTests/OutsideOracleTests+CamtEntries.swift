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
    /// What `XMLParser` finds in one `Stmt` / `Rpt`: its currency and each `Ntry`'s amount.
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
        var counterValues: [(amount: String, currency: String?)] = []
        /// Each `TxDtls`'s own.
        var transactionCounterValues: [[(amount: String, currency: String?)]] = []
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
            if (name == "Stmt" || name == "Rpt"), path.count >= 2, path[path.count - 2].hasPrefix("BkToCstmr") {
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
            default: break
            }
        }

        /// The `Ccy` of the element ending now: kept from its start (amounts hold no children).
        private func currencyOf() -> String? { currencyAttribute }

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

    @Test("the oracle itself counts: a statement it reads holds the entries it should")
    func camtOracleCounts() throws {
        // genkgo's multi-statement file: two statements of one entry each, 8.85 in and 7.00 out.
        let theirs = try #require(CamtOracle.read(BankFixture.bytes("camt/genkgo-camt/camt053.v2.multi.statement.xml")))
        #expect(theirs.count == 2)
        #expect(theirs.map(\.counted.count) == [1, 1])
        #expect(theirs.map(\.counted.sum) == [Decimal(string: "8.85"), Decimal(string: "-7.00")])
    }
}
