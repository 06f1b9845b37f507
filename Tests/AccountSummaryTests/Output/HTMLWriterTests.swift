@testable import AccountSummary
import Foundation
import Testing

/// `HTMLWriter`: input text escaped, sanitized and isolated; amounts as one classed span per part.
@Suite("HTMLWriter")
struct HTMLWriterTests {
    let writer = HTMLWriter()

    @Test("input text: the five characters escaped, controls replaced, isolated in <bdi>")
    func text() {
        #expect(writer.text(#"Tom & <Jerry> "quoted" 'single'"#).rendered
            == "<bdi>Tom &amp; &lt;Jerry&gt; &quot;quoted&quot; &#39;single&#39;</bdi>")
        #expect(writer.text("a\u{1B}[2J\u{202E}b").rendered == "<bdi>a\u{FFFD}[2J\u{FFFD}b</bdi>")
        #expect(writer.text("").rendered == "<bdi></bdi>")
        #expect(writer.text("日本語 👨‍👩‍👧 שלום").rendered == "<bdi>日本語 👨‍👩‍👧 שלום</bdi>")
    }

    @Test("labels: escaped, then styled", arguments: [
        (LabelStyle.plain, "a &lt;b&gt;"), (.heading, "<strong>a &lt;b&gt;</strong>"),
        (.strong, "<strong>a &lt;b&gt;</strong>"), (.muted, #"<span class="muted">a &lt;b&gt;</span>"#),
    ])
    func label(style: LabelStyle, expected: String) {
        #expect(writer.label("a <b>", style: style).rendered == expected)
    }

    @Test("an amount is a span per part, classed by the part's kind, inside one amount span")
    func amount() throws {
        let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
        #expect(writer.amount(usd.parts.format(Decimal(string: "-1234.5")!), style: .row).rendered
            == #"<span class="amount negative"><span class="minusSign">-</span><span class="currency">$</span>"#
            + #"<span class="integer">1</span><span class="group">,</span><span class="integer">234</span>"#
            + #"<span class="decimal">.</span><span class="fraction">50</span></span>"#)
        let chf = try CurrencyFormatter(currency: "CHF", locale: Locale(identifier: "de_CH"))
        let amount = chf.parts.format(Decimal(string: "1234.5")!)
        let expected = #"<span class="amount">"# + amount.parts.map { part in
            #"<span class="\#(part.kind.rawValue)">"# + HTMLEscaping.escaped(String(amount[part])) + "</span>"
        }.joined() + "</span>"
        #expect(writer.amount(amount, style: .tile).rendered == expected)
        #expect(expected.contains(#"<span class="group">’</span>"#))
    }

    @Test("each kind of part has the opening named after it")
    func partOpenings() {
        for kind in FormattedAmount.Part.Kind.allCases {
            #expect("\(HTMLWriter.partOpenings[Int(kind.code)])" == #"<span class="\#(kind.rawValue)">"#)
        }
    }
}
