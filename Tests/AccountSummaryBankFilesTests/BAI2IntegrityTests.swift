import AccountSummary
import AccountSummaryFixtures
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// The BAI2 reader's promise checked against files it did not write and files taken apart:
/// every `16` record is an entry, and a file cut short, or with a record taken out, repeated or
/// moved, is refused (the trailers count every record and add every amount) or reads as the
/// whole file; never as another statement with success.
@Suite("BAI2: every transaction accounted for")
struct BAI2IntegrityTests {
    /// Every statement of a file read as BAI2, nil when refused.
    static func read(_ bytes: [UInt8]) -> [BankStatement]? {
        try? BankFixture.read(bytes, file: "t.bai", kind: .bai2).statements
    }

    /// An independent count: the lines that start with `16,`.
    static func detailLines(_ bytes: [UInt8]) -> Int {
        bytes.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }.count { $0.starts(with: Array("16,".utf8)) }
    }

    @Test("every 16 record of every fixture that reads is an entry: the count of an independent line scan", arguments: BankFixture.fixtures("bai2"))
    func everyDetail(path: String) throws {
        let bytes = BankFixture.bytes(path)
        guard let statements = Self.read(bytes) else { return }  // refused: its verdict says why
        #expect(statements.reduce(0) { $0 + $1.entries.count } == Self.detailLines(bytes), "\(path)")
    }

    @Test("most fixtures read, so the invariant is not empty")
    func fixturesRead() {
        let read = BankFixture.fixtures("bai2").filter { Self.read(BankFixture.bytes($0)) != nil }
        #expect(read.count >= 10)
        #expect(read.map { Self.detailLines(BankFixture.bytes($0)) }.reduce(0, +) >= 30)
    }

    /// Whole files to take apart: the fixtures that read, the hand-made samples, a generated file.
    static let whole: [(name: String, bytes: [UInt8])] = [
        "bai2/ministryofjustice-bai2/nwb_example.bai2", "bai2/ministryofjustice-bai2/svb_us_example.bai2",
        "bai2/ministryofjustice-bai2/citi_example.bai2", "bai2/moov-io-bai2/sample1.txt", "bai2/moov-io-bai2/sample2.txt",
        "bai2/venturehacks-bai2/daily.bai2", "bai2/venturehacks-bai2/daily_with_summary.bai2", "bai2/venturehacks-bai2/eod.bai2",
        "bai2/venturehacks-bai2/eod_with_slash_in_text.bai2",
    ].map { ($0, BankFixture.bytes($0)) } + [
        ("minor units", Array(BAI2ReaderTests.minorUnits.utf8)), ("funds types", Array(BAI2ReaderTests.fundsTypes.utf8)),
        ("generated", BAI2DocumentGenerator(seed: 3, days: 2).document(detailCount: 40).bytes),
    ]

    /// The statements with each account's entries in one order (by amount, reference, text):
    /// two details that change places are the same details.
    static func unordered(_ statements: [BankStatement]) -> [BankStatement] {
        statements.map { statement in
            var copy = statement
            copy.entries.sort { ($0.amount, $0.reference ?? "", $0.description) < ($1.amount, $1.reference ?? "", $1.description) }
            return copy
        }
    }

    /// The statements without their entries' texts and references: what BAI2's controls cover
    /// (amounts and records, not where a continuation's text belongs).
    static func withoutTexts(_ statements: [BankStatement]) -> [BankStatement] {
        unordered(statements).map { statement in
            var copy = statement
            for index in copy.entries.indices { (copy.entries[index].description, copy.entries[index].reference) = ("", nil) }
            copy.entries.sort { $0.amount < $1.amount }
            return copy
        }
    }

    @Test("a file cut at any byte is refused, or reads as the whole file (cut in its trailing blanks, or just before the 99's final \"/\")",
          arguments: BAI2IntegrityTests.whole.indices)
    func truncation(index: Int) throws {
        let (name, bytes) = Self.whole[index]
        let whole = try #require(Self.read(bytes), "\(name)")
        #expect(whole.reduce(0) { $0 + $1.entries.count } == Self.detailLines(bytes))
        // Where the 99 record's last field ends: a cut after it loses nothing but its "/" and blanks.
        let trailer = try #require(bytes.indices.last { bytes[$0...].starts(with: Array("\n99,".utf8)) })
        let lastFieldEnd = bytes[(trailer + 4)...].firstIndex { $0 == UInt8(ascii: "/") || $0 == 0x0D || $0 == 0x0A } ?? bytes.count
        for cut in 0..<bytes.count {
            guard let read = Self.read(Array(bytes[..<cut])) else { continue }
            #expect(read == whole && cut >= lastFieldEnd, "\(name) cut at byte \(cut) of \(bytes.count) reads (\(read.map(\.entries.count)) entries)")
        }
    }

    @Test("a file with any one record taken out is refused: every trailer counts its records", arguments: BAI2IntegrityTests.whole.indices)
    func deletion(index: Int) {
        let (name, bytes) = Self.whole[index]
        let lines = Self.lines(bytes)
        for number in lines.indices where !lines[number].allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
            var kept = lines
            kept.remove(at: number)
            #expect(Self.read(Self.joined(kept)) == nil, "\(name) without line \(number + 1) reads")
        }
    }

    @Test("a file with any one record given twice is refused", arguments: BAI2IntegrityTests.whole.indices)
    func duplication(index: Int) {
        let (name, bytes) = Self.whole[index]
        let lines = Self.lines(bytes)
        for number in lines.indices where !lines[number].allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
            var doubled = lines
            doubled.insert(lines[number], at: number)
            #expect(Self.read(Self.joined(doubled)) == nil, "\(name) with line \(number + 1) twice reads")
        }
    }

    /// Two records that change places: refused, or the same statements. Two details in another
    /// order are the same details; a continuation moved to the detail next to it keeps every
    /// amount, count and date, which is all the trailers check, so only its text (and a
    /// reference it holds) can move with it unnoticed.
    @Test("a file with two neighbouring records swapped is refused, or reads with the same amounts, dates and balances",
          arguments: BAI2IntegrityTests.whole.indices)
    func reordering(index: Int) throws {
        let (name, bytes) = Self.whole[index]
        let whole = try #require(Self.read(bytes))
        let lines = Self.lines(bytes)
        for number in lines.indices.dropLast() {
            var swapped = lines
            swapped.swapAt(number, number + 1)
            guard let read = Self.read(Self.joined(swapped)), read != whole else { continue }
            // A continuation among the two, or right after them, may now continue the other record.
            let continuation = lines[number...].prefix(3).contains { $0.starts(with: Array("88,".utf8)) }
            let same = Self.unordered(read) == Self.unordered(whole) || continuation && Self.withoutTexts(read) == Self.withoutTexts(whole)
            #expect(same, "\(name): lines \(number + 1) and \(number + 2) swapped read as another statement")
        }
    }

    @Test("a generated file reads with the generator's exact figures, and its days chain into one account each")
    func generated() throws {
        let generated = BAI2DocumentGenerator(seed: 11, days: 3).document(detailCount: 2_000)
        let statements = try #require(Self.read(generated.bytes))
        #expect(statements.reduce(0) { $0 + $1.entries.count } == generated.detailCount)
        #expect(Self.detailLines(generated.bytes) == generated.detailCount)
        let joined = try BankFixture.joined([(name: "generated.bai", bytes: generated.bytes)])
        #expect(joined.accounts.count == generated.accounts.count)
        for (account, expected) in zip(joined.accounts, generated.accounts) {
            let scale = Decimal(sign: .plus, exponent: -expected.minorUnit, significand: 1)
            #expect(account.number == expected.number)
            #expect(account.currency == expected.currency)
            #expect(account.openingBalance == Decimal(string: String(expected.opening))! * scale)
            #expect(account.balance == Decimal(string: String(expected.closing))! * scale)
            let net = joined.transactions.filter { $0.accountId == account.id }.reduce(Decimal(0)) { $0 + $1.amount }
            #expect(net == Decimal(string: String(expected.net))! * scale)
        }
        #expect(Reconciliation.all(joined).allSatisfy { $0.isReconciled })
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        Array(lines.joined(separator: [0x0A]))
    }
}
