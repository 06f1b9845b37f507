@testable import AccountSummary
import Foundation
import Testing

/// `TerminalWriter` amounts: widths for alignment, and SGR runs per style and sign.
@Suite("TerminalWriter")
struct TerminalWriterTests {
    static let usd = try! CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))

    @Test("colour runs: red throughout when negative, bold dollars on tiles and totals, dim sign and cents on tiles",
          arguments: [
              ("-1234.5", AmountStyle.tile, "\u{1B}[31m-\u{1B}[0m\u{1B}[31;2m$\u{1B}[0m\u{1B}[31;1m1,234\u{1B}[0m\u{1B}[31;2m.50\u{1B}[0m"),
              ("-1234.5", .total, "\u{1B}[31m-$\u{1B}[0m\u{1B}[31;1m1,234\u{1B}[0m\u{1B}[31m.50\u{1B}[0m"),
              ("-1234.5", .row, "\u{1B}[31m-$1,234.50\u{1B}[0m"),
              ("1234.5", .tile, "\u{1B}[2m$\u{1B}[0m\u{1B}[1m1,234\u{1B}[0m\u{1B}[2m.50\u{1B}[0m"),
              ("1234.5", .row, "$1,234.50"),
          ])
    func colourRuns(amount: String, style: AmountStyle, expected: String) {
        let cell = TerminalWriter(color: true).amount(Self.usd.parts.format(Decimal(string: amount)!), style: style)
        #expect(cell.rendered == expected)
    }

    @Test("widths count columns, and the leading width ends at the decimal separator")
    func widths() throws {
        let plain = TerminalWriter(color: false)
        let cell = plain.amount(Self.usd.parts.format(Decimal(string: "-1234.5")!), style: .row)
        #expect(cell.rendered == "-$1,234.50")
        #expect(cell.width == 10)
        #expect(cell.leadingWidth == 7)
        let yen = try CurrencyFormatter(currency: "JPY", locale: Locale(identifier: "ja_JP"))
        let noCents = plain.amount(yen.parts.format(1234), style: .row)
        #expect(noCents.leadingWidth == noCents.width)  // no separator: after the digits
        let euro = try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE"))
        let nonASCII = plain.amount(euro.parts.format(Decimal(string: "1234.5")!), style: .row)
        #expect(nonASCII.rendered == "1.234,50\u{A0}€")
        #expect(nonASCII.width == 10)
        #expect(nonASCII.leadingWidth == 5)
    }

    @Test("cells pad with spaces to their column, on the side their alignment says")
    func padding() {
        let writer = TerminalWriter(color: false)
        var column = ColumnWidth()
        let wide = writer.amount(Self.usd.parts.format(Decimal(string: "-1234.5")!), style: .row)
        let narrow = writer.amount(Self.usd.parts.format(5), style: .row)
        column.include(wide)
        column.include(narrow)
        #expect(writer.pad(narrow, in: column, alignment: .decimal) == "     $5.00")
        #expect(writer.pad(narrow, in: column, alignment: .leading) == "$5.00     ")
        #expect(writer.pad(narrow, in: column, alignment: .trailing) == "     $5.00")
        #expect(writer.pad(wide, in: column, alignment: .decimal) == "-$1,234.50")
    }
}
