extension StatementReport {
    /// Renders the report with a writer and templates into `output`.
    ///
    /// The main template is `statement.<format>`; each block of the document is laid out by
    /// its partial, `<partial>.<format>`, included with `{{>*partial}}`.
    ///
    /// ```swift
    /// var text = ""
    /// try report.render(with: TerminalWriter(color: false), templates: DefaultTemplates.library(), to: &text)
    /// ```
    ///
    /// - Parameters:
    ///   - writer: the format (``HTMLWriter``, ``TerminalWriter``, ``CSVWriter``…).
    ///   - templates: ``DefaultTemplates/library()`` or the app's own.
    ///   - strict: a name a template uses that the context lacks is an error, not empty.
    ///   - output: where the text goes (a `String`, a file sink…).
    public func render(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false,
        to output: inout some TextOutputStream
    ) throws(TemplateError) {
        try render(with: writer, templates: templates, strict: strict, work: Serial(), to: &output)
    }

    /// ``render(with:templates:strict:to:)`` with long transaction lists rendered by `work`
    /// (the command plugs in the scale module's threads); the output is the same.
    package func render(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false, work: any WorkSharing,
        to output: inout some TextOutputStream
    ) throws(TemplateError) {
        let suffix = writer.format.templateSuffix
        let name = "statement." + suffix
        guard let template = templates[name] else {
            throw .missingPartial(.init(template: name, line: 1, column: 1), name: name)
        }
        let blocks = document.blocks
        let sections: [TemplateValue] = blocks.map { block in
            guard case .object(var values) = block.templateContext(using: writer) else { return .null }
            values["partial"] = .string(block.partial + "." + suffix)
            return .object(values)
        }
        let context: TemplateValue = .object([
            "lang": .string(languageCode),
            "dir": .string(isRightToLeft ? "rtl" : "ltr"),
            // Plain text: a browser shows a <title> as it is, tags and all.
            "title": .string(writer.label(TextSafety.sanitized(title), style: .plain).rendered),
            // The printed page's margin boxes (CSS `content:` values).
            "pageIdentity": .string(CSSText.string(pageIdentity)),
            "pageCounter": .string(CSSText.pageCounter(pageCounterPhrase, style: wording.counterStyle)),
            "sections": .list(sections),
            // The same, split for the page's landmarks: the header before `main`, the footer after.
            "leadingSections": .list(zip(blocks, sections).filter { $0.0.isLeading }.map(\.1)),
            "mainSections": .list(zip(blocks, sections).filter { !$0.0.isLeading && !$0.0.isTrailing }.map(\.1)),
            "trailingSections": .list(zip(blocks, sections).filter { $0.0.isTrailing }.map(\.1)),
            "framed": .bool(isFramed),
            // `--layout compact`: account statements may break across pages in print.
            "compact": .bool(layout == .compact),
            // Some row shows a line under its description (reference, counterparty, original amount).
            "hasDetails": .bool(hasDetails),
        ])
        // The writer passes the text through its format's last pass (the terminal's lines).
        try writer.write(RenderedTemplate(template: template, context: context, templates: templates, strict: strict, work: work),
                         to: &output)
    }

    /// Renders to a string.
    ///
    /// ```swift
    /// let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library())
    /// ```
    public func rendered(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false
    ) throws(TemplateError) -> String {
        try rendered(with: writer, templates: templates, strict: strict, work: Serial())
    }

    /// ``rendered(with:templates:strict:)`` with the lists rendered by `work`.
    package func rendered(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false, work: any WorkSharing
    ) throws(TemplateError) -> String {
        var output = ""
        try render(with: writer, templates: templates, strict: strict, work: work, to: &output)
        return output
    }
}

/// A report's main template with its context, rendered when a writer asks for the text.
private struct RenderedTemplate: ReportDocument {
    let template: Template
    let context: TemplateValue
    let templates: TemplateLibrary
    let strict: Bool
    let work: any WorkSharing

    func write<Output: TextOutputStream>(to output: inout Output) throws(TemplateError) {
        // Values are already escaped by the writer; the engine must not escape twice.
        try template.render(context, partials: templates, escaping: .none, strict: strict, work: work, to: &output)
    }
}
