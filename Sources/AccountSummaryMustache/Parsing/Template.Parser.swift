extension Template {
    /// Turns template text into nodes in three passes: ``scan()`` cuts the text into
    /// text, newlines and tags; ``arrangeLines(_:)`` applies the standalone-line and
    /// indentation rules; ``buildTree(_:)`` nests sections and checks the closing tags.
    struct Parser {
        let bytes: [UInt8]
        let templateName: String
        /// The delimiters in effect at the scanning position.
        var delimiters: Delimiters
        /// Where line numbers were last counted up to, so each byte is counted once.
        var counted = (offset: 0, line: 1, lineStart: 0)

        init(source: String, templateName: String, delimiters: Delimiters) {
            self.bytes = Array(source.utf8)
            self.templateName = templateName
            self.delimiters = delimiters
        }

        mutating func parse() throws(TemplateError) -> [Node] {
            let items = try scan()
            let pieces = arrangeLines(items)
            return try buildTree(pieces)
        }

        /// The text of `range` of the source.
        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        /// The 1-based line and column (in Unicode scalars) of `offset`, which must
        /// not be before the offset asked for last.
        mutating func location(of offset: Int) -> TemplateError.Location {
            var index = counted.offset
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    counted.line += 1
                    counted.lineStart = index + 1
                }
                index += 1
            }
            counted.offset = offset
            var column = 1
            for byte in bytes[counted.lineStart..<offset] where byte & 0xC0 != 0x80 {
                column += 1
            }
            return TemplateError.Location(template: templateName, line: counted.line, column: column)
        }

        /// A space or a tab: the whitespace of indentation and standalone lines.
        static func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }

        /// Any ASCII whitespace, as allowed around names inside tags.
        static func isWhitespace(_ byte: UInt8) -> Bool {
            isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
        }

        /// `text` without leading and trailing whitespace.
        static func trimmed(_ text: String) -> String {
            var slice = Substring(text)
            while let first = slice.first, first.isWhitespace { slice.removeFirst() }
            while let last = slice.last, last.isWhitespace { slice.removeLast() }
            return String(slice)
        }

        func syntaxError(_ problem: TemplateError.SyntaxProblem, at location: TemplateError.Location) -> TemplateError {
            .syntax(location, problem)
        }
    }
}

extension Template.Parser {
    /// One `{{…}}` tag as scanned.
    struct Tag {
        enum Kind: Equatable {
            case variable(escaped: Bool)
            case section
            case invertedSection
            case close
            case comment
            case partial
            case parent
            case block
            case delimiters

            /// Whether a line holding only this tag (and whitespace) disappears.
            var canStandAlone: Bool {
                if case .variable = self { return false }
                return true
            }

            var opensSection: Bool {
                self == .section || self == .invertedSection || self == .parent || self == .block
            }
        }

        let kind: Kind
        /// The name, trimmed; for dynamic names `*` then the dotted name.
        let name: String
        /// The whole tag, delimiters included.
        let range: Range<Int>
        let location: TemplateError.Location
        /// The delimiters the tag is written with.
        let delimiters: Template.Delimiters
        /// For partial, parent and block tags on a standalone line: the whitespace
        /// before the tag, less the enclosing block's own indentation; `nil` inline.
        var indentation: String? = nil
        /// For block tags: whether the content starts on the next line, because the
        /// tag ends a standalone line.
        var contentStartsLine = false
    }

    /// A piece of scanned source: text without newlines, one newline, or a tag.
    enum Item {
        case text(Range<Int>)
        /// `\n` or `\r\n`.
        case newline(Range<Int>)
        case tag(Tag)
    }

    /// A piece ready for nesting: text, a line start, or a tag.
    enum Piece {
        case text(Range<Int>)
        case lineStart
        case tag(Tag)
    }
}
