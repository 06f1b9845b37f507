import AccountSummary
import Testing

/// Rendering beyond the spec: streaming, reuse, inheritance layouts and limits.
@Suite("Template rendering")
struct TemplateRenderingTests {
    /// A stream that keeps what it is given in pieces, like a buffered file writer.
    struct ChunkRecorder: TextOutputStream {
        var chunks: [String] = []
        mutating func write(_ string: String) { chunks.append(string) }
    }

    @Test("rendering streams small pieces instead of building the whole text")
    func streams() throws {
        let rows = TemplateValue.list((1...2_000).map { ["id": .number(String($0)), "name": "row <\($0)>"] })
        let template = try Template("<table>\n{{#rows}}  <tr><td>{{id}}</td><td>{{name}}</td></tr>\n{{/rows}}</table>\n")
        var recorder = ChunkRecorder()
        try template.render(["rows": rows], to: &recorder)
        let joined = recorder.chunks.joined()
        #expect(joined == (try template.render(["rows": rows])))
        #expect(joined.hasSuffix("<td>2000</td><td>row &lt;2000&gt;</td></tr>\n</table>\n"))
        #expect(recorder.chunks.map(\.utf8.count).max() ?? 0 < 40)
    }

    @Test("a parsed template renders many times with different data")
    func parseOnceRenderMany() throws {
        let template = try Template("Hello, {{name}}!")
        for name in ["Ada", "Grace", "Jonathan"] {
            #expect(try template.render(["name": .string(name)]) == "Hello, \(name)!")
        }
    }

    @Test("a parent reindents the blocks passed to it (the example of spec PR 131)")
    func layoutReindentation() throws {
        let partials = try TemplateLibrary(parsing: ["parent": "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}"])
        let template = try Template("{{<parent}}\n        {{$block}}\n        Hello\n        {{/block}}\n{{/parent}}")
        #expect(try template.render(partials: partials) == "I say,\n  Hello\n")
    }

    @Test("a page layout: blocks filled from the page, defaults kept, the page's data used")
    func pageLayout() throws {
        let partials = try TemplateLibrary(parsing: [
            "layout": "<html>\n  <head><title>{{$title}}Bank{{/title}}</title></head>\n  <body>\n    {{$body}}\n    {{/body}}\n  </body>\n</html>\n",
        ])
        let page = try Template(
            "{{<layout}}\n{{$body}}\n<h1>{{customer.name}}</h1>\n<p>{{#accounts}}{{name}} {{/accounts}}</p>\n{{/body}}\n{{/layout}}\n"
        )
        let output = try page.render(
            ["customer": ["name": "Jonathan"], "accounts": [["name": "Savings"], ["name": "Visa"]]], partials: partials
        )
        #expect(output == """
            <html>
              <head><title>Bank</title></head>
              <body>
                <h1>Jonathan</h1>
                <p>Savings Visa </p>
              </body>
            </html>

            """)
    }

    @Test("standalone partials indent every line they render, nested ones add up")
    func nestedPartialIndentation() throws {
        let partials = try TemplateLibrary(parsing: [
            "list": "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
            "item": "<li>\n  {{name}}\n</li>\n",
        ])
        let template = try Template("<div>\n  {{>list}}\n</div>\n")
        let output = try template.render(["items": [["name": "a"], ["name": "b"]]], partials: partials)
        #expect(output == "<div>\n  <ul>\n    <li>\n      a\n    </li>\n    <li>\n      b\n    </li>\n  </ul>\n</div>\n")
    }

    @Test("dynamic partials pick the template per item")
    func dynamicPartials() throws {
        let partials = try TemplateLibrary(parsing: ["text": "T:{{content}}", "image": "I:{{url}}"])
        let items: TemplateValue = [
            ["kind": "text", "content": "hi"], ["kind": "image", "url": "a.png"], ["kind": "video"],
        ]
        let output = try Template("{{#items}}{{>*kind}};{{/items}}").render(["items": items], partials: partials)
        #expect(output == "T:hi;I:a.png;;")
    }

    @Test("a partial that includes itself forever stops with an error, not a crash")
    func endlessRecursion() throws {
        let partials = try TemplateLibrary(parsing: ["loop": "x{{>loop}}"])
        let error = try #require(throws: TemplateError.self) {
            try Template("{{>loop}}", name: "page").render(partials: partials)
        }
        #expect(error == .nestingTooDeep(.init(template: "loop", line: 1, column: 2), limit: 100))
        #expect(error.description.hasPrefix("loop:1:2: templates nested more than 100 deep"))
    }

    @Test("a recursive partial over finite data renders every level")
    func finiteRecursion() throws {
        let partials = try TemplateLibrary(parsing: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        // Leaves need their own empty list: a missing "children" would be found in the parent's context.
        let tree: TemplateValue = [
            "name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d", "children": []]],
        ]
        #expect(try Template("{{>node}}").render(tree, partials: partials) == "a(b(c())d())")
    }

    @Test("a large list renders in one pass")
    func largeList() throws {
        let rows = TemplateValue.list((0..<50_000).map { .object(["i": .number(String($0)), "a": ["b": "x"]]) })
        var recorder = ChunkRecorder()
        try Template("{{#rows}}{{i}}{{a.b}}\n{{/rows}}").render(["rows": rows], to: &recorder)
        #expect(recorder.chunks.count == 150_000)
        #expect(recorder.chunks.suffix(3) == ["49999", "x", "\n"])
    }

    @Test("a parent can be named by the data, like a dynamic partial")
    func dynamicParent() throws {
        let partials = try TemplateLibrary(parsing: ["wide": "[{{$b}}wide{{/b}}]", "narrow": "({{$b}}narrow{{/b}})"])
        let template = try Template("{{<*layout}}{{$b}}{{name}}{{/b}}{{/*layout}}")
        #expect(try template.render(["layout": "wide", "name": "x"], partials: partials) == "[x]")
        #expect(try template.render(["layout": "narrow", "name": "y"], partials: partials) == "(y)")
        #expect(try template.render(["layout": "none"], partials: partials) == "")
    }
}
