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

    @Test("without CURDEF: refused naming --currency, or read in the currency it gives, with a warning")
    func noCurrency() throws {
        let file = StatementSource.File(name: "card.ofx", bytes: Array(Self.sgml.replacingOccurrences(of: "<CURDEF>USD", with: "").utf8))
        do {
            _ = try StatementSource.read([file])
            Issue.record("read")
        } catch {
            #expect(error.lines == ["card.ofx: CCSTMTRS 1: the file states no currency (OFX <CURDEF> is missing): give the account's "
                + "currency with --currency CODE"])
        }
        var options = StatementSource.Options()
        options.currency = "CAD"
        let reading = try StatementSource.read([file], options: options)
        #expect(reading.statement.accounts.map(\.currency) == ["CAD"])
        #expect(reading.warnings == ["warning: card.ofx: the file states no currency (OFX <CURDEF> is missing): read in CAD, as --currency gives"])
    }

    @Test("missing pieces are errors naming the element path", arguments: [
        ("<LEDGERBAL><BALAMT>-80.00<DTASOF>20261130</LEDGERBAL>", "<LEDGERBAL><DTASOF>20261130</LEDGERBAL>", "missing <BALAMT>"),
        ("<TRNAMT>-30.00", "<TRNAMT>$30", "TRNAMT: \"$30\" is not an amount"),
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

    // MARK: Every transaction accounted for (trial findings)

    /// A bank statement in OFX 1.x with the given transaction lists between its account and its balance.
    static func bank(_ lists: String, balance: String = "<LEDGERBAL><BALAMT>100.00<DTASOF>20261130</LEDGERBAL>",
                     currency: String = "USD") -> String {
        """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        CHARSET:1252

        <OFX>
        <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261130</SONRS></SIGNONMSGSRSV1>
        <BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
        <STMTRS><CURDEF>\(currency)<BANKACCTFROM><BANKID>1<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM>
        \(lists)
        \(balance)
        </STMTRS></STMTTRNRS></BANKMSGSRSV1>
        </OFX>

        """
    }

    static func transaction(_ amount: String, _ day: String = "20261110", memo: String = "Shop") -> String {
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>\(day)<TRNAMT>\(amount)<FITID>\(amount)\(day)<NAME>Payee<MEMO>\(memo)</STMTTRN>\n"
    }

    static func failure(_ text: String) -> String? {
        do {
            _ = try BankFixture.read(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// Trial finding 1: only the first BANKTRANLIST was read, and the opening balance worked back
    /// from it reconciled: three of four transactions gone, exit 0.
    @Test("every BANKTRANLIST of a statement is read, in order, and the period covers them all")
    func severalTransactionLists() throws {
        let text = Self.bank("""
            <BANKTRANLIST><DTSTART>20261101<DTEND>20261110
            \(Self.transaction("-10.00", "20261105"))</BANKTRANLIST>
            <BANKTRANLIST><DTSTART>20261111<DTEND>20261130
            \(Self.transaction("-20.00", "20261112"))\(Self.transaction("-30.00", "20261120"))\(Self.transaction("5.50", "20261125"))</BANKTRANLIST>
            """)
        let statement = try #require(try BankFixture.read(text).statements.first)
        #expect(statement.entries.map(\.amount) == [Decimal(-10), Decimal(-20), Decimal(-30), Decimal("5.50")])
        #expect(statement.opening == Decimal("154.50"))
        #expect(statement.closing == Decimal(100))
        #expect(statement.period.map { "\($0.start)…\($0.end)" } == "2026-11-01…2026-11-30")
        let joined = try BankFixture.joined([(name: "two-lists.ofx", bytes: Array(text.utf8))])
        #expect(joined.transactions.count == 4)
    }

    /// Trial finding 2: a file cut short was read as if it were whole.
    @Test("a file cut short is an error naming what is left open", arguments: [
        ("<BALAMT>100.00<DTASOF>20261130</LEDGERBAL>", "<BALAMT>1", "<LEDGERBAL>"),
        ("<TRNAMT>-10.00<FITID>", "<TRNAMT>-1", "<STMTTRN>"),
        ("</BANKMSGSRSV1>\n</OFX>", "</BANKMSGSRSV1>", "<OFX>"),
        ("</STMTRS></STMTTRNRS>", "", "<STMTRS>"),
        ("</BANKTRANLIST>", "", "<BANKTRANLIST>"),
    ])
    func truncated(marker: String, cut: String, open: String) throws {
        let whole = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n\(Self.transaction("-10.00"))</BANKTRANLIST>")
        #expect(throws: Never.self) { try BankFixture.read(whole) }
        let range = try #require(whole.range(of: marker))
        let text = String(whole[..<range.lowerBound]) + cut
        let error = try #require(Self.failure(text), "read \(cut)")
        #expect(error.contains("the file ends inside \(open)") || error.contains("is not closed"), "\(error)")
        #expect(error.hasPrefix("test:"), "\(error)")
    }

    @Test("an aggregate left unclosed before its parent's end tag is an error naming it")
    func unclosedAggregate() throws {
        let text = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n"
            + Self.transaction("-10.00").replacingOccurrences(of: "</STMTTRN>", with: "") + "</BANKTRANLIST>")
        let error = try #require(Self.failure(text))
        #expect(error.contains("STMTRS[1]/BANKTRANLIST[1]/STMTTRN[1]: <STMTTRN> (line 11) is not closed: expected </STMTTRN> before </BANKTRANLIST>"), "\(error)")
    }

    /// Trial finding 3: `Price < 5 EUR` in a memo, or a missing `</STMTTRN>`, lost the
    /// transactions after it.
    @Test("a \"<\" in a memo is text; the transactions after it are read")
    func lessThanInMemo() throws {
        let text = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n"
            + Self.transaction("-10.00", memo: "Price < 5 EUR") + Self.transaction("-20.00") + Self.transaction("-30.00") + "</BANKTRANLIST>")
        let statement = try #require(try BankFixture.read(text).statements.first)
        #expect(statement.entries.map(\.amount) == [Decimal(-10), Decimal(-20), Decimal(-30)])
        #expect(statement.entries[0].description == "Payee · Price < 5 EUR")
    }

    @Test("a missing </STMTTRN> is an error naming the transaction, never a lost one")
    func missingTransactionEnd() throws {
        let text = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n"
            + Self.transaction("-10.00").replacingOccurrences(of: "</STMTTRN>", with: "") + Self.transaction("-20.00")
            + Self.transaction("-30.00") + "</BANKTRANLIST>")
        let error = try #require(Self.failure(text))
        #expect(error.contains("STMTTRN[1]: <STMTTRN> (line 11) is not closed"), "\(error)")
    }

    @Test("a STMTTRN outside a BANKTRANLIST is an error naming it", arguments: [
        "<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n</BANKTRANLIST>\n<STMTTRN><DTPOSTED>20261110<TRNAMT>-1.00</STMTTRN>",
        "<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n<STMTTRN><DTPOSTED>20261110<TRNAMT>-1.00<PAYEE><STMTTRN><DTPOSTED>20261110<TRNAMT>-2.00</STMTTRN></PAYEE></STMTTRN></BANKTRANLIST>",
    ])
    func strayTransaction(lists: String) throws {
        let error = try #require(Self.failure(Self.bank(lists)))
        #expect(error.contains("a <STMTTRN> outside a statement's <BANKTRANLIST> is not read"), "\(error)")
    }

    @Test("text inside an aggregate and text after </OFX> are errors")
    func strayText() throws {
        let inside = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n<STMTTRN>junk<TRNAMT>1</STMTTRN></BANKTRANLIST>")
        #expect(Self.failure(inside)?.contains("text \"junk\" inside <STMTTRN>") == true)
        let after = Self.bank("<BANKTRANLIST></BANKTRANLIST>") + "<STMTTRN>"
        #expect(Self.failure(after)?.contains("after </OFX>") == true, "\(Self.failure(after) ?? "read")")
    }

    /// Trial finding 4: a duplicated element silently kept its first.
    @Test("an element given twice with different values is an error naming both", arguments: [
        ("<TRNAMT>-10.00", "<TRNAMT>-10.00<TRNAMT>-11.00", "<TRNAMT> is given twice, \"-10.00\" (line 11) and \"-11.00\" (line 11)"),
        ("<CURDEF>USD", "<CURDEF>USD<CURDEF>EUR", "<CURDEF> is given twice, \"USD\" (line 9) and \"EUR\" (line 9)"),
        ("<DTPOSTED>20261110", "<DTPOSTED>20261110<DTPOSTED>20261111", "<DTPOSTED> is given twice"),
        ("<ACCTID>12345678", "<ACCTID>12345678<ACCTID>87654321", "<ACCTID> is given twice"),
    ])
    func duplicates(original: String, replacement: String, expected: String) throws {
        let text = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n\(Self.transaction("-10.00"))</BANKTRANLIST>")
            .replacingOccurrences(of: original, with: replacement)
        let error = try #require(Self.failure(text))
        #expect(error.contains(expected), "\(error)")
    }

    @Test("two LEDGERBAL with different balances are an error; the same one twice is read once, with a warning")
    func duplicateBalance() throws {
        let list = "<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n\(Self.transaction("-10.00"))</BANKTRANLIST>"
        let ledger = "<LEDGERBAL><BALAMT>100.00<DTASOF>20261130</LEDGERBAL>"
        let other = "<LEDGERBAL><BALAMT>90.00<DTASOF>20261130</LEDGERBAL>"
        let error = try #require(Self.failure(Self.bank(list, balance: ledger + "\n" + other)))
        #expect(error.contains("STMTRS[1]/LEDGERBAL: <LEDGERBAL> is given twice, one at line 13 and one at line 14"), "\(error)")
        let same = try BankFixture.read(Self.bank(list, balance: ledger + "\n" + ledger))
        #expect(same.statements.first?.closing == Decimal(100))
        #expect(same.warnings == ["warning: test: elements given twice with the same value are read once"])
    }

    /// Trial finding 5: a transaction's CURRENCY was ignored and its amount counted in the
    /// account's currency.
    @Test("a transaction in another currency (CURRENCY) is refused naming it; ORIGCURRENCY is read as CURDEF, with a warning")
    func transactionCurrency() throws {
        func text(_ currency: String) -> String {
            Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n"
                + Self.transaction("-10.00").replacingOccurrences(of: "</STMTTRN>", with: currency + "</STMTTRN>") + "</BANKTRANLIST>")
        }
        let error = try #require(Self.failure(text("<CURRENCY><CURRATE>1.1<CURSYM>EUR</CURRENCY>")))
        #expect(error.contains("STMTTRN[1]/CURRENCY: a transaction in EUR on an account in USD is not read: amounts are never converted (CURRATE 1.1 is not applied)"), "\(error)")
        #expect(throws: Never.self) { try BankFixture.read(text("<CURRENCY><CURRATE>1.0<CURSYM>USD</CURRENCY>")) }
        #expect(Self.failure(text("<CURRENCY><CURRATE>2<CURSYM>USD</CURRENCY>"))?.contains("CURRATE 2 converts USD to USD (expected 1)") == true)
        #expect(Self.failure(text("<CURRENCY><CURRATE>1.1</CURRENCY>"))?.contains("missing <CURSYM>") == true)
        let original = try BankFixture.read(text("<ORIGCURRENCY><CURRATE>1.1<CURSYM>EUR</ORIGCURRENCY>"))
        #expect(original.statements.first?.entries.first?.amount == Decimal(-10))
        #expect(original.warnings.count == 1)
        #expect(original.warnings.first?.contains("<ORIGCURRENCY>") == true)
        #expect(Self.failure(text("<CURRENCY><CURRATE>1<CURSYM>USD</CURRENCY><ORIGCURRENCY><CURRATE>1.1<CURSYM>EUR</ORIGCURRENCY>"))?
            .contains("<CURRENCY> and <ORIGCURRENCY> are both given") == true)
    }

    /// Trial finding 7: real files every parser reads.
    @Test("the end tag of a leaf the next tag closed is read as nothing, with one warning per file")
    func leafEndTagNotOpen() throws {
        let text = Self.sgml.replacingOccurrences(of: "<CODE>0<SEVERITY>INFO</STATUS>", with: "<CODE>0<SEVERITY>INFO</CODE></STATUS>")
        let reading = try BankFixture.read(text)
        #expect(reading.statements.count == 1)
        #expect(reading.warnings == ["warning: test: end tags of elements already closed by the next tag are ignored (an OFX 1.x value ends at the next tag)"])
        #expect(Self.failure(Self.sgml.replacingOccurrences(of: "</STATUS><DTSERVER>", with: "</STATUS></STMTTRN><DTSERVER>"))?
            .contains("end tag </STMTTRN> closes no open element") == true)
    }

    /// The contract reads an empty BALAMT as "balances not stated" (with a warning), and a
    /// statement without LEDGERBAL (card statements leave it out) the same way: no balance is
    /// worked out from the transactions, and nothing is claimed to reconcile.
    @Test("an empty BALAMT and a missing LEDGERBAL read as balances not stated; a BALAMT that is not an amount is an error")
    func emptyBalance() throws {
        let list = "<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n\(Self.transaction("-10.00"))</BANKTRANLIST>"
        let empty = try BankFixture.read(Self.bank(list, balance: "<LEDGERBAL><BALAMT><DTASOF>20261130</LEDGERBAL>"))
        #expect(empty.statements.map(\.opening) == [nil] && empty.statements.map(\.closing) == [nil])
        #expect(empty.statements.first?.entries.map(\.amount) == [-10])
        #expect(empty.warnings == ["warning: test: an empty <BALAMT> in <LEDGERBAL> is read as balances not stated"])
        let missing = try BankFixture.read(Self.bank(list, balance: ""))
        #expect(missing.statements.map(\.closing) == [nil] && missing.warnings.isEmpty)
        #expect(Self.failure(Self.bank(list, balance: "<LEDGERBAL><BALAMT>ten<DTASOF>20261130</LEDGERBAL>"))?
            .contains("LEDGERBAL/BALAMT: \"ten\" is not an amount") == true)
    }

    @Test("an empty leaf before another element (<NAME><MEMO>x) is an empty leaf, its seeming children its siblings")
    func emptyLeaf() throws {
        let text = Self.bank("<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n"
            + "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261110<TRNAMT>-1.00<NAME><MEMO>Card</STMTTRN></BANKTRANLIST>")
        let statement = try #require(try BankFixture.read(text).statements.first)
        #expect(statement.entries.first?.description == "Card")
    }

    @Test("Actual's html-vals.qfx, a Canadian bank's export: its references are decoded once")
    func referencesDecodedOnce() throws {
        let reading = try BankFixture.read(BankFixture.bytes("ofx/actual/html-vals.qfx"))
        let statement = try #require(reading.statements.first)
        #expect(statement.entries.map(\.description) == [
            "000000000000000 · PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer",
            "TPAY &lt;DEFTPYMT&gt; · PREAUTHORIZED DEBIT;LUXMORE REALTY PPTY MGMT;Electronic Funds Transfer",
        ])
        #expect(statement.closing == Decimal("1111.11"))
        #expect(reading.warnings.isEmpty)
    }

    @Test("elements nested past the XML reader's depth are an error, never a deep recursion")
    func nestedTooDeeply() throws {
        let deep = String(repeating: "<X>", count: 100_000)
        let text = Self.bank("<BANKTRANLIST>\(deep)</BANKTRANLIST>")
        #expect(Self.failure(text)?.contains("elements nest more than 256 deep") == true)
    }

    @Test("OFX 2.x reads every BANKTRANLIST too, and refuses a duplicated TRNAMT, a CURRENCY and a STMTTRN outside a statement")
    func xmlAccountedFor() throws {
        func text(_ lists: String, after: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
            <OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>CAD</CURDEF>
            <BANKACCTFROM><BANKID>1</BANKID><ACCTID>004512345678</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
            \(lists)
            <LEDGERBAL><BALAMT>100.00</BALAMT><DTASOF>20261130</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS>\(after)</BANKMSGSRSV1></OFX>
            """
        }
        func list(_ amounts: [String], extra: String = "") -> String {
            "<BANKTRANLIST>" + amounts.map {
                "<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261103</DTPOSTED><TRNAMT>\($0)</TRNAMT><FITID>\($0)</FITID>\(extra)</STMTTRN>"
            }.joined() + "</BANKTRANLIST>"
        }
        let statement = try #require(try BankFixture.read(text(list(["-1.00"]) + list(["-2.00", "-3.00"]))).statements.first)
        #expect(statement.entries.map(\.amount) == [Decimal(-1), Decimal(-2), Decimal(-3)])
        #expect(statement.opening == Decimal(106))
        #expect(Self.failure(text(list(["-1.00"], extra: "<TRNAMT>-9.00</TRNAMT>")))?.contains("BANKTRANLIST/STMTTRN[1]/TRNAMT: <TRNAMT> is given twice") == true)
        #expect(Self.failure(text(list(["-1.00"], extra: "<CURRENCY><CURRATE>0.7</CURRATE><CURSYM>USD</CURSYM></CURRENCY>")))?
            .contains("a transaction in USD on an account in CAD is not read") == true)
        let stray = Self.failure(text(list(["-1.00"]), after: "<OTHERTRNRS>\(list(["-4.00"]))</OTHERTRNRS>"))
        #expect(stray?.contains("OFX/BANKMSGSRSV1[1]/OTHERTRNRS[1]/BANKTRANLIST[1]: a <STMTTRN> outside a statement's <BANKTRANLIST> is not read") == true, "\(stray ?? "read")")
    }
}
