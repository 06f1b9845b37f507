import AccountSummary
import AccountSummaryScale

extension FuzzTarget {
    /// The streamed statement read gives exactly what the whole read gives — the statement,
    /// or the same problems in the same order with the same paths, lines and columns — with
    /// one job and two (the parser on a thread of its own), in blocks of 1, 2 and the default
    /// number of transactions, and with the problem cap and `customer.id` rule varied.
    static func checkStatement(_ bytes: [UInt8]) throws(FuzzFailure) {
        let variants: [(requireCustomerID: Bool, maximumProblems: Int, jobs: Int, blockSize: Int)] = [
            (false, StatementReader.defaultMaximumProblems, 1, 1),
            (false, StatementReader.defaultMaximumProblems, 2, 2),
            (false, StatementReader.defaultMaximumProblems, 2, StatementReader.defaultBlockSize),
            (true, 2, 1, 3),
        ]
        var wholeReads: [String: Result<Statement, StatementError>] = [:]
        for variant in variants {
            let key = "\(variant.requireCustomerID)/\(variant.maximumProblems)"
            let whole = wholeReads[key] ?? Result { () throws(StatementError) in
                try StatementReader.read(bytes, requireCustomerID: variant.requireCustomerID,
                                         maximumProblems: variant.maximumProblems)
            }
            wholeReads[key] = whole
            var offsets: [Int] = []
            let threads = ThreadCount.now
            defer { ThreadCount.waitUntil(atMost: threads) }
            let streamed = bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(StatementError) in
                    try StatementReader.read(streaming: buffer, requireCustomerID: variant.requireCustomerID,
                                             maximumProblems: variant.maximumProblems, jobs: variant.jobs,
                                             blockSize: variant.blockSize) { offsets.append($0) }
                }
            }
            let name = "streamed read (jobs \(variant.jobs), blocks of \(variant.blockSize), "
                + "customer id \(variant.requireCustomerID ? "required" : "optional"), at most \(variant.maximumProblems) problems)"
            switch (whole, streamed) {
            case (.success(let expected), .success(let statement)) where statement == expected:
                break
            case (.failure(let expected), .failure(let error)) where error == expected:
                if error.description.isEmpty { throw FuzzTarget.statement.failure("a statement error with no description") }
            default:
                throw FuzzTarget.statement.failure("\(name) differs from the whole read:\n  whole:    \(describe(whole))\n  streamed: \(describe(streamed))")
            }
            guard offsets == offsets.sorted(), offsets.allSatisfy({ (0...bytes.count).contains($0) }) else {
                throw FuzzTarget.statement.failure("\(name) reported progress out of order or outside the input: \(offsets)")
            }
        }
        if case .success(let statement)? = wholeReads["false/\(StatementReader.defaultMaximumProblems)"] {
            try checkFigures(statement)
        }
    }

    /// A statement that reads renders its totals, net position, money in and out and running
    /// balances exactly or is refused with a ``ReportError`` (too large): no format ever shows
    /// NaN, even with differences allowed.
    static func checkFigures(_ statement: Statement) throws(FuzzFailure) {
        var options = ReportOptions()
        options.allowsUnreconciled = true
        options.sections = Set(StatementSection.allCases)
        guard let templates = try? DefaultTemplates.library(),
              let report = try? StatementReport(statement, options: options) else { return }
        for writer in [TerminalWriter(color: false), HTMLWriter()] as [any ReportWriter] {
            guard let text = try? report.rendered(with: writer, templates: templates) else { continue }
            if text.contains("NaN") { throw FuzzTarget.statement.failure("a figure rendered as NaN: \(text)") }
        }
        var csv = ""
        CSVWriter.write(report, to: &csv)
        if csv.contains("NaN") { throw FuzzTarget.statement.failure("a CSV figure is NaN: \(csv)") }
    }

    private static func describe(_ result: Result<Statement, StatementError>) -> String {
        switch result {
        case .success(let statement): "a statement with \(statement.accounts.count) accounts, \(statement.transactions.count) transactions: \(statement)"
        case .failure(let error): "error: \(error)"
        }
    }
}
