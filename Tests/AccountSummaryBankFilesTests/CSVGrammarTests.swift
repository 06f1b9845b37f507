import AccountSummary
@testable import AccountSummaryBankFiles
import AccountSummaryTestSupport
import Foundation
import Testing

/// The three small grammars of a CSV export against Python's: records (RFC 4180) against its csv
/// module in strict mode, dates against `datetime.strptime`, amounts against `decimal.Decimal` of
/// the text with its separators taken out. Where ours is stricter, the case says why.
@Suite("CSV grammars: records against Python's csv, dates against strptime, amounts against Decimal")
struct CSVGrammarTests {
    /// Runs a Python script over a JSON input file and decodes its JSON output; nil without Python.
    static func python<Output: Decodable>(_ script: String, input: some Encodable, as: Output.Type) throws -> Output? {
        guard let python = CSVFixture.python else { return nil }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("csv-grammar-\(UUID().uuidString).json")
        try JSONEncoder().encode(input).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let verdict = try python.run(["-c", script, path.path])
        guard verdict.status == 0 else { throw CSVFixture.OracleFailure(message: verdict.stderr) }
        return try JSONDecoder().decode(Output.self, from: Data(verdict.stdout.utf8))
    }

    // MARK: Records

    /// Texts whose records Python's csv (strict) and ours must read alike.
    static let records: [String] = [
        "a,b,c\n1,2,3\n", "\"a,b\",c\r\n", "\"say \"\"hi\"\"\",x\n", "\"line1\nline2\",x\n", "\"line1\r\nline2\",x\r\n",
        ",,\n", "a,,b\n", "a,b", "a,b\rc,d\r", "a,b\r\nc,d\r\n", "a,b,\n", "\"\",a\n", "café,\"naïve \"\"quote\"\"\"\n",
        "\"abc\"", "a\n\nb\n", "x\n\"\"\"\"\n", " a , b \n", "\"a\"\"\",\"\"\"b\"\n", "a,\"\"\n", "\"\r\"\n",
    ]

    /// Texts both refuse (strict), and one Python reads that we refuse.
    static let refusedByBoth = ["\"abc", "\"a\"b,c\n", "\"a\" ,b\n", "a,\"b\"c\n"]
    static let refusedByUs = ["a\"b,c\n"]  // Python reads the quote as text; here it is a missing opening quote

    static let recordScript = """
        import csv, io, json, sys
        out = []
        for text in json.load(open(sys.argv[1])):
            try:
                rows = list(csv.reader(io.StringIO(text, newline=""), strict=True))
                out.append([row if row else [""] for row in rows])
            except csv.Error:
                out.append(None)
        print(json.dumps(out))
        """

    static func ours(_ text: String) -> [[String]]? {
        Array(text.utf8).withByteView { bytes in
            var scanner = CSVRecordScanner(bytes, delimiter: UInt8(ascii: ","))
            var rows: [[String]] = []
            do {
                while let record = try scanner.next() { rows.append(record.cells.map { scanner.text($0) }) }
            } catch {
                return nil
            }
            return rows
        }
    }

    @Test("records: what Python's csv (strict) reads, ours reads cell for cell; what it refuses, ours refuses")
    func recordsAgainstPython() throws {
        let texts = Self.records + Self.refusedByBoth + Self.refusedByUs
        guard let theirs = try Self.python(Self.recordScript, input: texts, as: [[[String]]?].self) else { return }
        for (index, text) in texts.enumerated() {
            let mine = Self.ours(text)
            if Self.refusedByUs.contains(text) {
                #expect(mine == nil && theirs[index] != nil, "\(text.debugDescription)")
            } else {
                #expect(mine == theirs[index], "\(text.debugDescription): ours \(String(describing: mine)), Python's \(String(describing: theirs[index]))")
            }
        }
    }

    // MARK: Dates

    struct DateCase: Codable {
        var format: String
        var text: String
    }

    /// Formats and cells both read alike (or both refuse).
    static let dates: [DateCase] = [
        .init(format: "%d.%m.%Y", text: "01.03.2024"), .init(format: "%d.%m.%Y", text: "1.3.2024"),
        .init(format: "%d.%m.%Y", text: "30.02.2024"), .init(format: "%d.%m.%Y", text: "29.02.2024"),
        .init(format: "%d.%m.%Y", text: "29.02.2023"), .init(format: "%d.%m.%y", text: "22.02.18"),
        .init(format: "%d.%m.%y", text: "01.01.69"), .init(format: "%d.%m.%y", text: "31.12.68"),
        .init(format: "%d %b %Y", text: "27 Feb 2018"), .init(format: "%d %b %Y", text: "27 feb 2018"),
        .init(format: "%d %b %y", text: "10 Feb 18"), .init(format: "%d %B %Y", text: "3 March 2020"),
        .init(format: "%d %B %Y", text: "3 Mar 2020"), .init(format: "%Y-%m-%d %H:%M:%S %z", text: "2018-02-25 12:34:56 +0000"),
        .init(format: "%Y-%m-%d %H:%M:%S %z", text: "2018-02-25 23:59:59 -0130"), .init(format: "%Y.%m.%d.", text: "2019.04.19."),
        .init(format: "%m/%d/%Y", text: "12/15/2018"), .init(format: "%m/%d/%Y", text: "13/15/2018"),
        .init(format: "%Y%m%d", text: "20190311"), .init(format: "%d%m%Y", text: "01032024"),
        .init(format: "%H:%M %d.%m.%Y", text: "25:00 01.03.2024"),
        .init(format: "%H:%M %d.%m.%Y", text: "23:59 01.03.2024"), .init(format: "%d.%m.%Y", text: "1.13.2024"),
        .init(format: "%d.%m.%Y", text: "00.01.2024"), .init(format: "%Y-%m-%d", text: "2024-1-5"),
        .init(format: "%d/%m/%Y", text: "01/03/24"), .init(format: "%d/%m/%Y", text: "01/03/2024x"),
        .init(format: "Booked %d.%m.%Y", text: "Booked 01.03.2024"), .init(format: "%d.%m.%Y 100%%", text: "01.03.2024 100%"),
    ]

    /// Python finds a split of numbers written side by side by trying them; ours takes their full widths and refuses the rest.
    static let datesRefusedByUs: [DateCase] = [.init(format: "%d%m%Y", text: "1032024"), .init(format: "%Y%m%d", text: "2024311")]

    static let dateScript = """
        import datetime, json, sys
        out = []
        for case in json.load(open(sys.argv[1])):
            try:
                out.append(datetime.datetime.strptime(case["text"], case["format"]).date().isoformat())
            except ValueError:
                out.append(None)
        print(json.dumps(out))
        """

    @Test("dates: what strptime reads, ours reads to the same day; what it refuses, ours refuses")
    func datesAgainstStrptime() throws {
        let cases = Self.dates + Self.datesRefusedByUs
        guard let theirs = try Self.python(Self.dateScript, input: cases, as: [String?].self) else { return }
        for (index, test) in cases.enumerated() {
            let mine: String? = switch try CSVDateFormat(test.format).read(test.text[...]) {
            case .success(let date): date.description
            case .failure: nil
            }
            if index >= Self.dates.count {
                #expect(mine == nil && theirs[index] != nil, "\(test.format) \(test.text.debugDescription)")
            } else {
                #expect(mine == theirs[index], "\(test.format) \(test.text.debugDescription): ours \(String(describing: mine)), strptime's \(String(describing: theirs[index]))")
            }
        }
    }

    @Test("dates: %e, the day with a space for its leading zero (C's strptime has it, Python's has not)")
    func spacePaddedDay() throws {
        let format = try CSVDateFormat("%e.%m.%Y")
        for text in [" 7.03.2024", "7.03.2024", "07.03.2024"] {
            #expect(format.read(text[...]) == .success(CalendarDate(year: 2024, month: 3, day: 7)!), "\(text.debugDescription)")
        }
    }

    @Test("dates: an impossible day and a text out of format are told apart")
    func dateProblems() throws {
        #expect(try CSVDateFormat("%d.%m.%Y").read("31.04.2024") == .failure(.noSuchDay))
        #expect(try CSVDateFormat("%d.%m.%Y").read("31-04-2024") == .failure(.notInFormat))
        #expect(try CSVDateFormat("%m/%d/%Y").read("02/30/2024") == .failure(.noSuchDay))
    }

    // MARK: Amounts

    struct AmountCase: Codable {
        var decimal: String
        var thousands: String
        var symbol: String
        var text: String
    }

    static let amounts: [AmountCase] = [
        .init(decimal: ",", thousands: ".", symbol: "", text: "-1.234,56"), .init(decimal: ",", thousands: ".", symbol: "", text: "1234,56"),
        .init(decimal: ",", thousands: ".", symbol: "", text: "+5257,28"), .init(decimal: ",", thousands: ".", symbol: "", text: "1.234.567"),
        .init(decimal: ",", thousands: ".", symbol: "", text: "0,5"), .init(decimal: ",", thousands: ".", symbol: "", text: " -3,40 "),
        .init(decimal: ".", thousands: ",", symbol: "$", text: "$1,036.47"), .init(decimal: ".", thousands: ",", symbol: "$", text: "-$57.27"),
        .init(decimal: ".", thousands: ",", symbol: "$", text: "$-57.27"), .init(decimal: ".", thousands: ",", symbol: "$", text: "20.00"),
        .init(decimal: ".", thousands: "'", symbol: "", text: "11'373.94"), .init(decimal: ".", thousands: "", symbol: "", text: "-1000.00"),
        .init(decimal: ",", thousands: " ", symbol: "€", text: "1 234,56 €"), .init(decimal: ".", thousands: "", symbol: "", text: "007.10"),
        .init(decimal: ".", thousands: "", symbol: "", text: "12345678901234567890123456789012345678"),
    ]

    /// Each refused, with the reason.
    static let refusedAmounts: [(AmountCase, String)] = [
        (.init(decimal: ",", thousands: ".", symbol: "", text: "1.23,45"), "a group of two after a thousands separator"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: "12.3456"), "a group of four"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: "1234.567"), "a first group of four"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: "1,2,3"), "two decimal separators"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: "12,"), "no digit after the decimal separator"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: ",5"), "no digit before it"),
        (.init(decimal: ",", thousands: ".", symbol: "", text: "1,234.56"), "the other locale's writing"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "1,234.56"), "a thousands separator the profile does not have"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "1e5"), "an exponent"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "--1"), "two signs"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "12 50"), "a space inside"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "NaN"), "no digits"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "$5"), "a symbol the profile does not have"),
        (.init(decimal: ".", thousands: ",", symbol: "$", text: "$"), "a symbol alone"),
        (.init(decimal: ".", thousands: "", symbol: "", text: "123456789012345678901234567890123456789"), "39 significant digits"),
    ]

    static let amountScript = """
        import decimal, json, sys
        out = []
        for case in json.load(open(sys.argv[1])):
            text = case["text"].strip().replace(case["symbol"] or "\\0", "")
            if case["thousands"]:
                text = text.replace(case["thousands"], "")
            out.append(str(decimal.Decimal(text.replace(case["decimal"], ".").replace(" ", ""))))
        print(json.dumps(out))
        """

    static func format(_ test: AmountCase) -> CSVAmountFormat {
        CSVAmountFormat(decimal: test.decimal.first!, thousands: test.thousands.first, currencySymbol: test.symbol.isEmpty ? nil : test.symbol)
    }

    @Test("amounts: the value Decimal gives the text with its separators taken out, exactly")
    func amountsAgainstDecimal() throws {
        guard let theirs = try Self.python(Self.amountScript, input: Self.amounts, as: [String].self) else { return }
        for (test, value) in zip(Self.amounts, theirs) {
            let mine = try Self.format(test).read(test.text[...]).get()
            #expect(mine == Decimal(string: value)!, "\(test.text)")
        }
    }

    @Test("amounts: a separator out of place, an exponent, a stray sign or symbol, 39 digits are refused, never guessed",
          arguments: CSVGrammarTests.refusedAmounts.indices)
    func amountsRefused(index: Int) {
        let (test, reason) = Self.refusedAmounts[index]
        #expect(throws: CSVAmountFormat.Problem.self, "\(test.text): \(reason)") { try Self.format(test).read(test.text[...]).get() }
    }
}
