extension Template {
    /// Renders the template with `value` as the context, writing to `output` as it goes.
    ///
    /// Nothing is built in memory beyond what one lambda returns, so a buffered
    /// writer can take a statement of any size. This is the spec-level engine, on the
    /// caller's thread; reports render through `render(_:partials:escaping:strict:work:to:)`,
    /// its fast path (Template+FastPath.swift), which writes the same text.
    ///
    /// ```swift
    /// var output = ""
    /// try Template("{{#rows}}{{.}};{{/rows}}").render(["rows": [1, 2, 3]], to: &output)
    /// output  // "1;2;3;"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The data; names are looked up in it.
    ///   - partials: The templates `{{>name}}` and `{{<name}}` refer to.
    ///   - escaping: How `{{name}}` escapes: ``TemplateEscaping/html`` (the default)
    ///     or ``TemplateEscaping/none``.
    ///   - strict: Whether a name with no value, or a partial the library lacks, is an
    ///     error (``TemplateError/missingValue(_:name:)``) rather than empty output.
    ///   - output: Where the text goes.
    public func render(
        _ value: TemplateValue = [:], partials: TemplateLibrary = TemplateLibrary(),
        escaping: TemplateEscaping = .html, strict: Bool = false, to output: inout some TextOutputStream
    ) throws(TemplateError) {
        var renderer = Renderer(root: value, library: partials, escaping: escaping, isStrict: strict)
        try renderer.render(nodes, indentation: "", into: &output)
    }

    /// ``render(_:partials:escaping:strict:to:)`` with at most `maximumExpansions` sections and
    /// partials expanded in all: past it, ``TemplateError/tooManyExpansions(_:limit:)``.
    package func render(
        _ value: TemplateValue, partials: TemplateLibrary, escaping: TemplateEscaping, strict: Bool,
        maximumExpansions: Int, to output: inout some TextOutputStream
    ) throws(TemplateError) {
        var renderer = Renderer(root: value, library: partials, escaping: escaping, isStrict: strict)
        renderer.expansionBudget = maximumExpansions
        try renderer.render(nodes, indentation: "", into: &output)
    }

    /// Renders the template with `value` as the context and returns the text.
    ///
    /// ```swift
    /// try Template("{{greeting}}, {{name}}!").render(["greeting": "Hello", "name": "<Jo>"])
    /// // "Hello, &lt;Jo&gt;!"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The data; names are looked up in it.
    ///   - partials: The templates `{{>name}}` and `{{<name}}` refer to.
    ///   - escaping: How `{{name}}` escapes: ``TemplateEscaping/html`` (the default)
    ///     or ``TemplateEscaping/none``.
    ///   - strict: Whether a name with no value, or a partial the library lacks, is an error.
    public func render(
        _ value: TemplateValue = [:], partials: TemplateLibrary = TemplateLibrary(),
        escaping: TemplateEscaping = .html, strict: Bool = false
    ) throws(TemplateError) -> String {
        var output = ""
        try render(value, partials: partials, escaping: escaping, strict: strict, to: &output)
        return output
    }
}
