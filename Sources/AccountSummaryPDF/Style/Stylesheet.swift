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
/// It is a reader of the sheet the package ships (``DefaultTemplates/stylesheet``), not a CSS
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

    /// `text` without Mustache tags (`{{#framed}}`, `{{{pageCounter}}}`) and CSS comments.
    static func withoutTemplateTags(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            if characters[index] == "{", index + 1 < characters.count, characters[index + 1] == "{" {
                // A tag ends at the first "}}" (a triple mustache's third brace goes with it).
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
                index = end + 2
                if index < characters.count, characters[index] == "}" { index += 1 }
                continue
            }
            if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "*" && characters[end + 1] == "/") { end += 1 }
                index = end + 2
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// A cursor over the sheet's characters.
    struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0

        var atEnd: Bool { index >= text.count }

        /// The characters up to (not including) the first of `stops` outside parentheses and
        /// quotes, trimmed; the cursor is left on that stop (or at the end).
        mutating func take(until stops: Set<Unicode.Scalar>) -> String {
            var result = String.UnicodeScalarView()
            var depth = 0
            var quote: Unicode.Scalar?
            while index < text.count {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth = max(0, depth - 1)
                } else if depth == 0, stops.contains(character) {
                    break
                }
                result.append(character)
                index += 1
            }
            return String(result).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// Steps over a block whose "{" the cursor is just past, to just past its "}".
        mutating func skipBlock() {
            var depth = 1
            while index < text.count, depth > 0 {
                if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                index += 1
            }
        }
    }

    /// Reads rules up to the end of the text or the "}" closing the block the cursor is in;
    /// `media` is whether they apply to print.
    private mutating func read(_ scanner: inout Scanner, media: Bool) {
        while !scanner.atEnd {
            let prelude = scanner.take(until: ["{", "}", ";"])
            guard !scanner.atEnd else { return }
            let stop = scanner.text[scanner.index]
            scanner.index += 1
            if stop == "}" { return }
            if stop == ";" { continue }
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
                let selectors = prelude.split(separator: ",").map { String($0).trimmingSpaces }
                if media { add(declarations, to: selectors) }
            }
        }
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
            let declaration = scanner.take(until: [";", "}", "{"])
            guard !scanner.atEnd else { break }
            let stop = scanner.text[scanner.index]
            scanner.index += 1
            if stop == "{" {
                var deeper: [(String, [(String, String)])] = []
                nested.append((declaration, declarations(&scanner, nested: &deeper)))
                continue
            }
            if let colon = declaration.firstIndex(of: ":") {
                let property = declaration[..<colon].trimmingSpaces
                let value = declaration[declaration.index(after: colon)...].trimmingSpaces
                if !property.isEmpty { result.append((property, value)) }
            }
            if stop == "}" { break }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces at its ends.
    fileprivate var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
