import AccountSummary

/// The declarations of a CSS style sheet as a printer sees them: each rule's declarations by
/// selector as written (`"h2"`, `".header h1"`, `"thead th"`; a selector list gives each of its
/// selectors the declarations), `@media print` rules applied after the others, every other
/// `@media` block left out, and the `@page` rule's own declarations under `"@page"` (its
/// margin boxes' under `"@page @bottom-left"` and the like). A later
/// declaration of a property for the same selector replaces an earlier one, as the cascade does
/// for rules of equal specificity. Mustache tags (the built-in sheet sits in a template) are
/// read as nothing, so the rules inside a section are read as if it were shown.
///
/// It is a reader of the sheet the package ships (`DefaultTemplates.stylesheet`), not a CSS
/// engine: there is no selector matching, no inheritance, no specificity across selectors; the
/// layout asks for the selector whose box it draws.
///
/// ```swift
/// let sheet = Stylesheet("h2 { font-size: 1.1rem } @media print { h2 { margin: 0 } }")
/// sheet.value("h2", "margin")  // "0"
/// ```
struct Stylesheet: Sendable {
    /// Declarations by selector, then by property.
    private(set) var rules: [String: [String: String]] = [:]

    /// Reads `text`'s rules.
    init(_ text: String) {
        var scanner = Scanner(text: Self.withoutTemplateTags(text))
        read(&scanner, media: true)
    }

    /// The value `selector`'s rules give `property` (print media applied), as written.
    func value(_ selector: String, _ property: String) -> String? {
        rules[selector]?[property]
    }

    /// `text`'s UTF-8 without Mustache tags (`{{#framed}}`, `{{{pageCounter}}}`) and CSS comments.
    static func withoutTemplateTags(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        func at(_ offset: Int, is byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }
        while index < bytes.count {
            if at(index, is: UInt8(ascii: "{")), at(index + 1, is: UInt8(ascii: "{")) {
                // A tag ends at the first "}}" (a triple mustache's third brace goes with it).
                var end = index + 2
                while end + 1 < bytes.count, !(at(end, is: UInt8(ascii: "}")) && at(end + 1, is: UInt8(ascii: "}"))) { end += 1 }
                index = end + 2
                if at(index, is: UInt8(ascii: "}")) { index += 1 }
                continue
            }
            if at(index, is: UInt8(ascii: "/")), at(index + 1, is: UInt8(ascii: "*")) {
                var end = index + 2
                while end + 1 < bytes.count, !(at(end, is: UInt8(ascii: "*")) && at(end + 1, is: UInt8(ascii: "/"))) { end += 1 }
                index = end + 2
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// A cursor over the sheet's UTF-8 (the syntax is ASCII; other bytes are only ever inside
    /// a value, and kept whole).
    struct Scanner {
        let text: [UInt8]
        var index = 0

        var atEnd: Bool { index >= text.count }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        }

        /// The bytes up to (not including) the first of `stops` outside parentheses and quotes,
        /// their runs of white space as one space and none at the ends; the cursor is left on
        /// that stop (or at the end).
        mutating func take(until stops: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            var depth = 0
            var quote: UInt8?
            var pendingSpace = false
            while index < text.count {
                let byte = text[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth = max(0, depth - 1)
                } else if depth == 0, stops.contains(byte) {
                    break
                }
                index += 1
                if quote == nil, Self.isSpace(byte) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
            return result
        }

        /// Steps over a block whose "{" the cursor is just past, to just past its "}".
        mutating func skipBlock() {
            var depth = 1
            while index < text.count, depth > 0 {
                if text[index] == UInt8(ascii: "{") { depth += 1 } else if text[index] == UInt8(ascii: "}") { depth -= 1 }
                index += 1
            }
        }
    }

    /// Reads rules up to the end of the text or the "}" closing the block the cursor is in;
    /// `media` is whether they apply to print.
    private mutating func read(_ scanner: inout Scanner, media: Bool) {
        while !scanner.atEnd {
            let prelude = String(decoding: scanner.take(until: Self.ruleStops), as: UTF8.self)
            guard !scanner.atEnd else { return }
            let stop = scanner.text[scanner.index]
            scanner.index += 1
            if stop == UInt8(ascii: "}") { return }
            if stop == UInt8(ascii: ";") { continue }
            if prelude.hasPrefix("@media") {
                let query = prelude.dropFirst("@media".count).trimmingSpaces
                // Print rules apply; a screen query, a width or a colour scheme does not.
                if media, query == "print" { read(&scanner, media: true) } else { scanner.skipBlock() }
            } else if prelude == "@page" {
                var nested: [(String, [(String, String)])] = []
                let declarations = Self.declarations(&scanner, nested: &nested)
                if media {
                    add(declarations, to: ["@page"])
                    // Its margin boxes under "@page @bottom-left" and the like.
                    for (box, boxDeclarations) in nested where box.hasPrefix("@") { add(boxDeclarations, to: ["@page " + box]) }
                }
            } else if prelude.hasPrefix("@") {
                scanner.skipBlock()
            } else {
                let declarations = Self.declarations(&scanner)
                // Selectors are collapsed already: at most one space at either end of each.
                let selectors = prelude.split(separator: ",").map { $0.trimmingSpaces }
                if media { add(declarations, to: selectors) }
            }
        }
    }

    /// Where a rule's prelude ends, and a declaration.
    private static let ruleStops = Array("{};".utf8)
    private static let declarationStops = Array(";}{".utf8)

    /// Bytes without white space at their ends, as text.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        guard let first = bytes.firstIndex(where: { !Scanner.isSpace($0) }), let last = bytes.lastIndex(where: { !Scanner.isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    private mutating func add(_ declarations: [(String, String)], to selectors: [String]) {
        for selector in selectors {
            for (property, value) in declarations { rules[selector, default: [:]][property] = value }
        }
    }

    /// A block's declarations, the cursor just past its "{", left just past its "}"; a block
    /// nested in it (`@bottom-left` in `@page`) goes to `nested` with what precedes it.
    private static func declarations(_ scanner: inout Scanner) -> [(String, String)] {
        var nested: [(String, [(String, String)])] = []
        return declarations(&scanner, nested: &nested)
    }

    private static func declarations(_ scanner: inout Scanner, nested: inout [(String, [(String, String)])]) -> [(String, String)] {
        var result: [(String, String)] = []
        while !scanner.atEnd {
            let declaration = scanner.take(until: Self.declarationStops)
            guard !scanner.atEnd else { break }
            let stop = scanner.text[scanner.index]
            scanner.index += 1
            if stop == UInt8(ascii: "{") {
                var deeper: [(String, [(String, String)])] = []
                nested.append((String(decoding: declaration, as: UTF8.self), declarations(&scanner, nested: &deeper)))
                continue
            }
            if let colon = declaration.firstIndex(of: UInt8(ascii: ":")) {
                let property = Self.trimmed(declaration[..<colon]), value = Self.trimmed(declaration[(colon + 1)...])
                if !property.isEmpty { result.append((property, value)) }
            }
            if stop == UInt8(ascii: "}") { break }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces at its ends (short texts: a selector, a property, a value).
    fileprivate var trimmingSpaces: String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !Stylesheet.Scanner.isSpace($0) }),
              let last = bytes.lastIndex(where: { !Stylesheet.Scanner.isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
