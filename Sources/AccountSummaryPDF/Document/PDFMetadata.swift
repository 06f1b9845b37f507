import AccountSummary

/// The document's XMP metadata packet (ISO 16684-1), saying what the `Info` dictionary
/// says (PDF/A asks the two to agree); its PDF/UA-1 identification (ISO 14289-1 §5,
/// `pdfuaid:part`), with the extension schema that describes it to a PDF/A reader (ISO
/// 19005-2 §6.6.2.3: a property outside the predefined schemas is described in the file);
/// and for an archival file its PDF/A identification: part 2, or 3 when files are attached,
/// conformance A (tagged, every glyph mapped to Unicode).
///
/// ```swift
/// PDFMetadata.packet(information, archival: true)  // "<?xpacket begin=…<pdfaid:part>2</pdfaid:part><pdfaid:conformance>A</pdfaid:conformance>…"
/// ```
enum PDFMetadata {
    /// The PDF/A part the file declares: 3 when it carries attached files (PDF/A-2 forbids
    /// any but PDF/A files), else 2.
    static func part(_ information: PDFDocumentWriter.Information) -> Int {
        information.attachments.isEmpty ? 2 : 3
    }

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
        properties += "      <pdfuaid:part>1</pdfuaid:part>\n"
        if archival {
            properties += "      <pdfaid:part>\(part(information))</pdfaid:part>\n      <pdfaid:conformance>A</pdfaid:conformance>\n"
        }
        let text = """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
          <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
                xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"\(archival ? " xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\"" : "")>
        \(properties)    </rdf:Description>
            <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
                xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
              <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">
                  <pdfaProperty:name>part</pdfaProperty:name>
                  <pdfaProperty:valueType>Integer</pdfaProperty:valueType>
                  <pdfaProperty:category>internal</pdfaProperty:category>
                  <pdfaProperty:description>Indicates which part of ISO 14289 the file conforms to</pdfaProperty:description>
                </rdf:li></rdf:Seq></pdfaSchema:property>
              </rdf:li></rdf:Bag></pdfaExtension:schemas>
            </rdf:Description>
          </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
        return Array(text.utf8)
    }
}
