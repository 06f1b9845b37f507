import AccountSummary

/// Chromium writes into every PDF the moment it printed it (`/CreationDate` and `/ModDate`
/// in the document information, `D:YYYYMMDDHHmmSS+HH'mm'` in the machine's zone): the one
/// thing that makes a statement printed twice differ. This puts the statement's own date
/// there instead, byte for byte in place, so the cross-reference offsets stay right and the
/// same statement prints to the same bytes on any day, in any zone.
///
/// ```swift
/// let stamp = PDFInfoDates.stamp(for: Timestamp(parsing: "2026-11-22T08:30:00-05:00"))  // "D:20261122083000-05'00'"
/// PDFInfoDates.stamp(for: nil)                                                           // "D:19700101000000+00'00'"
/// let fixed = PDFInfoDates.replacing(in: chromiumPDF, with: stamp)
/// ```
package enum PDFInfoDates {
    /// The keys whose dates are replaced.
    static let keys = ["/CreationDate", "/ModDate"].map { Array($0.utf8) }

    /// A PDF date (ISO 32000-1, 7.9.4) of the form Chromium writes, 23 bytes, for a statement's
    /// `asOf`; a statement without one gets the Unix epoch, which says "no date" plainly.
    package static func stamp(for asOf: Timestamp?) -> String {
        guard let asOf else { return "D:19700101000000+00'00'" }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        let year = String(asOf.date.year)
        let offset = abs(asOf.utcOffsetSeconds)
        return "D:" + String(repeating: "0", count: max(0, 4 - year.count)) + year + two(asOf.date.month) + two(asOf.date.day)
            + two(asOf.hour) + two(asOf.minute) + two(asOf.second)
            + (asOf.utcOffsetSeconds < 0 ? "-" : "+") + two(offset / 3600) + "'" + two(offset / 60 % 60) + "'"
    }

    /// `bytes` with the literal string after each `/CreationDate` and `/ModDate` replaced by
    /// `stamp`, where that string is a date (`D:…`) of the stamp's length; other dates (a
    /// form of another length, which cannot be replaced in place) are left as they are.
    package static func replacing(in bytes: [UInt8], with stamp: String) -> [UInt8] {
        let replacement = Array(stamp.utf8)
        var result = bytes
        var position = 0
        while position < result.count {
            guard let key = keys.first(where: { result[position...].starts(with: $0) }) else {
                position += 1
                continue
            }
            var open = position + key.count
            while open < result.count, [0x20, 0x0A, 0x0D, 0x09].contains(result[open]) { open += 1 }
            guard open < result.count, result[open] == UInt8(ascii: "(") else {
                position = open
                continue
            }
            let start = open + 1
            guard let close = result[start...].firstIndex(of: UInt8(ascii: ")")) else { break }
            if close - start == replacement.count, result[start...].starts(with: Array("D:".utf8)) {
                result.replaceSubrange(start..<close, with: replacement)
            }
            position = close + 1
        }
        return result
    }
}
