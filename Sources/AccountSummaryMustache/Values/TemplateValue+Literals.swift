extension TemplateValue: ExpressibleByNilLiteral {
    /// `nil` is ``null``.
    ///
    /// ```swift
    /// let value: TemplateValue = nil  // .null
    /// ```
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A boolean literal is ``bool(_:)``.
    ///
    /// ```swift
    /// let value: TemplateValue = true  // .bool(true)
    /// ```
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// An integer literal is a ``number(_:)`` with its decimal text.
    ///
    /// ```swift
    /// let value: TemplateValue = 85  // .number("85")
    /// ```
    public init(integerLiteral value: Int) {
        self = .number(String(value))
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A string literal is ``string(_:)``.
    ///
    /// ```swift
    /// let value: TemplateValue = "Jonathan"  // .string("Jonathan")
    /// ```
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// An array literal is ``list(_:)``.
    ///
    /// ```swift
    /// let value: TemplateValue = ["a", 1]  // .list([.string("a"), .number("1")])
    /// ```
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal is ``object(_:)``; a repeated key keeps its last value.
    ///
    /// ```swift
    /// let value: TemplateValue = ["name": "Jo"]  // .object(["name": .string("Jo")])
    /// ```
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
