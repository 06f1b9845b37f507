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

    @Test("MT942: no balances; the joined account shows balances not stated (nothing worked out), with a warning")
    func mt942() throws {
        let text = ":20:I1\n:25:DE89370400440532013000\n:28C:1\n:34F:EUR0,\n:13D:2511051200+0100\n:61:2511051105C5,00NTRFNONREF\n:86:Eingang\n:90C:1EUR5,00\n"
        let read = try BankFixture.read(text)
        #expect(read.statements[0].opening == nil)
        #expect(read.statements[0].closing == nil)
        #expect(read.statements[0].currency == "EUR")
        #expect(read.statements[0].createdAt?.description == "2025-11-05T12:00:00+01:00")
        var joiner = BankStatementJoiner()
        try joiner.add(read.statements[0])
        #expect(joiner.warnings.lines == ["warning: test: message 1 states no opening or closing balance: its account is shown with "
            + "\"balances not stated\" (nothing worked out, no reconciliation)"])
        let statement = try joiner.statement()
        #expect(statement.accounts[0].balance == nil)
        #expect(statement.accounts[0].openingBalance == nil)
        #expect(statement.transactions.map(\.amount) == [5])
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

    // MARK: Where a message ends, and what may stand outside one

    @Test("an ING :86: wrapped so that a line holds a single \"-\": the message goes on to its entries and :62F:")
    func ingDashLine() throws {
        let read = try BankFixture.read(MT940IntegrityTests.ingDashLine)
        let statement = try #require(read.statements.first)
        #expect(statement.entries.map(\.amount) == [Decimal(-25), Decimal(5)])
        #expect(statement.closing == Decimal(80))
        #expect(statement.entries[0].description == "NL20INGB0002222222 INGBNL2A Verhuur BV huur maart ref 2024-03 -")
        #expect(read.warnings.isEmpty)
    }

    static let closed = ":20:X\n:25:A\n:28C:1\n:60F:C251101EUR0,\n:61:2511011101C1,NTRFNONREF\n:62F:C251101EUR1,\n"

    @Test("text after a message's end that starts no message is an error naming its line", arguments: [
        (closed + "-\nthank you for banking with us\n", "test:8:1: \"thank you for banking with us\" after the end of a message"),
        (closed + "-\n:61:2511011101C1,NTRFNONREF\n", "test:8:1: field :61: outside a message (expected :20: starting one first)"),
        (closed + "-\nABNANL2A\n", "test:8:1: \"ABNANL2A\" after the end of a message (expected :20: starting the next message, or nothing)"),
        (closed + ":61:2511011101C1,NTRFNONREF\n-\n", "test:7:1: field :61: after the closing balance (expected :64:, :65:, :86: or the \"-\" line"),
        (closed + "-\n-\n", "test:8:1: \"-\" after the end of a message"),
        (":25:A\n" + closed + "-\n", "test:1:1: field :25: outside a message"),
    ])
    func textAfterEnd(text: String, expected: String) {
        #expect(throws: BankFileError.self) { try BankFixture.read(text) }
        do { _ = try BankFixture.read(text) } catch { #expect(error.description.hasPrefix(expected), "\(error.description)") }
    }

    @Test("a bank's header lines before the next :20:, control characters and envelope blocks are the envelope, not text")
    func envelopes() throws {
        let text = "ABNANL2A\n940\n" + Self.closed + "-\u{03}\n\u{01}\nABNANL2A\n940\n" + Self.closed.replacingOccurrences(of: ":20:X", with: ":20:Y")
            + "-\u{03}\n"
        let read = try BankFixture.read(text)
        #expect(read.statements.count == 2)
        let blocks = "{1:F01AAAABB2AXXX0000000000}{2:I940AAAABB2AXXXN}{3:{108:X}}{4:\n" + Self.closed + "-}{5:{CHK:0}}\u{03}\u{01}{1:F01A}{4:\n"
            + Self.closed + "-}\n"
        #expect(try BankFixture.read(blocks).statements.count == 2)
    }

    @Test("a file cut short is refused: no :62F:, no :60F:, an unclosed {4:, a last message without the \"-\" the others have", arguments: [
        (":20:X\n:25:A\n:28C:1\n:60F:C240301EUR1", "test:4:1: the message has no :62F: field (required by MT940)"),
        (":20:X\n:25:A\n:28C:1\n:60F:C240301EUR1,00\n:61:2403010301C12,50NTRFNONREF\n", "test:5:1: the message has no :62F: field"),
        (":20:X\n:25:A\n:28C:1\n:61:2403010301C12,50NTRFNONREF\n:62F:C240301EUR13,50\n-\n", "test:2:1: the message has no :60F: field"),
        ("{1:F01A}{2:I940A}{4:\n" + closed, "test:8:1: the file ends inside the {4: block opened on line 1"),
        ("{1:F01A}{2:I940A}{4:\n" + closed + "-\n", "test:9:1: the file ends inside the {4: block opened on line 1"),
        (closed + "-\n" + closed, "test:13:1: the file ends without the \"-\" line that ends each of its other messages"),
        (closed + "-}\n", "test:7:1: \"-}\" closes a {4: block that was never opened"),
        ("{1:F01A}{2:I940A\n", "test:1:9: \"{2:I940A\" is not a closed header block"),
    ])
    func cutShort(text: String, expected: String) {
        do {
            let read = try BankFixture.read(text, kind: .mt940)
            Issue.record("read \(read.statements.count) statements")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test("a file that never writes a \"-\" (Rabobank's older exports) is read, with a warning that its end cannot be checked")
    func noDashAnywhere() throws {
        let read = try BankFixture.read(Self.closed + "\n" + Self.closed)
        #expect(read.statements.count == 2)
        #expect(read.warnings == ["warning: test: no \"-\" line ends the last message: read to the end of the file (a file cut short after a closing balance cannot be told from a whole one)"])
    }

    @Test("a field given twice with different values is an error naming both lines; with the same value, read once with a warning", arguments: [
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:60F:C251101EUR5,\n:62F:C251101EUR0,\n-\n", "test:4:6: :60F: given a second time, with another value than on line 3"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:62F:C251101EUR0,\n:62F:C251102EUR0,\n-\n", "test:5:6: :62F: given a second time, with another value than on line 4"),
        (":20:X\n:25:A\n:60F:C251101EUR0,\n:60M:C251101EUR0,\n:62F:C251101EUR0,\n-\n", "test:4:6: :60M: given a second time, with another value than on line 3"),
        (":20:X\n:25:A\n:25:B\n:60F:C251101EUR0,\n:62F:C251101EUR0,\n-\n", "test:3:5: :25: given a second time, with another value than on line 2"),
    ])
    func duplicates(text: String, expected: String) {
        do {
            _ = try BankFixture.read(text)
            Issue.record("read")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test("the same field given twice with the same value reads once, with a warning")
    func sameFieldTwice() throws {
        let read = try BankFixture.read(":20:X\n:25:A\n:60F:C251101EUR0,\n:62F:C251101EUR0,\n:62F:C251101EUR0,\n-\n")
        #expect(read.statements[0].closing == Decimal(0))
        #expect(read.warnings == ["warning: test: a field given twice in a message with the same value: read once"])
    }

    // MARK: Encodings and real files' departures

    @Test("a byte Windows-1252 leaves undefined: the rest still read as Windows-1252, that byte as Latin-1, and the warning names it")
    func undefinedWindows1252Byte() throws {
        let bytes = Array(":20:X\n:25:A\n:60F:C251101EUR0,\n:61:2511011101C1,NTRFNONREF\n:86:Stra".utf8) + [0xDF, 0x65, 0x20, 0x80, 0x20, 0x81]
            + Array("\n:62F:C251101EUR1,\n-\n".utf8)
        let read = try BankFixture.read(bytes)
        #expect(read.statements[0].entries[0].description == "Straße € \u{81}")
        #expect(read.warnings == ["warning: test: the file is not valid UTF-8 and byte 0x81 (line 5) is not defined in Windows-1252: "
            + "read as Windows-1252, with 0x81, 0x8D, 0x8F, 0x90 and 0x9D as Latin-1 (U+0081)"])
    }

    @Test("real files' departures read with one warning per file and kind: :61: without a transaction type, an impossible value date")
    func departures() throws {
        let text = """
            :20:X
            :25:A
            :60F:C160201EUR0,
            :61:1602300301C1,00
            :61:1602300301C2,00//B2
            :61:1602010201D0,50NTRFNONREF
            :62F:C160301EUR2,50
            -

            """
        let read = try BankFixture.read(text)
        #expect(read.statements[0].entries.map(\.date.description) == ["2016-03-01", "2016-03-01", "2016-02-01"])
        #expect(read.statements[0].entries.map(\.amount) == [Decimal(1), Decimal(2), Decimal("-0.5")])
        #expect(read.statements[0].entries[1].reference == "B2")
        #expect(read.warnings == [
            "warning: test: :61: with a value date that does not exist (such as 160230, a 30-day month) beside a valid entry date: dated by its entry date",
            "warning: test: :61: without a transaction type (such as NTRF) after the amount: read without one",
        ])
        // Without an entry date the impossible value date is still an error.
        #expect(throws: BankFileError.self) { try BankFixture.read(":20:X\n:25:A\n:60F:C160201EUR0,\n:61:160230C1,00NTRF\n:62F:C160301EUR1,\n-\n") }
    }

    @Test("several :86: after one :61: (Rabobank's older files) are one description, with a warning")
    func severalInformation() throws {
        let read = try BankFixture.read(":20:X\n:25:A\n:60F:C251101EUR0,\n:61:2511011101C1,NTRFNONREF\n:86:BETALINGSKENM. 123\n:86:FACTUUR 987\n:62F:C251101EUR1,\n-\n")
        #expect(read.statements[0].entries[0].description == "BETALINGSKENM. 123 FACTUUR 987")
        #expect(read.warnings == ["warning: test: several :86: fields after one :61:: read as one description"])
    }

    // MARK: Readable rows

    @Test(":86: structured forms as a person reads them: the counterparty, then the remittance text", arguments: [
        // ING (Mijn ING Zakelijk), wrapped at 65 characters (":86:" counted) mid-word.
        ("/RTRN/MS03//EREF/20120123456789//CNTP/NL32INGB0000012345/INGB\nNL2A/J.Janssen///REMI/USTD//Factuurnr 123456 Klantnr 00123/",
         "J.Janssen · Factuurnr 123456 Klantnr 00123"),
        ("/EREF/15814016000676480//CNTP/NL32INGB0000012345/INGBNL2A/J.J\nanssen///REMI/STRD/CUR/9001123412341234/", "J.Janssen · 9001123412341234"),
        // Knab breaks its lines at spaces.
        ("/TRTP/SEPA\nOVERBOEKING/BBAN/90000014/BIC/KNABNL2HXXX/NAME/KNAB\n/REMI/EERSTE\nOVERBOEKING", "KNAB · EERSTE OVERBOEKING"),
        ("/PREF/M000000003333333//REMI/USTD//TOTAAL 1 VZ/", "TOTAAL 1 VZ"),
        // ABN AMRO's SEPA form: tags between single slashes.
        ("/TRTP/SEPA OVERBOEKING/IBAN/NL46ABNA0499998748/BIC/ABNANL2A/NAME/J. DE VRIES/REMI/Factuur 2024-17/EREF/NOTPROVIDED", "J. DE VRIES · Factuur 2024-17"),
        // Rabobank and Belgian banks: the party's name in /NAME/ after /BENM/ or /ORDP/.
        ("/ORDP//NAME/J.Janssen/ADDR/Kerkstraat 1 Gent/REMI/USTD//Lidgeld 2024/", "J.Janssen · Lidgeld 2024"),
        ("/BENM//NAME/JOHN DOE/REMI/Reference 201301234/ISDT/2013-01-02", "JOHN DOE · Reference 201301234"),
        // German sub-fields, as before.
        ("166?00GUTSCHRIFT?20EREF+1?21SVWZ+Rechnung 4711?32Bäckerei Müller", "Bäckerei Müller · Rechnung 4711"),
        // Plain text stays as it is, on one line.
        ("GIRO   428428 KPN - DIGITENNE\nBETREFT FACTUUR", "GIRO 428428 KPN - DIGITENNE BETREFT FACTUUR"),
    ])
    func structuredDescriptions(value: String, expected: String) {
        #expect(MT940Information(value).description == expected)
    }

    @Test(":86: structured forms: the end-to-end reference, the counterparty's account and the original amount are read")
    func structuredFields() {
        let ing = MT940Information("/EREF/E2E-1//CNTP/NL32INGB0000012345/INGBNL2A/J.Janssen///REMI/USTD//Factuur/")
        #expect(ing.endToEndReference == "E2E-1")
        #expect(ing.counterpartyAccount == "NL32INGB0000012345")
        let abn = MT940Information("/TRTP/SEPA OVERBOEKING/IBAN/NL46ABNA0499998748/BIC/ABNANL2A/NAME/X/EREF/NOTPROVIDED/OCMT/USD12,50/")
        #expect(abn.endToEndReference == nil)
        #expect(abn.counterpartyAccount == "NL46ABNA0499998748")
        #expect(abn.originalAmount?.amount == Decimal("12.50"))
        #expect(abn.originalAmount?.currency == "USD")
        let german = MT940Information("166?00GUTSCHRIFT?20EREF+ABC-1?21SVWZ+Miete?31DE02120300000000202051?32Hausverwaltung")
        #expect(german.endToEndReference == "ABC-1")
        #expect(german.counterpartyAccount == "DE02120300000000202051")
    }
}
