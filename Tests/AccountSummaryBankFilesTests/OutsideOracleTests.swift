import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Our readings of other projects' fixtures against what those projects' own parsers read,
/// as they publish it beside the fixtures: an oracle nobody here wrote.
@Suite("Other projects' parsers agree")
struct OutsideOracleTests {
    /// A JSON document read with the library's exact reader (numbers from their text, never binary).
    private static func json(_ path: String) throws -> JSONDocument {
        try JSONDocument(parsing: BankFixture.bytes(path))
    }

    private static func decimal(_ value: JSONValue?) -> Decimal? {
        (value?.numberText ?? value?.string).flatMap { Decimal(string: $0) }
    }

    // MARK: webschik/mt940-js: a JSON per case, one object per message.

    @Test("webschik/mt940-js: every transaction's sign, amount and date; each message's balances", arguments: [
        "abn-amro-1.STA", "base-1.mta", "base-2.mta", "base-3.mta", "ing-1.mta", "ing-2.mta",
    ])
    func webschik(file: String) throws {
        let folder = "mt940/webschik-mt940-js/"
        let expected = try Self.json(folder + (file as NSString).deletingPathExtension + ".json").root
        let ours = try BankFixture.read(BankFixture.bytes(folder + file), file: file).statements
        var theirTransactions: [(Decimal, String)] = []
        var theirOpenings: [Decimal] = []
        var theirClosings: [Decimal] = []
        for message in expected.elements {
            for side in ["openingBalance", "closingBalance"] {
                guard let balance = message[side], let value = Self.decimal(balance["value"]) else { continue }
                let signed = balance["isCredit"]?.bool == false ? -value : value
                if side == "openingBalance" { theirOpenings.append(signed) } else { theirClosings.append(signed) }
            }
            for transaction in message["transactions"].map({ Array($0.elements) }) ?? [] {
                let amount = try #require(Self.decimal(transaction["amount"]))
                let date = transaction["entryDate"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? transaction["valueDate"]?.string ?? ""
                theirTransactions.append((transaction["isCredit"]?.bool == true ? amount : -amount, date))
            }
        }
        let ourTransactions = ours.flatMap(\.entries).map { ($0.amount, $0.date.description) }
        #expect(ourTransactions.map(\.0) == theirTransactions.map(\.0), "\(file): amounts")
        #expect(ourTransactions.map(\.1) == theirTransactions.map(\.1), "\(file): dates")
        // Pages of one statement are one statement here: its first opening and last closing.
        #expect(ours.first?.opening == theirOpenings.first, "\(file): opening")
        #expect(ours.last?.closing == theirClosings.last, "\(file): closing")
    }

    // MARK: wolph/mt940: a YAML of the Python objects it read.

    /// The signed amounts of the transactions in one of wolph/mt940's YAML files, in order.
    private static func wolphAmounts(_ path: String) -> [Decimal] {
        let lines = String(decoding: BankFixture.bytes(path), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("transactions:") }) else { return [] }
        var amounts: [Decimal] = []
        var index = start
        while index + 2 < lines.count {
            // A transaction's own amount sits right under its `data:`, four spaces in.
            if lines[index] == "    amount: !!python/object:mt940.models.Amount", lines[index + 2].hasPrefix("      - '") {
                let text = lines[index + 2].dropFirst("      - '".count).dropLast()
                amounts.append(Decimal(string: String(text))!)
            }
            index += 1
        }
        return amounts
    }

    /// Whether each `:61:` line of an MT940 file is a reversal (`RC`/`RD`), in order.
    private static func reversals(_ path: String) -> [Bool] {
        String(decoding: BankFixture.bytes(path), as: UTF8.self).split(whereSeparator: \.isNewline).filter { $0.hasPrefix(":61:") }.map { line in
            let afterDates = line.dropFirst(4).drop { $0.isNumber }
            return afterDates.hasPrefix("RC") || afterDates.hasPrefix("RD")
        }
    }

    /// wolph/mt940 reads `RC` (reversal of a credit) as money in and `RD` as money out; SWIFT and
    /// the contract say a reversed credit is money out and a reversed debit money in, which is the
    /// sign this reader gives (the reversal sign tools get wrong again and again). Those entries
    /// are compared with the sign turned; every other one as wolph/mt940 reads it. Not compared:
    /// jejik/generic (its last message lacks the "-" its first has) and betterplace's
    /// sepa_snippet_broken (an :86: labelled :25:), which this reader refuses.
    @Test("wolph/mt940: every transaction's signed amount, in order (reversed credits: SWIFT's sign)", arguments: [
        "betterplace/sepa_mt9401", "betterplace/sepa_snippet", "betterplace/with_binary_character",
        "cmxl/mt940", "jejik/abnamro", "jejik/ing", "jejik/knab", "jejik/postfinance", "jejik/rabobank",
        "jejik/rabobank-iban", "jejik/sns", "jejik/triodos", "mBank/mt940", "mBank/mt942", "mBank/with_newline_in_tnr",
    ])
    func wolph(name: String) throws {
        let base = "mt940/wolph-mt940/\(name)"
        let theirs = Self.wolphAmounts(base + ".yml")
        let entries = try BankFixture.read(BankFixture.bytes(base + ".sta"), file: name).statements.flatMap(\.entries)
        #expect(!theirs.isEmpty)
        #expect(entries.map(\.isReversal) == Self.reversals(base + ".sta"))
        let expected = zip(theirs, Self.reversals(base + ".sta")).map { amount, reversal in reversal ? -amount : amount }
        #expect(entries.map(\.amount) == expected)
    }

    // MARK: svenstaro/mt940-rs: a JSON of the Rust structures it read, one object per message.

    /// svenstaro/mt940-rs marks a reversal `ReverseCredit` / `ReverseDebit`; SWIFT (and this reader)
    /// takes a reversed credit as money out and a reversed debit as money in.
    @Test("svenstaro/mt940-rs: every statement line's signed amount and date, each message's balances", arguments: [
        "mt940/full/danskebank/MT940_FI_Example", "mt940/full/sparkasse/buxtehude", "mt940/full/bugs/issue-51", "mt940/full/abnamro/mt940",
    ])
    func svenstaro(name: String) throws {
        let base = "mt940/svenstaro-mt940-rs/\(name)"
        let messages = Array(try Self.json(base + ".json").root.elements)
        let ours = try BankFixture.read(BankFixture.bytes(base + ".sta"), file: name).statements
        var amounts: [Decimal] = []
        var dates: [String] = []
        for message in messages {
            for line in message["statement_lines"].map({ Array($0.elements) }) ?? [] {
                let amount = try #require(Self.decimal(line["amount"]))
                let mark = line["ext_debit_credit_indicator"]?.string
                amounts.append(mark == "Credit" || mark == "ReverseDebit" ? amount : -amount)
                dates.append(line["entry_date"]?.string ?? line["value_date"]?.string ?? "")
            }
        }
        #expect(!amounts.isEmpty)
        #expect(ours.flatMap(\.entries).map(\.amount) == amounts, "\(name): amounts")
        #expect(ours.flatMap(\.entries).map(\.date.description) == dates, "\(name): dates")
        let signed = { (balance: JSONValue?) -> Decimal? in
            guard let balance, let value = Self.decimal(balance["amount"]) else { return nil }
            return balance["debit_credit_indicator"]?.string == "Debit" ? -value : value
        }
        #expect(ours.first?.opening == signed(messages.first?["opening_balance"]), "\(name): opening")
        #expect(ours.last?.closing == signed(messages.last?["closing_balance"]), "\(name): closing")
    }

    // MARK: ksdev-pl/mbank-mt940-parser: its PHPUnit test states what it read.

    @Test("ksdev-pl/mbank-mt940-parser: mBank's several-account file, as its test reads the first statement")
    func ksdevMBank() throws {
        // Mt940ParserTest::testParseMultipleAccounts: account 46114010100000579009004001, opening
        // C 8985995772,25, closing C 8987999030,37, the first transaction D 6,62 on 071023.
        let read = try BankFixture.read(BankFixture.bytes("mt940/ksdev-mbank-mt940-parser/MT940_multiple_accounts.txt"), file: "mbank")
        let first = try #require(read.statements.first)
        #expect(first.accountID.hasSuffix("46114010100000579009004001"))
        #expect(first.opening == Decimal(string: "8985995772.25"))
        #expect(first.closing == Decimal(string: "8987999030.37"))
        #expect(first.entries.first?.amount == Decimal(string: "-6.62"))
        #expect(first.entries.first?.date.description == "2007-10-23")
        // Windows-1250 is read as Windows-1252, with the warning that says so: the text is not what mBank wrote.
        #expect(read.warnings.contains { $0.contains("not valid UTF-8: read as Windows-1252") })
    }

    // MARK: gingerpayments/python-libmt94x: its writer tests build ING's example files from these values.

    /// Each entry's counterparty and remittance text as `test_writer_doc_ming.py` and
    /// `test_writer_doc_ibp_structured.py` give them to the writer that must reproduce the file
    /// (the IBP test against an edited copy of ING's file); shown here as name · remittance.
    @Test("gingerpayments/python-libmt94x: each entry's counterparty and remittance, as its writer tests build ING's files", arguments: [
        ("ming-from-spec.txt", [
            "ING BANK NV INZAKE WEB · EV10001REP1000000T1000", "TOTAAL 1 VZ", "J.Janssen · Factuurnr 123456 Klantnr 00123",
            "ING Bank N.V. inzake WeB · EV123REP123412T1234", "TOTAAL 1 POSTEN", "J.Janssen · CONTRIBUTIE FEB 2014",
            "J.Janssen · 9001123412341234", "INGBANK NV · 1070123412341234",
        ]),
        ("ibp-structured-ing-provided-example.txt", [
            "ING Bank N.V. inzake WeB · EV45451REP170112T1106", "ING Bank NV inzake EBW PP · EV1551551REP180112T1544", "TOTAAL 1 POSTEN",
        ]),
    ])
    func gingerpayments(file: String, descriptions: [String]) throws {
        let ours = try BankFixture.read(BankFixture.bytes("mt940/gingerpayments-libmt94x/" + file), file: file).statements.flatMap(\.entries)
        #expect(ours.map(\.description) == descriptions)
    }

    @Test("gingerpayments/python-libmt94x: the end-to-end references and counterparty accounts its writer test gives")
    func gingerpaymentsReferences() throws {
        let fields = try MT940Fixture.information("mt940/gingerpayments-libmt94x/ming-from-spec.txt")
        #expect(fields.map(\.endToEndReference) == ["EV12341REP1231456T1234", nil, "20120123456789", "EV123REP123412T1234", nil,
                                                    "20120501P0123478", "15814016000676480", "15614016000384600"])
        #expect(fields.map(\.counterpartyAccount) == ["NL32INGB0000012345", nil, "NL32INGB0000012345", "NL32INGB0000012345", nil,
                                                      "NL32INGB0000012345", "NL32INGB0000012345", "NL32INGB0000012345"])
    }

    // MARK: genkgo/camt: a JSON of the PHP objects it read.

    @Test("genkgo/camt: the entries it lists (amount in minor units, currency, booking day) are ours", arguments: [
        "camt052.v2", "camt052.v2.other-account", "camt052.v8", "camt053.v2.multi.statement", "camt054.v2", "camt054.v4", "camt054.v8",
    ])
    func genkgo(name: String) throws {
        let folder = "camt/genkgo-camt/"
        let expected = try Self.json(folder + name + ".json").root
        let ours = try BankFixture.read(BankFixture.bytes(folder + name + ".xml"), file: name).statements.flatMap(\.entries)
        let theirs = try #require(expected["getEntries"]).elements
        #expect(!theirs.isEmpty)
        for entry in theirs {
            let minor = try #require(entry["getAmount"]?["getAmount"]?.string.flatMap { Decimal(string: $0) })
            let day = try #require(entry["getBookingDate"]?["0"]?.string).prefix(10)
            #expect(ours.contains { $0.amount * 100 == minor && $0.date.description == day }, "\(name): \(minor) on \(day)")
        }
    }

    @Test("genkgo/camt: the files we refuse for mixing currencies mix them in genkgo's own reading too", arguments: [
        ("camt053.v2.minimal", "SEK"), ("camt053.v3", "SEK"), ("camt053.v4", "SEK"), ("camt053.v8", "SEK"),
    ])
    func genkgoMixedCurrencies(name: String, other: String) throws {
        let folder = "camt/genkgo-camt/"
        let text = String(decoding: BankFixture.bytes(folder + name + ".json"), as: UTF8.self)
        #expect(text.contains("\"getCode\": \"\(other)\""))
        #expect(throws: BankFileError.self) { try BankFixture.read(BankFixture.bytes(folder + name + ".xml"), file: name) }
    }
}

/// The `:86:` fields that follow each `:61:` of a fixture, read as the reader reads them.
enum MT940Fixture {
    static func information(_ path: String) throws -> [MT940Information] {
        var parser = MT940Parser(file: path)
        var warnings = BankWarnings()
        let text = String(decoding: BankFixture.bytes(path), as: UTF8.self)
        var result: [MT940Information] = []
        for message in try parser.messages(text, warnings: &warnings) {
            for (index, field) in message.fields.enumerated() where field.tag == "61" {
                let next = message.fields.dropFirst(index + 1).first
                result.append(MT940Information(next?.tag == "86" ? next!.value : ""))
            }
        }
        return result
    }
}
