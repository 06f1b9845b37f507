import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Every BAI2 fixture from another project (moov-io/bai2, ministryofjustice/bai2,
/// venturehacks/bai2), read as BAI2, with the verdict we give it and why. A new BAI2 fixture
/// without a verdict fails the suite.
@Suite("Every outside BAI2 fixture has its verdict")
struct BAI2FixtureVerdictTests {
    typealias Verdict = FixtureVerdictTests.Verdict

    static let verdicts: [(String, Verdict)] = [
        // ministryofjustice/bai2 (the PyPI package's own project): NatWest's and SVB's examples read
        // and reconcile; SVB's two as-of days of one account chain (the second day's 010 is the
        // first day's 015) into one account. Citi's example states an opening and closing ledger of
        // 100.00 GBP around a 0.01 credit: its own figures do not add up (read with
        // --allow-unreconciled). The "known parsing issue" file leaves its 49 control totals empty:
        // nothing then proves the account was read whole (the PyPI package reads an empty total as
        // 0; the standard requires the figure).
        ("bai2/ministryofjustice-bai2/account_trailer_amount_blank_example.bai2",
         .refused("account_trailer_amount_blank_example.bai2:4:4: the 49 account trailer record's account control total is empty")),
        ("bai2/ministryofjustice-bai2/citi_example.bai2", .doesNotReconcile("03 account 1")),
        ("bai2/ministryofjustice-bai2/nwb_example.bai2", .reconciles(accounts: 1, transactions: 5)),
        ("bai2/ministryofjustice-bai2/svb_us_example.bai2", .reconciles(accounts: 1, transactions: 2)),
        // moov-io/bai2: sample1 is a Canadian bank's file (CAD, V funds types) whose one group
        // reports the same account twice, with available balances but no ledger ones: one account
        // of 17 details, balances not stated. sample2 is the standard's own sample transmission
        // (Appendix D): five accounts, four details, each account with its opening ledger alone
        // (balances not stated: a closing balance is never worked out). sample3 runs records together
        // on one line ("2/   02,…") and continues a 16's text on a line that starts no record:
        // refused at the first, as the standard ends a record's fields at "/". sample4's first
        // account trailer states −1260161341762 where its amounts add up to 7999960 (its trailers
        // were not made from its records; moov-io/bai2 does not check them). sample5 is sample4 with
        // "/" inside a customer reference, which the standard forbids there: refused where the "/"
        // ends the field with more after it. errors/sample-parseError starts with record code 00:
        // moov-io/bai2 refuses it too ("unsupported record type 00").
        ("bai2/moov-io-bai2/errors/sample-parseError.txt", .refused("sample-parseError.txt:1:1: \"00\" is not a BAI2 record code")),
        ("bai2/moov-io-bai2/sample1.txt", .balancesNotStated(accounts: 1, transactions: 17)),
        ("bai2/moov-io-bai2/sample2.txt", .balancesNotStated(accounts: 5, transactions: 4)),
        ("bai2/moov-io-bai2/sample3.txt",
         .refused("sample3.txt:1:42: \"   02,103100195,103100195,1,220919,2400,\" after the \"/\" that ends the record's fields")),
        ("bai2/moov-io-bai2/sample4-continuations-newline-delimited.txt",
         .refused("sample4-continuations-newline-delimited.txt:22:4: the 49 account trailer record's control total -1260161341762 does not equal 7999960")),
        ("bai2/moov-io-bai2/sample5-issue113.txt",
         .refused("sample5-issue113.txt:18:36: \"GS/RPFILERP0001/RPBA0001,ACH Credit Paym\" after the \"/\" that ends the record's fields")),
        // venturehacks/bai2 (Ruby): daily and eod files without ledger balances (an incoming wire
        // whose FED wire details run over ten 88 records, one of them with slashes and a
        // continuation starting "/"). The daily
        // file with summaries states 000 for its opening and closing ledger around a 250.01 credit
        // (read with --allow-unreconciled). invalid_checksum_eod is its own test of a wrong control
        // total (8325983 for 8325982), which its parser refuses too.
        ("bai2/venturehacks-bai2/daily.bai2", .balancesNotStated(accounts: 1, transactions: 1)),
        ("bai2/venturehacks-bai2/daily_with_summary.bai2", .doesNotReconcile("03 account 1")),
        ("bai2/venturehacks-bai2/eod.bai2", .balancesNotStated(accounts: 1, transactions: 1)),
        ("bai2/venturehacks-bai2/eod_with_slash_in_text.bai2", .balancesNotStated(accounts: 1, transactions: 1)),
        ("bai2/venturehacks-bai2/eod_without_as_of_time.bai2", .balancesNotStated(accounts: 1, transactions: 1)),
        ("bai2/venturehacks-bai2/invalid_checksum_eod.bai2",
         .refused("invalid_checksum_eod.bai2:15:4: the 49 account trailer record's control total 8325983 does not equal 8325982")),
    ]

    @Test("each BAI2 fixture gets its verdict", arguments: BAI2FixtureVerdictTests.verdicts)
    func verdict(path: String, verdict: Verdict) throws {
        try FixtureVerdictTests.check(path, verdict, kind: .bai2)
    }

    @Test("no BAI2 fixture is left without a verdict; they come from three projects")
    func everyFixtureJudged() {
        let present = BankFixture.fixtures("bai2")
        #expect(Set(present) == Set(Self.verdicts.map(\.0)))
        #expect(Set(present.map { $0.split(separator: "/")[1] }).count == 3)
    }

    @Test("every fixture that is BAI2 is recognised as BAI2 from its content")
    func recognised() {
        for (path, _) in Self.verdicts where !path.contains("parseError") {
            #expect(BankFileKind.recognise(BankFixture.bytes(path)) == .bai2, "\(path)")
        }
    }

    @Test("SVB's two as-of days of one account chain into one account: the first day's opening, the last day's closing")
    func chainedDays() throws {
        let path = "bai2/ministryofjustice-bai2/svb_us_example.bai2"
        let statement = try BankFixture.joined([(name: path, bytes: BankFixture.bytes(path))])
        let account = try #require(statement.accounts.first)
        #expect(account.openingBalance == Decimal("347269.79"))
        #expect(account.balance == Decimal("361229.75"))
        #expect(statement.period.map { "\($0.start)…\($0.end)" } == "2022-02-01…2022-02-02")
        #expect(statement.transactions.map(\.date.calendarDate.description) == ["2022-02-01", "2022-02-02"])
    }
}
