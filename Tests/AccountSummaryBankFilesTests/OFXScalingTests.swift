import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// Trial finding 6: OFX 1.x reading was quadratic (30,000 transactions 16 s, 300,000 over 300 s):
/// the white space between a list's transactions was kept as the list's text, and each new tag
/// trimmed all of it again to ask whether the list was a leaf. Times are the fastest of two reads
/// (a debug build reads 60,000 in about 5 s on a loaded machine); a linear reader gives a ratio
/// near 5, the old one 25.
@Suite("OFX 1.x reads in linear time", .serialized)
struct OFXScalingTests {
    /// An OFX 1.x bank statement with this many transactions of -1.00, one per line.
    static func statement(transactions: Int) -> [UInt8] {
        var text = """
            OFXHEADER:100
            DATA:OFXSGML
            VERSION:102
            CHARSET:1252

            <OFX>
            <BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
            <STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM>
            <BANKTRANLIST><DTSTART>20261101<DTEND>20261130

            """
        text.reserveCapacity(transactions * 110 + 500)
        for index in 0..<transactions {
            text += "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261110<TRNAMT>-1.00<FITID>\(index)<NAME>Shop<MEMO>Card</STMTTRN>\n"
        }
        text += "</BANKTRANLIST>\n<LEDGERBAL><BALAMT>0.00<DTASOF>20261130</LEDGERBAL>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n"
        return Array(text.utf8)
    }

    /// The fastest of `runs` reads, in seconds.
    static func seconds(_ bytes: [UInt8], transactions: Int, runs: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now
            let statement = try #require(try BankFixture.read(bytes, kind: .ofx).statements.first)
            let elapsed = clock.now - start
            #expect(statement.entries.count == transactions)
            #expect(statement.opening == Decimal(transactions))
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    @Test("300,000 transactions take less than 8 times as long as 60,000 (linear: 5; quadratic: 25)")
    func linear() throws {
        let small = Self.statement(transactions: 60_000)
        let large = Self.statement(transactions: 300_000)
        let smallTime = try Self.seconds(small, transactions: 60_000, runs: 2)
        let largeTime = try Self.seconds(large, transactions: 300_000, runs: 2)
        print("OFX 1.x: 60,000 transactions \(smallTime) s, 300,000 transactions \(largeTime) s, ratio \(largeTime / smallTime)")
        #expect(largeTime / smallTime < 8, "60,000: \(smallTime) s, 300,000: \(largeTime) s")
    }
}
