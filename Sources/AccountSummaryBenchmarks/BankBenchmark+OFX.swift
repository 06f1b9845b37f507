import AccountSummary
import AccountSummaryBankFiles
import Foundation

extension BankBenchmark {
    /// OFX 1.x read in linear time: the same reader on a file five times larger, in the same
    /// run, must keep its rate (entries a second).
    ///
    /// A trial found OFX 1.x reading quadratic (30,000 transactions in 16 s): the white space
    /// between a list's transactions was kept as the list's text and trimmed again at every tag.
    /// A linear reader keeps its rate on the larger file (a ratio near 1); a quadratic one loses
    /// it fivefold (0.2). The reference is the reader itself on the smaller file, so the ratio
    /// holds on any machine; every reading is checked for its transaction count and exact sum
    /// before a figure is printed.
    ///
    /// ```swift
    /// BankBenchmark(options: .short).runOFXScaling()  // nil, with "bank.ofx-rate-kept" recorded
    /// ```
    func runOFXScaling() -> String? {
        let small = max(1_000, options.entries / 3)
        let large = small * 5
        print("\nbank: OFX 1.x, \(small) and \(large) transactions of -1.00, one per line, fastest of \(max(2, options.runs)) reads each")
        var rates: [Double] = []
        for count in [small, large] {
            let file = StatementSource.File(name: "statement.ofx", bytes: Self.ofxStatement(transactions: count))
            let timed: (seconds: Double, result: Result<StatementSource.Reading, StatementSourceError>)
            timed = Measurement.fastest(runs: max(2, options.runs)) { Result { () throws(StatementSourceError) in try StatementSource.read([file]) } }
            let reading: StatementSource.Reading
            switch timed.result {
            case .success(let read): reading = read
            case .failure(let error): return "our OFX reader: \(error)"
            }
            let transactions = reading.statement.transactions
            guard transactions.count == count, transactions.reduce(Decimal(0), { $0 + $1.amount }) == Decimal(-count) else {
                return "MISMATCH: \(count) transactions of -1.00 generated, \(transactions.count) read"
            }
            let rate = Double(count) / timed.seconds
            rates.append(rate)
            print("    \(String(count).leftPadded(9)) transactions  \(String(format: "%8.0f ms", timed.seconds * 1000))  \(formatRate(rate).leftPadded(12))")
        }
        let kept = rates[1] / rates[0]
        print("    rate on the larger file ÷ rate on the smaller: \(String(format: "%.2f", kept)) (linear: about 1; quadratic: 0.2)")
        BenchmarkFigures.shared.record("bank.ofx-rate-kept", kept)
        return nil
    }

    /// An OFX 1.x bank statement with `transactions` transactions of -1.00, one per line, closing at 0.
    static func ofxStatement(transactions: Int) -> [UInt8] {
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
}

extension BankBenchmark {
    /// XML read in linear time in the attributes (and namespace declarations) of one element:
    /// the same reader on an element five times larger, in the same run, must keep its rate as
    /// well as a reference doing the least a linear reading must do.
    ///
    /// A trial found the XML reader comparing each attribute's name with all before it (200,000
    /// did not finish in 120 s). Each reading is checked for its attribute count and last name
    /// before a figure is printed. The reference splits the same bytes into name and value
    /// strings, keeps every pair and refuses a repeated name through a hash set: on the larger
    /// element both outgrow the processor's cache, so the rate either keeps is measured against
    /// the other's (a CI run once read 0.45 on the reader's own rates alone, linear as it is;
    /// quadratic reads 0.2).
    ///
    /// ```swift
    /// BankBenchmark(options: .short).runXMLAttributeScaling()  // nil, with "bank.xml-attributes-rate-kept" recorded
    /// ```
    func runXMLAttributeScaling() -> String? {
        let small = max(2_000, options.entries / 3)
        let large = small * 5
        // Five reads at the least: each takes milliseconds, and one slow spell is a large share of that.
        let reads = max(5, options.runs)
        print("\nbank: XML, one element with \(small) and \(large) attributes, then as many namespace declarations, fastest of \(reads) reads each, interleaved with a reference (split into strings, kept, a hash set of names)")
        var kept: [Double] = []
        for namespaces in [false, true] {
            var rates: [(ours: Double, reference: Double)] = []
            for count in [small, large] {
                let bytes = Self.manyAttributes(count, namespaces: namespaces)
                let readElement = { () -> (count: Int, last: String)? in
                    bytes.withByteView { utf8 in
                        var reader = XMLReader(utf8)
                        guard let root = try? reader.root(), let element = try? reader.element(root), (try? reader.finish()) != nil else { return nil }
                        return (element.attributes.count, element.attributes.last?.name ?? "")
                    }
                }
                let timed = Measurement.fastestInterleaved(runs: reads, reference: { Self.splitAttributes(bytes) }, contender: readElement)
                let last = namespaces ? "xmlns:p\(count - 1)" : "k\(count - 1)"
                guard let read = timed.result, read.count == count, read.last == last else {
                    return "MISMATCH: an element of \(count) attributes read as \(timed.result.map { "\($0.count), last \($0.last)" } ?? "an error")"
                }
                guard Self.splitAttributes(bytes) == count else { return "MISMATCH: the reference split \(count) attributes into another count" }
                rates.append((Double(count) / timed.contender, Double(count) / timed.reference))
                let kind = namespaces ? "declarations" : "attributes  "
                print("    \(String(count).leftPadded(9)) \(kind)  ours \(String(format: "%7.1f ms", timed.contender * 1000)) \(formatRate(rates.last!.ours).leftPadded(10))   reference \(String(format: "%7.1f ms", timed.reference * 1000)) \(formatRate(rates.last!.reference).leftPadded(10))")
            }
            let ours = rates[1].ours / rates[0].ours
            let reference = rates[1].reference / rates[0].reference
            print("    \(namespaces ? "declarations" : "attributes"): rate on the larger element ÷ rate on the smaller, ours \(String(format: "%.2f", ours)), reference \(String(format: "%.2f", reference))")
            kept.append(ours / reference)
        }
        let worst = kept.min() ?? 0
        print("    rate kept against the reference's: \(String(format: "%.2f", kept[0])) (attributes), \(String(format: "%.2f", kept[1])) (declarations); linear: about 1, quadratic: 0.2")
        BenchmarkFigures.shared.record("bank.xml-attributes-rate-kept", worst)
        return nil
    }

    /// The reference reading of ``manyAttributes(_:namespaces:)``: each `name="value"` split
    /// into two strings and kept, a repeated name refused through a set; the count kept, or -1.
    static func splitAttributes(_ bytes: [UInt8]) -> Int {
        var pairs: [(name: String, value: String)] = []
        var names: Set<String> = []
        var index = 2  // after "<a"
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
            let nameStart = index + 1
            guard let equals = bytes[nameStart...].firstIndex(of: UInt8(ascii: "=")) else { return -1 }
            let valueStart = equals + 2
            guard let close = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return -1 }
            let name = String(decoding: bytes[nameStart..<equals], as: UTF8.self)
            guard names.insert(name).inserted else { return -1 }
            pairs.append((name, String(decoding: bytes[valueStart..<close], as: UTF8.self)))
            index = close + 1
        }
        return pairs.count
    }

    /// An element with `count` attributes (or namespace declarations), each name distinct.
    static func manyAttributes(_ count: Int, namespaces: Bool) -> [UInt8] {
        var text = "<a"
        text.reserveCapacity(count * 24)
        for index in 0..<count {
            text += namespaces ? " xmlns:p\(index)=\"urn:x:\(index)\"" : " k\(index)=\"\(index)\""
        }
        return Array((text + "/>").utf8)
    }
}
