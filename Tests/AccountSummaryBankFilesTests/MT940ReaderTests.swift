import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

@Suite("MT940 / MT942 reader")
struct MT940ReaderTests {
    static let message = """
        {1:F01COBADEFFAXXX0000000000}{2:O9400000000000COBADEFFAXXX00000000000000000000N}{4:
        :20:STARTUMSE
        :25:10020030/1234567890
        :28C:00001/001
        :60F:C251031EUR1200,00
        :61:2511031103DR250,50NTRFNONREF//B1
        :86:177?00SEPA-UEBERWEISUNG?20EREF+123?21SVWZ+Miete Nov?22ember?32Hausverwaltung?33 Müller
        :61:2511041104CR1000,NTRFNONREF
        :86:Gehalt November
         Nordwind GmbH
        :61:2511051105RC10,00NCHGNONREF
        :86:Storno Gebühr
        :61:2511051105RD10,00NCHGNONREF
        :86:Storno Gutschrift
        :62F:C251105EUR1949,50
        :64:C251105EUR5,00
        :65:C251106EUR7,00
        -}
        """

    @Test("signs from the mark (C and RD in, D and RC out), reversals, :86: as a person reads it, :64:/:65: never balances")
    func mapping() throws {
        let read = try BankFixture.read(Self.message.replacingOccurrences(of: "\n", with: "\r\n"))
        let statement = try #require(read.statements.first)
        #expect(statement.accountID == "10020030/1234567890")
        #expect(statement.currency == "EUR")
        #expect(statement.opening == Decimal("1200.00"))
        #expect(statement.closing == Decimal("1949.50"))
        #expect(statement.entries.map(\.amount) == [Decimal("-250.50"), Decimal(1000), Decimal(-10), Decimal(10)])
        #expect(statement.entries.map(\.isReversal) == [false, false, true, true])
        #expect(statement.entries[0].description == "Hausverwaltung Müller · Miete November")
        #expect(statement.entries[1].description == "Gehalt November Nordwind GmbH")
        #expect(statement.entries.map(\.date.description) == ["2025-11-03", "2025-11-04", "2025-11-05", "2025-11-05"])
        #expect(statement.entries[0].reference == "B1")
        #expect(read.warnings.isEmpty)
    }

    @Test("the entry date takes the value date's year, moved where the months wrap")
    func entryDateYearWrap() throws {
        let text = ":20:X\n:25:A\n:60F:C251231EUR0,\n:61:2512310102C1,NTRFNONREF\n:62F:C260102EUR1,\n"
        let statement = try #require(try BankFixture.read(text).statements.first)
        #expect(statement.entries[0].date.description == "2026-01-02")
    }

    @Test("several messages; consecutive :62M:/:60M: pages of one statement joined into one")
    func pages() throws {
        let text = """
            :20:P1
            :25:DE89370400440532013000
            :28C:1/1
            :60F:C251101EUR100,00
            :61:2511020102D10,00NTRFNONREF
            :62M:C251102EUR90,00
            -
            :20:P2
            :25:DE89370400440532013000
            :28C:1/2
            :60M:C251102EUR90,00
            :61:2511030103D20,00NTRFNONREF
            :62F:C251103EUR70,00
            -
            :20:OTHER
            :25:NL91ABNA0417164300
            :60F:D251101EUR5,00
            :62F:D251101EUR5,00
            -
            """
        let read = try BankFixture.read(text)
        #expect(read.statements.count == 2)
        #expect(read.statements[0].opening == Decimal(100))
        #expect(read.statements[0].closing == Decimal(70))
        #expect(read.statements[0].entries.count == 2)
        #expect(read.statements[1].opening == Decimal(-5))
    }

    @Test("MT942: no balances; the joined account's balance is the sum of its booked entries, with a warning")
    func mt942() throws {
        let text = ":20:I1\n:25:DE89370400440532013000\n:28C:1\n:34F:EUR0,\n:13D:2511051200+0100\n:61:2511051105C5,00NTRFNONREF\n:86:Eingang\n:90C:1EUR5,00\n"
        let read = try BankFixture.read(text)
        #expect(read.statements[0].opening == nil)
        #expect(read.statements[0].closing == nil)
        #expect(read.statements[0].currency == "EUR")
        #expect(read.statements[0].createdAt?.description == "2025-11-05T12:00:00+01:00")
        var joiner = BankStatementJoiner()
        try joiner.add(read.statements[0])
        #expect(joiner.warnings.lines == ["warning: test: message 1 states no opening or closing balance: its account's balance is the sum of its booked entries"])
        let statement = try joiner.statement()
        #expect(statement.accounts[0].balance == Decimal(5))
        #expect(statement.accounts[0].openingBalance == nil)
    }

    @Test("not UTF-8: read as Windows-1252, with a warning")
    func windows1252() throws {
        let bytes = Array(":20:X\n:25:A\n:60F:C251101EUR0,\n:61:2511011101C1,NTRFNONREF\n:86:Stra".utf8) + [0xDF, 0x65] + Array("\n:62F:C251101EUR1,\n-\n".utf8)
        let read = try BankFixture.read(bytes)
        #expect(read.statements[0].entries[0].description == "Straße")
        #expect(read.warnings == ["warning: test: the file is not valid UTF-8: read as Windows-1252"])
    }

    @Test("malformed fields are errors with file, line and column", arguments: [
        (":20:X\n:25:A\n:60F:X251101EUR0,\n", "test:3:6: \"X251101EUR0,\" is not a balance"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:61:25110X\n", "test:4:5: :61: \"25110X\": expected a value date YYMMDD first"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:61:251101C1.5NTRF\n", "test:4:5: :61: \"251101C1.5NTRF\": expected a transaction type"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:61:251101C,NTRF\n", "test:4:5: \",\" is not an amount"),
        (":20:X\n:60F:C251101EUR0,\n", "test:1:1: the message has no :25: field"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:62F:C251101USD0,\n", "balance in USD on an account in EUR"),
    ])
    func malformed(text: String, expected: String) {
        do {
            _ = try BankFixture.read(text, kind: .mt940)
            Issue.record("read")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
