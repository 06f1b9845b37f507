import AccountSummary

/// Deterministic BAI2 files of any size, for the `bank` benchmark and tests.
///
/// One file as a US bank's previous-day report to a corporate customer: four accounts (two in
/// USD, one in EUR, one in JPY, whose amounts have no minor unit), reported in one group per
/// as-of day for several days, so each account's days chain (a day's opening ledger `010` is the
/// day before's closing ledger `015`). Each `03` states the ledger balances, the available ones
/// (`040`, `045`, other figures a reader must not take), and the total credits and debits
/// (`100`, `400`) with their item counts, continued on `88` records. The `16` details use real
/// type codes (ACH, wires, checks, lockbox, fees), every funds type (none, `Z`, `0`, `1`, `V`
/// with a value date, `S` with three amounts, `D` with distributions), bank and customer
/// references, and texts with commas and slashes that continue on one to three `88` records as
/// banks write them. The `49`, `98` and `99` trailers hold the control totals and record counts
/// the standard defines. Amounts are kept in whole minor units while writing, so every figure
/// below is exact.
///
/// ```swift
/// let bai2 = BAI2DocumentGenerator(seed: 7).document(detailCount: 1_000)
/// bai2.detailCount                            // 1000
/// bai2.accounts[0].closing - bai2.accounts[0].opening == bai2.accounts[0].net  // true
/// ```
package struct BAI2DocumentGenerator: Sendable {
    /// The seed; the same seed gives the same bytes.
    package var seed: UInt64
    /// How many as-of days (groups) the file reports.
    package var days: Int

    /// A generator for `seed` reporting `days` as-of days (1 to 10: November 20, 2026 on).
    package init(seed: UInt64 = 2026_11_25, days: Int = 5) {
        self.seed = seed
        self.days = min(max(days, 1), 10)
    }

    /// What one account must read as, across every day of the file, in minor units.
    package struct Account: Sendable {
        package var number: String
        package var currency: String
        /// The currency's ISO 4217 minor unit: where the decimal point goes.
        package var minorUnit: Int
        /// The first day's opening ledger balance.
        package var opening: Int128
        /// The last day's closing ledger balance.
        package var closing: Int128
        /// The details' signed amounts added: credits in, debits out.
        package var net: Int128
        /// How many `16` details.
        package var detailCount: Int
    }

    /// The generated file and what it must read as.
    package struct Output: Sendable {
        /// The file's bytes (ASCII, CRLF line ends as banks send them).
        package var bytes: [UInt8]
        /// Every `16` record.
        package var detailCount: Int
        /// Every `16` amount as written (unsigned), added: what a reader summing them finds.
        package var detailTotal: Int128
        /// The accounts, in the order their `03` records first appear.
        package var accounts: [Account]
    }

    /// The four accounts: number, currency, minor unit, opening ledger in minor units.
    private static let accounts: [(number: String, currency: String, minorUnit: Int, opening: Int128)] = [
        ("000123456789", "USD", 2, 482_915_37), ("0098765432", "USD", 2, -12_500_00), ("DE-4471190022", "EUR", 2, 1_250_000_00),
        ("7700112233", "JPY", 0, 84_500_000),
    ]

    /// One file of `detailCount` `16` details, spread over the days and accounts.
    package func document(detailCount: Int) -> Output {
        var random = SeededRandom(seed: seed)
        var writer = Writer()
        let count = max(detailCount, 0)
        writer.bytes.reserveCapacity(count * 230 + 4096)
        var accounts = BAI2DocumentGenerator.accounts.map {
            Account(number: $0.number, currency: $0.currency, minorUnit: $0.minorUnit, opening: $0.opening, closing: $0.opening, net: 0, detailCount: 0)
        }
        writer.line("01,121140399,9876543210,261202,0615,1202,,,2/")
        var fileTotal: Int128 = 0
        var fileRecords = 1
        var detailTotal: Int128 = 0
        var written = 0
        for day in 0..<days {
            let asOf = "2611\(20 + day)"
            writer.line("02,9876543210,121140399,1,\(asOf),2400,USD,2/")
            var groupTotal: Int128 = 0
            var groupRecords = 1
            for index in accounts.indices {
                // This account's details today: an even share of what is left, the last takes the rest.
                let slots = (days - day) * accounts.count - index
                let share = (count - written) / slots + (((count - written) % slots) > 0 ? 1 : 0)
                written += share
                var details = Writer()
                var credits: Int128 = 0
                var debits: Int128 = 0
                var creditCount = 0
                var detailRecords = 0
                var detailSum: Int128 = 0
                for number in 0..<share {
                    let detail = details.detail(number: number, asOf: asOf, minorUnit: accounts[index].minorUnit, random: &random)
                    if detail.credit { credits += detail.amount; creditCount += 1 } else { debits += detail.amount }
                    detailRecords += detail.records
                    detailSum += detail.amount
                }
                let opening = accounts[index].closing
                let closing = opening + credits - debits
                let available = closing - Int128(random.below(5_000)) * 100
                var header = Writer()
                header.line("03,\(accounts[index].number),\(accounts[index].currency),010,\(opening),,,015,\(closing),,/")
                header.line("88,040,\(opening),,,045,\(available),,/")
                header.line("88,100,\(credits),\(creditCount),,400,\(debits),\(share - creditCount),/")
                let accountTotal = opening + closing + opening + available + credits + debits + detailSum
                let records = 3 + detailRecords + 1
                writer.bytes.append(contentsOf: header.bytes)
                writer.bytes.append(contentsOf: details.bytes)
                writer.line("49,\(accountTotal),\(records)/")
                accounts[index].closing = closing
                accounts[index].net += credits - debits
                accounts[index].detailCount += share
                groupTotal += accountTotal
                groupRecords += records
                detailTotal += detailSum
            }
            groupRecords += 1
            writer.line("98,\(groupTotal),\(accounts.count),\(groupRecords)/")
            fileTotal += groupTotal
            fileRecords += groupRecords
        }
        fileRecords += 1
        writer.line("99,\(fileTotal),\(days),\(fileRecords)/")
        return Output(bytes: writer.bytes, detailCount: count, detailTotal: detailTotal, accounts: accounts)
    }
}

extension BAI2DocumentGenerator {
    private struct Writer {
        var bytes: [UInt8] = []

        /// Credit type codes and the text a bank gives them.
        private static let credits = [("142", "ACH Credit Received"), ("165", "Preauthorized ACH Credit"), ("195", "Incoming Money Transfer"),
                                      ("115", "Lockbox Deposit"), ("175", "Check Deposit Package"), ("108", "Credit (Any Type)")]
        /// Debit type codes and their text.
        private static let debits = [("451", "ACH Debit Received"), ("455", "Preauthorized ACH Debit"), ("475", "Check Paid"),
                                     ("495", "Outgoing Money Transfer"), ("698", "Miscellaneous Fee"), ("699", "Miscellaneous Debit")]
        private static let names = ["ACME SUPPLY CO", "NORTHWIND TRADERS", "CONTOSO LTD", "GLOBEX CORP", "INITECH INC", "UMBRELLA CORP",
                                    "STARK INDUSTRIES", "WAYNE ENTERPRISES", "HOOLI", "VANDELAY INDUSTRIES", "PIED PIPER", "SOYLENT CORP"]
        private static let purposes = ["PAYROLL", "INVOICES", "TRADE", "RENT", "TAXES", "REFUND", "SETTLEMENT", "DIVIDEND"]

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        /// A physical record and its CRLF.
        mutating func line(_ text: String) {
            append(text)
            bytes.append(0x0D)
            bytes.append(0x0A)
        }

        /// Detail amounts in minor units: mostly everyday sizes, now and then up to 13 digits.
        static func amount(minorUnit: Int, random: inout SeededRandom) -> Int128 {
            let roll = random.below(100)
            let magnitude: Int128 = switch roll {
            case ..<55: Int128(1 + random.below(25_000))
            case ..<88: Int128(1 + random.below(2_500_000))
            case ..<97: Int128(1 + random.below(250_000_000))
            default: 1 + StatementDocumentGenerator.wideCents(digits: 10 + random.below(4), random: &random)
            }
            // Yen amounts are whole yen: a hundredth of the figure, so sizes stay alike.
            return minorUnit == 0 ? max(magnitude / 100, 1) : magnitude
        }

        /// One `16` record and its continuations: whether it is a credit, its amount, how many records.
        mutating func detail(number: Int, asOf: String, minorUnit: Int, random: inout SeededRandom)
        -> (credit: Bool, amount: Int128, records: Int) {
            let credit = random.below(5) < 2
            let type = credit ? Writer.credits[random.below(Writer.credits.count)] : Writer.debits[random.below(Writer.debits.count)]
            let amount = Writer.amount(minorUnit: minorUnit, random: &random)
            append("16,\(type.0),\(amount),")
            switch random.below(12) {
            case 0..<4: break
            case 4..<6: append("Z")
            case 6: append("0")
            case 7: append("1")
            case 8, 9: append("V,\(asOf),1200")
            case 10:
                let now = amount / 2
                append("S,\(now),\(amount - now),0")
            default:
                let first = amount / 3
                append("D,2,0,\(first),2,\(amount - first)")
            }
            append(",SB\(asOf)")
            appendNumber(number, width: 7)
            append(",")
            if type.0 == "475" { appendNumber(100_000 + random.below(900_000)) }
            var records = 1
            let name = Writer.names[random.below(Writer.names.count)]
            let purpose = Writer.purposes[random.below(Writer.purposes.count)]
            switch random.below(10) {
            case 0:
                // No text: the record ends with the defaulted text field.
                line(",/")
            case 1, 2, 3:
                line(",\(type.1), \(name)")
            default:
                // A text with commas and slashes that the bank continues on 88 records.
                append(",\(type.1),Entry Description: \(purpose); \(asOf), SEC: CCD, Client Ref ID: ")
                appendNumber(random.below(1_000_000_000))
                line("")
                line("88,EREF: \(purpose)/\(asOf)/\(number)")
                records += 1
                if random.below(2) == 0 {
                    line("88,\(credit ? "DBNM" : "CRNM"): \(name)")
                    records += 1
                }
                if random.below(4) == 0 {
                    append("88,REMI: INV ")
                    appendNumber(random.below(100_000))
                    line(", PO \(purpose)-\(random.below(10_000))")
                    records += 1
                }
            }
            return (credit, amount, records)
        }

        mutating func appendNumber(_ value: some BinaryInteger, width: Int = 1) {
            let digits = String(value)
            if digits.utf8.count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.utf8.count)) }
            append(digits)
        }
    }
}
