/// The statement's header: brand, greeting by time of day, customer name, date.
///
/// ```swift
/// HeaderSection(brand: "First Bank", greeting: "Good morning", customerName: "Jonathan",
///               dateLine: "November 22, 2026").partial  // "header"
/// ```
public struct HeaderSection: ReportSection {
    public var brand: String?
    /// "Good morning" (05–11), "Good afternoon" (12–16), "Good evening"; nil without `asOf`.
    public var greeting: String?
    public var customerName: String
    /// The `asOf` date in the locale's long style; nil without `asOf`.
    public var dateLine: String?
    /// The statement's period in the locale's date-interval style; nil without a period.
    public var period: String?
    /// `customer.address`, line by line.
    public var customerAddress: [String] = []
    /// `bank.address`, line by line.
    public var bankAddress: [String] = []

    public static let periodLabel = "Statement period"

    public var partial: String { "header" }

    public func context(using writer: any ReportWriter) -> TemplateValue {
        // Every key is present (null when absent) so that strict templates can test them.
        .object([
            "name": .string(writer.text(customerName).rendered),
            "brand": brand.map { .string(writer.text($0).rendered) } ?? .null,
            "greeting": greeting.map { .string(writer.label($0, style: .plain).rendered) } ?? .null,
            "date": dateLine.map { .string(writer.label($0, style: .muted).rendered) } ?? .null,
            "periodLabel": .string(writer.label(HeaderSection.periodLabel, style: .muted).rendered),
            "period": period.map { .string(writer.label($0, style: .plain).rendered) } ?? .null,
            "customerAddress": .list(customerAddress.map { .string(writer.text($0).rendered) }),
            "bankAddress": .list(bankAddress.map { .string(writer.text($0).rendered) }),
            "hasCustomerAddress": .bool(!customerAddress.isEmpty),
            "hasBankAddress": .bool(!bankAddress.isEmpty),
        ])
    }

    /// The greeting for a local hour.
    ///
    /// ```swift
    /// HeaderSection.greeting(hour: 8)   // "Good morning"
    /// HeaderSection.greeting(hour: 12)  // "Good afternoon"
    /// HeaderSection.greeting(hour: 17)  // "Good evening"
    /// ```
    public static func greeting(hour: Int) -> String {
        switch hour {
        case 5...11: "Good morning"
        case 12...16: "Good afternoon"
        default: "Good evening"
        }
    }
}
