/// A read-only view of a document's bytes: what the one JSON scanner reads, a byte or a word
/// at a time.
///
/// One of the three files of `Input/` that touch raw memory (with `JSONTape.swift` and
/// `StatementReader+Streaming.swift`); everything above them uses safe API.
///
/// **Invariant**: a view is used only while the memory it views is alive and unchanged. It is
/// made by ``reading(_:_:)`` for the duration of a closure over an array, or by
/// ``init(viewing:)`` from a caller that keeps its buffer alive (the streamed read's input),
/// and is never stored beyond that. Every index read is below ``count``: debug builds check
/// it (`assert`), release builds trust the scanner's loops, which bound every index by `count`.
///
/// ```swift
/// JSONBytes.reading(Array("[true]".utf8)) { bytes in bytes[1] }  // UInt8(ascii: "t")
/// ```
struct JSONBytes {
    private let buffer: UnsafeBufferPointer<UInt8>

    /// A view of `buffer`, which the caller keeps alive while the view is used.
    init(viewing buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Runs `body` with a view of `array`'s bytes, valid only inside it.
    @inline(__always)
    static func reading<Result, Failure>(
        _ array: [UInt8], _ body: (JSONBytes) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = array.withUnsafeBufferPointer { buffer in
            do throws(Failure) {
                return .success(try body(JSONBytes(viewing: buffer)))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// How many bytes there are.
    @inline(__always)
    var count: Int { buffer.count }

    /// The byte at `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        assert(index >= 0 && index < buffer.count, "byte index out of range")
        return buffer[index]
    }

    /// The eight bytes from `index`, little-endian, as one word (all eight must be in range).
    @inline(__always)
    func word(at index: Int) -> UInt64 {
        assert(index >= 0 && index + 8 <= buffer.count, "word out of range")
        return UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The four bytes from `index`, little-endian, as one word (all four must be in range).
    @inline(__always)
    func word32(at index: Int) -> UInt32 {
        assert(index >= 0 && index + 4 <= buffer.count, "word out of range")
        return UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt32.self))
    }

    /// The bytes in `range` as a string (they are valid UTF-8 when the parser checked them).
    @inline(__always)
    func string(_ range: Range<Int>) -> String {
        assert(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of bounds")
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// A copy of the bytes in `range`.
    func array(_ range: Range<Int>) -> [UInt8] {
        assert(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of bounds")
        return Array(buffer[range])
    }

    /// Appends the bytes in `range` to `array`, in one copy.
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        assert(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of bounds")
        array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// Whether the bytes in `range` are exactly `text`'s.
    @inline(__always)
    func bytes(_ range: Range<Int>, equal text: some Collection<UInt8>) -> Bool {
        guard range.count == text.count else { return false }
        var index = range.lowerBound
        for byte in text {
            if self[index] != byte { return false }
            index += 1
        }
        return true
    }
}
