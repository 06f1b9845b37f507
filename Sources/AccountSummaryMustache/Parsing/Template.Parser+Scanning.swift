extension Template.Parser {
    /// Cuts the source into text, newlines and tags, following set-delimiters tags.
    mutating func scan() throws(TemplateError) -> [Item] {
        var items: [Item] = []
        var index = 0
        var textStart = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == delimiters.open[0], matches(delimiters.open, at: index) {
                if textStart < index { items.append(.text(textStart..<index)) }
                let tag = try scanTag(at: index)
                items.append(.tag(tag))
                index = tag.range.upperBound
                textStart = index
            } else if byte == UInt8(ascii: "\n") {
                let newlineStart = index > textStart && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                if textStart < newlineStart { items.append(.text(textStart..<newlineStart)) }
                items.append(.newline(newlineStart..<index + 1))
                index += 1
                textStart = index
            } else if byte < 0x20, byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                // A template's own text holds no control character: no format's output may
                // carry one, and U+001C–U+001F are the terminal writer's fitting marks
                // (``FitMark``), which a template must never forge.
                throw syntaxError(.controlCharacter(byte), at: location(of: index))
            } else {
                index += 1
            }
        }
        if textStart < count { items.append(.text(textStart..<count)) }
        return items
    }

    /// Reads the tag whose opening delimiter starts at `start`.
    private mutating func scanTag(at start: Int) throws(TemplateError) -> Tag {
        let location = location(of: start)
        let current = delimiters
        var index = skipWhitespace(from: start + current.open.count)
        guard index < bytes.count else {
            throw syntaxError(.unclosedTag(expected: current.closeText), at: location)
        }
        let kind: Tag.Kind
        var terminator = current.close
        switch bytes[index] {
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="): kind = .delimiters; terminator = [UInt8(ascii: "=")] + current.close
        case UInt8(ascii: "{"): kind = .variable(escaped: false); terminator = [UInt8(ascii: "}")] + current.close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        default: kind = .variable(escaped: true); index -= 1
        }
        index += 1
        guard let end = find(terminator, from: index) else {
            throw syntaxError(.unclosedTag(expected: String(decoding: terminator, as: UTF8.self)), at: location)
        }
        let range = start..<end + terminator.count
        let content = text(index..<end)
        switch kind {
        case .comment:
            return Tag(kind: kind, name: "", range: range, location: location, delimiters: current)
        case .delimiters:
            let parts = content.split(whereSeparator: { $0.isWhitespace })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw syntaxError(.invalidDelimiters(Self.trimmed(content)), at: location)
            }
            delimiters = Template.Delimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
            return Tag(kind: kind, name: "", range: range, location: location, delimiters: current)
        default:
            let name = try checkedName(content, kind: kind, delimiters: current, at: location)
            return Tag(kind: kind, name: name, range: range, location: location, delimiters: current)
        }
    }

    /// The trimmed name of a tag, refused when empty or malformed.
    private func checkedName(
        _ content: String, kind: Tag.Kind, delimiters: Template.Delimiters, at location: TemplateError.Location
    ) throws(TemplateError) -> String {
        let name = Self.trimmed(content)
        guard !name.isEmpty else {
            throw syntaxError(.missingName(example: delimiters.tag(Self.sigil(of: kind), "name")), at: location)
        }
        let mayBeDynamic = kind == .partial || kind == .parent || kind == .close
        if mayBeDynamic, name.hasPrefix("*") {
            let dotted = Self.trimmed(String(name.dropFirst()))
            guard !dotted.isEmpty else {
                throw syntaxError(.missingName(example: delimiters.tag(Self.sigil(of: kind) + "*", "name")), at: location)
            }
            guard !dotted.contains(where: \.isWhitespace), Template.Name(dotted) != nil else {
                throw syntaxError(.invalidName(name), at: location)
            }
            return "*" + dotted
        }
        guard !name.contains(where: \.isWhitespace) else {
            throw syntaxError(.invalidName(name), at: location)
        }
        switch kind {
        case .variable, .section, .invertedSection:
            guard Template.Name(name) != nil else { throw syntaxError(.invalidName(name), at: location) }
        default:
            break
        }
        return name
    }

    private static func sigil(of kind: Tag.Kind) -> String {
        switch kind {
        case .variable(escaped: true): ""
        case .variable(escaped: false): "&"
        case .section: "#"
        case .invertedSection: "^"
        case .close: "/"
        case .comment: "!"
        case .partial: ">"
        case .parent: "<"
        case .block: "$"
        case .delimiters: "="
        }
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] {
            return false
        }
        return true
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }
}
