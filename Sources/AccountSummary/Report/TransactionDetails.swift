import Foundation

/// What HTML and PDF rows show under a transaction's description: its reference, its
/// counterparty (the name only where the description does not already hold it; the account
/// masked unless numbers are shown whole) and its amount in the currency it was made in.
///
/// ```swift
/// let details = TransactionDetails(wording: wording, numbers: .masked)
/// details.line(for: transaction) { formatters[$0] }?.text
/// // "Ref. EV12345 · Counterparty •••• 2345 · Original amount CHF 12.50"
/// ```
struct TransactionDetails: Sendable {
    /// The report's words.
    var wording: ReportWording
    /// How account numbers are shown.
    var numbers: AccountNumber.Display

    /// One row's details: each a phrase with one value from the input.
    struct Line: Sendable, Hashable {
        /// The phrases and their values, in order.
        var parts: [Part]

        /// One phrase (``PhraseKey/transactionReference`` and the like) and its value.
        struct Part: Sendable, Hashable {
            var key: PhraseKey
            var value: String
        }

        /// The line as plain text, the values' control characters neutralised: what the PDF draws.
        func text(_ wording: ReportWording) -> String {
            parts.map { wording.phrase($0.key, [TextSafety.sanitized($0.value)]) }.joined(separator: " · ")
        }

        /// The line as `writer` writes it: the words as the writer writes its own, every value made
        /// safe and isolated as input text is (the template styles the line as a whole).
        func rendered(with writer: any ReportWriter, wording: ReportWording) -> String {
            parts.map { writer.phrase(wording.format($0.key), style: .plain, values: [$0.value]).rendered }.joined(separator: " · ")
        }
    }

    /// The line under `transaction`'s description, or nil when it carries none of the three.
    ///
    /// - Parameters:
    ///   - transaction: the transaction.
    ///   - formatter: the (unrounded) formatter of a currency code; every original amount's
    ///     currency has one.
    func line(for transaction: Transaction, formatter: (String) -> CurrencyFormatter?) -> Line? {
        guard transaction.reference != nil || transaction.counterparty != nil || transaction.originalAmount != nil else { return nil }
        var parts: [Line.Part] = []
        if let reference = transaction.reference, !reference.isEmpty {
            parts.append(.init(key: .transactionReference, value: reference))
        }
        if let counterparty = transaction.counterparty {
            // The description already names the counterparty for bank files ("J.Janssen · Factuur 12").
            let name = counterparty.name.flatMap { TransactionDetails.holds(transaction.description, $0) ? nil : $0 }
            let shown = [name, counterparty.account.map(numbers.shown)].compactMap { $0 }
            if !shown.isEmpty { parts.append(.init(key: .transactionCounterparty, value: shown.joined(separator: " "))) }
        }
        if let original = transaction.originalAmount, let formatter = formatter(original.currency) {
            parts.append(.init(key: .transactionOriginalAmount, value: formatter.format(original.amount)))
        }
        return parts.isEmpty ? nil : Line(parts: parts)
    }

    /// Whether `text` holds `part`, byte for byte (a plain search: Foundation's `contains`
    /// compares by Unicode rules and costs a bridge per row).
    static func holds(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
