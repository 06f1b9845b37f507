import AccountSummary
import Foundation

/// One line of a batch input: where it is, and the customer it names.
///
/// ```swift
/// let lines = BatchLine.split(bytes)   // one per line, 1-based numbers, no empty last line
/// lines[0].customerID                  // "c-1", or nil if the line's id cannot be read
/// ```
package struct BatchLine: Sendable, Hashable {
    /// 1-based line number.
    package var number: Int
    /// The line's bytes in the input (without the newline).
    package var range: Range<Int>
    /// `customer.id` when the line is a JSON object with a string there.
    package var customerID: String?

    /// The hash that places the line in a shard: its id's, or its bytes' when it has none.
    package func shardHash(in input: [UInt8]) -> UInt64 {
        customerID.map { Shard.hash($0) } ?? Shard.hash(input[range])
    }

    /// Splits NDJSON into lines, reading each one's `customer.id` (a final newline ends the last line).
    package static func split(_ input: [UInt8]) -> [BatchLine] {
        var lines: [BatchLine] = []
        var start = 0
        var number = 0
        while start < input.count {
            number += 1
            let end = input[start...].firstIndex(of: 0x0A) ?? input.count
            var lineEnd = end
            if lineEnd > start, input[lineEnd - 1] == 0x0D { lineEnd -= 1 }  // CRLF
            lines.append(BatchLine(number: number, range: start..<lineEnd, customerID: nil))
            start = end + 1
        }
        return lines
    }

    /// Reads `customer.id` from a line, if it is there and a string.
    package static func customerID(in bytes: ArraySlice<UInt8>) -> String? {
        guard let document = try? JSONDocument(parsing: Array(bytes)),
              let id = document.root["customer"]?["id"], id.kind == .string else { return nil }
        return id.string
    }
}
