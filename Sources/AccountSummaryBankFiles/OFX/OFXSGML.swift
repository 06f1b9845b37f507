import Foundation

/// OFX 1.x: the `KEY:VALUE` header, then SGML whose leaf elements are not closed.
///
/// The body is read into ``XMLElement`` trees by the OFX rules: an element with a value (a
/// leaf) is closed by the next tag or its own end tag; an aggregate (an element that holds
/// elements) is closed only by its own end tag. An end tag that would close an open aggregate
/// on the way (`</BANKTRANLIST>` while a `<STMTTRN>` is open), the end of the file inside any
/// element, text inside an aggregate and text after `</OFX>` are errors naming the element and
/// its line: a file cut short or missing an end tag is never read as if it were whole. An
/// element written without a value that then seemed to hold the elements after it (`<NAME>`
/// followed by `<MEMO>x`) was an empty leaf: its elements belong to its parent. A `<` that
/// cannot start a tag (`Price < 5 EUR`) is text. The end tag of a leaf already closed
/// (`<SEVERITY>INFO<MESSAGE>ok</SEVERITY>`) is read as nothing, with a warning.
///
/// The statements and sign-on are handed over as soon as they close, and nothing outside them
/// is kept, so memory holds one statement. The bytes are scanned once (the tags are ASCII in
/// every charset read) and each value is decoded by the `CHARSET` on its own. Only `&lt;`,
/// `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&nbsp;` are read as references; anything else stays
/// as written (SGML OFX often has a bare `&`). Nothing is ever loaded from outside.
///
/// ```swift
/// try OFXSGML.read(bytes, file: "a.ofx", warnings: &warnings) { element, path, _ in print(path) }  // "OFX/BANKMSGSRSV1[1]/STMTTRNRS[1]/STMTRS[1]"
/// ```
enum OFXSGML {
    /// The aggregates of the OFX specification that a bank or card statement file uses: each must
    /// be closed by its own end tag, and never holds text. (Message sets and transaction
    /// wrappers, `…MSGSRSV1` and `…TRNRS`, are aggregates by their names.)
    static let aggregates: Set<String> = [
        "OFX", "SONRS", "STATUS", "FI", "STMTRS", "CCSTMTRS", "BANKACCTFROM", "CCACCTFROM", "BANKACCTTO", "CCACCTTO",
        "BANKTRANLIST", "STMTTRN", "LEDGERBAL", "AVAILBAL", "BALLIST", "BAL", "CURRENCY", "ORIGCURRENCY", "PAYEE",
        "INVSTMTRS", "INVACCTFROM", "INVTRANLIST", "INVPOSLIST", "INVBAL", "INVBANKTRAN", "SECLIST", "ACCTINFORS",
        "ACCTINFO", "BANKACCTINFO", "CCACCTINFO", "INVACCTINFO", "MSGSETLIST", "PROFRS",
    ]

    /// Whether an element of this name is an aggregate of the specification.
    static func isAggregate(_ name: String) -> Bool {
        aggregates.contains(name) || name.hasSuffix("MSGSRSV1") || name.hasSuffix("MSGSRQV1") || name.hasSuffix("TRNRS")
            || name.hasSuffix("TRNRQ")
    }

    /// How the `CHARSET` header says a value's bytes are written.
    private enum Charset {
        case utf8, windows1252, latin1

        func string(_ bytes: ByteView) -> String {
            if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            switch self {
            case .utf8: return String(decoding: bytes, as: UTF8.self)
            case .windows1252: return String(decoding: (try? XMLEncoding.windows1252.transcoded(bytes)).flatMap { $0 } ?? Array(bytes), as: UTF8.self)
            case .latin1: return String(decoding: (try? XMLEncoding.latin1.transcoded(bytes)).flatMap { $0 } ?? Array(bytes), as: UTF8.self)
            }
        }
    }

    /// Reads the file, calling `handle` with each whole statement or sign-on element, its path and
    /// the offset read up to. An element's `offset` is its line here.
    static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                     _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        // The header: KEY:VALUE lines up to the first "<".
        guard let bodyStart = bytes.firstIndex(of: UInt8(ascii: "<")) else {
            throw BankFileError(file: file, place: .file, message: OFXProblem.noOFX.description)
        }
        var charsetName = "NONE"
        let header = String(decoding: bytes[..<bodyStart], as: UTF8.self)
        for line in header.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "CHARSET" {
                charsetName = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        let body = bytes[bodyStart...].rebased
        let charset: Charset
        switch charsetName.uppercased() {
        case "1252", "WINDOWS-1252", "CP1252": charset = .windows1252
        case "ISO-8859-1", "8859-1", "LATIN1", "ISO8859-1": charset = .latin1
        case "UTF-8", "UTF8", "NONE", "USASCII", "":
            // UTF-8 when the whole body is (checked once, without a copy), else Windows-1252.
            charset = body.firstInvalidUTF8() == nil ? .utf8 : .windows1252
        default:
            throw BankFileError(file: file, place: .file, message: OFXProblem.unsupportedCharset(charsetName).description)
        }
        let headerLines = header.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        var tree = Tree(bytes: bytes, file: file, charset: charset, line: 1 + headerLines)
        try tree.read(from: bodyStart, warnings: &warnings, handle)
    }

    /// One open element.
    private struct Open {
        var element: XMLElement
        /// Its number among its parent's children of its name, for its path.
        var number: Int
        /// How many children of each name it has had.
        var counts: [String: Int] = [:]
        /// Whether it has had text that is not white space: a leaf with its value.
        var hasText = false
        var hasChildren = false
        /// Whether its tree is kept: it is, or is inside, a statement or the sign-on.
        var keeps: Bool
    }

    /// The reading of the body: one pass over the bytes, with the open elements on a stack.
    private struct Tree {
        let bytes: ByteView
        let file: String
        let charset: Charset
        var line: Int
        var stack: [Open] = []
        var sawRoot = false

        init(bytes: ByteView, file: String, charset: Charset, line: Int) {
            self.bytes = bytes
            self.file = file
            self.charset = charset
            self.line = line
        }

        private func failure(_ problem: OFXProblem, line: Int? = nil) -> BankFileError {
            BankFileError(file: file, place: .position(line: line ?? self.line, column: 1), message: problem.description)
        }

        private func failure(_ problem: OFXProblem, at depth: Int) -> BankFileError {
            BankFileError(file: file, place: .path(path(depth), line: stack[depth].element.offset), message: problem.description)
        }

        /// The path of the open element at this depth: `OFX/BANKMSGSRSV1[1]/STMTTRNRS[1]`.
        private func path(_ depth: Int) -> String {
            stack[...depth].enumerated().map { $0.offset == 0 ? $0.element.element.name : "\($0.element.element.name)[\($0.element.number)]" }
                .joined(separator: "/")
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
        }

        /// Whether the `<` at `index` starts markup: a name, `/` and a name, `!` or `?`.
        private func startsMarkup(_ index: Int) -> Bool {
            guard index + 1 < bytes.count else { return false }
            let next = bytes[index + 1]
            if Tree.isLetter(next) || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") { return true }
            return next == UInt8(ascii: "/") && index + 2 < bytes.count && Tree.isLetter(bytes[index + 2])
        }

        private func excerpt(_ range: Range<Int>) -> String {
            let text = charset.string(bytes[range].rebased).trimmingXMLSpace
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        }

        mutating func read(from start: Int, warnings: inout BankWarnings,
                           _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
            var index = start
            let count = bytes.count
            while index < count {
                if bytes[index] != UInt8(ascii: "<") || !startsMarkup(index) {
                    let textStart = index
                    repeat {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    } while index < count && !(bytes[index] == UInt8(ascii: "<") && startsMarkup(index))
                    try text(textStart..<index)
                    continue
                }
                let tagLine = line
                let marker = bytes[index + 1]
                if marker == UInt8(ascii: "!") || marker == UInt8(ascii: "?") {
                    // A comment, declaration or processing instruction: up to its ">".
                    var end = index + 2
                    while end < count, bytes[end] != UInt8(ascii: ">") {
                        if bytes[end] == 0x0A { line += 1 }
                        end += 1
                    }
                    guard end < count else { throw failure(.unterminatedTag, line: tagLine) }
                    index = end + 1
                    continue
                }
                let isEnd = marker == UInt8(ascii: "/")
                let nameStart = index + (isEnd ? 2 : 1)
                var end = nameStart
                while end < count, Tree.isNameByte(bytes[end]) { end += 1 }
                let nameEnd = end
                while end < count, Tree.isSpace(bytes[end]) {
                    if bytes[end] == 0x0A { line += 1 }
                    end += 1
                }
                guard end < count else { throw failure(.unterminatedTag, line: tagLine) }
                guard bytes[end] == UInt8(ascii: ">") else {
                    throw failure(.badTag(String(decoding: bytes[index..<min(count, end + 1)], as: UTF8.self)), line: line)
                }
                index = end + 1
                let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                if isEnd {
                    try endTag(name, line: tagLine, warnings: &warnings, handle)
                } else {
                    try startTag(name, line: tagLine, handle)
                }
            }
            try endOfFile(handle)
        }

        /// Text between tags: a leaf's value, white space, or an error where no value belongs.
        private mutating func text(_ range: Range<Int>) throws(BankFileError) {
            guard !range.allSatisfy({ Tree.isSpace(bytes[$0]) }) else {
                // White space says nothing, but inside a value it is part of it ("A <B").
                if let top = stack.last, top.hasText, top.keeps {
                    stack[stack.count - 1].element.text += charset.string(bytes[range].rebased)
                }
                return
            }
            guard let top = stack.last else { throw failure(.textOutsideRoot(excerpt(range))) }
            if top.hasChildren || OFXSGML.isAggregate(top.element.name) {
                throw failure(.textInAggregate(top.element.name, excerpt(range)))
            }
            stack[stack.count - 1].hasText = true
            if top.keeps {
                stack[stack.count - 1].element.text += charset.string(bytes[range].rebased)
            }
        }

        private mutating func startTag(_ name: String, line tagLine: Int,
                                       _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
            // A leaf that has its value is closed by the next tag.
            if let top = stack.last, top.hasText { try close(explicitly: false, handle) }
            if stack.isEmpty {
                guard name == "OFX", !sawRoot else { throw failure(sawRoot ? .textOutsideRoot("<\(name)>") : .noOFX, line: tagLine) }
                sawRoot = true
                stack.append(Open(element: XMLElement(name: name, offset: tagLine), number: 1, keeps: false))
                return
            }
            // As deep as XML may nest here, never a deep recursion in the mapping.
            guard stack.count < XMLReader.maximumDepth else { throw failure(.nestedTooDeeply(XMLReader.maximumDepth), line: tagLine) }
            let parent = stack.count - 1
            stack[parent].counts[name, default: 0] += 1
            stack[parent].hasChildren = true
            stack.append(Open(element: XMLElement(name: name, offset: tagLine), number: stack[parent].counts[name]!,
                              keeps: stack[parent].keeps || OFXMapping.wholeElements.contains(name)))
        }

        private mutating func endTag(_ name: String, line tagLine: Int, warnings: inout BankWarnings,
                                     _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
            // Leaves with their values are closed by any tag, this one too.
            while let top = stack.last, top.hasText, top.element.name != name { try close(explicitly: false, handle) }
            guard let depth = stack.lastIndex(where: { $0.element.name == name }) else {
                // The end tag of a leaf its next tag already closed: nothing to close.
                if !OFXSGML.isAggregate(name), let top = stack.last, top.counts[name] != nil {
                    warnings.note(file: file, OFXProblem.Reading.leafEndTagNotOpen)
                    return
                }
                throw failure(.unbalancedTag(name), line: tagLine)
            }
            while stack.count - 1 > depth {
                let top = stack[stack.count - 1]
                // An aggregate is closed by its own end tag, never on the way to another's.
                if OFXSGML.isAggregate(top.element.name) {
                    throw failure(.unclosed(top.element.name, line: top.element.offset, before: "</\(name)>"), at: stack.count - 1)
                }
                try close(explicitly: false, handle)
            }
            try close(explicitly: true, handle)
        }

        private mutating func endOfFile(_ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
            guard sawRoot else { throw failure(.noOFX) }
            // Leaves need no end tag: the innermost aggregate left open is what is missing.
            guard let depth = stack.lastIndex(where: { $0.hasChildren || OFXSGML.isAggregate($0.element.name) }) else { return }
            let open = stack[...depth].reversed().map(\.element.name)
            throw failure(.truncated(open: open, line: stack[depth].element.offset), at: depth)
        }

        /// Closes the innermost element: hands a statement or the sign-on over, or adds it to its
        /// parent's tree (an empty leaf's seeming children as its siblings, after it).
        private mutating func close(explicitly: Bool,
                                    _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
            let depth = stack.count - 1
            let donePath = OFXMapping.wholeElements.contains(stack[depth].element.name) ? path(depth) : nil
            var done = stack.removeLast()
            if done.element.name == "STMTTRN", !stack.contains(where: { $0.element.name == "STMTRS" || $0.element.name == "CCSTMTRS" }) {
                stack.append(done)
                throw failure(.strayTransaction, at: depth)
            }
            if done.keeps {
                done.element.text = OFXSGML.decoded(done.element.text).trimmingXMLSpace
            }
            if let donePath {
                try handle(done.element, donePath, bytes.count)
                return
            }
            guard !stack.isEmpty, stack[depth - 1].keeps else { return }
            if !explicitly, done.hasChildren, !done.hasText {
                let children = done.element.children
                done.element.children = []
                stack[depth - 1].element.children.append(done.element)
                stack[depth - 1].element.children.append(contentsOf: children)
            } else {
                stack[depth - 1].element.children.append(done.element)
            }
        }
    }

    private static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&nbsp;", "\u{00A0}"), ("&amp;", "&")] {
            output = output.replacingOccurrences(of: entity, with: character)
        }
        return output
    }
}
