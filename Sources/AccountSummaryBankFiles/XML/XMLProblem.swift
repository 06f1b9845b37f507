/// What is wrong with an XML file, worded in one place; ``XMLError`` adds where.
///
/// ```swift
/// XMLProblem.documentType.description
/// // "a document type declaration (<!DOCTYPE) is refused: it could load or expand entities from outside the file"
/// ```
package enum XMLProblem: Sendable, Hashable, CustomStringConvertible {
    case documentType
    case entityDeclaration
    case undefinedEntity(String)
    case badCharacterReference(String)
    case forbiddenCharacter(UInt32)
    /// A byte that is not UTF-8 where UTF-8 is declared (or, undeclared, XML's default).
    case invalidUTF8(UInt8)
    /// A file with a UTF-16 byte order mark that is not UTF-16: an odd number of bytes, or a
    /// lone surrogate.
    case invalidUTF16(oddLength: Bool)
    /// A byte Windows-1252 leaves unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D) in a file declared so.
    case notWindows1252(UInt8)
    /// NUL bytes in a file read as UTF-8: UTF-16 without the byte order mark that says so.
    case looksLikeUTF16
    case unsupportedEncoding(String)
    case unterminated(String)
    case expected(String, found: String)
    case mismatchedEndTag(expected: String, found: String)
    case truncated(open: String)
    case textOutsideRoot
    case secondRoot(String)
    case noRoot
    case duplicateAttribute(String)
    case nestedTooDeeply(Int)

    package var description: String {
        switch self {
        case .documentType:
            "a document type declaration (<!DOCTYPE) is refused: it could load or expand entities from outside the file"
        case .entityDeclaration:
            "an entity declaration (<!ENTITY) is refused: only the five predefined entities and character references are read"
        case .undefinedEntity(let name):
            "entity &\(name); is not one of the five predefined ones (&lt; &gt; &amp; &quot; &apos;) and is not expanded"
        case .badCharacterReference(let text):
            "character reference &\(text); does not name a character XML allows"
        case .forbiddenCharacter(let value):
            "character U+\(String(value, radix: 16, uppercase: true).leftPadded(4)) is not allowed in XML"
        case .invalidUTF8(let byte):
            "not valid UTF-8, the encoding the file declares (or XML's default): byte 0x\(String(byte, radix: 16, uppercase: true).leftPadded(2))"
                + (byte >= 0x80 && XMLEncoding.isWindows1252(byte)
                    ? #"; the file looks like Windows-1252 or Latin-1: declare it (<?xml version="1.0" encoding="windows-1252"?>) or save it as UTF-8"#
                    : "")
        case .invalidUTF16(let oddLength):
            "not valid UTF-16, the encoding its byte order mark says: "
                + (oddLength ? "an odd number of bytes (the file is cut short, or is not UTF-16)" : "a lone surrogate")
        case .notWindows1252(let byte):
            "not Windows-1252, the encoding the file declares: byte 0x\(String(byte, radix: 16, uppercase: true).leftPadded(2)) is unassigned there"
        case .looksLikeUTF16:
            "NUL bytes between the characters: the file looks like UTF-16 without a byte order mark (save it with one, or as UTF-8)"
        case .unsupportedEncoding(let name):
            "encoding \"\(name)\" is not read (expected UTF-8, UTF-16, ISO-8859-1 or Windows-1252)"
        case .unterminated(let what):
            "\(what) is not closed before the end of the file"
        case .expected(let what, let found):
            "expected \(what), found \(found)"
        case .mismatchedEndTag(let expected, let found):
            "end tag </\(found)> does not close <\(expected)>"
        case .truncated(let open):
            "the file ends inside <\(open)>: it is truncated or not well-formed"
        case .textOutsideRoot:
            "text outside the root element"
        case .secondRoot(let name):
            "a second root element <\(name)> after the document's end"
        case .noRoot:
            "no root element: the file holds no XML document"
        case .duplicateAttribute(let name):
            "attribute \(name) is given twice"
        case .nestedTooDeeply(let depth):
            "elements nest deeper than \(depth) levels"
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
