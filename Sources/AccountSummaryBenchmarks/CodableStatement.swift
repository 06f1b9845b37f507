import Foundation

/// A version-1 statement document as Codable structs, the way an app would decode it with
/// `JSONDecoder`: every member the contract defines, strings as `String`, amounts as
/// ``Amount``.
struct CodableStatement: Decodable {
    struct Customer: Decodable {
        var name: String
        var id: String?
    }

    struct Bank: Decodable {
        var name: String?
    }

    struct Account: Decodable {
        var id: String
        var type: String
        var name: String
        var balance: Amount
        var currency: String?
    }

    struct Transaction: Decodable {
        var id: String
        var accountId: String
        var date: String
        var description: String
        var amount: Amount
        var status: String
    }

    /// An amount written as a JSON string or a JSON number. Codable cannot ask which one it
    /// has: it tries `String` first (most amounts are strings) and takes a number as
    /// `Decimal`, which is how an app would keep it exact.
    enum Amount: Decodable {
        case text(String)
        case decimal(Decimal)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .decimal(try container.decode(Decimal.self))
            }
        }

        /// The exact value: a string through `Decimal(string:)`, a number as decoded.
        var decimal: Decimal? {
            switch self {
            case .text(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
            case .decimal(let decimal): decimal
            }
        }
    }

    var customer: Customer
    var bank: Bank?
    var asOf: String?
    var locale: String?
    var currency: String?
    var accounts: [Account]
    var transactions: [Transaction]?
}
