import AccountSummary
import Testing

/// Syntax errors name the template, the exact line and column, and what was expected.
@Suite("Template parse errors")
struct TemplateParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let message: String
        var testDescription: String { source.debugDescription }
    }

    @Test(
        "each syntax error has its place and wording",
        arguments: [
            Case(source: "Hello {{name", message: "t:1:7: unclosed tag (expected }})"),
            Case(source: "a\n  b {{{name}}", message: "t:2:5: unclosed tag (expected }}})"),
            Case(source: "{{=<% %>=}}\n<%name", message: "t:2:1: unclosed tag (expected %>)"),
            Case(source: "{{= <% %> }}", message: "t:1:1: unclosed tag (expected =}})"),
            Case(source: "x{{}}", message: "t:1:2: tag has no name (expected a name, e.g. {{name}})"),
            Case(source: "{{# }}{{/}}", message: "t:1:1: tag has no name (expected a name, e.g. {{#name}})"),
            Case(source: "{{>*}}", message: "t:1:1: tag has no name (expected a name, e.g. {{>*name}})"),
            Case(
                source: "{{first name}}",
                message: "t:1:1: invalid name \"first name\" (expected no spaces and no empty part between dots, e.g. \"customer.name\")"
            ),
            Case(
                source: "\n\n   {{customer..name}}",
                message: "t:3:4: invalid name \"customer..name\" (expected no spaces and no empty part between dots, e.g. \"customer.name\")"
            ),
            Case(
                source: "{{=<%=}}",
                message: "t:1:1: invalid delimiters \"<%\" (expected two delimiters without spaces or \"=\", separated by a space, e.g. {{=<% %>=}})"
            ),
            Case(source: "{{#a}}{{/b}}", message: "t:1:7: unexpected {{/b}} (expected {{/a}})"),
            Case(source: "{{#a}}\n{{=| |=}}\n|/b|", message: "t:3:1: unexpected |/b| (expected {{/a}})"),
            Case(source: "text\n {{/a}}", message: "t:2:2: unexpected {{/a}} (no section is open)"),
            Case(source: "{{#a}}\n  {{^b}}\n", message: "t:2:3: unclosed inverted section \"b\" (expected {{/b}})"),
            Case(source: "x\n{{$block}}x", message: "t:2:1: unclosed block \"block\" (expected {{/block}})"),
            Case(source: "{{<parent}}", message: "t:1:1: unclosed parent \"parent\" (expected {{/parent}})"),
            Case(source: "{{=[ ]=}}[#rows]", message: "t:1:10: unclosed section \"rows\" (expected [/rows])"),
        ]
    )
    func wording(_ test: Case) {
        #expect(throws: TemplateError.self) { try Template(test.source, name: "t") }
        do {
            _ = try Template(test.source, name: "t")
        } catch {
            #expect(error.description == test.message)
        }
    }

    @Test("the example from the style guide, at line 14, column 9")
    func unclosedSectionDeepInAFile() throws {
        let source = String(repeating: "<p>line</p>\n", count: 13) + "<ul>    {{#accounts}}<li>{{name}}</li>\n</ul>\n"
        let error = try #require(throws: TemplateError.self) {
            try Template(source, name: "statement.html.mustache")
        }
        #expect(error.description == "statement.html.mustache:14:9: unclosed section \"accounts\" (expected {{/accounts}})")
        let expectedLocation = TemplateError.Location(template: "statement.html.mustache", line: 14, column: 9)
        #expect(error == .syntax(expectedLocation, .unclosedSection("accounts", kind: .section, expected: "{{/accounts}}")))
    }

    @Test("columns count Unicode scalars, not bytes or UTF-16 units")
    func columnsCountScalars() throws {
        let error = try #require(throws: TemplateError.self) { try Template("Grüße 😀 {{#x}}", name: "t") }
        #expect(error.description.hasPrefix("t:1:9: "))
    }

    @Test("a comment or tag spanning lines moves the line count")
    func multilineTags() throws {
        let error = try #require(throws: TemplateError.self) { try Template("{{!\none\ntwo}}\n  {{/x}}", name: "t") }
        #expect(error.description.hasPrefix("t:4:3: "))
    }

    @Test("an error in a partial names the partial")
    func errorInPartial() throws {
        let error = try #require(throws: TemplateError.self) {
            try TemplateLibrary(parsing: ["row": "ok\n{{name"])
        }
        #expect(error.description == "row:2:1: unclosed tag (expected }})")
    }

    @Test("an error in what a lambda returns names the lambda's tag")
    func errorInLambdaResult() throws {
        let template = try Template("line one\n  {{broken}}", name: "t")
        let value: TemplateValue = ["broken": .lambda(.variable { "{{#oops}}" })]
        let error = try #require(throws: TemplateError.self) { try template.render(value) }
        #expect(error.description == "t:2:3 (lambda result):1:1: unclosed section \"oops\" (expected {{/oops}})")
    }
}
