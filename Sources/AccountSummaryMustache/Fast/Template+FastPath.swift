// The template engine's fast path, in one place: how a report's long lists render faster
// than the spec-level walk in Template.Renderer.swift, writing exactly the same text.
//
// Two things, both behind the renderer's one seam (`Renderer.fastPath`, asked to render a
// list section's elements):
//
// 1. Flat record sections (`FlatStep`): a section over a record sequence whose body is only
//    text, the record's own fields and sections over one of them whose bodies are text and
//    fields (a row's `{{#details}}…{{/details}}`) is planned once into steps, so each record
//    is written without looking a name up.
// 2. Chunked rendering: a long list is cut into chunks, each rendered into its own text and
//    written in order, through the `OrderedWork` seam (OrderedWork.swift; the app library's `WorkSharing`
//    refines it), so that with the scale module's threads plugged in, the chunks render at once.

extension Template {
    /// Renders the template as ``render(_:partials:escaping:strict:to:)`` does, through the fast
    /// path: long ``TemplateSequence``s are rendered in chunks shared out by `work` (their
    /// closures are `Sendable`, and may be called from its threads), flat record sections
    /// without name look-ups. The output is the same whatever `work` is.
    ///
    /// ```swift
    /// try template.render(report, partials: library, escaping: .none, work: Serial(), to: &sink)
    /// ```
    package func render(
        _ value: TemplateValue, partials: TemplateLibrary = TemplateLibrary(), escaping: TemplateEscaping = .html,
        strict: Bool = false, work: any OrderedWork, to output: inout some TextOutputStream
    ) throws(TemplateError) {
        var renderer = Renderer(root: value, library: partials, escaping: escaping, isStrict: strict,
                                fastPath: FastPath(work: work))
        try renderer.render(nodes, indentation: "", into: &output)
    }

    /// ``render(_:partials:escaping:strict:work:to:)`` into a string.
    ///
    /// ```swift
    /// try Template("{{#rows}}{{.}};{{/rows}}").render(["rows": [1, 2, 3]], work: Serial())  // "1;2;3;"
    /// ```
    package func render(
        _ value: TemplateValue, partials: TemplateLibrary = TemplateLibrary(), escaping: TemplateEscaping = .html,
        strict: Bool = false, work: any OrderedWork
    ) throws(TemplateError) -> String {
        var output = ""
        try render(value, partials: partials, escaping: escaping, strict: strict, work: work, to: &output)
        return output
    }

    /// How a renderer with a fast path renders a list section's elements.
    ///
    /// ```swift
    /// Renderer(root: value, library: library, escaping: .none, isStrict: false, fastPath: FastPath(work: Serial()))
    /// ```
    struct FastPath: Sendable {
        /// About how much text one thread renders at a time when several share a list.
        static let chunkBytes = 256 * 1024
        /// Elements rendered in order first, to size the chunks.
        static let sampleCount = 16

        /// What renders the chunks of a long list (at once, when it has threads).
        let work: any OrderedWork

        /// Renders a section once per element, in order, as
        /// ``Renderer/renderElements(_:in:section:indentation:into:)`` would.
        ///
        /// With several jobs, a long list is cut into chunks that ``work`` renders (at once, on
        /// its threads), each into its own text, written in order as they are done, while later
        /// chunks render: the output is the same as one thread's, and memory stays that of a
        /// few chunks. The first
        /// elements, rendered here, size the chunks (about ``chunkBytes`` of text each); when a
        /// single element makes more than that, this level stays in order and the lists inside
        /// each element may share the work instead. The first error in element order is thrown.
        func renderElements(
            _ elements: Renderer.Elements, section: Section, indentation: String, with renderer: inout Renderer,
            into output: inout some TextOutputStream
        ) throws(TemplateError) {
            let count = elements.count
            guard work.jobs > 1, count > Self.sampleCount else {
                try Self.render(elements, in: 0..<count, section: section, indentation: indentation, with: &renderer, into: &output)
                return
            }
            var sample = ""
            try Self.render(elements, in: 0..<Self.sampleCount, section: section, indentation: indentation,
                            with: &renderer, into: &sample)
            output.write(sample)
            let chunkSize = Self.chunkBytes / max(1, sample.utf8.count / Self.sampleCount)
            guard chunkSize >= 2, count - Self.sampleCount >= 2 * chunkSize else {
                try Self.render(elements, in: Self.sampleCount..<count, section: section, indentation: indentation,
                                with: &renderer, into: &output)
                return
            }
            // Each thread renders on its own copy, whose nested lists stay on that thread.
            var serial = renderer
            serial.fastPath = FastPath(work: CallerThread())
            let template = serial
            let chunks = stride(from: Self.sampleCount, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
            // The chunks are written in order as they are done, while later ones render; the
            // first error in element order stops the writing and is thrown.
            var failure: TemplateError?
            work.forEachInOrder(chunks.count, make: { chunk -> Result<String, TemplateError> in
                var renderer = template
                var text = ""
                do throws(TemplateError) {
                    try Self.render(elements, in: chunks[chunk], section: section, indentation: indentation,
                                    with: &renderer, into: &text)
                    return .success(text)
                } catch {
                    return .failure(error)
                }
            }, consume: { _, text in
                guard failure == nil else { return }
                switch text {
                case .success(let text): output.write(text)
                case .failure(let error): failure = error
                }
            })
            if let failure { throw failure }
        }

        /// Elements `range` in order: flat record sections by their ``FlatStep``s, anything
        /// else by the renderer's own loop.
        private static func render(
            _ elements: Renderer.Elements, in range: Range<Int>, section: Section, indentation: String,
            with renderer: inout Renderer, into output: inout some TextOutputStream
        ) throws(TemplateError) {
            guard case .sequence(let sequence) = elements, case .records(let records) = sequence.source,
                  let steps = FlatStep.plan(section.nodes, over: records) else {
                try renderer.renderElements(elements, in: range, section: section, indentation: indentation, into: &output)
                return
            }
            for index in range {
                for step in steps {
                    switch step {
                    case .text(let text):
                        output.write(text)
                    case .lineStart:
                        if !indentation.isEmpty { output.write(indentation) }
                    case .field(let slot, let escaped, let node):
                        let value = records.value(index, slot)
                        switch value {
                        case .string(let text), .number(let text):
                            if escaped { renderer.escaping.write(text, to: &output) } else { output.write(text) }
                        case .lambda:
                            // Called with its record on the context stack, as the walk would have it.
                            guard case .variable(let variable) = section.nodes[node] else { continue }
                            renderer.stack.append(.record(records, index: index))
                            try renderer.interpolate(value, escaped: escaped, at: variable.location, into: &output)
                            renderer.stack.removeLast()
                        default:
                            guard case .variable(let variable) = section.nodes[node] else { continue }
                            try renderer.interpolate(value, escaped: escaped, at: variable.location, into: &output)
                        }
                    case .section(let slot, let inverted, let body, let node):
                        let value = records.value(index, slot)
                        switch value {
                        case .null, .bool, .number, .string:
                            // A scalar on top of the stack has no names: the body's names are the record's.
                            guard value.isTruthy != inverted else { continue }
                            try writeBody(body, of: node, over: records, at: index, scalar: inverted ? nil : (slot, value),
                                          section: section, indentation: indentation, with: &renderer, into: &output)
                        case .list, .sequence, .object, .lambda:
                            // Names the value may hold, lists, lambdas: the walk's own way, the record on the stack.
                            guard !inverted || !value.isTruthy, case .section = section.nodes[node] else { continue }
                            renderer.stack.append(.record(records, index: index))
                            try renderer.render([section.nodes[node]], indentation: indentation, into: &output)
                            renderer.stack.removeLast()
                        }
                    }
                }
            }
        }

        /// The body of the flat section `node` of `section`, for record `index`, whose name's
        /// value `scalar` (nil when inverted: nothing is pushed then) the walk would push: a
        /// field of that slot is that value, made once; a lambda field is called with the
        /// record and the scalar on the stack, as the walk would have them.
        private static func writeBody(
            _ body: [FlatStep], of node: Int, over records: TemplateSequence.Records, at index: Int,
            scalar: (slot: Int, value: TemplateValue)?, section: Section, indentation: String,
            with renderer: inout Renderer, into output: inout some TextOutputStream
        ) throws(TemplateError) {
            for step in body {
                switch step {
                case .text(let text):
                    output.write(text)
                case .lineStart:
                    if !indentation.isEmpty { output.write(indentation) }
                case .field(let slot, let escaped, let inner):
                    let value = scalar?.slot == slot ? scalar!.value : records.value(index, slot)
                    switch value {
                    case .string(let text), .number(let text):
                        if escaped { renderer.escaping.write(text, to: &output) } else { output.write(text) }
                    default:
                        guard case .section(let outer) = section.nodes[node], case .variable(let variable) = outer.nodes[inner] else { continue }
                        renderer.stack.append(.record(records, index: index))
                        if let scalar { renderer.stack.append(.value(scalar.value)) }
                        try renderer.interpolate(value, escaped: escaped, at: variable.location, into: &output)
                        if scalar != nil { renderer.stack.removeLast() }
                        renderer.stack.removeLast()
                    }
                case .section:
                    // Never planned: a flat section's body holds text and fields only.
                    continue
                }
            }
        }
    }

    /// One step of a section body made only of text and the record's own fields, planned
    /// once per section so that each record is written without looking names up.
    ///
    /// ```swift
    /// // {{#rows}}<td>{{date}}</td>{{/rows}} over records with fields ["date", …]:
    /// // [.text("<td>"), .field(0, escaped: true, node: 1), .text("</td>")]
    /// ```
    enum FlatStep {
        case text(String)
        case lineStart
        /// Field `slot` of the record; `node` is the variable's place among the section's nodes.
        case field(Int, escaped: Bool, node: Int)
        /// A section over field `slot` of the record (`{{#details}}…{{/details}}`), whose body
        /// is text and the record's fields only; `node` is its place among the section's nodes.
        indirect case section(Int, inverted: Bool, body: [FlatStep], node: Int)

        /// The steps of `nodes` over `records`, or nil when a node is anything else (a
        /// partial, a dotted name, a name the records lack, a section inside a section).
        ///
        /// Texts are copied, so that threads rendering the same section at once do not
        /// share (and contend for) the reference counts of the template's strings.
        static func plan(_ nodes: [Node], over records: TemplateSequence.Records, nested: Bool = false) -> [FlatStep]? {
            var steps: [FlatStep] = []
            steps.reserveCapacity(nodes.count)
            for (index, node) in nodes.enumerated() {
                switch node {
                case .text(let text):
                    steps.append(.text(String(unsharing: text)))
                case .lineStart:
                    steps.append(.lineStart)
                case .variable(let variable):
                    guard variable.name.components.count == 1, let slot = records.field(named: variable.name.components[0]) else {
                        return nil
                    }
                    steps.append(.field(slot, escaped: variable.isEscaped, node: index))
                case .section(let section):
                    guard !nested, section.name.components.count == 1,
                          let slot = records.field(named: section.name.components[0]),
                          let body = plan(section.nodes, over: records, nested: true) else {
                        return nil
                    }
                    steps.append(.section(slot, inverted: section.isInverted, body: body, node: index))
                case .partial, .parent, .block:
                    return nil
                }
            }
            return steps
        }
    }
}

/// A chunk's own nested lists render on the thread rendering the chunk.
private struct CallerThread: OrderedWork {
    var jobs: Int { 1 }

    func forEachInOrder<Value: Sendable>(_ count: Int, make: @Sendable (Int) -> Value, consume: (Int, Value) -> Void) {
        for index in 0..<count { consume(index, make(index)) }
    }
}
