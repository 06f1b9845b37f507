import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary
@testable import AccountSummaryGolden

@Suite("Currency golden tables")
struct CurrencyGoldenTableTests {
    static let folder = PackagePaths.snapshots(target: "AccountSummaryTests", suite: "CurrencyGoldenTests")
    static let tables = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".golden") && !$0.hasSuffix(".actual.golden") }.sorted()

    @Test("the shipped tables cover the promised locales")
    func coverage() {
        let locales = Set(Self.tables.map { String($0.dropLast(".golden".count)) })
        for locale in ["en_US", "en_IN", "de_DE", "de_CH", "fr_FR", "fr_CA", "es_ES", "pt_BR", "ja_JP", "ar_EG", "he_IL", "hi_IN"] {
            #expect(locales.contains(locale), "no golden table for \(locale)")
        }
    }

    @Test("every shipped table matches today's formatting", arguments: tables)
    func shippedTable(_ file: String) throws {
        let path = Self.folder.appendingPathComponent(file).path
        let table = try CurrencyGoldenTable(contentsOfFile: path)
        #expect(table.entries.count > 50)
        let mismatches = table.verify()
        if !mismatches.isEmpty, [.failed, .all].contains(RecordMode.current) {
            try table.updated().write(toFile: path)
            Issue.record("re-recorded \(file); review the diff")
            return
        }
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))\n\(RecordMode.hint)")
    }

    @Test("escaping makes invisible characters visible and reads back", arguments: [
        ("1.234,50\u{00A0}€", "1.234,50\\u{00A0}€"),
        ("1\u{202F}234,50\u{00A0}€", "1\\u{202F}234,50\\u{00A0}€"),
        ("\u{200F}\u{200E}-1,234.50\u{00A0}\u{200F}₪", "\\u{200F}\\u{200E}-1,234.50\\u{00A0}\\u{200F}₪"),
        ("\u{061C}-\u{200F}١٫٠٠", "\\u{061C}-\\u{200F}١٫٠٠"),
        (" CHF 1 ", "\\u{0020}CHF 1\\u{0020}"),
        ("a\\b\t", "a\\\\b\\u{0009}"),
    ])
    func escaping(_ raw: String, _ escaped: String) throws {
        #expect(CurrencyGoldenTable.escaped(raw) == escaped)
        let table = try CurrencyGoldenTable(parsing: "en_US USD 1 \(escaped)\n", name: "t")
        #expect(table.entries.first?.expected == raw)
    }

    @Test("a table reads, verifies, reports diffs and updates")
    func roundTrip() throws {
        let text = "# comment\n\nde_DE EUR -1234.5 -1.234,50\\u{00A0}€\nen_US USD 1 $2.00\nja_JP JPY 0.5\n"
        let table = try CurrencyGoldenTable(parsing: text, name: "t.golden")
        #expect(table.entries.map(\.line) == [3, 4, 5])
        let mismatches = table.verify()
        #expect(mismatches.map(\.entry.line) == [4, 5])
        #expect(mismatches[0].description == "t.golden:4: en_US USD 1\n  - expected: $2.00\n  + actual:   $1.00")
        #expect(mismatches[1].description == "t.golden:5: ja_JP JPY 0.5\n  - expected: (none recorded)\n  + actual:   ¥0")
        let updated = try table.updated()
        #expect(updated.verify().isEmpty)
        #expect(updated.text == "# comment\n\nde_DE EUR -1234.5 -1.234,50\\u{00A0}€\nen_US USD 1       $1.00\nja_JP JPY 0.5     ¥0\n")
        #expect(try CurrencyGoldenTable(parsing: updated.text, name: "t") .entries == updated.entries)
    }

    @Test("malformed tables name the line", arguments: [
        ("en_US USD\n", "t:1: expected LOCALE CURRENCY AMOUNT [EXPECTED]"),
        ("# ok\nen_US USD 1 $1\\u{zz}\n", "t:2: bad escape (expected \\u{XXXX} with 1 to 6 hex digits, or \\\\)"),
        ("en_US USD 1 $1\\x\n", "t:1: bad escape (expected \\u{XXXX} with 1 to 6 hex digits, or \\\\)"),
    ])
    func malformed(_ text: String, _ message: String) {
        #expect(throws: (any Error).self) { try CurrencyGoldenTable(parsing: text, name: "t") }
        do {
            _ = try CurrencyGoldenTable(parsing: text, name: "t")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a case that cannot be formatted is a mismatch, and blocks an update")
    func unformattable() throws {
        let table = try CurrencyGoldenTable(parsing: "en_US ZZZ 1 x\n", name: "t")
        #expect(table.verify().first?.description == "t:1: en_US ZZZ 1\n  - expected: x\n  + error:    unknown currency \"ZZZ\" (expected an ISO 4217 code Foundation knows, e.g. USD, EUR, JPY)")
        #expect(throws: GoldenTableError.self) { try table.updated() }
    }
}
