import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation

/// Reading bank files in tests: the fixtures by path, any bytes through the reader their content
/// names, statements joined as the command joins them.
enum BankFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ path: String) -> [UInt8] {
        Array((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
    }

    /// Every statement of one file, and its warnings.
    static func read(_ bytes: [UInt8], file: String = "test", kind: BankFileKind? = nil) throws(BankFileError)
    -> (statements: [BankStatement], warnings: [String]) {
        guard let reader = (kind ?? BankFileKind.recognise(bytes))?.reader else {
            throw BankFileError(file: file, place: .file, message: "not a bank file")
        }
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        try bytes.withByteView { buffer throws(BankFileError) in
            try reader.read(buffer, file: file, warnings: &warnings) { statement, _ in statements.append(statement) }
        }
        return (statements, warnings.lines)
    }

    static func read(_ text: String, kind: BankFileKind? = nil) throws(BankFileError) -> (statements: [BankStatement], warnings: [String]) {
        try read(Array(text.utf8), kind: kind)
    }

    /// The statement one customer's files make, as `render` and `convert` make it.
    static func joined(_ files: [(name: String, bytes: [UInt8])], customer: String? = nil,
                       allowUnreconciled: Bool = false, kind: BankFileKind? = nil) throws(BankFileError) -> Statement {
        var joiner = BankStatementJoiner(customerName: customer, allowUnreconciled: allowUnreconciled)
        for file in files {
            for statement in try read(file.bytes, file: file.name, kind: kind).statements { try joiner.add(statement) }
        }
        return try joiner.statement()
    }

    static func fixtures(_ folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? []
        return names.filter { !$0.hasSuffix(".yml") && !$0.hasSuffix(".json") && !$0.hasSuffix(".md") && !$0.contains("LICENSE")
            && !$0.hasPrefix(".") && !isDirectory(base.appendingPathComponent($0)) }
            .map { "\(folder)/\($0)" }.sorted()
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}

extension Decimal {
    init(_ text: String) {
        self = Decimal(string: text)!
    }
}
