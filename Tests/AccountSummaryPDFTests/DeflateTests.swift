import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Our DEFLATE encoder judged by a decoder no one here wrote: Python's zlib (zlib itself).
@Suite("Deflate, decoded by zlib")
struct DeflateTests {
    static let python = ExternalTool.find("python3")

    /// Inputs of every shape: empty, one byte, runs longer than a match (258) and than the
    /// window (32 KB), seeded noise that does not compress, a page's drawing, a real font.
    static func inputs() -> [(String, [UInt8])] {
        var noise: [UInt8] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<70_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            noise.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        let page = (0..<2_000).map { "BT 0 0 0 rg /R1 9.5 Tf 56 \(700 - $0 % 50 * 12) Td <0024004500460047> Tj ET\n" }.joined()
        var inputs: [(String, [UInt8])] = [
            ("empty", []), ("one byte", [0x41]), ("three", Array("abc".utf8)),
            ("a run of 1,000", [UInt8](repeating: 0x20, count: 1_000)),
            ("a run past the window", [UInt8](repeating: 0x61, count: 100_000)),
            ("noise", noise), ("noise twice, 70 KB apart", noise + noise),
            ("a page's drawing", Array(page.utf8)),
            ("all bytes", (0..<4_096).map { UInt8($0 % 256) }),
        ]
        if let font = TrueTypeFont.installed("NotoSans-Regular.ttf"), let data = FileManager.default.contents(atPath: font) {
            inputs.append(("NotoSans-Regular.ttf", [UInt8](data)))
        }
        return inputs
    }

    @Test("zlib decodes every stream to its input, and text shrinks", .enabled(if: python != nil))
    func zlibAgrees() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var names: [String] = []
        for (index, (name, input)) in Self.inputs().enumerated() {
            try Data(input).write(to: URL(fileURLWithPath: folder.path("\(index).raw")))
            try Data(Deflate.zlib(input)).write(to: URL(fileURLWithPath: folder.path("\(index).z")))
            names.append(name)
        }
        let script = """
        import sys, zlib
        folder, count = sys.argv[1], int(sys.argv[2])
        for index in range(count):
            raw = open(f"{folder}/{index}.raw", "rb").read()
            packed = open(f"{folder}/{index}.z", "rb").read()
            try:
                same = zlib.decompress(packed) == raw
            except zlib.error as error:
                same = f"error {error}"
            print(index, same, len(raw), len(packed))
        """
        try script.write(toFile: folder.path("check.py"), atomically: true, encoding: .utf8)
        let verdict = try Self.python!.run([folder.path("check.py"), folder.path(""), String(names.count)])
        #expect(verdict.status == 0, "\(verdict.stderr)")
        let lines = verdict.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.count == names.count)
        for line in lines {
            let name = names[Int(line[0])!]
            #expect(line[1] == "True", "\(name): \(line)")
            if name == "a page's drawing" { #expect(Int(line[3])! * 5 < Int(line[2])!, "\(name) shrinks at least fivefold: \(line)") }
        }
    }

    /// A stream begun on a page's drawing and finished with its footer is the stream of the
    /// whole, wherever the drawing ends: before a match could reach it, inside the window, past it.
    @Test("a stream begun on the start of its input and finished with the rest is byte for byte the whole's stream")
    func partialIsWhole() {
        for (name, input) in Self.inputs() {
            let whole = Deflate.zlib(input)
            let cuts = Set([0, 1, 257, 258, 259, 40_000, input.count / 2, input.count - 300, input.count - 1, input.count])
            for cut in cuts.sorted() where cut >= 0 && cut <= input.count {
                let partial = Deflate.Partial(Array(input[..<cut]))
                #expect(partial.finished(appending: Array(input[cut...])) == whole, "\(name) cut at \(cut)")
            }
        }
    }

    /// The compressor reads its input and chains through unchecked buffer pointers; here the
    /// same greedy reading (the nearest of the last 24 places with the same hash of three
    /// bytes, the longest match, ties to the nearest), written over arrays with every index
    /// checked, gives the symbols, coded by the same writer: the bytes must be equal.
    static func reference(_ input: [UInt8]) -> [UInt8] {
        var bits = Deflate.BitWriter()
        bits.output = [0x78, 0x9C]
        bits.write(1, count: 1)
        bits.write(1, count: 2)
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: input.count)  // every place, never wrapped
        func hash(_ at: Int) -> Int { (Int(input[at]) << 10 ^ Int(input[at + 1]) << 5 ^ Int(input[at + 2])) & 0x7FFF }
        func insert(_ at: Int) {
            guard at + 3 <= input.count else { return }
            previous[at] = head[hash(at)]
            head[hash(at)] = at
        }
        var position = 0
        while position < input.count {
            var best = (length: 0, distance: 0)
            if position + 3 <= input.count {
                var candidate = head[hash(position)], tries = 24
                let limit = min(258, input.count - position)
                while candidate >= 0, position - candidate <= 32_768, tries > 0 {
                    var length = 0
                    while length < limit, input[candidate + length] == input[position + length] { length += 1 }
                    if length > best.length { best = (length, position - candidate) }
                    if length == limit { break }
                    candidate = previous[candidate]
                    tries -= 1
                }
            }
            if best.length >= 3 {
                Deflate.writeMatch(length: best.length, distance: best.distance, into: &bits)
                for at in position..<position + best.length { insert(at) }
                position += best.length
            } else {
                Deflate.writeLiteral(Int(input[position]), into: &bits)
                insert(position)
                position += 1
            }
        }
        return Deflate.finished(bits, input: input)
    }

    @Test("the compressor's bytes are the reference reading's, written over checked arrays, for every input and 300 random ones")
    func sameAsReference() {
        var inputs = Self.inputs()
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for index in 0..<300 {
            // Few distinct bytes (many matches, long chains) to all 256, short to past the window.
            let alphabet = UInt64([2, 3, 5, 16, 256][index % 5])
            let count = Int(next() % UInt64([40, 700, 5_000, 40_000][index % 4]))
            inputs.append(("random \(index)", (0..<count).map { _ in UInt8(truncatingIfNeeded: next() % alphabet) }))
        }
        for (name, input) in inputs {
            #expect(Deflate.zlib(input) == Self.reference(input), "\(name)")
        }
    }
}
