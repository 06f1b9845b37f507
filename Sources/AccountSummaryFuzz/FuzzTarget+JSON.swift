import AccountSummary
import AccountSummaryScale

extension FuzzTarget {
    /// The JSON reader accepts exactly what ``ReferenceJSON`` accepts, less its deliberate
    /// differences, and reads the same values.
    ///
    /// The deliberate differences (each documented on `JSONDocument`):
    /// - **Duplicate keys** are rejected (RFC 8259 only says names SHOULD be unique): money
    ///   data must not mean different amounts to different readers.
    /// - **Unpaired surrogate escapes** (`"\uD800"`) are rejected: the grammar allows them,
    ///   but they encode no character (section 8.2; I-JSON, RFC 7493, forbids them).
    /// - **Depth** is limited to `JSONDocument.defaultMaximumDepth` (512) levels (section 9).
    /// - A leading **byte order mark** is skipped, as section 8.1 allows; the reference
    ///   skips it too, so this is no difference in verdict.
    /// - **Size** is limited to 512 MiB − 3 bytes; fuzz inputs never come near it.
    static func checkJSON(_ bytes: [UInt8]) throws(FuzzFailure) {
        let ours = Result { () throws(JSONError) in try JSONDocument(parsing: bytes) }
        let limit = JSONDocument.defaultMaximumDepth
        switch (ReferenceJSON.parse(bytes), ours) {
        case (.valid(let value, let notes), .success(let document)):
            if notes.duplicateKey { throw FuzzTarget.json.failure("accepted a document with a duplicate key") }
            if notes.unpairedSurrogate { throw FuzzTarget.json.failure("accepted an unpaired surrogate escape") }
            if notes.depth > limit { throw FuzzTarget.json.failure("accepted nesting \(notes.depth) deep (limit \(limit))") }
            try compare(document.root, value, path: "$")
        case (.valid(_, let notes), .failure(let error)):
            let deliberate = notes.duplicateKey || notes.unpairedSurrogate || notes.depth > limit
            guard deliberate else { throw FuzzTarget.json.failure("rejected a valid document: \(error)") }
            try checkDescribed(error, bytes)
        case (.invalid(let offset), .success):
            throw FuzzTarget.json.failure("accepted a document the reference rejects at byte \(offset)")
        case (.tooDeep, .success):
            throw FuzzTarget.json.failure("accepted nesting deeper than \(ReferenceJSON.depthCap)")
        case (.invalid, .failure(let error)), (.tooDeep, .failure(let error)):
            try checkDescribed(error, bytes)
        }
    }

    /// An error names a place inside the document and has words.
    private static func checkDescribed(_ error: JSONError, _ bytes: [UInt8]) throws(FuzzFailure) {
        let text = error.description
        if text.isEmpty { throw FuzzTarget.json.failure("an error with no description") }
        if let position = error.position {
            guard (0...bytes.count).contains(position.offset), position.line >= 1, position.column >= 1 else {
                throw FuzzTarget.json.failure("an error placed outside the document: \(position) at byte \(position.offset) of \(bytes.count)")
            }
        }
        _ = error.path?.description
    }

    /// Walks the reader's value beside the reference's, member by member.
    private static func compare(_ value: JSONValue, _ expected: ReferenceJSON.Value, path: String) throws(FuzzFailure) {
        func differ(_ what: String) -> FuzzFailure { FuzzTarget.json.failure("\(path): \(what)") }
        switch expected {
        case .object(let members):
            guard value.kind == .object else { throw differ("expected an object, read \(value.kind)") }
            guard value.count == members.count else { throw differ("\(value.count) members, expected \(members.count)") }
            var index = 0
            for member in value.members {
                let (key, child) = members[index]
                guard Array(member.key.utf8) == key else { throw differ("member \(index) is named \(member.key.debugDescription)") }
                guard member.keyEquals(String(decoding: key, as: UTF8.self)) else { throw differ("keyEquals fails for member \(index)") }
                // No duplicates here, so looking the key up finds this very member.
                guard let found = value[member.key], found.offset == member.value.offset else {
                    throw differ("looking up \(member.key.debugDescription) does not find member \(index)")
                }
                try compare(member.value, child, path: path + "[\(member.key.debugDescription)]")
                index += 1
            }
        case .array(let elements):
            guard value.kind == .array else { throw differ("expected an array, read \(value.kind)") }
            guard value.count == elements.count else { throw differ("\(value.count) elements, expected \(elements.count)") }
            var index = 0
            for element in value.elements {
                try compare(element, elements[index], path: path + "[\(index)]")
                index += 1
            }
            if let last = elements.indices.last, value[last]?.offset != Array(value.elements).last?.offset {
                throw differ("subscript [\(last)] is not the last element")
            }
        case .string(let text):
            guard let string = value.string else { throw differ("expected a string, read \(value.kind)") }
            guard Array(string.utf8) == text else { throw differ("string \(string.debugDescription) differs from the reference") }
        case .number(let text):
            guard let number = value.numberText else { throw differ("expected a number, read \(value.kind)") }
            guard Array(number.utf8) == text else { throw differ("number \(number) differs from the reference") }
        case .bool(let flag):
            guard value.bool == flag else { throw differ("expected \(flag), read \(value.kind)") }
        case .null:
            guard value.isNull else { throw differ("expected null, read \(value.kind)") }
        }
    }
}
