import AccountSummary

extension PDFDocumentWriter {
    /// A file carried inside the PDF as an associated file (ISO 19005-3 §6.8, ISO 32000-2
    /// §14.13): an embedded file stream with its MIME type, size and modification date, a file
    /// specification saying how it relates to the document (`/AFRelationship`), listed in the
    /// catalog's `/AF` and its `EmbeddedFiles` name tree, so `pdfdetach` and `qpdf
    /// --list-attachments` list it and give back its bytes.
    ///
    /// ```swift
    /// let source = PDFDocumentWriter.Attachment(name: "statement.json", bytes: json, mimeType: "application/json",
    ///                                           modified: report.asOf, description: "the statement's source")
    /// information.attachments = [source]   // the file becomes PDF/A-3a
    /// ```
    package struct Attachment: Sendable, Hashable {
        /// The file's name as a reader lists it (`statement.json`, `day1.xml`).
        package var name: String
        package var bytes: [UInt8]
        /// Its MIME type (`application/json`, `application/xml`, `text/plain`).
        package var mimeType: String
        /// When it was last changed: the statement's `asOf`, never the clock, so the same
        /// statement gives the same file.
        package var modified: Timestamp?
        /// What it is, in words (`/Desc`).
        package var description: String
        /// How it relates to the document: `Source` (what the document was made from).
        package var relationship = "Source"

        package init(name: String, bytes: [UInt8], mimeType: String, modified: Timestamp?, description: String) {
            self.name = name
            self.bytes = bytes
            self.mimeType = mimeType
            self.modified = modified
            self.description = description
        }
    }

    /// The attachments' file specifications, written into `file` in name order (the order a
    /// name tree keeps), each name made unique by a number before its extension.
    static func fileSpecifications(_ attachments: [Attachment], in file: inout PDFFile) -> [(name: String, reference: PDFReference)] {
        var used: Set<String> = []
        var specifications: [(name: String, reference: PDFReference)] = []
        for attachment in attachments {
            var name = TextSafety.sanitized(attachment.name)
            if used.contains(name) {
                let dot = name.lastIndex(of: ".") ?? name.endIndex
                var number = 2
                while used.contains(String(name[..<dot]) + "-\(number)" + String(name[dot...])) { number += 1 }
                name = String(name[..<dot]) + "-\(number)" + String(name[dot...])
            }
            used.insert(name)
            var parameters: [(String, PDFObject)] = [("Size", .integer(attachment.bytes.count))]
            if let date = attachment.modified { parameters.append(("ModDate", .literalString(Array(date.pdfDate.utf8)))) }
            let stream = file.add(.compressedStream([("Type", .name("EmbeddedFile")), ("Subtype", .name(attachment.mimeType)),
                                                     ("Params", .dictionary(parameters))], attachment.bytes))
            let specification = file.add(.dictionary([
                ("Type", .name("Filespec")), ("F", .text(name)), ("UF", .text(name)),
                ("EF", .dictionary([("F", .reference(stream)), ("UF", .reference(stream))])),
                ("Desc", .text(TextSafety.sanitized(attachment.description))),
                ("AFRelationship", .name(attachment.relationship)),
            ]))
            specifications.append((name, specification))
        }
        // A name tree's keys are sorted by their bytes (ISO 32000-1 §7.9.6); .text writes UTF-16BE.
        return specifications.sorted { Array($0.name.utf16).lexicographicallyPrecedes(Array($1.name.utf16)) }
    }
}
