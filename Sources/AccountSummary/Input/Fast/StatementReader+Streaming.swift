// The streamed read: blocks, next to the spec-level reader and walker it drives. Its input is
// the caller's buffer (a memory-mapped file), viewed through JSON/JSONBytes.swift; the loops
// that threads can share (the parser running ahead, a block's elements walked in parts) go
// through the `WorkSharing` seam (Support/WorkSharing.swift), so the library itself never
// starts a thread: the scale module's `Threads` does, when the command plugs it in.
//
// Each byte is parsed once, by the one parser: its streamed pass hands the `transactions`
// elements over a block at a time as the very document `[` + their bytes + `]` parses to
// (JSONParser.Stream.swift says how), and the one transaction decoder walks that block while,
// with two jobs, the parser goes on with the next ones on its own thread (`parseAhead`).
// Only a document that puts its accounts after its transactions has its blocks parsed again.
//
// Cost, measured (json benchmark, 1,000,000 transactions, 147 MB, fastest of 3 runs, 2 cores
// loaded by other builds, interleaved with the build before this change): this read takes
// 0.72–0.75 s with one job and 0.76–0.78 s with two, where the spans-then-parse-again read
// took 0.96–1.10 s and 1.20–1.26 s (and the removed second grammar 0.54 s on a quiet
// machine). The render benchmark's HTML, read to rendered (JSONDecoder decoding the same
// document in the same run = 1×), swings with the load: in two interleaved runs it was 2.31×
// and 1.15× with two jobs, 1.76× and 1.35× with one (before: 1.54×/1.49×, 1.26×/1.31×), and
// the command end to end 2.36× and 1.20× (before: 1.43×/1.52×), peak RSS 1.77× the input
// (before 1.69×: the blocks in flight and the parser's thread).

import Foundation

extension StatementReader {
    /// Elements per block of a streamed read, unless the caller says otherwise.
    package static let defaultBlockSize = 8_192

    /// Reads a version-1 document without ever holding all of it parsed: a large statement's
    /// memory is its input and its model, not a tape of a million transactions.
    ///
    /// The one JSON parser reads the whole input once, handing over the `transactions` array's
    /// elements a block at a time, parsed (``JSONParser/Stream``); any syntax error is reported
    /// there, exactly as a whole read reports it. Each block is walked as soon as it is handed
    /// over when the accounts come before the transactions (as they do in every document we
    /// write); otherwise only its span is kept, and it is parsed again once the header is known.
    /// The document with that array replaced by `[]` is then read as usual. Problems keep their
    /// paths, line and column in the whole input and their document order.
    ///
    /// ```swift
    /// try mapped.withUnsafeBufferPointer { try StatementReader.read(streaming: $0) }.transactions.count
    /// ```
    /// - Parameters:
    ///   - work: shares the walk of each block's transactions out, and may run the parser
    ///     ahead on a thread of its own (the scale module's `Threads`). The result, problems
    ///     included, is the same whatever the engine.
    ///   - consumed: told the offset up to which the input has been read, so that a
    ///     memory-mapped input can release its pages.
    ///   - blockSize: elements per block; tests and the fuzzer use a few, to cross block
    ///     boundaries in small documents. The result is the same whatever the size.
    package static func read(streaming input: UnsafeBufferPointer<UInt8>, requireCustomerID: Bool = false,
                             maximumProblems: Int = defaultMaximumProblems, work: any WorkSharing = Serial(),
                             blockSize: Int = defaultBlockSize,
                             consumed: (Int) -> Void = { _ in }) throws(StatementError) -> Statement {
        let bytes = JSONBytes(viewing: input)  // alive for this call: the caller's buffer
        return try withoutActuallyEscaping(consumed) { consumed throws(StatementError) -> Statement in
            var template = Walker(requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
            template.work = work
            var stream = Walker.TransactionStream(input: bytes, consumed: consumed)
            var early = template  // walks the transactions as they come, when it can
            let found: Range<Int>?
            do throws(JSONError) {
                // With threads, the parser runs ahead on its own while this thread walks.
                found = try Walker.parseAhead(bytes, blockSize: blockSize, work: work) { block in stream.take(block, walker: &early) }
            } catch {
                throw StatementError(syntax: error)
            }
            stream.problems = early.problems
            guard let array = found else {
                // No transactions array to stream: the document is small, or not a statement.
                return try read(Array(input), requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
            }
            var header = bytes.array(0..<array.lowerBound)
            header += Array("[]".utf8)
            bytes.append(array.upperBound..<bytes.count, to: &header)
            let document: JSONDocument
            do {
                document = try JSONDocument(parsing: header)
            } catch {
                preconditionFailure("a valid document with an array emptied is valid: \(error)")
            }
            let shift = array.count - 2
            let arrayStart = array.lowerBound
            var walker = template
            walker.problems.frame = .init(path: { $0 }, offset: { $0 < arrayStart ? $0 : $0 + shift }, input: bytes)
            walker.transactionStream = stream
            let statement = walker.statement(document.root)
            if let error = walker.problems.error { throw error }
            guard let statement else { preconditionFailure("a statement with no problems is always complete") }
            return statement
        }
    }
}

extension StatementReader.Walker {
    /// ``JSONParser/stream(array:in:blockSize:maximumDepth:deliver:)`` of the `transactions`
    /// array through `work`'s pipeline, handing each block to `take` on this thread, in order:
    /// with threads, the parse of the next blocks overlaps the walk of this one.
    ///
    /// **Invariant**: the pipeline returns only after the parse has ended, so the caller's
    /// buffer, which `input` views, outlives every read of it.
    static func parseAhead(_ input: JSONBytes, blockSize: Int, work: any WorkSharing,
                           take: (JSONParser.Block) -> Void) throws(JSONError) -> Range<Int>? {
        let view = UnsafeTransfer(input)  // only read, and only while the pipeline runs (above)
        return try work.pipeline(produce: { put in
            Result { () throws(JSONError) -> Range<Int>? in
                try JSONParser.stream(array: "transactions", in: view.value, blockSize: blockSize) { put($0) }
            }
        }, consume: take).get()
    }

    /// The `transactions` of a streamed read, as the parser hands them over a block at a time.
    ///
    /// **Invariant**: `walked` is set by the first block, from the document's bytes before the
    /// array: when they hold the `accounts` member, the walker given to ``take(_:walker:)`` has
    /// looked up what a transaction's walk reads beyond the transaction (the account ids, and
    /// the `period` if it is written there) exactly as the whole read does (a key written twice
    /// is a syntax error, so the first one is the one), and every block is walked on arrival
    /// by that walker, whose problems are kept in `problems` until the header's walk reaches
    /// `transactions` and adds them in their place. Otherwise the blocks are parsed again and
    /// walked then, by the header's walker. The blocks' spans are always kept: a `period`
    /// written after the transactions, which the early walk could not see, makes the header's
    /// walker discard the early walk and walk them again (``walkedPeriod`` differs).
    struct TransactionStream {
        /// A view of the caller's buffer, alive for the whole read.
        let input: JSONBytes
        /// Told how far the read has come, so the caller may release what lies behind.
        let consumed: (Int) -> Void
        /// Nil before the first block; then whether blocks are walked as they arrive.
        var walked: Bool?
        var share = Share()
        /// The problems of the transactions walked as they arrived.
        var problems = StatementError.Builder(maximum: 1)
        /// Every block's first element and span, to parse again when not walked on arrival.
        var spans: [(first: Int, span: Range<Int>)] = []
        /// The period the early walk checked completed transactions against.
        var walkedPeriod: StatementPeriod?

        init(input: JSONBytes, consumed: @escaping (Int) -> Void) {
            self.input = input
            self.consumed = consumed
        }

        /// Takes the parser's next block, walking it with `walker` when it can.
        mutating func take(_ block: JSONParser.Block, walker: inout StatementReader.Walker) {
            if walked == nil {
                walked = lookAhead(before: block.arrayStart, walker: &walker)
                walkedPeriod = walker.statementPeriod
            }
            spans.append((block.first, block.span))
            guard walked == true else { return }
            let read = walker.readBlock(block, input: input)
            share.transactions += read.transactions
            share.complete = share.complete && read.complete
            consumed(block.span.upperBound)
        }

        /// Whether the document before the array, `{…, "transactions":`, names the accounts;
        /// if so `walker` has looked them up.
        private func lookAhead(before arrayStart: Int, walker: inout StatementReader.Walker) -> Bool {
            var prefix = input.array(0..<arrayStart)
            prefix += Array("null}".utf8)
            guard let document = try? JSONDocument(parsing: prefix), document.root["accounts"] != nil else { return false }
            walker.lookAhead(document.root)
            return true
        }
    }

    /// The transactions of a streamed read: walked already, or parsed again a block at a time
    /// now (see ``TransactionStream``); their problems, placed in the whole input, come here.
    mutating func streamedTransactions(_ stream: TransactionStream) -> [Transaction]? {
        if stream.walked == true, stream.walkedPeriod == statementPeriod {
            problems.append(contentsOf: stream.problems)
            return stream.share.complete ? stream.share.transactions : nil
        }
        let headerFrame = problems.frame
        defer { problems.frame = headerFrame }
        var share = Share()
        for (first, span) in stream.spans {
            var bytes = [UInt8(ascii: "[")]
            stream.input.append(span, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
            let document: JSONDocument
            do {
                document = try JSONDocument(parsing: bytes)
            } catch {
                preconditionFailure("elements the streamed pass validated, joined by their commas, parse: \(error)")
            }
            let block = JSONParser.Block(first: first, span: span, arrayStart: -1, document: document)
            let read = readBlock(block, input: stream.input)
            share.transactions += read.transactions
            share.complete = share.complete && read.complete
            stream.consumed(span.upperBound)
        }
        return share.complete ? share.transactions : nil
    }

    /// Elements per block of a streamed read by default.
    static var blockSize: Int { StatementReader.defaultBlockSize }

    /// What walking some elements gave: their transactions, and whether each had one.
    struct Share {
        var transactions: [Transaction] = []
        var complete = true
    }

    /// Walks `block`'s elements, shared out by ``work`` when there are enough of them; their
    /// problems are added to this walker's in order.
    mutating func readBlock(_ block: JSONParser.Block, input: JSONBytes) -> Share {
        let headerFrame = problems.frame
        defer { problems.frame = headerFrame }
        let first = block.first, shift = block.shift
        let frame = StatementError.Builder.Frame(
            path: { path in
                guard case .index(let offset)? = path.components.first else { return path }
                return JSONPath([.key("transactions"), .index(first + offset)] + path.components.dropFirst())
            },
            offset: { $0 + shift }, input: input)
        let elements = block.document.root.elements
        let parts = min(work.jobs, elements.count / 1_024)
        guard parts > 1 else {
            problems.frame = frame
            return readElements(elements[...])
        }
        let starts = Array(elements.indices) + [elements.endIndex]
        var template = self
        template.problems = StatementError.Builder(maximum: problems.maximum)
        template.problems.frame = frame
        template.work = Serial()
        // Each thread walks its own copy; what the copies share (the account ids, the block's
        // document, the input, the frame's pure closures) is only read.
        let context = UnsafeTransfer(template)
        let results = Slots<(Share, StatementError.Builder)>(count: parts)
        work.forEach(parts) { part in
            var walker = context.value
            let range = (starts.count - 1) * part / parts..<(starts.count - 1) * (part + 1) / parts
            let share = walker.readElements(elements[starts[range.lowerBound]..<starts[range.upperBound]])
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

    /// Walks each of `elements` as a transaction.
    private mutating func readElements(_ elements: Slice<JSONValue.Elements>) -> Share {
        var share = Share()
        share.transactions.reserveCapacity(elements.count)
        for element in elements {
            if let transaction = transaction(element) { share.transactions.append(transaction) } else { share.complete = false }
        }
        return share
    }
}
