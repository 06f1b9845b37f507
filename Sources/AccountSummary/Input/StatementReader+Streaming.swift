// The streamed read: the seam where speed lives (spans, blocks, threads), next to the
// spec-level reader and walker it drives. One of the three files of Input/ that touch raw
// memory (with JSON/JSONBytes.swift and JSON/JSONTape.swift): its input is the caller's
// buffer (a memory-mapped file), and its threads share a walker through UnsafeTransfer.
//
// Cost, measured (json benchmark, 1,000,000 transactions, 2 loaded cores): this read takes
// 1.03 s where the removed plain-transaction reader (a second grammar) took 0.54 s, and
// `render --format html` end to end 4.5–5.6 s instead of 3.1–4.9 s on the 150 MB baseline
// document, still 1.5× JSONDecoder's decode time in the same run. The time goes to the
// strict first pass (~0.23 s) and the general walk; the next fast path to try is walking
// the first pass's own tape a block at a time (no second parse), built on this one parser.

extension StatementReader {
    /// Reads a version-1 document without ever holding all of it parsed: a large statement's
    /// memory is its input and its model, not a tape of a million transactions.
    ///
    /// The one JSON parser reads the whole input once, crossing the `transactions` array
    /// element by element (``JSONParser/Stream``): any syntax error is reported there, exactly
    /// as a whole read reports it. The document with that array replaced by `[]` is then read
    /// as usual, and the elements are parsed again a block at a time, by the same parser, when
    /// the walk reaches them. Problems keep their paths, line and column in the whole input and
    /// their document order.
    ///
    /// ```swift
    /// try mapped.withUnsafeBufferPointer { try StatementReader.read(streaming: $0) }.transactions.count
    /// ```
    /// - Parameters:
    ///   - jobs: how many threads may parse and walk transactions at once; the result,
    ///     problems included, is the same whatever the number.
    ///   - consumed: told the offset up to which the input has been read, so that a
    ///     memory-mapped input can release its pages.
    package static func read(streaming input: UnsafeBufferPointer<UInt8>, requireCustomerID: Bool = false,
                             maximumProblems: Int = defaultMaximumProblems, jobs: Int = 1,
                             consumed: (Int) -> Void = { _ in }) throws(StatementError) -> Statement {
        let bytes = JSONBytes(viewing: input)  // alive for this call: the caller's buffer
        let spans: (array: Range<Int>, elements: [Range<Int>])?
        do {
            spans = try JSONParser.spans(ofArray: "transactions", in: bytes)
        } catch {
            throw StatementError(syntax: error)
        }
        guard let (array, elements) = spans else {
            // No transactions array to stream: the document is small, or not a statement.
            return try read(Array(input), requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
        }
        let header = bytes.array(0..<array.lowerBound) + Array("[]".utf8) + bytes.array(array.upperBound..<bytes.count)
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: header)
        } catch {
            preconditionFailure("a valid document with an array emptied is valid: \(error)")
        }
        let shift = array.count - 2
        let arrayStart = array.lowerBound
        return try withoutActuallyEscaping(consumed) { consumed throws(StatementError) -> Statement in
            var walker = Walker(requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
            walker.problems.frame = .init(path: { $0 }, offset: { $0 < arrayStart ? $0 : $0 + shift }, input: bytes)
            walker.transactionStream = .init(input: bytes, elements: elements, consumed: consumed)
            walker.jobs = max(1, jobs)
            let statement = walker.statement(document.root)
            if let error = walker.problems.error { throw error }
            guard let statement else { preconditionFailure("a statement with no problems is always complete") }
            return statement
        }
    }

}

extension StatementReader.Walker {
    /// The input of a streamed read and the spans of its `transactions` elements.
    struct TransactionStream {
        /// A view of the caller's buffer, alive for the whole read.
        var input: JSONBytes
        var elements: [Range<Int>]
        /// Told how far the read has come, so the caller may release what lies behind.
        var consumed: (Int) -> Void
    }

    /// The transactions of a streamed read: the elements' spans (found and validated by the
    /// parser's streamed pass) parsed again a block at a time, their problems placed in the
    /// whole input.
    ///
    /// With several ``jobs``, a block's elements are split between that many threads, each
    /// parsing and walking its share with its own problem list, and the results joined in
    /// document order: the same transactions and problems as one thread's. The caller is told
    /// after each block how far the read has come.
    mutating func streamedTransactions(_ stream: TransactionStream) -> [Transaction]? {
        var transactions: [Transaction] = []
        transactions.reserveCapacity(stream.elements.count)
        var complete = true
        let headerFrame = problems.frame
        defer { problems.frame = headerFrame }
        for blockStart in stride(from: 0, to: stream.elements.count, by: Self.blockSize) {
            let block = stream.elements[blockStart..<min(blockStart + Self.blockSize, stream.elements.count)]
            let share = readBlock(block, startingAt: blockStart, of: stream)
            transactions += share.transactions
            complete = complete && share.complete
            if let last = block.last { stream.consumed(last.upperBound) }
        }
        return complete ? transactions : nil
    }

    /// Elements read per block of a streamed read.
    static var blockSize: Int { 8_192 }

    /// What walking some elements gave: their transactions, and whether each had one.
    struct Share {
        var transactions: [Transaction] = []
        var complete = true
    }

    /// Reads `spans` (elements `first`, `first + 1`, … of the array), on ``jobs`` threads when
    /// there are enough of them; their problems are added to this walker's in order.
    private mutating func readBlock(_ spans: ArraySlice<Range<Int>>, startingAt first: Int, of stream: TransactionStream) -> Share {
        let parts = min(jobs, spans.count / 1_024)
        guard parts > 1 else { return readElements(spans, startingAt: first, of: stream) }
        var template = self
        template.problems = StatementError.Builder(maximum: problems.maximum)
        template.jobs = 1
        // Each thread walks its own copy; what the copies share (the account ids, the input,
        // the frame's pure closures) is only read. `consumed` is called here, not there.
        let context = UnsafeTransfer((walker: template, stream: stream))
        let results = Slots<(Share, StatementError.Builder)>(count: parts)
        Parallel.forEach(parts, jobs: parts) { part in
            var walker = context.value.walker
            let range = (spans.count * part / parts)..<(spans.count * (part + 1) / parts)
            let share = walker.readElements(spans[(spans.startIndex + range.lowerBound)...].prefix(range.count),
                                            startingAt: first + range.lowerBound, of: context.value.stream)
            results[part] = (share, walker.problems)
        }
        var joined = Share()
        for part in 0..<parts {
            let (share, found) = results[part]!
            joined.transactions += share.transactions
            joined.complete = joined.complete && share.complete
            problems.append(contentsOf: found)
        }
        return joined
    }

    /// Parses `spans` as one small document, `[` their bytes `]`, and walks each element.
    private mutating func readElements(_ spans: ArraySlice<Range<Int>>, startingAt first: Int, of stream: TransactionStream) -> Share {
        var share = Share()
        guard let firstSpan = spans.first, let lastSpan = spans.last else { return share }
        let bytes = [UInt8(ascii: "[")] + stream.input.array(firstSpan.lowerBound..<lastSpan.upperBound) + [UInt8(ascii: "]")]
        let block: JSONDocument
        do {
            block = try JSONDocument(parsing: bytes)
        } catch {
            preconditionFailure("elements the streamed pass validated, joined by their commas, parse: \(error)")
        }
        let shift = firstSpan.lowerBound - 1
        problems.frame = .init(
            path: { path in
                guard case .index(let offset)? = path.components.first else { return path }
                return JSONPath([.key("transactions"), .index(first + offset)] + path.components.dropFirst())
            },
            offset: { $0 + shift }, input: stream.input)
        share.transactions.reserveCapacity(spans.count)
        for element in block.root.elements {
            if let transaction = transaction(element) { share.transactions.append(transaction) } else { share.complete = false }
        }
        return share
    }
}
