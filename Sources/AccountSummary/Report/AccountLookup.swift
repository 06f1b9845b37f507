/// Something per account (its slot, its currency) looked up by the account's id, remembering the
/// last id asked: a statement's transactions mostly come account by account, so most lookups
/// compare one string (at once, when it is the same string) instead of hashing it.
///
/// ```swift
/// var slots = AccountLookup(["chk-1": 0, "cc-1": 1])
/// slots["cc-1"]  // 1
/// slots["cc-1"]  // 1, without hashing
/// ```
struct AccountLookup<Value> {
    private let values: [String: Value]
    private var last: (id: String, value: Value?)?

    init(_ values: [String: Value]) {
        self.values = values
    }

    subscript(id: String) -> Value? {
        mutating get {
            if let last, last.id == id { return last.value }
            let value = values[id]
            last = (id, value)
            return value
        }
    }
}
