import Foundation

extension StatementReader.Walker {
    /// `transactions`: an array of transaction objects.
    mutating func transactions(_ value: JSONValue) -> [Transaction]? {
        if let stream = transactionStream { return streamedTransactions(stream) }
        guard let elements = elements(value) else { return nil }
        var transactions: [Transaction] = []
        transactions.reserveCapacity(elements.count)
        var complete = true
        for element in elements {
            if let transaction = transaction(element) { transactions.append(transaction) } else { complete = false }
        }
        return complete ? transactions : nil
    }

    /// The transactions of a streamed read: the elements' spans (found and validated by the
    /// parser's streamed pass) parsed again a block at a time, their problems placed in the
    /// whole input.
    ///
    /// With several ``jobs``, a block's elements are split between that many threads, each
    /// parsing and walking its share with its own problem list, and the results joined in
    /// document order: the same transactions and problems as one thread's. The caller is told
    /// after each block how far the read has come.
    private mutating func streamedTransactions(_ stream: TransactionStream) -> [Transaction]? {
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
        let bytes = [UInt8(ascii: "[")] + stream.input[firstSpan.lowerBound..<lastSpan.upperBound] + [UInt8(ascii: "]")]
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

    /// One transaction: `id`, `accountId`, `date`, `description`, `amount` and `status`, all
    /// required; `accountId` must name an account.
    private mutating func transaction(_ value: JSONValue) -> Transaction? {
        guard isObject(value) else { return nil }
        var id: String?, accountID: String?, date: TransactionDate?, description: String?
        var amount: Decimal?, status: TransactionStatus?
        var sawID = false, sawAccountID = false, sawDate = false, sawDescription = false
        var sawAmount = false, sawStatus = false
        for member in value.members {
            let field = member.value
            if member.keyEquals("id") {
                sawID = true
                id = string(field)
            } else if member.keyEquals("accountId") {
                sawAccountID = true
                accountID = string(field)
                if let named = accountID, checksAccountIDs, !knownAccountIDSet.contains(named) {
                    problems.add(.unknownAccount(named, known: knownAccountIDs), at: field)
                    accountID = nil
                }
            } else if member.keyEquals("date") {
                sawDate = true
                date = transactionDate(field)
            } else if member.keyEquals("description") {
                sawDescription = true
                description = string(field)
            } else if member.keyEquals("amount") {
                sawAmount = true
                amount = self.amount(field)
            } else if member.keyEquals("status") {
                sawStatus = true
                status = self.status(field)
            }
        }
        if !sawID { problems.add(.missing(.string), at: value, key: "id") }
        if !sawAccountID { problems.add(.missing(.string), at: value, key: "accountId") }
        if !sawDate { problems.add(.missing(.transactionDate), at: value, key: "date") }
        if !sawDescription { problems.add(.missing(.string), at: value, key: "description") }
        if !sawAmount { problems.add(.missing(.amount), at: value, key: "amount") }
        if !sawStatus { problems.add(.missing(.status), at: value, key: "status") }
        guard let id, let accountID, let date, let description, let amount, let status else { return nil }
        return Transaction(id: id, accountId: accountID, date: date, description: description, amount: amount,
                           status: status)
    }
}
