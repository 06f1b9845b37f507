/// The batch ledger: what one run of one shard did with each of its customers, as NDJSON, one
/// ``Entry`` per line, appended as each customer's files land; `batch --resume` and
/// `batch verify` read it back.
///
/// A ledger is a log: a resumed run appends to it, so a customer may have several lines, and
/// the last one for its place in the input (``Entry/Source``) is what holds. The order of lines
/// follows completion, which `--jobs` changes; nothing that reads a ledger depends on it.
///
/// ```swift
/// Ledger.fileName(for: Shard(index: 3, count: 8))  // "ledger-3-of-8.ndjson"
/// Ledger.fileName(for: .all)                       // "ledger.ndjson"
/// let contents = Ledger.read(bytes)
/// contents.latest[.line(12)]?.status               // .written
/// ```
package enum Ledger {
    /// The ledger's file name in the output folder: `ledger.ndjson` for a whole run, else
    /// `ledger-K-of-N.ndjson`.
    package static func fileName(for shard: Shard) -> String {
        shard.count == 1 ? "ledger.ndjson" : "ledger-\(shard.index)-of-\(shard.count).ndjson"
    }

    /// The file that lists a run's bad lines or files: `errors.ndjson`, else
    /// `errors-shard-K-of-N.ndjson`.
    package static func errorsFileName(for shard: Shard) -> String {
        shard.count == 1 ? "errors.ndjson" : "errors-shard-\(shard.index)-of-\(shard.count).ndjson"
    }

    /// The shard a ledger file name stands for; nil when the name is not a ledger's.
    ///
    /// ```swift
    /// Ledger.shard(ofFileName: "ledger-3-of-8.ndjson")  // Shard(index: 3, count: 8)
    /// Ledger.shard(ofFileName: "ledger-8-of-8.ndjson")  // nil
    /// ```
    package static func shard(ofFileName name: String) -> Shard? {
        if name == "ledger.ndjson" { return .all }
        guard name.hasPrefix("ledger-"), name.hasSuffix(".ndjson") else { return nil }
        let middle = name.dropFirst("ledger-".count).dropLast(".ndjson".count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "of", parts[0].allSatisfy(\.isASCII), parts[2].allSatisfy(\.isASCII),
              let index = Int(parts[0]), let count = Int(parts[2]), count >= 2, (0..<count).contains(index),
              String(index) == parts[0], String(count) == parts[2] else { return nil }
        return Shard(index: index, count: count)
    }

    /// The input digest of one NDJSON line: SHA-256 of its bytes, without the `\n` (or `\r\n`)
    /// that ends it.
    ///
    /// ```swift
    /// Ledger.inputDigest(ofLine: Array("{}".utf8)[...]).hex  // "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"
    /// ```
    package static func inputDigest(ofLine bytes: ArraySlice<UInt8>) -> SHA256.Digest {
        SHA256.hash(bytes)
    }

    /// The input digest of a folder customer that is a sub-folder of files: SHA-256 of the list
    /// `sha256sum` prints for them, one line per file in the order of their names' bytes,
    /// `HEX␠␠NAME\n` (for a loose file it is the SHA-256 of the file's bytes itself).
    ///
    /// ```swift
    /// // The same as `cd acme && LC_ALL=C sha256sum * | sha256sum`:
    /// Ledger.inputDigest(ofFolder: [("day1.xml", digest1), ("day2.xml", digest2)])
    /// ```
    /// - Parameter files: each file's name (without the folder) and digest, in name order.
    package static func inputDigest(ofFolder files: [(name: String, digest: SHA256.Digest)]) -> SHA256.Digest {
        var hasher = SHA256()
        for file in files { hasher.update(Array("\(file.digest.hex)  \(file.name)\n".utf8)) }
        return hasher.finalize()
    }

    /// A ledger file, read.
    package struct Contents: Sendable {
        /// Each ledger line read, with its 1-based line number in the file, in file order.
        package var entries: [(line: Int, entry: Entry)] = []
        /// Complete lines that are not ledger lines (a damaged file), with why.
        package var malformed: [(line: Int, problem: LedgerProblem)] = []
        /// Bytes up to and with the last `\n`: what is left when a half line at the end is cut off.
        package var completeLength = 0
        /// Whether the file ends in a line without its `\n`: a write cut short by a crash. It is
        /// treated as absent (the customer is not recorded), never half-read.
        package var hasIncompleteTail = false

        /// The last entry for each place in the input: what holds after every run so far.
        package var latest: [Entry.Source: Entry] {
            var latest: [Entry.Source: Entry] = [:]
            for (_, entry) in entries { latest[entry.source] = entry }
            return latest
        }
    }

    /// Reads a ledger file's bytes: every complete line, and whether a half line ends it.
    package static func read(_ bytes: [UInt8]) -> Contents {
        var contents = Contents()
        var start = 0
        var number = 0
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else {
                contents.hasIncompleteTail = true
                break
            }
            number += 1
            let line = bytes[start..<end]
            if !line.isEmpty {
                do { contents.entries.append((number, try Entry(parsing: line))) } catch {
                    contents.malformed.append((number, error))
                }
            }
            start = end + 1
            contents.completeLength = start
        }
        return contents
    }
}

/// What is wrong with a ledger line, worded in one place.
///
/// ```swift
/// LedgerProblem.field("input", expected: "64 hexadecimal digits").description
/// // "input: expected 64 hexadecimal digits"
/// ```
package enum LedgerProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not a JSON object at all.
    case notJSON(String)
    /// A member missing or of the wrong kind.
    case field(String, expected: String)

    package var description: String {
        switch self {
        case .notJSON(let reason): "not a ledger line (\(reason))"
        case .field(let name, let expected): "\(name): expected \(expected)"
        }
    }
}
