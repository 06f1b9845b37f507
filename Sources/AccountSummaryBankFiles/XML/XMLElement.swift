/// One element read whole: its local name, attributes, text and child elements.
///
/// Readers of bank files read a document element by element with ``XMLReader`` and take the
/// small parts they map (a balance, an entry) as trees, so the mapping reads like the standard.
///
/// ```swift
/// let amount = entry.child("Amt")
/// amount?.text                  // "42.10"
/// amount?.attribute("Ccy")      // "EUR"
/// entry.value("BookgDt", "Dt")  // "2026-11-03"
/// ```
package struct XMLElement: Sendable, Hashable {
    /// The local name (without a namespace prefix).
    package var name: String
    /// The attributes, local names and decoded values, in document order.
    package var attributes: [(name: String, value: String)]
    /// The element's own text (entities decoded, CDATA included), children's text excluded.
    package var text: String
    /// The child elements in document order.
    package var children: [XMLElement]
    /// The byte offset of the start tag's `<` in the (UTF-8) document, for error places.
    package var offset: Int

    /// An element from its parts.
    package init(name: String, attributes: [(name: String, value: String)] = [], text: String = "",
                 children: [XMLElement] = [], offset: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
        self.offset = offset
    }

    /// The first child with this local name.
    package func child(_ name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Every child with this local name.
    package func children(_ name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The descendant at this path of local names, each step the first child of that name.
    package func descendant(_ path: String...) -> XMLElement? {
        descendant(path)
    }

    /// The descendant at this path of local names, each step the first child of that name.
    package func descendant(_ path: [String]) -> XMLElement? {
        var element = self
        for name in path {
            guard let next = element.child(name) else { return nil }
            element = next
        }
        return element
    }

    /// The trimmed text of the descendant at this path, nil when it is missing or empty.
    package func value(_ path: String...) -> String? {
        XMLElement.trimmed(descendant(path))
    }

    /// ``value(_:)`` for a child: the common case, without an array for the path.
    package func value(_ name: String) -> String? {
        XMLElement.trimmed(child(name))
    }

    /// ``value(_:)`` for a grandchild.
    package func value(_ first: String, _ second: String) -> String? {
        XMLElement.trimmed(child(first)?.child(second))
    }

    /// ``value(_:)`` three levels down.
    package func value(_ first: String, _ second: String, _ third: String) -> String? {
        XMLElement.trimmed(child(first)?.child(second)?.child(third))
    }

    private static func trimmed(_ element: XMLElement?) -> String? {
        guard let text = element?.text.trimmingXMLSpace, !text.isEmpty else { return nil }
        return text
    }

    /// The value of the attribute with this local name.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    package static func == (left: XMLElement, right: XMLElement) -> Bool {
        left.name == right.name && left.text == right.text && left.children == right.children && left.offset == right.offset
            && left.attributes.map(\.name) == right.attributes.map(\.name) && left.attributes.map(\.value) == right.attributes.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(text)
        hasher.combine(children)
        hasher.combine(offset)
    }
}

extension String {
    /// The text without XML white space (space, tab, CR, LF) at either end.
    package var trimmingXMLSpace: String {
        // Most values have nothing to trim: no new string then.
        guard let head = utf8.first, let tail = utf8.last else { return self }
        let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if !space(head), !space(tail) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}
