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
        // Issue 29, item 1: Foundation rounds these to …990 and says nothing.
        ("four balances of 38 nines (the total ended …990)",
         #"{"customer":{"name":"J"},"accounts":["# + ["a", "b", "c", "d"].map { account($0, balance: huge) }.joined(separator: ",") + "]}",
         "totals: Banking: the sum needs more than 38 significant digits"),
        ("an opening of 38 nines and three amounts of 38 nines, the rounded closing stated (it reconciled)",
         #"{"customer":{"name":"J"},"period":{"start":"2026-11-01","end":"2026-11-30"},"accounts":["#
            + account("a", balance: "399999999999999999999999999999999999990", opening: huge) + #"],"transactions":["#
            + (1...3).map { #"{"id":"t\#($0)","accountId":"a","date":"2026-11-0\#($0)","description":"x","amount":"\#(huge)","status":"completed"}"# }
                .joined(separator: ",") + "]}",
         "accounts[0]: its opening balance, money in, money out or closing balance: the sum needs more than 38 significant digits"),
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

/// Issue 29, item 3 (replacing issue 18's refusal): an amount finer than its currency's display
/// digits is shown whole, never rounded and never refused; Foundation with the amount's own
/// fraction length is the oracle for how it looks.
@Suite("Amounts finer than the currency's display digits (end to end)")
struct MinorUnitTests {
    static func foundation(_ amount: String, _ currency: String, digits: Int) -> String {
        Decimal(string: amount)!.formatted(.currency(code: currency).locale(Locale(identifier: "en_US")).precision(.fractionLength(digits)))
    }

    @Test("shown with every digit in text, ansi and html; exact in csv", arguments: [
        (#"{"customer":{"name":"J"},"currency":"JPY","accounts":[{"id":"a","type":"banking","name":"A","balance":"100"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","description":"x","amount":"-0.5","status":"completed"}]}"#,
         "-0.5", "JPY", 1),
        (#"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1.005","currency":"USD"}]}"#,
         "1.005", "USD", 3),
        (#"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"929466.23","currency":"PKR"}]}"#,
         "929466.23", "PKR", 2),
        (#"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1","openingBalance":"0.125","currency":"EUR"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","description":"x","amount":"0.875","status":"completed"}],"period":{"start":"2026-11-01","end":"2026-11-30"}}"#,
         "0.125", "EUR", 3),
    ])
    func shownWhole(document: String, amount: String, currency: String, digits: Int) throws {
        let expected = Self.foundation(amount, currency, digits: digits)
        let fraction = String(amount[amount.firstIndex(of: ".")!...])
        #expect(expected.contains(fraction), "the oracle itself rounds: \(expected)")
        for format in ["text", "ansi", "html"] {
            let result = try ToolRunner.run(["render", "-", "-f", format, "--width", "200"], stdin: document)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            // What a reader sees: no escape sequences, no tags (amounts are split into styled parts).
            let seen = result.stdout.replacing(#/\x1B\[[0-9;]*m/#, with: "").replacing(#/<[^>]*>/#, with: "")
            #expect(seen.contains(expected), "\(format) lacks \(expected)")
        }
        let csv = try ToolRunner.run(["render", "-", "-f", "csv"], stdin: document)
        #expect(csv.status == 0, "\(csv.stderr)")
    }

    @Test("trailing zeros do not count: 1500.00 yen and 4.500 dollars show as the currency does")
    func trailingZeros() throws {
        let document = #"{"customer":{"name":"J"},"currency":"JPY","accounts":[{"id":"a","type":"banking","name":"A","balance":"1500.00"},{"id":"b","type":"banking","name":"B","balance":"4.500","currency":"USD"}]}"#
        let result = try ToolRunner.run(["render", "-", "-f", "text", "--width", "200"], stdin: document)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("¥1,500") && !result.stdout.contains("¥1,500.0"))
        #expect(result.stdout.contains("$4.50") && !result.stdout.contains("$4.500"))
    }
}
