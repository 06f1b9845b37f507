import AccountSummary
import AccountSummaryScale
import AccountSummaryFixtures
import Foundation

/// Reading one large statement document several ways, on the same bytes, in one run:
/// Foundation's `JSONDecoder` into Codable structs (the reference), our `JSONDocument` parsed
/// and walked field by field, and `StatementReader` into the model, whole and streamed (as
/// `render` reads, with one job and with every core).
///
/// Every contender reads every field of every account and transaction, and each is timed the
/// same way: the fastest of the same number of rounds, each round running every contender once
/// (so that JSONDecoder is not timed alone, first and cold). Afterwards, outside the timings, the
/// outputs are compared: every transaction field by field across contenders, the streamed
/// statements equal to the whole read's, and each sum of amounts equal to the generator's
/// exact sum. Any difference fails the run (exit 70), so no figure is printed for wrong work.
struct JSONBenchmark {
    var options: BenchmarkOptions

    func run() -> String? {
        let generated = StatementDocumentGenerator().document(transactionCount: options.jsonTransactions)
        let bytes = generated.bytes
        let data = Data(bytes)  // JSONDecoder's input type, made before any timing
        let megabytes = Double(bytes.count) / 1e6
        print("\njson: one document, \(generated.transactionCount) transactions, \(formatMegabytes(bytes.count)), fastest of \(options.runs) rounds of every contender")

        func line(_ name: String, seconds: Double) -> Double {
            let rate = megabytes / seconds
            print("    \(name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(String(format: "%9.1f ms %8.1f MB/s", seconds * 1000, rate))")
            return rate
        }

        // In rounds, every contender once a round, the fastest of each kept: JSONDecoder is
        // not timed alone and first (cold, and in a slow spell of its own), so each ratio
        // compares runs made under the same conditions.
        var decoderBest: (seconds: Double, result: CodableStatement?) = (.infinity, nil)
        var walkBest: (seconds: Double, result: TapeStatement?) = (.infinity, nil)
        var readerBest: (seconds: Double, result: Statement?) = (.infinity, nil)
        var parseBest: (seconds: Double, result: Int?) = (.infinity, nil)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let jobCounts = Set([1, cores]).sorted()
        var streamedBest: [(seconds: Double, result: Statement?)] = jobCounts.map { _ in (.infinity, nil) }
        func keep<Result>(_ best: inout (seconds: Double, result: Result?), _ body: () throws -> Result) rethrows {
            best.result = nil
            let timed = try Measurement.fastest(runs: 1, body)
            best = (min(best.seconds, timed.seconds), timed.result)
        }
        do {
            for _ in 0..<max(1, options.runs) {
                try keep(&decoderBest) { try JSONDecoder().decode(CodableStatement.self, from: data) }
                try keep(&walkBest) { try TapeStatement(JSONDocument(parsing: bytes).root) }
                try keep(&readerBest) { try StatementReader.read(bytes) }
                try keep(&parseBest) { try JSONDocument(parsing: bytes).root.count }
                for (index, jobs) in jobCounts.enumerated() {
                    try keep(&streamedBest[index]) {
                        try bytes.withUnsafeBufferPointer { try StatementReader.read(streaming: $0, jobs: jobs) }
                    }
                }
            }
        } catch {
            return "a contender could not read the generated document: \(error)"
        }
        let decoder = (seconds: decoderBest.seconds, result: decoderBest.result!)
        let walk = (seconds: walkBest.seconds, result: walkBest.result!)
        let reader = (seconds: readerBest.seconds, result: readerBest.result!)
        let parse = (seconds: parseBest.seconds, result: parseBest.result!)
        let streamed = zip(jobCounts, streamedBest).map { (jobs: $0, seconds: $1.seconds, result: $1.result!) }

        let decoderRate = line("(a) JSONDecoder → Codable structs", seconds: decoder.seconds)
        let walkRate = line("(b) JSONDocument parse + walk every field", seconds: walk.seconds)
        let readerRate = line("(c) StatementReader.read → Statement", seconds: reader.seconds)
        let streamedRates = streamed.map {
            line("(d) StatementReader.read(streaming:), \($0.jobs) job\($0.jobs == 1 ? "" : "s")", seconds: $0.seconds)
        }
        _ = line("    JSONDocument parse only (for scale)", seconds: parse.seconds)
        print("    (b) ÷ (a):                       \(String(format: "%7.1f×", walkRate / decoderRate))  (issue: ours ≥ 8× JSONDecoder)")
        print("    (c) ÷ (a):                       \(String(format: "%7.1f×", readerRate / decoderRate))")
        BenchmarkFigures.shared.record("json.walk", walkRate / decoderRate)
        BenchmarkFigures.shared.record("json.read", readerRate / decoderRate)
        for (index, rate) in streamedRates.enumerated() {
            let jobs = streamed[index].jobs
            let label = "(d) ÷ (a), \(jobs) job\(jobs == 1 ? "" : "s"):"
            print("    \(label.padding(toLength: 33, withPad: " ", startingAt: 0))\(String(format: "%7.1f×", rate / decoderRate))")
            BenchmarkFigures.shared.record("json.streamed-\(jobs == cores ? "every-core" : "1-job")", rate / decoderRate)
        }

        if let difference = compare(decoder: decoder.result, walk: walk.result, reader: reader.result,
                                    streamed: streamed.map { ("(d) streamed, \($0.jobs) jobs", $0.result) }) {
            return "outputs differ: \(difference)"
        }
        return sumCheck(generated, decoder: decoder.result, walk: walk.result,
                        readers: [("(c) StatementReader", reader.result)] + streamed.map { ("(d) streamed, \($0.jobs) jobs", $0.result) })
    }

    /// The first difference between the contenders' outputs, or nil when (a), (b) and (c)
    /// read every transaction alike and every streamed statement equals (c)'s.
    private func compare(decoder: CodableStatement, walk: TapeStatement, reader: Statement,
                         streamed: [(String, Statement)]) -> String? {
        for (name, statement) in streamed where statement != reader {
            return "\(name) read another statement than (c) StatementReader.read"
        }
        let decoded = decoder.transactions ?? []
        guard decoded.count == walk.transactions.count, decoded.count == reader.transactions.count else {
            return "transaction counts (a) \(decoded.count), (b) \(walk.transactions.count), (c) \(reader.transactions.count)"
        }
        for index in decoded.indices {
            let (a, b, c) = (decoded[index], walk.transactions[index], reader.transactions[index])
            let amounts = (a.amount.decimal, try? ExactDecimal(parsing: b.amount).decimal, Optional(c.amount))
            guard a.id == b.id, b.id == c.id, a.accountId == b.accountId, b.accountId == c.accountId,
                  a.description == b.description, b.description == c.description,
                  a.status == b.status, b.status == c.status.rawValue, a.date == b.date,
                  amounts.0 == amounts.1, amounts.1 == amounts.2 else {
                return "transactions[\(index)]: (a) \(a), (b) \(b), (c) \(c)"
            }
        }
        return nil
    }

    /// Whether each contender read the same transactions with the generator's exact sum;
    /// prints `sum check: ok` or returns what differs.
    private func sumCheck(_ generated: StatementDocumentGenerator.Output, decoder: CodableStatement,
                          walk: TapeStatement, readers: [(String, Statement)]) -> String? {
        let expected = generated.amountSum
        var sums: [(String, count: Int, sum: Decimal?)] = []
        let decoded = decoder.transactions ?? []
        sums.append(("(a) JSONDecoder", decoded.count, decoded.reduce(Decimal.zero as Decimal?) { sum, transaction in
            guard let sum, let amount = transaction.amount.decimal else { return nil }
            return sum + amount
        }))
        sums.append(("(b) JSONDocument", walk.transactions.count, walk.transactions.reduce(Decimal.zero as Decimal?) { sum, transaction in
            guard let sum, let amount = try? ExactDecimal(parsing: transaction.amount).decimal else { return nil }
            return sum + amount
        }))
        for (name, statement) in readers {
            sums.append((name, statement.transactions.count, statement.transactions.reduce(Decimal.zero) { $0 + $1.amount }))
        }
        var problems: [String] = []
        for (name, count, sum) in sums {
            if count != generated.transactionCount {
                problems.append("\(name) read \(count) transactions, expected \(generated.transactionCount)")
            }
            if sum != expected {
                problems.append("\(name) sums the amounts to \(sum.map { "\($0)" } ?? "an unreadable amount"), expected \(expected)")
            }
        }
        guard problems.isEmpty else { return "sum check failed:\n  " + problems.joined(separator: "\n  ") }
        print("    sum check: ok (\(generated.transactionCount) transactions, each contender's sum = \(expected))")
        return nil
    }
}
