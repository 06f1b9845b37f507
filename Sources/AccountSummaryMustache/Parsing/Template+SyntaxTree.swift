// The syntax tree a template parses into, in one place: ``Template/Node`` and the values its
// cases carry. The parser (Template.Parser*.swift) builds it; the renderer walks it.

extension Template {
    /// One element of a parsed template.
    enum Node: Sendable {
        /// Literal text, written as it is.
        case text(String)
        /// The start of a line of template text: where a partial's or block's
        /// indentation is written.
        case lineStart
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
        case variable(Variable)
        /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
        case section(Section)
        /// `{{>name}}` or `{{>*name}}`.
        case partial(Partial)
        /// `{{<name}}…{{/name}}`: a partial with blocks passed to it.
        case parent(Parent)
        /// `{{$name}}…{{/name}}`: a place a parent's caller may fill.
        case block(Block)
    }

    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: a value written in place.
    struct Variable: Sendable {
        let name: Name
        let isEscaped: Bool
        let location: TemplateError.Location
    }

    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`: content rendered per value, or when there is none.
    struct Section: Sendable {
        let name: Name
        let isInverted: Bool
        let nodes: [Node]
        /// The unrendered text between the tags, for section lambdas.
        let rawText: String
        /// The delimiters in effect at the opening tag, for section lambdas.
        let delimiters: Delimiters
        let location: TemplateError.Location
    }

    /// `{{>name}}` or `{{>*name}}`: another template rendered in place.
    struct Partial: Sendable {
        let name: PartialName
        /// The whitespace before a standalone tag, added to each line; `nil` when inline.
        let indentation: String?
        let location: TemplateError.Location
    }

    /// `{{<name}}…{{/name}}`: another template rendered in place, with blocks passed to it.
    struct Parent: Sendable {
        let name: PartialName
        /// The blocks passed to the parent, by name.
        let blocks: [String: Block]
        /// The whitespace before a standalone tag, added to each line; `nil` when inline.
        let indentation: String?
        let location: TemplateError.Location
    }

    /// `{{$name}}…{{/name}}`: a place with default content that a parent's caller may fill.
    struct Block: Sendable {
        let name: String
        /// The default content, or the content passed to a parent; its own
        /// indentation is already removed from each line.
        let nodes: [Node]
        /// The indentation added to each line of whatever fills this block;
        /// `nil` when the block sits inline, mid-line.
        let indentation: String?
        let location: TemplateError.Location
    }

    /// A name looked up in the context: `.` (the current item) or a dotted name,
    /// split once at parse time so rendering never splits strings.
    struct Name: Sendable, Hashable, CustomStringConvertible {
        /// The dot-separated parts; empty for `.`.
        let components: [String]

        /// Splits `text`, or returns `nil` when a part between dots is empty.
        init?(_ text: String) {
            if text == "." {
                components = []
                return
            }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.contains(where: \.isEmpty) else { return nil }
            components = parts.map(String.init)
        }

        /// Whether this is `.`, the item on top of the context stack.
        var isImplicit: Bool { components.isEmpty }

        var description: String {
            isImplicit ? "." : components.joined(separator: ".")
        }
    }

    /// The name of a partial or parent: fixed, or looked up in the context (`{{>*name}}`).
    enum PartialName: Sendable, Hashable {
        case fixed(String)
        case dynamic(Name)
    }

    /// The pair of delimiters tags are written with, `{{` and `}}` unless a
    /// set-delimiters tag (`{{=<% %>=}}`) changed them.
    struct Delimiters: Sendable, Hashable {
        var open: [UInt8]
        var close: [UInt8]

        static let `default` = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

        var openText: String { String(decoding: open, as: UTF8.self) }
        var closeText: String { String(decoding: close, as: UTF8.self) }

        /// A tag written with these delimiters, for messages: `tag("/", "accounts")` is `{{/accounts}}`.
        func tag(_ sigil: String, _ name: String) -> String {
            openText + sigil + name + closeText
        }
    }
}
