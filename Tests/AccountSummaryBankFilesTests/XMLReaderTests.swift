@testable import AccountSummaryBankFiles
import Foundation
import Testing

@Suite("Safe XML reader")
struct XMLReaderTests {
    /// The whole document as a tree (the root read with ``XMLReader/element(_:)``): the XML
    /// layer alone, its own errors.
    private func tree(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
        try bytes.withByteView { stored throws(XMLError) in
            let transcoded = try XMLEncoding.utf8(stored)
            func read(_ utf8: ByteView) throws(XMLError) -> XMLElement {
                var reader = XMLReader(utf8)
                let root = try reader.root()
                let element = try reader.element(root)
                try reader.finish()
                return element
            }
            guard let transcoded else { return try read(stored) }
            return try transcoded.withByteView { utf8 throws(XMLError) in try read(utf8) }
        }
    }

    private func tree(_ text: String) throws(XMLError) -> XMLElement { try tree(Array(text.utf8)) }

    private func problem(_ text: String) -> String? {
        do { _ = try tree(text); return nil } catch { return error.description }
    }

    @Test("elements, attributes, the five entities, character references and CDATA")
    func wellFormed() throws {
        let root = try tree("""
            <?xml version="1.0"?><!-- a comment --><a xmlns="urn:x" k='v &amp; w'><ns:b>x &lt;&gt;&amp;&quot;&apos; &#233;&#x20AC;</ns:b>\
            <c><![CDATA[<not a tag> & raw]]></c><d/></a>
            """)
        #expect(root.name == "a")
        #expect(root.attribute("k") == "v & w")
        #expect(root.child("b")?.text == "x <>&\"' é€")
        #expect(root.child("c")?.text == "<not a tag> & raw")
        #expect(root.child("d")?.text == "")
    }

    @Test("line ends in text become LF")
    func lineEnds() throws {
        #expect(try tree("<a>one\r\ntwo\rthree</a>").text == "one\ntwo\nthree")
    }

    @Test("what could reach outside the file is refused, with its place", arguments: [
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>\n<a>&e;</a>", "2:1: a document type declaration"),
        ("<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]><a>&lol2;</a>", "1:1: a document type declaration"),
        ("<a><!ENTITY e \"x\"></a>", "1:4: an entity declaration"),
        ("<a>&e;</a>", "entity &e; is not one of the five predefined ones"),
        ("<a>&#0;</a>", "character reference &#0; does not name a character XML allows"),
        ("<a>&#xD800;</a>", "does not name a character XML allows"),
    ])
    func refused(document: String, expected: String) {
        let message = problem(document)
        #expect(message?.contains(expected) == true, "\(message ?? "read")")
    }

    @Test("not well-formed: each problem named with its place", arguments: [
        ("<a><b></a>", "1:7: end tag </a> does not close <b>"),
        ("<a>", "the file ends inside <a>"),
        ("<a x=1/>", "expected a quoted attribute value"),
        ("<a x='1' x='2'/>", "attribute x is given twice"),
        ("<a/><b/>", "a second root element <b>"),
        ("text<a/>", "text outside the root element"),
        ("<a>\u{01}</a>", "character U+0001 is not allowed in XML"),
        ("<a><!-- open", "a comment is not closed"),
        ("", "no root element"),
    ])
    func malformed(document: String, expected: String) {
        let message = problem(document)
        #expect(message?.contains(expected) == true, "\(message ?? "read")")
    }

    @Test("a document cut at any byte is an error, never a crash or a partial read")
    func truncatedEverywhere() {
        let document = Array(#"<?xml version="1.0"?><Document xmlns="urn:x"><A k="1">t&amp;x<B>é</B></A><![CDATA[z]]></Document>"#.utf8)
        for length in 0..<document.count {
            #expect(throws: XMLError.self, "cut at \(length)") { try tree(Array(document[..<length])) }
        }
        #expect(throws: Never.self) { try tree(document) }
    }

    @Test("elements nested past the limit are an error, not a deep recursion")
    func deepNesting() {
        let document = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(problem(document)?.contains("nest deeper than 256") == true)
    }

    /// An element with `count` attributes (or namespace declarations), each name distinct but
    /// for an optional repeat of the first at `repeatAt`.
    private static func manyAttributes(_ count: Int, namespaces: Bool, repeatAt: Int? = nil) -> [UInt8] {
        var text = "<a"
        text.reserveCapacity(count * 20)
        for index in 0..<count {
            let name = index == repeatAt ? 0 : index
            text += namespaces ? " xmlns:p\(name)=\"urn:x:\(index)\"" : " k\(name)=\"\(index)\""
        }
        return Array((text + "/>").utf8)
    }

    /// That they read in linear time is the `bank` benchmark's `bank.xml-attributes-rate-kept`
    /// (the rate on an element five times larger, same run), not a timed test.
    @Test("200,000 attributes or namespace declarations on one element read, each kept; a repeated name is still refused",
          arguments: [false, true])
    func manyAttributesLinear(namespaces: Bool) throws {
        let root = try tree(Self.manyAttributes(200_000, namespaces: namespaces))
        #expect(root.attributes.count == 200_000)
        #expect(root.attributes.last?.name == (namespaces ? "xmlns:p199999" : "k199999"))
        let repeated = problem(String(decoding: Self.manyAttributes(200_000, namespaces: namespaces, repeatAt: 150_000), as: UTF8.self))
        #expect(repeated?.contains(namespaces ? "attribute xmlns:p0 is given twice" : "attribute k0 is given twice") == true, "\(repeated ?? "read")")
        // Few attributes take the in-line path: the same verdicts.
        #expect(problem("<a xmlns:p='1' p:k='1' q:k='2'/>")?.contains("attribute q:k is given twice") == true)
        #expect(problem("<a xmlns='1' xmlns:x='2' x='3'/>") == nil)
    }

    @Test("declared encodings: UTF-16 (both orders), ISO-8859-1, Windows-1252")
    func encodings() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a>Müller €</a>"
        var little: [UInt8] = [0xFF, 0xFE]
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try tree(little).text == "Müller €")
        #expect(try tree(big).text == "Müller €")
        let latin1 = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><a>M"#.utf8) + [0xFC] + Array("ller</a>".utf8)
        #expect(try tree(latin1).text == "Müller")
        let windows = Array(#"<?xml version="1.0" encoding="windows-1252"?><a>"#.utf8) + [0x80, 0x20, 0x93, 0x78, 0x94] + Array("</a>".utf8)
        #expect(try tree(windows).text == "€ “x”")
        #expect(problem(#"<?xml version="1.0" encoding="EBCDIC"?><a/>"#)?.contains("encoding \"EBCDIC\" is not read") == true)
        // Declared UTF-8 but not: refused, with its place.
        let bad = Array("<a>".utf8) + [0xFC] + Array("</a>".utf8)
        #expect(throws: XMLError.self) { try tree(bad) }
    }

    @Test("the XML layer's error says what, the line and column, and the elements open there; a format wraps it with its file, the message unchanged")
    func ownError() throws {
        let document = "<Document>\n<Stmt><Ntry>\n<Amt>1</Ntry></Stmt></Document>"
        let error = try #require(throws: XMLError.self) { try tree(document) }
        #expect(error.problem == .mismatchedEndTag(expected: "Amt", found: "Ntry"))
        #expect(error.place == .position(line: 3, column: 7))
        #expect(error.path == "Document/Stmt/Ntry/Amt")
        #expect(error.description == "3:7: end tag </Ntry> does not close <Amt>")
        #expect(BankFileError(error, file: "day1.xml").description == "day1.xml:3:7: end tag </Ntry> does not close <Amt>")
        // Through the camt reader: the same message, with the file in front.
        let camt = CamtReaderTests.document("<Stmt>\n<Ntry>\n<Amt>1</Ntry></Stmt>")
        #expect(CamtReaderTests.refusal(camt).hasSuffix(": end tag </Ntry> does not close <Amt>"))
        #expect(CamtReaderTests.refusal(camt).hasPrefix("test:6:7: "), "\(CamtReaderTests.refusal(camt))")
        // An encoding problem is the document's as a whole.
        let utf16Odd: [UInt8] = [0xFF, 0xFE, 0x3C]
        let odd = try #require(throws: XMLError.self) { try tree(utf16Odd) }
        #expect(odd.place == .document)
        #expect(BankFileError(odd, file: "x.xml").description == "x.xml: not valid UTF-16, the encoding its byte order mark says: an odd number of bytes (the file is cut short, or is not UTF-16)")
    }
}
