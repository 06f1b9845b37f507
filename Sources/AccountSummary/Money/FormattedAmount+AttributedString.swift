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
        var result = AttributedString()
        for part in parts {
            result.append(AttributedString(self[part], attributes: FormattedAmount.attributes[Int(part.kind.code)]))
        }
        return result
    }

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
