import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// The text and ANSI layouts' last pass: no line ends in a space, and with a width every
/// line is fitted, columns still aligned.
@Suite("TerminalWriter.Lines and Fitting")
struct TerminalLinesTests {
    static func lines(_ writes: [String], width: Int? = nil) -> String {
        var text = ""
        TerminalWriter(color: false, width: width).writeLines(to: &text) { lines in
            for write in writes { lines.write(write) }
        }
        return text
    }

    @Test("spaces before a newline are dropped, however the text is split into writes", arguments: [
        (["Yen  ¥1,000   \nDollars  $4.50\n"], "Yen  ¥1,000\nDollars  $4.50\n"),
        (["Yen  ", "¥1,000", "   ", "\n", "next\n"], "Yen  ¥1,000\nnext\n"),
        (["a ", " ", "b\n"], "a  b\n"),
        (["   \n"], "\n"),
        (["no newline at the end  "], "no newline at the end"),
        (["x\n", "  ", "y  \n"], "x\n  y\n"),
        (["a", "  ", "  \n"], "a\n"), (["a  ", "b  ", "\n"], "a  b\n"), ([" ", "x"], " x"),
        (["a  b  \n  c  ", "  d \n"], "a  b\n  c    d\n"), (["", "  ", "", "z"], "  z"),
    ])
    func trailingSpaces(writes: [String], expected: String) {
        #expect(Self.lines(writes) == expected)
        #expect(Self.lines(writes, width: 200) == expected)
    }

    @Test("no line of any statement's text or ANSI layout ends in a space", arguments: StatementGoldenTests.cases)
    func noTrailingSpaces(_ testCase: StatementGoldenTests.Case) throws {
        for color in [false, true] {
            for width in [nil, 40, 60, 100] as [Int?] {
                let output = try StatementGoldenTests.render(testCase, TerminalWriter(color: color, width: width))
                for (number, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    #expect(!line.hasSuffix(" "), "line \(number + 1) (color \(color), width \(String(describing: width))): \(line)")
                }
            }
        }
    }

    @Test("the writer's marks never reach the output", arguments: StatementGoldenTests.cases)
    func noMarks(_ testCase: StatementGoldenTests.Case) throws {
        for color in [false, true] {
            let output = try StatementGoldenTests.render(testCase, TerminalWriter(color: color, width: 50))
            #expect(!output.utf8.contains { (0x1C...0x1F).contains($0) })
        }
    }

    @Test("a width at or above the widest line changes nothing", arguments: StatementGoldenTests.cases)
    func wideEnoughIsUnchanged(_ testCase: StatementGoldenTests.Case) throws {
        for color in [false, true] {
            let plain = try StatementGoldenTests.render(testCase, TerminalWriter(color: color))
            let widest = plain.split(separator: "\n").map { DisplayWidth.of(Self.withoutSGR(String($0))) }.max() ?? 0
            #expect(try StatementGoldenTests.render(testCase, TerminalWriter(color: color, width: widest)) == plain)
        }
    }

    @Test("fitted, every line of every statement keeps within the width, SGR balanced", arguments: StatementGoldenTests.cases)
    func fitsWidth(_ testCase: StatementGoldenTests.Case) throws {
        for color in [false, true] {
            let output = try StatementGoldenTests.render(testCase, TerminalWriter(color: color, width: 60))
            for line in output.split(separator: "\n") {
                #expect(DisplayWidth.of(Self.withoutSGR(String(line))) <= 60, "\(line)")
            }
            StatementGoldenTests.expectOnlyOwnIsolates(output)
        }
    }

    @Test("a shortened table keeps its amounts' right edges in one column")
    func alignedAfterFitting() throws {
        let report = try StatementReport(Self.longDescriptions(), options: ReportOptions())
        let text = try report.rendered(with: TerminalWriter(color: false, width: 60), templates: DefaultTemplates.library())
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  Nov") }
        #expect(rows.count == 4)
        #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "\(rows)")
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(rows.contains { $0.contains("…") })
        // Amounts are whole.
        for amount in ["-$1,234.56", "$25.00", "-$4.50", "$100,000.00"] {
            #expect(text.contains(amount))
        }
    }

    @Test("shortening cuts padding first, then text, keeping styles and isolates balanced", arguments: [
        ("Coffee    ", 8, "Coffee  "), ("Coffee    ", 6, "Coffee"), ("Coffee    ", 5, "Coff…"),
        ("日本語テキスト", 8, "日本語… "), ("\u{1B}[2mNov 15, 2026\u{1B}[0m ", 6, "\u{1B}[2mNov 1…\u{1B}[0m"),
        ("\u{2068}שלום עולם\u{2069}  ", 5, "\u{2068}שלום…\u{2069}"),
    ])
    func shortened(segment: String, target: Int, expected: String) {
        let result = String(decoding: TerminalWriter.Fitting.shortened(Array(segment.utf8), to: target), as: UTF8.self)
        #expect(result == expected)
    }

    @Test("free text wraps at spaces with its indentation; an over-long word breaks")
    func wrapping() {
        let fit = { (line: String, width: Int) in
            String(decoding: TerminalWriter.Fitting.fit(Array(line.utf8), width: width), as: UTF8.self)
        }
        #expect(fit("  Not reconciled: the figures differ by $10.00.", 24)
                == "  Not reconciled: the\n  figures differ by\n  $10.00.")
        #expect(fit("\u{1C}12 Maple Street, Apartment 4\u{1F}", 16) == "12 Maple Street,\nApartment 4")
        #expect(fit("abcdefghij", 4) == "abcd\nefgh\nij")
        #expect(fit("\u{1B}[1mBold words here\u{1B}[0m", 10) == "\u{1B}[1mBold words\u{1B}[0m\n\u{1B}[1mhere\u{1B}[0m")
    }

    @Test("the documentation example")
    func documentationExample() {
        let line = Array("  Nov 3  \u{1C}Coffee at the corner\u{1F}  $4.50".utf8)
        #expect(String(decoding: TerminalWriter.Fitting.fit(line, width: 26), as: UTF8.self) == "  Nov 3  Coffee at…  $4.50")
    }

    static func withoutSGR(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// A statement whose descriptions are far longer than a narrow terminal.
    static func longDescriptions() throws -> Statement {
        let json = """
            {"customer": {"name": "Jonathan"}, "locale": "en_US", "currency": "USD",
             "accounts": [{"id": "chk-1", "type": "banking", "name": "Everyday Chequing Account", "balance": "100.00"}],
             "transactions": [
              {"id": "t1", "accountId": "chk-1", "date": "2026-11-20", "description": "Payment to the municipal water and sewer utility, account 4471-2209", "amount": "-1234.56", "status": "completed"},
              {"id": "t2", "accountId": "chk-1", "date": "2026-11-19", "description": "Refund", "amount": "25.00", "status": "completed"},
              {"id": "t3", "accountId": "chk-1", "date": "2026-11-18", "description": "Coffee at the little café on the corner of Queen Street West and Spadina", "amount": "-4.50", "status": "completed"},
              {"id": "t4", "accountId": "chk-1", "date": "2026-11-17", "description": "Salary", "amount": "100000.00", "status": "completed"}
             ]}
            """
        return try StatementReader.read(Array(json.utf8))
    }

    /// A document of a few lines with trailing spaces, as a template might leave them.
    struct Padded: ReportDocument {
        func write<Output: TextOutputStream>(to output: inout Output) throws(TemplateError) {
            output.write("Total   ")
            output.write("  $4.50   \nNet   \n")
        }
    }

    @Test("a writer passes a document through its format's last pass: the terminal trims lines, HTML leaves the text as it is")
    func documentsThroughTheWriter() throws {
        var text = ""
        try TerminalWriter(color: false).write(Padded(), to: &text)
        #expect(text == "Total     $4.50\nNet\n")
        var html = ""
        try HTMLWriter().write(Padded(), to: &html)
        #expect(html == "Total     $4.50   \nNet   \n")
    }
}
