extension Template.Renderer {
    /// One step of a section body made only of text and the record's own fields, planned
    /// once per section so that each record is written without looking names up.
    ///
    /// ```swift
    /// // {{#rows}}<td>{{date}}</td>{{/rows}} over records with fields ["date", …]:
    /// // [.text("<td>"), .field(0, escaped: true, node: 1), .text("</td>")]
    /// ```
    enum FlatStep {
        case text(String)
        case lineStart
        /// Field `slot` of the record; `node` is the variable's place among the section's nodes.
        case field(Int, escaped: Bool, node: Int)

        /// The steps of `nodes` over `records`, or nil when a node is anything else (a
        /// section, a partial, a dotted name, a name the records lack).
        ///
        /// Texts are copied, so that threads rendering the same section at once do not
        /// share (and contend for) the reference counts of the template's strings.
        static func plan(_ nodes: [Template.Node], over records: TemplateSequence.Records) -> [FlatStep]? {
            var steps: [FlatStep] = []
            steps.reserveCapacity(nodes.count)
            for (index, node) in nodes.enumerated() {
                switch node {
                case .text(let text):
                    steps.append(.text(String(unsharing: text)))
                case .lineStart:
                    steps.append(.lineStart)
                case .variable(let variable):
                    guard variable.name.components.count == 1, let slot = records.field(named: variable.name.components[0]) else {
                        return nil
                    }
                    steps.append(.field(slot, escaped: variable.isEscaped, node: index))
                case .section, .partial, .parent, .block:
                    return nil
                }
            }
            return steps
        }
    }
}
