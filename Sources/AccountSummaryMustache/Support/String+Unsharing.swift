extension String {
    /// A copy of `text` with storage of its own, so that threads using the copy and the
    /// original do not contend for one reference count.
    ///
    /// ```swift
    /// let copy = String(unsharing: template.text)  // equal, but a separate allocation
    /// ```
    package init(unsharing text: String) {
        self = String(decoding: Array(text.utf8), as: UTF8.self)
    }
}
