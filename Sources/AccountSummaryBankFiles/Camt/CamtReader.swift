import AccountSummary
import Foundation

/// Reads ISO 20022 camt.053 (bank-to-customer statement), camt.052 (account report) and
/// camt.054 (debit/credit notification) files.
///
/// Every `Stmt` (camt.053), `Rpt` (camt.052) or `Ntfctn` (camt.054) is one ``BankStatement``,
/// read as the contract's "Bank files in" mapping says: the account's IBAN (else `Othr/Id`), its
/// currency (`Acct/Ccy`, else the balances', else its first entry's), the opening `OPBD` (else
/// `PRCD`) and closing `CLBD` (camt.052 without one: `ITBD`) balances, never an available or
/// forward one (a camt.054 states none: balances not stated); each `Ntry` signed by its
/// `CdtDbtInd`, `BOOK` booked, `PDNG` pending, `INFO` left out; a batch entry stays one entry
/// (a camt.054's keeps its transactions' details, which a camt.053 of the same account takes
/// for its batch booking: ``BankStatementJoiner``). A single transaction's counterparty
/// (`RltdPties`), end-to-end reference (`Refs/EndToEndId`) and instructed amount in another
/// currency (`AmtDtls/InstdAmt`) are read into the entry.
/// Versions `.001.01` to `.001.13` are read by namespace (a later one is refused); element names
/// are matched without their prefix; a CBPR+ business-message envelope (`AppHdr` and `Document`)
/// is read for its `Document`. An element camt allows once, given twice with different values,
/// is an error naming both. The file is read statement by statement through ``XMLReader``, so
/// memory holds one statement, never the file's tree.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try CamtReader.read(bytes, file: "2026-11-03.xml", warnings: &warnings) { statement, _ in
///         statement.accountID  // "DE89370400440532013000"
///         statement.closing    // 949.5
///     }
/// }
/// ```
package enum CamtReader: BankFileReader {
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, entryPath: .scanned, work: Serial(), body)
    }

    /// ``read(_:file:warnings:_:)``, the entries of a large statement shared out by `work`.
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, entryPath: .scanned, work: work, body)
    }

    /// How entries are read: scanned from the reader's events (what ``read(_:file:warnings:_:)``
    /// does), or each read whole as a tree first, the second path tests hold the first to.
    package enum EntryPath: Sendable {
        case scanned, tree
    }

    /// ``read(_:file:warnings:_:)`` with its entries read one way or the other.
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, entryPath: EntryPath,
                             work: any WorkSharing = Serial(), _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try BankFileError.withUTF8(bytes, file: file) { utf8, inPlace throws(BankFileError) in
            // Offsets into a transcoded copy say nothing about the original's pages: none are released.
            try readUTF8(utf8, file: file, warnings: &warnings, entryPath: entryPath, work: work) { statement, upTo throws(BankFileError) in
                try body(statement, inPlace ? upTo : 0)
            }
        }
    }

    /// What the document's namespace says it is.
    package struct Message: Sendable, Hashable {
        /// `053`, `052` or `054`.
        package var kind: String
        /// The version, e.g. `08` of `camt.053.001.08`.
        package var version: String

        /// The versions read: `.001.01` to `.001.13`, whose elements read here keep their names.
        static let versions = (1...13).map { $0 < 10 ? "0\($0)" : "\($0)" }

        /// The message of a namespace such as `urn:iso:std:iso:20022:tech:xsd:camt.053.001.08`.
        package init?(namespace: String) {
            guard let range = namespace.range(of: "camt.") else { return nil }
            let parts = namespace[range.upperBound...].split(separator: ".")
            guard parts.count >= 3, parts[0].count == 3, parts[1] == "001" else { return nil }
            kind = String(parts[0])
            version = String(parts[2])
        }

        /// The messages read: statements, account reports and debit/credit notifications.
        static let kinds = ["053", "052", "054"]

        /// What camt calls one statement here: `Stmt`, `Rpt` or `Ntfctn`.
        var noun: String {
            switch kind {
            case "052": "Rpt"
            case "054": "Ntfctn"
            default: "Stmt"
            }
        }

        /// The container of the statements: `BkToCstmrStmt`, `BkToCstmrAcctRpt` or `BkToCstmrDbtCdtNtfctn`.
        var container: String {
            switch kind {
            case "052": "BkToCstmrAcctRpt"
            case "054": "BkToCstmrDbtCdtNtfctn"
            default: "BkToCstmrStmt"
            }
        }

        /// What a statement of this message is to the joiner.
        var statementKind: BankStatement.Kind {
            switch kind {
            case "052": .report
            case "054": .notification
            default: .statement
            }
        }
    }

    private static func readUTF8(_ bytes: ByteView, file: String, warnings: inout BankWarnings, entryPath: EntryPath,
                                 work: any WorkSharing, _ body: (BankStatement, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var reader = XMLReader(bytes)
        /// An error about an element, at its path and line.
        func failure(_ problem: CamtProblem, _ path: String, at offset: Int, adding: String = "") -> BankFileError {
            BankFileError(file: file, path: path, at: offset, in: reader, message: problem.description + adding)
        }
        /// The next child of the open element, the XML layer's error made this file's.
        func nextChild() throws(BankFileError) -> XMLReader.StartTag? {
            try BankFileError.xml(file) { () throws(XMLError) in try reader.nextChild() }
        }
        func skipElement() throws(BankFileError) {
            try BankFileError.xml(file) { () throws(XMLError) in try reader.skipElement() }
        }
        var root = try BankFileError.xml(file) { () throws(XMLError) in try reader.root() }
        // A business-message envelope (CBPR+: <Envelope> holding <AppHdr> and <Document>): its Document.
        var envelope: XMLReader.StartTag?
        if root.name != "Document" {
            var header = false
            while let child = try nextChild() {
                if child.name == "AppHdr" {
                    header = true
                    try skipElement()
                } else if child.name == "Document" {
                    envelope = root
                    root = child
                    warnings.note(file: file, CamtProblem.Reading.envelope.rawValue)
                    break
                } else if header {
                    throw failure(.notInEnvelope(child.name), root.name, at: child.offset)
                } else {
                    throw failure(.notCamt(root: root.name, namespace: CamtReader.namespace(root)), root.name, at: root.offset)
                }
            }
        }
        let namespace = CamtReader.namespace(root)
        guard root.name == "Document", let namespace, let message = Message(namespace: namespace) else {
            throw failure(.notCamt(root: root.name, namespace: namespace), root.name, at: root.offset)
        }
        guard Message.kinds.contains(message.kind) else {
            throw failure(.notStatement("camt.\(message.kind)"), root.name, at: root.offset)
        }
        guard Message.versions.contains(message.version) else {
            throw failure(.unknownVersion("camt.\(message.kind).001.\(message.version)"), root.name, at: root.offset)
        }
        let containerPath = "Document/\(message.container)"
        guard let container = try nextChild() else {
            throw failure(.missing(message.container), "Document", at: root.offset)
        }
        // Version 1 named the container after its message (BkToCstmrAcctRptV01).
        guard container.name == message.container || container.name == message.container + "V01" else {
            throw failure(.missing(message.container), "Document", at: container.offset, adding: ", found <\(container.name)>")
        }
        var mapping = CamtMapping(file: file, reader: reader, message: message, warnings: warnings)
        var position = 0
        while let child = try nextChild() {
            switch child.name {
            case "GrpHdr":
                let header = try BankFileError.xml(file) { () throws(XMLError) in try reader.element(child) }
                mapping.groupCreated = header.value("CreDtTm")
            case message.noun:
                position += 1
                let path = "\(containerPath)/\(message.noun)[\(position)]"
                let statement = try mapping.statement(&reader, start: child, position: position, path: path, entryPath: entryPath, work: work)
                try body(statement, reader.offset)
            default:
                try skipElement()
            }
        }
        guard position > 0 else {
            throw failure(.missing(message.noun), containerPath, at: container.offset)
        }
        // The rest of the document: supplementary data at most.
        while try nextChild() != nil { try skipElement() }
        if let envelope {
            // The envelope's rest: nothing but another header.
            while let child = try nextChild() {
                guard child.name == "AppHdr" else {
                    throw failure(.notInEnvelope(child.name), envelope.name, at: child.offset)
                }
                try skipElement()
            }
        }
        try BankFileError.xml(file) { () throws(XMLError) in try reader.finish() }
        warnings = mapping.warnings
    }

    /// The namespace a root element declares: the default one, else the first prefixed one that
    /// names a camt message, else the first prefixed one.
    private static func namespace(_ root: XMLReader.StartTag) -> String? {
        if let namespace = root.attribute("xmlns") { return namespace }
        let prefixed = root.attributes.lazy.filter { $0.name.hasPrefix("xmlns:") }
        return prefixed.first { Message(namespace: $0.value) != nil }?.value ?? prefixed.first?.value
    }
}
