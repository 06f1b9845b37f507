/// The data a template renders: a typed tree of the values JSON can hold, plus lambdas.
///
/// Numbers keep their literal text, so `85` renders as `85` and `1.50` as `1.50`,
/// never through a binary floating-point value. Literals build values directly:
///
/// ```swift
/// let value: TemplateValue = ["customer": ["name": "Jonathan"], "count": 3]
/// try Template("{{customer.name}} has {{count}}").render(value)
/// // "Jonathan has 3"
/// ```
public enum TemplateValue: Sendable {
    /// No value (JSON `null`): falsey, renders as nothing.
    case null
    /// A boolean: `false` is falsey; renders as `true` or `false`.
    case bool(Bool)
    /// A number, kept as its literal text (`"85"`, `"-4.50"`, `"1e3"`): always truthy.
    case number(String)
    /// Text: the empty string is falsey.
    case string(String)
    /// A list: a section renders once per element; the empty list is falsey.
    case list([TemplateValue])
    /// A list made element by element as the section reaches it, so a million rows
    /// never exist at once; behaves exactly like ``list(_:)``.
    case sequence(TemplateSequence)
    /// An object with string keys: a section pushes it onto the context stack.
    case object([String: TemplateValue])
    /// Code called while rendering; see ``TemplateLambda``.
    case lambda(TemplateLambda)
}

extension TemplateValue {
    /// Whether a section renders for this value (and an inverted section does not).
    ///
    /// `null`, `false`, the empty string and the empty list are falsey; everything
    /// else, numbers (even zero) and lambdas included, is truthy.
    ///
    /// ```swift
    /// TemplateValue.list([]).isTruthy  // false
    /// TemplateValue.number("0").isTruthy  // true
    /// ```
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number: true
        case .string(let text): !text.isEmpty
        case .list(let elements): !elements.isEmpty
        case .sequence(let sequence): sequence.count > 0
        case .object, .lambda: true
        }
    }

    /// The value at `key` when this is an object, else `nil`.
    ///
    /// ```swift
    /// let value: TemplateValue = ["name": "Jonathan"]
    /// value["name"]  // .string("Jonathan")
    /// ```
    public subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }
}
