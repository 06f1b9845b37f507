import AccountSummary

/// The embedded font programs and `ToUnicode` maps already made, compressed, by the glyphs
/// they hold: a batch's statements in one language draw with the same fonts, and many of them
/// (the bold headings' font, the digits of the amounts) with the same glyphs, so each such
/// subset is cut and deflated once rather than once a statement. One cache goes with one set
/// of loaded fonts (``StatementPDF/Fonts``) and is shared between threads.
///
/// An entry is what making it again would give, byte for byte: a subset and a map are pure
/// functions of the font and of the glyphs (with the text each shows), which are the key; so
/// a statement's file is the same whether or not another statement filled the cache first.
/// It holds at most ``byteLimit`` bytes of compressed data: one more entry past that empties it
/// (a batch's subsets made again after a reset cost time, never a different file), and an
/// entry larger than that alone is made each time, never kept.
///
/// ```swift
/// let cache = FontFileCache()
/// var writer = PDFDocumentWriter(width: 595.28, height: 841.89, fontFileCache: cache)
/// ```
package final class FontFileCache: Sendable {
    /// A font's subset: the font (by identity), the glyphs kept, and how CFF subroutines are kept.
    struct ProgramKey: Hashable, Sendable {
        var font: ShapingCache.FontIdentity
        var glyphs: [UInt16]
        var keepSubroutines: Bool
    }

    /// A font's subset as the file embeds it: the subset's tag (``FontSubset/tag(for:)``), its
    /// length before compression (`/Length1`) and its zlib stream.
    struct Program: Sendable {
        var tag: String
        var length: Int
        var deflated: [UInt8]
    }

    /// A `ToUnicode` map's entries: each used glyph, ascending, and the text it shows.
    struct MapKey: Hashable, Sendable {
        var glyphs: [UInt16]
        var texts: [String]
    }

    private struct Entries {
        var programs: [ProgramKey: Program] = [:]
        var maps: [MapKey: [UInt8]] = [:]
        var bytes = 0

        /// Makes room for `count` more bytes, emptying the cache when they would pass `limit`;
        /// false (nothing emptied) for an entry larger than `limit` alone, which is not kept.
        mutating func admit(_ count: Int, limit: Int) -> Bool {
            guard count <= limit else { return false }
            if bytes + count > limit {
                programs.removeAll(keepingCapacity: true)
                maps.removeAll(keepingCapacity: true)
                bytes = 0
            }
            bytes += count
            return true
        }
    }

    private let entries = Locked(Entries())
    /// The most compressed bytes held at once.
    let byteLimit: Int

    /// A cache holding at most `byteLimit` bytes of compressed font programs and maps.
    package init(byteLimit: Int = 32 << 20) {
        precondition(byteLimit > 0, "room for an entry")
        self.byteLimit = byteLimit
    }

    /// How many programs and maps it holds now, and their bytes (for a test).
    var counts: (programs: Int, maps: Int, bytes: Int) {
        entries.withLock { ($0.programs.count, $0.maps.count, $0.bytes) }
    }

    /// The program of `key`, made by `make` (outside the lock) when not held.
    func program<Failure: Error>(_ key: ProgramKey, make: () throws(Failure) -> Program) throws(Failure) -> Program {
        if let known = entries.withLock({ $0.programs[key] }) { return known }
        let program = try make()
        entries.withLock { entries in
            guard entries.programs[key] == nil, entries.admit(program.deflated.count, limit: byteLimit) else { return }
            entries.programs[key] = program
        }
        return program
    }

    /// The compressed map of `key`, made by `make` (outside the lock) when not held.
    func map(_ key: MapKey, make: () -> [UInt8]) -> [UInt8] {
        if let known = entries.withLock({ $0.maps[key] }) { return known }
        let map = make()
        entries.withLock { entries in
            guard entries.maps[key] == nil, entries.admit(map.count, limit: byteLimit) else { return }
            entries.maps[key] = map
        }
        return map
    }
}
