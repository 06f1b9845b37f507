/// The statement's header: brand, greeting by time of day, customer name, date.
///
/// ```swift
/// let header = HeaderSection(brand: "First Bank", greeting: PhraseFormat("Good morning, %@"), customerName: "Jonathan",
///                            dateLine: "November 22, 2026")
/// StatementBlock.header(header).partial  // "header"
/// ```
public struct HeaderSection: Sendable {
    /// The bank's name, when the statement gives it.
    public package(set) var brand: String?
    /// The greeting of the hour in the report's language, `%@` the customer's name
    /// ("Good morning, %@" 05–11, "Good afternoon, %@" 12–16, "Good evening, %@"); nil without `asOf`.
    public package(set) var greeting: PhraseFormat?
    /// The customer's name.
    public package(set) var customerName: String
    /// The `asOf` date in the locale's long style; nil without `asOf`.
    public package(set) var dateLine: String?
    /// The statement's period in the locale's date-interval style; nil without a period.
    public package(set) var period: String?
    /// `customer.address`, line by line.
    public package(set) var customerAddress: [String] = []
    /// `bank.address`, line by line.
    public package(set) var bankAddress: [String] = []
    /// The period's label in the report's language ("Statement period").
    public package(set) var periodLabel = "Statement period"
    /// How the label and the period stand together: `%1$@` the label, `%2$@` the period
    /// ("%1$@: %2$@"; French "%1$@ : %2$@", Japanese "%1$@：%2$@").
    public package(set) var periodLine = PhraseFormat("%1$@: %2$@")

    /// The greeting's phrase for a local hour.
    ///
    /// ```swift
    /// HeaderSection.greeting(hour: 8)   // .greetingMorning
    /// HeaderSection.greeting(hour: 12)  // .greetingAfternoon
    /// HeaderSection.greeting(hour: 17)  // .greetingEvening
    /// ```
    public static func greeting(hour: Int) -> PhraseKey {
        switch hour {
        case 5...11: .greetingMorning
        case 12...16: .greetingAfternoon
        default: .greetingEvening
        }
    }
}
