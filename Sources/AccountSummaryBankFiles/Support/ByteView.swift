/// A bounds-checked view of bytes someone else owns: the one way the bank-file readers read a
/// file, index it and slice it.
///
/// Every byte read is checked against the view's bounds in every build, so a reader's
/// off-by-one is a crash naming this file, never a read outside the file (an
/// `UnsafeBufferPointer`'s subscript checks only in debug builds). A slice keeps the indices of
/// the view it was cut from, as an `ArraySlice` does, so a reader's offsets stay the file's;
/// ``rebased`` gives the same bytes indexed from 0.
///
/// ```swift
/// let bytes: [UInt8] = Array("<Ntry>42</Ntry>".utf8)
/// bytes.withByteView { view in
///     let value = view[6..<8]                  // indices 6..<8, as in the file
///     value.startIndex                          // 6
///     value.rebased.startIndex                  // 0
///     String(decoding: value, as: UTF8.self)    // "42"
///     view.firstIndex(of: UInt8(ascii: "/"))    // 9
/// }
/// ```
///
/// Unsafe code, its invariants: a view is valid only while the memory it views is, and the
/// memory is not written while a view of it exists. A view is made only where memory is at hand
/// (``init(_:)`` from a caller's `withUnsafeBufferPointer` or a ``MappedBytes`` object, which
/// keeps its mapping as long as the object lives, and ``Swift/Array/withByteView(_:)``), and no
/// view outlives the call that made it: readers take it as a parameter, hold it in values that
/// end before that call returns, and never store it anywhere that lives longer. `base` points at
/// the view's index 0 (a slice keeps its parent's `base`), so `base + i` is inside the memory
/// for every `i` in `startIndex..<endIndex`; `subscript(_:)` checks that range before each read,
/// and the iterator and ``withContiguousStorageIfAvailable(_:)`` read only inside it. The view
/// is not `Sendable`: a reader that shares one between threads (``CamtEntryChunks``) says why it
/// is safe there.
package struct ByteView: RandomAccessCollection {
    /// The address of index 0 (nil only for a view of no memory, whose range is then empty).
    private let base: UnsafePointer<UInt8>?
    /// The first index of the view.
    package let startIndex: Int
    /// One past the last index of the view.
    package let endIndex: Int

    package typealias Element = UInt8
    package typealias Index = Int
    package typealias Indices = Range<Int>
    package typealias SubSequence = ByteView

    /// A view of the buffer, indexed from 0: made where the caller holds the memory (inside its
    /// `withUnsafeBufferPointer`, or from a mapping kept alive meanwhile).
    ///
    /// - Parameter buffer: memory that stays alive and unchanged as long as the view is used.
    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        base = buffer.baseAddress
        startIndex = 0
        endIndex = buffer.count
    }

    private init(base: UnsafePointer<UInt8>?, bounds: Range<Int>) {
        self.base = base
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The indices of the view, `startIndex..<endIndex`.
    package var indices: Range<Int> { startIndex..<endIndex }

    /// How many bytes the view has.
    package var count: Int { endIndex &- startIndex }

    /// Whether the view has no bytes.
    package var isEmpty: Bool { endIndex == startIndex }

    /// The byte at `position`; a position outside the view stops the program (in every build).
    ///
    /// One unsigned comparison covers both ends: `position - startIndex` wraps to a huge value
    /// below `startIndex`.
    @inline(__always)
    package subscript(position: Int) -> UInt8 {
        precondition(UInt(bitPattern: position &- startIndex) < UInt(bitPattern: endIndex &- startIndex), "a byte read outside its view")
        return base.unsafelyUnwrapped[position]
    }

    /// The bytes in `bounds`, which must lie inside the view, at the same indices.
    @inline(__always)
    package subscript(bounds: Range<Int>) -> ByteView {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "a slice outside its view")
        return ByteView(base: base, bounds: bounds)
    }

    /// The same bytes, indexed from 0.
    package var rebased: ByteView {
        ByteView(base: base.map { $0 + startIndex }, bounds: 0..<count)
    }

    @inline(__always) package func index(after position: Int) -> Int { position &+ 1 }
    @inline(__always) package func index(before position: Int) -> Int { position &- 1 }
    @inline(__always) package func index(_ position: Int, offsetBy distance: Int) -> Int { position &+ distance }
    @inline(__always) package func distance(from start: Int, to end: Int) -> Int { end &- start }

    /// Reads the bytes in order; each position is inside the view by construction (it runs from
    /// `startIndex` up to `endIndex`), so the read is not checked again.
    package struct Iterator: IteratorProtocol {
        private let base: UnsafePointer<UInt8>?
        private var position: Int
        private let end: Int

        fileprivate init(_ view: ByteView) {
            base = view.base
            position = view.startIndex
            end = view.endIndex
        }

        @inline(__always)
        package mutating func next() -> UInt8? {
            guard position < end else { return nil }
            defer { position &+= 1 }
            return base.unsafelyUnwrapped[position]
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }

    /// The view's bytes as a buffer, for the standard library's fast paths (`String(decoding:as:)`,
    /// `String(validating:as:)`, `Array(_:)`); the buffer is the view's range, valid only during `body`.
    package func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try body(UnsafeBufferPointer(start: base.map { $0 + startIndex }, count: count))
    }

    /// The first index at or after `start` whose byte does not satisfy `predicate`, or
    /// `endIndex`: a reader's scan over a run of bytes (text up to `<`, a name, white space).
    ///
    /// `start` is checked once (`startIndex...endIndex`, in every build); the loop then reads
    /// only below `endIndex`, so its reads are not checked again. This is the readers' hottest
    /// loop: a check on every byte made a whole camt render 5.4 % more instructions, this 1.8 %.
    ///
    /// ```swift
    /// view.scan(from: 6) { $0 != UInt8(ascii: "<") }  // 8 for "<Ntry>42</Ntry>"
    /// ```
    @inline(__always)
    package func scan(from start: Int, while predicate: (UInt8) -> Bool) -> Int {
        precondition(start >= startIndex && start <= endIndex, "a scan outside its view")
        var position = start
        while position < endIndex, predicate(base.unsafelyUnwrapped[position]) { position &+= 1 }
        return position
    }

    /// Whether the bytes at `position` are `ascii` (false when the view ends before they do).
    ///
    /// ```swift
    /// view.matches("<![CDATA[", at: 4)  // true for "<a>x<![CDATA[y]]>"
    /// ```
    package func matches(_ ascii: StaticString, at position: Int) -> Bool {
        let length = ascii.utf8CodeUnitCount
        guard position >= startIndex, length <= endIndex &- position else { return false }
        return ascii.withUTF8Buffer { literal in
            (0..<length).allSatisfy { self[position &+ $0] == literal[$0] }
        }
    }
}

extension Array where Element == UInt8 {
    /// Runs `body` with a view of the array's bytes, indexed from 0, valid only during the call.
    ///
    /// ```swift
    /// Array("MT940".utf8).withByteView { $0.count }  // 5
    /// ```
    /// - Parameter body: reads the bytes; the view must not escape it.
    package func withByteView<Result, Failure: Error>(_ body: (ByteView) throws(Failure) -> Result) throws(Failure) -> Result {
        // The array is not written during the call, and the view ends with it.
        try withUnsafeBufferPointer { buffer throws(Failure) in try body(ByteView(buffer)) }
    }
}

extension String {
    /// Runs `body` with a view of the string's UTF-8 bytes, indexed from 0, valid only during the
    /// call (a string not stored as UTF-8 is made so first, which is why this mutates).
    ///
    /// ```swift
    /// var text = "12,50"
    /// text.withByteView { $0.firstIndex(of: UInt8(ascii: ",")) }  // 2
    /// ```
    /// - Parameter body: reads the bytes; the view must not escape it.
    package mutating func withByteView<Result>(_ body: (ByteView) -> Result) -> Result {
        // The string's storage is not written during the call, and the view ends with it.
        withUTF8 { body(ByteView($0)) }
    }
}
