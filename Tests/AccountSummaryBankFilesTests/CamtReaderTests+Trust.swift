import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Bank files you can trust: what the camt reader never reads silently wrong (duplicated
/// elements, missing balances, amounts in another currency), and the departures of real files it
/// reads with a warning.
extension CamtReaderTests {
    /// The error a document is refused with, or "read" with its statements.
    static func refusal(_ text: String) -> String {
        do {
            let read = try BankFixture.read(text, kind: .camt)
            return "read: \(read.statements)"
        } catch {
            return error.description
        }
    }

    static let opening = balance("OPBD", "1.00")
    static let closing = balance("CLBD", "1.00")

    // MARK: Duplicated elements

    @Test("an element camt allows once, given twice with different values, is an error naming both places", arguments: [
        // Two <Amt> in one entry, on lines 5 and 6.
        ("<Ntry>\n<Amt Ccy=\"EUR\">1.00</Amt>\n<Amt Ccy=\"EUR\">2.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>",
         "test:5: Document/BkToCstmrStmt/Stmt[1]/Ntry[1]/Amt: <Amt> is given twice with different values, here and again at line 6"),
        ("<Ntry><Amt Ccy=\"EUR\">1.00</Amt>\n<CdtDbtInd>CRDT</CdtDbtInd>\n<CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>",
         "test:5: Document/BkToCstmrStmt/Stmt[1]/Ntry[1]/CdtDbtInd: <CdtDbtInd> is given twice with different values, here and again at line 6"),
        ("<Ntry><Amt Ccy=\"EUR\">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>\n<Sts><Cd>PDNG</Cd></Sts><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>",
         "Ntry[1]/Sts: <Sts> is given twice with different values, here and again at line 5"),
        ("<Ntry><Amt Ccy=\"EUR\">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>\n<BookgDt><DtTm>2026-11-04T10:00:00</DtTm></BookgDt></Ntry>",
         "Ntry[1]/BookgDt: <BookgDt> is given twice with different values, here and again at line 5"),
        // The same amount in another currency is another value.
        ("<Ntry><Amt Ccy=\"EUR\">1.00</Amt><Amt Ccy=\"USD\">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>",
         "Ntry[1]/Amt: <Amt> is given twice with different values"),
    ])
    func duplicatedInEntry(entry: String, expected: String) {
        let text = Self.document(Self.statement(Self.opening + Self.closing + entry))
        #expect(Self.refusal(text).contains(expected), "\(Self.refusal(text))")
        let read = Self.bothPaths(Array(text.utf8))
        #expect(read.scanned == read.tree)
    }

    @Test("the same element given twice with the same value is read once, with a warning")
    func duplicatedSame() throws {
        let entry = "<Ntry><Amt Ccy=\"EUR\">2.00</Amt><Amt Ccy=\"EUR\">2.0</Amt><CdtDbtInd>CRDT</CdtDbtInd><CdtDbtInd> CRDT </CdtDbtInd>"
            + "<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>"
        let text = Self.document(Self.statement(Self.balance("OPBD", "1.00") + Self.balance("CLBD", "3.00") + Self.balance("CLBD", "3.0") + entry))
        let read = try BankFixture.read(text)
        #expect(read.statements[0].entries.map(\.amount) == [Decimal(2)])
        #expect(read.statements[0].closing == Decimal(3))
        // Entries are read before the statement's balances are taken: their warning comes first.
        #expect(read.warnings == [
            "warning: test: <Amt> given twice with the same value is read once (camt allows one)",
            "warning: test: <Bal> of type <CLBD> given twice with the same value is read once (camt allows one)",
        ])
        let both = Self.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
    }

    @Test("two balances of one type with different amounts are an error naming both", arguments: [
        (balance("OPBD", "1.00") + balance("CLBD", "1.00") + "\n" + balance("CLBD", "2.00"),
         "test:5: Document/BkToCstmrStmt/Stmt[1]/Bal[3]: a second CLBD balance with a different amount, besides Document/BkToCstmrStmt/Stmt[1]/Bal[2] (line 4)"),
        (balance("OPBD", "1.00") + "\n" + balance("OPBD", "1.00", "DBIT") + balance("CLBD", "1.00"),
         "Stmt[1]/Bal[2]: a second OPBD balance with a different amount, besides Document/BkToCstmrStmt/Stmt[1]/Bal[1] (line 4)"),
        ("<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy=\"EUR\">1.00</Amt>\n<Amt Ccy=\"EUR\">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>"
            + balance("CLBD", "1.00"),
         "test:4: Document/BkToCstmrStmt/Stmt[1]/Bal[1]/Amt: <Amt> is given twice with different values, here and again at line 5"),
    ])
    func duplicatedBalances(balances: String, expected: String) {
        let text = Self.document(Self.statement(balances + Self.entry("0.00", "CRDT")))
        #expect(Self.refusal(text).contains(expected), "\(Self.refusal(text))")
    }

    @Test("the account's currency or identifier, or the statement's period, given twice with different values is an error naming both")
    func duplicatedInHeader() throws {
        let body = Self.opening + Self.closing + Self.entry("0.00", "CRDT")
        let currencies = Self.document(Self.statement(body).replacingOccurrences(of: "<Ccy>EUR</Ccy>", with: "<Ccy>EUR</Ccy>\n<Ccy>CHF</Ccy>"))
        #expect(Self.refusal(currencies).contains("test:4: Document/BkToCstmrStmt/Stmt[1]/Acct/Ccy: <Ccy> is given twice with different values, here and again at line 5"),
                "\(Self.refusal(currencies))")
        let periods = Self.document(Self.statement(body).replacingOccurrences(of: "</FrToDt>", with: "</FrToDt><FrToDt><FrDt>2026-12-01</FrDt><ToDt>2026-12-31</ToDt></FrToDt>"))
        #expect(Self.refusal(periods).contains("Stmt[1]/FrToDt: <FrToDt> is given twice with different values"), "\(Self.refusal(periods))")
        let same = Self.document(Self.statement(body).replacingOccurrences(of: "<Ccy>EUR</Ccy>", with: "<Ccy>EUR</Ccy><Ccy>EUR</Ccy>"))
        #expect(try BankFixture.read(same).warnings == ["warning: test: <Ccy> given twice with the same value is read once (camt allows one)"])
    }

    // MARK: Balances a camt.053 must state

    @Test("a camt.053 without its opening (OPBD, else PRCD) or closing (CLBD) balance is an error; a camt.052 takes ITBD", arguments: [
        ("053", balance("CLBD", "1.00"), "Stmt[1]: no opening booked balance (<Bal> of type OPBD, else PRCD), which a camt.053 statement must state"),
        ("053", balance("OPBD", "1.00") + balance("ITBD", "1.00"), "Stmt[1]: no closing booked balance (<Bal> of type CLBD)"),
        ("053", balance("OPAV", "1.00") + balance("CLBD", "1.00"), "Stmt[1]: no opening booked balance"),
        ("053", balance("PRCD", "1.00") + balance("CLBD", "1.00"), "read"),
        ("052", balance("PRCD", "1.00") + balance("ITBD", "1.00"), "read"),
        ("052", balance("ITAV", "1.00"), "read"),
    ])
    func requiredBalances(kind: String, balances: String, expected: String) throws {
        let text = Self.document(Self.statement(balances + Self.entry("0.00", "CRDT"), noun: kind == "052" ? "Rpt" : "Stmt"), kind: kind)
        #expect(Self.refusal(text).contains(expected), "\(Self.refusal(text))")
        if kind == "052", balances.contains("ITBD") {
            #expect(try BankFixture.read(text).statements[0].closing == Decimal(1))
        }
        if kind == "052", !balances.contains("ITBD") {
            // No balance stated: none derived.
            let statement = try BankFixture.read(text).statements[0]
            #expect(statement.opening == nil && statement.closing == nil)
        }
    }

    // MARK: Amounts in another currency

    @Test("an entry in another currency reads for its amount in the account's currency from AmtDtls, with a warning")
    func foreignAmountWithCounterValue() throws {
        let inTransaction = "<NtryDtls><TxDtls><AmtDtls><InstdAmt><Amt Ccy=\"USD\">10.00</Amt></InstdAmt><TxAmt><Amt Ccy=\"EUR\">9.20</Amt></TxAmt>"
            + "</AmtDtls></TxDtls></NtryDtls>"
        let inEntry = "<AmtDtls><CntrValAmt><Amt Ccy=\"EUR\">4.60</Amt></CntrValAmt></AmtDtls>"
        let body = Self.balance("OPBD", "20.00") + Self.balance("CLBD", "6.20")
            + Self.entry("10.00", "DBIT", details: inTransaction, currency: "USD") + Self.entry("5.00", "DBIT", extra: inEntry, currency: "USD")
        let text = Self.document(Self.statement(body))
        let read = try BankFixture.read(text)
        #expect(read.statements[0].entries.map(\.amount) == [Decimal("-9.20"), Decimal("-4.60")])
        #expect(read.warnings == ["warning: test: an entry's <Amt> in another currency than its account's is read for the amount its <AmtDtls> give in the account's currency"])
        #expect(throws: Never.self) { try BankStatementJoiner.reconcile(read.statements[0]) }
        let both = Self.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
    }

    @Test("an <Amt> without its Ccy is read in the account's currency, never silently")
    func amountWithoutCurrency() throws {
        let body = Self.balance("OPBD", "1.00") + Self.balance("CLBD", "3.00")
            + Self.entry("2.00", "CRDT").replacingOccurrences(of: "<Amt Ccy=\"EUR\">", with: "<Amt>")
        let read = try BankFixture.read(Self.document(Self.statement(body)))
        #expect(read.statements[0].entries.map(\.amount) == [Decimal(2)])
        #expect(read.warnings == ["warning: test: an <Amt> without its Ccy attribute is read in the account's currency"])
    }

    @Test("an entry in another currency without its amount in the account's currency is an error naming the element", arguments: [
        ("", "Ntry[1]/Amt: amount in USD on an account in EUR, and no <AmtDtls><TxAmt> or <CntrValAmt> in EUR gives the account's amount"),
        ("<NtryDtls><TxDtls><AmtDtls><InstdAmt><Amt Ccy=\"EUR\">9.20</Amt></InstdAmt><TxAmt><Amt Ccy=\"USD\">10.00</Amt></TxAmt></AmtDtls></TxDtls></NtryDtls>",
         "Ntry[1]/Amt: amount in USD on an account in EUR, and no <AmtDtls><TxAmt> or <CntrValAmt> in EUR"),
        ("<NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy=\"EUR\">9.20</Amt></TxAmt><CntrValAmt><Amt Ccy=\"EUR\">9.30</Amt></CntrValAmt></AmtDtls></TxDtls></NtryDtls>",
         "Ntry[1]/AmtDtls: the entry's details give two different amounts in EUR, 9.20 and 9.30"),
    ])
    func foreignAmountWithout(details: String, expected: String) {
        let text = Self.document(Self.statement(Self.opening + Self.closing + Self.entry("10.00", "DBIT", details: details, currency: "USD")))
        #expect(Self.refusal(text).contains(expected), "\(Self.refusal(text))")
        let both = Self.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
    }

    // MARK: Real files' departures, read with one warning each

    @Test("an xs:date with a time-zone offset reads as the day written, with one warning")
    func dateWithOffset() throws {
        let body = Self.balance("OPBD", "1.00") + Self.balance("CLBD", "3.00")
            + Self.entry("1.00", "CRDT", date: "2026-11-03+02:00") + Self.entry("1.00", "CRDT", date: "2026-11-04Z")
        let text = Self.document(Self.statement(body).replacingOccurrences(
            of: "<FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm>",
            with: "<FrDt>2026-11-01-05:00</FrDt><ToDt>2026-11-30+14:00</ToDt>"))
        let read = try BankFixture.read(text)
        #expect(read.statements[0].entries.map(\.date.description) == ["2026-11-03", "2026-11-04"])
        #expect(read.statements[0].period.map { "\($0.start)…\($0.end)" } == "2026-11-01…2026-11-30")
        #expect(read.warnings == ["warning: test: a date with a time-zone offset (e.g. 2017-04-01+02:00) is read as the day written"])
        for bad in ["2026-11-03+15:00", "2026-11-03+0200", "2026-11-03+02:60", "2026-11-03X"] {
            let refused = Self.refusal(Self.document(Self.statement(Self.opening + Self.closing + Self.entry("0.00", "CRDT", date: bad))))
            #expect(refused.contains("Ntry[1]/BookgDt: \"\(bad)\" is not a date"), "\(refused)")
        }
    }

    @Test("camt.052.001.01's Acct/Id/PrtryAcct/Id is the account's identifier, with a warning")
    func proprietaryAccount() throws {
        let report = "<Rpt><Id>R</Id><Acct><Id><PrtryAcct><Id>0123-4567</Id></PrtryAcct></Id><Ccy>CHF</Ccy></Acct>"
            + Self.balance("ITBD", "1.00", currency: "CHF") + Self.entry("1.00", "CRDT", currency: "CHF") + "</Rpt>"
        let text = Self.document(report, kind: "052", version: "01").replacingOccurrences(of: "BkToCstmrAcctRpt>", with: "BkToCstmrAcctRptV01>")
        let read = try BankFixture.read(text)
        #expect(read.statements[0].accountID == "0123-4567")
        #expect(read.warnings == ["warning: test: camt.052.001.01's <Acct><Id><PrtryAcct><Id> is read as the account's identifier"])
    }

    @Test("an entry without BookgDt or ValDt in a report of several days is dated by its creation, with a warning")
    func undatedPending() throws {
        let undated = "<Ntry><Amt Ccy=\"EUR\">4.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts></Ntry>"
        let report = Self.statement(Self.balance("PRCD", "10.00") + Self.balance("ITBD", "10.00") + undated, noun: "Rpt")
            .replacingOccurrences(of: "<Rpt><Id>S</Id>", with: "<Rpt><Id>S</Id><CreDtTm>2026-11-29T08:00:00+01:00</CreDtTm>")
        let read = try BankFixture.read(Self.document(report, kind: "052"))
        #expect(read.statements[0].entries.map(\.date.description) == ["2026-11-29"])
        #expect(read.statements[0].entries.map(\.isPending) == [true])
        #expect(read.warnings == ["warning: test: an entry without <BookgDt> or <ValDt> is dated by its statement's creation date (<CreDtTm>)"])
    }

    /// A camt.053 document inside a CBPR+ business-message envelope.
    static func enveloped(_ inner: String = "", after: String = "") -> String {
        let document = document(statement(balance("OPBD", "1.00") + balance("CLBD", "3.00") + entry("2.00", "CRDT")))
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Envelope xmlns="urn:swift:xsd:envelope">
            <h:AppHdr xmlns:h="urn:iso:std:iso:20022:tech:xsd:head.001.001.02"><h:Fr><h:FIId><h:FinInstnId><h:BICFI>COBADEFFXXX</h:BICFI>\
            </h:FinInstnId></h:FIId></h:Fr><h:MsgDefIdr>camt.053.001.08</h:MsgDefIdr><h:BizSvc>swift.cbprplus.02</h:BizSvc></h:AppHdr>
            \(inner)\(document)\(after)
            </Envelope>
            """
    }

    @Test("camt inside a CBPR+ envelope (AppHdr and Document) is read from its Document, with a warning; anything else there is an error")
    func envelope() throws {
        let read = try BankFixture.read(Self.enveloped())
        #expect(read.statements.map(\.closing) == [Decimal(3)])
        #expect(read.statements[0].entries.map(\.amount) == [Decimal(2)])
        #expect(read.warnings == ["warning: test: the camt <Document> is read from inside its business-message envelope (<AppHdr> left aside)"])
        #expect(BankFileKind.recognise(Array(Self.enveloped().utf8)) == .camt)
        #expect(Self.refusal(Self.enveloped("<Other/>")).contains("test:4: Envelope: <Other> in a business-message envelope: expected <AppHdr> or a camt <Document>"))
        #expect(Self.refusal(Self.enveloped(after: "<Document/>")).contains("<Document> in a business-message envelope"))
        #expect(Self.refusal("<Envelope><Other/></Envelope>").contains("root element <Envelope> without a camt namespace"))
    }

    // MARK: Versions

    @Test("camt.052 and camt.053 versions .001.02 to .001.13 are read by namespace; a later one is refused", arguments: [
        "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13",
    ])
    func versions(version: String) throws {
        for kind in ["052", "053"] {
            let body = Self.balance("OPBD", "1.00") + Self.balance("CLBD", "3.00") + Self.entry("2.00", "CRDT",
                details: "<NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Zoë Tan</Nm></Pty></Dbtr></RltdPties></TxDtls></NtryDtls>")
            let read = try BankFixture.read(Self.document(Self.statement(body, noun: kind == "052" ? "Rpt" : "Stmt"), kind: kind, version: version))
            #expect(read.statements[0].entries.map(\.description) == ["Zoë Tan"], "\(kind).\(version)")
        }
    }

    @Test("a version past .001.13, or not two digits, is refused naming it")
    func laterVersion() {
        let body = Self.opening + Self.closing
        #expect(Self.refusal(Self.document(Self.statement(body), version: "14")).contains("Document: camt.053.001.14 is not a version read (expected .001.01 to .001.13)"))
        #expect(Self.refusal(Self.document(Self.statement(body), version: "8")).contains("camt.053.001.8 is not a version read"))
    }

    // MARK: Readable rows

    @Test("the description: the counterparty (debtor of a credit, creditor of a debit), then Ustrd, else Strd/CdtrRefInf/Ref, else AddtlTxInf, AddtlNtryInf",
          arguments: [
        ("CRDT", "<Dbtr><Nm>Payer</Nm></Dbtr><Cdtr><Nm>Us</Nm></Cdtr>",
         "<RmtInf><Strd><CdtrRefInf><Ref>RF18 5390 0754 7034</Ref></CdtrRefInf></Strd></RmtInf><AddtlTxInf>extra</AddtlTxInf>", "Payer · RF18 5390 0754 7034"),
        ("DBIT", "<Dbtr><Nm>Us</Nm></Dbtr><Cdtr><Pty><Nm>Payee</Nm></Pty></Cdtr>",
         "<RmtInf><Ustrd>Invoice 7</Ustrd><Strd><CdtrRefInf><Ref>RF18</Ref></CdtrRefInf></Strd></RmtInf>", "Payee · Invoice 7"),
        ("DBIT", "<Cdtr><Nm>Payee</Nm></Cdtr>", "<RmtInf><Strd><AddtlRmtInf>x</AddtlRmtInf></Strd></RmtInf><AddtlTxInf>extra</AddtlTxInf>", "Payee · extra"),
        ("DBIT", "<Cdtr><Nm>Payee</Nm></Cdtr>", "", "Payee · entry text"),
    ])
    func description(indicator: String, parties: String, remittance: String, expected: String) throws {
        let details = "<NtryDtls><TxDtls><RltdPties>\(parties)</RltdPties>\(remittance)</TxDtls></NtryDtls><AddtlNtryInf>entry text</AddtlNtryInf>"
        let text = Self.document(Self.statement(Self.opening + Self.closing + Self.entry("0.00", indicator, details: details)))
        #expect(try BankFixture.read(text).statements[0].entries.map(\.description) == [expected])
        let both = Self.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
    }

    // MARK: Cut, repeated and reordered files

    @Test("a real file cut at any byte is an error, or (cut in its trailing white space) reads as the whole file", arguments: [
        "camt/subite-camt-to-coda/2024-03-07.xml", "camt/subite-camt-to-coda/2024-03-14.xml", "camt/genkgo-camt/camt052.v8.xml",
        "camt/genkgo-camt/camt053.v2.multi.statement.xml", "camt/genkgo-camt/camt052.v6.xml", "camt/genkgo-camt/camt054.v8.xml",
        "camt/viafintech-camt-parser/054-valid_example.xml", "camt/viafintech-camt-parser/053-valid_example_v4.xml",
        "camt/moov-iso20022/FI_camt_054_sample.xml.xml", "camt/moov-iso20022/200519_camt.054-Debit_P_CH2909000000250094239_1110092692_0_2019042401501580.xml",
    ])
    func truncated(fixture: String) throws {
        let bytes = BankFixture.bytes(fixture)
        let whole = Self.reading(bytes)
        #expect(whole.hasPrefix("["), "\(fixture) reads whole: \(whole.prefix(200))")
        // The end of the root element: past it only white space.
        var end = bytes.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        let step = bytes.count > 8_000 ? 7 : 1
        for length in stride(from: 0, to: bytes.count, by: step) {
            let cut = Self.reading(Array(bytes[..<length]))
            if cut == whole {
                #expect(length >= end, "\(fixture) cut at \(length) reads as the whole file")
            } else {
                #expect(cut.hasPrefix("test:"), "\(fixture) cut at \(length) reads as another statement: \(cut.prefix(200))")
            }
        }
    }

    @Test("an entry given twice, or two entries swapped, never read as the file did", arguments: [
        "camt/subite-camt-to-coda/2024-03-14.xml", "camt/subite-camt-to-coda/2024-03-20.xml", "camt/genkgo-camt/camt053.v2.multi.statement.xml",
        "camt/moov-iso20022/FI_camt_053_sample.xml.xml", "camt/moov-iso20022/FI_camt_054_sample.xml.xml", "camt/viafintech-camt-parser/054-valid_example.xml",
        "camt/viafintech-camt-parser/053-valid_example_v4.xml",
    ])
    func repeatedAndReordered(fixture: String) throws {
        let text = String(decoding: BankFixture.bytes(fixture), as: UTF8.self)
        let whole = Self.reading(Array(text.utf8))
        let starts = text.ranges(of: "<Ntry>")
        let ends = text.ranges(of: "</Ntry>")
        try #require(starts.count >= 2 && starts.count == ends.count)
        let first = text[starts[0].lowerBound..<ends[0].upperBound]
        let second = text[starts[1].lowerBound..<ends[1].upperBound]
        try #require(first != second)
        let doubled = text.replacingCharacters(in: starts[0].lowerBound..<ends[0].upperBound, with: first + first)
        let swapped = String(text[..<starts[0].lowerBound]) + second + text[ends[0].upperBound..<starts[1].lowerBound] + first
            + text[ends[1].upperBound...]
        for changed in [doubled, swapped] {
            #expect(Self.reading(Array(changed.utf8)) != whole)
        }
        // Given twice, the statement no longer reconciles (where it did, and the entry is not 0); a
        // notification, which states no balances, shows it twice (the reading above differs).
        if let joined = try? BankFixture.joined([(fixture, Array(text.utf8))]), joined.accounts.allSatisfy({ $0.balance != nil }) {
            #expect(throws: BankFileError.self) { try BankFixture.joined([(fixture, Array(doubled.utf8))]) }
        } else if let joined = try? BankFixture.joined([(fixture, Array(doubled.utf8))]) {
            #expect(joined.transactions.count == (try BankFixture.joined([(fixture, Array(text.utf8))])).transactions.count + 1)
        }
    }
}
