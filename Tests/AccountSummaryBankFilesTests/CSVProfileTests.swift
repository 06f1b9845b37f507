import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// A profile is read with the package's JSON parser, field by field: each wrong value is an error
/// naming the profile, the line and the key path, and what was expected there.
@Suite("CSV profile: every field read, every error naming its key")
struct CSVProfileTests {
    /// A profile that reads; each case changes one key of it.
    static let base: [String: String] = [
        "delimiter": #"";""#, "skip_lines": "1", "decimal": #"",""#, "currency": #""EUR""#,
        "date": #"{"column": "Datum", "format": "%d.%m.%Y"}"#, "amount": #"{"column": "Betrag"}"#, "description": #""Text""#,
    ]

    static func json(_ changes: [String: String?]) -> String {
        var fields = base
        for (key, value) in changes { fields[key] = value }
        return "{" + fields.keys.sorted().map { "\"\($0)\": \(fields[$0]!)" }.joined(separator: ", ") + "}"
    }

    static func message(_ changes: [String: String?]) -> String? {
        do {
            _ = try CSVFixture.profile(json: json(changes))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the base profile reads, with its defaults: UTF-8, no thousands separator, as-is, no footer, banking")
    func base() throws {
        let profile = try CSVFixture.profile(json: Self.json([:]), name: "mine")
        #expect(profile.encoding == .utf8 && profile.amountFormat.thousands == nil && profile.sign == .asIs && profile.skipFooter == 0)
        #expect(profile.accountType == .banking && profile.accountID == nil && profile.name == "mine")
        #expect(profile.amount == .signed(.name("Betrag")) && profile.description == [.name("Text")])
    }

    /// (the key changed, its value, the error's text after `profile.json:1: `).
    static let cases: [(String, String?, String)] = [
        ("delimiter", nil, #"delimiter: missing "delimiter" (expected one character between cells, such as "," or ";")"#),
        ("delimiter", #""::""#, #"delimiter: "::" is not a delimiter (expected one ASCII character other than a quote, CR or LF, such as ",", ";", "\t" or "|")"#),
        ("delimiter", #""\"""#, #"delimiter: "\"" is not a delimiter (expected one ASCII character other than a quote, CR or LF, such as ",", ";", "\t" or "|")"#),
        ("delimiter", "59", "delimiter: expected a string of one character"),
        ("skip_lines", nil, #"skip_lines: missing "skip_lines" (expected the number of lines before the first row, the last of them the header (0: no header))"#),
        ("skip_lines", "-1", "skip_lines: expected a whole number of lines, 0 or more"),
        ("skip_lines", #""1""#, "skip_lines: expected a whole number of lines, 0 or more"),
        ("skip_footer", "1.5", "skip_footer: expected a whole number of rows, 0 or more"),
        ("encoding", #""utf-16""#, #"encoding: encoding "utf-16" is not read (expected "utf-8", "cp1252" or "iso-8859-1")"#),
        ("date", nil, #"date: missing "date" (expected {"column", "format"})"#),
        ("date", #""Datum""#, #"date: expected {"column", "format"}"#),
        ("date", #"{"column": "Datum"}"#, #"date.format: missing "format" (expected strptime directives such as "%d.%m.%Y")"#),
        ("date", #"{"column": "Datum", "format": "%d.%q.%Y"}"#,
         #"date.format: "%d.%q.%Y": %q is not a directive read here (expected %d %e %m %Y %y %b %B %H %M %S %z %% and literal text)"#),
        ("date", #"{"column": "Datum", "format": "%d.%m."}"#,
         #"date.format: "%d.%m." does not say the year (expected %d or %e for the day, %m, %b or %B for the month, %Y or %y for the year)"#),
        ("date", #"{"column": "Datum", "format": "%d.%m.%Y %e"}"#, #"date.format: "%d.%m.%Y %e" gives the day twice"#),
        ("date", #"{"column": 0, "format": "%d.%m.%Y"}"#, "date.column: expected a column: a header name (string) or a 1-based position (integer)"),
        ("date", #"{"column": "", "format": "%d.%m.%Y"}"#, "date.column: expected a column: a header name (string) or a 1-based position (integer)"),
        ("date", #"{"column": "Datum", "format": "%d.%m.%Y", "zone": "UTC"}"#,
         #"date.zone: unknown key "zone" (expected one of column, format)"#),
        ("amount", #"{}"#, #"amount.column: missing "column" (expected the amount's column)"#),
        ("amount", #"{"debit": "Soll"}"#, #"amount.credit: missing "credit" (expected the credit column beside the debit one)"#),
        ("amount", #"{"credit": "Haben"}"#, #"amount.debit: missing "debit" (expected the debit column beside the credit one)"#),
        ("amount", #"{"column": "Betrag", "debit": "Soll", "credit": "Haben"}"#,
         #"amount: expected {"column"}, {"debit", "credit"} or {"column", "indicator": {"column", "debit", "credit"}}, not a mix of them"#),
        ("amount", #"{"debit": "Soll", "credit": 2.5}"#, "amount.credit: expected a column: a header name (string) or a 1-based position (integer)"),
        ("amount", #"{"column": "Betrag", "indicator": {"column": "S/H"}}"#,
         #"amount.indicator.debit: missing "debit" (expected the text marking money out, such as "D")"#),
        ("amount", #"{"column": "Betrag", "indicator": {"column": "S/H", "debit": "S", "credit": " S "}}"#,
         #"amount.indicator.credit: debit and credit are both " S " (expected two different texts)"#),
        ("amount", #"{"column": "Betrag", "sign": "-"}"#,
         #"amount.sign: unknown key "sign" (expected one of column, debit, credit, indicator)"#),
        ("sign", #""negative""#, #"sign: expected "as-is" or "inverted", found "negative""#),
        ("decimal", nil, #"decimal: missing "decimal" (expected the decimal separator, such as "." or ",")"#),
        ("decimal", #""""#, #"decimal: "" is not a decimal separator (expected one character other than a digit, a sign or a quote)"#),
        ("decimal", #""1""#, #"decimal: "1" is not a decimal separator (expected one character other than a digit, a sign or a quote)"#),
        ("thousands", #"",""#, #"thousands: the thousands separator "," is also the decimal separator (expected two different characters)"#),
        ("thousands", #"". ""#, #"thousands: ". " is not a thousands separator (expected one character other than a digit, a sign or a quote, or "" for none)"#),
        ("currency_symbol", #""1$""#, #"currency_symbol: expected a symbol without digits, signs or separators, such as "$" or "€""#),
        ("description", "[]", "description: expected at least one column"),
        ("description", "[\"Text\", {}]", "description[1]: expected a column: a header name (string) or a 1-based position (integer)"),
        ("balance", #""Saldo""#, #"balance: expected {"column": a header name or a 1-based position}"#),
        ("balance", #"{"column": "Saldo", "after": true}"#, #"balance.after: unknown key "after" (expected one of column)"#),
        ("order", #""ascending""#, #"order: expected "oldest-first" or "newest-first", found "ascending""#),
        ("reference", "true", "reference: expected a column: a header name (string) or a 1-based position (integer)"),
        ("counterparty", "{}", #"counterparty: expected "name", "account" or both"#),
        ("counterparty", #"{"iban": "IBAN"}"#, #"counterparty.iban: unknown key "iban" (expected one of name, account)"#),
        ("original_amount", #"{"column": "Originalbetrag"}"#, #"original_amount.currency: missing "currency" (expected the original currency's column)"#),
        ("currency", nil, #"currency: missing "currency" (expected the account's ISO 4217 code, such as "EUR", or {"column"})"#),
        ("currency", #""euro""#, #"currency: "euro" is not a currency code (expected an ISO 4217 code of three capital letters, such as "EUR", or {"column"})"#),
        ("currency", "978", #"currency: expected an ISO 4217 code such as "EUR", or {"column"}"#),
        ("account", #"{"type": "savings"}"#, #"account.type: expected "banking" or "creditCard", found "savings""#),
        ("account", #"{"number": "DE89"}"#, #"account.number: unknown key "number" (expected one of id, owner, type)"#),
        ("account", #"{"id": 42}"#, #"account.id: expected the account's number or IBAN, or {"column"}"#),
        ("openingBalance", #""1.234,56""#,
         #"openingBalance: "1.234,56" is not an amount (expected a JSON string or number with an optional sign, digits and a "." fraction, such as "1234.56")"#),
        ("bank", "5", "bank: expected a string: the bank's name"),
        ("comment", "[\"a\", 1]", "comment: expected a string, or an array of strings (one a line)"),
        ("skip_line", "1", #"skip_line: unknown key "skip_line" (did you mean "skip_lines"?) (expected one of encoding, delimiter, skip_lines, skip_footer, date, amount, sign, decimal, thousands, currency_symbol, description, balance, order, reference, counterparty, original_amount, currency, account, openingBalance, bank, comment)"#),
    ]

    @Test("each wrong field is an error naming profile.json, the line, the key path and what was expected",
          arguments: CSVProfileTests.cases.indices)
    func wrongField(index: Int) {
        let (key, value, expected) = Self.cases[index]
        #expect(Self.message([key: value]) == "profile.json:1: " + expected)
    }

    @Test("every key of a profile has an error case here")
    func everyKeyTested() {
        let tested = Set(Self.cases.map(\.0))
        for key in CSVProfile.keys { #expect(tested.contains(key), "\(key)") }
    }

    @Test("a column named while the file has no header (skip_lines 0) is refused; positions read")
    func namesNeedAHeader() throws {
        #expect(Self.message(["skip_lines": "0"]) == #"profile.json:1: date.column: names the column "Datum", but skip_lines is 0: the file has no header line to name it (give its 1-based position)"#)
        let profile = try CSVFixture.profile(json: Self.json(["skip_lines": "0", "date": #"{"column": 1, "format": "%d.%m.%Y"}"#,
                                                               "amount": #"{"column": 2}"#, "description": "[3, 4]"]))
        #expect(profile.description == [.position(3), .position(4)])
    }

    @Test("the JSON itself: a syntax error names its line and column; the root must be an object; the line of a deeper key is its own")
    func json() {
        #expect(throws: BankFileError.self) { try CSVFixture.profile(json: #"{"delimiter": "#) }
        #expect { try CSVFixture.profile(json: #"{"delimiter": ";",,}"#) } throws: { error in
            (error as? BankFileError)?.description.hasPrefix("profile.json:1:19: ") ?? false
        }
        #expect { try CSVFixture.profile(json: "[]") } throws: { error in
            (error as? BankFileError)?.description == "profile.json:1: $: expected a JSON object: a CSV profile (delimiter, skip_lines, date, amount, decimal, description, currency, …)"
        }
        let text = "{\n  \"delimiter\": \";\", \"skip_lines\": 1, \"decimal\": \",\", \"currency\": \"EUR\", \"description\": \"Text\",\n"
            + "  \"date\": {\"column\": \"Datum\", \"format\": \"%d.%m.%Y\"},\n  \"amount\": {\n    \"debit\": \"Soll\"\n  }\n}"
        #expect { try CSVFixture.profile(json: text) } throws: { error in
            (error as? BankFileError)?.description == #"profile.json:4: amount.credit: missing "credit" (expected the credit column beside the debit one)"#
        }
        #expect { try CSVFixture.profile(json: #"{"delimiter": ";", "delimiter": ","}"#) } throws: { error in
            (error as? BankFileError)?.description.contains("duplicate key \"delimiter\"") ?? false
        }
    }

    @Test("openingBalance: a JSON string or number, read exactly")
    func openingBalance() throws {
        #expect(try CSVFixture.profile(json: Self.json(["openingBalance": #""1234.56""#])).openingBalance == Decimal("1234.56"))
        #expect(try CSVFixture.profile(json: Self.json(["openingBalance": "-0.10"])).openingBalance == Decimal("-0.10"))
        #expect(try CSVFixture.profile(json: Self.json(["openingBalance": "12345678901234567890123456789012345678"])).openingBalance
                == Decimal(string: "12345678901234567890123456789012345678"))
    }
}
