import AccountSummary
import Foundation

extension CSVProfile {
    /// The keys a profile may have: the contract's, and `order`, `original_amount`,
    /// `currency_symbol`, `bank` and `comment` (what the shipped profiles needed besides).
    package static let keys = ["encoding", "delimiter", "skip_lines", "skip_footer", "date", "amount", "sign", "decimal", "thousands",
                               "currency_symbol", "description", "balance", "order", "reference", "counterparty", "original_amount",
                               "currency", "account", "openingBalance", "bank", "comment"]

    /// Reads a profile with the package's JSON parser.
    ///
    /// Every key is checked, and a key the profile does not know is refused (with the key
    /// meant, when it is a misspelling): a profile that reads money must not drop a line of
    /// itself silently. Required: `delimiter`, `skip_lines`, `date`, `amount`, `decimal`,
    /// `description`, `currency`.
    ///
    /// ```swift
    /// try CSVProfile(parsing: Array(#"{"delimiter": ";"}"#.utf8), file: "bank.json", name: "bank")
    /// // throws "bank.json:1: skip_lines: missing \"skip_lines\" (expected the number of lines before the first row, …)"
    /// ```
    /// - Parameters:
    ///   - bytes: the profile, UTF-8 JSON.
    ///   - file: the profile's name as errors name it (`bank.json`, `n26 (shipped)`).
    ///   - name: what the profile is called (the account's id when it states none).
    /// - Throws: ``BankFileError`` naming the profile, the key path (`amount.debit`) and line,
    ///   and what was expected.
    package init(parsing bytes: [UInt8], file: String, name: String) throws(BankFileError) {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch {
            let path = error.path.map { $0 == .root ? "" : "\($0): " } ?? ""
            throw BankFileError(file: file, place: error.position.map { .position(line: $0.line, column: $0.column) } ?? .file,
                                message: path + error.message)
        }
        var reader = ProfileReader(file: file, root: document.root)
        self = try reader.profile(name: name)
    }
}

/// The walk over a profile's JSON: each value read with its key path, every error naming it.
private struct ProfileReader {
    let file: String
    let root: JSONValue

    func failure(_ path: String, _ value: JSONValue?, _ problem: CSVProblem) -> BankFileError {
        BankFileError(file: file, place: .path(path, line: value?.position.line), message: problem.description)
    }

    /// Refuses the keys of `object` that are not among `known`.
    func checkKeys(_ object: JSONValue, _ path: String, _ known: [String]) throws(BankFileError) {
        for member in object.members where !known.contains(member.key) {
            let key = path.isEmpty ? member.key : "\(path).\(member.key)"
            throw failure(key, member.value, .unknownKey(member.key, known: known))
        }
    }

    func object(_ value: JSONValue, _ path: String, _ known: [String], _ shape: String) throws(BankFileError) -> JSONValue {
        guard value.kind == .object else { throw failure(path, value, .expected(shape)) }
        try checkKeys(value, path, known)
        return value
    }

    func required(_ object: JSONValue, _ key: String, path: String, _ expected: String) throws(BankFileError) -> JSONValue {
        guard let value = object[key], !value.isNull else {
            throw failure(path.isEmpty ? key : "\(path).\(key)", object, .missingKey(key, expected: expected))
        }
        return value
    }

    func optional(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    func string(_ value: JSONValue, _ path: String, _ expected: String) throws(BankFileError) -> String {
        guard let text = value.string else { throw failure(path, value, .expected(expected)) }
        return text
    }

    func wholeNumber(_ value: JSONValue, _ path: String, minimum: Int, _ expected: String) throws(BankFileError) -> Int {
        guard let text = value.numberText, let number = Int(text), number >= minimum else { throw failure(path, value, .expected(expected)) }
        return number
    }

    /// A column: a non-empty header name, or a 1-based position.
    func column(_ value: JSONValue, _ path: String, hasHeader: Bool) throws(BankFileError) -> CSVProfile.Column {
        if let name = value.string, !name.isEmpty {
            guard hasHeader else { throw failure(path, value, .nameWithoutHeader(name)) }
            return .name(name)
        }
        if let text = value.numberText, let position = Int(text), position >= 1 { return .position(position) }
        throw failure(path, value, .expectedColumn)
    }

    /// `{"column": …}`.
    func columnObject(_ value: JSONValue, _ path: String, hasHeader: Bool) throws(BankFileError) -> CSVProfile.Column {
        let object = try object(value, path, ["column"], "{\"column\": a header name or a 1-based position}")
        return try column(try required(object, "column", path: path, "a header name or a 1-based position"), path + ".column",
                          hasHeader: hasHeader)
    }

    /// A literal text (`"EUR"`), or `{"column"}`.
    func valueOrColumn(_ value: JSONValue, _ path: String, hasHeader: Bool, _ expected: String) throws(BankFileError) -> CSVProfile.Value {
        if let text = value.string { return .literal(text) }
        guard value.kind == .object else { throw failure(path, value, .expected(expected)) }
        return .column(try columnObject(value, path, hasHeader: hasHeader))
    }

    /// One character of a separator.
    func separator(_ value: JSONValue, _ path: String, what: String, allowNone: Bool) throws(BankFileError) -> Character? {
        let text = try string(value, path, "a string of one character")
        if text.isEmpty, allowNone { return nil }
        guard text.count == 1, let character = text.first, !character.isNumber, !"+-\"".contains(character), !character.isNewline else {
            throw failure(path, value, .badSeparator(text, what: what))
        }
        return character
    }

    mutating func profile(name: String) throws(BankFileError) -> CSVProfile {
        guard root.kind == .object else { throw failure("$", root, .profileNotObject) }
        try checkKeys(root, "", CSVProfile.keys)

        var encoding = CSVProfile.Encoding.utf8
        if let value = optional(root, "encoding") {
            let text = try string(value, "encoding", "a string: \"utf-8\", \"cp1252\" or \"iso-8859-1\"")
            guard let known = CSVProfile.Encoding(rawValue: text.lowercased()) else { throw failure("encoding", value, .unknownEncoding(text)) }
            encoding = known
        }
        let delimiterValue = try required(root, "delimiter", path: "", "one character between cells, such as \",\" or \";\"")
        let delimiterText = try string(delimiterValue, "delimiter", "a string of one character")
        guard delimiterText.utf8.count == 1, let delimiter = delimiterText.utf8.first, delimiter != UInt8(ascii: "\""),
              delimiter != 0x0A, delimiter != 0x0D else {
            throw failure("delimiter", delimiterValue, .badDelimiter(delimiterText))
        }
        let skipLines = try wholeNumber(try required(root, "skip_lines", path: "", "the number of lines before the first row, the last of them the header (0: no header)"),
                                        "skip_lines", minimum: 0, "a whole number of lines, 0 or more")
        let hasHeader = skipLines > 0
        let skipFooter = try optional(root, "skip_footer").map { value throws(BankFileError) in
            try wholeNumber(value, "skip_footer", minimum: 0, "a whole number of rows, 0 or more")
        } ?? 0

        // date
        let dateValue = try object(try required(root, "date", path: "", "{\"column\", \"format\"}"), "date", ["column", "format"],
                                   "{\"column\", \"format\"}")
        let dateColumn = try column(try required(dateValue, "column", path: "date", "the booking date's column"), "date.column", hasHeader: hasHeader)
        let formatValue = try required(dateValue, "format", path: "date", "strptime directives such as \"%d.%m.%Y\"")
        let formatText = try string(formatValue, "date.format", "a string of strptime directives such as \"%d.%m.%Y\"")
        let dateFormat: CSVDateFormat
        do { dateFormat = try CSVDateFormat(formatText) } catch { throw failure("date.format", formatValue, .badDateFormat(formatText, error)) }

        // amount
        let amountShape = "{\"column\"}, {\"debit\", \"credit\"} or {\"column\", \"indicator\": {\"column\", \"debit\", \"credit\"}}"
        let amountValue = try object(try required(root, "amount", path: "", amountShape), "amount", ["column", "debit", "credit", "indicator"],
                                     amountShape)
        let amount: CSVProfile.Amount
        if let debit = optional(amountValue, "debit") {
            guard optional(amountValue, "column") == nil, optional(amountValue, "indicator") == nil else {
                throw failure("amount", amountValue, .expected(amountShape + ", not a mix of them"))
            }
            let credit = try required(amountValue, "credit", path: "amount", "the credit column beside the debit one")
            amount = .debitCredit(debit: try column(debit, "amount.debit", hasHeader: hasHeader),
                                  credit: try column(credit, "amount.credit", hasHeader: hasHeader))
        } else if let credit = optional(amountValue, "credit") {
            throw failure("amount.debit", credit, .missingKey("debit", expected: "the debit column beside the credit one"))
        } else {
            let amountColumn = try column(try required(amountValue, "column", path: "amount", "the amount's column"), "amount.column",
                                          hasHeader: hasHeader)
            if let indicatorValue = optional(amountValue, "indicator") {
                let indicator = try object(indicatorValue, "amount.indicator", ["column", "debit", "credit"],
                                           "{\"column\", \"debit\", \"credit\"}: the column saying which way, and its two texts")
                let indicatorColumn = try column(try required(indicator, "column", path: "amount.indicator", "the indicator's column"),
                                                 "amount.indicator.column", hasHeader: hasHeader)
                let debitValue = try required(indicator, "debit", path: "amount.indicator", "the text marking money out, such as \"D\"")
                let debit = try string(debitValue, "amount.indicator.debit", "a string: the text marking money out")
                let creditValue = try required(indicator, "credit", path: "amount.indicator", "the text marking money in, such as \"C\"")
                let credit = try string(creditValue, "amount.indicator.credit", "a string: the text marking money in")
                guard debit.trimmingCharacters(in: .whitespaces) != credit.trimmingCharacters(in: .whitespaces) else {
                    throw failure("amount.indicator.credit", creditValue, .sameIndicators(credit))
                }
                amount = .indicator(amount: amountColumn, indicator: indicatorColumn, debit: debit.trimmingCharacters(in: .whitespaces),
                                    credit: credit.trimmingCharacters(in: .whitespaces))
            } else {
                amount = .signed(amountColumn)
            }
        }

        var sign = CSVProfile.Sign.asIs
        if let value = optional(root, "sign") {
            let text = try string(value, "sign", "\"as-is\" or \"inverted\"")
            guard let known = CSVProfile.Sign(rawValue: text) else { throw failure("sign", value, .expected("\"as-is\" or \"inverted\", found \(DiagnosticQuoting.quoted(text))")) }
            sign = known
        }

        // decimal, thousands, currency_symbol
        let decimalValue = try required(root, "decimal", path: "", "the decimal separator, such as \".\" or \",\"")
        let decimal = try separator(decimalValue, "decimal", what: "decimal separator", allowNone: false)!
        var thousands: Character?
        if let value = optional(root, "thousands") {
            thousands = try separator(value, "thousands", what: "thousands separator", allowNone: true)
            if thousands == decimal { throw failure("thousands", value, .sameSeparators(String(decimal))) }
        }
        var symbol: String?
        if let value = optional(root, "currency_symbol") {
            let text = try string(value, "currency_symbol", "a string: the symbol written with the digits, such as \"$\"")
            guard !text.isEmpty, !text.contains(where: { $0.isNumber || $0 == decimal || $0 == thousands || $0 == "-" || $0 == "+" }) else {
                throw failure("currency_symbol", value, .expected("a symbol without digits, signs or separators, such as \"$\" or \"€\""))
            }
            symbol = text
        }

        // description
        let descriptionValue = try required(root, "description", path: "", "the column a person reads, or an array of them")
        var description: [CSVProfile.Column] = []
        if descriptionValue.kind == .array {
            for (index, element) in descriptionValue.elements.enumerated() {
                description.append(try column(element, "description[\(index)]", hasHeader: hasHeader))
            }
            if description.isEmpty { throw failure("description", descriptionValue, .expected("at least one column")) }
        } else {
            description = [try column(descriptionValue, "description", hasHeader: hasHeader)]
        }

        let balance = try optional(root, "balance").map { value throws(BankFileError) in
            try columnObject(value, "balance", hasHeader: hasHeader)
        }
        var order: CSVProfile.Order?
        if let value = optional(root, "order") {
            let text = try string(value, "order", "\"oldest-first\" or \"newest-first\"")
            guard let known = CSVProfile.Order(rawValue: text) else {
                throw failure("order", value, .expected("\"oldest-first\" or \"newest-first\", found \(DiagnosticQuoting.quoted(text))"))
            }
            order = known
        }
        let reference = try optional(root, "reference").map { value throws(BankFileError) in
            try column(value, "reference", hasHeader: hasHeader)
        }
        var counterparty: CSVProfile.CounterpartyColumns?
        if let value = optional(root, "counterparty") {
            let object = try object(value, "counterparty", ["name", "account"], "{\"name\", \"account\"}: the columns of the other side's name and account")
            let name = try optional(object, "name").map { value throws(BankFileError) in try column(value, "counterparty.name", hasHeader: hasHeader) }
            let account = try optional(object, "account").map { value throws(BankFileError) in
                try column(value, "counterparty.account", hasHeader: hasHeader)
            }
            guard name != nil || account != nil else { throw failure("counterparty", value, .expected("\"name\", \"account\" or both")) }
            counterparty = CSVProfile.CounterpartyColumns(name: name, account: account)
        }
        var originalAmount: CSVProfile.OriginalAmountColumns?
        if let value = optional(root, "original_amount") {
            let object = try object(value, "original_amount", ["column", "currency"], "{\"column\", \"currency\"}: the original amount's column and its currency's")
            originalAmount = CSVProfile.OriginalAmountColumns(
                amount: try column(try required(object, "column", path: "original_amount", "the original amount's column"),
                                   "original_amount.column", hasHeader: hasHeader),
                currency: try column(try required(object, "currency", path: "original_amount", "the original currency's column"),
                                     "original_amount.currency", hasHeader: hasHeader))
        }

        let currencyValue = try required(root, "currency", path: "", "the account's ISO 4217 code, such as \"EUR\", or {\"column\"}")
        let currency = try valueOrColumn(currencyValue, "currency", hasHeader: hasHeader, "an ISO 4217 code such as \"EUR\", or {\"column\"}")
        if case .literal(let code) = currency, !CamtMapping.isCurrencyCode(code) { throw failure("currency", currencyValue, .badCurrencyCode(code)) }

        var accountID: CSVProfile.Value?
        var accountOwner: CSVProfile.Value?
        var accountType = AccountType.banking
        if let value = optional(root, "account") {
            let object = try object(value, "account", ["id", "owner", "type"], "{\"id\", \"owner\", \"type\"}")
            accountID = try optional(object, "id").map { value throws(BankFileError) in
                try valueOrColumn(value, "account.id", hasHeader: hasHeader, "the account's number or IBAN, or {\"column\"}")
            }
            accountOwner = try optional(object, "owner").map { value throws(BankFileError) in
                try valueOrColumn(value, "account.owner", hasHeader: hasHeader, "the account owner's name, or {\"column\"}")
            }
            if let typeValue = optional(object, "type") {
                let text = try string(typeValue, "account.type", "\"banking\" or \"creditCard\"")
                guard text == "banking" || text == "creditCard", let type = AccountType(rawValue: text) else {
                    throw failure("account.type", typeValue, .expected("\"banking\" or \"creditCard\", found \(DiagnosticQuoting.quoted(text))"))
                }
                accountType = type
            }
        }
        var openingBalance: Decimal?
        if let value = optional(root, "openingBalance") {
            guard let text = value.string ?? value.numberText, let exact = try? ExactDecimal(parsing: text) else {
                throw failure("openingBalance", value, .badOpeningBalance(value.string ?? value.numberText ?? "\(value.kind)"))
            }
            openingBalance = exact.decimal
        }
        let bank = try optional(root, "bank").map { value throws(BankFileError) in try string(value, "bank", "a string: the bank's name") }
        if let value = optional(root, "comment"), value.string == nil, value.kind != .array || value.elements.contains(where: { $0.string == nil }) {
            throw failure("comment", value, .expected("a string, or an array of strings (one a line)"))
        }

        return CSVProfile(name: name, encoding: encoding, delimiter: delimiter, skipLines: skipLines, skipFooter: skipFooter,
                          date: CSVProfile.DateField(column: dateColumn, format: dateFormat), amount: amount, sign: sign,
                          amountFormat: CSVAmountFormat(decimal: decimal, thousands: thousands, currencySymbol: symbol),
                          description: description, balance: balance, order: order, reference: reference, counterparty: counterparty,
                          originalAmount: originalAmount, currency: currency, accountID: accountID, accountOwner: accountOwner,
                          accountType: accountType, openingBalance: openingBalance, bank: bank)
    }
}
