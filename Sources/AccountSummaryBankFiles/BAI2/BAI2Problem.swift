/// What is wrong with a BAI2 file, worded in one place.
///
/// A problem names the record (`16 transaction detail`) where the place (`file:line:column`)
/// alone would not say what was being read, and always what was expected.
///
/// ```swift
/// BAI2Problem.detailTypeCode("890").description
/// // "type code 890 is not a transaction (expected 100–399 for a credit or 400–699 for a debit; 890 is a non-monetary message)"
/// ```
package enum BAI2Problem: Sendable, Hashable, CustomStringConvertible {
    /// The first record is not an 01 file header.
    case noFileHeader
    /// A line that starts no record: two digits and a comma.
    case notARecord(String)
    /// Two digits and a comma, but not a BAI2 record code.
    case unknownRecord(String)
    /// A record where the file's structure expects another.
    case misplaced(BAI2RecordCode, expected: String)
    /// An 88 continuation as the file's first record.
    case continuationFirst
    /// A record after the 99 file trailer.
    case afterFileTrailer(BAI2RecordCode)
    /// The file ends before its 99 file trailer.
    case cutShort(expected: String)
    /// Something after the `/` that ends a record's fields, on the same line.
    case afterRecordEnd(String)
    /// A version other than 2 (or 3).
    case version(String)
    /// A required field left empty.
    case missingField(String, BAI2RecordCode)
    /// A field that is not what its place holds.
    case badField(String, value: String, expected: String)
    /// A currency code that is not a current ISO 4217 code.
    case unknownCurrency(String)
    /// A listed currency whose amounts have no minor unit (gold, SDRs).
    case noMinorUnit(String)
    /// A 16 record's type code outside credits and debits.
    case detailTypeCode(String)
    /// A 16 record with no amount.
    case detailWithoutAmount
    /// A 16 record's amount with a minus sign.
    case negativeDetail(String)
    /// A balance type code given twice in one 03 record.
    case balanceTwice(String)
    /// A summary without a type code that carries an amount or more.
    case summaryWithoutTypeCode(String)
    /// Group status 2: a deletion of data sent before, not a statement.
    case deletionGroup
    /// A control total that does not equal the sum of what it covers.
    case controlTotal(BAI2RecordCode, stated: String, computed: String, what: String)
    /// A count (records, accounts, groups) that does not equal what the file holds.
    case count(BAI2RecordCode, what: String, stated: String, counted: Int)
    /// A file with no 03 account at all.
    case noAccount
    /// A 16 record's text that starts with `/`, which the standard reserves for the record's end.
    case textStartsWithSlash(String)
    /// An amount too large to be read exactly.
    case tooLarge(String)
    /// A sum of control totals past 38 significant digits, at this record.
    case sumTooLarge(BAI2RecordCode)
    /// Fields after a record's last one.
    case extraFields(BAI2RecordCode, String)

    package var description: String {
        switch self {
        case .noFileHeader:
            "the file does not start with an 01 file header record (expected \"01,\" first)"
        case .notARecord(let text):
            "\"\(text)\" starts no record (expected a record code such as 16 and a comma at the start of each line; "
                + "a record continues on the next line only as an 88 continuation record)"
        case .unknownRecord(let code):
            "\"\(code)\" is not a BAI2 record code (expected 01, 02, 03, 16, 88, 49, 98 or 99)"
        case .misplaced(let code, let expected):
            "\(code.name) record here: expected \(expected)"
        case .continuationFirst:
            "an 88 continuation record with no record before it to continue (expected the 01 file header first)"
        case .afterFileTrailer(let code):
            "\(code.name) record after the 99 file trailer (expected the file to end there)"
        case .cutShort(let expected):
            "the file ends here, before its 99 file trailer (expected \(expected); is the file cut short?)"
        case .afterRecordEnd(let text):
            "\"\(text)\" after the \"/\" that ends the record's fields (expected nothing more on the line; "
                + "only a 16 record's text may hold \"/\" or \",\")"
        case .version(let text):
            "version \"\(text)\" in the 01 file header (expected 2, the BAI2 version, or 3)"
        case .missingField(let name, let code):
            "the \(code.name) record's \(name) is empty (the standard requires it)"
        case .badField(let name, let value, let expected):
            "\(name) \"\(value)\": expected \(expected)"
        case .unknownCurrency(let code):
            "\"\(code)\" is not a current ISO 4217 currency code (expected one, such as USD: amounts are written without a "
                + "decimal point and scaled by the currency's minor unit, so it must be known)"
        case .noMinorUnit(let code):
            "\(code) has no ISO 4217 minor unit (the list gives N.A.): its amounts, written without a decimal point, "
                + "cannot be read (expected a currency such as USD)"
        case .detailTypeCode(let code):
            "type code \(code) is not a transaction (expected 100–399 for a credit or 400–699 for a debit"
                + (code == "890" ? "; 890 is a non-monetary message)" : ")")
        case .detailWithoutAmount:
            "the 16 transaction detail record has no amount (expected the transaction's amount, in minor units)"
        case .negativeDetail(let text):
            "amount \"\(text)\" of a 16 transaction detail is negative (expected it unsigned: the type code says credit or debit)"
        case .balanceTwice(let code):
            "type code \(code) given twice in one 03 account identifier record (expected one amount per status type code)"
        case .summaryWithoutTypeCode(let text):
            "a summary without a type code carries \"\(text)\" (expected the type code first, or every field of it empty)"
        case .deletionGroup:
            "group status 2 (deletion) withdraws data sent before: it is not a statement (expected 1 update, 3 correction or 4 test only)"
        case .controlTotal(let code, let stated, let computed, let what):
            "the \(code.name) record's control total \(stated) does not equal \(computed), the sum of \(what)"
        case .count(let code, let what, let stated, let counted):
            "the \(code.name) record states \(stated) \(what), the file holds \(counted)"
        case .noAccount:
            "no 03 account identifier record in the file: there is no account to show"
        case .textStartsWithSlash(let text):
            "text \"\(text)\" starts with \"/\", which ends a record without text (expected the text's first character otherwise)"
        case .tooLarge(let text):
            "\"\(text)\" needs more than 38 significant digits"
        case .sumTooLarge(let code):
            "the sum of the amounts up to this \(code.name) record needs more than 38 significant digits"
        case .extraFields(let code, let text):
            "\"\(text)\" after the \(code.name) record's last field (expected \"/\" ending the record there)"
        }
    }

    /// The readings worth a warning, worded once.
    package enum Reading: String {
        case version3 = "BAI version 3 in the 01 file header: read by the version 2 rules"
        case defaultCurrency = "an 03 account with no currency, in a group that names none: read as USD, the standard's default"
        case leftOffFields = "a record that leaves off its last fields rather than writing them empty (\",,\" or \",/\"): read as empty"
        case extraEmptyField = "a record with empty fields after its last field (an 03 record's: fields that complete no summary): read as nothing"
        case textEndsWithSlash = "a 16 record's text ending with \"/\", which ends records without text: read as the record's end, not as text"
        case noSlash = "a record whose fields are not ended by \"/\": read to the end of its line"
        case clockTime = "a time written hh:mm:ss rather than the standard's hhmm: read as written"
        case testOnly = "group status 4 (test only): read as any other group"
    }

    /// A control total or count that does not match, read on because the caller allows
    /// statements that do not reconcile (`--allow-unreconciled`).
    package static func allowed(_ problem: BAI2Problem, line: Int) -> String {
        "line \(line): \(problem.description) (read on: --allow-unreconciled)"
    }
}
