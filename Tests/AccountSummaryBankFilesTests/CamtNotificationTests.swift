import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// camt.054 notifications, alone and with the camt.053 of their account: the Finnish banks'
/// (FFFS) sample pair, written so that the camt.054's batch entries are the camt.053's lump sums,
/// is the outside oracle, counted and summed by Foundation's `XMLParser`.
@Suite("camt.054 notifications and their statements")
struct CamtNotificationTests {
    static let statementFile = "camt/moov-iso20022/FI_camt_053_sample.xml.xml"
    static let notificationFile = "camt/moov-iso20022/FI_camt_054_sample.xml.xml"

    static func file(_ path: String, as name: String? = nil, _ edit: (String) -> String = { $0 }) -> (name: String, bytes: [UInt8]) {
        (name ?? String(path.split(separator: "/").last!), Array(edit(String(decoding: BankFixture.bytes(path), as: UTF8.self)).utf8))
    }

    /// The statement the files join into, or the error's words.
    static func joined(_ files: [(name: String, bytes: [UInt8])]) -> Result<(Statement, [String]), BankFileError> {
        var joiner = BankStatementJoiner()
        do {
            for file in files {
                for statement in try BankFixture.read(file.bytes, file: file.name).statements { try joiner.add(statement) }
            }
            let statement = try joiner.statement()
            return .success((statement, joiner.warnings.lines))
        } catch {
            return .failure(error)
        }
    }

    static func refusal(_ files: [(name: String, bytes: [UInt8])]) -> String {
        switch joined(files) {
        case .success: "read"
        case .failure(let error): error.description
        }
    }

    @Test("a camt.054 alone: each booked entry a transaction of the account it names, balances not stated, a batch one transaction")
    func alone() throws {
        let bytes = BankFixture.bytes(Self.notificationFile)
        let read = try BankFixture.read(bytes, file: "n.xml")
        let notification = try #require(read.statements.first)
        let theirs = try #require(OutsideOracleTests.CamtOracle.read(bytes)?.first)
        let booked = theirs.entries.filter { $0.status != "INFO" }
        #expect(notification.kind == .notification)
        #expect(notification.source.description == "n.xml: Ntfctn 1")
        #expect(notification.accountID == "FI7433010001222090")
        #expect(notification.opening == nil && notification.closing == nil)
        #expect(notification.entries.count == booked.count)
        // Each batch keeps its transactions for a statement to take, as many as its TxDtls.
        #expect(notification.entries.map { $0.batchDetails?.count ?? 1 } == booked.map { max(1, $0.transactions.count) })
        for entry in notification.entries {
            guard let details = entry.batchDetails else { continue }
            #expect(details.reduce(Decimal(0)) { $0 + $1.amount } == entry.amount, "\(entry.reference ?? "")")
        }
        let (statement, warnings) = try Self.joined([("n.xml", bytes)]).get()
        #expect(statement.accounts.map(\.balance) == [nil])
        #expect(statement.transactions.count == booked.count)
        #expect(warnings.contains { $0.hasSuffix("Ntfctn 1 states no opening or closing balance: its account is shown with \"balances not stated\" (nothing worked out, no reconciliation)") })
    }

    @Test("given with its camt.053, each batch booking becomes the camt.054's transactions, adding up to it exactly, in either order")
    func pair() throws {
        let statementTheirs = try #require(OutsideOracleTests.CamtOracle.read(BankFixture.bytes(Self.statementFile))?.first)
        let notificationTheirs = try #require(OutsideOracleTests.CamtOracle.read(BankFixture.bytes(Self.notificationFile))?.first)
        let statementReferences = Set(statementTheirs.entries.compactMap(\.servicerReference))
        let notified = notificationTheirs.entries.filter { $0.status != "INFO" }
        let linked = notified.filter { $0.servicerReference.map(statementReferences.contains) ?? false }
        #expect(linked.count == 4)
        // The camt.053's entries, each linked one as its camt.054 transactions; the rest of the camt.054 on its own.
        let linkedTransactions = linked.reduce(0) { $0 + max(1, $1.transactions.count) }
        let expectedCount: Int = statementTheirs.entries.count - linked.count + linkedTransactions + notified.count - linked.count
        let statementDays = Set(statementTheirs.entries.compactMap(\.bookingDate))
        var readings: [[String]] = []
        for files in [[Self.file(Self.statementFile), Self.file(Self.notificationFile)], [Self.file(Self.notificationFile), Self.file(Self.statementFile)]] {
            let (statement, warnings) = try Self.joined(files).get()
            #expect(statement.transactions.count == expectedCount)
            #expect(Set(statement.transactions.map(\.id)).count == statement.transactions.count)
            // The statement's days sum exactly as the statement itself does: the details changed nothing.
            let ofStatementDays = statement.transactions.filter { statementDays.contains($0.date.description) }
            #expect(ofStatementDays.reduce(Decimal(0)) { $0 + $1.amount } == statementTheirs.counted.sum)
            // A batch's transactions, with their own counterparty and reference, for its booked 2000.00.
            let batch = statement.transactions.filter { ["D091029N987654321S001", "D091029N987654321S002"].contains($0.reference) }
            #expect(batch.map(\.amount) == [Decimal(string: "1900.00"), Decimal(string: "100.00")])
            #expect(batch.map { $0.counterparty?.name } == ["PAYERS NAME1", "PAYERS NAME2"])
            // The camt.054's entry of the next day is not in the camt.053: it stands on its own, and
            // the account shows no balance it does not state.
            #expect(statement.transactions.filter { $0.date.description == "2009-10-30" }.map(\.amount) == [Decimal(string: "-1000.00")])
            #expect(statement.accounts.map(\.balance) == [nil])
            #expect(warnings.contains { $0.contains("Stmt 1 states balances, but FI_camt_054_sample.xml.xml: Ntfctn 1 states none") }, "\(warnings)")
            readings.append(statement.transactions.map { "\($0.date) \($0.amount) \($0.description)" }.sorted())
        }
        #expect(readings[0] == readings[1])
    }

    @Test("a batch whose transactions do not add up to its booked amount is refused, naming both files and both figures")
    func batchSumDiffers() {
        let notification = Self.file(Self.notificationFile) { $0.replacingOccurrences(of: "<Amt Ccy=\"EUR\">1900.00</Amt>", with: "<Amt Ccy=\"EUR\">1900.10</Amt>") }
        let message = Self.refusal([Self.file(Self.statementFile), notification])
        #expect(message == "FI_camt_054_sample.xml.xml: Ntfctn 1: the entry 091029ACCTSTMTARCH04 of FI_camt_053_sample.xml.xml: Stmt 1 books 2000.00 EUR, "
            + "but the 2 transactions this notification gives for it sum to 2000.10 EUR: a batch booking's details must add up to its booked amount exactly")
    }

    @Test("a notified booking on a day its camt.053 covers, linked to none of its entries, is refused naming both files")
    func notInStatement() {
        let notification = Self.file(Self.notificationFile) { $0.replacingOccurrences(of: "091029ACCTSTMTARCH21", with: "091029ACCTSTMTARCH99") }
        let message = Self.refusal([Self.file(Self.statementFile), notification])
        #expect(message.hasPrefix("FI_camt_054_sample.xml.xml: Ntfctn 1: its entry 091029ACCTSTMTARCH99 of 500.00 EUR on 2009-10-29 is not in "
            + "FI_camt_053_sample.xml.xml: Stmt 1, which covers that day"), "\(message)")
    }

    @Test("the same camt.054 given twice is refused: its bookings would count twice")
    func notifiedTwice() {
        let message = Self.refusal([Self.file(Self.statementFile), Self.file(Self.notificationFile),
                                    Self.file(Self.notificationFile, as: "again.xml")])
        #expect(message.hasPrefix("again.xml: Ntfctn 1: its entry is linked to the entry 091029ACCTSTMTARCH04 of FI_camt_053_sample.xml.xml: Stmt 1, "
            + "which FI_camt_054_sample.xml.xml: Ntfctn 1 gives already"), "\(message)")
    }

    // MARK: Links, by hand

    /// A camt.053 of one day with one batch entry and a camt.054 of the same day notifying it.
    static func pair(statementEntry: String, notificationEntry: String, version: String = "08") -> [(name: String, bytes: [UInt8])] {
        let statement = CamtReaderTests.document(CamtReaderTests.statement(
            CamtReaderTests.balance("OPBD", "100.00") + CamtReaderTests.balance("CLBD", "70.00") + statementEntry))
        let notification = notificationDocument(notificationEntry, version: version)
        return [("day.xml", Array(statement.utf8)), ("batch.xml", Array(notification.utf8))]
    }

    static func notificationDocument(_ entries: String, version: String = "08") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.\(version)"><BkToCstmrDbtCdtNtfctn>
        <GrpHdr><MsgId>N</MsgId><CreDtTm>2026-11-03T18:00:00+01:00</CreDtTm></GrpHdr>
        <Ntfctn><Id>N1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>\(entries)</Ntfctn>
        </BkToCstmrDbtCdtNtfctn></Document>
        """
    }

    static func batch(_ amounts: [String], reference: String, batchID: String? = nil, status: String = "BOOK") -> String {
        let details = amounts.enumerated().map { index, amount in
            "<TxDtls><Refs><AcctSvcrRef>\(reference)-\(index + 1)</AcctSvcrRef><EndToEndId>E2E-\(index + 1)</EndToEndId></Refs>"
                + (amount.isEmpty ? "" : "<Amt Ccy=\"EUR\">\(amount)</Amt><CdtDbtInd>DBIT</CdtDbtInd>")
                + "<RltdPties><Cdtr><Pty><Nm>Payee \(index + 1)</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>DE0210000000000000000\(index + 1)</IBAN></Id></CdtrAcct></RltdPties>"
                + "<RmtInf><Ustrd>Invoice \(index + 1)</Ustrd></RmtInf></TxDtls>"
        }.joined()
        let total = amounts.compactMap { Decimal(string: $0) }.reduce(Decimal(0), +)
        return "<Ntry>\(reference.hasPrefix("N") ? "<NtryRef>\(reference)</NtryRef>" : "")<Amt Ccy=\"EUR\">\(total == 0 ? "30.00" : "\(total)")</Amt>"
            + "<CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>\(status)</Cd></Sts><BookgDt><Dt>2026-11-03</Dt></BookgDt>"
            + (reference.hasPrefix("N") ? "" : "<AcctSvcrRef>\(reference)</AcctSvcrRef>")
            + "<NtryDtls>\(batchID.map { "<Btch><PmtInfId>\($0)</PmtInfId><NbOfTxs>\(amounts.count)</NbOfTxs></Btch>" } ?? "")\(details)</NtryDtls>"
            + "<AddtlNtryInf>SAMMLER</AddtlNtryInf></Ntry>"
    }

    @Test("entries link by AcctSvcrRef, else NtryRef, else Btch/PmtInfId: the batch's transactions take the statement entry's place",
          arguments: [
        ("A-REF", "A-REF", nil, nil),          // AcctSvcrRef
        ("N-REF", "N-REF", nil, nil),          // NtryRef
        ("A-ONE", "A-TWO", "PMT-1", "PMT-1"),  // different references, one batch id
    ] as [(String, String, String?, String?)])
    func links(statementReference: String, notificationReference: String, statementBatch: String?, notificationBatch: String?) throws {
        let files = Self.pair(statementEntry: Self.batch(["", ""], reference: statementReference, batchID: statementBatch),
                              notificationEntry: Self.batch(["10.00", "20.00"], reference: notificationReference, batchID: notificationBatch))
        let (statement, warnings) = try Self.joined(files).get()
        #expect(statement.transactions.map(\.amount) == [Decimal(-10), Decimal(-20)])
        #expect(statement.transactions.map(\.description) == ["Payee 1 · Invoice 1", "Payee 2 · Invoice 2"])
        #expect(statement.transactions.map(\.reference) == ["E2E-1", "E2E-2"])
        #expect(statement.transactions.map { $0.counterparty?.account } == ["DE02100000000000000001", "DE02100000000000000002"])
        #expect(statement.accounts.map(\.balance) == [Decimal(70)])
        #expect(Reconciliation.all(statement).allSatisfy { $0.isReconciled })
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("a batch whose transactions give no amount of their own cannot stand in for a booking; one never linked stays whole")
    func batchWithoutAmounts() throws {
        let files = Self.pair(statementEntry: Self.batch(["", ""], reference: "A-REF"), notificationEntry: Self.batch(["10.00", ""], reference: "A-REF"))
        #expect(Self.refusal(files) == "batch.xml: Ntfctn 1: the batch booking A-REF of day.xml: Stmt 1 is linked to this notification's entry, "
            + "but not each of its transactions gives its amount (<TxDtls><Amt>, or <AmtDtls><TxAmt> in the account's currency)")
        // Alone, the notification shows the batch as one transaction for its booked amount.
        let alone = try Self.joined([files[1]]).get().0
        #expect(alone.transactions.map(\.amount) == [Decimal(-10)])
        #expect(alone.transactions.map(\.description) == ["SAMMLER"])
        #expect(alone.transactions.map(\.counterparty) == [nil])
    }

    @Test("camt.054 versions .001.02 to .001.13 are read by namespace; both entry paths read their details alike", arguments: [
        "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13",
    ])
    func versions(version: String) throws {
        let text = Self.notificationDocument(Self.batch(["10.00", "20.00"], reference: "A-REF", batchID: "PMT-1"), version: version)
        let read = try BankFixture.read(text)
        #expect(read.statements.map(\.kind) == [.notification])
        #expect(read.statements[0].entries.map { $0.batchDetails?.map(\.amount) } == [[Decimal(-10), Decimal(-20)]])
        #expect(read.statements[0].entries.map(\.batchReference) == ["PMT-1"])
        let both = CamtReaderTests.bothPaths(Array(text.utf8))
        #expect(both.scanned == both.tree)
    }
}
