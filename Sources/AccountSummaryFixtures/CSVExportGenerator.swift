import AccountSummary

/// Deterministic CSV exports of any size, written as a German bank writes them, for the `bank`
/// benchmark's CSV case and tests.
///
/// One current account in euros over November 2026, newest row first as German online banking
/// lists them: a title line, the header `Buchungstag;Valuta;Betrag;Saldo;Auftraggeber/Empfänger;
/// Verwendungszweck`, then `rowCount` rows with dates `dd.mm.yyyy`, amounts and running balances
/// written `-1.234,56` (from cents to 13 digits), counterparties from
/// ``StatementDocumentGenerator/merchantWords`` (a third not ASCII) and remittance texts, about
/// one in ten in quotes because it holds a `;`, one in fifty holding a doubled quote. Each
/// balance is the one before it plus the row's amount, exactly, so the file chains. ``profile``
/// is the profile that reads it.
///
/// ```swift
/// let export = CSVExportGenerator(seed: 7).export(rowCount: 1_000)
/// export.rowCount                                        // 1000
/// export.closingCents - export.openingCents == export.sumCents  // true
/// ```
package struct CSVExportGenerator: Sendable {
    /// The seed; the same seed gives the same bytes.
    package var seed: UInt64

    /// A generator for `seed`.
    package init(seed: UInt64 = 2026_11_26) {
        self.seed = seed
    }

    /// The profile the exports are read with (a user's own file, as `--csv-profile FILE` reads it).
    package static let profile = """
        {
          "comment": "The bank suite's generated export: a German current account, newest row first.",
          "bank": "Nordwind Bank AG",
          "encoding": "utf-8",
          "delimiter": ";",
          "skip_lines": 2,
          "date": {"column": "Buchungstag", "format": "%d.%m.%Y"},
          "amount": {"column": "Betrag"},
          "decimal": ",",
          "thousands": ".",
          "balance": {"column": "Saldo"},
          "currency": "EUR",
          "account": {"id": "DE89370400440532013000", "owner": "Jürgen Weiß & Söhne GmbH"},
          "description": ["Auftraggeber/Empfänger", "Verwendungszweck"],
          "counterparty": {"name": "Auftraggeber/Empfänger"}
        }
        """

    /// The generated file and what it must read as.
    package struct Output: Sendable {
        /// The UTF-8 bytes of the export.
        package var bytes: [UInt8]
        /// Data rows (every one a booked transaction).
        package var rowCount: Int
        /// The balance before the oldest row, in cents.
        package var openingCents: Int128
        /// The balance after the newest row, in cents.
        package var closingCents: Int128
        /// The exact sum of the rows' amounts, in cents.
        package var sumCents: Int128
    }

    private static let remittance = ["Rechnung", "Miete", "Gehalt", "Abschlag", "Beitrag", "Bestellung", "Kundennr.", "Vertrag",
                                     "Erstattung", "Gutschrift", "Kartenzahlung", "Lastschrift"]

    /// One export of `rowCount` rows.
    ///
    /// - Parameter rowCount: how many data rows (0 or more).
    package func export(rowCount: Int) -> Output {
        var random = SeededRandom(seed: seed)
        let count = max(rowCount, 0)
        let opening = Int128(random.below(5_000_000)) * 100 + Int128(random.below(100))
        // Rows oldest first, with the balance after each; written newest first below.
        var rows: [[UInt8]] = []
        rows.reserveCapacity(count)
        var balance = opening
        for number in 0..<count {
            let day = 1 + number * 30 / max(count, 1)
            let magnitude: Int128 = switch random.below(100) {
            case ..<60: Int128(1 + random.below(10_000))
            case ..<92: Int128(1 + random.below(500_000))
            case ..<98: Int128(1 + random.below(100_000_000))
            default: 1 + StatementDocumentGenerator.wideCents(digits: 1 + random.below(13), random: &random)
            }
            let cents = random.below(3) == 0 ? magnitude : -magnitude
            balance += cents
            var row: [UInt8] = []
            row.reserveCapacity(120)
            let date = (day < 10 ? "0" : "") + String(day) + ".11.2026"
            row += Array(date.utf8) + [UInt8(ascii: ";")] + Array(date.utf8) + [UInt8(ascii: ";")]
            CSVExportGenerator.appendAmount(cents, to: &row)
            row.append(UInt8(ascii: ";"))
            CSVExportGenerator.appendAmount(balance, to: &row)
            row.append(UInt8(ascii: ";"))
            let words = StatementDocumentGenerator.merchantWords
            row += Array((0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined(separator: " ").utf8)
            row.append(UInt8(ascii: ";"))
            var text = CSVExportGenerator.remittance[random.below(CSVExportGenerator.remittance.count)] + " " + String(100_000 + random.below(900_000))
            switch random.below(50) {
            case 0: text += " \"Express\""
            case 1...5: text += "; Kunde " + String(random.below(10_000))
            default: break
            }
            if text.contains(";") || text.contains("\"") {
                row += Array(("\"" + text.replacingQuotes() + "\"").utf8)
            } else {
                row += Array(text.utf8)
            }
            row += [0x0D, 0x0A]
            rows.append(row)
        }
        var bytes = Array("Umsätze Girokonto DE89 3704 0044 0532 0130 00;;;;;\r\nBuchungstag;Valuta;Betrag;Saldo;Auftraggeber/Empfänger;Verwendungszweck\r\n".utf8)
        bytes.reserveCapacity(bytes.count + count * 100)
        for row in rows.reversed() { bytes += row }
        return Output(bytes: bytes, rowCount: count, openingCents: opening, closingCents: balance, sumCents: balance - opening)
    }

    /// `-1.234,56`: the sign, groups of three between dots, two decimals after a comma.
    private static func appendAmount(_ cents: Int128, to bytes: inout [UInt8]) {
        if cents < 0 { bytes.append(UInt8(ascii: "-")) }
        let digits = Array(String(cents.magnitude / 100).utf8)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(digit)
        }
        bytes.append(UInt8(ascii: ","))
        let fraction = Int(cents.magnitude % 100)
        bytes += [UInt8(ascii: "0") + UInt8(fraction / 10), UInt8(ascii: "0") + UInt8(fraction % 10)]
    }
}

extension String {
    /// The text with each `"` written twice, as a quoted CSV cell holds it.
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" { result += "\"\"" } else { result.append(character) }
        }
        return result
    }
}
