import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

@Suite("OFX reader")
struct OFXReaderTests {
    static let sgml = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252
        COMPRESSION:NONE
        OLDFILEUID:NONE
        NEWFILEUID:NONE

        <OFX>
        <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261130120000[-5:EST]<LANGUAGE>ENG<FI><ORG>Maple Bank<FID>1</FI></SONRS></SIGNONMSGSRSV1>
        <CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
        <CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4500123412341234</CCACCTFROM>
        <BANKTRANLIST><DTSTART>20261101<DTEND>20261130
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261109<TRNAMT>-30.00<FITID>1<NAME>City Books &amp; More<MEMO>Purchase</STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261115120000<TRNAMT>50.00<FITID>2<NAME>Payment, thank you</STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-80.00<DTASOF>20261130</LEDGERBAL>
        <AVAILBAL><BALAMT>920.00<DTASOF>20261130</AVAILBAL>
        </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
        </OFX>
        """

    @Test("OFX 1.x card statement: LEDGERBAL is the closing, the opening worked back, card balances positive when owed")
    func sgmlCard() throws {
        let statement = try #require(try BankFixture.read(Self.sgml).statements.first)
        #expect(statement.type == .creditCard)
        #expect(statement.accountID == "4500123412341234")
        #expect(statement.currency == "USD")
        #expect(statement.closing == Decimal(80))
        #expect(statement.opening == Decimal(100))
        #expect(statement.entries.map(\.amount) == [Decimal(-30), Decimal(50)])
        #expect(statement.entries[0].description == "City Books & More · Purchase")
        #expect(statement.servicer == "Maple Bank")
        #expect(statement.createdAt?.description == "2026-11-30T12:00:00-05:00")
        #expect(statement.period.map { "\($0.start)…\($0.end)" } == "2026-11-01…2026-11-30")
        #expect(throws: Never.self) { try BankStatementJoiner.reconcile(statement) }
    }

    @Test("OFX 2.x (XML) bank statement through the one XML reader")
    func xmlBank() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
            <OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261130</DTSERVER></SONRS></SIGNONMSGSRSV1>
            <BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>CAD</CURDEF>
            <BANKACCTFROM><BANKID>1</BANKID><ACCTID>004512345678</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
            <BANKTRANLIST><DTSTART>20261101</DTSTART><DTEND>20261130</DTEND>
            <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261103</DTPOSTED><TRNAMT>-250.50</TRNAMT><FITID>A1</FITID><NAME>Rent</NAME></STMTTRN>
            </BANKTRANLIST><LEDGERBAL><BALAMT>949.50</BALAMT><DTASOF>20261130</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
            """
        let statement = try #require(try BankFixture.read(text).statements.first)
        #expect(statement.type == .banking)
        #expect(statement.opening == Decimal(1200))
        #expect(statement.closing == Decimal("949.50"))
        #expect(statement.entries[0].reference == "A1")
    }

    @Test("CHARSET 1252 is honoured in OFX 1.x")
    func charset() throws {
        let bytes = Array(Self.sgml.replacingOccurrences(of: "City Books &amp; More", with: "Caf").utf8)
        var patched: [UInt8] = []
        var index = 0
        while index < bytes.count {
            patched.append(bytes[index])
            if index >= 2, bytes[index - 2] == UInt8(ascii: "C"), bytes[index - 1] == UInt8(ascii: "a"), bytes[index] == UInt8(ascii: "f") {
                patched.append(0xE9)
            }
            index += 1
        }
        let statement = try #require(try BankFixture.read(patched).statements.first)
        #expect(statement.entries[0].description == "Café · Purchase")
    }

    @Test("missing pieces are errors naming the element path", arguments: [
        ("<LEDGERBAL><BALAMT>-80.00<DTASOF>20261130</LEDGERBAL>", "", "missing <LEDGERBAL>"),
        ("<TRNAMT>-30.00", "<TRNAMT>$30", "TRNAMT: \"$30\" is not an amount"),
        ("<CURDEF>USD", "", "missing <CURDEF>"),
    ])
    func missing(original: String, replacement: String, expected: String) {
        do {
            _ = try BankFixture.read(Self.sgml.replacingOccurrences(of: original, with: replacement))
            Issue.record("read")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.contains("OFX/CREDITCARDMSGSRSV1[1]/CCSTMTTRNRS[1]/CCSTMTRS[1]"), "\(error.description)")
        }
    }

    /// Issue 29, item 7: a bad `DTSERVER` silently dropped the statement's date, and any date
    /// was read by its first eight digits (`20261109garbage` was the 9th).
    @Test("malformed OFX dates are errors naming the element", arguments: [
        ("<DTSERVER>20261130120000[-5:EST]", "<DTSERVER>20261130garbage", "DTSERVER"),
        ("<DTSERVER>20261130120000[-5:EST]", "<DTSERVER>20261130999999", "DTSERVER"),
        ("<DTSERVER>20261130120000[-5:EST]", "<DTSERVER>20261130120000[-5:EST", "DTSERVER"),
        ("<DTPOSTED>20261109", "<DTPOSTED>20261109garbage", "DTPOSTED"),
        ("<DTPOSTED>20261109", "<DTPOSTED>2026110", "DTPOSTED"),
        ("<DTPOSTED>20261109", "<DTPOSTED>20261131", "DTPOSTED"),
        ("<DTEND>20261130", "<DTEND>20261130T1200", "DTEND"),
    ])
    func malformedDates(original: String, replacement: String, element: String) {
        do {
            _ = try BankFixture.read(Self.sgml.replacingOccurrences(of: original, with: replacement))
            Issue.record("read \(replacement)")
        } catch {
            #expect(error.description.contains(element), "\(error.description)")
        }
    }

    @Test("OFX date-times in every form the standard and real files write", arguments: [
        ("20261122", "2026-11-22T00:00:00Z"), ("202611220830", "2026-11-22T08:30:00Z"),
        ("20261122083015", "2026-11-22T08:30:15Z"), ("20261122083015.250", "2026-11-22T08:30:15.25Z"),
        ("20261122083015.000[-5:EST]", "2026-11-22T08:30:15-05:00"), ("20261122083015[+5.30:IST]", "2026-11-22T08:30:15+05:30"),
        ("20261122083015[0:GMT]", "2026-11-22T08:30:15Z"), ("20261122083015[-3]", "2026-11-22T08:30:15-03:00"),
        (" 20261122 ", "2026-11-22T00:00:00Z"),
    ])
    func dateForms(text: String, expected: String) {
        #expect(OFXMapping.moment(text)?.description == expected)
    }
}
