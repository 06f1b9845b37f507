import AccountSummary
import Foundation
import Testing

/// The value model: literals, truthiness, and conversion from `JSONSerialization`.
@Suite("Template values")
struct TemplateValueTests {
    private func json(_ text: String) throws -> TemplateValue {
        TemplateValue(jsonObject: try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
    }

    private func render(_ source: String, _ value: TemplateValue) throws -> String {
        try Template(source).render(value)
    }

    @Test("JSON booleans stay booleans, and 0 and 1 stay numbers (NSNumber on Linux)")
    func booleansAndNumbers() throws {
        let value = try json(#"{"t": true, "f": false, "zero": 0, "one": 1, "onePointZero": 1.0}"#)
        #expect(try render("{{t}} {{f}} {{zero}} {{one}} {{onePointZero}}", value) == "true false 0 1 1")
        #expect(try render("{{#f}}shown{{/f}}{{^f}}hidden{{/f}}|{{#zero}}zero is truthy{{/zero}}", value) == "hidden|zero is truthy")
    }

    @Test(
        "JSON numbers render as the spec expects",
        arguments: [("85", "85"), ("1.5", "1.5"), ("1.21", "1.21"), ("-4.5", "-4.5"), ("1e3", "1000"), ("0.1", "0.1"),
                    ("12345678901234567890", "12345678901234567890"), ("1e300", "1e+300")]
    )
    func numbers(literal: String, rendered: String) throws {
        #expect(try render("{{n}}", json(#"{"n": \#(literal)}"#)) == rendered)
    }

    @Test("JSON strings, lists, objects and null convert to their cases")
    func structure() throws {
        let value = try json(#"{"s": "x", "l": [1, "a", null], "o": {"k": "v"}, "n": null}"#)
        #expect(try render("{{s}}|{{#l}}<{{.}}>{{/l}}|{{o.k}}|{{n}}", value) == "x|<1><a><>|v|")
        guard case .object(let members) = value, case .null? = members["n"], case .list(let list)? = members["l"] else {
            Issue.record("unexpected shape \(value)")
            return
        }
        #expect(list.count == 3)
    }

    @Test("literals build every case")
    func literals() throws {
        let value: TemplateValue = ["s": "text", "i": 85, "d": .number("1.5"), "b": true, "n": nil, "l": [1, "two"], "o": ["k": "v"]]
        #expect(try render("{{s}} {{i}} {{d}} {{b}} [{{n}}] {{#l}}{{.}},{{/l}} {{o.k}}", value) == "text 85 1.5 true [] 1,two, v")
        #expect(value["o"]?["k"].map { if case .string(let text) = $0 { text } else { "" } } == "v")
    }

    @Test(
        "falsey values are null, false, the empty string and the empty list",
        arguments: [
            (TemplateValue.null, false), (.bool(false), false), (.string(""), false), (.list([]), false),
            (.bool(true), true), (.string("0"), true), (.number("0"), true), (.object([:]), true),
            (.list([.null]), true), (.lambda(.section { $0 }), true),
        ] as [(TemplateValue, Bool)]
    )
    func truthiness(value: TemplateValue, truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": value]) == (truthy ? "yes" : "no"))
    }

    @Test("a variable lambda's value is a section's data: a list iterates")
    func variableLambdaInSection() throws {
        let value: TemplateValue = ["rows": .lambda(.variable { ["a", "b"] })]
        #expect(try render("{{#rows}}[{{.}}]{{/rows}}", value) == "[a][b]")
    }

    @Test("a section lambda sees the raw text and its result renders in the current context")
    func sectionLambda() throws {
        let value: TemplateValue = ["name": "Jo", "bold": .lambda(.section { "<b>" + $0 + "</b>" })]
        #expect(try Template("{{#bold}}Hi {{name}}{{/bold}}").render(value, escaping: .none) == "<b>Hi Jo</b>")
    }
}
