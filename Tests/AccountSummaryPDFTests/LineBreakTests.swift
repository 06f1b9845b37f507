@testable import AccountSummaryPDF
import Testing

/// Where the native layout may break a line: at spaces, and between the characters of
/// Chinese, Japanese and Korean but never before a closing mark or after an opening one
/// (the line-breaking rules of UAX #14 and JIS X 4051 a browser applies, in brief).
@Suite("Line breaks in the native layout")
struct LineBreakTests {
    @Test("break opportunities", arguments: [
        ("Payment to Visa Avion Card", ["Payment", "to", "Visa", "Avion", "Card"]),
        ("東京駅", ["東", "京", "駅"]),
        ("お支払い。ありがとう", ["お", "支", "払", "い。", "あ", "り", "が", "と", "う"]),
        ("「スーパー」で購入", ["「スー", "パー」", "で", "購", "入"]),
        ("Amazon（日本）", ["Amazon", "（日", "本）"]),
        ("카페 라떼", ["카", "페", "라", "떼"]),
        ("Café Noir", ["Café", "Noir"]),
    ])
    func pieces(text: String, expected: [String]) {
        #expect(StatementLayout.breakablePieces(text).map(\.text) == expected)
    }

    @Test("a space before a piece is kept when the line goes on; none is made between ideographs")
    func spacing() {
        let pieces = StatementLayout.breakablePieces("東京 駅前")
        #expect(pieces.map(\.text) == ["東", "京", "駅", "前"])
        #expect(pieces.map(\.spaced) == [true, false, true, false])
    }
}
