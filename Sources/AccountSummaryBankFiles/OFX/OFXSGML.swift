import Foundation

/// OFX 1.x: the `KEY:VALUE` header, then SGML whose leaf elements are not closed.
///
/// The body is read into ``XMLElement`` trees by the OFX rule for leaves: an element that has
/// text is closed by the next tag; an end tag closes every element opened inside its own. The
/// statements and sign-on are handed over as soon as they close, so memory holds one statement.
/// Only `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&nbsp;` are read as references; anything
/// else stays as written (SGML OFX often has a bare `&`). Nothing is ever loaded from outside.
///
/// ```swift
/// try OFXSGML.read(bytes, file: "a.ofx") { element, path, _ in print(path) }  // "OFX/BANKMSGSRSV1/STMTTRNRS/STMTRS"
/// ```
enum OFXSGML {
    /// Reads the file, calling `handle` with each whole statement or sign-on element, its path and
    /// the offset read up to. An element's `offset` is its line here.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String,
                     _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        // The header: KEY:VALUE lines up to the first "<".
        guard let bodyStart = bytes.firstIndex(of: UInt8(ascii: "<")) else {
            throw BankFileError(file: file, place: .file, message: OFXProblem.noOFX.description)
        }
        var charset = "NONE"
        for line in String(decoding: bytes[..<bodyStart], as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "CHARSET" {
                charset = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        let body = UnsafeBufferPointer(rebasing: bytes[bodyStart...])
        let text: String
        switch charset.uppercased() {
        case "1252", "WINDOWS-1252", "CP1252":
            text = String(decoding: (try? XMLEncoding.windows1252.transcoded(body)).flatMap { $0 } ?? Array(body), as: UTF8.self)
        case "ISO-8859-1", "8859-1", "LATIN1", "ISO8859-1":
            text = String(decoding: (try? XMLEncoding.latin1.transcoded(body)).flatMap { $0 } ?? Array(body), as: UTF8.self)
        case "UTF-8", "UTF8", "NONE", "USASCII", "":
            text = String(validating: body, as: UTF8.self)
                ?? String(decoding: (try? XMLEncoding.windows1252.transcoded(body)).flatMap { $0 } ?? Array(body), as: UTF8.self)
        default:
            throw BankFileError(file: file, place: .file, message: OFXProblem.unsupportedCharset(charset).description)
        }
        let headerLines = String(decoding: bytes[..<bodyStart], as: UTF8.self).reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        try tree(text, file: file, firstLine: 1 + headerLines, consumed: bytes.count, handle)
    }

    private struct Open {
        var element: XMLElement
        var path: String
        var counts: [String: Int] = [:]
    }

    private static func tree(_ text: String, file: String, firstLine: Int, consumed: Int,
                             _ handle: (XMLElement, String, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var stack: [Open] = []
        var line = firstLine
        var sawRoot = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func close() throws(BankFileError) {
            var done = stack.removeLast()
            done.element.text = decoded(done.element.text).trimmingXMLSpace
            if OFXMapping.wholeElements.contains(done.element.name) {
                try handle(done.element, done.path, consumed)
            } else if !stack.isEmpty {
                stack[stack.count - 1].element.children.append(done.element)
            }
        }
        while index < scalars.count {
            if scalars[index] != "<" {
                let start = index
                while index < scalars.count, scalars[index] != "<" {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                if !stack.isEmpty {
                    var chunk = String.UnicodeScalarView()
                    chunk.append(contentsOf: scalars[start..<index])
                    stack[stack.count - 1].element.text += String(chunk)
                }
                continue
            }
            guard let end = scalars[index...].firstIndex(of: ">") else {
                throw BankFileError(file: file, place: .position(line: line, column: 1), message: OFXProblem.unterminatedTag.description)
            }
            var nameView = String.UnicodeScalarView()
            nameView.append(contentsOf: scalars[(index + 1)..<end])
            let tag = String(nameView).trimmingCharacters(in: .whitespaces)
            for scalar in scalars[index..<end] where scalar == "\n" { line += 1 }
            index = end + 1
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard stack.contains(where: { $0.element.name == name }) else {
                    throw BankFileError(file: file, place: .position(line: line, column: 1), message: OFXProblem.unbalancedTag(name).description)
                }
                while let top = stack.last {
                    try close()
                    if top.element.name == name { break }
                }
                continue
            }
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            let name = String(tag.prefix { !$0.isWhitespace })
            // A leaf that has its text is closed by the next tag.
            if let top = stack.last, !top.element.text.trimmingXMLSpace.isEmpty, top.element.children.isEmpty { try close() }
            if stack.isEmpty {
                guard name == "OFX", !sawRoot else {
                    throw BankFileError(file: file, place: .position(line: line, column: 1), message: OFXProblem.noOFX.description)
                }
                sawRoot = true
            }
            let parentPath = stack.last?.path
            var number = 1
            if !stack.isEmpty {
                stack[stack.count - 1].counts[name, default: 0] += 1
                number = stack[stack.count - 1].counts[name]!
            }
            stack.append(Open(element: XMLElement(name: name, offset: line),
                              path: parentPath.map { "\($0)/\(name)[\(number)]" } ?? name))
        }
        while !stack.isEmpty { try close() }
        guard sawRoot else { throw BankFileError(file: file, place: .file, message: OFXProblem.noOFX.description) }
    }

    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&nbsp;", "\u{00A0}"), ("&amp;", "&")] {
            output = output.replacingOccurrences(of: entity, with: character)
        }
        return output
    }
}
