import AccountSummary
import AccountSummaryPDF
import Foundation

/// The `pdf` suite's reference engine: Typst (PyPI `typst`, a Rust typesetter with HarfBuzz
/// shaping), typesetting the same statements as the native writer with a comparable layout.
///
/// The benchmark fills a JSON document per statement from the same report the native writer
/// lays out (every block: header, tiles, totals, each account's table with its running
/// balances and balance chart, the transaction lists, the footer; the same formatted dates,
/// amounts and words), and ``template`` sets it in the print stylesheet's sizes, margins and
/// palette with the same Noto files. One Python process compiles every statement with one
/// `typst.Compiler` (fonts loaded once), as a team's batch would: the time is that process's,
/// spawned from the benchmark.
///
/// ```swift
/// let json = try TypstStatement.data(report, paper: .letter)  // {"title":"Statement …","blocks":[…]}
/// ```
enum TypstStatement {
    /// The virtual environment's Python (`.build/venv`, as `.ci/run` installs it; looked for
    /// from the working directory, then beside the benchmark's `.build`), else `python3` on
    /// `PATH`, when `import typst` works there; nil otherwise.
    static func python() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath + "/.build/venv/bin/python3"]
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" { candidates.append(folder.path + "/venv/bin/python3") }
            folder.deleteLastPathComponent()
        }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            candidates.append("\(directory)/python3")
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            if SpawnTimer.bestTime(candidate, ["-c", "import typst"], runs: 1) != nil { return candidate }
        }
        return nil
    }

    /// The Noto files the native writer sets text in (those installed), linked into `folder`,
    /// so that Typst reads the very same fonts and no others (`ignore_system_fonts`).
    static func linkFonts(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSansMath-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                     "NotoSansHebrew-Bold.ttf", "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
                     "NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf", "NotoSansDevanagari-Regular.ttf",
                     "NotoSansDevanagari-Bold.ttf", "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"]
        for (name, path) in TrueTypeFont.installed(Set(names)) {
            let link = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: link.path) {
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: path)
            }
        }
    }

    /// What ``write(_:into:)`` writes: the template, the fonts' folder, the list of data files.
    struct Files {
        var template: URL
        var fonts: URL
        var listing: URL
        var count: Int

        /// The driver's arguments for these files, the PDFs going to `output`.
        func arguments(output: URL) -> [String] { ["-c", TypstStatement.driver, template.path, fonts.path, output.path, listing.path] }
    }

    /// Writes into `folder` what Typst needs for the customers of `ndjson` (one version-1
    /// document a line): `statement.typ`, `fonts/` (links to the native writer's Noto files),
    /// `data/c-N.json` for the N-th customer (its report as the native writer lays it out: its
    /// own locale and paper) and `listing.txt` naming them.
    ///
    /// ```swift
    /// let files = try TypstStatement.write(ndjson, into: folder)
    /// // python3 -c "$driver" folder/statement.typ folder/fonts OUT folder/listing.txt
    /// ```
    static func write(_ ndjson: String, into folder: URL) throws -> Files {
        let files = Files(template: folder.appendingPathComponent("statement.typ"), fonts: folder.appendingPathComponent("fonts"),
                          listing: folder.appendingPathComponent("listing.txt"), count: 0)
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try linkFonts(into: files.fonts)
        try Data(template.utf8).write(to: files.template)
        var paths: [String] = []
        for (index, line) in ndjson.utf8.split(separator: UInt8(ascii: "\n")).enumerated() {
            let report = try StatementReport(try StatementReader.read(Array(line)), options: ReportOptions())
            let path = data.appendingPathComponent("c-\(index + 1).json")
            try TypstStatement.data(report, paper: PaperSize(locale: report.locale)).write(to: path)
            paths.append(path.path)
        }
        try Data(paths.joined(separator: "\n").utf8).write(to: files.listing)
        var written = files
        written.count = paths.count
        return written
    }

    /// The driver: `python3 -c driver TEMPLATE FONTS OUTPUT LISTING` compiles each JSON file
    /// named in LISTING (one a line) to `OUTPUT/c-N.pdf` as PDF/A-2a with one compiler.
    static let driver = """
        import sys, typst
        template, fonts, output, listing = sys.argv[1:5]
        compiler = typst.Compiler(template, font_paths=[fonts], ignore_system_fonts=True)
        paths = [line for line in open(listing, encoding="utf-8").read().split("\\n") if line]
        for number, path in enumerate(paths, start=1):
            data = open(path, encoding="utf-8").read()
            compiler.compile(output=f"{output}/c-{number}.pdf", sys_inputs={"data": data}, pdf_standards=["a-2a"])
        """

    /// The Typst template: the print stylesheet's page (margins 16, 14 and 18 mm, "Page N of M"
    /// and the statement's name in the bottom margin at 8pt), body 11pt with 1.45 lines, the
    /// palette, tables with their heads repeated on every page they cross.
    static let template = """
        #let data = json(bytes(sys.inputs.at("data")))
        #let rem = 12pt
        #let muted = rgb("#444444")
        #let card = rgb("#f3f3f3")
        #let rule-color = rgb("#cccccc")
        #let negative = rgb("#c62828")
        #let colors = (teal: rgb("#00796b"), orange: rgb("#b45309"), purple: rgb("#7b1fa2"))
        #set document(title: data.title)
        #set page(paper: data.paper, margin: (top: 16mm, x: 14mm, bottom: 18mm),
          footer: context {
            set text(8pt, fill: muted)
            let counter-text = data.counter.replace("{page}", str(here().page())).replace("{pages}", str(counter(page).final().first()))
            [#data.identity #h(1fr) #counter-text]
          })
        #set text(font: ("Noto Sans", "Noto Sans Math", "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Naskh Arabic",
          "Noto Sans Devanagari", "Noto Sans CJK SC"), size: 11pt, lang: data.lang, dir: if data.rtl { rtl } else { ltr })
        #set par(leading: 0.45em, spacing: 0.45em)
        #let amount(a, bold: false) = {
          if a == none { text(fill: muted)[#data.not-stated] } else if a.negative { text(fill: negative, weight: if bold { "bold" } else { "regular" })[#a.text] } else { text(weight: if bold { "bold" } else { "regular" })[#a.text] }
        }
        #let described(d, details) = if details == none { d } else { [#d \\ #text(size: 0.8 * rem, fill: muted)[#details]] }
        #let heading-text(t) = block(above: 2 * rem, below: 0.75 * rem, sticky: true, text(size: 1.1 * rem, weight: "bold")[#t])
        #let ruled = (x, y) => if y > 0 { (top: 0.75pt + rule-color) } else { (bottom: 0.75pt + rule-color) }
        #let chart(points, color) = block(above: 0.5 * rem, width: 100%, height: 2.5 * rem, {
          let n = points.len()
          for i in range(1, n) {
            place(line(start: (points.at(i - 1).at(0) * 100%, points.at(i - 1).at(1) * 2.5 * rem),
                       end: (points.at(i).at(0) * 100%, points.at(i).at(1) * 2.5 * rem), stroke: 1.5pt + color))
          }
        })
        #let flow(bars, color) = block(above: 0.5 * rem, width: 100%, height: 3.5 * rem, {
          place(line(start: (0%, 1.75 * rem), end: (100%, 1.75 * rem), stroke: 0.75pt + muted))
          for b in bars {
            if b.at(2) > 0 { place(dx: b.at(0) * 100%, dy: b.at(1) * 3.5 * rem, rect(width: b.at(4) * 100%, height: b.at(2) * 3.5 * rem, fill: color, stroke: none)) }
            if b.at(3) > 0 { place(dx: b.at(0) * 100%, dy: 1.75 * rem, rect(width: b.at(4) * 100%, height: b.at(3) * 3.5 * rem, fill: negative, stroke: none)) }
          }
        })
        #for block-data in data.blocks {
          let kind = block-data.kind
          if kind == "header" {
            if block-data.brand != none { text(weight: "bold", fill: muted, upper(block-data.brand)); parbreak() }
            for line in block-data.bank-address { text(size: 0.85 * rem, fill: muted, line); linebreak() }
            block(above: 0.75 * rem, below: 0.25 * rem, text(size: 1.6 * rem)[#block-data.greeting#text(weight: "bold", block-data.name)#block-data.after])
            for line in block-data.customer-address { [#line \\ ] }
            if block-data.date != none { block(above: 11pt, below: 11pt, text(fill: muted, block-data.date)) }
            if block-data.period != none { text(weight: "bold", fill: muted)[#block-data.period] }
          } else if kind == "tiles" {
            heading-text(block-data.title)
            grid(columns: (1fr, 1fr), gutter: rem, ..block-data.tiles.map(t => block(breakable: false, width: 100%, fill: card,
              radius: 0.75 * rem, inset: (x: 1.25 * rem, top: rem, bottom: 1.1 * rem), stroke: (bottom: 0.3 * rem + colors.at(t.color)), {
              text(size: 0.8 * rem, weight: "bold", fill: colors.at(t.color), upper(t.type)); linebreak()
              text(size: 1.05 * rem, weight: "bold", t.name); linebreak()
              text(size: 0.8 * rem, fill: muted, t.balance-title); linebreak()
              text(size: 2 * rem, amount(t.balance, bold: true))
              if t.notice != none { linebreak(); text(size: 0.9 * rem, weight: "bold", fill: negative, t.notice) }
            })))
          } else if kind == "totals" {
            heading-text(block-data.title)
            block(breakable: false, table(columns: (1fr, auto), stroke: ruled, inset: (x: 0.5 * rem, y: 0.45 * rem),
              ..block-data.rows.map(r => (text(weight: "bold", r.label), align(end, amount(r.amount, bold: r.net)))).flatten()))
          } else if kind == "accounts" {
            for e in block-data.entries {
              block(above: 2 * rem, below: 0.5 * rem, sticky: true, {
                text(size: 1.1 * rem, weight: "bold", e.name); h(0.75 * rem)
                text(size: 0.85 * rem, weight: "bold", fill: colors.at(e.color), e.type); h(0.75 * rem)
                if e.number != none { text(size: 0.85 * rem, weight: "bold", fill: muted, e.number) }
                block(above: 0.2 * rem, width: 100%, height: 0.2 * rem, fill: colors.at(e.color))
              })
              table(columns: (auto, 1fr, auto, auto), stroke: ruled, inset: (x: 0.5 * rem, y: 0.45 * rem),
                table.header(..block-data.heads.map(h => text(weight: "bold", fill: muted, h))),
                table.cell(colspan: 3, text(weight: "bold", e.opening.label)), align(end, amount(e.opening.amount)),
                ..e.rows.map(r => (text(fill: muted, r.date), described(r.description, r.details), align(end, amount(r.amount)),
                  align(end, if r.balance == none { [] } else { amount(r.balance) }))).flatten(),
                ..e.summary.map(s => (table.cell(colspan: 3, align(end, s.label)), align(end, amount(s.amount)))).flatten(),
                table.cell(colspan: 3, align(end, text(weight: "bold", e.closing.label))), align(end, amount(e.closing.amount, bold: true)))
              if e.chart != none { chart(e.chart, colors.at(e.color)) }
              if e.flow != none { flow(e.flow, colors.at(e.color)) }
              if e.notice != none { block(above: 0.5 * rem, text(size: 0.9 * rem, weight: "bold", fill: negative, e.notice)) }
            }
          } else if kind == "transactions" {
            heading-text(block-data.title)
            if block-data.rows.len() == 0 { text(fill: muted, block-data.empty) } else {
              table(columns: (auto, 1fr, auto, auto), stroke: ruled, inset: (x: 0.5 * rem, y: 0.45 * rem),
                table.header(..block-data.heads.map(h => text(weight: "bold", fill: muted, h))),
                ..block-data.rows.map(r => (text(fill: muted, r.date), described(r.description, r.details), r.account,
                  align(end, amount(r.amount)))).flatten())
            }
          } else if kind == "footer" {
            block(above: 2.5 * rem, width: 100%, stroke: (top: 0.75pt + rule-color), inset: (top: 0.75 * rem),
              text(size: 0.85 * rem, fill: muted, block-data.lines.join("\\n")))
          }
        }
        """

    // MARK: The data

    private struct Amount: Encodable {
        var text: String
        var negative: Bool
        init?(_ amount: FormattedAmount?) {
            guard let amount else { return nil }
            text = amount.string
            negative = amount.isNegative
        }
    }

    private struct Line: Encodable {
        var label: String
        var amount: Amount?
    }

    /// A block as the template reads it: `kind` and the fields of that kind (absent ones null).
    private struct Block: Encodable {
        var kind: String
        var fields: [String: Value]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(kind, forKey: Key("kind"))
            for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// A JSON value (drawing coordinates are presentation, never money).
    private indirect enum Value: Encodable {
        case text(String?)
        case flag(Bool)
        case number(Double)
        case list([Value])
        case object([String: Value])
        case amount(Amount?)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): if let text { try container.encode(text) } else { try container.encodeNil() }
            case .flag(let flag): try container.encode(flag)
            case .number(let number): try container.encode(number)
            case .list(let list): try container.encode(list)
            case .object(let object): try container.encode(object)
            case .amount(let amount): if let amount { try container.encode(amount) } else { try container.encodeNil() }
            }
        }

        static func line(_ line: AccountStatementSection.Line) -> Value {
            .object(["label": .text(line.label), "amount": .amount(Amount(line.amount))])
        }
    }

    private static func number(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    /// The statement's JSON for ``template``: every block of `report` with its words, dates and
    /// amounts as the native writer sets them.
    static func data(_ report: StatementReport, paper: PaperSize) throws -> Data {
        let wording = report.wording
        var blocks: [Block] = []
        for block in report.document.blocks {
            switch block {
            case .header(let header):
                var greeting = "", after = ""
                if let format = header.greeting {
                    var seen = false
                    for piece in format.pieces {
                        switch piece {
                        case .literal(let words): if seen { after += words } else { greeting += words }
                        case .placeholder: seen = true
                        }
                    }
                }
                var period: String?
                if let shown = header.period {
                    period = header.periodLine.pieces.map { piece -> String in
                        switch piece {
                        case .literal(let words): return words
                        case .placeholder(let placeholder): return placeholder.position == 1 ? header.periodLabel : shown
                        }
                    }.joined()
                }
                blocks.append(Block(kind: "header", fields: [
                    "brand": .text(header.brand), "bank-address": .list(header.bankAddress.map { .text($0) }),
                    "greeting": .text(greeting), "name": .text(header.customerName), "after": .text(after),
                    "customer-address": .list(header.customerAddress.map { .text($0) }),
                    "date": .text(header.dateLine), "period": .text(period)]))
            case .tiles(let tiles):
                blocks.append(Block(kind: "tiles", fields: [
                    "title": .text(wording.phrase(.sectionAccounts)),
                    "tiles": .list(tiles.tiles.map { tile in
                        .object(["type": .text(wording.phrase(tile.type.labelKey)), "color": .text("\(tile.type.color.name)"),
                                 "name": .text(tile.name), "balance-title": .text(wording.phrase(tile.type.balanceTitleKey)),
                                 "balance": .amount(Amount(tile.balance)), "notice": .text(tile.notice)])
                    })]))
            case .totals(let totals):
                blocks.append(Block(kind: "totals", fields: [
                    "title": .text(totals.title),
                    "rows": .list(totals.rows.map { .object(["label": .text($0.label), "amount": .amount(Amount($0.amount)),
                                                             "net": .flag($0.isNet)]) })]))
            case .accounts(let accounts):
                let heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription), wording.phrase(.columnAmount),
                             wording.phrase(.columnBalance)]
                let box = AccountStatementSection.chartBox
                let entries: [Value] = accounts.entries.map { entry in
                    let chart: Value = accounts.chart(of: entry).map { chart in
                        .list(chart.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight).map { point in
                            .list([.number(number(point.x / box.width)), .number(number((point.y + box.inset) / box.height))])
                        })
                    } ?? .text(nil)
                    let flow: Value = entry.flow.map { flow in
                        .list(flow.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight).map { bar in
                            .list([.number(number(bar.x / box.width)), .number(number((bar.inTop + box.inset) / box.height)),
                                   .number(number(bar.inHeight / box.height)), .number(number(bar.outHeight / box.height)),
                                   .number(number(bar.width / box.width))])
                        })
                    } ?? .text(nil)
                    return .object([
                        "name": .text(entry.name), "type": .text(wording.phrase(entry.type.labelKey)),
                        "color": .text("\(entry.type.color.name)"),
                        "number": .text(entry.maskedNumber.map { wording.phrase(.statementAccountNumber) + " " + $0 }),
                        "opening": .line(entry.opening), "closing": .line(entry.closing), "summary": .list(entry.summary.map(Value.line)),
                        "rows": .list(entry.rows.map { row in
                            .object(["date": .text(row.date), "description": .text(row.description),
                                     "details": .text(row.detailText(wording)),
                                     "amount": .amount(Amount(entry.parts.format(row.amount))),
                                     "balance": .amount(Amount(row.balance.map(entry.parts.format)))])
                        }),
                        "chart": chart, "flow": flow, "notice": .text(entry.notice)])
                }
                blocks.append(Block(kind: "accounts", fields: ["heads": .list(heads.map { .text($0) }), "entries": .list(entries)]))
            case .transactions(let list):
                let heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription), wording.phrase(.columnAccount),
                             wording.phrase(.columnAmount)]
                let rows: [Value] = list.shownPositions.flatMap { $0 }.map { position in
                    .object(["date": .text(list.rows.dates[list.rows.dateIndex(at: position)]),
                             "description": .text(list.rows.description(at: position)), "details": .text(list.rows.details(at: position)),
                             "account": .text(list.rows.accounts[list.rows.accountIndex(at: position)]),
                             "amount": .amount(Amount(list.rows.amount(at: position)))])
                }
                blocks.append(Block(kind: "transactions", fields: ["title": .text(list.title), "empty": .text(list.emptyState),
                                                                   "heads": .list(heads.map { .text($0) }), "rows": .list(rows)]))
            case .footer(let footer):
                blocks.append(Block(kind: "footer", fields: ["lines": .list(((footer.contact.map { [$0] } ?? []) + footer.legal).map { .text($0) })]))
            case .custom(let custom):
                throw TypstProblem(message: "a user template's block (\(custom.partial)) has no Typst layout")
            }
        }
        let fields: [String: Value] = [
            "title": .text(report.title), "paper": .text(paper == .a4 ? "a4" : "us-letter"), "lang": .text(report.languageCode),
            "rtl": .flag(report.isRightToLeft), "identity": .text(report.pageIdentity), "counter": .text(report.pageCounterPhrase),
            "not-stated": .text(wording.phrase(.statementBalancesNotStated))]
        return try JSONEncoder().encode(Document(fields: fields, blocks: blocks))
    }

    /// The whole statement: its fields and its blocks.
    private struct Document: Encodable {
        var fields: [String: Value]
        var blocks: [Block]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
            try container.encode(blocks, forKey: Key("blocks"))
        }
    }

    struct TypstProblem: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
