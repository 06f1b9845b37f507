import Foundation
import AccountSummary
extension FormattingBenchmark {
    func micro() {
        let texts = SampleAmounts.make(count: 20000)
        let amounts = texts.map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
        let ours = try! CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
        var sink = 0
        for _ in 0..<100 { for a in amounts { for p in ours.parts.format(a).parts { sink &+= p.utf8Offsets.count } } }
        print(sink)
    }
}
