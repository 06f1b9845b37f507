import Foundation

extension StatementReader.Walker {
    /// A transaction element written the plain way, read straight from its bytes; nil for
    /// anything else, which the caller then parses and walks as usual (that path reports
    /// every problem exactly, so this one never has to).
    ///
    /// Plain means: an object holding exactly the six members, each once, keys without
    /// escapes, every value a string (valid UTF-8, no control characters, no `\u` escapes;
    /// the two-character escapes are decoded) or, for `amount`, a JSON number; JSON
    /// whitespace between tokens; and every value valid for its field, `accountId` naming an
    /// account when ids are checked. That is what a statement's millions of transactions
    /// look like; tests hold this reading equal to the general one.
    ///
    /// ```swift
    /// walker.plainTransaction(#"{"id":"t-1","accountId":"chk-1","date":"2026-11-20","#
    ///     + #""description":"Coffee","amount":"-4.50","status":"completed"}"#)  // Transaction
    /// walker.plainTransaction(#"{"id":"t\u002D1", …}"#)  // nil: an escape
    /// ```
    func plainTransaction(_ bytes: UnsafeBufferPointer<UInt8>) -> Transaction? {
        var reader = PlainObjectReader(bytes: bytes)
        guard reader.openObject() else { return nil }
        var id: String?, accountID: String?, date: TransactionDate?, description: String?
        var amount: Decimal?, status: TransactionStatus?
        repeat {
            guard let key = reader.key(), let value = reader.value() else { return nil }
            switch PlainObjectReader.Key(key) {
            case .id?:
                guard id == nil, let text = value.string else { return nil }
                id = text
            case .accountId?:
                guard accountID == nil, let named = value.string else { return nil }
                if checksAccountIDs, !knownAccountIDSet.contains(named) { return nil }
                accountID = named
            case .date?:
                guard date == nil, let text = value.string else { return nil }
                if let day = CalendarDate(parsing: text) {
                    date = .day(day)
                } else if let moment = Timestamp(parsing: text) {
                    date = .moment(moment)
                } else {
                    return nil
                }
            case .description?:
                guard description == nil, let text = value.string else { return nil }
                description = text
            case .amount?:
                // A string's bytes as written: an escape makes them no amount, and so sends the
                // element the general way, as it should (`"\u0031"` is one).
                guard amount == nil, case .success(let exact) = ExactDecimal.parse(UnsafeRawBufferPointer(value.bytes)) else {
                    return nil
                }
                amount = exact.decimal
            case .status?:
                guard status == nil, let text = value.string, let value = TransactionStatus(rawValue: text) else { return nil }
                status = value
            case nil:
                return nil
            }
        } while reader.nextMember()
        guard reader.isAtEnd(), let id, let accountID, let date, let description, let amount, let status else { return nil }
        return Transaction(id: id, accountId: accountID, date: date, description: description, amount: amount,
                           status: status)
    }
}
