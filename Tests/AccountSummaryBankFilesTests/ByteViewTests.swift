@testable import AccountSummaryBankFiles
import Testing

/// The readers' byte view against the standard library's own collections: a slice keeps its
/// indices as an `ArraySlice` does, a rebased one is indexed from 0 as an `Array` of the same
/// bytes is, and every read or slice outside the view stops the process (a child process each).
@Suite("Byte view: slices as ArraySlice, rebased as Array, reads outside trap")
struct ByteViewTests {
    /// Bytes with a multi-byte character and a NUL in them, and every range inside them.
    static let bytes: [UInt8] = Array("<Ntry>\u{0}caf\u{E9} 42</Ntry>\r\n".utf8)
    static var ranges: [Range<Int>] {
        (0...bytes.count).flatMap { lower in (lower...bytes.count).map { lower..<$0 } }
    }

    @Test("a slice keeps the indices, bytes and searches an ArraySlice of the same range has")
    func slicesKeepIndices() {
        let array = ByteViewTests.bytes
        array.withByteView { view in
            #expect(view.indices == array.indices)
            #expect(Array(view) == array)
            for range in ByteViewTests.ranges {
                let slice = view[range]
                let oracle = array[range]
                #expect(slice.startIndex == oracle.startIndex && slice.endIndex == oracle.endIndex, "\(range)")
                #expect(slice.count == oracle.count && slice.isEmpty == oracle.isEmpty, "\(range)")
                #expect(slice.indices.map { slice[$0] } == oracle.indices.map { oracle[$0] }, "\(range)")
                #expect(Array(slice) == Array(oracle), "\(range)")
                #expect(slice.firstIndex(of: UInt8(ascii: "/")) == oracle.firstIndex(of: UInt8(ascii: "/")), "\(range)")
                #expect(slice.lastIndex(of: UInt8(ascii: "t")) == oracle.lastIndex(of: UInt8(ascii: "t")), "\(range)")
                #expect(String(decoding: slice, as: UTF8.self) == String(decoding: oracle, as: UTF8.self), "\(range)")
                #expect(String(validating: slice, as: UTF8.self) == String(validating: oracle, as: UTF8.self), "\(range)")
                // A slice of a slice is cut at the parent's indices too.
                if range.count >= 2 {
                    let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
                    #expect(Array(slice[inner]) == Array(oracle[inner]) && slice[inner].startIndex == inner.lowerBound, "\(range)")
                }
            }
        }
    }

    @Test("a rebased slice is indexed from 0, as an Array of its bytes is")
    func rebasedFromZero() {
        let array = ByteViewTests.bytes
        array.withByteView { view in
            for range in ByteViewTests.ranges {
                let rebased = view[range].rebased
                let oracle = Array(array[range])
                #expect(rebased.indices == oracle.indices, "\(range)")
                #expect(rebased.indices.map { rebased[$0] } == oracle, "\(range)")
                #expect(rebased.firstIndex(of: 0) == oracle.firstIndex(of: 0), "\(range)")
                #expect(Array(rebased.prefix(3)) == Array(oracle.prefix(3)), "\(range)")
                #expect(Array(rebased.dropFirst()) == Array(oracle.dropFirst()), "\(range)")
            }
        }
    }

    @Test("an ASCII literal matches where the bytes start with it, never past the view's end", arguments: [
        ("<Ntry>", 0), ("Ntry", 1), ("</Ntry>", 15), ("</Ntry>\r\n", 15), ("</Ntry>\r\n!", 15), ("<", 15), ("Ntry", 0), ("\n", 23),
    ] as [(StaticString, Int)])
    func matchesLiteral(literal: StaticString, at position: Int) {
        let array = ByteViewTests.bytes
        let text = Array(String(describing: literal).utf8)
        let oracle = position <= array.count && array[position...].starts(with: text)
        array.withByteView { view in
            #expect(view.matches(literal, at: position) == oracle)
            // Cut just before the literal's end, the slice never matches it.
            let cut = view[0..<min(view.endIndex, position + text.count - 1)]
            #expect(!cut.matches(literal, at: position))
        }
    }

    @Test("a scan stops where ArraySlice's firstIndex(where:) finds the first byte that fails, else at the end")
    func scanLikeFirstIndex() {
        let array = ByteViewTests.bytes
        let predicates: [(UInt8) -> Bool] = [{ $0 != UInt8(ascii: "<") }, { $0 >= 0x41 }, { _ in true }, { _ in false }]
        array.withByteView { view in
            for range in ByteViewTests.ranges {
                for start in range.lowerBound...range.upperBound {
                    for predicate in predicates {
                        let oracle = array[range][start...].firstIndex { !predicate($0) } ?? range.upperBound
                        #expect(view[range].scan(from: start, while: predicate) == oracle, "\(range) from \(start)")
                    }
                }
            }
        }
    }

    @Test("a string's bytes are viewed as its UTF-8")
    func stringView() {
        var text = "Empf\u{E4}nger 12,50"
        let count = text.withByteView { view in view.count }
        #expect(count == text.utf8.count)
        #expect(text.withByteView { Array($0) } == Array(text.utf8))
        var empty = ""
        #expect(empty.withByteView { $0.isEmpty && $0.firstIndex(of: 0) == nil })
        #expect([UInt8]().withByteView { $0.isEmpty && Array($0).isEmpty && String(decoding: $0, as: UTF8.self).isEmpty })
    }

    @Test("a view is UTF-8 up to the first bad byte exactly where the standard library's validation says it is")
    func firstInvalidUTF8() {
        // Good and bad sequences of every length, overlong forms, surrogates, past U+10FFFF, cut short.
        let pieces: [[UInt8]] = [[0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xE2, 0x82], [0x80], [0xFF]]
        for first in pieces {
            for second in pieces {
                let bytes = [0x20] + first + second + [0x20]
                bytes.withByteView { view in
                    let found = view.firstInvalidUTF8()
                    if String(validating: bytes, as: UTF8.self) != nil {
                        #expect(found == nil, "\(bytes)")
                    } else {
                        // The oracle: the first bad byte is where the longest prefix the standard library takes as UTF-8 ends.
                        let good = (0...bytes.count).last { String(validating: bytes[..<$0], as: UTF8.self) != nil } ?? 0
                        #expect(found == good, "\(bytes): \(String(describing: found)) against \(good)")
                    }
                    // A slice answers from its own start.
                    let sliced = view[1..<view.endIndex].firstInvalidUTF8()
                    #expect(sliced == found.map { $0 - 1 }, "\(bytes)")
                }
            }
        }
    }

    @Test("a read one past the end stops the process")
    func readPastEndTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [1, 2, 3]
            _ = bytes.withByteView { $0[3] }
        }
    }

    @Test("a slice's read before its start stops the process, though the byte is in the parent")
    func readBeforeSliceTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [1, 2, 3, 4]
            _ = bytes.withByteView { $0[2..<4][1] }
        }
    }

    @Test("a rebased slice's read past its end stops the process, though the byte is in the parent")
    func readPastRebasedTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [1, 2, 3, 4]
            _ = bytes.withByteView { $0[1..<3].rebased[2] }
        }
    }

    @Test("a scan that starts outside its view stops the process")
    func scanOutsideTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [1, 2, 3, 4]
            _ = bytes.withByteView { $0[1..<3].scan(from: 0) { _ in true } }
        }
    }

    @Test("a slice that reaches outside the view stops the process")
    func sliceOutsideTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [1, 2, 3, 4]
            _ = bytes.withByteView { $0[1..<3][0..<2].count }
        }
    }
}
