extension TerminalWriter {
    /// How one line of the text or ANSI layout is fitted into a width.
    ///
    /// A writer with a width marks the cells that may be shortened: a string from the
    /// input (a description, a name) as *text*, a padded cell of the tool's own words (a
    /// date, a label, an account type) as a *label*; a padded cell's mark holds its
    /// padding, so every row of a column has a segment of the column's width. It marks
    /// what identifies (a masked account number, `•••• 5678`) as *whole*: never shortened,
    /// and never split where its line wraps (its spaces do not break). Amounts, separators
    /// and anything else are never shortened.
    ///
    /// A line wider than the width is fitted one of two ways:
    ///
    /// - **A line with columns** (marked segments among other text) sheds its excess
    ///   from the segments: text segments first, the widest first, down to
    ///   ``minimumSegment`` columns each; then label segments the same way. A segment
    ///   loses its padding first, then its end, replaced by "…". The decision depends
    ///   only on the segments' widths and the line's, which every row of a table shares,
    ///   so the columns stay aligned. If the segments cannot give enough, the line stays
    ///   wider than the width: an amount is never cut. A line holding a whole segment (an
    ///   account's heading: its name, type and masked number) is not a row of a table:
    ///   when shortening cannot fit it, it wraps as free text instead, nothing in it
    ///   shortened and the whole segment kept on one line.
    /// - **Free text** (a line without marks, such as a notice or a title, or a line that
    ///   is one string from the input, such as an address or a legal line, or a line of
    ///   the tool's words and text it never shortens, such as the statement's period)
    ///   wraps at spaces, the continuation lines indented like the first; a word wider
    ///   than the room left is broken between grapheme clusters.
    ///
    /// Every line leaves without marks and without trailing spaces.
    ///
    /// ```swift
    /// let line = Array("  Nov 3  \u{1C}Coffee at the corner\u{1F}  $4.50".utf8)
    /// String(decoding: TerminalWriter.Fitting.fit(line, width: 26), as: UTF8.self)
    /// // "  Nov 3  Coffee at…  $4.50"
    /// ```
    package enum Fitting {
        /// Stands, inside ``wrapped(_:width:)``, for a space of a whole segment: a space
        /// that does not break (U+001A, never in output, replaced by the space again).
        static let gluedSpace: UInt8 = 0x1A
        /// The fewest columns a shortened segment keeps: three characters and "…".
        package static let minimumSegment = 4

        /// The line fitted into `width` columns (nil: only marks and trailing spaces removed).
        ///
        /// - Parameters:
        ///   - line: One line of output, without its newline, possibly with marks.
        ///   - width: The most display columns the line may take.
        /// - Returns: The line's bytes (several lines, joined by newlines, when free text wraps).
        package static func fit(_ line: [UInt8], width: Int?) -> [UInt8] {
            let pieces = Piece.split(line)
            let total = pieces.reduce(0) { $0 + $1.width }
            guard let width, total > width else { return trimmed(pieces.flatMap(\.bytes)) }
            let segments = pieces.indices.filter { pieces[$0].kind == .text || pieces[$0].kind == .label }
            let freeText = segments.isEmpty
                || segments.count == 1 && pieces.allSatisfy { $0.kind != .fixed || $0.bytes.allSatisfy { $0 == UInt8(ascii: " ") } }
            if freeText {
                return wrapped(Piece.wrappable(pieces), width: width)
            }
            var targets = pieces.map(\.width)
            var excess = total - width
            for kind in [Piece.Kind.text, .label] {
                let candidates = segments.filter { pieces[$0].kind == kind }
                while excess > 0 {
                    // The widest segment that can still give a column; the first of equals.
                    var chosen: Int?
                    for index in candidates where targets[index] > min(minimumSegment, pieces[index].width) {
                        if chosen.map({ targets[index] > targets[$0] }) ?? true { chosen = index }
                    }
                    guard let chosen else { break }
                    targets[chosen] -= 1
                    excess -= 1
                }
            }
            // A heading that shortening cannot fit wraps, whole, rather than pass the width.
            if excess > 0, pieces.contains(where: { $0.kind == .whole }) {
                return wrapped(Piece.wrappable(pieces), width: width)
            }
            var output: [UInt8] = []
            for (index, piece) in pieces.enumerated() {
                output += targets[index] < piece.width ? shortened(piece.bytes, to: targets[index]) : piece.bytes
            }
            return trimmed(output)
        }

        /// `bytes` without the spaces at their end.
        static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end == bytes.count ? bytes : Array(bytes[..<end])
        }

        /// A segment (text and its padding, SGR codes included) in exactly `target` columns:
        /// its padding dropped as needed, then its end replaced by "…"; escape sequences and
        /// the closing isolate (U+2069) after the cut are kept, so styles and isolates stay balanced.
        static func shortened(_ bytes: [UInt8], to target: Int) -> [UInt8] {
            let content = trimmed(bytes)
            var contentWidth = 0
            Unit.forEach(content) { contentWidth += $0.width }
            if contentWidth <= target {
                return content + Array(repeating: UInt8(ascii: " "), count: target - contentWidth)
            }
            var output: [UInt8] = []
            var used = 0
            var cut = false
            Unit.forEach(content) { unit in
                if unit.isKept {
                    output += unit.bytes
                } else if !cut, used + unit.width <= target - 1 {
                    output += unit.bytes
                    used += unit.width
                } else if !cut {
                    cut = true
                    output += Array("…".utf8)
                    used += 1
                }
            }
            return output + Array(repeating: UInt8(ascii: " "), count: max(0, target - used))
        }

        /// Free text wrapped at spaces into lines of at most `width` columns, each continuation
        /// indented like the first line, with its SGR styles closed at the break and reopened.
        static func wrapped(_ bytes: [UInt8], width: Int) -> [UInt8] {
            let units = Unit.split(bytes)
            let indent = units.prefix { $0.isSpace }.count
            let room = max(1, width - indent)
            // Words: runs of units between spaces, with the spaces before each.
            var words: [(gap: Int, units: ArraySlice<Unit>)] = []
            var index = indent
            while index < units.count {
                var gap = 0
                while index < units.count, units[index].isSpace {
                    gap += 1
                    index += 1
                }
                let start = index
                while index < units.count, !units[index].isSpace { index += 1 }
                if start < index { words.append((gap, units[start..<index])) }
            }
            let indentBytes = Array(repeating: UInt8(ascii: " "), count: indent)
            var lines: [[UInt8]] = []
            var current = indentBytes
            var used = 0
            var styles: [[UInt8]] = []  // the SGR sequences in effect since the last reset
            func breakLine() {
                if !styles.isEmpty { current += Unit.reset }
                lines.append(current)
                current = indentBytes + styles.flatMap { $0 }
                used = 0
            }
            func append(_ unit: Unit) {
                current += unit.bytes
                used += unit.width
                if unit.isStyle { if unit.bytes == Unit.reset { styles.removeAll() } else { styles.append(unit.bytes) } }
            }
            for word in words {
                let wordWidth = word.units.reduce(0) { $0 + $1.width }
                if used > 0, used + word.gap + wordWidth > room {
                    breakLine()
                } else if used > 0 {
                    current += Array(repeating: UInt8(ascii: " "), count: word.gap)
                    used += word.gap
                }
                for unit in word.units {
                    // A word wider than a whole line breaks between clusters.
                    if unit.width > 0, used > 0, used + unit.width > room { breakLine() }
                    append(unit)
                }
            }
            lines.append(current)
            return Array(lines.map(trimmed).joined(separator: [UInt8(ascii: "\n")]))
        }

        /// A run of a line: fixed text, or a marked segment (marks removed).
        struct Piece {
            enum Kind { case fixed, text, label, whole }
            var kind: Kind
            var bytes: [UInt8]
            /// Display columns, escape sequences not counted.
            var width: Int

            /// The line cut at its marks; an unclosed mark runs to the end of the line.
            static func split(_ line: [UInt8]) -> [Piece] {
                var pieces: [Piece] = []
                var kind = Kind.fixed
                var start = 0
                func close(at end: Int) {
                    if start < end || kind != .fixed {
                        let bytes = Array(line[start..<end])
                        pieces.append(Piece(kind: kind, bytes: bytes, width: Unit.width(of: bytes)))
                    }
                }
                for (index, byte) in line.enumerated() where FitMark(rawValue: byte) != nil {
                    close(at: index)
                    switch FitMark(rawValue: byte) {
                    case .text?: kind = .text
                    case .label?: kind = .label
                    case .whole?: kind = .whole
                    case .end?, nil: kind = .fixed
                    }
                    start = index + 1
                }
                close(at: line.count)
                return pieces
            }

            /// The pieces' bytes for ``wrapped(_:width:)``: a whole piece's spaces glued.
            static func wrappable(_ pieces: [Piece]) -> [UInt8] {
                pieces.flatMap { piece in
                    piece.kind == .whole ? piece.bytes.map { $0 == UInt8(ascii: " ") ? gluedSpace : $0 } : piece.bytes
                }
            }
        }

        /// The smallest parts of a line as a terminal shows it: an SGR escape sequence, a
        /// space, or a grapheme cluster.
        struct Unit {
            var bytes: [UInt8]
            var width: Int
            var isStyle: Bool
            /// A space of a whole segment: shown, but no place to break.
            var isGlued = false

            var isSpace: Bool { !isGlued && bytes == [UInt8(ascii: " ")] }
            /// Kept whatever is cut: escape sequences, and U+2069 closing the tool's isolate.
            var isKept: Bool { isStyle || bytes == [0xE2, 0x81, 0xA9] }

            /// `ESC [ 0 m`.
            static let reset: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]

            static func split(_ bytes: [UInt8]) -> [Unit] {
                var units: [Unit] = []
                forEach(bytes) { units.append($0) }
                return units
            }

            /// Each unit in order, made one at a time: a very long segment (a 30 MB name) is
            /// walked without holding a unit per character.
            static func forEach(_ bytes: [UInt8], _ body: (Unit) -> Void) {
                var text: [UInt8] = []
                func flushText() {
                    guard !text.isEmpty else { return }
                    for character in String(decoding: text, as: UTF8.self) {
                        body(Unit(bytes: Array(character.utf8), width: DisplayWidth.columns(of: character), isStyle: false))
                    }
                    text.removeAll()
                }
                var index = 0
                while index < bytes.count {
                    if bytes[index] == gluedSpace {
                        flushText()
                        body(Unit(bytes: [UInt8(ascii: " ")], width: 1, isStyle: false, isGlued: true))
                        index += 1
                    } else if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                        var end = index + 2
                        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                        end = min(end + 1, bytes.count)
                        flushText()
                        body(Unit(bytes: Array(bytes[index..<end]), width: 0, isStyle: true))
                        index = end
                    } else {
                        text.append(bytes[index])
                        index += 1
                    }
                }
                flushText()
            }

            /// Display columns of bytes that may hold SGR sequences.
            static func width(of bytes: [UInt8]) -> Int {
                if !bytes.contains(0x1B) { return DisplayWidth.of(String(decoding: bytes, as: UTF8.self)) }
                var width = 0
                forEach(bytes) { width += $0.width }
                return width
            }
        }
    }
}
