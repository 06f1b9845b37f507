import AccountSummary

/// The document's XMP metadata packet (ISO 16684-1), saying what the `Info` dictionary
/// says (PDF/A asks the two to agree) and, for an archival file, its PDF/A identification.
///
/// ```swift
/// PDFMetadata.packet(information, archival: true)  // "<?xpacket begin=…<pdfaid:part>2</pdfaid:part>…"
/// ```
enum PDFMetadata {
    static func packet(_ information: PDFDocumentWriter.Information, archival: Bool) -> [UInt8] {
        // The library's one markup escaper: its five references are XML's too.
        func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
        var properties = """
              <dc:format>application/pdf</dc:format>
              <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(escaped(information.title))</rdf:li></rdf:Alt></dc:title>

        """
        if let author = information.author {
            properties += "      <dc:creator><rdf:Seq><rdf:li>\(escaped(author))</rdf:li></rdf:Seq></dc:creator>\n"
        }
        if let subject = information.subject {
            properties += "      <dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escaped(subject))</rdf:li></rdf:Alt></dc:description>\n"
        }
        properties += "      <dc:language><rdf:Bag><rdf:li>\(escaped(information.language))</rdf:li></rdf:Bag></dc:language>\n"
        if let date = information.date {
            properties += "      <xmp:CreateDate>\(date.xmpDate)</xmp:CreateDate>\n      <xmp:ModifyDate>\(date.xmpDate)</xmp:ModifyDate>\n"
        }
        properties += "      <pdf:Producer>\(escaped(information.producer))</pdf:Producer>\n"
        if archival {
            properties += "      <pdfaid:part>2</pdfaid:part>\n      <pdfaid:conformance>B</pdfaid:conformance>\n"
        }
        let text = """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
          <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
                xmlns:pdf="http://ns.adobe.com/pdf/1.3/"\(archival ? " xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\"" : "")>
        \(properties)    </rdf:Description>
          </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
        return Array(text.utf8)
    }
}
