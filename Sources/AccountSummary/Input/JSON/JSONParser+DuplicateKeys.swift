extension JSONParser {
    /// Throws if the object at tape index `object`, just closed, has a key twice.
    ///
    /// Runs only when the object's Bloom filter saw a possible repeat. Objects of up to 32
    /// keys compare every pair of keys (length first, then bytes); larger ones sort key hashes
    /// and compare only keys whose hashes match. Escaped keys are compared decoded, so `"a"`
    /// and `"\u0061"` are the same key.
    mutating func checkDuplicateKeys(object: Int) throws(JSONError) {
        let end = nodes[object].payload
        var keys = keyScratch
        keyScratch = []
        defer { keyScratch = keys }
        keys.removeAll(keepingCapacity: true)
        var index = object + 2
        while index < end {
            keys.append(index)
            let value = nodes[index + 1]
            index = value.tag.isContainer ? value.payload : index + 2
        }
        if keys.count <= 32 {
            for second in 1..<keys.count {
                for first in 0..<second where keysEqual(keys[first], keys[second]) {
                    throw duplicate(first: keys[first], second: keys[second])
                }
            }
            return
        }
        var hashed = keys.indices.map { (hash: keyHash(keys[$0]), order: $0) }
        hashed.sort { ($0.hash, $0.order) < ($1.hash, $1.order) }
        var earliest: (first: Int, second: Int)?
        var start = 0
        while start < hashed.count {
            var stop = start + 1
            while stop < hashed.count && hashed[stop].hash == hashed[start].hash { stop += 1 }
            for second in (start + 1)..<max(stop, start + 1) {
                for first in start..<second where keysEqual(keys[hashed[first].order], keys[hashed[second].order]) {
                    let pair = (first: hashed[first].order, second: hashed[second].order)
                    if earliest == nil || pair.second < earliest!.second { earliest = pair }
                }
            }
            start = stop
        }
        if let earliest { throw duplicate(first: keys[earliest.first], second: keys[earliest.second]) }
    }

    private func keysEqual(_ left: Int, _ right: Int) -> Bool {
        let a = nodes[left]
        let b = nodes[right]
        if a.tag == .string && b.tag == .string {
            guard a.payload == b.payload else { return false }
            return memoryEqual(a.contentOffset, b.contentOffset, a.payload)
        }
        return decodedKey(left) == decodedKey(right)
    }

    private func memoryEqual(_ left: Int, _ right: Int, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if input[left + offset] != input[right + offset] { return false }
            offset += 1
        }
        return true
    }

    private func decodedKey(_ index: Int) -> [UInt8] {
        let node = nodes[index]
        return node.tag == .escapedString ? JSONUnescaper.decoded(input, node.contentRange) : input.array(node.contentRange)
    }

    /// FNV-1a over the key's decoded bytes (read in place when the key has no escapes).
    private func keyHash(_ index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let node = nodes[index]
        if node.tag == .string {
            for offset in node.contentRange { hash = (hash ^ UInt64(input[offset])) &* 0x0000_0100_0000_01B3 }
        } else {
            for byte in decodedKey(index) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash
    }

    private mutating func duplicate(first: Int, second: Int) -> JSONError {
        let firstAt = JSONPosition(offset: Int(nodes[first].offset), in: input)
        position = Int(nodes[second].offset)
        let key = key(at: second)
        return .duplicateKey(key, firstAt: firstAt, at: here(), path: path(.container).appending(.key(key)))
    }
}
