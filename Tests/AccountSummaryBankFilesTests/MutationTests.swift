import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Real files with one entry changed: its amount, its sign, its date; dropped; given twice. The
/// tool must refuse the file, or report a different figure (entries, their sums or balances);
/// never the statement of the file as it was.
@Suite("A changed entry never reads as the file did")
struct MutationTests {
    /// A sample of real files that read, of every format.
    static let files = [
        "camt/subite-camt-to-coda/2024-03-14.xml", "camt/moov-iso20022/FI_camt_053_sample.xml.xml", "camt/moov-iso20022/FI_camt_054_sample.xml.xml",
        "camt/viafintech-camt-parser/053-valid_example_v4.xml", "camt/viafintech-camt-parser/054-valid_example.xml",
        "camt/moov-iso20022/200519_camt054-ESR-ASR_P_CH2909000000250094239_1110092704_0_2019042500372179.xml",
        "mt940/jejik-mt940/sparkasse.txt", "mt940/gingerpayments-libmt94x/ming-from-spec.txt", "mt940/webschik-mt940-js/base-1.mta",
        "mt940/svenstaro-mt940-rs/mt940/full/danskebank/MT940_FI_Example.sta", "mt940/ksdev-mbank-mt940-parser/MT940_multiple_accounts.txt",
        "ofx/ofxparse/checking.ofx", "ofx/asgrim-ofxparser/ofxdata-bb-two-stmtrs.ofx", "ofx/ofxtools/stmtrs.ofx", "ofx/asgrim-ofxparser/ofxdata-xml.ofx",
    ]

    /// The figures a reader reports: per account its balances, per transaction its day, amount
    /// and status, in order; or the refusal.
    static func figures(_ bytes: [UInt8]) -> String {
        do {
            let statement = try BankFixture.joined([(name: "f", bytes: bytes)])
            let accounts = statement.accounts.map { "\($0.id) \($0.openingBalance.map { "\($0)" } ?? "-") \($0.balance.map { "\($0)" } ?? "-")" }
            let rows = statement.transactions.map { "\($0.accountId) \($0.date) \($0.amount) \($0.status)" }
            return (accounts + rows).joined(separator: "\n")
        } catch {
            return "refused"
        }
    }

    /// One entry of a file as text: where it is, and its amount, sign and date as written.
    struct Entry {
        var range: Range<String.Index>
        var amount: Range<String.Index>
        var sign: Range<String.Index>
        /// Nil for a camt entry without a date of its own (dated by its one-day statement).
        var date: Range<String.Index>?
    }

    /// The entries of a file by its format: camt `<Ntry>`, MT940 `:61:` with its `:86:`, OFX `<STMTTRN>`.
    static func entries(_ text: String, path: String) -> [Entry] {
        if path.hasPrefix("camt/") {
            return blocks(text, "<Ntry>", "</Ntry>").compactMap { block in
                guard let amount = inner(text, block, "<Amt ", ">", "</Amt>"), let sign = inner(text, block, "<CdtDbtInd>", "", "</CdtDbtInd>")
                else { return nil }
                let dated = inner(text, block, "<BookgDt>", "", "</BookgDt>") ?? inner(text, block, "<ValDt>", "", "</ValDt>")
                return Entry(range: block, amount: amount, sign: sign, date: dated.flatMap { inner(text, $0, "<Dt>", "", "</Dt>") })
            }
        }
        if path.hasPrefix("ofx/") {
            return blocks(text, "<STMTTRN>", "</STMTTRN>").compactMap { block in
                guard let amount = inner(text, block, "<TRNAMT>", "", "<"), let date = inner(text, block, "<DTPOSTED>", "", "<") else { return nil }
                return Entry(range: block, amount: amount, sign: amount.lowerBound..<amount.lowerBound, date: date.lowerBound..<text.index(date.lowerBound, offsetBy: 8))
            }
        }
        // MT940: a :61: line and the :86: after it, up to the next field.
        var found: [Entry] = []
        var search = text.startIndex
        while let start = text.range(of: ":61:", range: search..<text.endIndex), start.lowerBound == text.startIndex || text[text.index(before: start.lowerBound)].isNewline {
            var end = text.range(of: "\n:", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
            if text[end...].hasPrefix("\n:86:") { end = text.range(of: "\n:", range: text.index(end, offsetBy: 5)..<text.endIndex)?.lowerBound ?? text.endIndex }
            let line = text[start.upperBound...]
            // YYMMDD, optional MMDD entry date (the day the reader takes), then the mark (R?C|D), an
            // optional funds code, the amount.
            var index = line.index(line.startIndex, offsetBy: 6)
            var date = line.startIndex..<index
            if line[index...].prefix(4).allSatisfy(\.isNumber) {
                date = index..<line.index(index, offsetBy: 4)
                index = date.upperBound
            }
            let markStart = index
            if line[index] == "R" { index = line.index(after: index) }
            let sign = markStart..<line.index(after: index)
            index = line.index(after: index)
            if line[index].isLetter { index = line.index(after: index) }
            let amountEnd = line[index...].firstIndex { !$0.isNumber && $0 != "," } ?? line.endIndex
            found.append(Entry(range: start.lowerBound..<end, amount: index..<amountEnd, sign: sign, date: date))
            search = end
        }
        return found
    }

    private static func blocks(_ text: String, _ open: String, _ close: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var search = text.startIndex
        while let start = text.range(of: open, range: search..<text.endIndex), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
            result.append(start.lowerBound..<end.upperBound)
            search = end.upperBound
        }
        return result
    }

    /// The text between `open` (then past `skip`) and `close` inside `range`.
    private static func inner(_ text: String, _ range: Range<String.Index>, _ open: String, _ skip: String, _ close: String) -> Range<String.Index>? {
        guard var start = text.range(of: open, range: range)?.upperBound else { return nil }
        if !skip.isEmpty { guard let past = text.range(of: skip, range: start..<range.upperBound) else { return nil }; start = past.upperBound }
        guard let end = text.range(of: close, range: start..<range.upperBound) else { return nil }
        return start..<end.lowerBound
    }

    /// Another day for a date written `YYYY-MM-DD`, `YYYYMMDD`, `YYMMDD` or `MMDD`, in the same
    /// form (the 1st to the 27th move a day on, the rest a day back, so the date stays valid).
    static func otherDay(_ written: Substring) -> String {
        let offset = switch written.count {
        case 4: 2
        case 6: 4
        default: written.contains("-") ? 8 : 6
        }
        let start = written.index(written.startIndex, offsetBy: offset)
        let day = Int(written[start..<written.index(start, offsetBy: 2)])!
        let changed = String(format: "%02d", day < 28 ? day + 1 : day - 1)
        var text = String(written)
        text.replaceSubrange(text.index(text.startIndex, offsetBy: offset)..<text.index(text.startIndex, offsetBy: offset + 2), with: changed)
        return text
    }

    /// An amount written with one more in its last digit (9 becomes 8): another figure, still an amount.
    static func otherAmount(_ written: Substring) -> String {
        guard let last = written.lastIndex(where: \.isNumber) else { return String(written) + "1" }
        var text = String(written)
        let offset = written.distance(from: written.startIndex, to: last)
        let digit = written[last].wholeNumberValue!
        text.replaceSubrange(text.index(text.startIndex, offsetBy: offset)...text.index(text.startIndex, offsetBy: offset), with: "\(digit == 9 ? 8 : digit + 1)")
        return text
    }

    static func otherSign(_ written: Substring, path: String) -> String {
        if path.hasPrefix("camt/") { return written == "CRDT" ? "DBIT" : "CRDT" }
        if path.hasPrefix("ofx/") { return "-" }
        return ["C": "D", "D": "C", "RC": "RD", "RD": "RC"][String(written)] ?? "D"
    }

    @Test("each of the first entries changed, dropped or given twice: refused, or other figures", arguments: MutationTests.files)
    func changedEntries(path: String) throws {
        let text = String(decoding: BankFixture.bytes(path), as: UTF8.self)
        let whole = Self.figures(Array(text.utf8))
        try #require(whole != "refused", "\(path) reads")
        let entries = Self.entries(text, path: path)
        try #require(!entries.isEmpty, "\(path): entries found")
        for (number, entry) in entries.prefix(4).enumerated() {
            var mutations: [(String, String)] = []
            func replaced(_ range: Range<String.Index>, _ with: String) -> String { text.replacingCharacters(in: range, with: with) }
            if text[entry.amount].contains(where: { $0.isNumber && $0 != "0" }) {
                mutations.append(("amount", replaced(entry.amount, Self.otherAmount(text[entry.amount]))))
                // OFX states its sign in the amount: a negative amount made positive, a positive one negative.
                if path.hasPrefix("ofx/"), text[entry.amount].hasPrefix("-") {
                    mutations.append(("sign", replaced(entry.amount.lowerBound..<text.index(after: entry.amount.lowerBound), "")))
                } else {
                    mutations.append(("sign", replaced(entry.sign, Self.otherSign(text[entry.sign], path: path))))
                }
            }
            if let date = entry.date { mutations.append(("date", replaced(date, Self.otherDay(text[date])))) }
            mutations.append(("dropped", replaced(entry.range, "")))
            mutations.append(("doubled", replaced(entry.range, String(text[entry.range]) + (path.hasPrefix("mt940/") ? "\n" : "") + text[entry.range])))
            for (what, changed) in mutations {
                #expect(Self.figures(Array(changed.utf8)) != whole, "\(path): entry \(number + 1) \(what) reads as the file did")
            }
        }
    }

    @Test("the mutations are found where they are meant: a camt amount, an MT940 mark, an OFX date")
    func mutationsAim() throws {
        let camt = String(decoding: BankFixture.bytes("camt/moov-iso20022/FI_camt_053_sample.xml.xml"), as: UTF8.self)
        let first = try #require(Self.entries(camt, path: "camt/").first)
        #expect(camt[first.amount] == "1000.12")
        #expect(camt[first.sign] == "DBIT")
        let day = try #require(first.date)
        #expect(camt[day] == "2009-10-29")
        #expect(Self.otherDay(camt[day]) == "2009-10-28")
        #expect(Self.otherDay("2009-10-03") == "2009-10-04")
        #expect(Self.otherAmount(camt[first.amount]) == "1000.13")
        let mt940 = ":20:X\n:25:A\n:60F:C251101EUR1,00\n:61:2511031103RD12,50NTRFREF\n:86:text\n:62F:C251103EUR1,00\n-"
        let line = try #require(Self.entries(mt940, path: "mt940/").first)
        #expect(mt940[line.amount] == "12,50")
        #expect(mt940[line.sign] == "RD")
        #expect(line.date.map { mt940[$0] } == "1103")
        #expect(Self.otherDay("1103") == "1104")
        #expect(mt940[line.range] == ":61:2511031103RD12,50NTRFREF\n:86:text")
        let ofx = "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251103120000<TRNAMT>-12.50<FITID>1</STMTTRN>"
        let transaction = try #require(Self.entries(ofx, path: "ofx/").first)
        #expect(ofx[transaction.amount] == "-12.50")
        #expect(transaction.date.map { ofx[$0] } == "20251103")
    }
}
