@testable import AccountSummaryPDF
import Testing

/// `String(scalars:)` is the standard library's `String(String.UnicodeScalarView(…))`, made
/// without its unspecialized append: the same string for every shape of input.
@Suite("Strings made of scalars")
struct StringScalarsTests {
    @Test("the same string as the standard library's view, for clusters, marks, joiners, RTL and 2,000 random runs")
    func sameAsView() {
        var inputs: [[Unicode.Scalar]] = [[], ["a"], Array("e\u{301}".unicodeScalars), Array("لا".unicodeScalars),
                                          Array("क्षि".unicodeScalars), Array("👩‍💻".unicodeScalars), Array("\u{200C}\u{200D}".unicodeScalars)]
        var state: UInt64 = 0x5CA1
        for _ in 0..<2_000 {
            var run: [Unicode.Scalar] = []
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: state >> 33) % 0x11_0000) { run.append(scalar) }
            }
            inputs.append(run)
        }
        for scalars in inputs {
            let expected = String(String.UnicodeScalarView(scalars))
            #expect(String(scalars: scalars) == expected)
            #expect(Array(String(scalars: scalars).unicodeScalars) == scalars)
            #expect(String(scalars: scalars.reversed()) == String(String.UnicodeScalarView(scalars.reversed())))
        }
    }
}
