extension String {
    /// A copy of `text` with storage of its own, so that threads using the copy and the
    /// original do not contend for one reference count.
    ///
    /// ```swift
    /// let copy = String(unsharing: template.text)  // equal, but a separate allocation
    /// ```
    init(unsharing text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
                return bytes.count
            }
        }
    }
}
