import AccountSummary
import Foundation

/// Each section of the statement drawn from its view model, as the built-in HTML's print
/// style lays it out (`templates/statement.html.mustache` and its partials): the same boxes,
/// sizes, margins and page-break rules, so that the pages break where Chromium breaks them.
extension StatementLayout {
    // MARK: Header

    /// The header's boxes: the brand, the bank's address, the title, the customer's address,
    /// the date line and the period, each a ``TextBox`` with the stylesheet's sizes and margins.
    func boxes(of header: HeaderSection) -> [Box] {
        let style = Self.style
        typealias Run = TextBox.Run
        var boxes: [Box] = []
        // .header .brand: margin 0, bold, uppercase, muted.
        if let brand = header.brand {
            boxes.append(.text(paragraphBox([brand.uppercased()], bold: true, color: Self.muted)))
        }
        // .bank-address: muted, one line per span.
        if !header.bankAddress.isEmpty {
            boxes.append(.text(paragraphBox(header.bankAddress, size: style.bankAddress.fontSize, color: Self.muted,
                                            above: style.bankAddress.margin.top, below: style.bankAddress.margin.bottom)))
        }
        // h1: the greeting regular and the name bold, wrapped to the page as one paragraph.
        let title: [Run] = header.greeting.map { greeting in
            greeting.pieces.map { piece in
                switch piece {
                case .literal(let words): Run(text: words)
                case .placeholder: Run(text: header.customerName, bold: true)
                }
            }
        } ?? [Run(text: header.customerName, bold: true)]
        let titleSize = style.title.fontSize
        boxes.append(.text(TextBox(tag: "H1", lines: wrapped(title, size: titleSize, limit: right - left), size: titleSize,
                                   above: style.title.margin.top, below: style.title.margin.bottom, breaking: .whole(keep: 0))))
        if !header.customerAddress.isEmpty {
            boxes.append(.text(paragraphBox(header.customerAddress, size: style.customerAddress.fontSize,
                                            above: style.customerAddress.margin.top, below: style.customerAddress.margin.bottom)))
        }
        // p.date: muted, a paragraph's 1em margins.
        if let date = header.dateLine {
            boxes.append(.text(paragraphBox([date], color: Self.muted, above: Self.body, below: Self.body)))
        }
        // p.period: semibold, the words muted and the period in ink.
        if let period = header.period {
            let line = header.periodLine.pieces.map { piece in
                switch piece {
                case .literal(let words): Run(text: words, bold: true, color: Self.muted)
                case .placeholder(let placeholder):
                    placeholder.position == 1 ? Run(text: header.periodLabel, bold: true, color: Self.muted) : Run(text: period, bold: true)
                }
            }
            boxes.append(.text(TextBox(tag: "P", lines: wrapped(line, size: Self.body, limit: right - left), size: Self.body,
                                       above: style.period.margin.top, below: style.period.margin.bottom, breaking: .whole(keep: 0))))
        }
        return boxes
    }

    // MARK: Tiles

    /// The accounts' heading and their tiles' grid (``GridBox``), or the words saying there are none.
    mutating func lay(_ tiles: AccountTilesSection) throws(PDFError) {
        let grid = gridBox(tiles)
        // The heading is a grid item: its margin adds to the one before rather than collapsing with it.
        flow.settleMargin()
        try place(.text(headingBox(report.wording.phrase(.sectionAccounts), below: 0, keep: grid.lead)))
        guard !tiles.tiles.isEmpty else {
            try place(.text(paragraphBox([report.wording.phrase(.emptyAccounts)], color: Self.muted, above: Self.body, below: Self.body)))
            return
        }
        try place(.grid(grid))
    }

    /// A tile measured once, `width` wide: its name's and its notice's lines as they are set,
    /// and its height (padding, type, name, balance title, balance, notice, border), which
    /// decides where the grid's rows break; ``tile(_:x:top:width:height:)`` draws these lines.
    struct MeasuredTile {
        var tile: AccountTilesSection.Tile
        var name: [String]
        var notice: [String]
        var height: Double
    }

    /// `tile` measured at `width`.
    func measured(_ tile: AccountTilesSection.Tile, width: Double) -> MeasuredTile {
        let style = Self.style, inset = style.tile.padding.left + style.tile.padding.right
        let name = wrapped(tile.name, size: style.tileName.fontSize, limit: width - inset, bold: true)
        let notice = tile.notice.map { noticeLines($0, width: width - inset) } ?? []
        // The type's line and the balance title's (each a line of its own size).
        let labels: Double = Self.lineHeight(style.tileType.fontSize) + Self.lineHeight(style.tileTitle.fontSize)
        let names: Double = Double(name.count) * Self.lineHeight(style.tileName.fontSize)
        let padding: Double = style.tile.padding.top + style.tile.padding.bottom + style.tileBorder
        let gaps: Double = style.tileName.margin.top + style.tileName.margin.bottom + style.tileBalance.margin.top
        var height: Double = padding + gaps + labels + names + Self.balanceLine
        if tile.notice != nil {
            height += style.notice.margin.top + Self.noticeBox(lines: notice.count)
        }
        return MeasuredTile(tile: tile, name: name, notice: notice, height: height)
    }

    /// How much narrower a notice's lines are than its box: its bar and its padding at both sides.
    static let noticeInset = style.noticeBar + style.notice.padding.left + style.notice.padding.right

    /// The balance's line box: the digits at the balance's size with the sign and cents
    /// smaller and raised (the line box Chromium gives `.tile-balance`, measured, 1.4 times its size).
    static let balanceLine = 1.4 * style.tileBalance.fontSize

    /// The size of a balance's currency sign, separator and cents, and their rise, in ems of the
    /// balance's size (`.5em`, raised `.8em` of their own).
    static let raisedSize = style.raisedSize
    static let raisedShift = style.raisedSize * style.raisedShift

    /// One tile, a card `height` tall (its row's) with its type's colour under it: type, name,
    /// balance title and balance, its notice; returns how tall its content is drawn (padding and
    /// border included), which is what it was measured.
    @discardableResult
    mutating func tile(_ measuredTile: MeasuredTile, x: Double, top: Double, width: Double, height: Double) throws(PDFError) -> Double {
        let style = Self.style, tile = measuredTile.tile
        // The border under it curves with the corners.
        let radius = style.tileRadius, border = style.tileBorder
        let left = pageX(x, width: width)
        pages[pages.count - 1].fillRounded(x: left, y: top + height - 2 * radius, width: width, height: 2 * radius, radius: 0,
                                           bottomRadius: radius, color: Self.color(tile.type.color))
        pages[pages.count - 1].fillRounded(x: left, y: top, width: width, height: height - border, radius: radius,
                                           bottomRadius: radius - border, color: Self.card)
        let wording = report.wording, locale = report.locale
        let inner = x + style.tile.padding.left
        var line = top + style.tile.padding.top
        let typeSize = style.tileType.fontSize, nameSize = style.tileName.fontSize, titleSize = style.tileTitle.fontSize
        try element("Sect") { (layout: inout StatementLayout) throws(PDFError) in
            try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(wording.phrase(tile.type.labelKey).uppercased(with: locale), x: inner, size: typeSize, bold: true,
                               color: Self.color(tile.type.color), baseline: layout.baseline(top: line, size: typeSize))
            }
            line += Self.lineHeight(typeSize) + style.tileName.margin.top
            try layout.element("H3") { (layout: inout StatementLayout) throws(PDFError) in
                for text in measuredTile.name {
                    try layout.put(text, x: inner, size: nameSize, bold: true, baseline: layout.baseline(top: line, size: nameSize))
                    line += Self.lineHeight(nameSize)
                }
            }
            line += style.tileName.margin.bottom
            try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(wording.phrase(tile.type.balanceTitleKey), x: inner, size: titleSize, color: Self.muted,
                               baseline: layout.baseline(top: line, size: titleSize))
            }
            line += Self.lineHeight(titleSize) + style.tileBalance.margin.top
            try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                let size = style.tileBalance.fontSize
                let baseline = layout.baseline(top: line, size: size, lineHeight: Self.balanceLine)
                if let balance = tile.balance {
                    try layout.raised(balance, x: inner, baseline: baseline, size: size)
                } else {
                    // Balances not stated: the words in the balance's place, as the HTML writes them.
                    try layout.put(wording.phrase(.statementBalancesNotStated), x: inner, size: Self.rem, color: Self.muted, baseline: baseline)
                }
            }
            line += Self.balanceLine
            if tile.notice != nil {
                line += style.notice.margin.top
                line += try layout.drawNotice(measuredTile.notice, x: inner, top: line)
            }
        }
        return line - top + style.tile.padding.bottom + style.tileBorder
    }

    /// An amount as a tile shows it: the digits large, the currency sign and the cents half as large, raised .8em.
    mutating func raised(_ amount: FormattedAmount, x: Double, baseline: Double, size: Double) throws(PDFError) {
        if mirrored { return try raisedInOrder(amount, x: x, baseline: baseline, size: size) }
        var cursor = x
        let color = amount.isNegative ? Self.negative : Self.ink
        // Neighbouring parts of one size are set as one run ("1,246", ".12"), so the text reads whole.
        var runs: [(text: String, raised: Bool)] = []
        for part in amount.parts {
            let raised = [.currency, .decimal, .fraction].contains(part.kind)
            if runs.last?.raised == raised { runs[runs.count - 1].text += amount[part] } else { runs.append((String(amount[part]), raised)) }
        }
        for run in runs {
            // The sign and cents at weight 500, which the installed fonts set as regular (as Chromium does).
            cursor += run.raised
                ? try put(run.text, x: cursor, size: size * Self.raisedSize, color: color, baseline: baseline - size * Self.raisedShift)
                : try put(run.text, x: cursor, size: size, bold: true, color: color, baseline: baseline)
        }
    }

    /// ``raised(_:x:baseline:size:)`` in a right-to-left statement: the amount's characters put
    /// in their bidirectional levels first ("$ 1,246.12" from "‏1,246.12 ‏$"), cut where the size
    /// or the level changes, the pieces then drawn left to right in their visual order, each
    /// shaped in its level's direction at its size, the whole ending at the mirrored `x`.
    private mutating func raisedInOrder(_ amount: FormattedAmount, x: Double, baseline: Double, size: Double) throws(PDFError) {
        let color = amount.isNegative ? Self.negative : Self.ink
        var scalars: [Unicode.Scalar] = []
        var isRaised: [Bool] = []
        for part in amount.parts {
            let raised = [.currency, .decimal, .fraction].contains(part.kind)
            for scalar in amount[part].unicodeScalars {
                scalars.append(scalar)
                isRaised.append(raised)
            }
        }
        let levels = Bidi.levels(of: scalars, rightToLeft: true, isolates: Self.currencyIsolates(of: amount)).levels
        var pieces: [(text: String, raised: Bool, level: Int)] = []
        for (index, scalar) in scalars.enumerated() {
            if let last = pieces.last, last.raised == isRaised[index], last.level == levels[index] {
                pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
            } else {
                pieces.append((String(scalar), isRaised[index], levels[index]))
            }
        }
        let ordered = TextRuns.visualOrder(of: pieces.map(\.level)).map { pieces[$0] }
        func direction(_ level: Int) -> TextDirection { level % 2 == 1 ? .rightToLeft : .leftToRight }
        let widths = ordered.map { piece in
            writer.width(of: piece.text, size: piece.raised ? size * Self.raisedSize : size, fonts: chain(bold: !piece.raised),
                         runDirection: direction(piece.level))
        }
        var cursor = width - x - widths.reduce(0, +)
        for (piece, pieceWidth) in zip(ordered, widths) {
            try writer.text(piece.text, x: cursor, y: piece.raised ? baseline - size * Self.raisedShift : baseline,
                            size: piece.raised ? size * Self.raisedSize : size, fonts: chain(bold: !piece.raised), on: &pages[pages.count - 1],
                            color: color, runDirection: direction(piece.level))
            cursor += pieceWidth
        }
    }

    /// A figure's cell, right-aligned, negative in the negative colour; "Balances not stated",
    /// muted, where the source states none.
    func amountCell(_ amount: FormattedAmount?, bold: Bool = false) -> Cell {
        guard let amount else {
            return Cell(report.wording.phrase(.statementBalancesNotStated), bold: bold, color: Self.muted, trailing: true)
        }
        return Cell(amount: amount, bold: bold)
    }

    // MARK: Totals

    mutating func lay(_ totals: TotalsSection) throws(PDFError) {
        // The table's rows as its box: the same heights keep it whole and are drawn.
        var table = TableBox()
        for row in totals.rows {
            table.rows.append(.init(measured([Cell(row.label, bold: true), amountCell(row.amount, bold: row.isNet)]),
                                    at: [left + Self.cellInset, right - Self.cellInset], header: 0, ruleAbove: row.isNet ? Self.ink : nil))
        }
        // The first row stays with the second (break-after: avoid), the last with the one before (break-before: avoid).
        table.keep(from: 0, through: 1)
        table.keep(from: table.rows.count - 2, through: table.rows.count - 1)
        // A small table never splits (break-inside: avoid): its caption starts a new page
        // unless the whole table fits below it (a table taller than a page breaks where it must).
        table.caption = captionBox([TextBox.Run(text: totals.title, bold: true)], keep: table.rowsHeight, statementDirection: true)
        try place(.table(table))
        close(margin: 0)
    }

    /// A table's caption (bold, with its margins, which are the table's own), wrapped to the
    /// page, kept with the `keep` points after it.
    func captionBox(_ runs: [TextBox.Run], keep: Double, statementDirection: Bool = false, bookmark: String? = nil,
                    rule: (color: PDFColor, thickness: Double)? = nil) -> TextBox {
        let caption = Self.style.caption
        return TextBox(tag: "Caption", lines: wrapped(runs, size: caption.fontSize, limit: right - left), size: caption.fontSize,
                       above: caption.margin.top, below: caption.margin.bottom, breaking: .whole(keep: keep),
                       statementDirection: statementDirection, bookmark: bookmark, collapsesMargins: false, rule: rule)
    }

    // MARK: Account statements

    mutating func lay(_ accounts: AccountStatementSection) throws(PDFError) {
        let wording = report.wording, style = Self.style
        for entry in accounts.entries {
            // The columns: the date as wide as its widest date, the amounts as their widest, the description the rest.
            // The opening, summary and closing lines put their amounts in the balance column (their labels span the rest).
            let amounts = entry.rows.map { entry.parts.format($0.amount).string }
            let notStated = wording.phrase(.statementBalancesNotStated)
            let balances = entry.rows.map { $0.balance.map { entry.parts.format($0).string } ?? "" }
                + [entry.opening, entry.closing].map { $0.amount?.string ?? notStated } + entry.summary.map { $0.amount?.string ?? notStated }
            let heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription),
                         wording.phrase(.columnAmount), wording.phrase(.columnBalance)]
            let widths = columnWidths([ColumnContent(texts: entry.rows.map(\.date), head: heads[0], wrapping: .never),
                                       ColumnContent(texts: entry.rows.map(\.description), head: heads[1], wrapping: .anywhere),
                                       ColumnContent(texts: amounts, head: heads[2], wrapping: .never),
                                       ColumnContent(texts: balances, head: heads[3], wrapping: .never)])
            let dateEnd = left + widths[0]
            let balanceStart = right - widths[3]
            let amountStart = balanceStart - widths[2]
            let positions = [left + Self.cellInset, dateEnd + Self.cellInset, balanceStart - Self.cellInset, right - Self.cellInset]
            let descriptionWidth = amountStart - dateEnd - 2 * Self.cellInset
            // Each row measured once: the same lines and height decide the page breaks and are drawn.
            let rows: [MeasuredRow] = entry.rows.map { row in
                let amount = entry.parts.format(row.amount), balance = row.balance.map(entry.parts.format)
                return measured([Cell(row.date, color: Self.muted), Cell(row.description, wraps: descriptionWidth, details: row.detailText(wording)),
                                 Cell(amount: amount), balance.map { Cell(amount: $0) } ?? Cell("", trailing: true)])
            }
            // The table's rows as its box: the same rows and heights break the page and are drawn.
            let headCells = [Cell(heads[0]), Cell(heads[1]), Cell(heads[2], trailing: true), Cell(heads[3], trailing: true)]
            var table = TableBox(heads: (headCells, positions))
            // tbody: the opening (its label across three columns), the rows.
            table.rows.append(.init(measured([Cell(entry.opening.label, bold: true), amountCell(entry.opening.amount)]),
                                    at: [positions[0], positions[3]], header: 0, spans: [3, 1], repeatsHeads: false))
            if entry.rows.isEmpty {
                table.rows.append(.init(measured([Cell(wording.phrase(.emptyStatement), color: Self.muted)]), at: [positions[0]],
                                        spans: [4], repeatsHeads: false))
            }
            // The compact layout's lines where the table goes on to the next page: the running
            // balance before the row that starts it (none when the balances are not stated).
            let carries = report.layout == .compact && entry.openingBalance != nil && entry.rows.allSatisfy { $0.balance != nil }
            func carry(before index: Int) -> Carry? {
                guard carries else { return nil }
                let balance = index == 0 ? entry.opening.amount : entry.rows[index - 1].balance.map(entry.parts.format)
                return balance.map { Carry(balance: $0, positions: [positions[0], positions[3]]) }
            }
            let firstBody = table.rows.count
            for (index, cells) in rows.enumerated() {
                table.rows.append(.init(cells, at: positions, carrying: carry(before: index)))
            }
            // The last row stays with the one before it (break-before: avoid).
            if rows.count > 1 { table.keep(from: firstBody + rows.count - 2, through: firstBody + rows.count - 1) }
            // tfoot: the summary lines, their labels across three columns ending where the amounts end; the closing bold, ruled above.
            let firstFoot = table.rows.count
            for summary in entry.summary {
                table.rows.append(.init(measured([Cell(summary.label, trailing: true), amountCell(summary.amount)]),
                                        at: [positions[2], positions[3]], header: 0, spans: [3, 1],
                                        carrying: carry(before: entry.rows.count), repeatsHeads: carries))
            }
            table.rows.append(.init(measured([Cell(entry.closing.label, bold: true, trailing: true),
                                                     amountCell(entry.closing.amount, bold: true)]),
                                    at: [positions[2], positions[3]], header: 0, ruleAbove: Self.ink, spans: [3, 1],
                                    carrying: carry(before: entry.rows.count), repeatsHeads: carries))
            // The compact layout keeps the summary lines together with the closing line (a small table never splits).
            if report.layout == .compact { table.keep(from: firstFoot, through: table.rows.count - 1) }
            // caption: the name, then the type in its colour and the number, smaller, each after a
            // space and its margin; a rule in the colour. Kept with the heads, the opening and the
            // first row (or the line saying there is none) (break-after: avoid).
            let size = style.caption.fontSize, detail = style.captionDetail, color = Self.color(entry.type.color)
            var runs = [TextBox.Run(text: entry.name, bold: true),
                        TextBox.Run(text: wording.phrase(entry.type.labelKey), bold: true, color: color, size: detail.fontSize,
                                    space: measure(" ", size: size, bold: true) + detail.margin.left)]
            if let number = entry.maskedNumber {
                runs.append(TextBox.Run(text: wording.phrase(.statementAccountNumber) + " " + number, bold: true, color: Self.muted,
                                        size: detail.fontSize, space: measure(" ", size: detail.fontSize, bold: true) + detail.margin.left))
            }
            let caption = captionBox(runs, keep: headHeight + table.rows[0].height + table.rows[1].height, bookmark: entry.name,
                                     rule: (color, style.captionRule))
            table.caption = caption
            // The figures under the table, measured once: the balance chart, the money-flow chart, the notice.
            var figures: [FigureBox] = []
            if let chart = accounts.chart(of: entry) { figures.append(.balanceChart(chart, axis: accounts.axis(of: entry), color: color)) }
            if let flow = entry.flow { figures.append(.moneyFlow(flow, color: color)) }
            if let notice = entry.notice { figures.append(noticeBox(notice)) }
            // break-inside: avoid: the statement starts on the next page when it does not fit below.
            let height = caption.above + caption.height + caption.below + headHeight + table.rowsHeight
                + figures.reduce(0) { $0 + $1.above + $1.height }
            // Its margin above adds to the one before (a table's margins are its own).
            flow.settleMargin()
            // Chromium prefers the break before the statement to one inside it that `avoid` forbids,
            // even when the statement is longer than a page and breaks inside there anyway. The
            // compact layout lets statements follow each other: no such break.
            if report.layout == .standard, flow.breaks(before: height) { newPage() }
            let (top, startPage) = (y, pages.count)
            try place(.table(table))
            for figure in figures { try place(.figure(figure)) }
            // The height the break before the statement was decided by, against the drawing.
            if pages.count == startPage {
                let drawn = y - top
                audit?.record(.accountStatement, measured: height, drawn: drawn)
            }
            close(margin: 0)
        }
    }

    // MARK: Lists

    mutating func lay(_ list: TransactionListSection) throws(PDFError) {
        let wording = report.wording, marker = Self.style.marker
        var heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription), wording.phrase(.columnAccount)]
        if list.showsStatus { heads.append(wording.phrase(.columnStatus)) }
        heads.append(wording.phrase(.columnAmount))
        guard !list.rows.isEmpty else {
            try place(.text(headingBox(list.title, keep: Self.lineHeight(Self.body), bookmarked: true)))
            try place(.text(paragraphBox([list.emptyState], color: Self.muted, above: Self.body, below: Self.body)))
            return
        }
        // Each page of the list is a table of its own, its columns laid out for its rows: each
        // made when it is laid, so a list of 300,000 rows never holds all their cells at once.
        let positions = list.shownPositions
        let firstTable = positions.first.map { listTable(list, rows: $0, heads: heads) }
        let hasMarkers = list.shownPositions.count > 1 || list.pageCount > 1
        let firstMarker = hasMarkers ? marker.margin.top + Self.lineHeight(marker.fontSize) + marker.margin.bottom : 0
        // A list of one row: that row is its table's first (break-after: avoid), which carries
        // to the list's end, so the list stays on a page with the start of what follows.
        let rowCount = positions.reduce(0) { $0 + $1.count }
        let glued = rowCount == 1 && list.totals.isEmpty && list.pagingLine == nil ? followingLead : 0
        let firstRows = firstTable.map { $0.rows.prefix(2).reduce(0) { $0 + $1.height } } ?? 0
        try place(.text(headingBox(list.title, keep: firstMarker + headHeight + firstRows + glued, bookmarked: true)))
        for (pageIndex, range) in positions.enumerated() {
            let table = pageIndex == 0 ? firstTable! : listTable(list, rows: range, heads: heads)
            // .page + .page: each page of the list from a new page, under its marker.
            if pageIndex > 0 { newPage(forced: true) }
            if hasMarkers, let words = list.marker(page: range.lowerBound / list.pageSize + 1) {
                try place(.text(paragraphBox([words], size: marker.fontSize, color: Self.muted, above: marker.margin.top, below: marker.margin.bottom)))
            }
            open(margin: 0)
            var box = TableBox(heads: (table.heads, table.positions))
            box.rows = table.rows.map { TableBox.Row($0, at: table.positions) }
            // The last row stays with the one before it (break-before: avoid).
            box.keep(from: box.rows.count - 2, through: box.rows.count - 1)
            try place(.table(box))
        }
        if !list.totals.isEmpty {
            var table = TableBox()
            table.rows = list.totals.map { total in
                TableBox.Row(measured([Cell(total.label, bold: true), Cell(amount: total.amount, bold: true)]),
                             at: [left + Self.cellInset, right - Self.cellInset], header: 0)
            }
            // A small table never splits (break-inside: avoid): on a new page unless it fits whole below.
            room(table.rowsHeight)
            try place(.table(table))
        }
        close(margin: 0)
        if let line = list.pagingLine {
            try place(.text(paragraphBox([line], color: Self.muted, above: Self.body, below: Self.body)))
        }
    }

    /// One page of a list as a table: its heads, where each column's text starts (or, for the
    /// amount, ends), its rows measured (their lines and heights); the columns laid out for these rows.
    func listTable(_ list: TransactionListSection, rows range: Range<Int>, heads: [String])
        -> (heads: [Cell], positions: [Double], rows: [MeasuredRow]) {
        let wording = report.wording
        let shown = Array(range)
        let status = { (position: Int) in wording.phrase(list.rows.status(at: position) == .pending ? .statusPending : .statusCompleted) }
        var contents = [ColumnContent(texts: shown.map { list.rows.dates[list.rows.dateIndex(at: $0)] }, head: heads[0], wrapping: .never),
                        ColumnContent(texts: shown.map { list.rows.description(at: $0) }, head: heads[1], wrapping: .anywhere),
                        ColumnContent(texts: shown.map { list.rows.accounts[list.rows.accountIndex(at: $0)] }, head: heads[2],
                                      wrapping: .anywhere)]
        if list.showsStatus { contents.append(ColumnContent(texts: shown.map(status), head: heads[3], wrapping: .words)) }
        contents.append(ColumnContent(texts: shown.map { list.rows.amount(at: $0).string }, head: heads[heads.count - 1], wrapping: .never))
        let widths = columnWidths(contents)
        let dateEnd = left + widths[0]
        let accountStart = dateEnd + widths[1]
        let statusStart = accountStart + widths[2]
        var positions = [left + Self.cellInset, dateEnd + Self.cellInset, accountStart + Self.cellInset]
        if list.showsStatus { positions.append(statusStart + Self.cellInset) }
        positions.append(right - Self.cellInset)
        let headCells = heads.enumerated().map { Cell($1, trailing: $0 == heads.count - 1) }
        let rows: [[Cell]] = shown.map { position in
            let amount = list.rows.amount(at: position)
            var cells = [Cell(list.rows.dates[list.rows.dateIndex(at: position)], color: Self.muted),
                         Cell(list.rows.description(at: position), wraps: widths[1] - 2 * Self.cellInset,
                              details: list.rows.details(at: position)),
                         Cell(list.rows.accounts[list.rows.accountIndex(at: position)], wraps: widths[2] - 2 * Self.cellInset)]
            if list.showsStatus {
                let pending = list.rows.status(at: position) == .pending
                cells.append(Cell(status(position), color: pending ? Self.ink : Self.muted, wraps: widths[3] - 2 * Self.cellInset))
            }
            cells.append(Cell(amount: amount))
            return cells
        }
        return (headCells, positions, rows.map(measured))
    }

    /// What must stand on the page where `block` starts (a list's heading, its heads and
    /// first two rows; the footer's rule and first line), with the margin above it: for a
    /// block before it whose end must not be parted from it.
    func lead(of block: StatementBlock) -> Double {
        let style = Self.style
        switch block {
        case .transactions(let list):
            let heading = style.heading.margin.top + Self.lineHeight(style.heading.fontSize) + style.heading.margin.bottom
            guard !list.rows.isEmpty else { return heading + Self.body + Self.lineHeight(Self.body) }
            return heading + headHeight + Double(min(2, list.rows.count)) * rowHeight(1)
        case .footer:
            let footer = style.footer
            return footer.margin.top + style.footerRule + footer.padding.top + style.footerParagraph.margin.top + Self.lineHeight(footer.fontSize)
        case .header, .tiles, .totals, .accounts, .custom:
            return 0
        }
    }

    // MARK: Footer

    /// The statement's footer: its margin above, a rule, its padding, then its paragraphs,
    /// muted, the rule kept with the first one's first line.
    func boxes(of footer: FooterSection) -> [Box] {
        let style = Self.style.footer, paragraph = Self.style.footerParagraph
        let texts = (footer.contact.map { [$0] } ?? []) + footer.legal
        guard !texts.isEmpty else { return [] }
        let rule = FigureBox.rule(thickness: Self.style.footerRule, padding: style.padding.top, above: style.margin.top,
                                  keep: paragraph.margin.top + Self.lineHeight(style.fontSize))
        // A paragraph's margin below collapses with the next one's above.
        return [.figure(rule)] + texts.enumerated().map { index, text in
            .text(paragraphBox([text], size: style.fontSize, color: Self.muted, above: paragraph.margin.top,
                               below: index == texts.count - 1 ? paragraph.margin.bottom : 0))
        }
    }

    // MARK: Tables

    /// One cell's text and how it is set.
    struct Cell {
        var text: String
        var bold = false
        var color = StatementLayout.ink
        /// Whether the text ends at its position (money) rather than starts there.
        var trailing = false
        /// The width it wraps at, or nil for one line (a date, an amount: `nowrap`).
        var wraps: Double?
        /// The bidirectional isolates of its text (an amount's currency symbol).
        var isolates: [Range<Int>] = []
        /// A line under the text, smaller and muted (a transaction's reference, counterparty and
        /// original amount, as the HTML's `.details`), wrapped at the same width.
        var details: String?

        init(_ text: String, bold: Bool = false, color: PDFColor = StatementLayout.ink, trailing: Bool = false, wraps: Double? = nil,
             details: String? = nil) {
            self.details = details
            self.text = text
            self.bold = bold
            self.color = color
            self.trailing = trailing
            self.wraps = wraps
        }

        /// An amount, at the end of its place (money), red when negative, its currency symbol
        /// an isolate as the HTML's `.amount .currency { unicode-bidi: plaintext }` makes it.
        init(amount: FormattedAmount, bold: Bool = false) {
            self.init(amount.string, bold: bold, color: amount.isNegative ? StatementLayout.negative : StatementLayout.ink, trailing: true)
            isolates = StatementLayout.currencyIsolates(of: amount)
        }
    }

    /// The scalar ranges of `amount`'s currency symbols.
    static func currencyIsolates(of amount: FormattedAmount) -> [Range<Int>] {
        var isolates: [Range<Int>] = []
        var offset = 0
        for part in amount.parts {
            let count = amount[part].unicodeScalars.count
            if part.kind == .currency { isolates.append(offset..<offset + count) }
            offset += count
        }
        return isolates
    }

    /// How a column's cells may wrap, which sets its narrowest width (CSS's min-content).
    enum Wrapping {
        /// Never (`white-space: nowrap`: dates, amounts).
        case never
        /// Between words.
        case words
        /// Anywhere (`overflow-wrap: anywhere`: descriptions and accounts).
        case anywhere
    }

    /// A column's content: its cells' texts at the body size and its head at .8rem, semibold.
    struct ColumnContent {
        var texts: [String]
        var head: String
        var wrapping: Wrapping
    }

    /// The width of `text`'s widest unbreakable piece: where ``wrapped(_:size:limit:bold:)``
    /// may break it (UAX #14, spaces collapsed), so a column is never made narrower than a
    /// line it must set whole, nor wider than its pieces need (a head in Japanese may break
    /// between its ideographs, as a browser's min-content width lets it).
    func narrowestPiece(_ text: String, size: Double, bold: Bool = false) -> Double {
        Self.breakablePieces(Self.collapsed(text).text).map { measure($0.text, size: size, bold: bold) }.max() ?? 0
    }

    /// The columns' widths as a browser's automatic table layout gives them (CSS 2.1 §17.5.2.2,
    /// as Chromium does it): each column's narrowest and widest content, with the cells'
    /// padding; when the widest all fit, each column gets its widest and the room left in
    /// proportion to it; otherwise its narrowest and the room left in proportion to how much
    /// wider it could be.
    func columnWidths(_ columns: [ColumnContent]) -> [Double] {
        let padding = 2 * Self.cellInset
        var narrowest: [Double] = [], widest: [Double] = []
        // Each grapheme cluster measured alone once a table: a column that may break anywhere is
        // as narrow as its widest cluster, and descriptions share most of theirs.
        var clusterWidths: [Character: Double] = [:]
        for column in columns {
            let headSize = Self.style.columnHead.fontSize
            var most = measure(column.head, size: headSize, bold: true)
            var least = narrowestPiece(column.head, size: headSize, bold: true)
            for shown in column.texts {
                let text = writer.displayed(shown, fonts: regularChain)
                let width = measure(text, size: Self.body)
                most = max(most, width)
                switch column.wrapping {
                case .never: least = max(least, width)
                case .words: least = max(least, narrowestPiece(text, size: Self.body))
                case .anywhere:
                    for cluster in text {
                        let clusterWidth: Double
                        if let known = clusterWidths[cluster] {
                            clusterWidth = known
                        } else {
                            clusterWidth = measure(String(cluster), size: Self.body)
                            clusterWidths[cluster] = clusterWidth
                        }
                        least = max(least, clusterWidth)
                    }
                }
            }
            narrowest.append(least + padding)
            widest.append(most + padding)
        }
        let available = right - left
        let totalWidest = widest.reduce(0, +), totalNarrowest = narrowest.reduce(0, +)
        if totalWidest <= available {
            return widest.map { $0 + (available - totalWidest) * $0 / totalWidest }
        }
        let stretch = zip(widest, narrowest).map { $0 - $1 }
        let totalStretch = stretch.reduce(0, +)
        guard totalStretch > 0, totalNarrowest < available else { return narrowest }
        return zip(narrowest, stretch).map { $0 + (available - totalNarrowest) * $1 / totalStretch }
    }

    /// Each cell's lines.
    func lines(in cells: [Cell]) -> [[String]] {
        cells.map { cell in cell.wraps.map { wrapped(cell.text, size: Self.body, limit: $0, bold: cell.bold) } ?? [cell.text] }
    }

    /// The size of a cell's detail lines (the HTML's `.details`).
    static let detailSize = style.details.fontSize

    /// Each cell's detail lines, at ``detailSize`` (none for most cells).
    func detailLines(in cells: [Cell]) -> [[String]] {
        cells.map { cell in
            guard let details = cell.details else { return [] }
            return cell.wraps.map { wrapped(details, size: Self.detailSize, limit: $0, bold: false) } ?? [details]
        }
    }

    /// A body row measured once: its cells, each cell's lines and detail lines as they are
    /// set, and its height (padding, the tallest cell, its rule). The same measure decides where
    /// the page breaks (a row's height, the `keep` of the rows before it) and is drawn.
    struct MeasuredRow {
        var cells: [Cell]
        var lines: [[String]]
        var details: [[String]]
        var height: Double
    }

    /// `cells` measured: each cell wrapped to its width once.
    func measured(_ cells: [Cell]) -> MeasuredRow {
        let text = lines(in: cells), details = detailLines(in: cells)
        let tallest = zip(text, details).map { Double($0.count) * Self.lineHeight(Self.body) + Double($1.count) * Self.lineHeight(Self.detailSize) }
            .max() ?? Self.lineHeight(Self.body)
        return MeasuredRow(cells: cells, lines: text, details: details, height: 2 * Self.cellPadding + tallest + Self.hairline)
    }

    /// The height of a body row of `lines` lines: padding, lines, its rule.
    func rowHeight(_ lines: Int) -> Double {
        2 * Self.cellPadding + Double(lines) * Self.lineHeight(Self.body) + Self.hairline
    }

    /// The head row's height: its text, padding, rule.
    var headHeight: Double { 2 * Self.cellPadding + Self.lineHeight(Self.style.columnHead.fontSize) + Self.hairline }

    /// The column heads (`thead th`: semibold, muted), ruled below: header cells, or, `repeated`
    /// at the top of a later page, page furniture (the table's structure has its heads once).
    mutating func headRow(_ cells: [Cell], at positions: [Double], repeated: Bool = false) throws(PDFError) {
        let size = Self.style.columnHead.fontSize
        let baseline = baseline(top: y + Self.cellPadding, size: size)
        let draw = { (layout: inout StatementLayout) throws(PDFError) in
            for (cell, x) in zip(cells, positions) {
                if repeated {
                    try layout.put(cell.text, x: x, size: size, bold: true, color: Self.muted, trailing: cell.trailing, baseline: baseline)
                } else {
                    try layout.element("TH", attributes: [("Scope", .name("Column"))]) { (layout: inout StatementLayout) throws(PDFError) in
                        try layout.put(cell.text, x: x, size: size, bold: true, color: Self.muted, trailing: cell.trailing, baseline: baseline)
                    }
                }
            }
        }
        if repeated { try artifact(draw) } else { try element("TR") { (layout: inout StatementLayout) throws(PDFError) in try draw(&layout) } }
        flow.advance(by: headHeight)
        rule(at: y - Self.hairline, thickness: Self.hairline)
    }

    /// The running balance an account's table carries from one page to the next (the compact
    /// layout), and where its label starts and its amount ends.
    struct Carry {
        var balance: FormattedAmount
        var positions: [Double]
    }

    /// One row of a table (``TableBox/Row``): its cells at their positions (its header cell a
    /// `TH`), padded, ruled below, with a darker, thicker rule above when it has one (the net
    /// position, the closing balance). A row that does not fit, with the `keep` points after it,
    /// starts a new page, under the heads again when `repeating` gives them; a row carrying a
    /// balance ends the page before with "Balance carried forward" and starts the new one, under
    /// its heads, with "Balance brought forward", the balance before it beside each (the room for
    /// the first is kept below every such row but the `lastOfTable`). Its lines and height are
    /// the ones its table broke its pages by.
    mutating func row(_ tableRow: TableBox.Row, keep: Double, repeating heads: (cells: [Cell], positions: [Double])?,
                      lastOfTable: Bool) throws(PDFError) {
        let cells = tableRow.measured.cells, cellLines = tableRow.measured.lines, cellDetails = tableRow.measured.details
        let positions = tableRow.positions, header = tableRow.header, spans = tableRow.spans
        let ruleAbove = tableRow.ruleAbove, carrying = tableRow.carrying
        let height = tableRow.height
        // Room for the carried-forward line below, unless nothing of the table follows this row.
        let carryHeight = carrying == nil || lastOfTable ? 0 : rowHeight(1)
        if pages.isEmpty { newPage() }
        if flow.breaks(before: height + keep + carryHeight) {
            if let carrying { try carryRow(.statementCarriedForward, carrying) }
            newPage()
            if let heads { try headRow(heads.cells, at: heads.positions, repeated: true) }
            if let carrying { try carryRow(.statementBroughtForward, carrying) }
        }
        if let ruleAbove {
            // The collapsed border between this row and the one above, in the ink colour.
            rule(at: y - Self.hairline, color: ruleAbove, thickness: Self.style.totalRule)
            y += Self.style.totalRule - Self.hairline
        }
        let top = y + Self.cellPadding
        try element("TR") { (layout: inout StatementLayout) throws(PDFError) in
            for (index, (cell, x)) in zip(cells, positions).enumerated() {
                let tag = index == header ? "TH" : "TD"
                var attributes: [(String, PDFObject)] = index == header ? [("Scope", .name("Row"))] : []
                // A cell across several columns says so, so every row of the table has as many columns (PDF/UA-1 §7.5).
                if let span = spans?[index], span > 1 { attributes.append(("ColSpan", .integer(span))) }
                try layout.element(tag, attributes: attributes) { (layout: inout StatementLayout) throws(PDFError) in
                    for (number, line) in cellLines[index].enumerated() {
                        try layout.put(line, x: x, size: Self.body, bold: cell.bold, color: cell.color, trailing: cell.trailing,
                                       baseline: layout.baseline(top: top + Double(number) * Self.lineHeight(Self.body), size: Self.body),
                                       isolates: cell.wraps == nil ? cell.isolates : [])
                    }
                    let below = top + Double(cellLines[index].count) * Self.lineHeight(Self.body)
                    for (number, line) in cellDetails[index].enumerated() {
                        try layout.put(line, x: x, size: Self.detailSize, color: Self.muted, trailing: cell.trailing,
                                       baseline: layout.baseline(top: below + Double(number) * Self.lineHeight(Self.detailSize),
                                                                 size: Self.detailSize))
                    }
                }
            }
        }
        flow.advance(by: height - (ruleAbove == nil ? 0 : Self.hairline))
        rule(at: y - Self.hairline, thickness: Self.hairline)
    }

    /// A "Balance brought forward" or "Balance carried forward" line: its words across the
    /// date, description and amount columns, the balance in the balance column, in bold as the
    /// opening line. Page furniture, as the repeated heads are: the table's structure has each
    /// balance in its row already.
    mutating func carryRow(_ words: PhraseKey, _ carry: Carry) throws(PDFError) {
        let label = Cell(report.wording.phrase(words), bold: true, color: Self.muted)
        let amount = amountCell(carry.balance)
        let top = y + Self.cellPadding
        try artifact { (layout: inout StatementLayout) throws(PDFError) in
            for (cell, x) in zip([label, amount], carry.positions) {
                try layout.put(cell.text, x: x, size: Self.body, bold: cell.bold, color: cell.color, trailing: cell.trailing,
                               baseline: layout.baseline(top: top, size: Self.body), isolates: cell.isolates)
            }
        }
        flow.advance(by: rowHeight(1))
        rule(at: y - Self.hairline, thickness: Self.hairline)
    }
}
