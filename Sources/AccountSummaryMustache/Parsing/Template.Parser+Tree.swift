extension Template.Parser {
    /// Nests the pieces into nodes, checking that every section is closed by a
    /// tag of the same name.
    func buildTree(_ pieces: [Piece]) throws(TemplateError) -> [Template.Node] {
        var frames = [Frame(opener: nil)]
        for piece in pieces {
            switch piece {
            case .text(let range):
                frames[frames.count - 1].appendText(bytes[range])
            case .lineStart:
                frames[frames.count - 1].append(.lineStart)
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    break
                case .variable(let escaped):
                    let variable = Template.Variable(name: name(tag), isEscaped: escaped, location: tag.location)
                    frames[frames.count - 1].append(.variable(variable))
                case .partial:
                    let partial = Template.Partial(
                        name: partialName(tag), indentation: tag.indentation, location: tag.location
                    )
                    frames[frames.count - 1].append(.partial(partial))
                case .section, .invertedSection, .parent, .block:
                    frames.append(Frame(opener: tag))
                case .close:
                    let written = tag.delimiters.tag("/", tag.name)
                    guard frames.count > 1, let opener = frames[frames.count - 1].opener else {
                        throw syntaxError(.unexpectedClosingTag(written, expected: nil), at: tag.location)
                    }
                    guard opener.name == tag.name else {
                        let expected = opener.delimiters.tag("/", opener.name)
                        throw syntaxError(.unexpectedClosingTag(written, expected: expected), at: tag.location)
                    }
                    let frame = frames.removeLast()
                    frames[frames.count - 1].append(node(closing: frame, opener: opener, closer: tag))
                }
            }
        }
        if let opener = frames.last?.opener {
            let problem = TemplateError.SyntaxProblem.unclosedSection(
                opener.name, kind: sectionKind(opener.kind), expected: opener.delimiters.tag("/", opener.name)
            )
            throw syntaxError(problem, at: opener.location)
        }
        var root = frames[0]
        root.flushText()
        return root.nodes
    }

    private func node(closing frame: Frame, opener: Tag, closer: Tag) -> Template.Node {
        var frame = frame
        frame.flushText()
        switch opener.kind {
        case .parent:
            return .parent(Template.Parent(
                name: partialName(opener), blocks: frame.blocks, indentation: opener.indentation,
                location: opener.location
            ))
        case .block:
            var nodes = frame.nodes
            if !opener.contentStartsLine {
                if case .lineStart? = nodes.first {} else { nodes.insert(.lineStart, at: 0) }
            }
            return .block(Template.Block(
                name: opener.name, nodes: nodes, indentation: opener.indentation, location: opener.location
            ))
        default:
            return .section(Template.Section(
                name: name(opener), isInverted: opener.kind == .invertedSection, nodes: frame.nodes,
                rawText: text(opener.range.upperBound..<closer.range.lowerBound),
                delimiters: opener.delimiters, location: opener.location
            ))
        }
    }

    /// The checked name of a variable or section tag (the scanner refused malformed ones).
    private func name(_ tag: Tag) -> Template.Name {
        Template.Name(tag.name) ?? Template.Name(".")!
    }

    private func partialName(_ tag: Tag) -> Template.PartialName {
        if tag.name.hasPrefix("*"), let name = Template.Name(String(tag.name.dropFirst())) {
            return .dynamic(name)
        }
        return .fixed(tag.name)
    }

    private func sectionKind(_ kind: Tag.Kind) -> TemplateError.SectionKind {
        switch kind {
        case .invertedSection: .invertedSection
        case .parent: .parent
        case .block: .block
        default: .section
        }
    }
}

extension Template.Parser {
    /// A section being filled while its closing tag has not come yet.
    fileprivate struct Frame {
        let opener: Tag?
        var nodes: [Template.Node] = []
        /// For a parent: the blocks passed to it; everything else inside is ignored.
        var blocks: [String: Template.Block] = [:]
        private var pendingText: [UInt8] = []

        init(opener: Tag?) {
            self.opener = opener
        }

        private var isParent: Bool { opener?.kind == .parent }

        mutating func appendText(_ bytes: ArraySlice<UInt8>) {
            guard !isParent else { return }
            pendingText.append(contentsOf: bytes)
        }

        mutating func append(_ node: Template.Node) {
            if isParent {
                if case .block(let block) = node { blocks[block.name] = block }
                return
            }
            flushText()
            nodes.append(node)
        }

        mutating func flushText() {
            guard !pendingText.isEmpty else { return }
            nodes.append(.text(String(decoding: pendingText, as: UTF8.self)))
            pendingText.removeAll(keepingCapacity: true)
        }
    }
}
