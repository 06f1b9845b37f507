import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// The shaping cache a set of fonts carries is shared by every statement laid out with them
/// (a batch's, on every thread): it must never change a byte, whatever was shaped before, and
/// it must stay bounded.
@Suite("Native PDF: shaping shared between statements")
struct ShapingCacheTests {
    static let fonts = try? StatementPDF.Fonts.installed()

    @Test("statements in every shipped language laid out one after another through one cache equal each laid out with its own",
          .enabled(if: fonts != nil, "the Noto fonts are not installed"))
    func sharedChangesNothing() throws {
        // One cache for the whole run, as a batch has: each language's statements after all the others'.
        var shared = Self.fonts!
        shared.shapingCache = ShapingCache()
        var laidOut = 0
        for locale in ArchiveValidationTests.locales + ["en_US", "ar_EG"] {
            for (name, report) in try ArchiveValidationTests.statements(locale) {
                var own = Self.fonts!
                own.shapingCache = ShapingCache()
                // Chinese, Japanese or Korean without Noto Sans CJK (required under CI) are left out.
                guard let alone = try Self.bytes(report, fonts: own) else { continue }
                let after = try StatementPDF.bytes(report, paper: .a4, fonts: shared)
                #expect(alone == after, "\(name): the bytes differ when other statements were shaped before it")
                laidOut += 1
            }
        }
        #expect(laidOut >= (ProcessInfo.processInfo.environment["CI"] == nil ? 30 : 36))
        #expect(shared.shapingCache.counts.lines > 100)
    }

    /// The statement's PDF, nil when no installed font has one of its characters.
    static func bytes(_ report: StatementReport, fonts: StatementPDF.Fonts) throws -> [UInt8]? {
        let result = Result { () throws(PDFError) in try StatementPDF.bytes(report, paper: .a4, fonts: fonts) }
        if case .failure(.missingGlyph) = result { return nil }
        return try result.get()
    }

    @Test("a cache full to its capacity starts again empty, and measures as an unbounded one",
          .enabled(if: fonts != nil, "the Noto fonts are not installed"))
    func bounded() throws {
        let small = ShapingCache(capacity: 3)
        var bounded = PDFDocumentWriter(width: 595.28, height: 841.89, shapingCache: small)
        var unbounded = PDFDocumentWriter(width: 595.28, height: 841.89)
        bounded.addFont(Self.fonts!.regular[0], as: "R1")
        unbounded.addFont(Self.fonts!.regular[0], as: "R1")
        let texts = ["Rent", "Groceries", "Salary", "Coffee", "Rent", "Interest", "Groceries", "1,234.50"]
        for text in texts {
            let width = bounded.width(of: text, size: 11, fonts: ["R1"])
            #expect(width == unbounded.width(of: text, size: 11, fonts: ["R1"]), "\(text)")
            #expect(width > 0)
            #expect(small.counts.lines <= 3 && small.counts.pieces <= 3, "after \(text): \(small.counts)")
        }
        #expect(small.counts.lines >= 1)
    }
}
