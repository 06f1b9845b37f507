extension Deflate {
    /// A zlib stream begun on the start of its input, to be finished when the rest is known:
    /// a page's drawing, compressed when the page breaks, whose running footer ("Page N of M")
    /// is drawn only once the last page is laid out. Holding this rather than the drawing
    /// keeps a page's compressed bytes, not its text.
    ///
    /// Finishing gives exactly the bytes ``Deflate/zlib(_:)`` gives for the whole input. The
    /// coding is greedy and depends on a byte only through the matches that can reach it, so
    /// everything coded while no match could reach past the bytes given (258 bytes back from
    /// their end) is what coding the whole would give; finishing decodes those bytes again
    /// (the window later matches look back into), enters them in the hash chains in the same
    /// order, and codes the rest.
    ///
    /// ```swift
    /// let partial = Deflate.Partial(Array("BT /R1 9.5 Tf … ET\n".utf8))
    /// partial.finished(appending: Array("EMC\n".utf8)) == Deflate.zlib(Array("BT /R1 9.5 Tf … ET\nEMC\n".utf8))  // true
    /// ```
    package struct Partial: Sendable {
        /// The stream so far: the header and the bits of the first `coded` input bytes.
        private let bits: BitWriter
        /// How many bytes of the input `bits` codes.
        private let coded: Int
        /// The input after those, not coded yet (fewer than 258 bytes).
        private let rest: [UInt8]

        /// Begins the stream of an input that starts with `input`.
        package init(_ input: [UInt8]) {
            var bits = BitWriter()
            bits.output = [0x78, 0x9C]
            bits.write(1, count: 1)  // BFINAL
            bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
            coded = Deflate.compress(input, final: false, into: &bits)
            rest = Array(input[coded...])
            self.bits = bits
        }

        /// The compressed bytes held.
        package var byteCount: Int { bits.output.count + rest.count }

        /// The zlib stream of the input begun with followed by `more`.
        package func finished(appending more: [UInt8]) -> [UInt8] {
            var input = Deflate.decoded(bits, count: coded)
            input += rest
            input += more
            var bits = bits
            Deflate.compress(input, from: coded, into: &bits)
            return Deflate.finished(bits, input: input)
        }
    }

    /// The input of a whole stream this enum wrote (tests read it back with this).
    static func decoded(of zlib: [UInt8]) -> [UInt8] {
        decoded(BitReader(bytes: zlib, last: 0, lastCount: 0), count: .max)
    }

    /// The first `count` bytes coded in `bits`, a stream this enum is writing.
    static func decoded(_ bits: BitWriter, count: Int) -> [UInt8] {
        decoded(BitReader(bytes: bits.output, last: bits.buffer, lastCount: bits.filled), count: count)
    }

    /// The first `count` bytes coded (all, to the end of block, for `.max`) in a stream this
    /// enum wrote: the zlib header, then one block of fixed Huffman codes,
    /// ``compress(_:from:final:into:)``'s symbols.
    static func decoded(_ reader: BitReader, count: Int) -> [UInt8] {
        var reader = reader
        reader.skip(16 + 3)  // the zlib header, BFINAL and BTYPE
        var output: [UInt8] = []
        if count < .max { output.reserveCapacity(count) }
        while output.count < count {
            let symbol = reader.symbol(table: literalTable, bits: 9)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 {
                precondition(count == .max, "no end of block before the bytes coded")
                break
            }
            let code = symbol - 257
            let length = lengthBases[code] + reader.read(lengthExtra[code])
            let distanceCode = reader.symbol(table: distanceTable, bits: 5)
            let distance = distanceBases[distanceCode] + reader.read(distanceExtra[distanceCode])
            precondition(distance <= output.count, "a match within the bytes decoded")
            let from = output.count - distance
            for offset in 0..<length { output.append(output[from + offset]) }
        }
        return output
    }

    /// Each 9-bit pattern of the stream (read least significant first) as the fixed literal or
    /// length code it starts with: the symbol and the code's length.
    static let literalTable: [(symbol: Int, length: Int)] = {
        var table = [(symbol: Int, length: Int)](repeating: (0, 0), count: 512)
        for (symbol, (code, count)) in literalCodes.enumerated() {
            for high in 0..<(1 << (9 - count)) { table[Int(code) | high << count] = (symbol, count) }
        }
        return table
    }()

    /// The 5-bit distance codes as read from the stream.
    static let distanceTable: [(symbol: Int, length: Int)] = (0..<32).map { pattern in (Int(reversed(pattern, count: 5)), 5) }

    /// Bits read least significant first from bytes, then from a last partial byte.
    struct BitReader {
        let bytes: [UInt8]
        let last: UInt64
        let lastCount: Int
        /// The next bit's place, counted in bits from the start.
        private var position = 0

        init(bytes: [UInt8], last: UInt64, lastCount: Int) {
            self.bytes = bytes
            self.last = last
            self.lastCount = lastCount
        }

        mutating func skip(_ count: Int) { position += count }

        /// The next `count` bits as a number (first bit least significant), without moving past them;
        /// bits past the end read as 0.
        func peek(_ count: Int) -> Int {
            var value = 0
            var gathered = 0
            var at = position
            while gathered < count {
                let byteIndex = at >> 3, bit = at & 7
                let byte: Int
                if byteIndex < bytes.count { byte = Int(bytes[byteIndex]) } else if byteIndex == bytes.count { byte = Int(last & 0xFF) } else { byte = 0 }
                let take = min(8 - bit, count - gathered)
                value |= (byte >> bit & (1 << take - 1)) << gathered
                gathered += take
                at += take
            }
            return value
        }

        mutating func read(_ count: Int) -> Int {
            guard count > 0 else { return 0 }
            let value = peek(count)
            position += count
            return value
        }

        /// The next Huffman-coded symbol, looked up by the next `bits` bits in `table`.
        mutating func symbol(table: [(symbol: Int, length: Int)], bits: Int) -> Int {
            let entry = table[peek(bits)]
            position += entry.length
            return entry.symbol
        }
    }
}
