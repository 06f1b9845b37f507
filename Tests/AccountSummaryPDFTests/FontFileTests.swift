@testable import AccountSummaryPDF
import Foundation
import Testing

/// A font file mapped reads the same bytes Foundation reads from it, and what cannot be mapped
/// is an error naming the path.
@Suite("Font files mapped")
struct FontFileTests {
    @Test("a mapped file has Foundation's bytes; a copy its array's; reads and slices keep the file's indices")
    func sameBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Not a page multiple, so the last page is partly past the file's end.
        let written = (0..<10_007).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = folder + "/font.bin"
        try Data(written).write(to: URL(fileURLWithPath: path))
        let mapped = try FontFile(mapping: path)
        #expect(Array(mapped) == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(Array(FontFile(written)) == written)
        #expect(mapped.uint16(at: 10_005) == UInt16(written[10_005]) << 8 | UInt16(written[10_006]))
        #expect(mapped.uint32(at: 10_003) == written[10_003...10_006].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let slice = mapped[100..<104]
        #expect(slice.startIndex == 100 && Array(slice) == Array(written[100..<104]))
        #expect(FontFile([]).isEmpty)
    }

    @Test("offsets checked in one pass: the last of numbers that never decrease, nil where one does")
    func ascending() {
        #expect(FontFile([0, 1, 0, 5, 0, 5]).lastOfAscending(at: 0, count: 3, size: 2) == 5)
        #expect(FontFile([0, 5, 0, 1]).lastOfAscending(at: 0, count: 2, size: 2) == nil)
        #expect(FontFile([9, 1, 2, 3, 1, 2, 4]).lastOfAscending(at: 1, count: 2, size: 3) == 0x01_0204)
        #expect(FontFile([1, 2, 3, 4, 1, 2, 3, 3]).lastOfAscending(at: 0, count: 2, size: 4) == nil)
        #expect(FontFile([7]).lastOfAscending(at: 1, count: 0, size: 1) == 0)
        // Against the obvious reading, for every size and many random runs of numbers.
        var generator = CFFFontTests.SplitMix(seed: 0xA5C)
        for size in 1...4 {
            for _ in 0..<200 {
                let count = Int(generator.next() % 12)
                var numbers: [Int] = [], value = 0
                for _ in 0..<count {
                    value += Int(generator.next() % 5) - (generator.next() % 9 == 0 ? 3 : 0)
                    value = max(0, min(value, (1 << (8 * size)) - 1))
                    numbers.append(value)
                }
                let bytes = numbers.flatMap { number in (0..<size).reversed().map { UInt8(truncatingIfNeeded: number >> (8 * $0)) } }
                let expected: Int? = zip(numbers, numbers.dropFirst()).allSatisfy { $0 <= $1 } ? (numbers.last ?? 0) : nil
                #expect(FontFile([0xEE] + bytes).lastOfAscending(at: 1, count: count, size: size) == expected)
            }
        }
    }

    @Test("an installed font mapped is the font read: same tables, glyphs and advances")
    func installedFont() throws {
        guard let path = TrueTypeFont.installed("NotoSans-Regular.ttf") else {
            try #require(ProcessInfo.processInfo.environment["CI"] == nil, "fonts-noto-core is required in CI")
            print("skipped: NotoSans-Regular.ttf not installed")
            return
        }
        let mapped = try TrueTypeFont(contentsOfFile: path)
        let read = try TrueTypeFont(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: "NotoSans-Regular.ttf")
        #expect(mapped.tables == read.tables && mapped.glyphCount == read.glyphCount)
        for scalar in "Statement 1,234.50 € Ωμέγα Жёлтый".unicodeScalars {
            #expect(mapped.glyph(for: scalar) == read.glyph(for: scalar))
            if let glyph = mapped.glyph(for: scalar) { #expect(mapped.advance(of: glyph) == read.advance(of: glyph)) }
        }
    }

    @Test("a missing file, a folder and an empty file are errors naming the path")
    func refused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/empty.ttf", contents: Data()))
        for path in [folder + "/missing.ttf", folder, folder + "/empty.ttf"] {
            do {
                _ = try FontFile(mapping: path)
                Issue.record("\(path) was mapped")
            } catch {
                #expect(error.description.contains(path), "\(error)")
            }
        }
    }
}
