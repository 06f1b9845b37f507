import AccountSummary
import Foundation

/// Reads ISO 20022 camt.053 (bank-to-customer statement) and camt.052 (account report) files.
///
/// Every `Stmt` (camt.053) or `Rpt` (camt.052) is one ``BankStatement``, read as the contract's
/// "Bank files in" mapping says: the account's IBAN (else `Othr/Id`), its currency (`Acct/Ccy`,
/// else the balances'), the opening `OPBD` (else `PRCD`) and closing `CLBD` (camt.052 without
/// one: `ITBD`) balances, never an available or forward one; each `Ntry` signed by its
/// `CdtDbtInd`, `BOOK` booked, `PDNG` pending, `INFO` left out; a batch entry stays one entry.
/// Versions `.001.01` to `.001.13` are read by namespace (a later one is refused); element names
/// are matched without their prefix; a CBPR+ business-message envelope (`AppHdr` and `Document`)
/// is read for its `Document`. An element camt allows once, given twice with different values,
/// is an error naming both. The file is read statement by statement through ``XMLReader``, so
/// memory holds one statement, never the file's tree.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withUnsafeBufferPointer { bytes throws(BankFileError) in
///     try CamtReader.read(bytes, file: "2026-11-03.xml", warnings: &warnings) { statement, _ in
///         statement.accountID  // "DE89370400440532013000"
///         statement.closing    // 949.5
///     }
/// }
/// ```
package enum CamtReader: BankFileReader {
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, warnings: inout BankWarnings,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, entryPath: .scanned, work: Serial(), body)
    }

    /// ``read(_:file:warnings:_:)``, the entries of a large statement shared out by `work`.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, entryPath: .scanned, work: work, body)
    }

    /// How entries are read: scanned from the reader's events (what ``read(_:file:warnings:_:)``
    /// does), or each read whole as a tree first, the second path tests hold the first to.
    package enum EntryPath: Sendable {
        case scanned, tree
    }

    /// ``read(_:file:warnings:_:)`` with its entries read one way or the other.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, warnings: inout BankWarnings, entryPath: EntryPath,
                             work: any WorkSharing = Serial(), _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var transcoded = false
        try XMLEncoding.withUTF8(bytes, file: file) { utf8 throws(BankFileError) in
            transcoded = utf8.baseAddress != bytes.baseAddress
            // Offsets into a transcoded copy say nothing about the original's pages: none are released.
            try readUTF8(utf8, file: file, warnings: &warnings, entryPath: entryPath, work: work) { statement, upTo throws(BankFileError) in
                try body(statement, transcoded ? 0 : upTo)
            }
        }
    }

    /// What the document's namespace says it is.
    package struct Message: Sendable, Hashable {
        /// `053` or `052`.
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

        /// What camt calls one statement here: `Stmt` or `Rpt`.
        var noun: String { kind == "052" ? "Rpt" : "Stmt" }
        /// The container of the statements: `BkToCstmrStmt` or `BkToCstmrAcctRpt`.
        var container: String { kind == "052" ? "BkToCstmrAcctRpt" : "BkToCstmrStmt" }
    }

    private static func readUTF8(_ bytes: UnsafeBufferPointer<UInt8>, file: String, warnings: inout BankWarnings, entryPath: EntryPath,
                                 work: any WorkSharing, _ body: (BankStatement, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var reader = XMLReader(bytes, file: file)
        var root = try reader.root()
        // A business-message envelope (CBPR+: <Envelope> holding <AppHdr> and <Document>): its Document.
        var envelope: XMLReader.StartTag?
        if root.name != "Document" {
            var header = false
            while let child = try reader.nextChild() {
                if child.name == "AppHdr" {
                    header = true
                    try reader.skipElement()
                } else if child.name == "Document" {
                    envelope = root
                    root = child
                    warnings.note(file: file, CamtProblem.Reading.envelope.rawValue)
                    break
                } else if header {
                    throw reader.failure(CamtProblem.notInEnvelope(child.name).description, path: root.name, at: child.offset)
                } else {
                    throw reader.failure(CamtProblem.notCamt(root: root.name, namespace: CamtReader.namespace(root)).description,
                                         path: root.name, at: root.offset)
                }
            }
        }
        let namespace = CamtReader.namespace(root)
        guard root.name == "Document", let namespace, let message = Message(namespace: namespace) else {
            throw reader.failure(CamtProblem.notCamt(root: root.name, namespace: namespace).description, path: root.name, at: root.offset)
        }
        guard message.kind == "053" || message.kind == "052" else {
            throw reader.failure(CamtProblem.notStatement("camt.\(message.kind)").description, path: root.name, at: root.offset)
        }
        guard Message.versions.contains(message.version) else {
            throw reader.failure(CamtProblem.unknownVersion("camt.\(message.kind).001.\(message.version)").description, path: root.name,
                                 at: root.offset)
        }
        let containerPath = "Document/\(message.container)"
        guard let container = try reader.nextChild() else {
            throw reader.failure(CamtProblem.missing(message.container).description, path: "Document", at: root.offset)
        }
        // Version 1 named the container after its message (BkToCstmrAcctRptV01).
        guard container.name == message.container || container.name == message.container + "V01" else {
            throw reader.failure(CamtProblem.missing(message.container).description + ", found <\(container.name)>",
                                 path: "Document", at: container.offset)
        }
        var mapping = CamtMapping(reader: reader, message: message, warnings: warnings)
        var position = 0
        while let child = try reader.nextChild() {
            switch child.name {
            case "GrpHdr":
                let header = try reader.element(child)
                mapping.groupCreated = header.value("CreDtTm")
            case message.noun:
                position += 1
                let path = "\(containerPath)/\(message.noun)[\(position)]"
                let statement = try mapping.statement(&reader, start: child, position: position, path: path, entryPath: entryPath, work: work)
                try body(statement, reader.offset)
            default:
                try reader.skipElement()
            }
        }
        guard position > 0 else {
            throw reader.failure(CamtProblem.missing(message.noun).description, path: containerPath, at: container.offset)
        }
        // The rest of the document: supplementary data at most.
        while try reader.nextChild() != nil { try reader.skipElement() }
        if let envelope {
            // The envelope's rest: nothing but another header.
            while let child = try reader.nextChild() {
                guard child.name == "AppHdr" else {
                    throw reader.failure(CamtProblem.notInEnvelope(child.name).description, path: envelope.name, at: child.offset)
                }
                try reader.skipElement()
            }
        }
        try reader.finish()
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
