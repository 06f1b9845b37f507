import Foundation
import AccountSummary
import AccountSummaryBankFiles
import AccountSummaryPDF

extension StatementInput {
    /// The statement's inputs as `--attach-source` carries them: each file's bytes as read
    /// (the version-1 JSON, or every bank file), named by the file, with its MIME type and the
    /// statement's `asOf` as its date (never the clock: the same input, the same PDF).
    ///
    /// ```swift
    /// try input.sources(modified: report.asOf)  // [Attachment(name: "day1.xml", mimeType: "application/xml", …)]
    /// ```
    /// - Throws: 66 when a file cannot be read again.
    func sources(modified: Timestamp?) throws(CLIError) -> [PDFDocumentWriter.Attachment] {
        var attachments: [PDFDocumentWriter.Attachment] = []
        for path in paths {
            let bytes = try Platform.readInput(path)
            let found = kind ?? BankFileKind.recognise(bytes) ?? .json
            let name = path == "-" ? "standard-input.\(found.sourceExtension)" : (path as NSString).lastPathComponent
            attachments.append(found.attachment(name: name, bytes: bytes, modified: modified))
        }
        return attachments
    }
}

extension BankFileKind {
    /// The MIME type of a file of this kind, as an attachment declares it.
    var mimeType: String {
        switch self {
        case .json: "application/json"
        case .camt: "application/xml"
        case .mt940: "text/plain"
        case .ofx: "application/x-ofx"
        case .bai2: "text/plain"
        case .csv: "text/csv"
        }
    }

    /// The extension a file of this kind is named with when it has no name (standard input).
    var sourceExtension: String {
        switch self {
        case .json: "json"
        case .camt: "xml"
        case .mt940: "sta"
        case .ofx: "ofx"
        case .bai2: "bai"
        case .csv: "csv"
        }
    }

    /// `bytes` as the statement's source attached to its PDF.
    func attachment(name: String, bytes: [UInt8], modified: Timestamp?) -> PDFDocumentWriter.Attachment {
        let description = self == .json ? "the statement's source: its version-1 JSON document"
            : "a bank file the statement was read from (\(rawValue))"
        return PDFDocumentWriter.Attachment(name: name, bytes: bytes, mimeType: mimeType, modified: modified, description: description)
    }
}
