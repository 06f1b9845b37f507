extension Template {
    /// `{{$name}}…{{/name}}`: a place with default content that a parent's caller may fill.
    struct Block: Sendable {
        let name: String
        /// The default content, or the content passed to a parent; its own
        /// indentation is already removed from each line.
        let nodes: [Node]
        /// The indentation added to each line of whatever fills this block;
        /// `nil` when the block sits inline, mid-line.
        let indentation: String?
        let location: TemplateError.Location
    }
}
