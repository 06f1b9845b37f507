import AccountSummary
import AccountSummaryScale

extension FuzzTarget {
    /// A template parses or fails with an error naming its place; one that parses renders the
    /// same text (or the same error) through the spec renderer with plain lists and through
    /// the fast path with record sequences, with one job and two.
    ///
    /// The data is fixed (only the template is fuzzed) and shaped so that work stays linear in
    /// the template's length: every element of a list hides every list name behind `false`,
    /// so a section nested in itself renders once rather than 20^depth times, and no partial
    /// includes another without end. (Nested sections over the same list are exponential by
    /// the Mustache spec; that is the template author's choice, not a parser's bug.)
    static func checkTemplate(_ bytes: [UInt8]) throws(FuzzFailure) {
        let source = String(decoding: bytes, as: UTF8.self)
        let template: Template
        do {
            template = try Template(source, name: "fuzz.mustache")
        } catch {
            guard error.description.hasPrefix("fuzz.mustache:") else {
                throw FuzzTarget.template.failure("a parse error that does not name its place: \(error)")
            }
            return
        }
        let escaping: TemplateEscaping = bytes.count % 2 == 0 ? .html : .none
        let strict = bytes.count % 4 >= 2
        let spec = Result { () throws(TemplateError) in
            try template.render(TemplateData.root(sequences: false), partials: TemplateData.partials, escaping: escaping, strict: strict)
        }
        for jobs in [1, 2] {
            let fast = Result { () throws(TemplateError) in
                try template.render(TemplateData.root(sequences: true), partials: TemplateData.partials, escaping: escaping,
                                    strict: strict, jobs: jobs)
            }
            switch (spec, fast) {
            case (.success(let a), .success(let b)) where a == b: break
            case (.failure(let a), .failure(let b)) where a == b: break
            default:
                throw FuzzTarget.template.failure("""
                    the fast path (jobs \(jobs), \(escaping == .html ? "html" : "none"), strict \(strict)) differs from the spec renderer:
                      spec: \(spec)
                      fast: \(fast)
                    """)
            }
        }
    }
}

/// The data and partials the template target renders with.
private enum TemplateData {
    /// Names of the lists; every list element sets them all to `false`.
    static let listNames = ["rows", "cells"]

    static let partials: TemplateLibrary = {
        // Fixed, non-recursive partials: a library error here is a broken build, not a finding.
        try! TemplateLibrary(parsing: [
            "row": "{{id}}: {{name}}\n",
            "nested": "  {{>row}}",
            "parent": "<{{$title}}default title{{/title}}>{{$body}}{{name}}{{/body}}</>",
            "grand": "{{<parent}}{{$title}}grand {{name}}{{/title}}{{/parent}}",
        ])
    }()

    /// The fields of a row, in order.
    static let rowFields = ["id", "name", "amount", "flag", "cells"] + listNames.filter { $0 != "cells" }

    static func rowField(_ index: Int, _ field: Int) -> TemplateValue {
        switch rowFields[field] {
        case "id": .number(String(index))
        case "name": .string(index % 3 == 0 ? "<R&D \"\(index)\">" : "row \(index)")
        case "amount": .number(index % 2 == 0 ? "-4.50" : "1e3")
        case "flag": .bool(index % 2 == 0)
        case "cells": index % 5 == 0 ? .list([]) : .list([cell(index, 0), cell(index, 1)])
        default: .bool(false)
        }
    }

    static func cell(_ row: Int, _ column: Int) -> TemplateValue {
        var members: [String: TemplateValue] = ["id": .number("\(row).\(column)"), "name": .string("cell '\(column)'")]
        for name in listNames { members[name] = .bool(false) }
        return .object(members)
    }

    static let rowCount = 20

    static func root(sequences: Bool) -> TemplateValue {
        let rows: TemplateValue = sequences
            ? .sequence(TemplateSequence(count: rowCount, fields: rowFields) { index, field in rowField(index, field) })
            : .list((0..<rowCount).map { index in
                .object(Dictionary(uniqueKeysWithValues: rowFields.indices.map { (rowFields[$0], rowField(index, $0)) }))
            })
        return [
            "name": "Jo <b>&\"'",
            "empty": "",
            "zero": .number("0"),
            "yes": true,
            "no": false,
            "nothing": nil,
            "tags": "{{name}}",
            "partialName": "row",
            "person": ["name": "Ann", "address": ["city": "Québec"]],
            "rows": rows,
            "cells": .list([]),
            "wrap": .lambda(.section { "<" + $0 + ">" }),
            "upper": .lambda(.section { $0.uppercased() }),
            "lazy": .lambda(.variable { "{{name}}" }),
        ]
    }
}
