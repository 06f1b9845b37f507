import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Nothing the native writer sets overprints anything else, as poppler places each word
/// (`pdftotext -bbox`): on every page of a corpus of statements (the framed fixture with a
/// 60-character reference run together in an account row and a list row, the generated year's
/// statement in both layouts, in English, German, Hebrew, Arabic and Hindi), no two words are
/// set over each other (see ``overlaps(_:tolerance:)``).
@Suite("Native pages: no word overprints another")
struct OverprintTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { pdftotext != nil && fonts != nil }

    struct Word {
        var text: String
        var xMin, yMin, xMax, yMax: Double
    }

    /// Each page's words and their boxes, as poppler places them.
    static func words(_ pdf: [UInt8]) throws -> [[Word]] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let html = try pdftotext!.run(["-bbox", path, "-"]).stdout
        var pages: [[Word]] = []
        for page in html.components(separatedBy: "<page ").dropFirst() {
            var words: [Word] = []
            for line in page.split(separator: "\n") where line.contains("<word ") {
                func value(_ name: String) -> Double? {
                    guard let start = line.range(of: "\(name)=\"") else { return nil }
                    let rest = line[start.upperBound...]
                    return Double(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
                }
                guard let xMin = value("xMin"), let yMin = value("yMin"), let xMax = value("xMax"), let yMax = value("yMax"),
                      let open = line.firstIndex(of: ">"), let close = line.range(of: "</word>") else { continue }
                words.append(Word(text: String(line[line.index(after: open)..<close.lowerBound]), xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax))
            }
            pages.append(words)
        }
        return pages
    }

    /// Pairs of words on a page set over each other: their boxes overlap across by more than
    /// `tolerance` points, and their middles are less than half the smaller box's height apart.
    /// (Poppler's boxes are the fonts' ascent to descent: an Arabic font's is half as tall
    /// again as a Latin one's, so the boxes of two lines in a row overlap a little without any
    /// ink doing so; words on one line, or on lines closer than that, are caught.)
    static func overlaps(_ words: [Word], tolerance: Double = 0.5) -> [(Word, Word)] {
        var found: [(Word, Word)] = []
        let sorted = words.sorted { $0.yMin < $1.yMin }
        for (index, word) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.yMin >= word.yMax - tolerance { break }
                let across = min(word.xMax, other.xMax) - max(word.xMin, other.xMin)
                let apart = abs((word.yMin + word.yMax) - (other.yMin + other.yMax)) / 2
                if across > tolerance, apart < min(word.yMax - word.yMin, other.yMax - other.yMin) / 2 { found.append((word, other)) }
            }
        }
        return found
    }

    static func corpus() throws -> [(name: String, report: StatementReport)] {
        var cases: [(String, StatementReport)] = []
        let unbroken = try UnbrokenTextTests.statement()
        let generated = try BankLayoutTests.framed(transactions: 160)
        for locale in ["en_US", "de_DE", "he_IL", "ar_EG", "hi_IN"] {
            for layout in PrintLayout.allCases {
                var options = ReportOptions()
                options.locale = locale
                options.layout = layout
                cases.append(("framed.json with a long reference, \(locale), \(layout)", try StatementReport(unbroken, options: options)))
                cases.append(("generated year, \(locale), \(layout)", try StatementReport(generated, options: options)))
            }
        }
        return cases
    }

    @Test("no two words' boxes overlap on any page of the corpus", .enabled(if: available, BankLayoutTests.absence))
    func nothingOverprints() throws {
        for (name, report) in try Self.corpus() {
            let pages = try Self.words(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!))
            #expect(pages.count >= 1)
            for (number, words) in pages.enumerated() {
                let found = Self.overlaps(words)
                #expect(found.isEmpty, "\(name), page \(number + 1): \(found.prefix(3).map { "\($0.0.text) over \($0.1.text)" })")
            }
        }
    }
}
