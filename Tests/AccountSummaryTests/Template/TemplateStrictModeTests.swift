import AccountSummary
import Testing

/// Strict rendering turns every failed look-up into an error naming the place and the name.
@Suite("Template strict mode")
struct TemplateStrictModeTests {
    let data: TemplateValue = [
        "customer": ["name": "Jonathan", "id": nil],
        "accounts": [["name": "Savings"], ["name": "Visa"]],
        "empty": [],
    ]

    @Test("a misspelt dotted name is reported with its line and column")
    func missingVariable() throws {
        let template = try Template("Statement\n\n    {{customer.name}}\nDear {{custmer.name}},\n", name: "statement.text.mustache")
        let error = try #require(throws: TemplateError.self) { try template.render(data, strict: true) }
        #expect(error.description == "statement.text.mustache:4:6: no value named \"custmer.name\"")
        #expect(error == .missingValue(.init(template: "statement.text.mustache", line: 4, column: 6), name: "custmer.name"))
    }

    @Test("the example from the brief, at line 3, column 5")
    func briefExample() throws {
        let template = try Template("a\nb\n    {{custmer.name}}", name: "statement.text.mustache")
        let error = try #require(throws: TemplateError.self) { try template.render(data, strict: true) }
        #expect(error.description == "statement.text.mustache:3:5: no value named \"custmer.name\"")
    }

    @Test("a broken chain names the whole dotted name")
    func brokenChain() throws {
        let template = try Template("{{customer.address.city}}", name: "t")
        let error = try #require(throws: TemplateError.self) { try template.render(data, strict: true) }
        #expect(error.description == "t:1:1: no value named \"customer.address.city\"")
    }

    @Test(
        "sections, inverted sections and unescaped variables are strict too",
        arguments: [
            ("{{#missing}}x{{/missing}}", ""), ("{{^missing}}x{{/missing}}", "x"), ("{{{missing}}}", ""),
            ("{{&missing}}", ""),
        ]
    )
    func missingSectionNames(source: String, lenientOutput: String) throws {
        let template = try Template(source, name: "t")
        #expect(throws: TemplateError.missingValue(.init(template: "t", line: 1, column: 1), name: "missing")) {
            try template.render(data, strict: true)
        }
        #expect(try template.render(data) == lenientOutput)
    }

    @Test("names found in an outer context, null values and empty lists are not missing")
    func presentValues() throws {
        let template = try Template(
            "{{#accounts}}{{name}}/{{customer.name}};{{/accounts}}[{{customer.id}}]{{^empty}}none{{/empty}}", name: "t"
        )
        #expect(try template.render(data, strict: true) == "Savings/Jonathan;Visa/Jonathan;[]none")
    }

    @Test("a missing partial is an error only when strict")
    func missingPartial() throws {
        let template = try Template("a\n {{> header}}\n", name: "t")
        #expect(try template.render(data) == "a\n")
        let error = try #require(throws: TemplateError.self) { try template.render(data, strict: true) }
        #expect(error.description.hasPrefix("t:2:2: no template named \"header\""))
    }

    @Test("the same misses render as nothing when not strict")
    func lenientByDefault() throws {
        let template = try Template("[{{custmer.name}}|{{#nope}}x{{/nope}}|{{^nope}}y{{/nope}}]", name: "t")
        #expect(try template.render(data) == "[||y]")
    }

    @Test("an error in a partial names the partial's own place")
    func missingValueInPartial() throws {
        let partials = try TemplateLibrary(parsing: ["row": "<li>\n  {{nmae}}</li>"])
        let template = try Template("{{#accounts}}{{>row}}{{/accounts}}", name: "list")
        let error = try #require(throws: TemplateError.self) {
            try template.render(data, partials: partials, strict: true)
        }
        #expect(error.description == "row:2:3: no value named \"nmae\"")
    }
}
