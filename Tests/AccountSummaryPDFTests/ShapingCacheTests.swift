import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// The shaping cache and the font file cache a set of fonts carries are shared by every
/// statement laid out with them (a batch's, on every thread): they must never change a byte,
/// whatever was shaped or embedded before, and they must stay bounded.
@Suite("Native PDF: shaping and font files shared between statements")
struct ShapingCacheTests {
    static let fonts = try? StatementPDF.Fonts.installed()

    @Test("statements in every shipped language laid out one after another through one set of caches equal each laid out with its own",
          .enabled(if: fonts != nil, "the Noto fonts are not installed"))
    func sharedChangesNothing() throws {
        // One cache for the whole run, as a batch has: each language's statements after all the others'.
        var shared = Self.fonts!
        shared.shapingCache = ShapingCache()
        shared.fontFileCache = FontFileCache()
        var laidOut = 0
        for locale in ArchiveValidationTests.locales + ["en_US", "ar_EG"] {
            for (name, report) in try ArchiveValidationTests.statements(locale) {
                var own = Self.fonts!
                own.shapingCache = ShapingCache()
                own.fontFileCache = FontFileCache()
                // Chinese, Japanese or Korean without Noto Sans CJK (required under CI) are left out.
                guard let alone = try Self.bytes(report, fonts: own) else { continue }
                let after = try StatementPDF.bytes(report, paper: .a4, fonts: shared)
                #expect(alone == after, "\(name): the bytes differ when other statements were shaped before it")
                laidOut += 1
            }
        }
        #expect(laidOut >= (ProcessInfo.processInfo.environment["CI"] == nil ? 30 : 36))
        #expect(shared.shapingCache.counts.lines > 100)
        #expect(shared.fontFileCache.counts.programs > 20 && shared.fontFileCache.counts.maps > 20)
    }

    /// The statement's PDF, nil when no installed font has one of its characters.
    static func bytes(_ report: StatementReport, fonts: StatementPDF.Fonts) throws -> [UInt8]? {
        let result = Result { () throws(PDFError) in try StatementPDF.bytes(report, paper: .a4, fonts: fonts) }
        if case .failure(.missingGlyph) = result { return nil }
        return try result.get()
    }

    @Test("a font file cache past its bytes starts again empty, and embeds as an unbounded one",
          .enabled(if: fonts != nil, "the Noto fonts are not installed"))
    func fontFilesBounded() throws {
        var small = Self.fonts!
        small.fontFileCache = FontFileCache(byteLimit: 12_000)
        var checked = 0
        for locale in ["en_US", "de_DE", "ar_EG", "hi_IN", "en_US"] {
            for (name, report) in try ArchiveValidationTests.statements(locale).prefix(2) {
                var own = Self.fonts!
                own.fontFileCache = FontFileCache()
                let alone = try StatementPDF.bytes(report, paper: .a4, fonts: own)
                #expect(try StatementPDF.bytes(report, paper: .a4, fonts: small) == alone, "\(name) in \(locale)")
                #expect(small.fontFileCache.counts.bytes <= 12_000, "\(name): \(small.fontFileCache.counts)")
                #expect(small.fontFileCache.counts.programs + small.fontFileCache.counts.maps > 0, "\(name): \(small.fontFileCache.counts)")
                checked += 1
            }
        }
        #expect(checked == 10)
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
