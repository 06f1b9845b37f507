import AccountSummary
import AccountSummaryGolden
import AccountSummaryScale
import Foundation

/// Compares our output with Foundation's before a suite times anything; a difference fails the run.
///
/// A benchmark that times two sides producing different things measures
/// nothing, so each check returns what differs (and the suite exits 70)
/// rather than printing it and carrying on.
///
/// ```swift
/// OutputCheck.strings(amounts, ours: usd, reference: style, place: "en_US USD")  // nil when all agree
/// ```
enum OutputCheck {
    /// Every amount's string against `Decimal.FormatStyle.Currency`.
    static func strings(_ amounts: [Decimal], ours: CurrencyFormatter, reference: Decimal.FormatStyle.Currency,
                        place: String) -> String? {
        for amount in amounts {
            let actual = ours.format(amount), expected = reference.format(amount)
            if actual != expected { return "\(place) \(amount): ours \(quoted(actual)), Foundation \(quoted(expected))" }
        }
        return nil
    }

    /// The bytes the line formatter appends, against Foundation's strings, one per line.
    static func bytes(_ exact: [ExactDecimal], lines: AmountLineFormatter, amounts: [Decimal],
                      reference: Decimal.FormatStyle.Currency, place: String) -> String? {
        var actual: [UInt8] = []
        for amount in exact {
            lines.append(amount, to: &actual)
            actual.append(0x0A)
        }
        let expected = amounts.map { reference.format($0) + "\n" }.joined()
        guard actual.elementsEqual(expected.utf8) else { return "\(place): the line formatter's bytes differ from Foundation's strings" }
        return nil
    }

    /// Parts against `.attributed` runs: the same texts with the same kinds, bidi marks split out on both sides.
    static func parts(_ amounts: some Collection<Decimal>, ours: CurrencyFormatter.Parts,
                      reference: Decimal.FormatStyle.Attributed, place: String) -> String? {
        for amount in amounts {
            let formatted = ours.format(amount)
            let actual = normalized(formatted.parts.map { ($0.kind.rawValue, String(formatted[$0])) })
            let output = reference.format(amount)
            let expected = normalized(output.runs.map { run in
                (kind(run.numberSymbol, run.numberPart, negative: amount.sign == .minus), String(output[run.range].characters))
            })
            if !actual.elementsEqual(expected, by: ==) {
                return "\(place) \(amount): parts \(describe(actual)), Foundation's runs \(describe(expected))"
            }
        }
        return nil
    }

    /// Our `AttributedString` against Foundation's `.attributed`, with `==` (characters, runs, attributes).
    static func attributed(_ amounts: some Collection<Decimal>, ours: CurrencyFormatter.Attributed,
                           reference: Decimal.FormatStyle.Attributed, place: String) -> String? {
        for amount in amounts where ours.format(amount) != reference.format(amount) {
            return "\(place) \(amount): CurrencyFormatter.attributed differs from Foundation's .attributed"
        }
        return nil
    }

    /// A run's attributes as a part kind, as `format --parts` names them.
    static func kind(_ symbol: AttributeScopes.FoundationAttributes.NumberFormatAttributes.SymbolAttribute.Symbol?,
                     _ part: AttributeScopes.FoundationAttributes.NumberFormatAttributes.NumberPartAttribute.NumberPart?,
                     negative: Bool) -> String {
        switch (symbol, part) {
        case (.currency?, _): "currency"
        case (.sign?, _): negative ? "minusSign" : "plusSign"
        case (.groupingSeparator?, _): "group"
        case (.decimalSeparator?, _): "decimal"
        case (nil, .integer?): "integer"
        case (nil, .fraction?): "fraction"
        default: "literal"
        }
    }

    /// Bidi marks (U+200E, U+200F, U+061C) split out as literals, adjacent literals merged.
    static func normalized(_ parts: [(String, String)]) -> [(String, String)] {
        var result: [(String, String)] = []
        func add(_ kind: String, _ text: String) {
            guard !text.isEmpty else { return }
            if kind == "literal", let last = result.last, last.0 == "literal" {
                result[result.count - 1].1 += text
            } else {
                result.append((kind, text))
            }
        }
        for (kind, text) in parts {
            var pending = ""
            for scalar in text.unicodeScalars {
                if scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}" {
                    add(kind, pending)
                    pending = ""
                    add("literal", String(scalar))
                } else {
                    pending.unicodeScalars.append(scalar)
                }
            }
            add(kind, pending)
        }
        return result
    }

    private static func describe(_ parts: [(String, String)]) -> String {
        "[" + parts.map { "\($0.0):\(quoted($0.1))" }.joined(separator: ", ") + "]"
    }

    /// Text in quotes with invisible characters as `\u{XXXX}`.
    static func quoted(_ text: String) -> String {
        "\"" + LineDiff.visible(text) + "\""
    }
}
