import Foundation

extension FormattedAmount {
    /// The amount as an `AttributedString` equal to Foundation's `.attributed` output.
    ///
    /// Each part carries Foundation's number-format attributes
    /// (`AttributeScopes.FoundationAttributes.NumberFormatAttributes`), as
    /// `Decimal.FormatStyle.Currency(code:locale:).attributed` sets them:
    /// digits `numberPart = .integer` or `.fraction`; a group separator
    /// `.integer` with `numberSymbol = .groupingSeparator`; the decimal
    /// separator, currency and sign their `numberSymbol`; spaces and bidi marks
    /// nothing. So code that styles "dollars" and "cents" by those attributes
    /// (SwiftUI `Text`, UIKit) works unchanged, and a report can make one from
    /// parts it already has.
    ///
    /// ```swift
    /// let amount = usd.parts.format(Decimal(string: "929466.23")!)
    /// let text = amount.attributedString
    /// text == Decimal(string: "929466.23")!.formatted(.currency(code: "USD").locale(enUS).attributed)  // true
    /// text.runs.map { text[$0.range].numberPart }  // [nil, .integer, .integer, .integer, nil, .fraction]
    /// ```
    public var attributedString: AttributedString {
        // Every attribute change costs a pass over AttributedString's runs, so
        // start with the whole text as integer digits (the most common part)
        // and change only the other parts; a group separator only gains its symbol.
        var result = AttributedString(string, attributes: FormattedAmount.attributes[Int(Part.Kind.integer.code)])
        var start = result.startIndex
        for part in parts {
            let end = result.utf8.index(start, offsetBy: part.utf8Offsets.count)
            switch part.kind {
            case .integer: break
            case .group: result[start..<end].mergeAttributes(FormattedAmount.groupSymbol)
            default: result[start..<end].setAttributes(FormattedAmount.attributes[Int(part.kind.code)])
            }
            start = end
        }
        return result
    }

    /// What a group separator adds to the integer digits' attributes.
    private static let groupSymbol = AttributeContainer().numberSymbol(.groupingSeparator)

    /// Foundation's attributes for each part kind, by ``Part/Kind/code``.
    private static let attributes: [AttributeContainer] = (0..<8).map { code in
        var container = AttributeContainer()
        switch Part.Kind(code: UInt8(code)) {
        case .currency: container.numberSymbol = .currency
        case .integer: container.numberPart = .integer
        case .group:
            container.numberPart = .integer
            container.numberSymbol = .groupingSeparator
        case .decimal: container.numberSymbol = .decimalSeparator
        case .fraction: container.numberPart = .fraction
        case .minusSign, .plusSign: container.numberSymbol = .sign
        case .literal: break
        }
        return container
    }
}
