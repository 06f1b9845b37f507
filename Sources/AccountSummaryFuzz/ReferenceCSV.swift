/// The csv fuzz target's oracle: how many data rows a CSV file holds, counted the plain way.
///
/// Independent of `CSVRecordScanner`: one pass over the bytes with a four-state machine (at a
/// cell's start, in an unquoted cell, in a quoted cell, just after a quote in a quoted cell),
/// RFC 4180's rules and the contract's: `skip_lines` physical lines passed over (the last of them
/// the header, a record of its own), records whose cells are all empty not counted, `skip_footer`
/// taken off the end. A quote where RFC 4180 allows none, or a quoted cell never closed, makes
/// the file malformed.
///
/// ```swift
/// ReferenceCSV.dataRows(Array("a,b\n1,\"x\ny\"\n,\n2,3".utf8), delimiter: UInt8(ascii: ","), skipLines: 1, skipFooter: 0)
/// // .rows(2)
/// ReferenceCSV.dataRows(Array("a\n\"b".utf8), delimiter: UInt8(ascii: ","), skipLines: 1, skipFooter: 0)  // .malformed
/// ```
enum ReferenceCSV {
    enum Count: Equatable {
        case rows(Int)
        case malformed
    }

    private enum State {
        case cellStart, unquoted, quoted, quoteInQuoted
    }

    static func dataRows(_ bytes: [UInt8], delimiter: UInt8, skipLines: Int, skipFooter: Int) -> Count {
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var index = 0
        // The lines before the header, passed over whatever they hold.
        var passed = 0
        while passed < skipLines - 1, index < bytes.count {
            if bytes[index] == lf || bytes[index] == cr {
                if bytes[index] == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
                passed += 1
            }
            index += 1
        }
        var records: [Bool] = []  // per record: whether any cell has text
        var state = State.cellStart
        var hasText = false
        var inRecord = false
        while index < bytes.count {
            let byte = bytes[index]
            inRecord = true
            switch state {
            case .cellStart, .unquoted:
                if byte == quote {
                    guard state == .cellStart else { return .malformed }
                    state = .quoted
                    // An empty quoted cell ("") is empty: its text decides when a character comes.
                } else if byte == delimiter {
                    state = .cellStart
                } else if byte == lf || byte == cr {
                    if byte == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
                    records.append(hasText)
                    hasText = false
                    inRecord = false
                    state = .cellStart
                } else {
                    hasText = true
                    state = .unquoted
                }
            case .quoted:
                if byte == quote { state = .quoteInQuoted } else { hasText = true }
            case .quoteInQuoted:
                if byte == quote {
                    hasText = true
                    state = .quoted
                } else if byte == delimiter {
                    state = .cellStart
                } else if byte == lf || byte == cr {
                    if byte == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
                    records.append(hasText)
                    hasText = false
                    inRecord = false
                    state = .cellStart
                } else {
                    return .malformed
                }
            }
            index += 1
        }
        if state == .quoted { return .malformed }
        if inRecord { records.append(hasText) }
        // The header is the first record after the lines passed over.
        if skipLines > 0 {
            guard !records.isEmpty else { return .malformed }
            records.removeFirst()
        }
        let rows = records.filter { $0 }.count
        return .rows(max(0, rows - skipFooter))
    }
}
