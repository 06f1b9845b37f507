import AccountSummary
import AccountSummaryScale
@testable import AccountSummaryBankFiles
import AccountSummaryFixtures
import Foundation
import Testing

@Suite("camt.053 / camt.052 reader")
struct CamtReaderTests {
    /// A camt document of `version` around `statements`.
    static func document(_ statements: String, kind: String = "053", version: String = "08") -> String {
        let container = kind == "052" ? "BkToCstmrAcctRpt" : "BkToCstmrStmt"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.\(kind).001.\(version)"><\(container)>
            <GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-30T18:00:00+01:00</CreDtTm></GrpHdr>
            \(statements)
            </\(container)></Document>
            """
    }

    static func balance(_ code: String, _ amount: String, _ indicator: String? = "CRDT", currency: String = "EUR") -> String {
        "<Bal><Tp><CdOrPrtry><Cd>\(code)</Cd></CdOrPrtry></Tp><Amt Ccy=\"\(currency)\">\(amount)</Amt>"
            + (indicator.map { "<CdtDbtInd>\($0)</CdtDbtInd>" } ?? "") + "<Dt><Dt>2026-11-30</Dt></Dt></Bal>"
    }

    static func entry(_ amount: String, _ indicator: String, status: String? = "<Sts><Cd>BOOK</Cd></Sts>", date: String = "2026-11-03",
                      extra: String = "", details: String = "", currency: String = "EUR") -> String {
        "<Ntry><NtryRef>R</NtryRef><Amt Ccy=\"\(currency)\">\(amount)</Amt><CdtDbtInd>\(indicator)</CdtDbtInd>\(extra)\(status ?? "")"
            + "<BookgDt><Dt>\(date)</Dt></BookgDt><ValDt><Dt>2026-11-04</Dt></ValDt>\(details)</Ntry>"
    }

    static func statement(iban: String = "DE89370400440532013000", currency: String = "EUR", _ body: String, noun: String = "Stmt") -> String {
        "<\(noun)><Id>S</Id><FrToDt><FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm></FrToDt>"
            + "<Acct><Id><IBAN>\(iban)</IBAN></Id><Ccy>\(currency)</Ccy><Nm>Geschäftskonto</Nm><Ownr><Nm>Jürgen Weiß</Nm></Ownr>"
            + "<Svcr><FinInstnId><BICFI>COBADEFFXXX</BICFI><Nm>Nordwind Bank</Nm></FinInstnId></Svcr></Acct>\(body)</\(noun)>"
    }

    @Test("signs from CdtDbtInd, reversals kept as booked, BOOK/PDNG/INFO, the closing balance never an available one")
    func mapping() throws {
        let details = "<NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Café Müller &amp; Söhne</Nm></Pty></Cdtr></RltdPties>"
            + "<RmtInf><Ustrd>Rechnung 4711</Ustrd><Ustrd>Kunde 42</Ustrd></RmtInf></TxDtls></NtryDtls>"
        let body = Self.balance("OPBD", "1200.00") + Self.balance("CLAV", "5.00") + Self.balance("CLBD", "949.50")
            + Self.entry("250.50", "DBIT", details: details)
            + Self.entry("10.00", "DBIT", extra: "<RvslInd>true</RvslInd>")
            + Self.entry("10.00", "CRDT")
            + Self.entry("99.00", "DBIT", status: "<Sts><Cd>PDNG</Cd></Sts>")
            + Self.entry("1.00", "CRDT", status: "<Sts><Cd>INFO</Cd></Sts>")
        let read = try BankFixture.read(Self.document(Self.statement(body)))
        let statement = try #require(read.statements.first)
        #expect(read.statements.count == 1)
        #expect(statement.accountID == "DE89370400440532013000")
        #expect(statement.currency == "EUR")
        #expect(statement.accountName == "Geschäftskonto")
        #expect(statement.ownerName == "Jürgen Weiß")
        #expect(statement.servicer == "Nordwind Bank")
        #expect(statement.opening == Decimal("1200.00"))
        #expect(statement.closing == Decimal("949.50"))
        #expect(statement.period?.start.description == "2026-11-01")
        #expect(statement.period?.end.description == "2026-11-30")
        #expect(statement.createdAt?.description == "2026-11-30T18:00:00+01:00")
        #expect(statement.entries.map(\.amount) == [Decimal("-250.50"), Decimal("-10"), Decimal("10"), Decimal("-99")])
        #expect(statement.entries.map(\.isReversal) == [false, true, false, false])
        #expect(statement.entries.map(\.isPending) == [false, false, false, true])
        #expect(statement.entries[0].description == "Café Müller & Söhne · Rechnung 4711 Kunde 42")
        #expect(statement.entries[0].date.description == "2026-11-03")
        #expect(read.warnings.isEmpty)
    }

    @Test("a batch entry stays one transaction for its booked amount; its text is the entry's")
    func batchEntry() throws {
        let parts = (1...3).map { "<TxDtls><Amt Ccy=\"EUR\">\($0).00</Amt><RltdPties><Cdtr><Nm>Payee \($0)</Nm></Cdtr></RltdPties></TxDtls>" }
        let body = Self.balance("OPBD", "10.00") + Self.balance("CLBD", "4.00")
            + Self.entry("6.00", "DBIT", details: "<NtryDtls><Btch><NbOfTxs>3</NbOfTxs></Btch>\(parts.joined())</NtryDtls><AddtlNtryInf>Sammler 3 Posten</AddtlNtryInf>")
        let statement = try #require(try BankFixture.read(Self.document(Self.statement(body))).statements.first)
        #expect(statement.entries.count == 1)
        #expect(statement.entries[0].amount == Decimal("-6"))
        #expect(statement.entries[0].description == "Sammler 3 Posten")
    }

    @Test("several accounts in one file, each in its own currency")
    func severalAccounts() throws {
        let euro = Self.statement(Self.balance("OPBD", "1.00") + Self.balance("CLBD", "3.00") + Self.entry("2.00", "CRDT"))
        let franc = Self.statement(iban: "CH9300762011623852957", currency: "CHF",
                                   Self.balance("OPBD", "5.00", currency: "CHF") + Self.balance("CLBD", "4.00", "CRDT", currency: "CHF")
                                   + Self.entry("1.00", "DBIT", currency: "CHF"))
        let read = try BankFixture.read(Self.document(euro + franc))
        #expect(read.statements.map(\.currency) == ["EUR", "CHF"])
        #expect(read.statements.map(\.source.description) == ["test: Stmt 1", "test: Stmt 2"])
        let joined = try BankFixture.joined([("f.xml", Array(Self.document(euro + franc).utf8))])
        #expect(joined.accounts.map(\.currency) == ["EUR", "CHF"])
        #expect(joined.accounts.map(\.balance) == [Decimal(3), Decimal(4)])
    }

    @Test("camt.052: ITBD is the closing balance when there is no CLBD; versions .02 to .08 and the v1 container")
    func camt052() throws {
        for version in ["02", "04", "06", "08"] {
            let body = Self.balance("PRCD", "100.00") + Self.balance("ITAV", "1.00") + Self.balance("ITBD", "90.00") + Self.entry("10.00", "DBIT")
            let statement = try #require(try BankFixture.read(Self.document(Self.statement(body, noun: "Rpt"), kind: "052", version: version)).statements.first)
            #expect(statement.opening == Decimal(100), "version \(version)")
            #expect(statement.closing == Decimal(90), "version \(version)")
            #expect(statement.source.noun == "Rpt")
        }
    }

    @Test("usage-rule readings are warnings, once per file and kind: no Sts is booked, a balance without CdtDbtInd a credit")
    func readingsWarned() throws {
        let body = Self.balance("OPBD", "1.00", nil) + Self.balance("CLBD", "3.00", nil)
            + Self.entry("1.00", "CRDT", status: nil) + Self.entry("1.00", "CRDT", status: nil)
        let read = try BankFixture.read(Self.document(Self.statement(body), version: "02"))
        #expect(read.statements[0].entries.map(\.isPending) == [false, false])
        #expect(read.warnings == [
            "warning: test: an entry without <Sts> is read as booked (BOOK), as the usage rules settle it",
            "warning: test: a balance without <CdtDbtInd> is read as a credit (CRDT), as the usage rules settle it",
        ])
    }

    @Test("every other defect is an error naming the file, element path and line", arguments: [
        (entry("12,50", "DBIT"), "Ntry[1]/Amt: \"12,50\" is not an amount"),
        (entry("1.00", "UP"), "Ntry[1]/CdtDbtInd: \"UP\" is not a credit/debit indicator"),
        (entry("1.00", "DBIT", status: "<Sts><Cd>FUTR</Cd></Sts>"), "Ntry[1]/Sts: \"FUTR\" is not an entry status"),
        (entry("1.00", "DBIT", currency: "USD"), "Ntry[1]/Amt: amount in USD on an account in EUR"),
        ("<Ntry><Amt Ccy=\"EUR\">1.00</Amt><Sts>BOOK</Sts><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>", "Ntry[1]: missing <CdtDbtInd>"),
    ])
    func defects(entry: String, expected: String) {
        let text = Self.document(Self.statement(Self.balance("OPBD", "1.00") + Self.balance("CLBD", "1.00") + entry))
        #expect(throws: BankFileError.self) { try BankFixture.read(text) }
        do { _ = try BankFixture.read(text) } catch {
            #expect(error.description.contains("Document/BkToCstmrStmt/Stmt[1]/\(expected)"), "\(error.description)")
            #expect(error.description.hasPrefix("test:"))
        }
    }

    @Test("a camt.053 statement without CLBD is refused, and so is a camt.054 notification naming no account")
    func refusals() {
        #expect(throws: BankFileError.self) { try BankFixture.read(Self.document(Self.statement(Self.balance("OPBD", "1.00")))) }
        let notification = CamtNotificationTests.notificationDocument("").replacingOccurrences(
            of: "<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>", with: "")
        #expect(Self.refusal(notification).contains("test:4: Document/BkToCstmrDbtCdtNtfctn/Ntfctn[1]: missing <Acct> (required by camt)"),
                "\(Self.refusal(notification))")
    }

    @Test("a single transaction's counterparty (the debtor of money in, the creditor of money out), end-to-end reference and original amount")
    func transactionDetails() throws {
        let credit = "<NtryDtls><TxDtls><Refs><EndToEndId>INV-2026-11</EndToEndId></Refs><AmtDtls><InstdAmt><Amt Ccy=\"USD\">110.00</Amt></InstdAmt>"
            + "<TxAmt><Amt Ccy=\"EUR\">100.00</Amt></TxAmt></AmtDtls><RltdPties><Dbtr><Pty><Nm>Zoë  Tan</Nm></Pty></Dbtr>"
            + "<DbtrAcct><Id><Othr><Id>0123 4567</Id></Othr></Id></DbtrAcct><Cdtr><Nm>Us</Nm></Cdtr>"
            + "<CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct></RltdPties></TxDtls></NtryDtls>"
        let debit = "<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><RltdPties><Dbtr><Nm>Us</Nm></Dbtr>"
            + "<Cdtr><Nm>Stadtwerke</Nm></Cdtr><CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct></RltdPties></TxDtls></NtryDtls>"
        let unknownCurrency = "<AmtDtls><InstdAmt><Amt Ccy=\"XYZ\">3.00</Amt></InstdAmt></AmtDtls>"
        let sameCurrency = "<AmtDtls><InstdAmt><Amt Ccy=\"EUR\">5.00</Amt></InstdAmt></AmtDtls>"
        let body = Self.balance("OPBD", "0.00") + Self.balance("CLBD", "90.00") + Self.entry("100.00", "CRDT", details: credit)
            + Self.entry("5.00", "DBIT", details: debit) + Self.entry("3.00", "DBIT", extra: unknownCurrency) + Self.entry("2.00", "DBIT", extra: sameCurrency)
        let text = Self.document(Self.statement(body))
        let read = try BankFixture.read(text)
        let entries = read.statements[0].entries
        #expect(entries.map(\.counterparty) == [Counterparty(name: "Zoë Tan", account: "0123 4567"),
                                                Counterparty(name: "Stadtwerke", account: "DE02120300000000202051"), nil, nil])
        #expect(entries.map(\.endToEndReference) == ["INV-2026-11", nil, nil, nil])
        #expect(entries.map(\.originalAmount) == [OriginalAmount(amount: Decimal(110), currency: "USD"), nil, nil, nil])
        #expect(read.warnings == ["warning: test: an <AmtDtls><InstdAmt> in a currency that is not an ISO 4217 code: its original amount is not shown "
            + "(the booked amount is read as the entry states it)"])
        let both = Self.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
        // What the joined statement's transactions carry: the end-to-end reference first, else the bank's.
        let statement = try BankFixture.joined([("t.xml", Array(text.utf8))])
        #expect(statement.transactions.map(\.reference) == ["INV-2026-11", "R", "R", "R"])
        #expect(statement.transactions[0].originalAmount == OriginalAmount(amount: Decimal(110), currency: "USD"))
        // A malformed instructed amount is an error naming it, never a row without it.
        let malformed = Self.document(Self.statement(Self.opening + Self.closing + Self.entry("0.00", "CRDT", extra: "<AmtDtls><InstdAmt><Amt Ccy=\"USD\">1,5</Amt></InstdAmt></AmtDtls>")))
        #expect(Self.refusal(malformed).contains("Ntry[1]/AmtDtls/InstdAmt/Amt: \"1,5\" is not an amount"), "\(Self.refusal(malformed))")
    }

    @Test("a batch entry shows no counterparty of its own; its original amount only from the entry's own AmtDtls")
    func batchDetailsNotShown() throws {
        let parts = (1...2).map { "<TxDtls><Refs><EndToEndId>E\($0)</EndToEndId></Refs><RltdPties><Cdtr><Nm>Payee \($0)</Nm></Cdtr></RltdPties></TxDtls>" }
        let body = Self.balance("OPBD", "10.00") + Self.balance("CLBD", "7.00")
            + Self.entry("3.00", "DBIT", details: "<NtryDtls>\(parts.joined())</NtryDtls>")
        let entry = try #require(try BankFixture.read(Self.document(Self.statement(body))).statements.first?.entries.first)
        #expect(entry.counterparty == nil)
        #expect(entry.endToEndReference == nil)
        #expect(entry.batchDetails == nil, "a camt.053's batch keeps no details: only a camt.054's stand in for a booking")
        #expect(entry.description == "Payee 1, Payee 2")
    }

    @Test("a generated month of a few thousand entries reads with the generator's exact figures")
    func generated() throws {
        let generated = CamtDocumentGenerator(seed: 11).document(entryCount: 3_000)
        let statement = try #require(try BankFixture.read(generated.bytes).statements.first)
        let booked = statement.entries.filter { !$0.isPending }
        #expect(booked.count == generated.bookedCount)
        #expect(statement.entries.count - booked.count == generated.pendingCount)
        #expect(statement.opening == StatementDocumentGenerator.Output.decimal(cents: generated.openingCents))
        #expect(statement.closing == StatementDocumentGenerator.Output.decimal(cents: generated.closingCents))
        #expect(booked.reduce(Decimal(0)) { $0 + $1.amount } == StatementDocumentGenerator.Output.decimal(cents: generated.bookedCents))
        #expect(throws: Never.self) { try BankStatementJoiner.reconcile(statement) }
    }

    /// A camt file read one way: its statements and warnings, or its error.
    static func reading(_ bytes: [UInt8], entryPath: CamtReader.EntryPath = .scanned, jobs: Int = 1) -> String {
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        do {
            try bytes.withByteView { buffer throws(BankFileError) in
                try CamtReader.read(buffer, file: "test", warnings: &warnings, entryPath: entryPath, work: Threads(jobs: jobs)) { statement, _ in
                    statements.append(statement)
                }
            }
            return "\(statements)\n\(warnings.lines)"
        } catch {
            return error.description
        }
    }

    /// Both entry paths over the same bytes.
    static func bothPaths(_ bytes: [UInt8]) -> (scanned: String, tree: String) {
        (reading(bytes), reading(bytes, entryPath: .tree))
    }

    @Test("the scanned entry path reads every camt fixture as the entry's tree does", arguments: BankFixture.fixtures("camt"))
    func scannedAsTree(fixture: String) {
        let read = Self.bothPaths(BankFixture.bytes(fixture))
        #expect(read.scanned == read.tree)
    }

    @Test("the scanned entry path takes the first element of each name, every TxDtls and every Ustrd, as the tree", arguments: [
        // Several Sts, Amt and BookgDt: the first counts; the first Sts has no Cd so its text is the status.
        "<Ntry><Amt Ccy=\"EUR\">1.00</Amt><Amt Ccy=\"USD\">2.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK<Prtry/></Sts><Sts><Cd>INFO</Cd></Sts>"
            + "<BookgDt><DtTm>2026-11-03T10:00:00</DtTm></BookgDt><BookgDt><Dt>2026-11-04</Dt></BookgDt><AddtlNtryInf> a <![CDATA[b]]> </AddtlNtryInf></Ntry>",
        // Two NtryDtls, one with two TxDtls; parties in every form; remittance lines with space.
        "<Ntry><Amt Ccy=\"EUR\">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><ValDt><Dt>2026-11-03</Dt></ValDt>"
            + "<NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Zoë</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd> x </Ustrd><Ustrd/></RmtInf><RmtInf><Ustrd>no</Ustrd></RmtInf></TxDtls></NtryDtls>"
            + "<NtryDtls><TxDtls><RltdPties><UltmtDbtr><Nm>Ōsaka &amp; Co</Nm></UltmtDbtr></RltdPties></TxDtls><TxDtls><AddtlTxInf>t</AddtlTxInf></TxDtls></NtryDtls></Ntry>",
        // One transaction: remittance of white space gives way to AddtlTxInf; nested unknown elements.
        "<Ntry><Amt Ccy=\"EUR\">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-03</Dt></BookgDt>"
            + "<NtryDtls><TxDtls><Refs><X><Nm>skip</Nm></X></Refs><RltdPties><Cdtr><Nm>c</Nm></Cdtr><Dbtr><Nm>d1</Nm></Dbtr><Dbtr><Nm>d2</Nm></Dbtr></RltdPties>"
            + "<RmtInf><Ustrd>  </Ustrd></RmtInf><AddtlTxInf>why</AddtlTxInf></TxDtls></NtryDtls></Ntry>",
        // No text at all: the bank transaction code; a prefixed name.
        "<Ntry><Amt Ccy=\"EUR\">5</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>"
            + "<BkTxCd><Prtry><Cd>NMSC+201</Cd></Prtry><Domn><Cd>PMNT</Cd><Fmly><SubFmlyCd>ESCT</SubFmlyCd><Cd>RCDT</Cd></Fmly></Domn></BkTxCd></Ntry>",
        "<Ntry/>",
        "<Ntry><Amt Ccy=\"EUR\">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt><AddtlNtryInf>\u{1}</AddtlNtryInf></Ntry>",
        "<Ntry><Amt Ccy=\"EUR\">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt><Other>&bogus;</Other></Ntry>",
    ])
    func scannedTakesWhatTheTreeTakes(entry: String) {
        let text = Self.document(Self.statement(Self.balance("OPBD", "1.00") + Self.balance("CLBD", "1.00") + entry))
        let read = Self.bothPaths(Array(text.utf8))
        #expect(read.scanned == read.tree)
    }

    /// A camt file read with one thread and with two.
    static func byJobs(_ bytes: [UInt8]) -> (one: String, two: String) {
        (reading(bytes), reading(bytes, jobs: 2))
    }

    /// A generated statement large enough to be read in chunks, changed by `edit`.
    static func large(_ edit: (String) -> String = { $0 }) -> [UInt8] {
        let generated = CamtDocumentGenerator(seed: 7).document(entryCount: 5_400)
        let bytes = Array(edit(String(decoding: generated.bytes, as: UTF8.self)).utf8)
        #expect(bytes.count > CamtEntryChunks.minimumBytes + 100_000, "large enough to be read in chunks")
        return bytes
    }

    /// Every `step`th occurrence of `target` replaced.
    static func replacing(_ text: String, _ target: String, every step: Int, with replacement: String) -> String {
        var parts = text.components(separatedBy: target)
        for index in stride(from: step, to: parts.count, by: step) { parts[index] = replacement + parts[index] }
        return parts.enumerated().map { $0.offset == 0 ? $0.element : ($0.offset % step == 0 ? $0.element : target + $0.element) }.joined()
    }

    @Test("a large statement read on two threads is the statement read on one", arguments: [
        "plain", "comments", "cdata", "info entries", "late defect", "early defect", "second statement",
    ])
    func chunkedAsSequential(variant: String) {
        let bytes: [UInt8]
        switch variant {
        case "comments":
            // A comment holding "<Ntry>" wherever a chunk may be guessed to start.
            bytes = Self.large { Self.replacing($0, "</Ntry>", every: 3, with: "</Ntry><!-- <Ntry> <Amt>not an entry</Amt> -->") }
        case "cdata":
            bytes = Self.large { Self.replacing($0, "</AddtlNtryInf>", every: 2, with: "<![CDATA[ <Ntry> ]]></AddtlNtryInf>") }
        case "info entries":
            bytes = Self.large { Self.replacing($0, "<Cd>BOOK</Cd>", every: 5, with: "<Cd>INFO</Cd>") }
        case "late defect":
            // Past the middle: met by a chunk's thread, worded by the sequential reader with its entry number.
            bytes = Self.large { text in
                let at = text.index(text.startIndex, offsetBy: text.count * 3 / 4)
                let range = text.range(of: "<CdtDbtInd>CRDT</CdtDbtInd>", range: at..<text.endIndex)!
                return text.replacingCharacters(in: range, with: "<CdtDbtInd>UP</CdtDbtInd>")
            }
        case "early defect":
            bytes = Self.large { text in
                let range = text.range(of: "<CdtDbtInd>DBIT</CdtDbtInd>", range: text.range(of: "</Ntry>")!.upperBound..<text.endIndex)!
                return text.replacingCharacters(in: range, with: "<CdtDbtInd>DOWN</CdtDbtInd>")
            }
        case "second statement":
            // The same statement again after the first: chunks guessed in the second are not trusted.
            bytes = Self.large { text in
                let start = text.range(of: "<Stmt>")!.lowerBound
                let end = text.range(of: "</Stmt>")!.upperBound
                return text.replacingCharacters(in: end..<end, with: String(text[start..<end]))
            }
        default:
            bytes = Self.large()
        }
        let read = Self.byJobs(bytes)
        #expect(read.one == read.two)
        if variant.hasSuffix("defect") {
            #expect(read.one.hasPrefix("test:") && read.one.contains("/Ntry["), "\(read.one.prefix(300))")
        } else {
            #expect(read.one.hasPrefix("["), "\(read.one.prefix(300))")
        }
    }
}
