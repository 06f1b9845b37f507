/// One logical BAI2 record: a physical record (one line) and the 88 continuation records after
/// it, each a piece of the same fields.
///
/// A piece is the line's bytes after its record code and comma (`88,` for a continuation),
/// without the blanks that pad fixed-length records at its end. The standard counts physical
/// records in its trailers, so a record knows how many it is made of.
///
/// ```swift
/// // 16,191,001,V,150715,,1234567890,RP12312312312312/
/// // 88,FR:FP SIP INCOMING
/// record.code           // .transactionDetail
/// record.pieces.count   // 2: the 16 and its 88, two records for the trailers' counts
/// ```
struct BAI2Record {
    /// One physical record's fields: where they are in the file's bytes and on which line.
    struct Piece {
        /// The 1-based line number.
        var line: Int
        /// Offset of the line's first byte (its record code), for columns.
        var lineStart: Int
        /// Offset of the first byte after the record code and comma.
        var start: Int
        /// Offset just past the last byte that is not a trailing blank.
        var end: Int
    }

    /// The code of its first physical record (never `88`).
    var code: BAI2RecordCode
    /// The record's pieces, its first physical record's then each continuation's.
    var pieces: [Piece]

    /// The line the record starts on.
    var line: Int { pieces[0].line }
    /// The line it ends on (its last continuation's).
    var lastLine: Int { pieces[pieces.count - 1].line }
    /// How many physical records it is: itself and its continuations.
    var physicalCount: Int { pieces.count }

    /// The 1-based column of a byte offset within one of its pieces.
    func column(of offset: Int, in piece: Int) -> Int { offset - pieces[piece].lineStart + 1 }
}
