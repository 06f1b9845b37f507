/// A safe, streaming XML reader over UTF-8 bytes: element by element, never a whole tree.
///
/// It reads XML 1.0 well-formedness (tags nest and close, attributes quoted and unique, names,
/// comments, processing instructions, CDATA) and refuses whatever could reach outside the file:
/// a document type declaration or an entity declaration is an error, and no entity is expanded
/// but the five predefined ones and character references. Nothing is ever loaded. Errors are
/// the XML layer's own (``XMLError``: the problem, its line and column, the elements open there);
/// the formats read through it name their file when they wrap them.
///
/// A reader of a format walks it with ``root()``, ``nextChild()`` and ``element(_:)``: the
/// parts that repeat (a statement's entries) are read one at a time as small trees, so memory
/// is bounded by the largest part, not the file.
///
/// ```swift
/// try bytes.withByteView { bytes in
///     var reader = XMLReader(bytes)
///     let root = try reader.root()                 // <Document xmlns="…">
///     while let child = try reader.nextChild() {   // <BkToCstmrStmt>
///         let tree = try reader.element(child)     // the whole element, as an XMLElement
///     }
///     try reader.finish()
/// }
/// ```
///
/// The bytes are a ``ByteView``: a reader lives no longer than the view it reads (made and used
/// inside the call that made the view, never escaping it), and every read is bounds-checked by
/// the view in every build, so a wrong index here is a crash, never a read outside the file.
package struct XMLReader {
    /// An element's start tag, as ``root()`` and ``nextChild()`` give it.
    package struct StartTag: Sendable {
        /// The local name (after any namespace prefix).
        package var name: String
        /// The attributes, local names and decoded values.
        package var attributes: [(name: String, value: String)]
        /// The offset of its `<`.
        package var offset: Int

        /// The value of the attribute with this local name (`xmlns` for the default namespace).
        package func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// A start tag as places in the document, for a reader that matches names without making
    /// strings (``nextEvent()``); ``nameKey(_:)`` and ``text(_:cdata:)`` read what it points at.
    package struct RawTag {
        /// Where the local name (after any namespace prefix) stands.
        package var name: Range<Int>
        /// The attributes, local names and decoded values.
        package var attributes: [(name: String, value: String)]
        /// The offset of its `<`.
        package var offset: Int

        /// The value of the attribute with this local name.
        package func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// What ``nextEvent()`` reads next inside an element.
    package enum Event {
        /// A child's start tag.
        case start(RawTag)
        /// The end of the innermost open element.
        case end
        /// Text (or a CDATA section's content), not yet decoded: see ``text(_:cdata:)``.
        case text(Range<Int>, cdata: Bool)
    }

    /// Up to this many attributes a start tag's duplicate check compares names in line (no set to
    /// allocate for the usual one or two); past it, a set of the names keeps the check linear.
    static let attributesCheckedInLine = 16

    /// How deep elements may nest; deeper is an error, never a deep recursion.
    package static let maximumDepth = 256

    private let bytes: ByteView
    private var index = 0
    /// The qualified names of the open elements, as byte ranges.
    private var open: [Range<Int>] = []
    /// The last start tag was `<name/>`: its end is the next token.
    private var pendingEnd = false
    private var rootClosed = false

    /// A reader at the start of `bytes` (UTF-8; a byte order mark is skipped).
    ///
    /// - Parameter bytes: the document in UTF-8 (see ``XMLEncoding`` for the others).
    package init(_ bytes: ByteView) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// How far the reader has read, in bytes.
    package var offset: Int { index }

    /// How many elements are open.
    package var depth: Int { open.count }

    /// The root element's start tag, after the prolog.
    package mutating func root() throws(XMLError) -> StartTag {
        switch try token() {
        case .start(let tag): return try startTag(tag)
        case .eof: throw failure(.noRoot, at: index)
        case .end, .text: throw failure(.noRoot, at: index)
        }
    }

    /// The next child start tag of the innermost open element, or nil when that element ends.
    ///
    /// White space between elements is skipped; other text there is an error.
    package mutating func nextChild() throws(XMLError) -> StartTag? {
        while true {
            let before = index
            switch try token() {
            case .start(let tag): return try startTag(tag)
            case .end: return nil
            case .text(let range, _):
                if !isSpace(range) { throw failure(.expected("an element", found: "text"), at: before) }
            case .eof: throw failure(.truncated(open: openName), at: index)
            }
        }
    }

    /// The rest of the element whose start tag was just read, as a tree.
    package mutating func element(_ start: StartTag) throws(XMLError) -> XMLElement {
        var stack = [XMLElement(name: start.name, attributes: start.attributes, offset: start.offset)]
        while true {
            switch try token() {
            case .start(let tag):
                stack.append(XMLElement(name: try string(tag.name), attributes: tag.attributes, offset: tag.offset))
            case .end:
                let done = stack.removeLast()
                if stack.isEmpty { return done }
                stack[stack.count - 1].children.append(done)
            case .text(let range, let cdata):
                // White space between elements says nothing: a value is read trimmed.
                if !cdata, isSpace(range) { continue }
                let text = try cdata ? string(range) : decoded(range)
                stack[stack.count - 1].text += text
            case .eof:
                throw failure(.truncated(open: openName), at: index)
            }
        }
    }

    /// The next start tag, end tag or text inside the open elements, for a reader that walks a
    /// repeated part (a camt entry) without building its tree; the end of the file here is an
    /// error (an element is open).
    ///
    /// White space between elements (text of nothing but spaces and line ends, outside CDATA)
    /// is skipped: no reading of an element's value takes it.
    package mutating func nextEvent() throws(XMLError) -> Event {
        while true {
            switch try token() {
            case .start(let tag): return .start(tag)
            case .end: return .end
            case .text(let range, let cdata):
                if !cdata, isSpace(range) { continue }
                return .text(range, cdata: cdata)
            case .eof: throw failure(.truncated(open: openName), at: index)
            }
        }
    }

    /// A name of up to 16 bytes as one number, to match names without making strings; 0 for a
    /// longer one. ``key(_:)`` gives the number of a name written in the program.
    package func nameKey(_ range: Range<Int>) -> UInt128 {
        guard range.count <= 16 else { return 0 }
        var key: UInt128 = 0
        for byte in bytes[range] { key = key << 8 | UInt128(byte) }
        return key
    }

    /// The ``nameKey(_:)`` of a name.
    package static func key(_ name: StaticString) -> UInt128 {
        precondition(name.utf8CodeUnitCount <= 16, "a name key holds 16 bytes")
        return name.withUTF8Buffer { $0.reduce(UInt128(0)) { $0 << 8 | UInt128($1) } }
    }

    /// Text as an element's value takes it (``nextEvent()`` has skipped white space between
    /// elements): its references decoded (CDATA as it stands), checked like all text.
    package func text(_ range: Range<Int>, cdata: Bool) throws(XMLError) -> String {
        try cdata ? string(range) : decoded(range)
    }

    /// Checks text that nothing reads (as ``text(_:cdata:)`` would), without making a string
    /// when there is nothing to decode.
    package func check(_ range: Range<Int>, cdata: Bool) throws(XMLError) {
        if !cdata, bytes[range].contains(where: { $0 == UInt8(ascii: "&") || $0 == 0x0D }) {
            _ = try decoded(range)
            return
        }
        var ascii = true
        var position = range.lowerBound
        for byte in bytes[range] {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw failure(.forbiddenCharacter(UInt32(byte)), at: position) }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        if !ascii, let bad = bytes[range].firstInvalidUTF8() {
            throw failure(.invalidUTF8(bytes[range.lowerBound + bad]), at: range.lowerBound + bad)
        }
    }

    /// A reader at `offset` in the same document with the same elements open, for reading the
    /// children of the innermost one from there on another thread.
    ///
    /// The caller must be between two children of that element (as after ``nextChild()`` and
    /// the whole of the child), and `offset` must be the `<` of a later child's start tag as a
    /// reader from here would reach it; a caller that guessed `offset` by searching the bytes
    /// checks that guess (see ``CamtEntryChunks``): a reader from a wrong place may read
    /// nonsense, never outside the document.
    package func resumed(at offset: Int) -> XMLReader {
        precondition(offset >= 0 && offset <= bytes.count && !pendingEnd, "a reader resumes inside its document, between children")
        var copy = self
        copy.index = offset
        return copy
    }

    /// The offset of the next `<NAME>` (a start tag with no attributes and no prefix) at or
    /// after `offset`, found by searching the bytes, not by reading the XML.
    package func nextStartTag(_ name: StaticString, from offset: Int) -> Int? {
        name.withUTF8Buffer { name -> Int? in
            let length = name.count + 2
            var position = max(offset, 0)
            while position + length <= bytes.count {
                if bytes[position] == UInt8(ascii: "<"), bytes[position + length - 1] == UInt8(ascii: ">"),
                   (0..<name.count).allSatisfy({ bytes[position + 1 + $0] == name[$0] }) {
                    return position
                }
                position += 1
            }
            return nil
        }
    }

    /// How many bytes the document has.
    package var count: Int { bytes.count }

    /// Skips the rest of the element whose start tag was just read.
    package mutating func skipElement() throws(XMLError) {
        let depth = open.count
        while open.count >= depth {
            switch try token() {
            case .eof: throw failure(.truncated(open: openName), at: index)
            case .text(let range, false): _ = try decoded(range)  // still checked
            default: break
            }
        }
    }

    /// Checks that nothing but comments, processing instructions and white space follow the root.
    package mutating func finish() throws(XMLError) {
        while true {
            let before = index
            switch try token() {
            case .eof: return
            case .text(let range, _):
                if !isSpace(range) { throw failure(.textOutsideRoot, at: before) }
            case .start(let tag): throw failure(.secondRoot(try string(tag.name)), at: before)
            case .end: throw failure(.textOutsideRoot, at: before)
            }
        }
    }

    /// An error at a byte offset: what is wrong, its line and column, and the elements open there.
    package func failure(_ problem: XMLProblem, at offset: Int) -> XMLError {
        let (line, column) = position(of: offset)
        let path = open.map { String(decoding: bytes[localName($0)], as: UTF8.self) }.joined(separator: "/")
        return XMLError(problem, place: .position(line: line, column: column), path: path)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        XMLReader.position(of: offset, in: bytes)
    }

    /// The 1-based line and column (in characters) of a byte offset in `bytes`.
    package static func position(of offset: Int, in bytes: ByteView) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for position in 0..<min(offset, bytes.count) {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: Tokens

    private enum Token {
        case start(RawTag)
        case end
        case text(Range<Int>, cdata: Bool)
        case eof
    }

    private var openName: String {
        open.last.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "the document"
    }

    private mutating func token() throws(XMLError) -> Token {
        if pendingEnd {
            pendingEnd = false
            open.removeLast()
            if open.isEmpty { rootClosed = true }
            return .end
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                index = bytes.scan(from: index) { $0 != UInt8(ascii: "<") }
                if open.isEmpty {
                    if !isSpace(start..<index) { throw failure(.textOutsideRoot, at: start) }
                    continue
                }
                return .text(start..<index, cdata: false)
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch next {
            case UInt8(ascii: "/"):
                return try endTag()
            case UInt8(ascii: "?"):
                try skip(past: "?>", what: "a processing instruction")
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<![CDATA[") {
                    guard !open.isEmpty else { throw failure(.textOutsideRoot, at: index) }
                    let start = index + 9
                    try skip(past: "]]>", what: "a CDATA section")
                    return .text(start..<(index - 3), cdata: true)
                } else if starts(with: "<!DOCTYPE") {
                    throw failure(.documentType, at: index)
                } else if starts(with: "<!ENTITY") {
                    throw failure(.entityDeclaration, at: index)
                } else {
                    throw failure(.expected("a comment or CDATA section after \"<!\"", found: found(at: index)), at: index)
                }
            default:
                return try startTag()
            }
        }
        if !open.isEmpty { throw failure(.truncated(open: openName), at: index) }
        return .eof
    }

    private mutating func startTag() throws(XMLError) -> Token {
        let tagOffset = index
        if rootClosed && open.isEmpty {
            let name = (try? nameRange(at: index + 1)).map { String(decoding: bytes[$0], as: UTF8.self) } ?? "?"
            throw failure(.secondRoot(name), at: index)
        }
        let name = try nameRange(at: index + 1)
        index = name.upperBound
        if bytes[name].contains(where: { $0 >= 0x80 }), let bad = bytes[name].firstInvalidUTF8() {
            throw failure(.invalidUTF8(bytes[name.lowerBound + bad]), at: name.lowerBound + bad)
        }
        var attributes: [(name: String, value: String)] = []
        // The names taken so far, for the duplicate check once a tag has more than a few: a set, so
        // an element with 200,000 attributes is read in linear time, not by comparing each with all.
        var taken: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw failure(.unterminated("the start tag"), at: tagOffset) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                try push(name, at: tagOffset)
                return .start(RawTag(name: localName(name), attributes: attributes, offset: tagOffset))
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw failure(.expected("\"/>\"", found: found(at: index)), at: index)
                }
                index += 2
                try push(name, at: tagOffset)
                pendingEnd = true
                return .start(RawTag(name: localName(name), attributes: attributes, offset: tagOffset))
            }
            guard hadSpace else { throw failure(.expected("white space, \">\" or \"/>\"", found: found(at: index)), at: index) }
            let attributeName = try nameRange(at: index)
            index = attributeName.upperBound
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw failure(.expected("\"=\" after an attribute name", found: found(at: index)), at: index)
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure(.expected("a quoted attribute value", found: found(at: index)), at: index)
            }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            index = bytes.scan(from: index) { $0 != quote && $0 != UInt8(ascii: "<") }
            if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                throw failure(.expected("the closing quote of the attribute value", found: "\"<\""), at: index)
            }
            guard index < bytes.count else { throw failure(.unterminated("an attribute value"), at: valueStart - 1) }
            let value = try decoded(valueStart..<index)
            index += 1
            let qualified = try string(attributeName)
            let local = qualified == "xmlns" ? "xmlns" : try string(localName(attributeName))
            // Two attributes clash when their local names agree (or, for namespace declarations,
            // their qualified names): the names kept are local names, or qualified `xmlns…` ones.
            let kept = local == "xmlns" || qualified.hasPrefix("xmlns:") ? qualified : local
            let clashes: Bool
            if attributes.count < XMLReader.attributesCheckedInLine {
                clashes = attributes.contains { ($0.name == local && local != "xmlns") || $0.name == qualified }
            } else {
                if taken.isEmpty { taken = Set(attributes.map(\.name)) }
                clashes = (local != "xmlns" && taken.contains(local)) || taken.contains(qualified)
            }
            if clashes { throw failure(.duplicateAttribute(qualified), at: attributeName.lowerBound) }
            attributes.append((kept, value))
            if !taken.isEmpty { taken.insert(kept) }
        }
    }

    private mutating func push(_ name: Range<Int>, at offset: Int) throws(XMLError) {
        guard open.count < XMLReader.maximumDepth else { throw failure(.nestedTooDeeply(XMLReader.maximumDepth), at: offset) }
        open.append(name)
    }

    private mutating func endTag() throws(XMLError) -> Token {
        let tagOffset = index
        let name = try nameRange(at: index + 2)
        index = name.upperBound
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw failure(.expected("\">\" to end the end tag", found: found(at: index)), at: index)
        }
        index += 1
        guard let expected = open.last else {
            throw failure(.expected("no end tag outside the root", found: "</\(String(decoding: bytes[name], as: UTF8.self))>"), at: tagOffset)
        }
        guard bytes[expected].elementsEqual(bytes[name]) else {
            throw failure(.mismatchedEndTag(expected: String(decoding: bytes[expected], as: UTF8.self),
                                                     found: String(decoding: bytes[name], as: UTF8.self)), at: tagOffset)
        }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
        return .end
    }

    /// The bytes of an XML name starting at `start`.
    private func nameRange(at start: Int) throws(XMLError) -> Range<Int> {
        var end = start
        if end < bytes.count, XMLReader.startsName(bytes[end]) { end += 1 }
        if end > start {
            end = bytes.scan(from: end) { XMLReader.continuesName($0) }
        }
        guard end > start else {
            throw failure(.expected("an element or attribute name", found: found(at: start)), at: start)
        }
        return start..<end
    }

    /// Whether a byte may start a name: a letter, `_`, `:` or any non-ASCII byte (bit masks
    /// by byte value, constants the compiler folds: no table to load).
    @inline(__always)
    private static func startsName(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte < 64 ? 0x0400_0000_0000_0000 as UInt64 : 0x07FF_FFFE_87FF_FFFE as UInt64) >> (byte & 63) & 1 != 0
    }

    /// Whether a byte may be in a name after its first: those that start one, digits, `-`, `.`.
    @inline(__always)
    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (byte < 64 && (0x03FF_6000_0000_0000 as UInt64) >> byte & 1 != 0)
    }

    /// The part of a qualified name after its prefix.
    private func localName(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var position = range.lowerBound
        for byte in bytes[range] {
            position += 1
            if byte == UInt8(ascii: ":") { start = position }
        }
        return start..<range.upperBound
    }

    /// A start tag's name made a string (checked to be UTF-8).
    private func startTag(_ tag: RawTag) throws(XMLError) -> StartTag {
        StartTag(name: try string(tag.name), attributes: tag.attributes, offset: tag.offset)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        index = bytes.scan(from: index) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return index > start
    }

    private func isSpace(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] }
        }
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(XMLError) {
        let start = index
        let count = terminator.utf8CodeUnitCount
        let first = terminator.withUTF8Buffer { $0[0] }
        index += 2
        while index + count <= bytes.count {
            if bytes[index] == first, starts(with: terminator) {
                index += count
                return
            }
            index += 1
        }
        index = bytes.count
        throw failure(.unterminated(what), at: start)
    }

    private func found(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, position + 12)
        return "\"" + String(decoding: bytes[position..<end], as: UTF8.self).prefix(while: { $0 != "\n" }) + "\""
    }

    // MARK: Text

    /// Bytes as a string, checked to be UTF-8 and free of characters XML forbids.
    private func string(_ range: Range<Int>) throws(XMLError) -> String {
        let slice = bytes[range].rebased
        var ascii = true
        for (offset, byte) in slice.enumerated() {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                throw failure(.forbiddenCharacter(UInt32(byte)), at: range.lowerBound + offset)
            }
            if byte >= 0x80 { ascii = false }
        }
        if ascii { return String(decoding: slice, as: UTF8.self) }
        // One pass checks and copies; the offset of a bad byte is looked for only then.
        guard let text = String(validating: slice, as: UTF8.self) else {
            let bad = range.lowerBound + (slice.firstInvalidUTF8() ?? 0)
            throw failure(.invalidUTF8(bytes[bad]), at: bad)
        }
        return text
    }


    /// Text or an attribute value with its references decoded and line ends normalised to LF.
    private func decoded(_ range: Range<Int>) throws(XMLError) -> String {
        let needsWork = bytes[range].contains { $0 == UInt8(ascii: "&") || $0 == 0x0D }
        guard needsWork else { return try string(range) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            if byte == 0x0D {
                output.append(0x0A)
                position += 1
                if position < range.upperBound, bytes[position] == 0x0A { position += 1 }
                continue
            }
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                position += 1
                continue
            }
            var end = position + 1
            while end < range.upperBound, bytes[end] != UInt8(ascii: ";"), end - position < 12 { end += 1 }
            guard end < range.upperBound, bytes[end] == UInt8(ascii: ";") else {
                throw failure(.expected("\";\" ending the reference", found: found(at: position)), at: position)
            }
            let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            switch name {
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "amp": output.append(UInt8(ascii: "&"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                guard name.hasPrefix("#") else { throw failure(.undefinedEntity(name), at: position) }
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let value, XMLReader.isXMLCharacter(value), let scalar = Unicode.Scalar(value),
                      !digits.isEmpty, !digits.hasPrefix("x+"), !digits.hasPrefix("+") else {
                    throw failure(.badCharacterReference(name), at: position)
                }
                output.append(contentsOf: UTF8.encode(scalar)!)
            }
            position = end + 1
        }
        for (offset, byte) in output.enumerated() where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
            _ = offset
            // A forbidden character written raw (a reference to one was refused above).
            throw failure(.forbiddenCharacter(UInt32(byte)), at: range.lowerBound)
        }
        let valid = output.withByteView { $0.firstInvalidUTF8() == nil }
        guard valid else {
            let bad = range.lowerBound + (bytes[range].firstInvalidUTF8() ?? 0)
            throw failure(.invalidUTF8(bytes[bad]), at: bad)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether XML 1.0 allows the character (its `Char` production).
    package static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }
}
