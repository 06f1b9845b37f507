extension TemplateValue {
    /// A template value from our exact JSON reader: numbers keep their literal text.
    ///
    /// ```swift
    /// try TemplateValue(json: JSONDocument(parsing: #"{"total": 12.50}"#).root)["total"]  // .number("12.50")
    /// ```
    package init(json value: JSONValue) {
        switch value.kind {
        case .object:
            var members: [String: TemplateValue] = [:]
            for member in value.members { members[member.key] = TemplateValue(json: member.value) }
            self = .object(members)
        case .array: self = .list(value.elements.map { TemplateValue(json: $0) })
        case .string: self = .string(value.string ?? "")
        case .number: self = .number(value.numberText ?? "0")
        case .bool: self = .bool(value.bool ?? false)
        case .null: self = .null
        }
    }
}
