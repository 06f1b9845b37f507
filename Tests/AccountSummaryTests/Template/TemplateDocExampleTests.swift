import AccountSummary
import Foundation
import Testing

/// The examples in the public API's documentation, checked so they stay true.
@Suite("Template documentation examples")
struct TemplateDocExampleTests {
    @Test("Template and render")
    func template() throws {
        let template = try Template("Hello, {{customer.name}}!", name: "greeting.mustache")
        #expect(try template.render(["customer": ["name": "Jonathan"]]) == "Hello, Jonathan!")
        #expect(try Template("{{greeting}}, {{name}}!").render(["greeting": "Hello", "name": "<Jo>"]) == "Hello, &lt;Jo&gt;!")
        var output = ""
        try Template("{{#rows}}{{.}};{{/rows}}").render(["rows": [1, 2, 3]], to: &output)
        #expect(output == "1;2;3;")
    }

    @Test("TemplateValue")
    func value() throws {
        let value: TemplateValue = ["customer": ["name": "Jonathan"], "count": 3]
        #expect(try Template("{{customer.name}} has {{count}}").render(value) == "Jonathan has 3")
        #expect(!TemplateValue.list([]).isTruthy)
        #expect(TemplateValue.number("0").isTruthy)
        let object = try JSONSerialization.jsonObject(with: Data(#"{"n":1.5,"ok":true}"#.utf8))
        guard case .object(let members) = TemplateValue(jsonObject: object),
            case .number("1.5")? = members["n"], case .bool(true)? = members["ok"]
        else {
            Issue.record("unexpected conversion of \(object)")
            return
        }
    }

    @Test("TemplateLambda")
    func lambda() throws {
        let value: TemplateValue = [
            "name": "Jo",
            "bold": .lambda(.section { text in "<b>" + text + "</b>" }),
            "year": .lambda(.variable { 2026 }),
        ]
        let output = try Template("{{#bold}}Hi {{name}}{{/bold}} {{year}}").render(value, escaping: .none)
        #expect(output == "<b>Hi Jo</b> 2026")
    }

    @Test("TemplateEscaping")
    func escaping() throws {
        #expect(try Template("{{x}}").render(["x": "<a & 'b'>"], escaping: .html) == "&lt;a &amp; &#39;b&#39;&gt;")
        #expect(try Template("{{x}}").render(["x": "<a & 'b'>"], escaping: .none) == "<a & 'b'>")
    }

    @Test("TemplateLibrary")
    func library() throws {
        let partials = try TemplateLibrary(parsing: ["row": "<li>{{name}}</li>"])
        let output = try Template("<ul>{{#accounts}}{{>row}}{{/accounts}}</ul>")
            .render(["accounts": [["name": "Savings"]]], partials: partials)
        #expect(output == "<ul><li>Savings</li></ul>")
        #expect(TemplateLibrary(["row": try Template("{{name}}")]).names == ["row"])
        #expect(try TemplateLibrary(parsing: ["b": "", "a": ""]).names == ["a", "b"])
    }

    @Test("TemplateError")
    func error() throws {
        let error = try #require(throws: TemplateError.self) { try Template("{{#accounts}}", name: "statement.html.mustache") }
        #expect(error.description == "statement.html.mustache:1:1: unclosed section \"accounts\" (expected {{/accounts}})")
        let location = TemplateError.Location(template: "statement.html.mustache", line: 14, column: 9)
        #expect(location.description == "statement.html.mustache:14:9")
        let location3 = TemplateError.Location(template: "statement.html.mustache", line: 3, column: 5)
        #expect(TemplateError.syntax(location3, .unclosedTag(expected: "}}")).description == "statement.html.mustache:3:5: unclosed tag (expected }})")
    }
}
