import AccountSummary
import Foundation

extension MoneyFixtures {
    /// One part of a formatted amount as text, comparable across `CurrencyFormatter` and Foundation.
    struct TypedText: Hashable, CustomStringConvertible {
        var kind: FormattedAmount.Part.Kind
        var text: String

        init(_ kind: FormattedAmount.Part.Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        var description: String { "\(kind.rawValue):\"\(MoneyFixtures.visible(text))\"" }
    }

    /// The parts of a `FormattedAmount` as texts, exactly as it gives them (no merging).
    ///
    /// Reads the bytes itself rather than through `amount[part]`, so that a part out of
    /// bounds shows up as a mismatch instead of trapping the whole test run; stops
    /// after 1,000 parts (no amount has half as many), so a runaway walk cannot hang it.
    ///
    /// ```swift
    /// MoneyFixtures.texts(of: usd.parts.format(12.5))  // [currency:"$", integer:"12", decimal:".", fraction:"50"]
    /// ```
    static func texts(of amount: FormattedAmount) -> [TypedText] {
        let bytes = Array(amount.string.utf8)
        return amount.parts.prefix(1_000).map { part in
            let range = part.utf8Offsets
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
                return TypedText(part.kind, "<\(range) out of \(bytes.count) bytes>")
            }
            return TypedText(part.kind, String(decoding: bytes[range], as: UTF8.self))
        }
    }

    /// Foundation's `.attributed` runs for a value, mapped to part kinds.
    ///
    /// `.currency` → currency, `.sign` → minusSign or plusSign by the value's sign,
    /// `.groupingSeparator` → group, `.decimalSeparator` → decimal, number part
    /// `.integer` → integer, `.fraction` → fraction, anything else → literal.
    static func foundationTexts(_ value: Decimal, style: Decimal.FormatStyle.Currency) -> [TypedText] {
        let attributed = style.attributed.format(value)
        return attributed.runs.map { run in
            let kind: FormattedAmount.Part.Kind = switch (run.numberSymbol, run.numberPart) {
            case (.currency?, _): .currency
            case (.sign?, _): value.sign == .minus ? .minusSign : .plusSign
            case (.groupingSeparator?, _): .group
            case (.decimalSeparator?, _): .decimal
            case (nil, .integer?): .integer
            case (nil, .fraction?): .fraction
            default: .literal
            }
            return TypedText(kind, String(attributed[run.range].characters))
        }
    }

    /// Splits the bidi marks U+200E, U+200F and U+061C out of every part as literals,
    /// then merges adjacent literals; applied to both sides before comparing.
    static func normalized(_ texts: [TypedText]) -> [TypedText] {
        var result: [TypedText] = []
        func append(_ kind: FormattedAmount.Part.Kind, _ scalars: String.UnicodeScalarView.SubSequence) {
            guard !scalars.isEmpty else { return }
            if kind == .literal, let last = result.last, last.kind == .literal {
                result[result.count - 1].text.unicodeScalars.append(contentsOf: scalars)
            } else {
                result.append(TypedText(kind, String(String.UnicodeScalarView(scalars))))
            }
        }
        for part in texts {
            let scalars = part.text.unicodeScalars
            var start = scalars.startIndex
            for index in scalars.indices where isBidiMark(scalars[index]) {
                append(part.kind, scalars[start..<index])
                append(.literal, scalars[index...index])
                start = scalars.index(after: index)
            }
            append(part.kind, scalars[start...])
        }
        return result
    }

    /// LRM, RLM and ALM: the marks locales put around signs and symbols.
    static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
    }
}
