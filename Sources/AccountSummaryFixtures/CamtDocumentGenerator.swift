import AccountSummary

/// Deterministic ISO 20022 camt.053.001.08 statements of any size, for the `bank` benchmark and tests.
///
/// One `Stmt` for one German business account in euros, covering November 2026: an opening
/// (`OPBD`), closing (`CLBD`) and closing-available (`CLAV`, a different figure a reader must not
/// take) balance, then `entryCount` entries in booking-date order as banks write them. Entries look
/// like a real bank's: counterparties and remittance texts from
/// ``StatementDocumentGenerator/merchantWords`` (a third not ASCII, `&` escaped as XML needs),
/// end-to-end ids, bank transaction codes, value and booking dates; amounts of every size from
/// cents to 15 digits; about one in twenty pending (`PDNG`), one in fifty a reversal (`RvslInd`),
/// one in forty a batch entry whose two to four `TxDtls` add up to its amount. The closing balance
/// is the opening plus every booked entry, exactly (kept in whole cents while writing), so the
/// statement reconciles.
///
/// ```swift
/// let camt = CamtDocumentGenerator(seed: 7).document(entryCount: 1_000)
/// camt.bookedCount + camt.pendingCount  // 1000
/// camt.closingCents - camt.openingCents == camt.bookedCents  // true
/// ```
package struct CamtDocumentGenerator: Sendable {
    /// The seed; the same seed gives the same bytes.
    package var seed: UInt64

    /// A generator for `seed`.
    package init(seed: UInt64 = 2026_11_24) {
        self.seed = seed
    }

    /// The generated file and what it must read as.
    package struct Output: Sendable {
        /// The UTF-8 bytes of the XML document.
        package var bytes: [UInt8]
        /// Booked (`BOOK`) entries: completed transactions.
        package var bookedCount: Int
        /// Pending (`PDNG`) entries.
        package var pendingCount: Int
        /// The opening balance (`OPBD`), in cents.
        package var openingCents: Int128
        /// The closing balance (`CLBD`), in cents: opening plus every booked entry.
        package var closingCents: Int128
        /// The exact sum of the booked entries' signed amounts, in cents.
        package var bookedCents: Int128
    }

    /// One camt.053 document with `entryCount` entries.
    ///
    /// - Parameter entryCount: how many `Ntry` elements (0 or more).
    package func document(entryCount: Int) -> Output {
        var random = SeededRandom(seed: seed)
        var writer = Writer()
        writer.bytes.reserveCapacity(max(entryCount, 0) * 900 + 4096)
        let opening = Int128(random.below(50_000_000)) * 100 + Int128(random.below(100))
        // Entries first, into their own buffer, so the closing balance is known for the header.
        var entries = Writer()
        entries.bytes.reserveCapacity(max(entryCount, 0) * 900)
        var booked: Int128 = 0
        var bookedCount = 0
        let count = max(entryCount, 0)
        for number in stride(from: 1, through: count, by: 1) {
            // Booking days rise through the month, as a bank writes them.
            let day = 1 + (number - 1) * 30 / max(count, 1)
            if let cents = entries.entry(number: number, day: day, random: &random) {
                booked += cents
                bookedCount += 1
            }
        }
        let closing = opening + booked
        writer.append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <BkToCstmrStmt>
                <GrpHdr>
                  <MsgId>STMT-2026-11-DE89370400440532013000</MsgId>
                  <CreDtTm>2026-12-01T06:15:00+01:00</CreDtTm>
                  <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
                </GrpHdr>
                <Stmt>
                  <Id>2026-11-0532013000</Id>
                  <ElctrncSeqNb>11</ElctrncSeqNb>
                  <CreDtTm>2026-12-01T06:15:00+01:00</CreDtTm>
                  <FrToDt><FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm></FrToDt>
                  <Acct>
                    <Id><IBAN>DE89370400440532013000</IBAN></Id>
                    <Ccy>EUR</Ccy>
                    <Nm>Geschäftskonto</Nm>
                    <Ownr><Nm>Jürgen Weiß &amp; Söhne GmbH</Nm></Ownr>
                    <Svcr><FinInstnId><BICFI>COBADEFFXXX</BICFI><Nm>Nordwind Bank AG</Nm></FinInstnId></Svcr>
                  </Acct>

            """)
        writer.balance("OPBD", cents: opening, day: "2026-11-01")
        writer.balance("CLBD", cents: closing, day: "2026-11-30")
        writer.balance("CLAV", cents: closing - 150_000, day: "2026-11-30")
        writer.bytes.append(contentsOf: entries.bytes)
        writer.append("    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n")
        return Output(bytes: writer.bytes, bookedCount: bookedCount, pendingCount: count - bookedCount,
                      openingCents: opening, closingCents: closing, bookedCents: booked)
    }
}

extension CamtDocumentGenerator {
    private struct Writer {
        var bytes: [UInt8] = []

        private static let remittance = ["Rechnung", "Invoice", "Facture", "Miete", "Gehalt", "Abschlag", "Beitrag",
                                         "Bestellung", "Kundennr.", "Vertrag", "Erstattung", "Gutschrift"]
        private static let bankCodes = [("PMNT", "ICDT", "ESCT"), ("PMNT", "RCDT", "ESCT"), ("PMNT", "IDDT", "ESDD"),
                                        ("PMNT", "CCRD", "POSD"), ("ACMT", "MDOP", "CHRG")]

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        /// Text with the three characters XML needs escaped in content escaped.
        mutating func appendEscaped(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                default: bytes.append(byte)
                }
            }
        }

        mutating func appendNumber(_ value: some BinaryInteger, width: Int = 1) {
            let digits = String(value)
            if digits.utf8.count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.utf8.count)) }
            append(digits)
        }

        /// The magnitude of `cents` as camt writes it: `1234.50`.
        mutating func appendMagnitude(_ cents: Int128) {
            appendNumber(cents.magnitude / 100)
            bytes.append(UInt8(ascii: "."))
            appendNumber(Int(cents.magnitude % 100), width: 2)
        }

        mutating func balance(_ code: String, cents: Int128, day: String) {
            append("      <Bal><Tp><CdOrPrtry><Cd>\(code)</Cd></CdOrPrtry></Tp><Amt Ccy=\"EUR\">")
            appendMagnitude(cents)
            append("</Amt><CdtDbtInd>\(cents < 0 ? "DBIT" : "CRDT")</CdtDbtInd><Dt><Dt>\(day)</Dt></Dt></Bal>\n")
        }

        mutating func words(_ count: Int, random: inout SeededRandom) {
            let words = StatementDocumentGenerator.merchantWords
            for index in 0..<count {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                appendEscaped(words[random.below(words.count)])
            }
        }

        /// Entry cents: mostly everyday sizes, now and then up to 15 digits.
        static func cents(random: inout SeededRandom) -> Int128 {
            let roll = random.below(100)
            let magnitude: Int128 = switch roll {
            case ..<60: Int128(1 + random.below(10_000))
            case ..<90: Int128(1 + random.below(500_000))
            case ..<96: Int128(1 + random.below(10_000_000))
            default: 1 + StatementDocumentGenerator.wideCents(digits: 1 + random.below(15), random: &random)
            }
            return magnitude
        }

        /// One `Ntry`; returns its signed cents when it is booked, nil when pending.
        mutating func entry(number: Int, day: Int, random: inout SeededRandom) -> Int128? {
            let magnitude = Writer.cents(random: &random)
            let credit = random.below(3) == 0
            let pending = random.below(20) == 0
            let reversal = !pending && random.below(50) == 0
            let parts = random.below(40) == 0 ? 2 + random.below(3) : 1
            let date = "2026-11-" + (day < 10 ? "0" : "") + String(day)
            append("      <Ntry>\n        <NtryRef>")
            appendNumber(number)
            append("</NtryRef>\n        <Amt Ccy=\"EUR\">")
            appendMagnitude(magnitude)
            append("</Amt>\n        <CdtDbtInd>\(credit ? "CRDT" : "DBIT")</CdtDbtInd>\n")
            if reversal { append("        <RvslInd>true</RvslInd>\n") }
            append("        <Sts><Cd>\(pending ? "PDNG" : "BOOK")</Cd></Sts>\n")
            append("        <BookgDt><Dt>\(date)</Dt></BookgDt>\n        <ValDt><Dt>\(date)</Dt></ValDt>\n")
            append("        <AcctSvcrRef>2026110")
            appendNumber(number, width: 8)
            append("</AcctSvcrRef>\n")
            let code = Writer.bankCodes[random.below(Writer.bankCodes.count)]
            append("        <BkTxCd><Domn><Cd>\(code.0)</Cd><Fmly><Cd>\(code.1)</Cd><SubFmlyCd>\(code.2)</SubFmlyCd></Fmly></Domn></BkTxCd>\n")
            append("        <NtryDtls>\n")
            // A batch entry's parts add up to its amount: all but the last share it evenly.
            var rest = magnitude
            for part in 0..<parts {
                let share = part == parts - 1 ? rest : max(rest / Int128(parts - part), 0)
                rest -= share
                transactionDetails(number: number, part: part, cents: share, credit: credit, random: &random)
            }
            append("        </NtryDtls>\n")
            if parts > 1 {
                append("        <AddtlNtryInf>Sammelbuchung ")
                appendNumber(parts)
                append(" Posten</AddtlNtryInf>\n")
            }
            append("      </Ntry>\n")
            return pending ? nil : (credit ? magnitude : -magnitude)
        }

        private mutating func transactionDetails(number: Int, part: Int, cents: Int128, credit: Bool, random: inout SeededRandom) {
            append("          <TxDtls>\n            <Refs><EndToEndId>E2E-")
            appendNumber(number)
            bytes.append(UInt8(ascii: "-"))
            appendNumber(part + 1)
            append("</EndToEndId></Refs>\n            <Amt Ccy=\"EUR\">")
            appendMagnitude(cents)
            append("</Amt>\n            <CdtDbtInd>\(credit ? "CRDT" : "DBIT")</CdtDbtInd>\n")
            // The counterparty: the debtor of money in, the creditor of money out.
            let party = credit ? "Dbtr" : "Cdtr"
            append("            <RltdPties><\(party)><Pty><Nm>")
            words(1 + random.below(3), random: &random)
            append("</Nm></Pty></\(party)><\(party)Acct><Id><IBAN>DE")
            appendNumber(10 + random.below(90))
            appendNumber(random.below(1_000_000_000), width: 9)
            appendNumber(random.below(1_000_000_000), width: 9)
            append("</IBAN></Id></\(party)Acct></RltdPties>\n            <RmtInf><Ustrd>")
            appendEscaped(Writer.remittance[random.below(Writer.remittance.count)])
            append(" ")
            appendNumber(random.below(1_000_000))
            append(" ")
            words(random.below(3), random: &random)
            append("</Ustrd></RmtInf>\n          </TxDtls>\n")
        }
    }
}
