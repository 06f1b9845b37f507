import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummaryTooling

/// Our SHA-256 against NIST's published answers (`Fixtures/NIST`, see its `LICENSES.md`) and
/// against coreutils' `sha256sum` on random files.
@Suite("SHA-256 against NIST's vectors and sha256sum")
struct SHA256Tests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryToolingTests/Fixtures/NIST")

    /// One `Len = … / Msg = … / MD = …` record of a CAVP response file.
    struct Record: CustomStringConvertible {
        var bits: Int
        var message: [UInt8]
        var digest: String
        var description: String { "Len = \(bits)" }
    }

    static func bytes(hex: Substring) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    /// The `KEY = value` lines of a response file, in order (CRLF line ends as NIST publishes them).
    static func fields(_ name: String) throws -> [(key: String, value: Substring)] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("["), let equals = line.range(of: " = ") ?? line.range(of: " =") else { return nil }
            return (String(line[..<equals.lowerBound]), line[equals.upperBound...].drop { $0 == " " })
        }
    }

    static func records(_ name: String) throws -> [Record] {
        var records: [Record] = []
        var bits = 0
        var message: [UInt8] = []
        for (key, value) in try fields(name) {
            switch key {
            case "Len": bits = Int(value)!
            // `Len = 0` is written `Msg = 00`: the message is empty.
            case "Msg": message = Array(bytes(hex: value).prefix(bits / 8))
            case "MD": records.append(Record(bits: bits, message: message, digest: String(value)))
            default: break
            }
        }
        return records
    }

    @Test("CAVP SHA256ShortMsg.rsp: all 65 messages of 0 to 64 bytes")
    func shortMessages() throws {
        let records = try Self.records("SHA256ShortMsg.rsp")
        #expect(records.count == 65)
        for record in records {
            #expect(record.message.count * 8 == record.bits)
            #expect(SHA256.hash(record.message).hex == record.digest, "\(record)")
        }
    }

    @Test("CAVP SHA256LongMsg.rsp: its first 8 messages (163 to 856 bytes), whole and fed a byte at a time")
    func longMessages() throws {
        let records = try Self.records("SHA256LongMsg-first8.rsp")
        #expect(records.count == 8)
        for record in records {
            #expect(record.message.count * 8 == record.bits)
            #expect(SHA256.hash(record.message).hex == record.digest, "\(record)")
            var hasher = SHA256()
            for byte in record.message { hasher.update([byte]) }
            #expect(hasher.finalize().hex == record.digest, "\(record), byte by byte")
        }
    }

    @Test("CAVP SHA256Monte.rsp: the Monte Carlo test's first 20 checkpoints (20,000 chained hashes)")
    func monteCarlo() throws {
        let fields = try Self.fields("SHA256Monte.rsp")
        var seed = Self.bytes(hex: try #require(fields.first { $0.key == "Seed" }).value)
        let checkpoints = fields.filter { $0.key == "MD" }.map { String($0.value) }
        #expect(checkpoints.count == 100)
        // SHAVS 6.4: MD0 = MD1 = MD2 = Seed; MDi = SHA(MDi-3 || MDi-2 || MDi-1) for i = 3…1002.
        for checkpoint in checkpoints.prefix(20) {
            var last = [seed, seed, seed]
            for _ in 3...1002 {
                let next = SHA256.hash(last[0] + last[1] + last[2]).bytes
                last = [last[1], last[2], next]
            }
            seed = last[2]
            #expect(SHA256.Digest(bytes: seed).hex == checkpoint)
        }
    }

    @Test("FIPS 180-4's examples: abc and the 448-bit two-block message")
    func fipsExamples() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("SHA256.txt"), encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        var messages: [String] = []
        var digests: [String] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("Input Message:") {
                let quoted = line.count > "Input Message:".count ? line : lines[index + 1]
                messages.append(String(quoted.split(separator: "\"", omittingEmptySubsequences: false)[1]))
            }
            if line == "Message Digest is" {
                digests.append((lines[index + 1] + " " + lines[index + 2]).replacingOccurrences(of: " ", with: "").lowercased())
            }
        }
        #expect(messages == ["abc", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"])
        #expect(digests.count == 2)
        for (message, digest) in zip(messages, digests) {
            #expect(SHA256.hash(Array(message.utf8)).hex == digest, "\(message)")
        }
    }

    static let sha256sum = ExternalTool.find("sha256sum")

    @Test("random files of every awkward size hash as coreutils' sha256sum says",
          .enabled(if: sha256sum != nil, "needs sha256sum (coreutils)"))
    func againstSha256sum() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var random = SeededRandom(seed: 256)
        for size in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1_000, 65_536, 1_048_579] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
            let name = "random-\(size).bin"
            try Data(bytes).write(to: folder.url.appendingPathComponent(name))
            let verdict = try #require(try Self.sha256sum?.run([folder.path(name)]))
            #expect(verdict.status == 0)
            let theirs = String(verdict.stdout.prefix(64))
            #expect(SHA256.hash(bytes).hex == theirs, "\(size) bytes")
            // The same bytes fed in uneven pieces.
            var hasher = SHA256()
            var offset = 0
            while offset < bytes.count {
                let piece = min(bytes.count - offset, Int.random(in: 1...200, using: &random))
                hasher.update(bytes[offset..<(offset + piece)])
                offset += piece
            }
            #expect(hasher.finalize().hex == theirs, "\(size) bytes in pieces")
        }
    }

    @Test("a digest reads back from its hexadecimal form, in either case; anything else is refused")
    func hexadecimal() {
        let digest = SHA256.hash(Array("abc".utf8))
        #expect(SHA256.Digest(hex: digest.hex) == digest)
        #expect(SHA256.Digest(hex: digest.hex.uppercased()) == digest)
        #expect(SHA256.Digest(hex: String(digest.hex.dropLast())) == nil)
        #expect(SHA256.Digest(hex: String(digest.hex.dropLast()) + "g") == nil)
        #expect(SHA256.Digest(hex: "") == nil)
    }

    @Test("finalize leaves the hasher as it was: more bytes may follow")
    func finalizeIsNotDestructive() {
        var hasher = SHA256()
        hasher.update(Array("ab".utf8))
        #expect(hasher.finalize() == SHA256.hash(Array("ab".utf8)))
        hasher.update(Array("c".utf8))
        #expect(hasher.finalize().hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
