import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// The native PDF's sizes, margins and colours come from the built-in HTML's style sheet (issue
/// 33, item 1: one style source): the sheet reader takes print media as a printer does, every
/// measure the layout uses is found there, and none is written into the layout's code.
@Suite("Native PDF: one style source with the HTML")
struct PrintStyleTests {
    @Test("the built-in sheet gives every measure the layout reads, converted to points")
    func builtIn() throws {
        let style = try PrintStyle(Stylesheet(DefaultTemplates.stylesheet))
        // @page { margin: 16mm 14mm 18mm }
        #expect(style.pageMargins == PrintStyle.Edges(top: 16 / 25.4 * 72, right: 14 / 25.4 * 72, bottom: 18 / 25.4 * 72, left: 14 / 25.4 * 72))
        // body { font: 16px/1.45 … } and, in print, font-size: 11pt.
        #expect(style.body == 11 && style.leading == 1.45)
        // h2 { font-size: 1.1rem; margin: 2rem 0 .75rem } with 1rem = 16px = 12pt.
        #expect(style.heading.fontSize == 1.1 * 12 && style.heading.margin.top == 24 && style.heading.margin.bottom == 0.75 * 12)
        // th, td { padding: .45rem .5rem; border-bottom: 1px solid var(--rule) }
        #expect(style.cell.padding == PrintStyle.Edges(top: 0.45 * 12, right: 6, bottom: 0.45 * 12, left: 6) && style.cellRule == 0.75)
        // The print palette: @media print's :root where it sets a colour, :root's own where not.
        #expect(style.ink == PDFColor(hex: 0x000000) && style.muted == PDFColor(hex: 0x444444) && style.rule == PDFColor(hex: 0xCCCCCC))
        #expect(style.teal == PDFColor(hex: 0x00796B) && style.negative == PDFColor(hex: 0xC62828))
        // margin-inline-start is the layout's start side; longhands after shorthands.
        #expect(style.captionDetail.margin.left == 0.75 * 12 && style.bankAddress.margin.bottom == 0.75 * 12)
        // @page's margin boxes, nested in it: font: 8pt …; color: #444.
        #expect(style.pageFooterSize == 8 && style.pageFooterColor == PDFColor(hex: 0x444444))
        // .tile-balance .currency { font-size: .5em; vertical-align: .8em }; the grid's minmax(min(15rem, 100%), 1fr).
        #expect(style.raisedSize == 0.5 && style.raisedShift == 0.8 && style.tileColumn == 180)
        // A rule inside {{#hasDetails}}: Mustache sections are read as shown.
        #expect(style.details.fontSize == 0.8 * 12)
    }

    @Test("print rules apply after the others; screen, width and colour-scheme queries do not")
    func media() {
        let sheet = Stylesheet("""
            :root { --ink: #111111; --paper: #fff }
            @media (prefers-color-scheme: dark) { :root { --ink: #eeeeee } }
            h2, caption { font-size: 1.1rem; margin: 2rem 0 .75rem }
            @media screen and (max-width: 40rem) { h2 { font-size: 3rem } }
            @media print { :root { --ink: #000 } h2 { margin: 0 } }
            """)
        #expect(sheet.value(":root", "--ink") == "#000")
        #expect(sheet.value(":root", "--paper") == "#fff")
        #expect(sheet.value("h2", "font-size") == "1.1rem")
        #expect(sheet.value("h2", "margin") == "0")
        #expect(sheet.value("caption", "margin") == "2rem 0 .75rem")
    }

    @Test("Mustache tags and comments are read as nothing; @page's margin boxes under their own names")
    func tagsAndPage() {
        let sheet = Stylesheet("""
            /* the statement */
            {{#framed}}
            .period { margin: .25rem 0 0; }
            {{/framed}}
            @page {
              margin: 16mm 14mm 18mm;
              @bottom-left { content: {{{pageIdentity}}}; font: 8pt system-ui, "Noto Sans", sans-serif; color: #444; }
            }
            .a{color:red}.b { grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr)); gap: 1rem }
            """)
        #expect(sheet.value(".period", "margin") == ".25rem 0 0")
        #expect(sheet.value("@page", "margin") == "16mm 14mm 18mm")
        #expect(sheet.value("@page @bottom-left", "font") == #"8pt system-ui, "Noto Sans", sans-serif"#)
        #expect(sheet.value("@page @bottom-left", "color") == "#444")
        #expect(sheet.value(".a", "color") == "red")
        #expect(sheet.value(".b", "gap") == "1rem")
        #expect(sheet.value(".b", "grid-template-columns") == "repeat(auto-fill, minmax(min(15rem, 100%), 1fr))")
    }

    @Test("a sheet without a measure, or with one in a unit the reader does not take, is an error naming the selector and property")
    func problems() throws {
        let missing = DefaultTemplates.stylesheet.replacingOccurrences(of: "h2 { font-size: 1.1rem; margin: 2rem 0 .75rem; }", with: "")
        #expect(missing != DefaultTemplates.stylesheet)
        #expect(throws: PrintStyle.Problem.missing(selector: "h2", property: "font-size")) { try PrintStyle(Stylesheet(missing)) }
        let percent = DefaultTemplates.stylesheet.replacingOccurrences(of: "margin: 16mm 14mm 18mm", with: "margin: 5%")
        #expect(throws: PrintStyle.Problem.unreadable(selector: "@page", property: "margin", value: "5%")) { try PrintStyle(Stylesheet(percent)) }
        #expect("\(PrintStyle.Problem.missing(selector: "h2", property: "font-size"))" == "the style sheet gives h2 no font-size")
    }

    @Test("a measure changed in the sheet changes the style the PDF is laid out with")
    func followsTheSheet() throws {
        var sheet = DefaultTemplates.stylesheet
        for (old, new) in [("h2 { font-size: 1.1rem;", "h2 { font-size: 2rem;"), ("margin: 16mm 14mm 18mm", "margin: 20mm"),
                           ("--muted: #444;", "--muted: #123456;"), ("th, td { text-align: start; padding: .45rem .5rem;", "th, td { text-align: start; padding: 1rem;")] {
            #expect(sheet.contains(old), "the built-in sheet has \(old)")
            sheet = sheet.replacingOccurrences(of: old, with: new)
        }
        let style = try PrintStyle(Stylesheet(sheet))
        #expect(style.heading.fontSize == 24)
        #expect(style.pageMargins == PrintStyle.Edges(top: 20 / 25.4 * 72, right: 20 / 25.4 * 72, bottom: 20 / 25.4 * 72, left: 20 / 25.4 * 72))
        #expect(style.muted == PDFColor(hex: 0x123456))
        #expect(style.cell.padding.top == 12 && style.cell.padding.left == 12)
    }

    @Test("the layout's code holds no measure in rem and no colour of its own: both come from the sheet")
    func noLiteralMeasures() throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/AccountSummaryPDF/Layout")
        let literal = /(\d*\.)?\d+\s*\*\s*(Self\.)?rem\b|PDFColor\(hex:/
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains(literal) { found.append("\(name):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
