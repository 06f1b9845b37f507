import AccountSummary
import Testing

/// `{{x}}` escapes by content type; `{{{x}}}` and `{{&x}}` never do.
@Suite("Template escaping")
struct TemplateEscapingTests {
    let value: TemplateValue = ["x": "Tom & \"Jerry\" <b>'s</b>", "plain": "no specials here", "n": .number("-4.50")]

    @Test("html escapes the five special characters")
    func html() throws {
        let output = try Template("{{x}}").render(value, escaping: .html)
        #expect(output == "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;")
    }

    @Test("none writes text as it is")
    func none() throws {
        #expect(try Template("{{x}}").render(value, escaping: .none) == "Tom & \"Jerry\" <b>'s</b>")
    }

    @Test("triple mustache and ampersand never escape", arguments: [TemplateEscaping.html, .none])
    func unescapedTags(escaping: TemplateEscaping) throws {
        let output = try Template("{{{x}}}|{{&x}}|{{=<% %>=}}<%&x%>").render(value, escaping: escaping)
        #expect(output == "Tom & \"Jerry\" <b>'s</b>|Tom & \"Jerry\" <b>'s</b>|Tom & \"Jerry\" <b>'s</b>")
    }

    @Test("the default is html")
    func defaultIsHTML() throws {
        #expect(try Template("{{x}}").render(["x": "<"]) == "&lt;")
    }

    @Test("text around escapes, multi-byte characters and runs without specials survive")
    func runs() throws {
        let template = try Template("{{a}}|{{b}}|{{plain}}|{{n}}")
        let output = try template.render(["a": "é<ü>ß", "b": "&&", "plain": "no specials here", "n": .number("-4.50")])
        #expect(output == "é&lt;ü&gt;ß|&amp;&amp;|no specials here|-4.50")
    }

    @Test("template text is never escaped, only values")
    func literalTextIsNotEscaped() throws {
        #expect(try Template("<p class=\"x\">{{x}}</p>").render(["x": "a'b"]) == "<p class=\"x\">a&#39;b</p>")
    }
}
