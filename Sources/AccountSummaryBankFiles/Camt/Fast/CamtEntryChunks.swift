import AccountSummary

/// Reads the entries of a large camt statement on several threads, each a chunk of the file,
/// and gives exactly what reading them one after another gives.
///
/// Performance machinery, kept in this file. The chunks are guessed by searching the bytes for
/// `<Ntry>`; a guess may be wrong (inside a comment or a CDATA section, past the statement's
/// end), so every chunk is checked by the one before it, which reads on, as the sequential
/// reader would, until it meets the next chunk's first `<Ntry>` at exactly the guessed offset.
///
/// Invariants:
/// - chunk 0 starts where the sequential reader stands (after the statement's first entry),
///   between two children of the statement; a chunk is *trusted* when it is chunk 0 or the
///   trusted chunk before it ended exactly at its start, so a trusted chunk is read from a
///   place the sequential reader reaches with the same elements open, and reads the same;
/// - entries of trusted chunks are kept, in order; at the first chunk that does not hand over
///   to the next one the sequential reader takes over: where that chunk stopped (before the
///   first child that is not an entry, or the statement's end), or at that chunk's start when
///   it failed, so an error is always met again, and worded, by the sequential reader with
///   its place and entry number;
/// - an untrusted chunk's reading is thrown away, whatever it read; it only ever reads inside
///   the document (its ``ByteView`` checks every read), and the bytes outlive every thread,
///   which all finish before ``read(_:mapping:currency:undated:work:)`` returns.
///
/// ```swift
/// if let chunks = CamtEntryChunks.read(reader, mapping: self, currency: "EUR", undated: nil, work: Threads(jobs: 2)) {
///     entries += chunks.entries
///     reader = reader.resumed(at: chunks.resumeAt)
/// }
/// ```
enum CamtEntryChunks {
    /// Below this many bytes left in the file a statement's entries are read on one thread.
    static let minimumBytes = 4 << 20

    /// What the chunks read, and where the sequential reader goes on.
    struct Reading {
        /// The entries of the trusted chunks, in file order (`INFO` entries left out).
        var entries: [BankEntry]
        /// How many `Ntry` elements they held, `INFO` ones included (for the entry numbers).
        var count: Int
        /// What their mapping noted.
        var warnings: BankWarnings
        /// Where the sequential reader takes over.
        var resumeAt: Int
    }

    /// How a chunk's reading ended.
    fileprivate enum End {
        /// At the next chunk's first `<Ntry>`, exactly: the next chunk is trusted.
        case handedOver
        /// Before a child that is not an entry, the statement's end, or a place past the next
        /// chunk's start: the sequential reader goes on from there.
        case stopped(at: Int)
        /// A problem (or nonsense, if the chunk is not trusted).
        case failed
    }

    fileprivate struct Chunk {
        var entries: [BankEntry] = []
        var count = 0
        var warnings = BankWarnings()
        var end = End.failed
    }

    /// Reads the rest of the statement's entries from where `reader` stands, or nil when the
    /// file has no `<Ntry>` to split at (then the caller reads on, one entry at a time).
    static func read(_ reader: XMLReader, mapping: CamtMapping, currency: String, undated: CamtMapping.Undated?, work: any WorkSharing) -> Reading? {
        let start = reader.offset
        let pieces = work.jobs * 4
        let size = (reader.count - start) / pieces
        var starts = [start]
        for piece in 1..<pieces {
            guard let next = reader.nextStartTag("Ntry", from: max(start + piece * size, starts[starts.count - 1] + 1)) else { break }
            starts.append(next)
        }
        guard starts.count > 1 else { return nil }
        let shared = UnsafeTransfer((reader: reader, mapping: mapping))
        let chunks = Slots<UnsafeTransfer<Chunk>>(count: starts.count)
        let bounds = starts
        work.forEach(bounds.count) { index in
            var mapping = shared.value.mapping
            mapping.warnings = BankWarnings()
            var reader = shared.value.reader.resumed(at: bounds[index])
            let limit = index + 1 < bounds.count ? bounds[index + 1] : Int.max
            chunks[index] = UnsafeTransfer(readChunk(&reader, mapping: &mapping, upTo: limit, currency: currency, undated: undated))
        }
        var reading = Reading(entries: [], count: 0, warnings: BankWarnings(), resumeAt: start)
        for index in bounds.indices {
            guard let chunk = chunks[index]?.value else { break }
            switch chunk.end {
            case .failed:
                reading.resumeAt = bounds[index]
                return reading
            case .stopped(let offset):
                reading.add(chunk)
                reading.resumeAt = offset
                return reading
            case .handedOver:
                reading.add(chunk)
                reading.resumeAt = bounds[index + 1]
            }
        }
        return reading
    }

    /// Reads entries until the next chunk's start (`limit`), a child that is not an entry, or
    /// the statement's end.
    private static func readChunk(_ reader: inout XMLReader, mapping: inout CamtMapping, upTo limit: Int,
                                  currency: String, undated: CamtMapping.Undated?) -> Chunk {
        var chunk = Chunk()
        var scanner = CamtEntryScanner()
        do {
            while true {
                let before = reader.offset
                guard let child = try reader.nextChild() else {
                    chunk.end = .stopped(at: before)
                    break
                }
                if child.offset >= limit {
                    chunk.end = child.offset == limit ? .handedOver : .stopped(at: before)
                    break
                }
                guard child.name == "Ntry" else {
                    chunk.end = .stopped(at: before)
                    break
                }
                let fields = try scanner.scan(&reader, offset: child.offset)
                // The place is worded by the sequential reader, which meets any problem again.
                if let entry = try mapping.entry(fields, currency: currency, undated: undated, path: "") {
                    chunk.entries.append(entry)
                }
                chunk.count += 1
            }
        } catch {
            chunk.end = .failed
        }
        chunk.warnings = mapping.warnings
        return chunk
    }
}

extension CamtEntryChunks.Reading {
    fileprivate mutating func add(_ chunk: CamtEntryChunks.Chunk) {
        entries += chunk.entries
        count += chunk.count
        warnings.add(chunk.warnings)
    }
}
