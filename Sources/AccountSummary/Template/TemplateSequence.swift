/// A list whose elements are made on demand, one at a time, as a section renders them.
///
/// For long lists (a statement's transactions): memory stays that of one element.
///
/// ```swift
/// let rows = TemplateSequence(count: 3) { index in ["n": .number(String(index))] }
/// try Template("{{#rows}}{{n}} {{/rows}}").render(["rows": .sequence(rows)])  // "0 1 2 "
/// ```
public struct TemplateSequence: Sendable {
    /// How many elements there are.
    public let count: Int
    /// Makes element `index` (0..<count).
    public let element: @Sendable (Int) -> TemplateValue

    public init(count: Int, element: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.element = element
    }
}
