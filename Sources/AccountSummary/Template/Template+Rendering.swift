extension Template {
    /// Renders the template with `value` as the context, writing to `output` as it goes.
    ///
    /// Nothing is built in memory beyond what one lambda returns, so a buffered
    /// writer can take a statement of any size.
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
    ///   - jobs: How many threads may render the elements of a long ``TemplateSequence`` at
    ///     once (its closures are `Sendable`, and called from those threads). The output is
    ///     the same whatever the number; 1 renders everything on the caller's thread.
    ///   - output: Where the text goes.
    public func render(
        _ value: TemplateValue = [:], partials: TemplateLibrary = TemplateLibrary(),
        escaping: TemplateEscaping = .html, strict: Bool = false, jobs: Int = 1, to output: inout some TextOutputStream
    ) throws(TemplateError) {
        var renderer = Renderer(root: value, library: partials, escaping: escaping, isStrict: strict, jobs: jobs)
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
    ///   - jobs: How many threads may render the elements of a long ``TemplateSequence`` at once.
    public func render(
        _ value: TemplateValue = [:], partials: TemplateLibrary = TemplateLibrary(),
        escaping: TemplateEscaping = .html, strict: Bool = false, jobs: Int = 1
    ) throws(TemplateError) -> String {
        var output = ""
        try render(value, partials: partials, escaping: escaping, strict: strict, jobs: jobs, to: &output)
        return output
    }
}
