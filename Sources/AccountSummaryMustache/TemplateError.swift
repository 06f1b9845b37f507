import AccountSummarySupport
/// Everything that can go wrong parsing, loading or rendering a template, with its
/// wording in one place.
///
/// Messages are lowercase, start with the place (`file:line:column`, 1-based, the
/// column counted in Unicode scalars) and say what was expected.
///
/// ```swift
/// do { _ = try Template("{{#accounts}}", name: "statement.html.mustache") }
/// catch { print(error) }
/// // statement.html.mustache:1:1: unclosed section "accounts" (expected {{/accounts}})
/// ```
public enum TemplateError: Error, Sendable, Hashable {
    /// The template text does not follow the Mustache syntax.
    case syntax(Location, SyntaxProblem)
    /// Strict rendering looked up a name that no context holds.
    case missingValue(Location, name: String)
    /// Strict rendering named a partial or parent the library does not hold.
    case missingPartial(Location, name: String)
    /// Partials, parents, blocks or lambdas expanded inside each other too deeply,
    /// which is almost always a template that includes itself without end.
    case nestingTooDeep(Location, limit: Int)
    /// More sections and partials were expanded than the renderer was allowed (the `template`
    /// command's bound on a template that fans out).
    case tooManyExpansions(Location, limit: Int)
    /// A template file could not be read.
    case unreadableFile(path: String)
    /// A template file is not UTF-8 text.
    case invalidEncoding(path: String)
    /// A folder of templates could not be listed.
    case unreadableDirectory(path: String)
}

extension TemplateError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .syntax(let location, let problem):
            return "\(location): \(TemplateError.describe(problem))"
        case .missingValue(let location, let name):
            return "\(location): no value named \(TemplateError.quoted(name))"
        case .missingPartial(let location, let name):
            return "\(location): no template named \(TemplateError.quoted(name)) (expected a partial in the library, e.g. \(TemplateError.quoted(name + ".mustache")) in the partials folder)"
        case .nestingTooDeep(let location, let limit):
            return "\(location): templates nested more than \(limit) deep (expected partials, parents or lambdas that stop including themselves)"
        case .tooManyExpansions(let location, let limit):
            return "\(location): more than \(limit) sections and partials expanded (partials that each include the next more than once grow exponentially)"
        case .unreadableFile(let path):
            return "cannot read template file \(TemplateError.quoted(path))"
        case .invalidEncoding(let path):
            return "template file \(TemplateError.quoted(path)) is not utf-8 text"
        case .unreadableDirectory(let path):
            return "cannot list templates in folder \(TemplateError.quoted(path))"
        }
    }

    private static func describe(_ problem: SyntaxProblem) -> String {
        switch problem {
        case .controlCharacter(let byte):
            let code = String(byte, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - code.count) + code) in the template's text "
                + "(expected printable text, tabs and line breaks; write it as an HTML character reference if a page needs it)"
        case .unclosedTag(let closing):
            return "unclosed tag (expected \(closing))"
        case .missingName(let example):
            return "tag has no name (expected a name, e.g. \(example))"
        case .invalidName(let name):
            return "invalid name \(quoted(name)) (expected no spaces and no empty part between dots, e.g. \"customer.name\")"
        case .invalidDelimiters(let content):
            return "invalid delimiters \(quoted(content)) (expected two delimiters without spaces or \"=\", separated by a space, e.g. {{=<% %>=}})"
        case .unclosedSection(let name, let kind, let closing):
            return "unclosed \(word(for: kind)) \(quoted(name)) (expected \(closing))"
        case .unexpectedClosingTag(let tag, let expected):
            if let expected {
                return "unexpected \(tag) (expected \(expected))"
            }
            return "unexpected \(tag) (no section is open)"
        }
    }

    private static func word(for kind: SectionKind) -> String {
        switch kind {
        case .section: "section"
        case .invertedSection: "inverted section"
        case .parent: "parent"
        case .block: "block"
        }
    }

    /// The name under which the template a lambda returned reports its errors:
    /// `statement.html.mustache:3:5 (lambda result)`.
    static func lambdaTemplateName(at location: Location) -> String {
        "\(location) (lambda result)"
    }

    /// A name shown in a message: quoted, control characters escaped, long text cut.
    static func quoted(_ text: String) -> String {
        DiagnosticQuoting.quoted(text)
    }
}

extension TemplateError {
    /// Where in which template a problem is: the template's name, then line and
    /// column, both 1-based (the column counts Unicode scalars).
    ///
    /// ```swift
    /// TemplateError.Location(template: "statement.html.mustache", line: 14, column: 9).description
    /// // "statement.html.mustache:14:9"
    /// ```
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The template's name, usually its file name.
        public var template: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, in Unicode scalars.
        public var column: Int

        /// Creates a location.
        public init(template: String, line: Int, column: Int) {
            self.template = template
            self.line = line
            self.column = column
        }

        public var description: String {
            "\(template):\(line):\(column)"
        }
    }

    /// The kinds of tag that open a section and need a closing tag.
    public enum SectionKind: Sendable, Hashable {
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
    }

    /// What is wrong with template text; ``TemplateError/description`` words it.
    ///
    /// ```swift
    /// TemplateError.syntax(location, .unclosedTag(expected: "}}")).description
    /// // "statement.html.mustache:3:5: unclosed tag (expected }})"
    /// ```
    public enum SyntaxProblem: Sendable, Hashable {
        /// A tag opens but its closing delimiter never comes; `expected` is that delimiter.
        case unclosedTag(expected: String)
        /// A tag that needs a name has none; `example` shows one with the current delimiters.
        case missingName(example: String)
        /// A name with spaces inside or an empty part between dots (`a..b`).
        case invalidName(String)
        /// A set-delimiters tag that does not hold exactly two delimiters.
        case invalidDelimiters(String)
        /// A section, inverted section, parent or block is never closed;
        /// `expected` is the closing tag it needs.
        case unclosedSection(String, kind: SectionKind, expected: String)
        /// A closing tag that closes nothing open, or not the innermost open one;
        /// `expected` is the closing tag that was due, if any.
        case unexpectedClosingTag(String, expected: String?)
        /// A control character (other than tab, carriage return and line feed) in the template's text.
        case controlCharacter(UInt8)
    }
}
