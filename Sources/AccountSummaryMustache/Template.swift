/// A Mustache template, parsed once into a tree of nodes and rendered many times.
///
/// Parsing checks the whole syntax up front, so a template that parses renders
/// without syntax errors; rendering never parses again (except what lambdas return).
///
/// ```swift
/// let template = try Template("Hello, {{customer.name}}!", name: "greeting.mustache")
/// try template.render(["customer": ["name": "Jonathan"]])
/// // "Hello, Jonathan!"
/// ```
public struct Template: Sendable {
    /// The name used in error messages, usually the file name.
    public let name: String

    /// The parsed template.
    let nodes: [Node]

    /// Parses `source`; errors name `name` with the line and column of the problem.
    ///
    /// ```swift
    /// try Template("{{#accounts}}", name: "statement.html.mustache")
    /// // throws: statement.html.mustache:1:1: unclosed section "accounts" (expected {{/accounts}})
    /// ```
    ///
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: The template's name for error messages, e.g. its file name.
    public init(_ source: String, name: String = "template") throws(TemplateError) {
        try self.init(source, name: name, delimiters: .default)
    }

    /// Parses `source` starting with the given delimiters (lambda results need this).
    init(_ source: String, name: String, delimiters: Delimiters) throws(TemplateError) {
        var parser = Parser(source: source, templateName: name, delimiters: delimiters)
        self.name = name
        self.nodes = try parser.parse()
    }
}
