import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Noto Sans CJK (Debian's fonts-noto-cjk: OpenType collections of CFF-outlined faces) read
/// by the writer and embedded as CID-keyed CFF subsets, judged by others: HarfBuzz
/// (`hb-shape`, its own reader of the same collection) for each face's glyphs and advances;
/// poppler, MuPDF, Ghostscript and qpdf for the files; the inlined charstrings drawn pixel
/// for pixel as the font's own subroutines draw them. Without the fonts or tools these are
/// skipped with one line; with `CI` set their absence fails (see `presentInCI`).
@Suite("Noto Sans CJK: CFF outlines from a collection, embedded as CFF subsets")
struct CFFFontTests {
    static let cjk = NotoSansCJK.installed()
    static let regular = TrueTypeFont.installed("NotoSansCJK-Regular.ttc")
    static let hbShape = ExternalTool.find("hb-shape")
    static let pdftoppm = ExternalTool.find("pdftoppm")
    static let pdffonts = ExternalTool.find("pdffonts")
    static let pdftotext = ExternalTool.find("pdftotext")
    static let mutool = ExternalTool.find("mutool")
    static let ghostscript = ExternalTool.find("gs")
    static let qpdf = ExternalTool.find("qpdf")
    static var readers: Bool { [pdftoppm, pdffonts, pdftotext, mutool, ghostscript, qpdf].allSatisfy { $0 != nil } && cjk != nil }
    static let absence: Comment = "needs fonts-noto-cjk, poppler-utils, mupdf-tools, ghostscript and qpdf"

    @Test("the fonts and readers are there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.readers && Self.hbShape != nil, "CI must have them (.ci/run installs them)")
        }
    }

    /// The catalog's phrases in Chinese, Japanese and Korean, and names and amounts in them.
    static func phrases(_ language: String) -> [String] {
        let catalog = StringCatalog.builtIn
        var phrases = catalog.keys.compactMap { catalog.entries[$0]?.localizations[language] }
            .flatMap { $0.units.map(\.unit.value) }
            .map { $0.replacingOccurrences(of: "%@", with: "").replacingOccurrences(of: "%lld", with: "3") }
        phrases += ["山田太郎", "김민준", "王小明", "¥1,246", "₩118,570", "2026年11月1日～30日"]
        return phrases
    }

    static let faces: [(region: NotoSansCJK.Region, index: Int, language: String)] = [
        (.japanese, 0, "ja"), (.korean, 1, "ko"), (.simplifiedChinese, 2, "zh-Hans"), (.traditionalChinese, 3, "zh-Hans"),
    ]

    @Test("each face maps the catalog's phrases to HarfBuzz's glyphs, with HarfBuzz's advances",
          .enabled(if: cjk != nil && hbShape != nil, "needs fonts-noto-cjk and hb-shape (libharfbuzz-bin)"))
    func glyphsAsHarfBuzz() throws {
        for face in Self.faces {
            let font = try Self.cjk!.faces(face.region).regular
            #expect(font.postScriptName == "NotoSansCJK\(face.region.rawValue)-Regular")
            #expect(font.hasCFFOutlines)
            // Ideographs, kana, Hangul and their punctuation: what Noto Sans CJK sets in a statement
            // (Latin letters and digits are Noto Sans's, earlier in the chain).
            let text = Self.phrases(face.language).joined(separator: "")
                .unicodeScalars.filter { $0.value >= 0x2E80 }.map(String.init).joined()
            // Shaped as the writer shapes a run (in the script of its first character), the
            // kern feature (which Noto Sans CJK has for kana) and all.
            let scalars = Array(text.unicodeScalars)
            let script = UnicodeTables.script(of: scalars[0])
            let verdict = try Self.hbShape!.run(["--face-index=\(face.index)", "--no-glyph-names", "--output-format=json",
                                                 "--script=\(script.code)", "--language=\(face.language)", "--direction=ltr",
                                                 Self.regular!, text])
            #expect(verdict.status == 0, "\(verdict.stderr)")
            let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(verdict.stdout.utf8)) as? [[String: Any]])
            let ours = try Shaper.shape(scalars, font: font, script: script, direction: .leftToRight, language: face.language)
            #expect(ours.count == glyphs.count, "\(face.region): \(ours.count) glyphs against \(glyphs.count)")
            for (mine, theirs) in zip(ours, glyphs) {
                let same = Int(mine.glyph) == theirs["g"] as? Int && mine.cluster == theirs["cl"] as? Int
                    && mine.xAdvance == theirs["ax"] as? Int && mine.yAdvance == theirs["ay"] as? Int
                    && mine.xOffset == theirs["dx"] as? Int && mine.yOffset == theirs["dy"] as? Int
                #expect(same, "\(face.region): \(mine) against \(theirs)")
            }
        }
    }

    @Test("the face follows the language: 返 is a different glyph in each region's face",
          .enabled(if: cjk != nil, "needs fonts-noto-cjk"))
    func regionalGlyphs() throws {
        let glyphs = try [NotoSansCJK.Region.japanese, .simplifiedChinese, .traditionalChinese, .hongKong].map { region in
            try Self.cjk!.faces(region).regular.glyph(for: "返")
        }
        #expect(Set(glyphs).count == 4, "\(glyphs)")
    }

    @Test("region by language and locale", arguments: [
        ("ja", "ja_JP", NotoSansCJK.Region.japanese), ("ko", "ko_KR", .korean), ("zh-Hans", "zh_CN", .simplifiedChinese),
        ("en", "zh_TW", .traditionalChinese), ("zh-Hans", "zh-Hant-TW", .traditionalChinese), ("en", "zh_HK", .hongKong),
        ("en", "en_US", .simplifiedChinese), ("de", "de_DE", .simplifiedChinese),
    ])
    func region(language: String, locale: String, expected: NotoSansCJK.Region) {
        #expect(NotoSansCJK.Region(language: language, locale: locale) == expected)
    }

    /// A page of each face's phrases, regular and bold, every glyph its own (no Latin fallback
    /// in the chain), with the subroutines inlined or kept whole.
    static func document(keepSubroutines: Bool = false) throws -> [UInt8] {
        var writer = PDFDocumentWriter(width: 595.28, height: 841.89)
        var page = writer.newPage(index: 0)
        var line = 0
        for (number, face) in Self.faces.enumerated() {
            let faces = try Self.cjk!.faces(face.region)
            writer.addFont(faces.regular, as: "R\(number)")
            writer.addFont(faces.bold, as: "B\(number)")
            for phrase in Self.phrases(face.language).prefix(8) + Self.phrases(face.language).suffix(6) {
                let text = String(String.UnicodeScalarView(phrase.unicodeScalars.filter { faces.regular.glyph(for: $0) != nil }))
                guard !text.isEmpty else { continue }
                try writer.text(text, x: 40, y: 40 + 14 * Double(line % 55), size: 10, fonts: [line % 2 == 0 ? "R\(number)" : "B\(number)"],
                                on: &page)
                line += 1
            }
        }
        writer.finish(page)
        writer.subroutinesKeptWhole = keepSubroutines
        return try writer.bytes(information: .init(title: "CJK", language: "ja"))
    }

    @Test("poppler lists CID Type 0C fonts embedded, subset, with Unicode maps; the text extracts; qpdf, Ghostscript and MuPDF read it cleanly",
          .enabled(if: readers, absence))
    func readByOthers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("cjk.pdf")
        try Data(try Self.document()).write(to: URL(fileURLWithPath: path))
        let fonts = try Self.pdffonts!.run([path]).stdout.split(separator: "\n").dropFirst(2)
        #expect(fonts.count == 8, "\(fonts)")
        for row in fonts {
            let fields = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(fields[0].range(of: #"^[A-Z]{6}\+NotoSansCJK(jp|kr|sc|tc)-(Regular|Bold)$"#, options: .regularExpression) != nil, "\(row)")
            #expect(row.contains("CID Type 0C") && row.contains("Identity-H"), "\(row)")
            #expect(Array(fields.suffix(5).prefix(3)) == ["yes", "yes", "yes"], "embedded, subset, Unicode map: \(row)")
        }
        let text = try Self.pdftotext!.run(["-raw", path, "-"]).stdout
        for name in ["山田太郎", "김민준", "王小明"] { #expect(text.contains(name), "\(name) extracts") }
        let check = try Self.qpdf!.run(["--check", path])
        #expect(check.status == 0 && check.stdout.contains("No syntax or stream encoding errors found"), "\(check.stdout)")
        let ghostscript = try Self.ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-dPDFSTOPONERROR", "-sDEVICE=nullpage", path])
        #expect(ghostscript.status == 0 && ghostscript.stdout.isEmpty && ghostscript.stderr.isEmpty, "\(ghostscript.stdout)\(ghostscript.stderr)")
        let mupdf = try Self.mutool!.run(["draw", "-o", folder.path("page.png"), "-r", "50", path])
        let complaints = mupdf.stderr.split(separator: "\n").filter { $0 != "warning: ICC support is not available" && !$0.hasPrefix("page ") }
        #expect(mupdf.status == 0 && complaints.isEmpty, "\(mupdf.stderr)")
    }

    @Test("the inlined charstrings draw the same pixels as the font's own subroutines (poppler and MuPDF, 100 dpi)",
          .enabled(if: readers, absence))
    func inliningDrawsTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inlined = try Self.document(), whole = try Self.document(keepSubroutines: true)
        #expect(inlined.count < whole.count, "inlined: \(inlined.count) bytes; with every subroutine: \(whole.count)")
        try Data(inlined).write(to: URL(fileURLWithPath: folder.path("inlined.pdf")))
        try Data(whole).write(to: URL(fileURLWithPath: folder.path("whole.pdf")))
        for name in ["inlined", "whole"] {
            _ = try Self.pdftoppm!.run(["-r", "100", "-png", folder.path("\(name).pdf"), folder.path("poppler-\(name)")])
            _ = try Self.mutool!.run(["draw", "-r", "100", "-o", folder.path("mupdf-\(name).png"), folder.path("\(name).pdf")])
        }
        for (first, second) in [("poppler-inlined-1.png", "poppler-whole-1.png"), ("mupdf-inlined.png", "mupdf-whole.png")] {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder.path(first)))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder.path(second)))
            #expect(a.count > 1_000 && a == b, "\(first) and \(second) differ")
        }
    }

    @Test("a subset is itself a CFF font this reader reads: its charset gives each CID, its charstrings need no subroutine",
          .enabled(if: cjk != nil, "needs fonts-noto-cjk"))
    func subsetReadsBack() throws {
        let font = try Self.cjk!.faces(.japanese).regular
        let cff = try #require(font.compactFontFormat)
        #expect(cff.isCIDKeyed && cff.glyphCount == font.glyphCount && cff.fontDictionaries.count > 1)
        let glyphs = Set("山田太郎様、おはようございます".unicodeScalars.compactMap(font.glyph(for:)))
        let subset = try CFFSubset(cff, glyphs: glyphs)
        #expect(!subset.keptSubroutines)
        #expect(subset.cids == [0] + glyphs.map(Int.init).sorted())
        let reread = try CompactFontFormat(FontBytes(subset.bytes, font: "subset.cff"))
        #expect(reread.isCIDKeyed && reread.glyphCount == glyphs.count + 1)
        #expect(reread.globalSubroutines.count == 0 && reread.fontDictionaries.allSatisfy { $0.subroutines == nil })
        // Each glyph's Font DICT is the one the original gives it (same Private DICT entries).
        for (new, cid) in subset.cids.enumerated() {
            let original = cff.fontDictionaries[cff.fontDictionary(of: cid)].privateEntries.filter { $0.op != 19 }
            let copied = reread.fontDictionaries[reread.fontDictionary(of: new)].privateEntries.filter { $0.op != 19 }
            #expect(original.map { Array(cff.file.bytes[$0.bytes]) } == copied.map { Array(reread.file.bytes[$0.bytes]) })
        }
        // The subset subsets again, every glyph kept: the same charstrings, the same size.
        let again = try CFFSubset(reread, glyphs: Set((0..<UInt16(glyphs.count + 1))))
        #expect(again.cids == Array(0...glyphs.count))
        let againRead = try CompactFontFormat(FontBytes(again.bytes, font: "again.cff"))
        #expect(againRead.charStrings.items.map { Array(again.bytes[$0]) } == reread.charStrings.items.map { Array(subset.bytes[$0]) })
    }

    /// Each glyph's advance and Font DICT are read from the file when asked for; here both
    /// tables are read whole the obvious way (`hmtx` with `hhea`'s count, FDSelect's ranges
    /// filled glyph by glyph) and every glyph of every face compared.
    @Test("every glyph's advance and Font DICT, read when asked for, are the tables read whole",
          .enabled(if: cjk != nil, "needs fonts-noto-cjk"))
    func advancesAndFontDictionaries() throws {
        for face in Self.faces {
            let font = try Self.cjk!.faces(face.region).regular
            let file = font.bytes
            func uint16(_ at: Int) -> Int { Int(file[at]) << 8 | Int(file[at + 1]) }
            let hhea = try #require(font.tables["hhea"]), hmtx = try #require(font.tables["hmtx"])
            let metrics = uint16(hhea.lowerBound + 34)
            var advances = (0..<metrics).map { uint16(hmtx.lowerBound + 4 * $0) }
            advances += Array(repeating: advances[metrics - 1], count: font.glyphCount - metrics)
            #expect((0..<font.glyphCount).allSatisfy { font.advance(of: UInt16($0)) == advances[$0] })

            let cff = try #require(font.compactFontFormat)
            let select = try #require(cff.top.first { $0.op == CompactFontFormat.Operator.fdSelect })
            guard case .integer(let offset)? = select.operands.last else { Issue.record("no FDSelect offset"); continue }
            let at = cff.file.range.lowerBound + offset
            #expect(file[at] == 3, "Noto Sans CJK's FDSelect is format 3")
            var fonts = [Int](repeating: -1, count: font.glyphCount)
            let ranges = uint16(at + 1)
            for range in 0..<ranges {
                let first = uint16(at + 3 + 3 * range), next = uint16(at + 3 + 3 * (range + 1))
                for glyph in first..<next { fonts[glyph] = Int(file[at + 3 + 3 * range + 2]) }
            }
            #expect(ranges > 10 && !fonts.contains(-1))
            #expect((0..<font.glyphCount).allSatisfy { cff.fontDictionary(of: $0) == fonts[$0] })
        }
    }

    @Test("a damaged CFF table is a FontError, never a crash: every cut and 400 changed bytes of a subset",
          .enabled(if: cjk != nil, "needs fonts-noto-cjk"))
    func damaged() throws {
        let font = try Self.cjk!.faces(.korean).regular
        let glyphs = Set("김민준 계좌 합계".unicodeScalars.compactMap(font.glyph(for:)))
        let bytes = try CFFSubset(font.compactFontFormat!, glyphs: glyphs).bytes
        #expect(throws: FontError.self) { try CompactFontFormat(FontBytes(Array(bytes.prefix(3)), font: "cut.cff")) }
        for length in 0..<bytes.count where length % 7 == 0 {
            if let cff = try? CompactFontFormat(FontBytes(Array(bytes.prefix(length)), font: "cut.cff")) {
                _ = try? CFFSubset(cff, glyphs: Set((0..<UInt16(cff.glyphCount))))
            }
        }
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<400 {
            var changed = bytes
            for _ in 0..<3 { changed[Int(generator.next() % UInt64(changed.count))] = UInt8(truncatingIfNeeded: generator.next()) }
            if let cff = try? CompactFontFormat(FontBytes(changed, font: "changed.cff")) {
                _ = try? CFFSubset(cff, glyphs: Set((0..<UInt16(cff.glyphCount))))
            }
        }
        // A collection asked for a face it does not have names the faces it has.
        let collection = try #require(FileManager.default.contents(atPath: Self.regular!)).map { $0 }
        #expect(throws: FontError.self) { try TrueTypeFont(collection: collection, name: "NotoSansCJK-Regular.ttc", face: "NotoSansCJKxx-Regular") }
        #expect(throws: FontError.unsupported(font: "NotoSansCJK-Regular.ttc", reason: "a font collection ('ttcf'), not one font")) {
            try TrueTypeFont(bytes: collection, name: "NotoSansCJK-Regular.ttc")
        }
    }

    /// A small seeded generator (SplitMix64), so the damaged bytes are the same every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
