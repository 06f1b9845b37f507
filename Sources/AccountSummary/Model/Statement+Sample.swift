import Foundation

extension Statement {
    /// The built-in sample: the banking app's three accounts and a few dozen transactions,
    /// framed as a statement a bank can send (period, addresses, numbers, legal lines), with
    /// opening balances that reconcile.
    ///
    /// Deterministic (no clock, no randomness), so `demo` output is byte-identical on every run.
    ///
    /// ```swift
    /// Statement.sample.accounts.map(\.name)  // ["Banking Account", "Visa Avion Card", "Tax-Free Saver"]
    /// Statement.sample.period?.start         // 2026-10-22
    /// ```
    public static let sample: Statement = {
        let merchants: [(String, String, String)] = [
            ("chk-1", "Coffee Republic", "-4.50"), ("cc-1", "City Books", "-32.10"), ("chk-1", "Payroll: Northwind Ltd", "4250.00"),
            ("cc-1", "Grocery Market", "-86.47"), ("chk-1", "Electric Utility", "-112.30"), ("inv-1", "Dividend reinvestment", "18.25"),
            ("cc-1", "Metro Transit", "-2.75"), ("chk-1", "Rent: Maple Court", "-1850.00"), ("cc-1", "Streaming Service", "-15.99"),
            ("chk-1", "Transfer to Tax-Free Saver", "-500.00"), ("inv-1", "Transfer from Banking Account", "500.00"),
            ("cc-1", "Hardware Store", "-47.08"), ("chk-1", "Pharmacy", "-23.40"), ("cc-1", "Airline: YUL → YYZ", "-289.00"),
            ("chk-1", "Interest", "3.12"), ("cc-1", "Restaurant Le Petit", "-64.80"), ("cc-1", "Payment, thank you", "600.00"),
        ]
        var transactions: [Transaction] = []
        for index in 0..<36 {
            let (account, description, amount) = merchants[index % merchants.count]
            // Days count back from Nov 21, 2026, about a transaction a day: all in the period.
            let date = sampleDay(daysBefore: index * 5 / 6)
            transactions.append(Transaction(
                id: "t-\(index + 1)", accountId: account, date: .day(date), description: description,
                amount: Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))!,
                status: index < 6 ? .pending : .completed))
        }
        let balances: [(id: String, type: AccountType, name: String, number: String, balance: String)] = [
            ("chk-1", .banking, "Banking Account", "004512345678", "929466.23"),
            ("cc-1", .creditCard, "Visa Avion Card", "4500123412341234", "1482.19"),
            ("inv-1", .investment, "Tax-Free Saver", "TFS-778812", "2000.00"),
        ]
        // Opening balances that reconcile by construction: the closing balance less the period's
        // completed amounts (a card's balance is owed, so its opening adds them back); the
        // investment also gained 41.17 in value.
        let accounts = balances.map { account in
            let balance = Decimal(string: account.balance, locale: Locale(identifier: "en_US_POSIX"))!
            let completed = transactions.filter { $0.accountId == account.id && $0.status == .completed }
                .reduce(Decimal(0)) { $0 + $1.amount }
            let opening: Decimal = switch account.type.kind {
            case .banking: balance - completed
            case .creditCard: balance + completed
            case .investment: balance - completed - Decimal(string: "41.17", locale: Locale(identifier: "en_US_POSIX"))!
            }
            return Account(id: account.id, type: account.type, name: account.name, balance: balance, currency: "USD",
                           openingBalance: opening, number: account.number)
        }
        var statement = Statement(
            customer: Customer(name: "Jonathan", id: "c-1", address: ["12 Maple Street", "Toronto ON  M5V 2T6"]),
            bankName: "Maple Leaf Bank",
            asOf: Timestamp(parsing: "2026-11-22T08:30:00-05:00"),
            locale: "en_US",
            currency: "USD",
            accounts: accounts,
            transactions: transactions,
            period: StatementPeriod(start: CalendarDate(year: 2026, month: 10, day: 22)!,
                                    end: CalendarDate(year: 2026, month: 11, day: 21)!))
        statement.bankAddress = ["1 Bay Street", "Toronto ON  M5J 2X2"]
        statement.bankContact = "Questions? Call 1-800-555-0100, 24 hours a day"
        statement.bankLegal = ["Member of the Deposit Insurance Corporation.",
                               "Maple Leaf Bank is a registered trademark of Maple Leaf Bank Ltd."]
        return statement
    }()

    /// November 21, 2026 minus a number of days, in the proleptic Gregorian calendar.
    private static func sampleDay(daysBefore days: Int) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 12))!
        let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: -days, to: start)!)
        return CalendarDate(year: day.year!, month: day.month!, day: day.day!)!
    }
}
