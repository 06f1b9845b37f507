import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Every OFX transaction accounted for (trial findings): the real fixtures read against an independent
/// count of their `<STMTTRN>` markers and sum of their `<TRNAMT>` values; every cut of a real
/// file is either the whole file or an error; reading grows linearly with the file.
@Suite("OFX: every transaction accounted for")
struct OFXAccountedForTests {
    static let fixtures = BankFixture.fixtures("ofx").filter { $0.hasSuffix(".ofx") || $0.hasSuffix(".qfx") }

    /// The `<STMTTRN>` markers and the sum of the `<TRNAMT>` values, found by searching the text,
    /// not by reading OFX: nothing here shares code with the reader.
    static func independentCount(_ bytes: [UInt8]) -> (transactions: Int, sum: Decimal) {
        let text = String(decoding: bytes, as: UTF8.self)
        let transactions = text.components(separatedBy: "<STMTTRN>").count - 1
        var sum = Decimal(0)
        for piece in text.components(separatedBy: "<TRNAMT>").dropFirst() {
            var value = String(piece.prefix { $0 != "<" && $0 != "\n" && $0 != "\r" }).trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("+") { value.removeFirst() }
            if value.contains(","), !value.contains(".") { value = value.replacingOccurrences(of: ",", with: ".") }
            guard let amount = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")) else {
                Issue.record("the test cannot read TRNAMT \(value)")
                continue
            }
            sum += amount
        }
        return (transactions, sum)
    }

    @Test("every fixture that reads holds as many transactions as <STMTTRN> markers, summing to its <TRNAMT> values",
          arguments: OFXAccountedForTests.fixtures)
    func invariant(path: String) throws {
        let bytes = BankFixture.bytes(path)
        #expect(!bytes.isEmpty)
        guard let reading = try? BankFixture.read(bytes, file: path, kind: .ofx) else { return }
        let expected = Self.independentCount(bytes)
        let entries = reading.statements.flatMap(\.entries)
        #expect(entries.count == expected.transactions, "\(path)")
        #expect(entries.reduce(Decimal(0)) { $0 + $1.amount } == expected.sum, "\(path)")
    }

    @Test("most fixtures with statements read, so the invariant is tested on them")
    func invariantCoverage() {
        let read = Self.fixtures.filter { (try? BankFixture.read(BankFixture.bytes($0), file: $0, kind: .ofx)) != nil }
        #expect(read.count >= 19, "\(read)")
        #expect(read.map { Self.independentCount(BankFixture.bytes($0)).transactions }.reduce(0, +) >= 148)
    }

    /// Trial finding 2: cut at every byte, a real file either reads as the whole file does (the
    /// cut is in its trailing white space) or is an error; never another statement with exit 0.
    @Test("a real file cut at any byte is the whole file or an error", arguments: [
        "ofx/ofxparse/checking.ofx", "ofx/asgrim-ofxparser/ofxdata.ofx", "ofx/asgrim-ofxparser/ofxdata-oneline.ofx",
        "ofx/asgrim-ofxparser/ofxdata-bb-two-stmtrs.ofx", "ofx/ofxtools/stmtrs.ofx", "ofx/asgrim-ofxparser/ofxdata-xml.ofx",
        "ofx/ofxparse/suncorp.ofx", "ofx/actual/html-vals.qfx",
    ])
    func everyCut(path: String) throws {
        let bytes = BankFixture.bytes(path)
        let whole = try BankFixture.read(bytes, file: path, kind: .ofx).statements
        #expect(!whole.isEmpty)
        var refused = 0
        for cut in 0..<bytes.count {
            let part = Array(bytes[..<cut])
            guard let reading = try? BankFixture.read(part, file: path, kind: .ofx) else {
                refused += 1
                continue
            }
            #expect(reading.statements == whole, "\(path) cut at \(cut) reads as another statement")
            #expect(bytes[cut...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 },
                    "\(path) cut at \(cut) of \(bytes.count) reads")
        }
        #expect(refused > bytes.count - 8)
    }
}
