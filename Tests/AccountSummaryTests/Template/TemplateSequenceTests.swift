import AccountSummary
import AccountSummaryScale
import Synchronization
import Testing

/// `TemplateSequence`: lists made on demand, element by element or field by field,
/// rendering exactly as the same list given whole would.
@Suite("Template sequences")
struct TemplateSequenceTests {
    static let template = """
        {{#rows}}{{n}}:{{#even}}even{{/even}}{{^even}}odd{{/even}} {{label}}|{{missing}}|{{title}};{{/rows}}\
        {{^rows}}none{{/rows}}
        """

    /// The same rows, as a list of objects.
    static func objects(_ count: Int) -> [TemplateValue] {
        (0..<count).map { ["n": .number(String($0)), "even": .bool($0 % 2 == 0), "label": .string("<\($0)>")] }
    }

    static func records(_ count: Int) -> TemplateSequence {
        TemplateSequence(count: count, fields: ["n", "even", "label"]) { index, field in
            switch field {
            case 0: .number(String(index))
            case 1: .bool(index % 2 == 0)
            default: .string("<\(index)>")
            }
        }
    }

    @Test("a sequence of records renders exactly as the list of the same objects", arguments: [0, 1, 7])
    func recordsMatchList(count: Int) throws {
        let template = try Template(Self.template)
        let objects = Self.objects(count)
        let expected = try template.render(["rows": .list(objects), "title": "T"])
        #expect(try template.render(["rows": .sequence(Self.records(count)), "title": "T"]) == expected)
        let elements = TemplateSequence(count: count) { objects[$0] }
        #expect(try template.render(["rows": .sequence(elements), "title": "T"]) == expected)
        if count == 7 { #expect(expected.hasPrefix("0:even &lt;0&gt;||T;1:odd &lt;1&gt;||T;")) }
    }

    @Test("records whose section is only text, their own fields and sections over them render as the same list",
          arguments: [
        "{{#rows}}<{{n}}|{{label}}|{{{label}}}|{{&label}}|{{flag}}|{{nothing}}|{{lambda}}>\n{{/rows}}",
        "{{=<% %>=}}<%#rows%>[<%n%>]<%/rows%>",
        "  {{>row}}\n",
        // Sections over a row's own fields, as a row's {{#details}}: every kind of value under
        // them (scalars, whose bodies the fast path writes; lists, objects and lambdas, which it
        // hands to the walk), inverted too, and fields and lambdas inside.
        "{{#rows}}{{#note}}<{{note}}|{{n}}|{{lambda}}>{{/note}}{{^note}}-{{/note}}{{#flag}}{{flag}}{{/flag}}"
            + "{{^flag}}odd{{/flag}}{{#nothing}}X{{/nothing}}{{^nothing}}none{{/nothing}}{{#n}}#{{n}}{{/n}}"
            + "{{#list}}[{{n}}]{{/list}}{{^list}}empty{{/list}}{{#object}}({{n}}{{label}}){{/object}}"
            + "{{#lambda}}!{{/lambda}}{{^lambda}}?{{/lambda}}{{#section}}{{n}}{{/section}}\n{{/rows}}",
        "{{#rows}}\n  {{#note}}\n  {{note}}\n  {{/note}}\n{{/rows}}",
    ])
    func flatRecords(source: String) throws {
        let lambda = TemplateLambda.variable { "{{n}}!" }
        let section = TemplateLambda.section { "<\($0)>" }
        let objects: [TemplateValue] = (0..<4).map {
            ["n": .number(String($0)), "label": .string("<b \($0)>"), "flag": .bool($0 % 2 == 0), "nothing": .null,
             "lambda": .lambda(lambda), "note": $0 == 1 ? .string("") : .string("n&\($0)"),
             "list": $0 == 2 ? .list([]) : .list([["n": .number("L")], .number("7")]),
             "object": $0 == 3 ? .object(["label": .string("own")]) : .object(["n": .number("O")]),
             "section": .lambda(section)]
        }
        let fields = ["n", "label", "flag", "nothing", "lambda", "note", "list", "object", "section"]
        let rows = TemplateSequence(count: 4, fields: fields) { index, field in objects[index][fields[field]]! }
        let partials = try TemplateLibrary(parsing: ["row": "{{#rows}}\n<{{n}}>\n{{/rows}}\n"])
        let template = try Template(source)
        let expected = try template.render(["rows": .list(objects)], partials: partials)
        #expect(try template.render(["rows": .sequence(rows)], partials: partials) == expected)
        // The fast path (flat steps) against the walk, one job and several.
        #expect(try template.render(["rows": .sequence(rows)], partials: partials, work: Serial()) == expected)
        #expect(try template.render(["rows": .sequence(rows)], partials: partials, jobs: 2) == expected)
        #expect(!expected.isEmpty)
        if source.hasPrefix("{{#rows}}<") { #expect(expected.hasPrefix("<0|&lt;b 0&gt;|<b 0>|<b 0>|true||0!>\n<1|")) }
        if source.hasPrefix("{{#rows}}{{#note}}") {
            #expect(expected.hasPrefix("<n&amp;0|0|0!>truenone#0[L][0](O&lt;b 0&gt;)!<0>\n-oddnone#1[L][1](O&lt;b 1&gt;)!<1>\n"))
        }
    }

    @Test("a name a record lacks is looked up in the contexts around it")
    func outerNames() throws {
        let rows = TemplateSequence(count: 2, fields: ["n"]) { index, _ in .number(String(index)) }
        let result = try Template("{{#rows}}{{n}}{{label}}{{/rows}}").render(["rows": .sequence(rows), "label": "!"])
        #expect(result == "0!1!")
    }

    @Test("{{.}} and dotted names see a record as the object it stands for")
    func wholeRecord() throws {
        let rows = TemplateSequence(count: 2, fields: ["item"]) { index, _ in ["name": .string("r\(index)")] }
        #expect(try Template("{{#rows}}{{item.name}}{{#.}}[{{item.name}}]{{/.}}{{/rows}}").render(["rows": .sequence(rows)])
            == "r0[r0]r1[r1]")
        let element = TemplateSequence(count: 1, fields: ["a", "b"]) { _, field in .number(String(field)) }.element(0)
        #expect(element["a"].map { "\($0)" } == "\(TemplateValue.number("0"))")
        #expect(element["b"].map { "\($0)" } == "\(TemplateValue.number("1"))")
    }

    @Test("a field is made only when a tag looks it up")
    func fieldsOnDemand() throws {
        let made = Mutex<[Int]>([])
        let rows = TemplateSequence(count: 3, fields: ["cheap", "dear"]) { index, field in
            made.withLock { $0.append(field) }
            return .number(String(index))
        }
        #expect(try Template("{{#rows}}{{cheap}}{{/rows}}").render(["rows": .sequence(rows)]) == "012")
        #expect(made.withLock { $0 } == [0, 0, 0])
    }

    // MARK: Several jobs

    /// Rows of about 100 bytes, so that a long list is cut into several chunks.
    static func wideRows(_ count: Int) -> TemplateSequence {
        TemplateSequence(count: count, fields: ["n", "text"]) { index, field in
            field == 0 ? .number(String(index)) : .string(String(repeating: "<\(index % 7)>", count: 20))
        }
    }

    @Test("the fast path, with one job or several, renders exactly what the spec-level engine does", arguments: [
        ("sequence of records", TemplateValue.object(["rows": .sequence(wideRows(20_000))]),
         "{{#rows}}{{n}} {{text}}\n{{/rows}}"),
        ("list", .object(["rows": .list((0..<20_000).map { ["n": .number(String($0)), "text": .string(String(repeating: "x", count: 90))] })]),
         "{{#rows}}{{n}} {{text}}\n{{/rows}}"),
        ("pages of rows", .object(["pages": .list((0..<1_000).map { page in
            ["number": .number(String(page)), "rows": .sequence(wideRows(20))]
        })]), "{{#pages}}page {{number}}\n{{#rows}}  {{n}} {{text}}\n{{/rows}}{{/pages}}"),
        ("a few huge elements", .object(["pages": .list((0..<3).map { _ in ["rows": .sequence(wideRows(8_000))] })]),
         "{{#pages}}[{{#rows}}{{n}}{{text}}{{/rows}}]{{/pages}}"),
    ])
    func twoJobs(name: String, data: TemplateValue, source: String) throws {
        let template = try Template(source)
        let one = try template.render(data, jobs: 1)
        #expect(try template.render(data) == one)
        #expect(try template.render(data, jobs: 2) == one)
        #expect(try template.render(data, jobs: 7) == one)
        #expect(one.utf8.count > 1_000_000)
    }

    @Test("with two jobs, the error thrown is the first in element order")
    func twoJobsFirstError() throws {
        let rows = TemplateSequence(count: 30_000, fields: ["n", "text"]) { index, field in
            if field == 1, index == 12_000 || index == 25_000 { return .null }
            return field == 0 ? .number(String(index)) : .string(String(repeating: "y", count: 100))
        }
        let template = try Template("{{#rows}}{{n}} {{#text}}{{.}}{{/text}}{{^text}}{{missing}}{{/text}}\n{{/rows}}")
        let context: TemplateValue = ["rows": .sequence(rows)]
        #expect(throws: TemplateError.missingValue(.init(template: "template", line: 1, column: 48), name: "missing")) {
            try template.render(context, strict: true, jobs: 1)
        }
        #expect(throws: TemplateError.missingValue(.init(template: "template", line: 1, column: 48), name: "missing")) {
            try template.render(context, strict: true, jobs: 2)
        }
        // Which element failed shows in what was written before the error: rows up to 11,999 only.
        var text = ""
        #expect(throws: TemplateError.self) { try template.render(context, strict: true, jobs: 2, to: &text) }
        #expect(!text.contains("\n12000 "))
        #expect(text.hasPrefix("0 yyy"))
    }
}
