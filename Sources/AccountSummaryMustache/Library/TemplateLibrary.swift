/// Named, parsed templates: what `{{>name}}` partials and `{{<name}}` parents refer to.
///
/// ```swift
/// let partials = try TemplateLibrary(parsing: ["row": "<li>{{name}}</li>"])
/// try Template("<ul>{{#accounts}}{{>row}}{{/accounts}}</ul>")
///     .render(["accounts": [["name": "Savings"]]], partials: partials)
/// // "<ul><li>Savings</li></ul>"
/// ```
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template]

    /// An empty library.
    ///
    /// ```swift
    /// TemplateLibrary().names  // []
    /// ```
    public init() {
        templates = [:]
    }

    /// A library of already parsed templates, by the names tags use.
    ///
    /// ```swift
    /// TemplateLibrary(["row": try Template("{{name}}")]).names  // ["row"]
    /// ```
    public init(_ templates: [String: Template]) {
        self.templates = templates
    }

    /// Parses each source; a template's name in error messages is its key.
    ///
    /// ```swift
    /// try TemplateLibrary(parsing: ["row": "{{#x}}"])
    /// // throws: row:1:1: unclosed section "x" (expected {{/x}})
    /// ```
    public init(parsing sources: [String: String]) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try Template(source, name: name)
        }
        self.templates = templates
    }

    /// The template tags refer to as `name`, if any.
    ///
    /// ```swift
    /// var library = TemplateLibrary()
    /// library["row"] = try Template("{{name}}")
    /// library["row"]?.name  // "template"
    /// ```
    public subscript(name: String) -> Template? {
        get { templates[name] }
        set { templates[name] = newValue }
    }

    /// The names of the templates, sorted.
    ///
    /// ```swift
    /// try TemplateLibrary(parsing: ["b": "", "a": ""]).names  // ["a", "b"]
    /// ```
    public var names: [String] {
        templates.keys.sorted()
    }
}
