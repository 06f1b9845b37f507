extension StatementLayout {
    /// A block of text as the paginator places it: its lines measured once (wrapped to the
    /// page, each a row of runs set one after another on a baseline), the structure element
    /// they make (`P`, `H1`, `H2`), the margins around it and how it may break: line by line,
    /// as a paragraph's lines go on to the next page, or whole with what must follow it, as a
    /// heading stays with the start of its section (`break-after: avoid`).
    ///
    /// ```swift
    /// let box = layout.paragraphBox(["Kontoauszug"], size: 11, color: StatementLayout.muted, above: 11, below: 11)
    /// box.height  // 15.95: one line box, 1.45 times 11pt
    /// try layout.place(.text(box))
    /// ```
    struct TextBox {
        /// A piece of a line in one style, set after the piece before it.
        struct Run {
            var text: String
            var bold = false
            var color = StatementLayout.ink
            /// Its size when not the box's (an account caption's type and number, smaller).
            var size: Double?
            /// The room before it when a run stands before it on its line: a space and an
            /// inline box's margin (`margin-left` of a caption's `span`); a line may break
            /// there, and a run starting a line has none.
            var space = 0.0
        }

        /// How a text box may break across pages.
        enum Breaking {
            /// Its lines go to the next page one by one, each where it no longer fits.
            case byLine
            /// Whole, with `keep` points of what follows it: on a new page unless the margin
            /// above, the lines, the margin below and `keep` fit below.
            case whole(keep: Double)
        }

        /// The structure element its lines are the content of.
        var tag: String
        /// Its lines, each the runs set on one baseline.
        var lines: [[Run]]
        var size: Double
        var above: Double
        var below: Double
        var breaking: Breaking
        /// Whether its text takes the statement's direction (a heading's words) rather than
        /// finding its own from its first strong character (a name, an address).
        var statementDirection = false
        /// The outline entry it starts, if any.
        var bookmark: String?
        /// Whether its margins collapse with those around it (a paragraph's, a heading's) or
        /// are its own and add to them (a table's caption's: the table's margins).
        var collapsesMargins = true
        /// A rule under its lines, across the page (an account caption's, in its type's colour).
        var rule: (color: PDFColor, thickness: Double)?

        /// Its lines' height (a line box each, 1.45 times its size) and its rule's.
        var height: Double { Double(lines.count) * StatementLayout.lineHeight(size) + (rule?.thickness ?? 0) }
    }

    /// A paragraph of `texts`, each wrapped to the page and starting a line (an address: a
    /// line per text), its lines going to the next page one by one.
    func paragraphBox(_ texts: [String], size: Double = body, bold: Bool = false, color: PDFColor = ink,
                      above: Double = 0, below: Double = 0) -> TextBox {
        let lines = texts.flatMap { wrapped($0, size: size, limit: right - left, bold: bold) }
        return TextBox(tag: "P", lines: lines.map { [TextBox.Run(text: $0, bold: bold, color: color)] }, size: size,
                       above: above, below: below, breaking: .byLine)
    }

    /// A line of `runs` (a title: a greeting and a name in bold) broken into lines no wider
    /// than `limit`, as ``wrapped(_:size:limit:bold:)`` breaks one text: where UAX #14 allows
    /// it, a run's end being a break only where spaces stand; a piece wider than the page
    /// broken between grapheme clusters. Runs that fit are one line, as they are.
    ///
    /// ```swift
    /// layout.wrapped([.init(text: "Good morning, "), .init(text: "Maximilian von Hohenzollern-Sigmaringen", bold: true)],
    ///                size: 18, limit: 300)
    /// // [["Good morning, ", "Maximilian von "], ["Hohenzollern-Sigmaringen"]] (as the font's widths decide)
    /// ```
    func wrapped(_ runs: [TextBox.Run], size: Double, limit: Double) -> [[TextBox.Run]] {
        // A line's width as it is set: each run after the first after its space.
        func width(_ line: [TextBox.Run]) -> Double {
            line.enumerated().reduce(0) { total, item in
                total + (item.offset == 0 ? 0 : item.element.space) + measure(item.element.text, size: item.element.size ?? size, bold: item.element.bold)
            }
        }
        guard width(runs) > limit else { return [runs] }
        // The pieces a line may break between, each its parts in their runs' styles; a piece
        // of one run glued to the last of the run before when no space parts them.
        var pieces: [(parts: [TextBox.Run], spaced: Bool, forced: Bool)] = []
        var spaceBefore = false
        for run in runs {
            let shown = writer.displayed(run.text, fonts: chain(bold: run.bold))
            let isSpace = { (scalar: Unicode.Scalar) in LineBreaker.resolvedClass(scalar) == .space }
            let startsSpaced = shown.unicodeScalars.first.map(isSpace) ?? false
            for (index, piece) in Self.breakablePieces(Self.collapsed(shown).text).enumerated() {
                let part = TextBox.Run(text: piece.text, bold: run.bold, color: run.color, size: run.size, space: index == 0 ? run.space : 0)
                if index == 0, !pieces.isEmpty, !spaceBefore, !startsSpaced, run.space == 0, !piece.forced {
                    pieces[pieces.count - 1].parts.append(part)
                } else {
                    pieces.append(([part], index == 0 ? spaceBefore || startsSpaced : piece.spaced, piece.forced))
                }
            }
            if let last = shown.unicodeScalars.last { spaceBefore = isSpace(last) }
        }
        var lines: [[TextBox.Run]] = []
        var line: [TextBox.Run] = []
        func add(_ parts: [TextBox.Run], to line: inout [TextBox.Run]) {
            for var part in parts where !part.text.isEmpty {
                if line.isEmpty { part.space = 0 }
                if let last = line.last, last.bold == part.bold, last.color == part.color, last.size == part.size, part.space == 0 {
                    line[line.count - 1].text += part.text
                } else {
                    line.append(part)
                }
            }
        }
        for piece in pieces {
            if piece.forced {
                lines.append(line)
                line = []
            }
            // As the one-text wrapper: a piece with nothing to set (a break's own) adds no space.
            guard piece.parts.contains(where: { !$0.text.isEmpty }) else { continue }
            var candidate = line
            if piece.spaced, !candidate.isEmpty { candidate[candidate.count - 1].text += " " }
            add(piece.parts, to: &candidate)
            if width(candidate) <= limit {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = []
            }
            if width(piece.parts) <= limit {
                add(piece.parts, to: &line)
                continue
            }
            // Wider than the page alone: each part broken between its clusters.
            for part in piece.parts {
                let broken = broken(part.text, size: part.size ?? size, limit: limit, bold: part.bold)
                for (index, text) in broken.enumerated() {
                    let piece = TextBox.Run(text: text, bold: part.bold, color: part.color, size: part.size, space: index == 0 ? part.space : 0)
                    if index > 0 || width(line + [piece]) > limit, !line.isEmpty {
                        lines.append(line)
                        line = []
                    }
                    add([piece], to: &line)
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// A section's heading, as the HTML's `h2` (bold, its margin above, and `below`: its own
    /// unless given), kept on a page with the `keep` points that follow it (`break-after:
    /// avoid`); an outline entry when `bookmarked`.
    func headingBox(_ text: String, below: Double = style.heading.margin.bottom, keep: Double = 0, bookmarked: Bool = false) -> TextBox {
        let heading = Self.style.heading
        let lines = wrapped(text, size: heading.fontSize, limit: right - left, bold: true)
        return TextBox(tag: "H2", lines: lines.map { [TextBox.Run(text: $0, bold: true)] }, size: heading.fontSize,
                       above: heading.margin.top, below: below, breaking: .whole(keep: keep), statementDirection: true,
                       bookmark: bookmarked ? text : nil)
    }

    /// Places `text`: a new page first when it must stay whole and does not fit below with
    /// what it keeps after it; then its margin, its outline entry, its lines (each on a new
    /// page when it must and does not fit), its margin below waiting to collapse.
    mutating func place(_ text: TextBox) throws(PDFError) {
        if pages.isEmpty { newPage() }
        // A caption's margins add to the one before rather than collapse with it.
        if !text.collapsesMargins { flow.settleMargin() }
        if case .whole(let keep) = text.breaking, flow.breaks(before: max(flow.pendingMargin, text.above) + text.height + text.below + keep) {
            newPage()
        }
        open(margin: text.above, kept: !text.collapsesMargins)
        if let bookmark = text.bookmark { writer.bookmark(bookmark, page: pages.count - 1, y: y) }
        let lineHeight = Self.lineHeight(text.size)
        try element(text.tag) { (layout: inout StatementLayout) throws(PDFError) in
            for line in text.lines {
                if case .byLine = text.breaking, layout.flow.breaks(before: lineHeight) { layout.newPage() }
                let baseline = layout.baseline(top: layout.y, size: text.size)
                var x = layout.left
                for (index, run) in line.enumerated() {
                    if index > 0 { x += run.space }
                    x += try layout.put(run.text, x: x, size: run.size ?? text.size, bold: run.bold, color: run.color, baseline: baseline,
                                        statementDirection: text.statementDirection)
                }
                layout.flow.advance(by: lineHeight)
            }
        }
        if let rule = text.rule {
            fill(x: left, y: y, width: right - left, height: rule.thickness, color: rule.color)
        }
        if text.collapsesMargins {
            close(margin: text.below)
        } else {
            flow.advance(by: (text.rule?.thickness ?? 0) + text.below)
        }
    }
}
