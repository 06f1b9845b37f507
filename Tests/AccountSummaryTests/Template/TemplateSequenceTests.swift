import AccountSummary
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
}
