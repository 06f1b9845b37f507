@testable import AccountSummary
@testable import AccountSummaryMoney
import AccountSummaryTestSupport
import Foundation
import Testing

/// The package's ISO 4217 minor units against the list itself: SIX's list one as
/// datasets/currency-codes copies it (`Fixtures/iso4217/codes-all.csv`, kept unchanged).
@Suite("ISO 4217 minor units: the table is the list")
struct CurrencyMinorUnitTests {
    /// The current rows of the list (no withdrawal date): code and minor unit ("-" for N.A.).
    static func listed() throws -> [(code: String, minorUnit: String)] {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/iso4217/codes-all.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [(String, String)] = []
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let cells = Self.cells(String(line))
            // Entity, Currency, AlphabeticCode, NumericCode, MinorUnit, WithdrawalDate
            guard cells.count == 6, !cells[2].isEmpty, cells[5].isEmpty else { continue }
            rows.append((cells[2], cells[4]))
        }
        return rows
    }

    /// One CSV line's cells (RFC 4180 quotes: entity names hold commas).
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" { quoted = false } else { cell.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        cells.append(cell)
        return cells
    }

    @Test("every current code of the list has its minor unit here, and nothing else is listed")
    func tableIsTheList() throws {
        let rows = try Self.listed()
        #expect(rows.count > 250)  // a code per country: EUR appears some 35 times
        var fromList: [String: Int?] = [:]
        for (code, unit) in rows {
            guard unit == "-" || Int(unit) != nil else {
                Issue.record("\(code): minor unit \(unit)")
                continue
            }
            let value = Int(unit)
            if let earlier = fromList[code] { #expect(earlier == value, "\(code) listed twice with two minor units") }
            fromList[code] = value
            #expect(CurrencyMinorUnit.minorUnit(of: code) == value, "\(code)")
            #expect(CurrencyMinorUnit.isListed(code), "\(code)")
        }
        #expect(Set(CurrencyMinorUnit.codes + CurrencyMinorUnit.codesWithoutMinorUnit) == Set(fromList.keys))
        #expect(CurrencyMinorUnit.codesWithoutMinorUnit == fromList.filter { $0.value == nil }.keys.sorted())
    }

    @Test("the figures a BAI2 amount is scaled by", arguments: [
        ("USD", 2), ("JPY", 0), ("BHD", 3), ("KWD", 3), ("CLF", 4), ("UYW", 4), ("XOF", 0), ("EUR", 2), ("XCG", 2),
    ])
    func knownUnits(code: String, unit: Int) {
        #expect(CurrencyMinorUnit.minorUnit(of: code) == unit)
    }

    @Test("withdrawn, made-up and lowercase codes are not listed; gold and SDRs are listed without a minor unit")
    func notListed() {
        for code in ["DEM", "ANG", "ZWL", "ZZZ", "usd", "US", "USDX", ""] {
            #expect(CurrencyMinorUnit.minorUnit(of: code) == nil, "\(code)")
            #expect(!CurrencyMinorUnit.isListed(code), "\(code)")
        }
        for code in ["XAU", "XDR", "XXX", "XTS"] {
            #expect(CurrencyMinorUnit.minorUnit(of: code) == nil)
            #expect(CurrencyMinorUnit.isListed(code))
        }
    }

    /// ISO's minor unit, not what Foundation shows: these differ from the display digits
    /// `Decimal.FormatStyle.Currency` uses in `en_US`, so the table cannot have come from it.
    @Test("the minor unit is ISO's, not Foundation's display digits", arguments: [("IQD", 3), ("IDR", 2), ("RSD", 2), ("IRR", 2)])
    func notDisplayDigits(code: String, unit: Int) {
        let shown = Decimal(string: "1.123")!.formatted(.currency(code: code).locale(Locale(identifier: "en_US")))
        let displayDigits = shown.split(separator: ".").dropFirst().first.map { $0.prefix { $0.isNumber }.count } ?? 0
        #expect(CurrencyMinorUnit.minorUnit(of: code) == unit)
        #expect(displayDigits != unit, "\(code): Foundation shows \(shown)")
    }
}
