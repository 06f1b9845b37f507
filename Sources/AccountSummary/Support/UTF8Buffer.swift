// The only raw byte access of the templates, writers and reports: every string they build
// byte by byte is written through `UTF8Output`, every string they read byte by byte through
// `UTF8Bytes`. Both wrap a raw buffer, and both check every access against its bounds:
//
// - `UTF8Output` checks each append in every build (`precondition`): text from the input
//   is escaped through it, so a wrong size traps instead of writing out of bounds.
// - `UTF8Bytes` checks each read in debug builds (`assert`) and each slice in every build.
//
// Everything above uses the safe API below: `String(utf8Writing:)`, `withUTF8Bytes`.

/// Bytes appended into a string being built: counted on a first run, written on a second.
///
/// ``Swift/String/init(utf8Writing:)`` runs the same closure twice, first with an output
/// that only counts, then with one that writes into a buffer of exactly that count, so the
/// size and the bytes come from one function and cannot disagree.
///
/// ```swift
/// String(utf8Writing: { output in
///     output.append("<b>")
///     output.append(repeating: UInt8(ascii: "!"), count: 2)
/// })  // "<b>!!"
/// ```
///
/// Invariant: when writing, `0 <= count <= buffer.count` and the first `count` bytes of
/// `buffer` are initialized. Every append checks that its bytes fit before writing any
/// (in release builds too: one comparison per append), so no append writes past the end.
struct UTF8Output: ~Copyable {
    /// Where bytes go; nil while counting.
    private let buffer: UnsafeMutableBufferPointer<UInt8>?
    /// Bytes appended so far.
    private(set) var count = 0

    /// An output that only counts.
    fileprivate init() {
        buffer = nil
    }

    /// An output that writes into `buffer`, from its start.
    fileprivate init(writingInto buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Makes room for `length` more bytes, trapping when they do not fit; the start of the
    /// room, or nil when only counting.
    @inline(__always)
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8>? {
        defer { count += length }
        guard let buffer else { return nil }
        precondition(length >= 0 && count + length <= buffer.count, "UTF8Output: more bytes than were counted")
        return buffer.baseAddress! + count
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)?.initialize(to: byte)
    }

    /// Appends the UTF-8 of a literal.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)?.initialize(from: text.utf8Start, count: length)
    }

    /// Appends bytes read from a string.
    @inline(__always)
    mutating func append(_ bytes: UTF8Bytes) {
        guard let source = bytes.base.baseAddress else { return }
        reserve(bytes.count)?.initialize(from: source, count: bytes.count)
    }

    /// Appends `byte` `count` times.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count: Int) {
        reserve(count)?.initialize(repeating: byte, count: count)
    }
}

/// A string's UTF-8 bytes, read in place, valid only inside the closure that gives them.
///
/// ```swift
/// "929".withUTF8Bytes { $0.count }      // 3
/// "a<b".withUTF8Bytes { $0[1] }         // 0x3C
/// "a<b".withUTF8Bytes { $0[1..<3].string }  // "<b"
/// ```
///
/// Invariant: `base` is the storage of a string (or amount) kept alive by the enclosing
/// `withUTF8Bytes` call, so it is valid UTF-8 for as long as the view is used; the view
/// never escapes that closure. Reads are bounds-checked in debug builds, slices always.
struct UTF8Bytes {
    fileprivate let base: UnsafeBufferPointer<UInt8>

    fileprivate init(_ base: UnsafeBufferPointer<UInt8>) {
        self.base = base
    }

    var count: Int { base.count }

    var indices: Range<Int> { 0..<base.count }

    @inline(__always)
    subscript(index: Int) -> UInt8 {
        assert(index >= 0 && index < base.count, "UTF8Bytes: index out of range")
        return base[index]
    }

    /// The bytes in `range`, which must lie inside these.
    subscript(range: Range<Int>) -> UTF8Bytes {
        precondition(range.lowerBound >= 0 && range.upperBound <= base.count, "UTF8Bytes: range out of bounds")
        return UTF8Bytes(UnsafeBufferPointer(rebasing: base[range]))
    }

    /// Whether every byte satisfies `predicate`.
    @inline(__always)
    func allSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
        base.allSatisfy(predicate)
    }

    /// The bytes as a new string.
    var string: String { String(decoding: base, as: UTF8.self) }

    /// The index of the first `byte` at or after `start`, or nil.
    ///
    /// ```swift
    /// "a\nb\n".withUTF8Bytes { $0.firstIndex(of: 0x0A, from: 2) }  // 3
    /// ```
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        precondition(start >= 0 && start <= base.count, "UTF8Bytes: start out of bounds")
        return base[start...].firstIndex(of: byte)
    }

    /// Appends these bytes to `array` (a copy).
    ///
    /// ```swift
    /// var line: [UInt8] = []
    /// "ab".withUTF8Bytes { $0.append(to: &line) }  // line == [0x61, 0x62]
    /// ```
    func append(to array: inout [UInt8]) {
        array.append(contentsOf: base)
    }
}

extension String {
    /// A string built by `write`, which runs twice: once to count the bytes, once to write
    /// them into storage of exactly that size.
    ///
    /// ```swift
    /// String(utf8Writing: { $0.append("&amp;") })  // "&amp;"
    /// ```
    ///
    /// `write` must append the same bytes both times (it is given no way to tell the runs
    /// apart); a second run that appends more traps, one that appends fewer traps too.
    /// The bytes must be valid UTF-8, as they are when copied from strings and literals.
    @inline(__always)
    init(utf8Writing write: (inout UTF8Output) -> Void) {
        var counter = UTF8Output()
        write(&counter)
        let capacity = counter.count
        self.init(unsafeUninitializedCapacity: capacity) { buffer in
            var output = UTF8Output(writingInto: buffer)
            write(&output)
            precondition(output.count == capacity, "UTF8Output: fewer bytes than were counted")
            return output.count
        }
    }

    /// Calls `body` with the string's UTF-8 bytes, read in place.
    ///
    /// ```swift
    /// "Coffee".withUTF8Bytes { $0.allSatisfy { $0 < 0x80 } }  // true
    /// ```
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UTF8Bytes) -> Result) -> Result {
        var text = self  // withUTF8 makes a bridged string contiguous; native ones already are
        return text.withUTF8 { body(UTF8Bytes($0)) }
    }
}

extension FormattedAmount {
    /// Calls `body` with the amount's UTF-8 bytes, read in place; parts' `utf8Offsets` index them.
    ///
    /// ```swift
    /// amount.withUTF8Bytes { $0[part.utf8Offsets].string }  // "929"
    /// ```
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UTF8Bytes) -> Result) -> Result {
        withUTF8 { body(UTF8Bytes($0)) }
    }
}
