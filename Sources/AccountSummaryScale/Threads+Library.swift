// The library's heavy calls with `jobs:`: each plugs `Threads(jobs:)` into the library's
// `WorkSharing` seam, so the command, the benchmarks and the fuzzers say how many threads,
// and an app's `AccountSummary` never has a `jobs:` parameter.

import AccountSummary

extension StatementReport {
    /// ``StatementReport/init(_:options:)`` with the transactions put in order on `jobs` threads.
    ///
    /// ```swift
    /// let report = try StatementReport(statement, options: ReportOptions(), jobs: 2)
    /// ```
    package init(_ statement: consuming Statement, options: ReportOptions, jobs: Int) throws(ReportError) {
        try self.init(statement, options: options, work: Threads(jobs: jobs))
    }

    /// ``StatementReport/render(with:templates:strict:to:)`` with long lists rendered on `jobs` threads.
    ///
    /// ```swift
    /// try report.render(with: HTMLWriter(), templates: DefaultTemplates.library(), jobs: 2, to: &sink)
    /// ```
    package func render(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false, jobs: Int,
        to output: inout some TextOutputStream
    ) throws(TemplateError) {
        try render(with: writer, templates: templates, strict: strict, work: Threads(jobs: jobs), to: &output)
    }

    /// ``StatementReport/rendered(with:templates:strict:)`` on `jobs` threads.
    ///
    /// ```swift
    /// let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), jobs: 2)
    /// ```
    package func rendered(
        with writer: any ReportWriter, templates: TemplateLibrary, strict: Bool = false, jobs: Int
    ) throws(TemplateError) -> String {
        try rendered(with: writer, templates: templates, strict: strict, work: Threads(jobs: jobs))
    }
}

extension Template {
    /// The template's fast path with long lists rendered on up to `jobs` threads at once.
    ///
    /// ```swift
    /// try template.render(report, partials: library, escaping: .none, jobs: 2, to: &sink)
    /// ```
    package func render(
        _ value: TemplateValue, partials: TemplateLibrary = TemplateLibrary(), escaping: TemplateEscaping = .html,
        strict: Bool = false, jobs: Int, to output: inout some TextOutputStream
    ) throws(TemplateError) {
        try render(value, partials: partials, escaping: escaping, strict: strict, work: Threads(jobs: jobs), to: &output)
    }

    /// ``render(_:partials:escaping:strict:jobs:to:)`` into a string.
    ///
    /// ```swift
    /// try Template("{{#rows}}{{.}};{{/rows}}").render(["rows": [1, 2, 3]], jobs: 2)  // "1;2;3;"
    /// ```
    package func render(
        _ value: TemplateValue, partials: TemplateLibrary = TemplateLibrary(), escaping: TemplateEscaping = .html,
        strict: Bool = false, jobs: Int
    ) throws(TemplateError) -> String {
        try render(value, partials: partials, escaping: escaping, strict: strict, work: Threads(jobs: jobs))
    }
}

extension StatementReader {
    /// The streamed read with each block's transactions walked on `jobs` threads and, with
    /// more than one, the parser running ahead on a thread of its own.
    ///
    /// ```swift
    /// try mapped.withUnsafeBufferPointer { try StatementReader.read(streaming: $0, jobs: 2) }
    /// ```
    package static func read(streaming input: UnsafeBufferPointer<UInt8>, requireCustomerID: Bool = false,
                             maximumProblems: Int = defaultMaximumProblems, jobs: Int,
                             blockSize: Int = defaultBlockSize,
                             consumed: (Int) -> Void = { _ in }) throws(StatementError) -> Statement {
        try read(streaming: input, requireCustomerID: requireCustomerID, maximumProblems: maximumProblems,
                 work: Threads(jobs: jobs), blockSize: blockSize, consumed: consumed)
    }
}
