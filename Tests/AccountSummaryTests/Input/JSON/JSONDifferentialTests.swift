import AccountSummary
import Foundation
import Testing

@Suite("JSONDocument agrees with JSONSerialization on mutated documents")
struct JSONDifferentialTests {
    static let seedDocument = Array(#"""
        {"customer":{"name":"Jönathan \"J\"","id":"c-1"},"locale":"en_US","accounts":[{"id":"chk-1",
        "balance":"929466.23","tags":["a\u00e9\ud83d\ude00",true,false,null]},{"id":"cc-1","balance":-0.5e-3}],
        "transactions":[{"id":"t-1","amount":12345678901234567890.5,"status":"completed"}],"n":[0,-1,2E+3]}
        """#.utf8)

    /// Bytes the mutations insert: structure, escapes, digits, and bytes that break UTF-8.
    static let alphabet = Array(#"{}[],:"\/\u0e-+.Ebfnrt01 9x"#.utf8) + [0x0A, 0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xED, 0xF4, 0xFF]

    @Test("whatever JSONDocument accepts, JSONSerialization accepts, with the same content")
    func mutations() throws {
        var random = SeededRandom(seed: 0x5EED)
        var accepted = 0
        for _ in 0..<4_000 {
            var bytes = Self.seedDocument
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let index = Int(random.next() % UInt64(bytes.count))
                let byte = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes[index] = byte
                case 1: bytes.insert(byte, at: index)
                default: bytes.remove(at: index)
                }
            }
            let document: JSONDocument
            do {
                document = try JSONDocument(parsing: bytes)
            } catch {
                // A refusal must still say where: a position inside the input.
                let position = try #require(error.position)
                #expect(position.offset <= bytes.count)
                continue
            }
            accepted += 1
            let reference = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect(Self.matches(document.root, reference), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(accepted > 100)
    }

    /// Whether a cursor's content equals what JSONSerialization made of the same text.
    static func matches(_ value: JSONValue, _ reference: Any) -> Bool {
        switch value.kind {
        case .object:
            guard let dictionary = reference as? [String: Any], dictionary.count == value.count else { return false }
            return value.members.allSatisfy { member in dictionary[member.key].map { matches(member.value, $0) } ?? false }
        case .array:
            guard let array = reference as? [Any], array.count == value.count else { return false }
            return zip(value.elements, array).allSatisfy { matches($0, $1) }
        case .string:
            return (reference as? String) == value.string
        case .number:
            guard let number = reference as? NSNumber, let text = value.numberText else { return false }
            return Decimal(string: text).map { $0 == number.decimalValue || Double(text) == number.doubleValue } ?? false
        case .bool:
            return (reference as? Bool) == value.bool
        case .null:
            return reference is NSNull
        }
    }
}
