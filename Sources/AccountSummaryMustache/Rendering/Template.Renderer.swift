extension Template {
    /// Walks a template's nodes against a context stack, writing to an output stream, as the
    /// Mustache spec describes.
    ///
    /// One seam lets a faster path take over the one loop that dominates big outputs, a
    /// list section's elements: ``fastPath`` (Template+FastPath.swift). It must
    /// write exactly what ``renderElements(_:in:section:indentation:into:)`` would; without
    /// it, everything below runs as written, on the caller's thread.
    struct Renderer: Sendable {
        /// How deep partials, parents, blocks and lambdas may expand inside each other.
        static let nestingLimit = 100

        let library: TemplateLibrary
        let escaping: TemplateEscaping
        let isStrict: Bool
        /// Renders list sections' elements in its own way (same output), or nil for the spec's loop.
        var fastPath: FastPath?
        /// The context stack; the innermost context is last.
        var stack: [Frame]
        /// The blocks passed by each parent being rendered; the outermost first,
        /// because the outermost caller's blocks win.
        private var blockScopes: [[String: Block]] = []
        private var depth = 0
        /// How many sections and partials may be expanded in all, if bounded (the `template`
        /// command bounds it: a partial that includes itself twice doubles with every level).
        var expansionBudget: Int?
        private var expansions = 0

        init(root: TemplateValue, library: TemplateLibrary, escaping: TemplateEscaping, isStrict: Bool,
             fastPath: FastPath? = nil) {
            self.stack = [.value(root)]
            self.library = library
            self.escaping = escaping
            self.isStrict = isStrict
            self.fastPath = fastPath
        }

        /// Renders `nodes`, writing `indentation` at each line start; `skipsFirstLineStart`
        /// leaves out a line start at the very beginning, for content that lands mid-line.
        mutating func render(
            _ nodes: [Node], indentation: String, skipsFirstLineStart: Bool = false,
            into output: inout some TextOutputStream
        ) throws(TemplateError) {
            for index in nodes.indices {
                switch nodes[index] {
                case .text(let text):
                    output.write(text)
                case .lineStart:
                    if !indentation.isEmpty, !(skipsFirstLineStart && index == 0) {
                        output.write(indentation)
                    }
                case .variable(let variable):
                    if let value = try resolve(variable.name, at: variable.location) {
                        try interpolate(value, escaped: variable.isEscaped, at: variable.location, into: &output)
                    }
                case .section(let section):
                    try renderSection(section, indentation: indentation, into: &output)
                case .partial(let partial):
                    guard let template = try template(named: partial.name, at: partial.location) else { continue }
                    try enter(at: partial.location)
                    try render(template.nodes, indentation: partial.indentation.map { indentation + $0 } ?? "", into: &output)
                    depth -= 1
                case .parent(let parent):
                    guard let template = try template(named: parent.name, at: parent.location) else { continue }
                    try enter(at: parent.location)
                    blockScopes.append(parent.blocks)
                    try render(template.nodes, indentation: parent.indentation.map { indentation + $0 } ?? "", into: &output)
                    blockScopes.removeLast()
                    depth -= 1
                case .block(let block):
                    var content = block.nodes
                    for scope in blockScopes {
                        if let passed = scope[block.name] {
                            content = passed.nodes
                            break
                        }
                    }
                    try enter(at: block.location)
                    try render(
                        content, indentation: indentation + (block.indentation ?? ""),
                        skipsFirstLineStart: block.indentation == nil, into: &output
                    )
                    depth -= 1
                }
            }
        }

        // MARK: Values

        /// Writes a variable's value; lambdas are called and what they return rendered.
        mutating func interpolate(
            _ value: TemplateValue, escaped: Bool, at location: TemplateError.Location,
            into output: inout some TextOutputStream
        ) throws(TemplateError) {
            switch value {
            case .null, .list, .sequence, .object:
                break
            case .bool(let flag):
                output.write(flag ? "true" : "false")
            case .number(let text), .string(let text):
                if escaped { escaping.write(text, to: &output) } else { output.write(text) }
            case .lambda(let lambda):
                let result: TemplateValue
                switch lambda.body {
                case .variable(let body): result = body()
                case .section(let body): result = .string(body(""))
                }
                switch result {
                case .string(let source):
                    let template = try Template(
                        source, name: TemplateError.lambdaTemplateName(at: location), delimiters: .default
                    )
                    var rendered = ""
                    try enter(at: location)
                    try render(template.nodes, indentation: "", into: &rendered)
                    depth -= 1
                    if escaped { escaping.write(rendered, to: &output) } else { output.write(rendered) }
                case .lambda:
                    break
                default:
                    try interpolate(result, escaped: escaped, at: location, into: &output)
                }
            }
        }

        private mutating func renderSection(
            _ section: Section, indentation: String, into output: inout some TextOutputStream
        ) throws(TemplateError) {
            let value = try resolve(section.name, at: section.location)
            if section.isInverted {
                if !(value?.isTruthy ?? false) {
                    try render(section.nodes, indentation: indentation, into: &output)
                }
                return
            }
            guard let value else { return }
            if case .lambda(let lambda) = value {
                switch lambda.body {
                case .section(let body):
                    let source = body(section.rawText)
                    let template = try Template(
                        source, name: TemplateError.lambdaTemplateName(at: section.location),
                        delimiters: section.delimiters
                    )
                    try enter(at: section.location)
                    try render(template.nodes, indentation: indentation, skipsFirstLineStart: true, into: &output)
                    depth -= 1
                case .variable(let body):
                    try renderSection(section, with: body(), indentation: indentation, into: &output)
                }
                return
            }
            try renderSection(section, with: value, indentation: indentation, into: &output)
        }

        /// Renders a section's nodes once per element of a list, once for any other
        /// truthy value, and not at all for a falsey one.
        private mutating func renderSection(
            _ section: Section, with value: TemplateValue, indentation: String,
            into output: inout some TextOutputStream
        ) throws(TemplateError) {
            if case .list(let values) = value {
                try renderElements(.list(values), section: section, indentation: indentation, into: &output)
            } else if case .sequence(let sequence) = value {
                try renderElements(.sequence(sequence), section: section, indentation: indentation, into: &output)
            } else if value.isTruthy {
                stack.append(.value(value))
                try render(section.nodes, indentation: indentation, into: &output)
                stack.removeLast()
            }
        }

        /// Renders a section once per element, in order, or lets ``fastPath`` do it.
        private mutating func renderElements(
            _ elements: Elements, section: Section, indentation: String, into output: inout some TextOutputStream
        ) throws(TemplateError) {
            if let fastPath {
                try fastPath.renderElements(elements, section: section, indentation: indentation, with: &self, into: &output)
            } else {
                try renderElements(elements, in: 0..<elements.count, section: section, indentation: indentation, into: &output)
            }
        }

        /// Renders a section once for each element in `range`, in order, each element on top
        /// of the context stack while the section's nodes render.
        mutating func renderElements(
            _ elements: Elements, in range: Range<Int>, section: Section, indentation: String,
            into output: inout some TextOutputStream
        ) throws(TemplateError) {
            for index in range {
                stack.append(elements.frame(at: index))
                try render(section.nodes, indentation: indentation, into: &output)
                stack.removeLast()
            }
        }

        // MARK: Look-up

        /// The value a name refers to: the first part is searched from the innermost
        /// context outwards, the other parts only inside what the first part found.
        private func lookUp(_ name: Name) -> TemplateValue? {
            guard let first = name.components.first else { return stack.last?.value }
            var found: TemplateValue?
            var index = stack.count - 1
            while index >= 0 {
                if let value = stack[index].member(first) {
                    found = value
                    break
                }
                index -= 1
            }
            guard var value = found else { return nil }
            var part = 1
            while part < name.components.count {
                guard case .object(let members) = value, let next = members[name.components[part]] else {
                    return nil
                }
                value = next
                part += 1
            }
            return value
        }

        /// ``lookUp(_:)``, failing in strict mode when nothing is found.
        private func resolve(_ name: Name, at location: TemplateError.Location) throws(TemplateError) -> TemplateValue? {
            let value = lookUp(name)
            if value == nil, isStrict {
                throw TemplateError.missingValue(location, name: name.description)
            }
            return value
        }

        /// The template a partial or parent tag names, if the library has it.
        private func template(named name: PartialName, at location: TemplateError.Location) throws(TemplateError) -> Template? {
            let key: String
            switch name {
            case .fixed(let fixed):
                key = fixed
            case .dynamic(let dotted):
                switch try resolve(dotted, at: location) {
                case .string(let text)?, .number(let text)?: key = text
                default: return nil
                }
            }
            if let template = library[key] { return template }
            if isStrict { throw TemplateError.missingPartial(location, name: key) }
            return nil
        }

        /// Counts one more level of expansion, refusing to go past ``nestingLimit``.
        private mutating func enter(at location: TemplateError.Location) throws(TemplateError) {
            guard depth < Self.nestingLimit else {
                throw TemplateError.nestingTooDeep(location, limit: Self.nestingLimit)
            }
            expansions += 1
            if let budget = expansionBudget, expansions > budget { throw TemplateError.tooManyExpansions(location, limit: budget) }
            depth += 1
        }
    }
}
