import AccountSummary
import Foundation

/// One `:86:` field (information to the account owner) read for what a person recognises.
///
/// Three forms, as banks write them:
/// - the SEPA tags of Dutch and Belgian banks (ING, ABN AMRO, Rabobank, Knab, Triodos, KBC):
///   `/EREF/…//CNTP/account/BIC/name/city//REMI/USTD//text/`, also `/NAME/`, `/ORDP/`,
///   `/BENM/`, `/IBAN/`, and `/REMI/` with `USTD//` or `STRD/CUR/` (a structured reference);
/// - the German sub-fields `166?00GUTSCHRIFT?20…?32Name`: remittance `?20`–`?29` and
///   `?60`–`?63` (the SEPA `SVWZ+` purpose where there is one), counterparty `?32`–`?33`;
/// - plain text otherwise, on one line.
///
/// The description is the counterparty's name, then the remittance text, joined by ` · `.
/// Lines of a tagged field are joined as they were wrapped: mid-word at the full width of 65
/// characters, at a space otherwise.
///
/// ```swift
/// MT940Information("/EREF/E2E1//CNTP/NL32INGB0000012345/INGBNL2A/J.Janssen///REMI/USTD//Factuurnr 123456/").description
/// // "J.Janssen · Factuurnr 123456"
/// ```
struct MT940Information {
    /// The counterparty's name: `/CNTP/`, `/BENM/`, `/ORDP/` or `/NAME/`; `?32`–`?33`.
    var name = ""
    /// The remittance text: `/REMI/`; `?20`–`?29`, `?60`–`?63`.
    var remittance = ""
    /// The end-to-end reference: `/EREF/` (unless `NOTPROVIDED`); `EREF+`.
    var endToEndReference: String?
    /// The counterparty's account: `/CNTP/`'s (or `/BENM/`'s, `/ORDP/`'s) first part, `/IBAN/`; `?31`.
    var counterpartyAccount: String?
    /// The original amount and its currency: `/OCMT/EUR12,50/`.
    var originalAmount: (amount: Decimal, currency: String)?
    /// The text as it stands, on one line: what is shown when no form is recognised.
    var plain: String
    /// The German posting text (`?00`): shown when there is no name or remittance.
    var postingText = ""
    /// Whether the text is in the German (or Dutch `>`) sub-field form.
    var hasSubfields = false

    /// The tags the SEPA form is split at; the text of any other stays with the tag before it.
    static let tags: Set<String> = ["EREF", "PREF", "MARF", "CSID", "CNTP", "REMI", "PURP", "ULTC", "ULTD", "ULTB", "RTRN", "BENM",
                                    "ORDP", "NAME", "ADDR", "IBAN", "BIC", "TRTP", "OCMT", "CHGS", "EXCH", "SVCL", "ISDT", "BUSP",
                                    "TRCD", "SUM", "CREF", "ACCW", "RTYP", "CDTRREF", "CDTRREFTP", "ISSR", "MNDTID", "INFO"]

    init(_ value: String) {
        plain = BankText.oneLine(value.replacingOccurrences(of: "\n", with: " "))
        let flat = value.replacingOccurrences(of: "\n", with: "")
        let chars = Array(flat)
        if chars.count > 4, chars[0].isNumber, chars[1].isNumber, chars[2].isNumber, chars[3] == "?" || chars[3] == ">" {
            readSubfields(chars)
        } else if let tagged = MT940Information.tagged(MT940Information.unwrapped(value).drop { $0 == " " }) {
            readTags(tagged)
        }
    }

    /// The lines of a tagged field as one text: a line of the full width (65 characters, ":86:"
    /// counted) was wrapped mid-word and joins the next directly (ING, Rabobank); a shorter one
    /// was broken at a space (Knab, ABN AMRO) and joins it with one.
    static func unwrapped(_ value: String) -> String {
        var text = ""
        var previousWidth = 0
        for (index, line) in value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { text += previousWidth >= 65 ? "" : " " }
            text += line
            previousWidth = line.count + (index == 0 ? 4 : 0)
        }
        return text
    }

    /// What a person recognises: the name, then the remittance text; else the posting text; else the text itself.
    var description: String {
        let joined = BankText.joined([name, remittance])
        if !joined.isEmpty { return joined }
        return hasSubfields ? postingText : plain
    }

    /// The German (`?`) or Dutch (`>`) sub-fields after a three-digit transaction code.
    private mutating func readSubfields(_ chars: [Character]) {
        hasSubfields = true
        let separator = chars[3]
        var subfields: [(code: Int, text: String)] = []
        var index = 3
        while index < chars.count {
            guard chars[index] == separator, index + 2 < chars.count, let code = Int(String(chars[(index + 1)...(index + 2)])) else {
                if !subfields.isEmpty { subfields[subfields.count - 1].text.append(chars[index]) }
                index += 1
                continue
            }
            subfields.append((code, ""))
            index += 3
        }
        func text(_ codes: ClosedRange<Int>) -> String {
            subfields.filter { codes.contains($0.code) }.map(\.text).joined()
        }
        name = BankText.oneLine(text(32...33))
        let whole = text(20...29) + text(60...63)
        var remittance = whole
        let keywords = ["ABWA+", "ABWE+", "EREF+", "KREF+", "MREF+", "CRED+", "DEBT+", "IBAN+", "BIC+", "SVWZ+"]
        func keyword(_ key: String) -> String? {
            guard let start = whole.range(of: key)?.upperBound else { return nil }
            let rest = whole[start...]
            let end = keywords.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
            return BankText.oneLine(String(rest[..<end]))
        }
        if let purpose = remittance.range(of: "SVWZ+") {
            remittance = String(remittance[purpose.upperBound...])
            let others = keywords.filter { $0 != "SVWZ+" }
            if let end = others.compactMap({ remittance.range(of: $0)?.lowerBound }).min() { remittance = String(remittance[..<end]) }
        }
        self.remittance = BankText.oneLine(remittance)
        endToEndReference = keyword("EREF+").flatMap { $0.isEmpty || $0 == "NOTPROVIDED" ? nil : $0 }
        let account = BankText.oneLine(text(31...31))
        counterpartyAccount = account.isEmpty ? nil : account
        postingText = BankText.oneLine(text(0...0))
    }

    /// The SEPA tags in order, with their values, when the text starts with one; nil otherwise.
    ///
    /// A tag is a known name between slashes (`/REMI/`), wherever it stands: ING separates tags
    /// by `//`, ABN AMRO by `/`; a value keeps the slashes inside it (`/CNTP/account/BIC/name/`).
    static func tagged(_ text: Substring) -> [(tag: String, value: Substring)]? {
        var found: [(tag: String, start: String.Index, valueStart: String.Index)] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "/" {
                let nameStart = text.index(after: index)
                if let slash = text[nameStart...].prefix(10).firstIndex(of: "/"), tags.contains(String(text[nameStart..<slash])) {
                    found.append((String(text[nameStart..<slash]), index, text.index(after: slash)))
                    index = text.index(after: slash)
                    continue
                }
            }
            index = text.index(after: index)
        }
        guard let first = found.first, first.start == text.startIndex else { return nil }
        return found.indices.map { position in
            let end = position + 1 < found.count ? found[position + 1].start : text.endIndex
            return (found[position].tag, text[found[position].valueStart..<end])
        }
    }

    private mutating func readTags(_ tagged: [(tag: String, value: Substring)]) {
        func value(_ tag: String) -> Substring? { tagged.first { $0.tag == tag }?.value }
        func trimmed(_ text: Substring) -> String {
            BankText.oneLine(String(text.reversed().drop { $0 == "/" }.reversed()))
        }
        // /CNTP/account/BIC/name/city/ (and /BENM/, /ORDP/ alike).
        for party in ["CNTP", "BENM", "ORDP"] {
            guard let parts = value(party)?.split(separator: "/", omittingEmptySubsequences: false), parts.contains(where: { !$0.isEmpty }) else { continue }
            if name.isEmpty, parts.count > 2 { name = BankText.oneLine(String(parts[2])) }
            if counterpartyAccount == nil, !parts[0].isEmpty { counterpartyAccount = BankText.oneLine(String(parts[0])) }
        }
        if name.isEmpty, let text = value("NAME") { name = trimmed(text) }
        if counterpartyAccount == nil, let iban = value("IBAN").map(trimmed), !iban.isEmpty { counterpartyAccount = iban }
        if let remi = value("REMI") {
            var text = remi
            if text.hasPrefix("USTD//") { text = text.dropFirst(6) }
            else if text.hasPrefix("USTD/") { text = text.dropFirst(5) }
            else if text.hasPrefix("STRD/") {
                // STRD/CUR/reference (or STRD/ISO/reference): the reference.
                let afterIssuer = text.dropFirst(5).drop { $0 != "/" }
                text = afterIssuer.isEmpty ? text.dropFirst(5) : afterIssuer.dropFirst()
            } else if text.hasPrefix("//") { text = text.dropFirst(2) }
            remittance = trimmed(text)
        }
        endToEndReference = value("EREF").map(trimmed).flatMap { $0.isEmpty || $0 == "NOTPROVIDED" ? nil : $0 }
        if let ocmt = value("OCMT").map(trimmed), ocmt.utf8.count > 3 {
            let currency = String(ocmt.prefix(3))
            if let amount = BankText.amount(String(ocmt.dropFirst(3)), decimalSeparator: UInt8(ascii: ",")) { originalAmount = (amount, currency) }
        }
    }
}
