import Foundation

/// Whether a row's amount is money in or money out, in words: for a reader who hears the
/// amount rather than sees it, where a screen reader may not read a minus sign (a hyphen, a
/// sign after the number) and a positive amount has no sign at all.
///
/// The words are the statement's own money-in and money-out lines' ("Money in", "Eingänge",
/// "入金"), made once by the writer; a row's `direction` template value is one of them, and
/// empty for an amount of zero.
///
/// ```swift
/// let words = DirectionWords(wording: wording, writer: HTMLWriter())
/// words.value(for: -4.50)  // .string("Money out")
/// ```
struct DirectionWords: Sendable {
    /// Money in, as the writer writes a plain label.
    let moneyIn: String
    /// Money out, as the writer writes a plain label.
    let moneyOut: String

    /// The words in `wording`'s language, made by `writer`.
    init(wording: ReportWording, writer: any ReportWriter) {
        moneyIn = writer.label(wording.phrase(.statementMoneyIn), style: .plain).rendered
        moneyOut = writer.label(wording.phrase(.statementMoneyOut), style: .plain).rendered
    }

    /// The template value for a row of `amount`: money in above zero, money out below, empty at
    /// zero (a string either way, so that a row stays on the template's fast path).
    func value(for amount: Decimal) -> TemplateValue {
        .string(amount > 0 ? moneyIn : amount < 0 ? moneyOut : "")
    }
}
