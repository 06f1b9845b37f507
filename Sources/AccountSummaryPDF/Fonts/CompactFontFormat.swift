/// The `CFF ` table of an OpenType font with PostScript outlines (`OTTO`), read as far as a
/// PDF writer needs to embed a subset of it (Adobe Technical Note 5176, "The Compact Font
/// Format Specification"): the Top DICT, the CharStrings, Global and local subroutine INDEXes,
/// and for a CID-keyed font (Noto Sans CJK) its charset, FDSelect and FDArray with each Font
/// DICT's Private DICT.
///
/// Nothing is copied: every structure is a range of the font file's bytes. Every read is
/// bounds-checked against the table, so a damaged table is a ``FontError`` naming `CFF `,
/// never a crash.
///
/// ```swift
/// let cff = try CompactFontFormat(FontBytes(bytes, range: font.tables["CFF "]!, font: "NotoSansCJK-Regular.ttc"))
/// cff.glyphCount           // 65535
/// cff.isCIDKeyed           // true
/// cff.fontDictionary(of: 36)  // 12: the Font DICT of glyph 36
/// ```
struct CompactFontFormat: Sendable {
    /// An INDEX (TN 5176 §5): where each item's bytes are, as ranges of the file.
    ///
    /// The offsets are read where they are when an item is asked for, not copied into an
    /// array: a CJK font's CharStrings INDEX has 65,535 items, of which a statement asks for
    /// a few dozen. ``index(at:in:)`` checked every offset once (inside the table, never
    /// going backwards), so reading one again cannot fail.
    struct Index: Sendable {
        /// The font file.
        let file: FontFile
        /// Where the offsets start in the file, and how many bytes each has (1–4).
        let offsets: Int
        let offSize: Int
        /// The position an offset counts from (the byte before the data: offsets start at 1).
        let data: Int
        /// How many items.
        let count: Int
        /// Where the INDEX starts in the file (its count).
        let start: Int

        /// Where the whole INDEX is in the file (its count, offsets and data): an empty INDEX
        /// is its count alone; else it ends where its last offset points.
        var span: Range<Int> { start..<(count == 0 ? start + 2 : data + offset(count)) }

        /// Each item's range in the font file.
        var items: LazyMapCollection<Range<Int>, Range<Int>> {
            (0..<count).lazy.map { self.item($0) }
        }

        /// Item `number`'s range in the font file (`number` in `0..<count`).
        func item(_ number: Int) -> Range<Int> {
            precondition(number >= 0 && number < count, "an INDEX item outside the INDEX")
            return data + offset(number)..<data + offset(number + 1)
        }

        /// Offset `number` (`0...count`), as written.
        func offset(_ number: Int) -> Int {
            var value = 0
            var at = offsets + number * offSize
            for _ in 0..<offSize {
                value = value << 8 | Int(file[at])
                at += 1
            }
            return value
        }
    }

    /// One operator of a DICT with its operands, as written (TN 5176 §4): the operator is
    /// `12 << 8 | b1` for the two-byte ones; the operands are the bytes they were written in,
    /// so an entry that is copied is copied exactly.
    struct DictEntry: Sendable {
        var op: Int
        var operands: [Operand]
        /// The bytes of the whole entry (operands and operator) in the file.
        var bytes: Range<Int>
    }

    /// A DICT operand: an integer, or a real number kept as its bytes (never converted).
    enum Operand: Sendable, Hashable {
        case integer(Int)
        case real
    }

    /// A Font DICT of a CID-keyed font, or the Top DICT of a name-keyed one, and its Private DICT.
    struct FontDictionary: Sendable {
        /// The Font DICT's entries (empty for a name-keyed font, whose Top DICT is this).
        var entries: [DictEntry]
        /// The Private DICT's entries.
        var privateEntries: [DictEntry]
        /// The local subroutines (the Private DICT's `Subrs`), if any.
        var subroutines: Index?
    }

    let file: FontBytes
    /// The Top DICT's entries.
    let top: [DictEntry]
    /// The name of the font (the Name INDEX's first entry).
    let name: String
    /// The String INDEX: strings with SIDs from 391 on.
    let strings: Index
    let globalSubroutines: Index
    let charStrings: Index
    /// Whether the Top DICT has `ROS` (a CID-keyed font).
    let isCIDKeyed: Bool
    /// The Font DICTs (one for a name-keyed font).
    let fontDictionaries: [FontDictionary]
    /// Each glyph's Font DICT, for a CID-keyed font (``FontSelection/none`` for a name-keyed
    /// one: all use the first).
    private let fdSelect: FontSelection

    /// FDSelect (TN 5176 §19) as written, read when a glyph's Font DICT is asked for: a CJK
    /// font's 65,535 glyphs are a few hundred ranges, of which a statement asks for a few.
    /// `init` checked every glyph's Font DICT against the FDArray.
    private enum FontSelection: Sendable {
        /// A name-keyed font: every glyph uses the first (and only) Font DICT.
        case none
        /// Format 0: a byte a glyph, glyph 0's at `start` in the file.
        case bytes(start: Int)
        /// Format 3: each range's first glyph (ascending, the first 0) and its Font DICT.
        ///
        /// One array, not two: with two, Swift keeps this enum's case in the spare bits of the
        /// second array's pointer, which LeakSanitizer then does not see as a pointer and reports
        /// the array of a cached font as leaked. With one pointer beside `bytes`' `Int` (which
        /// has no spare bits) the case goes in a byte of its own.
        case ranges([SelectedRange])
    }

    /// A range of FDSelect format 3: from glyph `first` on, Font DICT `font`.
    private struct SelectedRange: Sendable {
        let first: Int
        let font: UInt8
    }

    var glyphCount: Int { charStrings.count }

    /// Operators (TN 5176 Table 9 and 23).
    enum Operator {
        static let charset = 15
        static let encoding = 16
        static let charStrings = 17
        static let privateDict = 18
        static let subrs = 19
        static let ros = 12 << 8 | 30
        static let cidCount = 12 << 8 | 34
        static let fdArray = 12 << 8 | 36
        static let fdSelect = 12 << 8 | 37
        static let fontName = 12 << 8 | 38
    }

    /// Reads the table.
    ///
    /// - Throws: ``FontError`` naming `CFF ` when a structure lies outside the table or is not what it says.
    init(_ table: FontBytes) throws(FontError) {
        file = table
        let major = try table.uint8(0, in: "CFF ")
        guard major == 1 else { throw .malformed(font: table.font, table: "CFF ", reason: "version \(major), not 1 (CFF2 is not read)") }
        let headerSize = Int(try table.uint8(2, in: "CFF "))
        let names = try Self.index(at: headerSize, in: table)
        if let first = names.items.first {
            name = String(decoding: try table.slice(Self.relative(first, table), in: "CFF "), as: UTF8.self)
        } else {
            name = ""
        }
        let tops = try Self.index(at: names.span.upperBound - table.range.lowerBound, in: table)
        guard let topRange = tops.items.first else { throw .malformed(font: table.font, table: "CFF ", reason: "no Top DICT") }
        strings = try Self.index(at: tops.span.upperBound - table.range.lowerBound, in: table)
        globalSubroutines = try Self.index(at: strings.span.upperBound - table.range.lowerBound, in: table)
        let top = try Self.dictionary(Self.relative(topRange, table), in: table)
        self.top = top
        func offset(_ op: Int) throws(FontError) -> Int? {
            guard let entry = top.first(where: { $0.op == op }) else { return nil }
            guard case .integer(let value)? = entry.operands.last, value >= 0 else {
                throw .malformed(font: table.font, table: "CFF ", reason: "Top DICT operator \(op) has no offset")
            }
            return value
        }
        guard let charStringsOffset = try offset(Operator.charStrings) else {
            throw .malformed(font: table.font, table: "CFF ", reason: "no CharStrings")
        }
        let charStrings = try Self.index(at: charStringsOffset, in: table)
        self.charStrings = charStrings
        guard charStrings.count > 0 else { throw .malformed(font: table.font, table: "CFF ", reason: "no glyphs") }
        let isCIDKeyed = top.contains { $0.op == Operator.ros }
        self.isCIDKeyed = isCIDKeyed
        if isCIDKeyed {
            guard let arrayOffset = try offset(Operator.fdArray), let selectOffset = try offset(Operator.fdSelect) else {
                throw .malformed(font: table.font, table: "CFF ", reason: "a CID-keyed font without FDArray or FDSelect")
            }
            let array = try Self.index(at: arrayOffset, in: table)
            var dictionaries: [FontDictionary] = []
            for item in array.items {
                let entries = try Self.dictionary(Self.relative(item, table), in: table)
                dictionaries.append(try Self.fontDictionary(entries, in: table))
            }
            guard !dictionaries.isEmpty else { throw .malformed(font: table.font, table: "CFF ", reason: "an empty FDArray") }
            fontDictionaries = dictionaries
            fdSelect = try Self.fdSelect(at: selectOffset, glyphs: charStrings.count, fonts: dictionaries.count, in: table)
        } else {
            fontDictionaries = [try Self.fontDictionary(top, in: table, isTop: true)]
            fdSelect = .none
        }
    }

    /// The Font DICT (index into ``fontDictionaries``) of `glyph`.
    func fontDictionary(of glyph: Int) -> Int {
        precondition(glyph >= 0 && glyph < glyphCount, "a glyph outside the font")
        switch fdSelect {
        case .none:
            return 0
        case .bytes(let start):
            return Int(file.bytes[start + glyph])
        case .ranges(let ranges):
            // The last range starting at or before the glyph (the first starts at 0).
            var low = 0, high = ranges.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if ranges[middle].first <= glyph { low = middle } else { high = middle }
            }
            return Int(ranges[low].font)
        }
    }

    /// `range` (of the file) from the table's start.
    private static func relative(_ range: Range<Int>, _ table: FontBytes) -> Range<Int> {
        range.lowerBound - table.range.lowerBound..<range.upperBound - table.range.lowerBound
    }

    /// The INDEX at `offset` from the table's start.
    static func index(at offset: Int, in table: FontBytes) throws(FontError) -> Index {
        let count = Int(try table.uint16(offset, in: "CFF "))
        let start = table.range.lowerBound + offset
        guard count > 0 else { return Index(file: table.bytes, offsets: start, offSize: 1, data: start, count: 0, start: start) }
        let offSize = Int(try table.uint8(offset + 2, in: "CFF "))
        guard (1...4).contains(offSize) else { throw .malformed(font: table.font, table: "CFF ", reason: "an INDEX's offset size \(offSize)") }
        let offsets = offset + 3
        // The data starts after the offsets; offsets count from the byte before it (they start at 1).
        let base = offsets + (count + 1) * offSize - 1
        // Every offset lies inside the table (checked once here), so each is read straight from
        // the file, once here to check them all and again when its item is asked for.
        _ = try table.slice(offsets..<offsets + (count + 1) * offSize, in: "CFF ")
        let index = Index(file: table.bytes, offsets: table.range.lowerBound + offsets, offSize: offSize,
                          data: table.range.lowerBound + base, count: count, start: start)
        let first = index.offset(0)
        guard first == 1 else { throw .malformed(font: table.font, table: "CFF ", reason: "an INDEX's first offset is \(first), not 1") }
        guard let last = table.bytes.lastOfAscending(at: index.offsets, count: count + 1, size: offSize) else {
            throw .malformed(font: table.font, table: "CFF ", reason: "an INDEX's offsets go backwards")
        }
        guard base + last <= table.range.count else { throw .truncated(font: table.font, table: "CFF ") }
        return index
    }

    /// A DICT's entries (TN 5176 §4), `range` from the table's start.
    static func dictionary(_ range: Range<Int>, in table: FontBytes) throws(FontError) -> [DictEntry] {
        _ = try table.slice(range, in: "CFF ")
        var entries: [DictEntry] = []
        var operands: [Operand] = []
        var entryStart = range.lowerBound
        var at = range.lowerBound
        while at < range.upperBound {
            let b0 = Int(try table.uint8(at, in: "CFF "))
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 {
                    op = 12 << 8 | Int(try table.uint8(at + 1, in: "CFF "))
                    at += 2
                } else {
                    at += 1
                }
                guard at <= range.upperBound else { throw .truncated(font: table.font, table: "CFF ") }
                entries.append(DictEntry(op: op, operands: operands,
                                         bytes: table.range.lowerBound + entryStart..<table.range.lowerBound + at))
                operands = []
                entryStart = at
            case 28:
                operands.append(.integer(Int(Int16(bitPattern: try table.uint16(at + 1, in: "CFF ")))))
                at += 3
            case 29:
                operands.append(.integer(Int(Int32(bitPattern: try table.uint32(at + 1, in: "CFF ")))))
                at += 5
            case 30:
                // A real: nibbles up to the one that is 0xF.
                at += 1
                while true {
                    let byte = try table.uint8(at, in: "CFF ")
                    at += 1
                    if byte & 0x0F == 0x0F || byte >> 4 == 0x0F { break }
                }
                operands.append(.real)
            case 32...246:
                operands.append(.integer(b0 - 139))
                at += 1
            case 247...250:
                operands.append(.integer((b0 - 247) * 256 + Int(try table.uint8(at + 1, in: "CFF ")) + 108))
                at += 2
            case 251...254:
                operands.append(.integer(-(b0 - 251) * 256 - Int(try table.uint8(at + 1, in: "CFF ")) - 108))
                at += 2
            default:
                throw .malformed(font: table.font, table: "CFF ", reason: "a DICT holds the reserved byte \(b0)")
            }
            guard operands.count <= 48 else { throw .malformed(font: table.font, table: "CFF ", reason: "a DICT entry of more than 48 operands") }
        }
        guard at == range.upperBound, operands.isEmpty else { throw .malformed(font: table.font, table: "CFF ", reason: "a DICT ends inside an entry") }
        return entries
    }

    /// A Font DICT's (or a name-keyed Top DICT's) Private DICT and its local subroutines.
    private static func fontDictionary(_ entries: [DictEntry], in table: FontBytes, isTop: Bool = false) throws(FontError) -> FontDictionary {
        guard let privateEntry = entries.first(where: { $0.op == Operator.privateDict }) else {
            // A Font DICT must say where its Private DICT is; a name-keyed font may lack one.
            return FontDictionary(entries: isTop ? [] : entries, privateEntries: [], subroutines: nil)
        }
        guard privateEntry.operands.count == 2, case .integer(let size) = privateEntry.operands[0],
              case .integer(let offset) = privateEntry.operands[1], size >= 0, offset >= 0 else {
            throw .malformed(font: table.font, table: "CFF ", reason: "a Private DICT's size and offset")
        }
        let privateEntries = try dictionary(offset..<offset + size, in: table)
        var subroutines: Index?
        if let subrs = privateEntries.first(where: { $0.op == Operator.subrs }) {
            guard case .integer(let relative)? = subrs.operands.last, relative >= 0 else {
                throw .malformed(font: table.font, table: "CFF ", reason: "a Private DICT's Subrs offset")
            }
            subroutines = try index(at: offset + relative, in: table)
        }
        return FontDictionary(entries: isTop ? [] : entries, privateEntries: privateEntries, subroutines: subroutines)
    }

    /// FDSelect (TN 5176 §19) at `offset`, every glyph's Font DICT checked against the FDArray's size.
    private static func fdSelect(at offset: Int, glyphs: Int, fonts: Int, in table: FontBytes) throws(FontError) -> FontSelection {
        let format = try table.uint8(offset, in: "CFF ")
        switch format {
        case 0:
            let select = try table.slice(offset + 1..<offset + 1 + glyphs, in: "CFF ")
            if let wrong = select.first(where: { Int($0) >= fonts }) {
                throw .malformed(font: table.font, table: "CFF ", reason: "FDSelect names Font DICT \(wrong) of \(fonts)")
            }
            return .bytes(start: select.startIndex)
        case 3:
            let ranges = Int(try table.uint16(offset + 1, in: "CFF "))
            let sentinel = Int(try table.uint16(offset + 3 + 3 * ranges, in: "CFF "))
            guard ranges > 0, sentinel == glyphs else {
                throw .malformed(font: table.font, table: "CFF ", reason: "FDSelect covers \(sentinel) of \(glyphs) glyphs")
            }
            var selected: [SelectedRange] = []
            selected.reserveCapacity(ranges)
            for range in 0..<ranges {
                let first = Int(try table.uint16(offset + 3 + 3 * range, in: "CFF "))
                let font = try table.uint8(offset + 3 + 3 * range + 2, in: "CFF ")
                let next = range + 1 < ranges ? Int(try table.uint16(offset + 3 + 3 * (range + 1), in: "CFF ")) : sentinel
                guard first <= next, next <= glyphs, (range > 0 || first == 0) else {
                    throw .malformed(font: table.font, table: "CFF ", reason: "FDSelect range \(range)")
                }
                // An empty range selects no glyph, so its Font DICT is never asked for.
                if first < next, Int(font) >= fonts {
                    throw .malformed(font: table.font, table: "CFF ", reason: "FDSelect names Font DICT \(font) of \(fonts)")
                }
                selected.append(SelectedRange(first: first, font: font))
            }
            return .ranges(selected)
        default:
            throw .malformed(font: table.font, table: "CFF ", reason: "FDSelect format \(format)")
        }
    }
}
