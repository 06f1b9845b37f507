/// A zlib stream (RFC 1950) of DEFLATE data (RFC 1951): what a PDF's `/FlateDecode` filter
/// reads. The toolchain has no compressor on Linux, so this is ours: LZ77 matches found
/// through hash chains over a 32 KB window, coded with the fixed Huffman codes in one block.
/// It compresses a page's drawing and a font subset to a third or less, and every reader
/// decodes it (checked against Python's zlib in the tests).
///
/// ```swift
/// let packed = Deflate.zlib(Array("BT /R1 9.5 Tf … ET\n".utf8))
/// packed.prefix(2)  // [0x78, 0x9C]
/// ```
package enum Deflate {
    /// The zlib stream of `input`: header, one final fixed-Huffman block, Adler-32.
    package static func zlib(_ input: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.output = [0x78, 0x9C]
        bits.output.reserveCapacity(input.count / 2 + 64)
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes (written least significant bit first)
        compress(input, into: &bits)
        return finished(bits, input: input)
    }

    /// The end of block, the last byte, and the Adler-32 of `input` after `bits`.
    static func finished(_ bits: BitWriter, input: [UInt8]) -> [UInt8] {
        var bits = bits
        writeLiteral(256, into: &bits)  // end of block
        bits.flush()
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < input.count {
            // Sums stay below 2³² for 5,552 bytes between reductions (zlib's NMAX).
            let end = min(index + 5552, input.count)
            while index < end {
                a &+= UInt32(input[index])
                b &+= a
                index += 1
            }
            a %= 65_521
            b %= 65_521
        }
        for shift in [24, 16, 8, 0] { bits.output.append(UInt8(truncatingIfNeeded: (b << 16 | a) >> UInt32(shift))) }
        return bits.output
    }

    static let window = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// How many earlier places with the same three bytes are tried for each match (zlib's
    /// level 6 tries up to 128; 24 keeps most of the gain on page drawings and font outlines
    /// at a fraction of the time).
    static let chainLimit = 24

    /// Codes `input` from `start` (the bytes before it already coded, each entered in the hash
    /// chains here as coding them entered it); to its end when `final`, otherwise up to where a
    /// match could reach past its end into bytes not given yet (see ``Partial``). Returns
    /// where it stopped.
    ///
    /// Greedy LZ77: at each place the longest match among the last ``chainLimit`` places with
    /// the same hash of three bytes (the nearest first, ties to the nearest), else a literal.
    /// `Tests/AccountSummaryPDFTests/DeflateTests.swift` holds this reading, written over
    /// arrays, as the oracle the bytes are compared with.
    ///
    /// Unsafe code, its invariants: the input and the chains are read through buffer pointers
    /// (unchecked in a release build) only for indices the loop bounds: a candidate is an
    /// earlier place (`candidate < position`, a chain only ever points back), a match extends
    /// only while `length < limit <= count - position`, so `candidate + length < position +
    /// length < count`, and eight bytes are loaded at once (unaligned, from the input's base
    /// address) only while `length + 8 <= limit`, so both loads end at or before `position +
    /// limit <= count`; a hash reads `at + 2 < count` (a place is entered only when three
    /// bytes start there, `at <= count - 3`); `head` has 2¹⁵ entries for a 15-bit hash; `previous` has the
    /// window's 2¹⁵ entries, indexed by a place's low 15 bits, or as many as the input when it
    /// is shorter, every place then below its size. The pointers live only inside the `with…` calls.
    @discardableResult
    static func compress(_ input: [UInt8], from start: Int = 0, final: Bool = true, into bits: inout BitWriter) -> Int {
        let count = input.count
        var head = [Int32](repeating: -1, count: 1 << 15)
        // As long as the window, or as the input when it is shorter (a place is then its own
        // index), so a small page's drawing does not clear 128 KB it never uses.
        var previous = [Int32](repeating: -1, count: min(window, max(count, 1)))
        return input.withUnsafeBufferPointer { input in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    @inline(__always)
                    func hash(_ at: Int) -> Int {
                        (Int(input[at]) << 10 ^ Int(input[at + 1]) << 5 ^ Int(input[at + 2])) & 0x7FFF
                    }
                    @inline(__always)
                    func enter(_ at: Int, key: Int) {
                        previous[at & (window - 1)] = head[key]
                        head[key] = Int32(at)
                    }
                    // The places from `from` (whose hash is `key`) up to `end`, each entered with
                    // its hash rolled from the one before (zlib's UPDATE_HASH: shifting five bits
                    // left drops the oldest byte's bits out of the 15), so each costs one byte read.
                    @inline(__always)
                    func enterRun(from: Int, key: Int, upTo end: Int) {
                        var at = from, key = key
                        while true {
                            enter(at, key: key)
                            at += 1
                            guard at < end else { return }
                            key = (key << 5 ^ Int(input[at + 2])) & 0x7FFF
                        }
                    }
                    // The last place three bytes start at: one past it nothing is entered.
                    let lastEntered = count - minimumMatch
                    for at in 0..<max(0, min(start, lastEntered + 1)) { enter(at, key: hash(at)) }
                    var position = start
                    // A match at `position` is as long as it would be with more input after it
                    // while it cannot reach the end: the coding up to `end` is final.
                    let end = final ? count : max(start, count - maximumMatch + 1)
                    // No place to code in an empty input (whose buffer may have no address).
                    guard position < end, let raw = UnsafeRawPointer(input.baseAddress) else { return position }
                    while position < end {
                        var bestLength = 0, bestDistance = 0, key = 0
                        if position <= lastEntered {
                            key = hash(position)
                            var candidate = Int(head[key])
                            var tries = chainLimit
                            let limit = min(maximumMatch, count - position)
                            while candidate >= 0, position - candidate <= window, tries > 0 {
                                if input[candidate + bestLength] == input[position + bestLength] {
                                    // Eight bytes compared at a time while eight more are within
                                    // the limit, then byte by byte: the first difference either way.
                                    var length = 0
                                    while length + 8 <= limit {
                                        let difference = raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                                            ^ raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                                        if difference != 0 {
                                            length += UInt64(littleEndian: difference).trailingZeroBitCount >> 3
                                            break
                                        }
                                        length += 8
                                    }
                                    if length + 8 > limit {
                                        while length < limit, input[candidate + length] == input[position + length] { length += 1 }
                                    }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = position - candidate
                                        if length == limit { break }
                                    }
                                }
                                let next = Int(previous[candidate & (window - 1)])
                                guard next < candidate else { break }  // a stale entry from a wrapped window
                                candidate = next
                                tries -= 1
                            }
                        }
                        if bestLength >= minimumMatch {
                            writeMatch(length: bestLength, distance: bestDistance, into: &bits)
                            let entered = min(position + bestLength, lastEntered + 1)
                            if position < entered { enterRun(from: position, key: key, upTo: entered) }
                            position += bestLength
                        } else {
                            writeLiteral(Int(input[position]), into: &bits)
                            if position <= lastEntered { enter(position, key: key) }
                            position += 1
                        }
                    }
                    return position
                }
            }
        }
    }

    /// The fixed literal/length code (RFC 1951 §3.2.6) of each symbol, bit-reversed once, as
    /// the bit stream takes codes most significant bit first: (bits, length).
    static let literalCodes: [(UInt32, Int)] = (0..<288).map { symbol in
        let (code, count) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return (reversed(code, count: count), count)
    }

    /// The fixed 5-bit distance codes, bit-reversed.
    static let distanceCodes: [UInt32] = (0..<30).map { reversed($0, count: 5) }

    /// `code`'s low `count` bits in reverse order.
    static func reversed(_ code: Int, count: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<count { result |= UInt32(code >> bit & 1) << UInt32(count - 1 - bit) }
        return result
    }

    /// A literal/length symbol in the fixed code.
    @inline(__always)
    static func writeLiteral(_ symbol: Int, into bits: inout BitWriter) {
        let (code, count) = literalCodes[symbol]
        bits.write(code, count: count)
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
                                3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0–28) of each match length, by length (3…258; 0–2 unused).
    static let lengthCodeOf: [UInt8] = (0...maximumMatch).map { length in
        UInt8(lengthBases.lastIndex { $0 <= length } ?? 0)
    }

    /// The distance code (0–29) of each distance (zlib's `_dist_code`): by `distance - 1`
    /// below 256, then by `(distance - 1) >> 7` from entry 256 (from distance 257 on, every
    /// code's range starts at a multiple of 128 past 1).
    static let distanceCodeOf: [UInt8] = (0..<512).map { entry in
        let distance = entry < 256 ? entry + 1 : (entry - 256) << 7 + 1
        return UInt8(distanceBases.lastIndex { $0 <= distance } ?? 0)
    }

    static func writeMatch(length: Int, distance: Int, into bits: inout BitWriter) {
        let code = Int(lengthCodeOf[length])
        writeLiteral(257 + code, into: &bits)
        bits.write(UInt32(length - lengthBases[code]), count: lengthExtra[code])
        let distanceCode = Int(distanceCodeOf[distance <= 256 ? distance - 1 : 256 + (distance - 1) >> 7])
        bits.write(distanceCodes[distanceCode], count: 5)
        bits.write(UInt32(distance - distanceBases[distanceCode]), count: distanceExtra[distanceCode])
    }

    /// Bits packed from the least significant end of each byte, as DEFLATE stores them.
    struct BitWriter {
        var output: [UInt8] = []
        /// Bits not yet a whole byte, and how many.
        fileprivate(set) var buffer: UInt64 = 0
        fileprivate(set) var filled = 0

        /// `count` bits of `value`, least significant first (extra bits, header fields, reversed codes).
        @inline(__always)
        mutating func write(_ value: UInt32, count: Int) {
            guard count > 0 else { return }
            buffer |= UInt64(value & (1 << UInt32(count) &- 1)) << UInt64(filled)
            filled += count
            while filled >= 8 {
                output.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// Pads the last byte with zeros.
        mutating func flush() {
            if filled > 0 { output.append(UInt8(truncatingIfNeeded: buffer)) }
            buffer = 0
            filled = 0
        }
    }
}
