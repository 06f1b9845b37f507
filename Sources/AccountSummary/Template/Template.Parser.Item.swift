extension Template.Parser {
    /// A piece of scanned source: text without newlines, one newline, or a tag.
    enum Item {
        case text(Range<Int>)
        /// `\n` or `\r\n`.
        case newline(Range<Int>)
        case tag(Tag)
    }
}
