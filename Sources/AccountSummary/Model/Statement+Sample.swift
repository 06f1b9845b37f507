import Foundation

extension Statement {
    /// The built-in sample: the banking app's three accounts and a few dozen transactions.
    ///
    /// Deterministic (no clock, no randomness), so `demo` output is byte-identical on every run.
    ///
    /// ```swift
    /// Statement.sample.accounts.map(\.name)  // ["Banking Account", "Visa Avion Card", "Tax-Free Saver"]
    /// ```
    public static let sample: Statement = {
        let merchants: [(String, String, String)] = [
            ("chk-1", "Coffee Republic", "-4.50"), ("cc-1", "City Books", "-32.10"), ("chk-1", "Payroll: Northwind Ltd", "4250.00"),
            ("cc-1", "Grocery Market", "-86.47"), ("chk-1", "Electric Utility", "-112.30"), ("inv-1", "Dividend reinvestment", "18.25"),
            ("cc-1", "Metro Transit", "-2.75"), ("chk-1", "Rent: Maple Court", "-1850.00"), ("cc-1", "Streaming Service", "-15.99"),
            ("chk-1", "Transfer to Tax-Free Saver", "-500.00"), ("inv-1", "Transfer from Banking Account", "500.00"),
            ("cc-1", "Hardware Store", "-47.08"), ("chk-1", "Pharmacy", "-23.40"), ("cc-1", "Airline: YUL → YYZ", "-289.00"),
            ("chk-1", "Interest", "3.12"), ("cc-1", "Restaurant Le Petit", "-64.80"),
        ]
        var transactions: [Transaction] = []
        for index in 0..<36 {
            let (account, description, amount) = merchants[index % merchants.count]
            // Days count back from Nov 21, 2026, a transaction every day or two.
            let date = sampleDay(daysBefore: index * 5 / 3)
            transactions.append(Transaction(
                id: "t-\(index + 1)", accountId: account, date: .day(date), description: description,
                amount: Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))!,
                status: index < 6 ? .pending : .completed))
        }
        return Statement(
            customer: Customer(name: "Jonathan", id: "c-1"),
            bankName: "Maple Leaf Bank",
            asOf: Timestamp(parsing: "2026-11-22T08:30:00-05:00"),
            locale: "en_US",
            currency: "USD",
            accounts: [
                Account(id: "chk-1", type: .banking, name: "Banking Account", balance: Decimal(string: "929466.23")!, currency: "USD"),
                Account(id: "cc-1", type: .creditCard, name: "Visa Avion Card", balance: Decimal(string: "0.00")!, currency: "USD"),
                Account(id: "inv-1", type: .investment, name: "Tax-Free Saver", balance: Decimal(string: "2000.00")!, currency: "USD"),
            ],
            transactions: transactions)
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
