import AccountSummary
import Foundation

/// What is wrong with a CSV profile, or with a file read by one, worded in one place.
///
/// The place (the profile's key path, or the file's line and column) is the ``BankFileError``'s;
/// these say what is wrong and what was expected.
///
/// ```swift
/// CSVProblem.expectedColumn.description
/// // "expected a column: a header name (string) or a 1-based position (integer)"
/// CSVProblem.badAmount("1.23,4", example: "-1.234,56").description
/// // "\"1.23,4\" is not an amount as the profile writes them (expected digits, …, such as -1.234,56)"
/// ```
package enum CSVProblem: Sendable, Hashable, CustomStringConvertible {
    // MARK: The profile

    /// The profile is not a JSON object.
    case profileNotObject
    /// A key a profile (or this part of it) does not have.
    case unknownKey(String, known: [String])
    /// A key the profile must have.
    case missingKey(String, expected: String)
    /// A value of the wrong shape: what was expected.
    case expected(String)
    case expectedColumn
    case unknownEncoding(String)
    case badDelimiter(String)
    case badSeparator(String, what: String)
    case sameSeparators(String)
    case badDateFormat(String, CSVDateFormat.FormatProblem)
    case badCurrencyCode(String)
    case badOpeningBalance(String)
    case sameIndicators(String)
    /// A column named by the header when the file has none (`skip_lines` is 0).
    case nameWithoutHeader(String)

    // MARK: The file

    case notUTF8(line: Int)
    case notWindows1252(UInt8, line: Int)
    case byteOrderMarkInSingleByteEncoding(String)
    case syntax(CSVRecordScanner.Failure.Problem)
    /// The file ends before its header line.
    case noHeader(skipLines: Int, lines: Int)
    /// A column name the header (on `line`) does not have.
    case noSuchColumn(String, key: String, line: Int, header: [String])
    /// A column name the header has twice.
    case ambiguousColumn(String, key: String, positions: [Int])
    /// A position beyond the row's cells.
    case noSuchPosition(Int, key: String, cells: Int)
    /// A row with another number of cells than the header (or the first row).
    case cellCount(Int, expected: Int, from: String)
    case badDate(String, format: String)
    case noSuchDay(String, format: String)
    case emptyDate
    case badAmount(String, example: String)
    case emptyAmount
    case tooManyDigits(String)
    case bothDebitAndCredit(debit: String, credit: String)
    case neitherDebitNorCredit
    case badIndicator(String, debit: String, credit: String)
    case signAgainstIndicator(String, indicator: String)
    case otherCurrency(String, expected: String, line: Int)
    case emptyValue(String)
    case otherValue(what: String, String, expected: String, line: Int)
    case footerIsTransaction(footer: Int)
    /// The balance column does not chain: the row's stated balance is not the previous one plus its amount.
    case balanceBreak(stated: String, previous: String, amount: String, computed: String, previousLine: Int, order: String)
    /// The balance column chains read either way, to different balances.
    case balanceEitherWay(oldestOpening: String, oldestClosing: String, newestOpening: String, newestClosing: String)
    case openingBalanceDiffers(profile: String, file: String)
    case tooLarge(String)

    package var description: String {
        switch self {
        case .profileNotObject:
            "expected a JSON object: a CSV profile (delimiter, skip_lines, date, amount, decimal, description, currency, …)"
        case .unknownKey(let key, let known):
            "unknown key \(DiagnosticQuoting.quoted(key))\(CSVProblem.suggestion(key, known)) (expected one of \(known.joined(separator: ", ")))"
        case .missingKey(let key, let expected):
            "missing \(DiagnosticQuoting.quoted(key)) (expected \(expected))"
        case .expected(let what):
            "expected \(what)"
        case .expectedColumn:
            "expected a column: a header name (string) or a 1-based position (integer)"
        case .unknownEncoding(let name):
            "encoding \(DiagnosticQuoting.quoted(name)) is not read (expected \"utf-8\", \"cp1252\" or \"iso-8859-1\")"
        case .badDelimiter(let text):
            "\(DiagnosticQuoting.quoted(text)) is not a delimiter (expected one ASCII character other than a quote, CR or LF, such as \",\", \";\", \"\\t\" or \"|\")"
        case .badSeparator(let text, let what):
            "\(DiagnosticQuoting.quoted(text)) is not a \(what) (expected one character other than a digit, a sign or a quote\(what == "thousands separator" ? ", or \"\" for none" : ""))"
        case .sameSeparators(let text):
            "the thousands separator \(DiagnosticQuoting.quoted(text)) is also the decimal separator (expected two different characters)"
        case .badDateFormat(let format, let problem):
            switch problem {
            case .unknownDirective(let directive):
                "\(DiagnosticQuoting.quoted(format)): \(directive) is not a directive read here (expected %d %e %m %Y %y %b %B %H %M %S %z %% and literal text)"
            case .missing(let part):
                "\(DiagnosticQuoting.quoted(format)) does not say the \(part) (expected %d or %e for the day, %m, %b or %B for the month, %Y or %y for the year)"
            case .twice(let part):
                "\(DiagnosticQuoting.quoted(format)) gives the \(part) twice"
            }
        case .badCurrencyCode(let text):
            "\(DiagnosticQuoting.quoted(text)) is not a currency code (expected an ISO 4217 code of three capital letters, such as \"EUR\", or {\"column\"})"
        case .badOpeningBalance(let text):
            "\(DiagnosticQuoting.quoted(text)) is not an amount (expected a JSON string or number with an optional sign, digits and a \".\" fraction, such as \"1234.56\")"
        case .sameIndicators(let text):
            "debit and credit are both \(DiagnosticQuoting.quoted(text)) (expected two different texts)"
        case .nameWithoutHeader(let name):
            "names the column \(DiagnosticQuoting.quoted(name)), but skip_lines is 0: the file has no header line to name it (give its 1-based position)"
        case .notUTF8(let line):
            "not valid UTF-8, the profile's encoding (line \(line)): is the file cp1252 or iso-8859-1? (set the profile's \"encoding\")"
        case .notWindows1252(let byte, let line):
            "byte 0x\(String(byte, radix: 16, uppercase: true)) (line \(line)) is not a character in cp1252, the profile's encoding (is the file iso-8859-1?)"
        case .byteOrderMarkInSingleByteEncoding(let encoding):
            "the file starts with a UTF-8 byte order mark, but the profile says its encoding is \(encoding) (expected \"utf-8\")"
        case .syntax(let problem):
            switch problem {
            case .unclosedQuote:
                "a quoted cell is not closed before the end of the file (expected a closing \"; is the file cut short?)"
            case .textAfterQuote:
                "text after a quoted cell's closing quote (expected the delimiter or the end of the line; a quote inside a quoted cell is written twice, \"\")"
            case .quoteInUnquotedCell:
                "a quote inside a cell that is not quoted (expected the whole cell in quotes, its quotes doubled; is the opening quote missing?)"
            }
        case .noHeader(let skipLines, let lines):
            "the file has \(lines) line\(lines == 1 ? "" : "s"), but the profile skips \(skipLines) before the first row (the last of them its header)"
        case .noSuchColumn(let name, let key, let line, let header):
            "no column \(DiagnosticQuoting.quoted(name)) (the profile's \(key)) in the header on line \(line); it has "
                + header.map { DiagnosticQuoting.quoted($0) }.joined(separator: ", ")
        case .ambiguousColumn(let name, let key, let positions):
            "the header names \(DiagnosticQuoting.quoted(name)) (the profile's \(key)) \(positions.count) times, in columns "
                + positions.map(String.init).joined(separator: " and ") + " (give the 1-based position of the one meant)"
        case .noSuchPosition(let position, let key, let cells):
            "the profile's \(key) is column \(position), but the row has \(cells) cell\(cells == 1 ? "" : "s")"
        case .cellCount(let count, let expected, let from):
            "\(count) cell\(count == 1 ? "" : "s") where \(from) has \(expected) (is the row cut short, or a delimiter unquoted in a cell?)"
        case .badDate(let text, let format):
            "\(DiagnosticQuoting.quoted(text)) is not a date written \(format)"
        case .noSuchDay(let text, let format):
            "\(DiagnosticQuoting.quoted(text)) (written \(format)) is not a day that exists"
        case .emptyDate:
            "no date (expected every row to have its booking date)"
        case .badAmount(let text, let example):
            "\(DiagnosticQuoting.quoted(text)) is not an amount as the profile writes them (expected an optional sign, digits in groups "
                + "as the thousands separator says, and the decimal separator, such as \(example))"
        case .emptyAmount:
            "no amount (expected every row to have one)"
        case .tooManyDigits(let text):
            "\(DiagnosticQuoting.quoted(text)) has more than 38 significant digits"
        case .bothDebitAndCredit(let debit, let credit):
            "both debit (\(DiagnosticQuoting.quoted(debit))) and credit (\(DiagnosticQuoting.quoted(credit))) are filled (expected one of them a row)"
        case .neitherDebitNorCredit:
            "neither debit nor credit is filled (expected one of them a row)"
        case .badIndicator(let text, let debit, let credit):
            "the indicator \(DiagnosticQuoting.quoted(text)) is neither \(DiagnosticQuoting.quoted(debit)) (debit) nor \(DiagnosticQuoting.quoted(credit)) (credit)"
        case .signAgainstIndicator(let amount, let indicator):
            "the amount \(DiagnosticQuoting.quoted(amount)) is negative, but the indicator \(DiagnosticQuoting.quoted(indicator)) says credit"
        case .otherCurrency(let code, let expected, let line):
            "currency \(DiagnosticQuoting.quoted(code)) where line \(line) has \(expected): a file is read as one account in one currency (amounts are never converted)"
        case .emptyValue(let what):
            "no \(what) (expected every row to state it)"
        case .otherValue(let what, let text, let expected, let line):
            "\(what) \(DiagnosticQuoting.quoted(text)) where line \(line) has \(DiagnosticQuoting.quoted(expected)): a file is read as one account"
        case .footerIsTransaction(let footer):
            "the profile drops the last \(footer) row\(footer == 1 ? "" : "s") as a footer, but this one reads as a transaction "
                + "(a date and an amount): is the file cut short, its footer missing?"
        case .balanceBreak(let stated, let previous, let amount, let computed, let previousLine, let order):
            "balance \(stated) does not follow from the running balance \(previous) after line \(previousLine) and this row's amount \(amount) "
                + "(expected \(computed), read \(order))"
        case .balanceEitherWay(let oldestOpening, let oldestClosing, let newestOpening, let newestClosing):
            "the balance column chains read oldest first (opening \(oldestOpening), closing \(oldestClosing)) and newest first "
                + "(opening \(newestOpening), closing \(newestClosing)): say which with the profile's \"order\""
        case .openingBalanceDiffers(let profile, let file):
            "the profile's openingBalance \(profile) is not the balance before the first row, \(file), that the balance column gives"
        case .tooLarge(let what):
            "\(what) needs more than 38 significant digits"
        }
    }

    /// ` (did you mean "x"?)` for a key one or two edits from a known one.
    private static func suggestion(_ key: String, _ known: [String]) -> String {
        let close = known.first { distance(Array(key.lowercased()), Array($0.lowercased())) <= 2 }
        return close.map { " (did you mean \(DiagnosticQuoting.quoted($0))?)" } ?? ""
    }

    private static func distance(_ left: [Character], _ right: [Character]) -> Int {
        var previous = Array(0...right.count)
        for (i, a) in left.enumerated() {
            var current = [i + 1]
            for (j, b) in right.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }

    /// The readings worth a warning, worded once.
    package enum Reading {
        /// The last row has no line end, and its last cell, unquoted (empty or not), is one the profile reads.
        static func unterminated(line: Int) -> String {
            "the last row (line \(line)) has no line end: read to the end of the file (a file cut short inside its last cell cannot be told from a whole one)"
        }
    }

    /// How figures are written in messages: exactly, as the file's own decimal point would not say them.
    static func figure(_ amount: Decimal) -> String {
        ExactDecimal(amount)?.description ?? "\(amount)"
    }
}
