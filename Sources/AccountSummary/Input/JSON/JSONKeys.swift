/// The member names a reader looks for, as the cases of `Key`: a document's key is matched
/// against all of them in one step, by its bytes, without building a `String`.
///
/// ```swift
/// enum Field: String, CaseIterable { case id, amount }
/// let fields = JSONKeys<Field>()
/// try JSONDocument(parsing: #"{"amount":"1"}"#).root.members.first?.key(in: fields)  // .amount
/// ```
struct JSONKeys<Key: CaseIterable & RawRepresentable>: Sendable where Key.RawValue == String, Key: Sendable {
    /// Each case's name as UTF-8, with the case.
    private let names: [(bytes: [UInt8], key: Key)]
    /// The longest name's byte count: a longer key is none of them.
    private let longest: Int

    init() {
        names = Key.allCases.map { (Array($0.rawValue.utf8), $0) }
        longest = names.map(\.bytes.count).max() ?? 0
    }

    /// The case named by the bytes in `range` of `bytes` (a key without escapes), or nil.
    @inline(__always)
    func key(_ range: Range<Int>, in bytes: JSONBytes) -> Key? {
        guard range.count <= longest else { return nil }
        for name in names where name.bytes.count == range.count && bytes.bytes(range, equal: name.bytes) {
            return name.key
        }
        return nil
    }

    /// The case named by `decoded`, a key's value with its escapes decoded, or nil.
    func key(decoded: [UInt8]) -> Key? {
        names.first { $0.bytes == decoded }?.key
    }
}
