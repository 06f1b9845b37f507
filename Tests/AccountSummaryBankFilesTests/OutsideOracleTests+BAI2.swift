import AccountSummary
@testable import AccountSummaryBankFiles
import AccountSummaryTestSupport
import Foundation
import Testing

/// Our BAI2 readings against others': the PyPI `bai2` package (ministryofjustice/bai2) reading
/// the same files in the same run, an independent parser written in another language, and what
/// venturehacks/bai2's and moov-io/bai2's own tests say of their fixtures.
@Suite("BAI2: other parsers agree")
struct BAI2OutsideOracleTests {
    static let python = ExternalTool.python(importing: "bai2")
    static let absence: Comment = "needs the PyPI bai2 package (.build/venv, set up by .ci/run)"

    /// Reads each file with `bai2.parse_from_file` (integrity checks on) and prints, per file, its
    /// error or each account: number, currency (the 03's, else the group's), the 010 and 015
    /// amounts, the count of 16 details and the sum of their amounts signed by the package's own
    /// credit/debit table, in minor units as written.
    static let script = """
        import json, sys
        from bai2 import bai2
        from bai2.constants import TypeCodeTransaction
        out = {}
        for path in sys.argv[1:]:
            try:
                with open(path) as f:
                    parsed = bai2.parse_from_file(f)
            except Exception as e:
                out[path] = {"error": type(e).__name__ + ": " + str(e)}
                continue
            accounts = []
            for group in parsed.children:
                for account in group.children:
                    header = account.header
                    balances = {s.type_code.code: s.amount for s in header.summary_items if s.type_code}
                    signed = []
                    for detail in account.children:
                        kind = detail.type_code.transaction
                        sign = 1 if kind == TypeCodeTransaction.credit else -1 if kind == TypeCodeTransaction.debit else 0
                        signed.append(sign * (detail.amount or 0))
                    text = lambda v: None if v is None else str(v)
                    accounts.append({"account": header.customer_account_number, "currency": header.currency or group.header.currency,
                                     "opening": text(balances.get("010")), "closing": text(balances.get("015")),
                                     "count": len(signed), "sum": str(sum(signed)),
                                     "unsigned": sum(1 for d in account.children if d.type_code.transaction not in
                                                     (TypeCodeTransaction.credit, TypeCodeTransaction.debit))})
            out[path] = {"accounts": accounts}
        print(json.dumps(out))
        """

    struct TheirAccount {
        var number: String
        var currency: String
        var opening: Decimal?
        var closing: Decimal?
        var count: Int
        var sum: Decimal
        var unsigned: Int
    }

    /// The package's reading of every fixture: its accounts, or its error.
    static func theirs(_ paths: [String]) throws -> [String: Result<[TheirAccount], OracleRefusal>] {
        let python = try #require(Self.python)
        let files = paths.map { BankFixture.root.appendingPathComponent($0).path }
        let verdict = try python.run(["-c", script] + files)
        #expect(verdict.status == 0, "\(verdict.stderr)")
        let root = try JSONDocument(parsing: verdict.stdout).root
        var result: [String: Result<[TheirAccount], OracleRefusal>] = [:]
        for (path, file) in zip(paths, files) {
            let reading = try #require(root[file])
            if let error = reading["error"]?.string {
                result[path] = .failure(OracleRefusal(message: error))
                continue
            }
            let accounts = try #require(reading["accounts"]).elements.map { account in
                TheirAccount(number: account["account"]?.string ?? "", currency: account["currency"]?.string ?? "",
                             opening: account["opening"]?.string.flatMap { Decimal(string: $0) },
                             closing: account["closing"]?.string.flatMap { Decimal(string: $0) },
                             count: account["count"]?.numberText.flatMap { Int($0) } ?? -1,
                             sum: account["sum"]?.string.flatMap { Decimal(string: $0) } ?? -1,
                             unsigned: account["unsigned"]?.numberText.flatMap { Int($0) } ?? -1)
            }
            result[path] = .success(accounts)
        }
        return result
    }

    struct OracleRefusal: Error {
        var message: String
    }

    /// Ours, at the reader (no reconciliation: the package does not reconcile either).
    static func ours(_ path: String) -> [BankStatement]? {
        try? BankFixture.read(BankFixture.bytes(path), file: path, kind: .bai2).statements
    }

    @Test("the package is there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.python != nil, "CI must have the bai2 package in .build/venv (.ci/run installs it)")
        }
    }

    @Test("PyPI's bai2 reads what we read alike: each account, its currency, the count and exact sum of its details, its ledger balances",
          .enabled(if: BAI2OutsideOracleTests.python != nil, BAI2OutsideOracleTests.absence))
    func secondReading() throws {
        let paths = BankFixture.fixtures("bai2")
        let theirs = try Self.theirs(paths)
        var bothRead: [String] = []
        for path in paths {
            guard let ours = Self.ours(path), case .success(let accounts)? = theirs[path] else { continue }
            bothRead.append(path)
            #expect(ours.map(\.accountID) == accounts.map(\.number), "\(path)")
            #expect(ours.map(\.currency) == accounts.map(\.currency), "\(path)")
            for (statement, account) in zip(ours, accounts) {
                let scale = Decimal(sign: .plus, exponent: CurrencyMinorUnit.minorUnit(of: statement.currency)!, significand: 1)
                #expect(account.unsigned == 0, "\(path): a detail the package calls neither credit nor debit")
                #expect(statement.entries.count == account.count, "\(path) \(account.number)")
                #expect(statement.entries.reduce(Decimal(0)) { $0 + $1.amount } * scale == account.sum, "\(path) \(account.number)")
                // The opening (010) and closing (015) ledger balances, each as stated or not stated.
                #expect(statement.opening.map { $0 * scale } == account.opening, "\(path) \(account.number) opening")
                #expect(statement.closing.map { $0 * scale } == account.closing, "\(path) \(account.number) closing")
            }
        }
        // Most fixtures are read by both; the differences are the verdicts' (and named here).
        #expect(bothRead.count >= 9, "\(bothRead)")
        let onlyTheirs = paths.filter { Self.ours($0) == nil && (try? theirs[$0]?.get()) != nil }
        let onlyOurs = paths.filter { Self.ours($0) != nil && (try? theirs[$0]?.get()) == nil }
        // An empty 49 control total, which the package reads as 0 (its test calls the file a known issue).
        #expect(onlyTheirs == ["bai2/ministryofjustice-bai2/account_trailer_amount_blank_example.bai2"])
        // The standard's own sample: the package fails on its 03 record continued after a type code ("190/").
        #expect(onlyOurs == ["bai2/moov-io-bai2/sample2.txt"])
    }

    @Test("PyPI's bai2 refuses the wrong control total we refuse, with the same figures",
          .enabled(if: BAI2OutsideOracleTests.python != nil, BAI2OutsideOracleTests.absence))
    func sameRefusal() throws {
        let path = "bai2/venturehacks-bai2/invalid_checksum_eod.bai2"
        guard case .failure(let refusal)? = try Self.theirs([path])[path] else {
            Issue.record("the package read it")
            return
        }
        #expect(refusal.message.contains("expected 8325983, found 8325982"), "\(refusal.message)")
        #expect(Self.ours(path) == nil)
    }

    /// venturehacks/bai2's `test/tests/bai2.rb`: every file one group of one account; daily and
    /// eod together two transactions, type 174 (Other Deposit) and 195 (Incoming Money
    /// Transfer), both credits; invalid_checksum_eod an integrity error.
    @Test("venturehacks/bai2's own tests: one account each, two credits of types 174 and 195, the bad checksum refused")
    func venturehacks() throws {
        let folder = "bai2/venturehacks-bai2/"
        for name in ["daily", "eod", "eod_without_as_of_time", "eod_with_slash_in_text", "daily_with_summary"] {
            let statements = try #require(Self.ours(folder + name + ".bai2"), "\(name)")
            #expect(statements.count == 1, "\(name)")
        }
        let transactions = ["daily", "eod"].flatMap { Self.ours(folder + $0 + ".bai2")?.flatMap(\.entries) ?? [] }
        #expect(transactions.count == 2)
        #expect(transactions.allSatisfy { $0.amount > 0 })
        let types = ["daily", "eod"].map { name in
            String(decoding: BankFixture.bytes(folder + name + ".bai2"), as: UTF8.self).split(whereSeparator: \.isNewline)
                .first { $0.hasPrefix("16,") }.map { $0.split(separator: ",")[1] }
        }
        #expect(types == ["174", "195"])
        #expect(Self.ours(folder + "invalid_checksum_eod.bai2") == nil)
    }
}
