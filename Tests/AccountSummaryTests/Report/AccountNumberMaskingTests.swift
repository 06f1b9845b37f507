@testable import AccountSummary
import Foundation
import Testing

/// No format ever shows a whole account number: one masking function, searched for in every output.
@Suite("Account number masking")
struct AccountNumberMaskingTests {
    @Test("the last four characters stay visible; four or fewer are all masked", arguments: [
        ("004512345678", "•••• 5678"), ("4500 1234 1234 9876", "•••• 9876"), ("12345", "•••• 2345"),
        ("1234", "••••"), ("12", "••••"), ("", "••••"), ("ÅB-ḈDEF", "•••• ḈDEF"),
    ])
    func masked(_ number: String, _ expected: String) {
        #expect(AccountNumber.masked(number) == expected)
    }

    /// A number of 8 to 19 digits, sometimes grouped with spaces or hyphens, from the generator.
    static func number(_ random: inout SeededRandom) -> String {
        let count = 8 + random.below(12)
        var digits = (0..<count).map { _ in String(random.below(10)) }
        // A leading non-zero digit keeps the digits distinct from zero-padded amounts.
        digits[0] = String(1 + random.below(9))
        let separator = ["", " ", "-"][random.below(3)]
        guard !separator.isEmpty else { return digits.joined() }
        return stride(from: 0, to: count, by: 4).map { digits[$0..<min($0 + 4, count)].joined() }.joined(separator: separator)
    }

    @Test("seeded random numbers never appear whole in any format's bytes", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func neverWhole(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let period = StatementPeriod(start: CalendarDate(parsing: "2026-11-01")!, end: CalendarDate(parsing: "2026-11-30")!)!
        var accounts: [Account] = []
        var transactions: [Transaction] = []
        for (index, type) in [AccountType.banking, .creditCard, .investment, .banking].enumerated() {
            let id = "acct-\(index)"
            accounts.append(Account(id: id, type: type, name: "Account \(index)", balance: 100, currency: ["USD", "EUR"][index % 2],
                                    openingBalance: 100, number: Self.number(&random)))
            transactions.append(Transaction(id: "t-\(index)", accountId: id, date: .day(CalendarDate(parsing: "2026-11-1\(index)")!),
                                            description: "Nothing", amount: 0, status: .completed))
        }
        let statement = Statement(customer: Customer(name: "Jonathan", address: ["12 Maple Street"]), bankName: "Maple Leaf Bank",
                                  accounts: accounts, transactions: transactions, period: period)
        let writers: [any ReportWriter] = [TerminalWriter(color: false), TerminalWriter(color: true), HTMLWriter()]
        for writer in writers {
            let output = try StatementReport(statement, options: ReportOptions())
                .rendered(with: writer, templates: DefaultTemplates.library(), strict: true)
            let bytes = Array(output.utf8)
            for account in accounts {
                let number = try #require(account.number)
                let digits = number.filter(\.isNumber)
                for whole in Set([number, digits]) {
                    #expect(!bytes.contains(subsequence: Array(whole.utf8)), "\(writer.format): \(whole) appears whole")
                }
                #expect(output.contains(String(number.suffix(4))), "\(writer.format): the last four of \(number) are missing")
            }
        }
    }
}

extension Array where Element: Equatable {
    /// Whether `needle` occurs as a contiguous run.
    func contains(subsequence needle: [Element]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { start in self[start..<start + needle.count].elementsEqual(needle) }
    }
}
