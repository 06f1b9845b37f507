import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 18, item 1: totals, net position, money in/out and running balances are exact or refused,
/// never rounded or NaN, in every format and with --allow-unreconciled.
@Suite("Figures past 38 digits are refused, never rounded (end to end)")
struct ExactFiguresTests {
    static let huge = String(repeating: "9", count: 38)

    static func account(_ id: String, balance: String, opening: String? = nil) -> String {
        #"{"id":"\#(id)","type":"banking","name":"A \#(id)","balance":"\#(balance)""#
            + (opening.map { #","openingBalance":"\#($0)""# } ?? "") + "}"
    }

    static let cases: [(name: String, document: String, message: String)] = [
        ("four balances of 38 nines e127 (the total was $NaN)",
         #"{"customer":{"name":"J"},"accounts":["# + ["a", "b", "c", "d"].map { account($0, balance: huge + "e127") }.joined(separator: ",") + "]}",
         "totals: Banking: the sum needs more than 38 significant digits"),
        ("38 nines and a cent (the total dropped the cent)",
         #"{"customer":{"name":"J"},"accounts":["# + account("a", balance: huge) + "," + account("b", balance: "0.01") + "]}",
         "totals: Banking: the sum needs more than 38 significant digits"),
        ("an opening of 38 nines and a transaction of a cent, unreconciled (the notice said $NaN)",
         #"{"customer":{"name":"J"},"period":{"start":"2026-11-01","end":"2026-11-30"},"accounts":["# + account("a", balance: "1", opening: huge)
            + #"],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","description":"x","amount":"0.01","status":"completed"}]}"#,
         "accounts[0]: its opening balance, money in, money out or closing balance: the sum needs more than 38 significant digits"),
        // Money in, money out and the closing balance are exact; the balance after the first row is not.
        ("a running balance that would round on the way (a cent, then 38 nines in and out)",
         #"{"customer":{"name":"J"},"period":{"start":"2026-11-01","end":"2026-11-30"},"accounts":["#
            + account("a", balance: "0.01", opening: "0.01")
            + #"],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","description":"x","amount":"\#(huge)","status":"completed"},"#
            + #"{"id":"u","accountId":"a","date":"2026-11-03","description":"y","amount":"-\#(huge)","status":"completed"}]}"#,
         "accounts[0]: its running balance: the sum needs more than 38 significant digits"),
    ]

    @Test("exit 65 naming the figure, in every format, allowed or not", arguments: cases.indices)
    func refused(index: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json")
        try Self.cases[index].document.write(to: file, atomically: true, encoding: .utf8)
        for format in ["text", "html", "csv"] {
            for extra in [[], ["--allow-unreconciled"]] {
                let result = try ToolRunner.run(["render", file.path, "-f", format] + extra)
                #expect(result.status == 65, "\(Self.cases[index].name), \(format) \(extra): \(result.stdout.prefix(300))")
                // Without --allow-unreconciled, an inexact reconciliation is refused first, in its own words.
                let reconciliation = extra.isEmpty && result.stderr.contains("cannot be reconciled exactly")
                #expect(result.stderr.contains(Self.cases[index].message) || reconciliation, "\(result.stderr)")
                #expect(!result.stdout.contains("NaN"))
            }
        }
    }

    @Test("39-digit sums that Decimal holds exactly are shown, not refused")
    func exactLargeSums() throws {
        let document = #"{"customer":{"name":"J"},"accounts":["# + Self.account("a", balance: Self.huge) + "," + Self.account("b", balance: "1") + "]}"
        let result = try ToolRunner.run(["render", "-", "-f", "text", "--sections", "totals"], stdin: document)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("$100,000,000,000,000,000,000,000,000,000,000,000,000.00"))
    }
}

/// Issue 18, item 8: an amount finer than its currency's minor unit is refused, naming it,
/// rather than shown rounded while the balance counts it whole.
@Suite("Amounts finer than the currency's minor unit (end to end)")
struct MinorUnitTests {
    @Test("refused with its path, exit 65", arguments: [
        (#"{"customer":{"name":"J"},"currency":"JPY","accounts":[{"id":"a","type":"banking","name":"A","balance":"100"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","description":"x","amount":"-0.5","status":"completed"}]}"#,
         "transactions[0].amount: -0.5 has more decimals than JPY's 0"),
        (#"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1.005","currency":"USD"}]}"#,
         "accounts[0].balance: 1.005 has more decimals than USD's 2"),
        (#"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1","openingBalance":"0.125","currency":"EUR"}]}"#,
         "accounts[0].openingBalance: 0.125 has more decimals than EUR's 2"),
    ])
    func refused(document: String, message: String) throws {
        for format in ["text", "html", "csv"] {
            let result = try ToolRunner.run(["render", "-", "-f", format], stdin: document)
            #expect(result.status == 65)
            #expect(result.stderr.hasPrefix("error: \(message)"), "\(result.stderr)")
        }
    }

    @Test("trailing zeros do not count: 1500.00 yen and 4.500 dollars are fine")
    func trailingZeros() throws {
        let document = #"{"customer":{"name":"J"},"currency":"JPY","accounts":[{"id":"a","type":"banking","name":"A","balance":"1500.00"},{"id":"b","type":"banking","name":"B","balance":"4.500","currency":"USD"}]}"#
        let result = try ToolRunner.run(["render", "-", "-f", "text"], stdin: document)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
