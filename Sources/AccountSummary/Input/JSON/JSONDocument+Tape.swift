// Reading the tape: what JSONValue and its collections build on.

extension JSONDocument {
    /// The raw bytes between a string node's quotes.
    @inline(__always)
    func content(of node: JSONNode, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[node.contentRange])
    }

    /// Whether a string node's value equals `text`: bytes compared directly when the node has
    /// no escapes.
    @inline(__always)
    func stringNode(_ node: JSONNode, equals text: String) -> Bool {
        if let equal = text.utf8.withContiguousStorageIfAvailable({ stringNode(node, equals: $0) }) { return equal }
        var text = text
        return text.withUTF8 { stringNode(node, equals: $0) }
    }

    /// Whether a string node's value equals the UTF-8 bytes `text`.
    @inline(__always)
    func stringNode(_ node: JSONNode, equals text: UnsafeBufferPointer<UInt8>) -> Bool {
        if node.tag == .string && node.payload != text.count { return false }
        return storage.bytes.withUnsafeBufferPointer { bytes in
            let content = content(of: node, in: bytes)
            if node.tag == .string {
                return text.isEmpty || memoryEqual(content.baseAddress!, text.baseAddress!, text.count)
            }
            return JSONUnescaper.bytes(from: content).elementsEqual(text)
        }
    }

    @inline(__always)
    private func memoryEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            let a = UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if a != b { return false }
            offset += 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The tape index of the value of member `key` in the object at `object`, or nil.
    func member(of object: Int, key: String) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ member(of: object, key: $0) }) { return found }
        var key = key
        return key.withUTF8 { member(of: object, key: $0) }
    }

    /// The tape index of the value of the member whose key is the UTF-8 bytes `key`, or nil.
    func member(of object: Int, key: UnsafeBufferPointer<UInt8>) -> Int? {
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
        return storage.bytes.withUnsafeBufferPointer { bytes in
            JSONUnescaper.string(from: content(of: node, in: bytes), escaped: node.tag == .escapedString)
        }
    }

    /// The literal text of the number node at `index`, or nil for another kind.
    @inline(__always)
    func numberText(at index: Int) -> String? {
        let node = storage[index]
        guard node.tag == .number else { return nil }
        return storage.bytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[node.contentRange]), as: UTF8.self)
        }
    }

    /// The decoded key of the key node at `index`.
    func key(at index: Int) -> String {
        let node = storage[index]
        return storage.bytes.withUnsafeBufferPointer { bytes in
            JSONUnescaper.string(from: content(of: node, in: bytes), escaped: node.tag == .escapedString)
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
