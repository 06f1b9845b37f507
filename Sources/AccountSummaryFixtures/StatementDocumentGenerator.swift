import AccountSummary

/// Deterministic version-1 statement documents of any size, with the exact sum of their
/// amounts, for benchmarks and tests.
///
/// The same seed always gives the same bytes. A document has three accounts (banking, credit
/// card, investment) and `transactionCount` transactions: amounts written as JSON strings or
/// JSON numbers (`"-4.50"`, `-4.5`, `12`, now and then `0.1`, `1.5e3` or
/// `12345678901234567.89`), about one in eight pending, dates over 2026 (one in seven as an
/// RFC 3339 date-time), descriptions of one to six words (up to about 80 characters) where
/// about one word in three is a real merchant's non-ASCII name (é, ü, Ł, CJK, Arabic, Hebrew,
/// Devanagari, emoji with modifiers and joiners). Four amounts in a hundred have 1 to 20 digits,
/// some beyond what 64-bit integers hold, so the general decimal path is read too.
/// Every amount is chosen as a whole number of cents and summed as one while writing, so
/// ``Output/amountSum`` is exact and never went through binary floating point.
///
/// ```swift
/// let generated = StatementDocumentGenerator(seed: 7).document(transactionCount: 10_000)
/// let statement = try StatementReader.read(generated.bytes)
/// statement.transactions.reduce(0) { $0 + $1.amount } == generated.amountSum  // true
///
/// let batch = StatementDocumentGenerator().ndjson(documentCount: 3)
/// batch.documentCount     // 3 (one document a line, customer ids "c-1", "c-2", "c-3")
/// batch.amountSum(ofDocument: 1)  // the exact sum of the second line's amounts
/// ```
package struct StatementDocumentGenerator: Sendable {
    /// The seed of the pseudo-random stream; the same seed gives the same documents.
    package var seed: UInt64
    /// Whether documents carry a statement period: the year 2026, which every generated date
    /// falls in, so each renders framed (a statement per account, its balance chart and its
    /// money in and out per month). The transactions are the same either way.
    package var framed: Bool

    /// A generator for `seed`.
    ///
    /// - Parameters:
    ///   - seed: any value; the default is the one the benchmarks use.
    ///   - framed: whether documents carry the statement period 2026-01-01 to 2026-12-31.
    package init(seed: UInt64 = 2026_11_22, framed: Bool = false) {
        self.seed = seed
        self.framed = framed
    }

    /// Words of merchants' names and transaction texts, a third of them not ASCII (é, ü, Ł, CJK,
    /// Arabic, Hebrew, Devanagari, emoji with modifiers and joiners), as real statements have them.
    package static let merchantWords = [
        "Coffee", "Books", "Grocery", "Market", "Rent", "Payroll", "Electric", "Utility", "Pharmacy",
        "Transfer", "to", "from", "Savings", "Metro", "Transit", "Streaming", "Service", "Hardware",
        "Store", "Restaurant", "Le", "Petit", "Interest", "Dividend", "reinvestment", "Airline",
        "YUL-YYZ", "Gym", "Insurance", "Premium", "Bakery", "Cinema", "Parking", "Fuel", "Station", "&",
        // Real merchants are not ASCII: about one word in three comes from here.
        "Café", "Crème Brûlée", "Müller", "Zürich", "Łódź", "Gdańsk", "東京駅", "北京烤鸭", "スターバックス",
        "서울", "مقهى", "الرياض", "קפה", "תל אביב", "दुकान", "मुंबई", "☕️", "👍🏽", "👩🏾‍💻", "🇨🇦",
    ]

    /// Cents of exactly `digits` digits at most (leading zeros allowed, so smaller sizes occur too),
    /// drawn from 20 random decimal digits: `digits` up to 20 reaches beyond what 64 bits hold.
    ///
    /// - Parameters:
    ///   - digits: how many decimal digits the cents may have (1 to 20).
    ///   - random: the stream to draw from.
    package static func wideCents(digits: Int, random: inout SeededRandom) -> Int128 {
        let wide = Int128(random.below(10_000_000_000)) * 10_000_000_000 + Int128(random.below(10_000_000_000))
        var limit: Int128 = 1
        for _ in 0..<min(max(digits, 1), 20) { limit *= 10 }
        return wide % limit
    }

    /// Amounts that are hard to read exactly, as written and in cents: decimals that binary
    /// floating point cannot hold (`0.1`), more digits than a binary double keeps, exponents,
    /// trailing zeros. The first transactions of ``document(transactionCount:customerID:)`` (and
    /// of the first NDJSON line) use them in this order, as JSON numbers; later ones reuse them
    /// now and then.
    package static let awkwardNumberAmounts: [(text: String, cents: Int128)] = [
        ("0.1", 10), ("0.2", 20), ("12345678901234567.89", 1_234_567_890_123_456_789),
        ("-12345678901234567.89", -1_234_567_890_123_456_789), ("0.30", 30), ("-0.01", -1),
        ("1.5e3", 150_000), ("-7E-2", -7), ("2.5E+1", 2_500), ("100", 10_000), ("0", 0),
        ("9007199254740993.01", 900_719_925_474_099_301), ("-33.33", -3_333),
    ]

    /// One document of `transactionCount` transactions, on one line.
    ///
    /// ```swift
    /// let generated = StatementDocumentGenerator().document(transactionCount: 1_000_000)
    /// generated.bytes.count  // about 142 MB
    /// ```
    /// - Parameters:
    ///   - transactionCount: how many transactions (0 or more).
    ///   - customerID: the document's `customer.id`.
    package func document(transactionCount: Int, customerID: String = "c-1") -> Output {
        var random = SeededRandom(seed: seed)
        var writer = Writer()
        writer.bytes.reserveCapacity(max(transactionCount, 0) * 170 + 1024)
        let cents = writer.document(transactionCount: max(transactionCount, 0), customer: 1, customerID: customerID,
                                    awkwardFirst: true, framed: framed, random: &random)
        return Output(bytes: writer.bytes, transactionCount: max(transactionCount, 0), documentCents: [cents])
    }

    /// `documentCount` single-line documents separated by newlines (NDJSON, as `batch` reads):
    /// document k (from 1) has `customer.id` `"c-<k>"` and a few dozen transactions. Only the
    /// first document starts with the ``awkwardNumberAmounts``; the others meet them as rarely
    /// as any later transaction does.
    ///
    /// ```swift
    /// let batch = StatementDocumentGenerator().ndjson(documentCount: 2, transactionsPerDocument: 3...3)
    /// batch.transactionCount  // 6
    /// ```
    /// - Parameters:
    ///   - documentCount: how many lines (0 or more); each ends with `\n`.
    ///   - transactionsPerDocument: each document's transaction count is drawn from this range.
    package func ndjson(documentCount: Int, transactionsPerDocument: ClosedRange<Int> = 24...48) -> Output {
        var random = SeededRandom(seed: seed)
        var writer = Writer()
        writer.bytes.reserveCapacity(max(documentCount, 0) * (transactionsPerDocument.upperBound * 170 + 1024))
        var documentCents: [Int128] = []
        var transactionCount = 0
        let span = UInt64(transactionsPerDocument.count)
        for number in stride(from: 1, through: documentCount, by: 1) {
            let count = max(transactionsPerDocument.lowerBound + Int(random.next() % span), 0)
            documentCents.append(writer.document(transactionCount: count, customer: number, customerID: "c-\(number)",
                                                 awkwardFirst: number == 1, framed: framed, random: &random))
            writer.bytes.append(UInt8(ascii: "\n"))
            transactionCount += count
        }
        return Output(bytes: writer.bytes, transactionCount: transactionCount, documentCents: documentCents)
    }
}

extension StatementDocumentGenerator {

    /// Appends a document's bytes and keeps the sum of the amounts it writes.
    private struct Writer {
        var bytes: [UInt8] = []

        private static let accounts = [
            (id: "chk-1", type: "banking", name: "Everyday Banking"),
            (id: "cc-1", type: "creditCard", name: "Visa Avion Card"),
            (id: "inv-1", type: "investment", name: "Tax-Free Saver"),
        ]
        private static let words = StatementDocumentGenerator.merchantWords
        private static let offsets = ["-05:00", "Z", "+01:00", "-08:00", "+05:30"]
        private static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func appendNumber(_ value: some BinaryInteger, width: Int = 1) {
            let digits = String(value)
            if digits.utf8.count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.utf8.count)) }
            append(digits)
        }

        /// `cents` as a plain decimal: `-4.50` (two decimals) or, `short`, `-4.5` and `12`.
        mutating func appendAmount(cents: Int128, short: Bool) {
            if cents < 0 { bytes.append(UInt8(ascii: "-")) }
            let magnitude = cents.magnitude
            appendNumber(magnitude / 100)
            let fraction = Int(magnitude % 100)
            if short {
                if fraction == 0 { return }
                bytes.append(UInt8(ascii: "."))
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            } else {
                bytes.append(UInt8(ascii: "."))
                appendNumber(fraction, width: 2)
            }
        }

        /// One whole document; returns the sum of its transaction amounts in cents.
        mutating func document(transactionCount: Int, customer: Int, customerID: String, awkwardFirst: Bool, framed: Bool,
                               random: inout SeededRandom) -> Int128 {
            append(#"{"customer":{"name":"Customer "#)
            appendNumber(customer)
            append(#"","id":""#)
            append(customerID)
            append(#""},"bank":{"name":"Northwind Bank"},"asOf":"2026-12-31T18:00:00-05:00","locale":"en_US","currency":"USD","#)
            if framed { append(#""period":{"start":"2026-01-01","end":"2026-12-31"},"#) }
            append(#""accounts":["#)
            for (offset, account) in Writer.accounts.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                append(#"{"id":""# + account.id + #"","type":""# + account.type + #"","name":""# + account.name
                       + #"","balance":""#)
                appendAmount(cents: Int128(random.below(100_000_000)), short: false)
                append(#""}"#)
            }
            append(#"],"transactions":["#)
            var sum: Int128 = 0
            for number in stride(from: 1, through: transactionCount, by: 1) {
                if number > 1 { bytes.append(UInt8(ascii: ",")) }
                sum += transaction(number: number, awkwardFirst: awkwardFirst, random: &random)
            }
            append("]}")
            return sum
        }

        /// One transaction; returns its amount in cents.
        private mutating func transaction(number: Int, awkwardFirst: Bool, random: inout SeededRandom) -> Int128 {
            append(#"{"id":"t-"#)
            appendNumber(number)
            append(#"","accountId":""#)
            append(Writer.accounts[random.below(Writer.accounts.count)].id)
            append(#"","date":""#)
            appendDate(random: &random)
            append(#"","description":""#)
            appendDescription(random: &random)
            append(#"","amount":"#)
            let cents = appendAmount(awkwardIndex: awkwardFirst ? number - 1 : nil, random: &random)
            append(random.below(8) == 0 ? #","status":"pending"}"# : #","status":"completed"}"#)
            return cents
        }

        /// A day of 2026, sometimes as a date-time with an offset.
        private mutating func appendDate(random: inout SeededRandom) {
            var day = random.below(365)
            var month = 0
            while day >= Writer.monthLengths[month] {
                day -= Writer.monthLengths[month]
                month += 1
            }
            append("2026-")
            appendNumber(month + 1, width: 2)
            bytes.append(UInt8(ascii: "-"))
            appendNumber(day + 1, width: 2)
            guard random.below(7) == 0 else { return }
            bytes.append(UInt8(ascii: "T"))
            appendNumber(random.below(24), width: 2)
            bytes.append(UInt8(ascii: ":"))
            appendNumber(random.below(60), width: 2)
            bytes.append(UInt8(ascii: ":"))
            appendNumber(random.below(60), width: 2)
            append(Writer.offsets[random.below(Writer.offsets.count)])
        }

        /// One to six words, sometimes a reference number, now and then an escaped quote.
        private mutating func appendDescription(random: inout SeededRandom) {
            let wordCount = 1 + random.below(6)
            for index in 0..<wordCount {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                append(Writer.words[random.below(Writer.words.count)])
            }
            switch random.below(16) {
            case 0..<3:
                append(" #")
                appendNumber(random.below(1_000_000))
            case 3:
                append(#" \"Online\""#)
            default: break
            }
        }

        /// Cents of 1 to 20 digits, equally often: from 0.01 to beyond what 64 bits hold
        /// (18,446,744,073,709,551,615), where the readers' fast paths end.
        static func wideCents(random: inout SeededRandom) -> Int128 {
            StatementDocumentGenerator.wideCents(digits: 1 + random.below(20), random: &random)
        }
        /// An amount as a JSON number or string; returns it in cents. `awkwardIndex`, when it
        /// names one, picks that awkward amount, written as a number.
        private mutating func appendAmount(awkwardIndex: Int?, random: inout SeededRandom) -> Int128 {
            let awkward = StatementDocumentGenerator.awkwardNumberAmounts
            let roll = random.below(1000)
            let chosen = awkwardIndex.flatMap { awkward.indices.contains($0) ? $0 : nil }
            if chosen != nil || roll < 3 {
                // A few in a thousand reuse an awkward amount, as a number or a string.
                let index = chosen ?? random.below(awkward.count)
                let quoted = chosen == nil && random.below(3) == 0
                if quoted { bytes.append(UInt8(ascii: "\"")) }
                append(awkward[index].text)
                if quoted { bytes.append(UInt8(ascii: "\"")) }
                return awkward[index].cents
            }
            let magnitude: Int = switch roll {
            case ..<600: random.below(10_000)            // up to 100.00
            case ..<900: random.below(500_000)           // up to 5,000.00
            case ..<960: random.below(10_000_000)        // up to 100,000.00
            default: -1                                  // 1 to 20 digits, below
            }
            let size = magnitude >= 0 ? Int128(magnitude) : Writer.wideCents(random: &random)
            let cents = random.below(5) == 0 ? size : -size
            switch random.below(10) {
            case 0..<2: appendAmount(cents: cents, short: true)   // -4.5, 12
            case 2: appendAmount(cents: cents, short: false)      // -4.50 as a number
            default:
                bytes.append(UInt8(ascii: "\""))
                appendAmount(cents: cents, short: false)
                bytes.append(UInt8(ascii: "\""))
            }
            return cents
        }
    }
}
