import AccountSummary
import Testing

/// The engine's own conformance cases, one table per module of the Mustache spec it claims.
///
/// Written here, not copied from the official spec files, so that a fresh clone with no
/// `shared/` beside it still tests every module; the official suites (``MustacheSpecTests``)
/// run as well wherever the spec is found.
@Suite("Mustache modules (own cases)")
struct TemplateConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let template: String
        var data: TemplateValue = [:]
        var partials: [String: String] = [:]
        let expected: String
        var testDescription: String { name }

        func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let output = try Template(template, name: name).render(data, partials: TemplateLibrary(parsing: partials))
            #expect(output == expected, "\(name): \(template.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    static let interpolationCases: [Case] = [
        Case(name: "text passes through", template: "Statement for November\n", expected: "Statement for November\n"),
        Case(name: "a name is replaced", template: "Dear {{customer}},", data: ["customer": "Zoë"], expected: "Dear Zoë,"),
        Case(name: "double braces escape HTML", template: "{{name}}", data: ["name": #"<b>"A&B's"</b>"#],
             expected: "&lt;b&gt;&quot;A&amp;B&#39;s&quot;&lt;/b&gt;"),
        Case(name: "triple braces do not escape", template: "{{{name}}}", data: ["name": "<b>&</b>"], expected: "<b>&</b>"),
        Case(name: "ampersand does not escape", template: "{{& name}}", data: ["name": "<i>"], expected: "<i>"),
        Case(name: "a missing name is empty", template: "[{{nothing}}]", expected: "[]"),
        Case(name: "numbers print as written", template: "{{count}} rows, {{rate}}%", data: ["count": 20, "rate": .number("1.50")],
             expected: "20 rows, 1.50%"),
        Case(name: "dotted names walk objects", template: "{{bank.branch.city}}",
             data: ["bank": ["branch": ["city": "Toronto"]]], expected: "Toronto"),
        Case(name: "a dotted name broken midway is empty", template: "[{{bank.branch.city}}]",
             data: ["bank": ["name": "X"], "branch": ["city": "wrong"]], expected: "[]"),
        Case(name: "spaces inside the tag are ignored", template: "{{  name  }}|{{{ name }}}|{{& name }}", data: ["name": "a"],
             expected: "a|a|a"),
        Case(name: "the implicit iterator is the value itself", template: "{{#items}}({{.}}){{/items}}", data: ["items": ["x", "y"]],
             expected: "(x)(y)"),
        Case(name: "null is empty, false is printed", template: "[{{a}}][{{b}}]", data: ["a": nil, "b": false], expected: "[][false]"),
    ]

    static let sectionsCases: [Case] = [
        Case(name: "true shows the body", template: "{{#on}}yes{{/on}}", data: ["on": true], expected: "yes"),
        Case(name: "false hides the body", template: "[{{#on}}yes{{/on}}]", data: ["on": false], expected: "[]"),
        Case(name: "a missing name hides the body", template: "[{{#gone}}yes{{/gone}}]", expected: "[]"),
        Case(name: "an empty list hides the body", template: "[{{#rows}}row{{/rows}}]", data: ["rows": []], expected: "[]"),
        Case(name: "an empty string hides the body", template: "[{{#s}}x{{/s}}]", data: ["s": ""], expected: "[]"),
        Case(name: "a list repeats the body per element", template: "{{#rows}}<{{id}}>{{/rows}}",
             data: ["rows": [["id": 1], ["id": 2], ["id": 3]]], expected: "<1><2><3>"),
        Case(name: "an object becomes the context", template: "{{#account}}{{name}}: {{balance}}{{/account}}",
             data: ["account": ["name": "Chequing", "balance": "$5.00"]], expected: "Chequing: $5.00"),
        Case(name: "names not in the context are found further out", template: "{{#rows}}{{id}}{{currency}} {{/rows}}",
             data: ["currency": "€", "rows": [["id": 1], ["id": 2, "currency": "$"]]], expected: "1€ 2$ "),
        Case(name: "sections nest", template: "{{#a}}{{#b}}{{#c}}deep{{/c}}{{/b}}{{/a}}",
             data: ["a": ["b": ["c": true]]], expected: "deep"),
        Case(name: "a dotted section name", template: "{{#bank.open}}open{{/bank.open}}", data: ["bank": ["open": true]],
             expected: "open"),
        Case(name: "standalone section tags leave no blank lines", template: "Rows:\n  {{#rows}}\n  - {{.}}\n  {{/rows}}\nEnd\n",
             data: ["rows": ["a", "b"]], expected: "Rows:\n  - a\n  - b\nEnd\n"),
        Case(name: "a list of lists", template: "{{#m}}[{{#.}}{{.}}{{/.}}]{{/m}}", data: ["m": [[1, 2], [3]]], expected: "[12][3]"),
    ]

    static let invertedCases: [Case] = [
        Case(name: "false shows the body", template: "{{^on}}off{{/on}}", data: ["on": false], expected: "off"),
        Case(name: "true hides the body", template: "[{{^on}}off{{/on}}]", data: ["on": true], expected: "[]"),
        Case(name: "an empty list shows the body once", template: "{{^rows}}No transactions{{/rows}}", data: ["rows": []],
             expected: "No transactions"),
        Case(name: "a non-empty list hides the body", template: "[{{^rows}}none{{/rows}}]", data: ["rows": [1]], expected: "[]"),
        Case(name: "a missing name shows the body", template: "{{^gone}}shown{{/gone}}", expected: "shown"),
        Case(name: "a section and its inverse make an if/else", template: "{{#n}}some{{/n}}{{^n}}none{{/n}}", data: ["n": []],
             expected: "none"),
        Case(name: "standalone inverted tags leave no blank lines", template: "A\n{{^x}}\nB\n{{/x}}\nC\n", expected: "A\nB\nC\n"),
    ]

    static let commentsCases: [Case] = [
        Case(name: "an inline comment vanishes", template: "12{{! a note }}34", expected: "1234"),
        Case(name: "a comment may span lines", template: "a{{! one\ntwo\n}}b", expected: "ab"),
        Case(name: "a standalone comment line vanishes whole", template: "Begin\n  {{! layout note }}\nEnd\n", expected: "Begin\nEnd\n"),
        Case(name: "a standalone multi-line comment vanishes whole", template: "Begin\n{{!\n  note\n}}\nEnd\n", expected: "Begin\nEnd\n"),
        Case(name: "a comment with text on its line keeps the line", template: "  x {{! note }}\n", expected: "  x \n"),
        Case(name: "a comment may hold {{ and ends at the first }}", template: "[{{! {{not a tag }}]", expected: "[]"),
    ]

    static let partialsCases: [Case] = [
        Case(name: "a partial is included", template: "<{{>row}}>", data: ["id": 7], partials: ["row": "row {{id}}"],
             expected: "<row 7>"),
        Case(name: "a missing partial is empty", template: "[{{>gone}}]", expected: "[]"),
        Case(name: "a partial sees the caller's context", template: "{{#account}}{{>tile}}{{/account}}",
             data: ["account": ["name": "Visa"]], partials: ["tile": "[{{name}}]"], expected: "[Visa]"),
        Case(name: "a standalone partial is indented line by line", template: "List:\n  {{>lines}}\nEnd\n",
             partials: ["lines": "one\ntwo\n"], expected: "List:\n  one\n  two\nEnd\n"),
        Case(name: "a partial may recurse over nested data", template: "{{>node}}",
             data: ["name": "a", "kids": [["name": "b", "kids": [["name": "c", "kids": []]]]]],
             partials: ["node": "{{name}}({{#kids}}{{>node}}{{/kids}})"], expected: "a(b(c()))"),
        Case(name: "spaces inside a partial tag are ignored", template: "{{>  row  }}", partials: ["row": "r"], expected: "r"),
    ]

    static let delimitersCases: [Case] = [
        Case(name: "delimiters can change", template: "{{=<% %>=}}<% name %> {{name}}", data: ["name": "x"], expected: "x {{name}}"),
        Case(name: "and change back", template: "{{=| |=}}|name| |={{ }}=|{{name}}", data: ["name": "y"], expected: "y y"),
        Case(name: "new delimiters work in sections", template: "{{=[ ]=}}[#rows][.][/rows]", data: ["rows": [1, 2]], expected: "12"),
        Case(name: "a standalone delimiter change leaves no line", template: "A\n  {{=<< >>=}}\n<<x>>\n", data: ["x": "B"],
             expected: "A\nB\n"),
        Case(name: "a partial starts with the default delimiters", template: "{{=<% %>=}}<%> p %>|{{x}}",
             data: ["x": 1], partials: ["p": "{{x}}"], expected: "1|{{x}}"),
        Case(name: "triple mustaches are kept with other delimiters", template: "{{=<% %>=}}<%{ x }%><%& x %>",
             data: ["x": "<>"], expected: "<><>"),
    ]

    static let inheritanceCases: [Case] = [
        Case(name: "a block shows its default", template: "{{$title}}Statement{{/title}}", expected: "Statement"),
        Case(name: "a parent is rendered with its defaults", template: "{{<page}}{{/page}}",
             partials: ["page": "<h1>{{$title}}Statement{{/title}}</h1>"], expected: "<h1>Statement</h1>"),
        Case(name: "a child's block replaces the parent's", template: "{{<page}}{{$title}}Overview{{/title}}{{/page}}",
             partials: ["page": "<h1>{{$title}}Statement{{/title}}</h1>"], expected: "<h1>Overview</h1>"),
        Case(name: "blocks the child does not fill keep their defaults",
             template: "{{<page}}{{$body}}rows{{/body}}{{/page}}",
             partials: ["page": "{{$title}}T{{/title}}|{{$body}}B{{/body}}"], expected: "T|rows"),
        Case(name: "text in the child outside blocks is ignored", template: "{{<page}}ignored{{$a}}A{{/a}}{{/page}}",
             partials: ["page": "[{{$a}}-{{/a}}]"], expected: "[A]"),
        Case(name: "a block uses the data where it is rendered", template: "{{<page}}{{$who}}{{name}}{{/who}}{{/page}}",
             data: ["name": "Jo"], partials: ["page": "Hello {{$who}}you{{/who}}"], expected: "Hello Jo"),
        Case(name: "a grandparent's blocks can be filled from the grandchild",
             template: "{{<middle}}{{$x}}child{{/x}}{{/middle}}",
             partials: ["middle": "{{<base}}{{$y}}middle{{/y}}{{/base}}", "base": "{{$x}}base-x{{/x}}/{{$y}}base-y{{/y}}"],
             expected: "child/middle"),
    ]

    static let dynamicNamesCases: [Case] = [
        Case(name: "a dynamic partial is chosen by the data", template: "{{>*kind}}", data: ["kind": "card"],
             partials: ["card": "a card", "bank": "a bank"], expected: "a card"),
        Case(name: "a dynamic name with dots", template: "{{>*layout.row}}", data: ["layout": ["row": "compact"]],
             partials: ["compact": "c"], expected: "c"),
        Case(name: "a dynamic name naming no partial is empty", template: "[{{>*kind}}]", data: ["kind": "none"],
             partials: ["card": "x"], expected: "[]"),
        Case(name: "each element may choose its own partial", template: "{{#sections}}{{>*partial}};{{/sections}}",
             data: ["sections": [["partial": "a"], ["partial": "b"]]], partials: ["a": "A", "b": "B"], expected: "A;B;"),
        Case(name: "a dynamic parent", template: "{{<*layout}}{{$t}}mine{{/t}}{{/*layout}}", data: ["layout": "page"],
             partials: ["page": "<{{$t}}default{{/t}}>"], expected: "<mine>"),
    ]

    @Test("interpolation", arguments: interpolationCases) func interpolation(_ test: Case) throws { try test.check() }
    @Test("sections", arguments: sectionsCases) func sections(_ test: Case) throws { try test.check() }
    @Test("inverted sections", arguments: invertedCases) func inverted(_ test: Case) throws { try test.check() }
    @Test("comments", arguments: commentsCases) func comments(_ test: Case) throws { try test.check() }
    @Test("partials", arguments: partialsCases) func partials(_ test: Case) throws { try test.check() }
    @Test("set delimiters", arguments: delimitersCases) func delimiters(_ test: Case) throws { try test.check() }
    @Test("inheritance (blocks and parents)", arguments: inheritanceCases) func inheritance(_ test: Case) throws { try test.check() }
    @Test("dynamic names", arguments: dynamicNamesCases) func dynamicNames(_ test: Case) throws { try test.check() }

    // Lambdas are Swift closures, so their cases are written out.

    @Test("a variable lambda's result is rendered as a template, then escaped")
    func variableLambda() throws {
        let data: TemplateValue = ["planet": "Mars", "greet": .lambda(.variable { "Hi {{planet}} & co" })]
        #expect(try Template("{{greet}}").render(data) == "Hi Mars &amp; co")
        #expect(try Template("{{{greet}}}").render(data) == "Hi Mars & co")
    }

    @Test("a section lambda receives the raw body text and its result is rendered")
    func sectionLambda() throws {
        let data: TemplateValue = ["name": "Jo", "bold": .lambda(.section { "<b>" + $0 + "</b>" })]
        #expect(try Template("{{#bold}}Hi {{name}}.{{/bold}}").render(data) == "<b>Hi Jo.</b>")
    }

    @Test("a lambda's template uses the delimiters in force where it is called")
    func lambdaDelimiters() throws {
        let data: TemplateValue = ["x": "X", "wrap": .lambda(.section { "(" + $0 + ")" })]
        #expect(try Template("{{=| |=}}|#wrap||x||/wrap|").render(data) == "(X)")
    }

    @Test("an inverted section over a lambda does not show its body")
    func invertedLambda() throws {
        let data: TemplateValue = ["f": .lambda(.section { _ in "called" })]
        #expect(try Template("[{{^f}}body{{/f}}]").render(data) == "[]")
    }

    @Test("a variable lambda is called once per tag")
    func lambdaCalls() throws {
        let data: TemplateValue = ["n": .lambda(.variable { 1 })]
        #expect(try Template("{{n}}+{{n}}").render(data) == "1+1")
    }
}
