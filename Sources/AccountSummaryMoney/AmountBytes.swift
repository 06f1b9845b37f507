/// The raw memory of formatted amounts: the one place the formatter writes through pointers.
///
/// Everything above this file (the plan's writers, `FormattedAmount`, the line
/// formatter) uses the safe API below: a table it reads by index, a writer it
/// hands bytes to, and scopes that turn what was written into a `String`, an
/// inline buffer or array elements. Pointers never leave this file.
///
/// The invariants, each checked by `assert` in debug builds:
/// - ``FixedTable``: `count` elements, initialized once when it is made and
///   never written again; reads are in `0..<count`; the one owner (a
///   ``CurrencyFormatter/Plan``) calls `deallocate()` once, in its `deinit`.
/// - ``ByteWriter``: every byte written lies in its window `0..<capacity`; the
///   window is memory owned by one of the scopes below and the writer never
///   outlives it (it is passed `inout` to a non-escaping closure); backward
///   writing initializes `position..<end`, forward writing `0..<position`.
/// - ``DigitScratch``: reads and writes are in `0..<count`; the memory lives
///   only for the `with` call that made it; a digit is read only after it was written.
/// - ``FormattedAmount/InlineBytes``: `count <= 32`.
///
/// ```swift
/// let digits = FixedTable(Array("0123456789".utf8))
/// ByteWriter.string(exactCount: 2) { writer in
///     writer.prepend(digits[2])
///     writer.prepend(digits[4])
/// }  // "42"
/// ```
@usableFromInline
package struct FixedTable<Element: BitwiseCopyable>: @unchecked Sendable {
    // @unchecked Sendable: the elements are written only in `init`, before the
    // table can be shared, and only read afterwards.
    private let base: UnsafeMutablePointer<Element>
    /// How many elements the table holds.
    package let count: Int

    /// Copies `elements` into memory of their own.
    package init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: Swift.max(count, 1))
        base.initialize(from: elements, count: count)
    }

    /// The element at `index`, in `0..<count`.
    @inline(__always)
    package subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "FixedTable index \(index) outside 0..<\(count)")
        return base[index]
    }

    /// Frees the memory; called once, by the owner's `deinit`.
    package func deallocate() {
        base.deallocate()
    }
}

/// Writes bytes into a window of memory, back to front or front to back, checked in debug builds.
///
/// Made only by the scopes in its extension, which own the window.
///
/// ```swift
/// ByteWriter.string(exactCount: 3) { writer in
///     writer.prepend(UInt8(ascii: "c"))
///     writer.prepend(UInt8(ascii: "b"))
///     writer.prepend(UInt8(ascii: "a"))
/// }  // "abc"
/// ```
package struct ByteWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Where the next byte goes (forward) or where the last one went (backward).
    package private(set) var position: Int

    /// Writes one byte before those already written.
    @inline(__always)
    package mutating func prepend(_ byte: UInt8) {
        position -= 1
        assert(position >= 0, "ByteWriter wrote before its window")
        base[position] = byte
    }

    /// Writes `count` bytes of a table, from `offset`, before those already written.
    @inline(__always)
    package mutating func prepend(_ table: FixedTable<UInt8>, offset: Int, count: Int) {
        position -= count
        assert(position >= 0, "ByteWriter wrote before its window")
        for index in 0..<count { base[position + index] = table[offset + index] }
    }

    /// Writes one byte after those already written.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        assert(position < capacity, "ByteWriter wrote past its window")
        base[position] = byte
        position += 1
    }

    /// Writes `count` bytes of a table, from `offset`, after those already written.
    @inline(__always)
    package mutating func append(_ table: FixedTable<UInt8>, offset: Int, count: Int) {
        assert(position + count <= capacity, "ByteWriter wrote past its window")
        for index in 0..<count { base[position + index] = table[offset + index] }
        position += count
    }
}

/// A few bytes of stack scratch for the general writer's digits, checked in debug builds.
///
/// ```swift
/// DigitScratch.with(count: 48) { scratch in
///     scratch[47] = 9
///     return scratch[47]
/// }  // 9
/// ```
package struct DigitScratch {
    private let base: UnsafeMutablePointer<UInt8>
    /// How many bytes the scratch holds.
    package let count: Int

    /// Runs `body` with `count` bytes of uninitialized stack memory.
    @inline(__always)
    package static func with<R>(count: Int, _ body: (DigitScratch) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            body(DigitScratch(base: buffer.baseAddress!, count: count))
        }
    }

    /// The byte at `index`, in `0..<count`.
    @inline(__always)
    package subscript(index: Int) -> UInt8 {
        get {
            assert(index >= 0 && index < count, "DigitScratch index \(index) outside 0..<\(count)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "DigitScratch index \(index) outside 0..<\(count)")
            base[index] = newValue
        }
    }
}

extension ByteWriter {
    /// The largest result written on the stack rather than the heap.
    static let stackCapacity = 256

    /// A `String` of exactly `count` bytes that `body` writes back to front.
    ///
    /// A fixed-size stack buffer and `String(decoding:)` beat writing into
    /// `String(unsafeUninitializedCapacity:)`, which costs more to set up.
    @inline(__always)
    package static func string(exactCount count: Int, _ body: (inout ByteWriter) -> Void) -> String {
        guard count <= stackCapacity else { return String(decoding: array(exactCount: count, body), as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: count, position: count)
            body(&writer)
            assert(writer.position == 0, "ByteWriter wrote \(count - writer.position) of \(count) bytes")
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
        }
    }

    /// A `String` of at most `capacity` bytes that `body` writes front to back.
    package static func string(capacity: Int, _ body: (inout ByteWriter) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: capacity, position: 0)
            body(&writer)
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.position), as: UTF8.self)
        }
    }

    /// An array of exactly `count` bytes that `body` writes back to front.
    package static func array(exactCount count: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: count, position: count)
            body(&writer)
            assert(writer.position == 0, "ByteWriter wrote \(count - writer.position) of \(count) bytes")
            initialized = count
        }
    }

    /// Appends exactly `count` bytes that `body` writes back to front.
    @inline(__always)
    package static func append(to output: inout [UInt8], exactCount count: Int, _ body: (inout ByteWriter) -> Void) {
        guard count <= stackCapacity else {
            output += array(exactCount: count, body)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: count, position: count)
            body(&writer)
            assert(writer.position == 0, "ByteWriter wrote \(count - writer.position) of \(count) bytes")
            output.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: count))
        }
    }

    /// Appends at most `capacity` bytes that `body` writes front to back; returns what `body` returns.
    package static func append<R>(to output: inout [UInt8], capacity: Int, _ body: (inout ByteWriter) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: capacity, position: 0)
            let result = body(&writer)
            output.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.position))
            return result
        }
    }

    /// A formatted amount's storage of exactly `count` bytes that `body` writes back to front:
    /// inline (no allocation) up to 32 bytes, a `String` beyond.
    @inline(__always)
    static func amountStorage(exactCount count: Int, _ body: (inout ByteWriter) -> Void) -> FormattedAmount.Storage {
        guard count <= FormattedAmount.InlineBytes.capacity else {
            return .string(String(unsafeUninitializedCapacity: count) { buffer in
                var writer = ByteWriter(base: buffer.baseAddress!, capacity: count, position: count)
                body(&writer)
                assert(writer.position == 0, "ByteWriter wrote \(count - writer.position) of \(count) bytes")
                return count
            })
        }
        var bytes = FormattedAmount.InlineBytes(count: count)
        withUnsafeMutableBytes(of: &bytes.words) { raw in
            var writer = ByteWriter(base: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), capacity: count, position: count)
            body(&writer)
            assert(writer.position == 0, "ByteWriter wrote \(count - writer.position) of \(count) bytes")
        }
        return .inline(bytes)
    }

    /// A formatted amount's storage of at most `capacity` bytes that `body` writes front to back;
    /// returns it with what `body` returns.
    static func amountStorage<R>(capacity: Int, _ body: (inout ByteWriter) -> R) -> (FormattedAmount.Storage, R) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: capacity, position: 0)
            let result = body(&writer)
            let bytes = UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.position)
            let storage: FormattedAmount.Storage = bytes.count <= FormattedAmount.InlineBytes.capacity
                ? .inline(FormattedAmount.InlineBytes(bytes)) : .string(String(decoding: bytes, as: UTF8.self))
            return (storage, result)
        }
    }
}

extension FormattedAmount {
    /// Up to 32 bytes kept in the value itself.
    @usableFromInline
    struct InlineBytes: Sendable, Hashable {
        static let capacity = 32
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var count: UInt8 = 0

        /// Room for `count` bytes, to be written by ``ByteWriter/amountStorage(exactCount:_:)``.
        init(count: Int) {
            assert(count <= InlineBytes.capacity, "\(count) bytes do not fit inline")
            self.count = UInt8(count)
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            assert(bytes.count <= InlineBytes.capacity, "\(bytes.count) bytes do not fit inline")
            count = UInt8(bytes.count)
            withUnsafeMutableBytes(of: &words) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
        }

        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            try withUnsafeBytes(of: words) { raw in
                try body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: Int(count)))
            }
        }

        @usableFromInline static func == (lhs: InlineBytes, rhs: InlineBytes) -> Bool {
            lhs.count == rhs.count && lhs.words == rhs.words
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The whole formatted amount, byte-identical to Foundation's `formatted(.currency(code:))`.
    ///
    /// ```swift
    /// usd.parts.format(Decimal(string: "929466.23")!).string  // "$929,466.23"
    /// ```
    public var string: String {
        switch storage {
        case .inline(let bytes): bytes.withBytes { String(decoding: $0, as: UTF8.self) }
        case .string(let string): string
        }
    }

    /// Calls `body` with the formatted UTF-8, without making a `String`.
    ///
    /// With ``Part/utf8Offsets`` this lets a renderer copy each part's bytes straight out.
    ///
    /// ```swift
    /// amount.withUTF8 { bytes in bytes.count }  // 11 for "$929,466.23"
    /// ```
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch storage {
        case .inline(let bytes): return try bytes.withBytes(body)
        case .string(var string): return try string.withUTF8(body)
        }
    }

    /// Calls `body` with the formatted UTF-8 as a bounds-checked `Span`.
    ///
    /// ```swift
    /// amount.withUTF8Span { $0.count }  // 11 for "$929,466.23"
    /// ```
    package func withUTF8Span<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
        try withUTF8 { try body($0.span) }
    }

    /// Equal bytes (the other fields are compared by `==`).
    func hasSameBytes(as other: FormattedAmount) -> Bool {
        withUTF8 { left in other.withUTF8 { right in left.elementsEqual(right) } }
    }

    /// Feeds the formatted bytes to a hasher.
    func hashBytes(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
