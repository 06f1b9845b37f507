/// A list whose elements are made on demand, one at a time, as a section renders them.
///
/// For long lists (a statement's transactions): memory stays that of one element.
///
/// ```swift
/// let rows = TemplateSequence(count: 3) { index in ["n": .number(String(index))] }
/// try Template("{{#rows}}{{n}} {{/rows}}").render(["rows": .sequence(rows)])  // "0 1 2 "
/// ```
///
/// When every element is an object with the same names, a sequence of records goes
/// further: no element is built at all, and each field is made only when a tag looks it up.
///
/// ```swift
/// let rows = TemplateSequence(count: 2, fields: ["n", "square"]) { index, field in
///     .number(String(field == 0 ? index : index * index))
/// }
/// try Template("{{#rows}}{{n}}²={{square}} {{/rows}}").render(["rows": .sequence(rows)])  // "0²=0 1²=1 "
/// ```
public struct TemplateSequence: Sendable {
    /// How many elements there are.
    public let count: Int
    let source: Source

    /// Where elements come from.
    enum Source: Sendable {
        /// Whole values, one per element.
        case elements(@Sendable (Int) -> TemplateValue)
        /// Objects with the same names, made field by field.
        case records(Records)
    }

    /// The elements of a sequence of records: their names, and how one field of one element is made.
    ///
    /// A class, so that pushing a record on the context stack retains one reference.
    final class Records: Sendable {
        let fields: [String]
        let value: @Sendable (_ index: Int, _ field: Int) -> TemplateValue

        init(fields: [String], value: @escaping @Sendable (_ index: Int, _ field: Int) -> TemplateValue) {
            self.fields = fields
            self.value = value
        }

        /// The position of `name` among the fields (a few names: a linear search beats hashing).
        func field(named name: String) -> Int? {
            var field = 0
            while field < fields.count {
                if fields[field] == name { return field }
                field += 1
            }
            return nil
        }

        /// Element `index` as an object holding every field.
        func object(at index: Int) -> TemplateValue {
            var members: [String: TemplateValue] = [:]
            for field in fields.indices { members[fields[field]] = value(index, field) }
            return .object(members)
        }
    }

    /// A sequence whose element `index` (0..<count) is made by `element`.
    public init(count: Int, element: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.source = .elements(element)
    }

    /// A sequence of objects that all have the names `fields`; `value(index, field)` makes
    /// field `fields[field]` of element `index` when a tag looks it up (and again each
    /// time it does).
    public init(count: Int, fields: [String], value: @escaping @Sendable (_ index: Int, _ field: Int) -> TemplateValue) {
        self.count = count
        self.source = .records(Records(fields: fields, value: value))
    }

    /// Element `index` (0..<count) as a whole value; a record is made with all its fields.
    public func element(_ index: Int) -> TemplateValue {
        switch source {
        case .elements(let element): element(index)
        case .records(let records): records.object(at: index)
        }
    }
}
