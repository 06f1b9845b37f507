import AccountSummary

extension StatementSource {
    /// One input: its name (what errors and warnings call it) and its bytes, held in memory or
    /// mapped from a file by the caller.
    ///
    /// ```swift
    /// let day = StatementSource.File(name: "2026-11-03.xml", bytes: Array(try Data(contentsOf: url)))
    /// day.name  // "2026-11-03.xml"
    /// ```
    public struct File {
        /// The name errors and warnings give it.
        public var name: String
        private let storage: Storage

        private enum Storage {
            case bytes([UInt8])
            case mapped(any MappedBytes)
        }

        /// A file whose bytes are in memory.
        ///
        /// - Parameters:
        ///   - name: what errors and warnings call it (its file name, say).
        ///   - bytes: its whole content, in any encoding its format allows.
        public init(name: String, bytes: [UInt8]) {
            self.name = name
            storage = .bytes(bytes)
        }

        /// A file the caller has mapped: read in place, its pages handed back as it is read.
        package init(name: String, mapped: any MappedBytes) {
            self.name = name
            storage = .mapped(mapped)
        }

        /// Runs `body` with the whole content, for the document reader (the library's streaming
        /// read takes the buffer itself).
        ///
        /// Raw memory, its invariant: the buffer is the array's own storage during its
        /// `withUnsafeBufferPointer`, or the mapping, alive as long as the `MappedBytes` object
        /// this file holds; `body` gets it for its call only.
        func withBytes<Result, Failure: Error>(
            _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            switch storage {
            case .bytes(let bytes): try bytes.withUnsafeBufferPointer(body)
            case .mapped(let mapped): try body(mapped.bytes)
            }
        }

        /// Runs `body` with a bounds-checked view of the whole content, for the bank-file readers;
        /// the view ends with the call.
        func withView<Result, Failure: Error>(_ body: (ByteView) throws(Failure) -> Result) throws(Failure) -> Result {
            try withBytes { bytes throws(Failure) in try body(ByteView(bytes)) }
        }

        /// Tells a mapping the bytes before `offset` have been read.
        func release(upTo offset: Int) {
            if case .mapped(let mapped) = storage { mapped.release(upTo: offset) }
        }
    }
}

/// A file's bytes mapped into memory by the caller (the command's `MappedFile`), whose pages
/// it may hand back once they are read.
package protocol MappedBytes: AnyObject {
    /// The whole file, alive as long as the object is.
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// Hands back the pages before `offset`, which will not be read again.
    func release(upTo offset: Int)
}
