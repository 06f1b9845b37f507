// Reading the tape: what JSONValue and its collections build on.

extension JSONDocument {
    /// Whether a string node's value equals `text`: bytes compared in place when the node has
    /// no escapes.
    @inline(__always)
    func stringNode(_ node: JSONNode, equals text: String) -> Bool {
        if node.tag == .string && node.payload != text.utf8.count { return false }
        return JSONBytes.reading(storage.bytes) { bytes in
            node.tag == .string
                ? bytes.bytes(node.contentRange, equal: text.utf8)
                : JSONUnescaper.decoded(bytes, node.contentRange).elementsEqual(text.utf8)
        }
    }

    /// Which of `keys` the key node at `index` is, or nil.
    @inline(__always)
    func knownKey<Key>(at index: Int, in keys: JSONKeys<Key>) -> Key? {
        let node = storage[index]
        return JSONBytes.reading(storage.bytes) { bytes in
            node.tag == .string
                ? keys.key(node.contentRange, in: bytes)
                : keys.key(decoded: JSONUnescaper.decoded(bytes, node.contentRange))
        }
    }

    /// The tape index of the value of member `key` in the object at `object`, or nil.
    func member(of object: Int, key: String) -> Int? {
        let end = storage[object].payload
        var index = object + 2
        while index < end {
            if stringNode(storage[index], equals: key) { return index + 1 }
            index = storage.next(after: index + 1)
        }
        return nil
    }

    /// The value of the string node at `index`, escapes decoded, or nil for another kind.
    @inline(__always)
    func string(at index: Int) -> String? {
        let node = storage[index]
        guard node.tag.isString else { return nil }
        return JSONBytes.reading(storage.bytes) { bytes in
            JSONUnescaper.string(from: bytes, node.contentRange, escaped: node.tag == .escapedString)
        }
    }

    /// The literal text of the number node at `index`, or nil for another kind.
    @inline(__always)
    func numberText(at index: Int) -> String? {
        let node = storage[index]
        guard node.tag == .number else { return nil }
        return JSONBytes.reading(storage.bytes) { $0.string(node.contentRange) }
    }

    /// The decoded key of the key node at `index`.
    func key(at index: Int) -> String {
        let node = storage[index]
        return JSONBytes.reading(storage.bytes) { bytes in
            JSONUnescaper.string(from: bytes, node.contentRange, escaped: node.tag == .escapedString)
        }
    }

    /// The path of the node at `index`, found by walking down from the root; a key node's path
    /// is its member's.
    func path(of index: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var container = 0
        while container != index && storage[container].tag.isContainer {
            let isObject = storage[container].tag == .object
            let end = storage[container].payload
            var child = container + 2
            var offset = 0
            var found = false
            while child < end {
                let value = isObject ? child + 1 : child
                let next = storage.next(after: value)
                if index >= child && index < next {
                    components.append(isObject ? .key(key(at: child)) : .index(offset))
                    if index == child && isObject { return JSONPath(components) }
                    container = value
                    found = true
                    break
                }
                child = next
                offset += 1
            }
            guard found else { break }
        }
        return JSONPath(components)
    }
}
