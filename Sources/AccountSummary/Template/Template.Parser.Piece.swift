extension Template.Parser {
    /// A piece ready for nesting: text, a line start, or a tag.
    enum Piece {
        case text(Range<Int>)
        case lineStart
        case tag(Tag)
    }
}
