import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// The MT940 reader's promise checked against files it did not write and files cut apart:
/// every `:61:` in a file is an entry of its statement, and a file cut short, or missing a
/// line, is refused rather than read as another statement.
@Suite("MT940: every transaction accounted for")
struct MT940IntegrityTests {
    /// A two-entry statement: 1.00 + 12.50 − 3.25 = 10.25.
    static let twoEntries = """
        :20:STMT
        :25:NL69INGB0123456789
        :28C:1/1
        :60F:C240301EUR1,00
        :61:2403010301C12,50NTRFNONREF
        :86:/CNTP/NL32INGB0000012345/INGBNL2A/J.Janssen///REMI/USTD//Factuurnr 123456/
        :61:2403020302D3,25NTRFNONREF
        :86:Rent March
        :62F:C240302EUR10,25
        -

        """

    /// ING wraps `:86:` at 65 characters, so a text ending in "-" ("ref 2024-03-") can leave a
    /// line holding a single "-": the message goes on to its second entry and closing balance.
    static let ingDashLine = """
        {1:F01INGBNL2AXXXX00001}
        {2:I940INGBNL2AXXXN}
        {4:
        :20:INGEB
        :25:NL20INGB0001234567EUR
        :28C:1
        :60F:C240301EUR100,00
        :61:2403010301D25,00NTRFNONREF
        :86:NL20INGB0002222222 INGBNL2A Verhuur BV huur maart ref 2024-03
        -
        :61:2403020302C5,00NTRFNONREF
        :86:/CNTP/NL32INGB0000012345/INGBNL2A/J.Janssen///REMI/USTD//Terugbetaling/
        :62F:C240302EUR80,00
        :64:C240302EUR80,00
        :86:/SUM/1/1/25,00/5,00/
        -}

        """

    /// What an independent line scan finds: each `:61:` line's signed amount (`C` and `RD` in, `D` and `RC` out).
    static func scannedAmounts(_ bytes: [UInt8]) -> [Decimal] {
        let text = String(decoding: bytes, as: UTF8.self)
        var amounts: [Decimal] = []
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let block = line.range(of: "{4:") { line = line[block.upperBound...] }
            guard line.hasPrefix(":61:") else { continue }
            var rest = line.dropFirst(4).dropFirst(6)
            if rest.prefix(4).allSatisfy(\.isNumber), rest.prefix(4).count == 4 { rest = rest.dropFirst(4) }
            var negative = false
            if rest.hasPrefix("RC") { negative = true; rest = rest.dropFirst(2) }
            else if rest.hasPrefix("RD") { rest = rest.dropFirst(2) }
            else if rest.hasPrefix("D") { negative = true; rest = rest.dropFirst() }
            else { rest = rest.dropFirst() }
            if let first = rest.first, first.isUppercase { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " }
            var digits = String(rest.prefix { $0.isNumber || $0 == "," }).replacingOccurrences(of: ",", with: ".")
            if digits.hasSuffix(".") { digits.removeLast() }
            let amount = Decimal(string: digits) ?? 0
            amounts.append(negative ? -amount : amount)
        }
        return amounts
    }

    static let fixtures = BankFixture.fixtures("mt940")

    @Test("every :61: a file holds is an entry: the count and the sum of an independent scan", arguments: MT940IntegrityTests.fixtures)
    func everyEntry(path: String) throws {
        let bytes = BankFixture.bytes(path)
        let scanned = Self.scannedAmounts(bytes)
        guard let read = try? BankFixture.read(bytes, file: path, kind: .mt940) else { return }  // refused: its verdict says why
        let entries = read.statements.flatMap(\.entries)
        #expect(entries.count == scanned.count, "\(path)")
        #expect(entries.reduce(Decimal(0)) { $0 + $1.amount } == scanned.reduce(Decimal(0), +), "\(path)")
    }

    @Test("the invariant holds for the samples here too, the ING \"-\" line among them", arguments: [
        MT940IntegrityTests.twoEntries, MT940IntegrityTests.ingDashLine,
    ])
    func everyEntryOfSamples(text: String) throws {
        let bytes = Array(text.utf8)
        let read = try BankFixture.read(bytes)
        let scanned = Self.scannedAmounts(bytes)
        #expect(read.statements.flatMap(\.entries).map(\.amount) == scanned)
        #expect(scanned.count == 2)
    }

    @Test("most fixtures read, so the invariant is not empty")
    func fixturesRead() {
        let read = Self.fixtures.filter { (try? BankFixture.read(BankFixture.bytes($0), file: $0, kind: .mt940)) != nil }
        #expect(read.count >= 30)
        #expect(read.map { Self.scannedAmounts(BankFixture.bytes($0)).count }.reduce(0, +) >= 200)
    }

    /// Whole statements of a file that reconciles, and files to cut apart.
    static let whole: [(name: String, bytes: [UInt8])] = [
        ("two entries", Array(twoEntries.utf8)),
        ("two entries, CRLF", Array(twoEntries.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ("ING - line", Array(ingDashLine.utf8)),
    ] + ["mt940/jejik-mt940/lbbw.txt", "mt940/jejik-mt940/sparkasse.txt", "mt940/webschik-mt940-js/base-3.mta",
         "mt940/wolph-mt940/mBank/mt940.sta", "mt940/gingerpayments-libmt94x/ming-from-spec.txt",
         "mt940/ksdev-mbank-mt940-parser/MT940_multiple_accounts.txt", "mt940/svenstaro-mt940-rs/mt940/special-cases/february_30.sta"]
        .map { ($0, BankFixture.bytes($0)) }

    static let unterminated = MT940Problem.Reading.unterminated.rawValue

    /// A read of a damaged file is honest when it is an error, or the whole file's statement, or
    /// (a cut on a message's end) the whole file's first messages; or, where the damage left the
    /// file without any "-" line, a reading that warns so and that the command then refuses
    /// because it does not reconcile.
    static func check(_ damaged: [UInt8], against whole: [BankStatement], _ what: String, changedText: Bool = false) {
        guard let read = try? BankFixture.read(damaged, kind: .mt940) else { return }
        if read.statements == whole { return }
        let prefix = read.statements.count < whole.count && Array(whole.prefix(read.statements.count)) == read.statements
        if prefix { return }
        if changedText, read.statements.map(\.withoutDescriptions) == whole.map(\.withoutDescriptions) { return }
        let warned = read.warnings.contains { $0.hasSuffix(unterminated) } || read.warnings.contains { $0.contains("several :86:") }
        let refused = (try? BankFixture.joined([(name: "test", bytes: damaged)])) == nil
        #expect(warned && refused, "\(what) reads as another statement: \(read.statements.map(\.entries.count)) entries, warnings \(read.warnings)")
    }

    @Test("a file cut at any byte reads as the whole file (cut in trailing white space), or is refused", arguments: MT940IntegrityTests.whole.indices)
    func truncation(index: Int) throws {
        let (name, bytes) = Self.whole[index]
        let whole = try BankFixture.read(bytes, kind: .mt940)
        #expect(throws: Never.self, "\(name) reconciles") { try BankFixture.joined([(name: "test", bytes: bytes)]) }
        #expect(!whole.warnings.contains { $0.hasSuffix(Self.unterminated) })
        var sameAsWhole: [Int] = []
        for cut in 0..<bytes.count {
            let piece = Array(bytes[..<cut])
            Self.check(piece, against: whole.statements, "\(name) cut at byte \(cut)")
            if let read = try? BankFixture.read(piece, kind: .mt940), read.statements == whole.statements { sameAsWhole.append(cut) }
        }
        // Reading as the whole file: a cut in the trailing white space (and transmission control
        // characters), or one that took away the final "-" (which the reader then says it could not check).
        for cut in sameAsWhole where !bytes[cut...].allSatisfy({ $0 <= 0x20 }) {
            let read = try BankFixture.read(Array(bytes[..<cut]), kind: .mt940)
            #expect(read.warnings.contains { $0.hasSuffix(Self.unterminated) }, "\(name) cut at byte \(cut) reads as whole without a warning")
        }
    }

    @Test("a file with any one line taken out reads as the whole file, or is refused; only an :86: text may go unnoticed", arguments: MT940IntegrityTests.whole.indices)
    func lineDeletion(index: Int) throws {
        let (name, bytes) = Self.whole[index]
        let whole = try BankFixture.read(bytes, kind: .mt940)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        var tag = ""
        for number in lines.indices {
            let line = String(decoding: lines[number], as: UTF8.self)
            if line.hasPrefix(":"), let end = line.dropFirst().firstIndex(of: ":") { tag = String(line[line.index(after: line.startIndex)..<end]) }
            else if line.hasPrefix("-}") || line.hasPrefix("{") { tag = "" }
            var kept = lines
            kept.remove(at: number)
            let damaged = Array(kept.joined(separator: [0x0A]))
            Self.check(damaged, against: whole.statements, "\(name) without line \(number + 1)", changedText: tag == "86")
        }
    }
}

extension BankStatement {
    /// The statement with its entries' descriptions left out: its money and dates.
    /// The statement without what is read from `:86:` texts (the description and the
    /// counterparty, end-to-end reference and original amount in them): a line of an `:86:`
    /// taken out changes only these.
    fileprivate var withoutDescriptions: BankStatement {
        var copy = self
        for index in copy.entries.indices {
            copy.entries[index].description = ""
            copy.entries[index].counterparty = nil
            copy.entries[index].endToEndReference = nil
            copy.entries[index].originalAmount = nil
        }
        return copy
    }
}
