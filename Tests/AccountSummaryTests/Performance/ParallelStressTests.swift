import AccountSummaryFixtures
import Foundation
import Synchronization
import Testing
@testable import AccountSummary
@testable import AccountSummaryMustache
import AccountSummaryScale

/// The library's parallel paths, run many times at odd sizes (0, 1, each threshold and chunk
/// size ±1, primes) with 1 to 16 jobs: every result must equal one job's, byte for byte.
///
/// Sized to take a few seconds in a debug `swift test`; `.ci/sanitize` runs them again under
/// ThreadSanitizer, where their point is to make the threads meet.
@Suite("Parallel paths under stress")
struct ParallelStressTests {
    static let allJobs = Array(1...16)

    // MARK: The seam

    @Test("Threads.forEach runs each index exactly once, whatever the count and jobs")
    func forEachEachIndexOnce() {
        for count in [0, 1, 2, 3, 7, 16, 17, 31, 257] {
            for jobs in Self.allJobs {
                let order = Slots<Int>(count: count)
                let ticket = Atomic<Int>(0)
                Threads(jobs: jobs).forEach(count) { index in
                    order[index] = ticket.wrappingAdd(1, ordering: .relaxed).oldValue
                }
                // `count` tickets in all, a distinct one in every slot: no index ran twice, none was skipped.
                #expect(ticket.load(ordering: .relaxed) == count, "count \(count), jobs \(jobs)")
                #expect(Set((0..<count).compactMap { order[$0] }) == Set(0..<count), "count \(count), jobs \(jobs)")
            }
        }
    }

    // MARK: Sorting (AccountSummaryScale/StatementReport+Ordering.swift)

    /// Transactions on few distinct dates, so that most keys tie and order falls to the index.
    static let transactions: [Transaction] = {
        var random = SeededRandom(seed: 0x57E55)
        return (0..<65_537).map { index in
            let day = CalendarDate(year: 2026, month: 1 + random.below(12), day: 1 + random.below(28))!
            let date: TransactionDate = random.below(2) == 0
                ? .day(day)
                : .moment(Timestamp(date: day, hour: random.below(2) * 23, minute: 0, second: 0, nanosecond: 0,
                                    utcOffsetSeconds: [0, 3_600, -18_000][random.below(3)])!)
            return Transaction(id: "t\(index)", accountId: "a", date: date, description: "", amount: 1, status: .completed)
        }
    }()

    @Test("the parallel sort orders as one job does, at the threshold ±1 and below", arguments: [
        (0, [2, 16]), (1, [2, 16]), (2, [2, 16]), (65_535, [2, 16]),  // below 65,536 every job count sorts serially
        (65_536, [2, 3, 16]),
        (65_537, Array(2...9) + [16]),  // shares are capped at 8, so 9 to 16 jobs all sort in 8
    ])
    func sortMatchesOneJob(count: Int, jobCounts: [Int]) {
        let transactions = Array(Self.transactions.prefix(count))
        let one = StatementReport.newestFirst(transactions, jobs: 1)
        #expect(one.count == count)
        for jobs in jobCounts {
            #expect(StatementReport.newestFirst(transactions, jobs: jobs) == one, "count \(count), jobs \(jobs)")
        }
    }

    // MARK: Chunked rendering (AccountSummaryMustache/Fast/Template+FastPath.swift, through Threads)

    /// Bytes each element renders: 2 ** 13, so a chunk is exactly `chunkBytes / 8192` = 32 elements.
    static let elementBytes = 8_192
    static var chunk: Int { Template.FastPath.chunkBytes / elementBytes }
    static var sample: Int { Template.FastPath.sampleCount }

    /// Sizes around every boundary of the chunked path, each with the job counts it is rendered
    /// with: the sample (16), the least count cut into chunks (sample + 2 chunks = 80), a chunk
    /// more, a round of chunks for two jobs (4 chunks), and primes; every job count from 2 to
    /// 16 on the largest, which takes several rounds with few jobs and one with many.
    static var renderSizes: [(count: Int, jobs: [Int])] {
        let parallel = sample + 2 * chunk
        return [(0, [2, 16]), (1, [2, 16]), (sample, [2, 16]), (sample + 1, [2, 16]), (parallel - 1, [2, 16]),
                (parallel, [2, 3, 16]), (parallel + 1, [2, 3, 16]), (97, [2, 3, 16]), (sample + 3 * chunk + 1, [2, 3, 16]),
                (sample + 4 * chunk + 1, [2, 3, 16]), (149, Array(2...16))]
    }

    /// Every element's text: its index, then dots, `elementBytes - 1` bytes in all (the template adds a newline).
    static let lines: [String] = (0..<2_000).map { index in
        let label = String(index)
        return label + String(repeating: ".", count: elementBytes - 1 - label.utf8.count)
    }

    static func line(_ index: Int) -> String { lines[index] }

    @Test("chunked rendering of records writes what one job writes, at every chunk boundary")
    func recordsMatchOneJob() throws {
        #expect(Template.FastPath.chunkBytes % Self.elementBytes == 0, "a chunk is a whole number of elements")
        let template = try Template("{{#rows}}{{text}}\n{{/rows}}")
        for (count, jobCounts) in Self.renderSizes {
            let rows = TemplateSequence(count: count, fields: ["text"]) { index, _ in .string(Self.line(index)) }
            let data: TemplateValue = ["rows": .sequence(rows)]
            let one = try template.render(data, jobs: 1)
            #expect(one.utf8.count == count * Self.elementBytes)
            #expect(one == (0..<count).map { Self.line($0) + "\n" }.joined(), "count \(count)")
            for jobs in jobCounts {
                let text = try template.render(data, jobs: jobs)
                #expect(text == one, "count \(count), jobs \(jobs)")
            }
        }
    }

    @Test("chunked rendering of a plain list, and of lists inside elements, writes what one job writes")
    func listsMatchOneJob() throws {
        let flat = try Template("{{#rows}}{{#text}}{{.}}{{/text}}\n{{/rows}}")
        let nested = try Template("{{#pages}}[{{#rows}}{{text}}\n{{/rows}}]{{/pages}}")
        for count in [0, 1, Self.sample + 2 * Self.chunk + 1, 113] {
            let list: TemplateValue = ["rows": .list((0..<count).map { ["text": .string(Self.line($0))] })]
            let one = try flat.render(list, jobs: 1)
            #expect(one.utf8.count == count * Self.elementBytes)
            // Two pages of `count` rows each: the pages stay in order, their rows may share the work.
            let pages: TemplateValue = ["pages": .list((0..<2).map { page in
                ["rows": .sequence(TemplateSequence(count: count, fields: ["text"]) { index, _ in .string(Self.line(page * 1_000 + index)) })]
            })]
            let nestedOne = try nested.render(pages, jobs: 1)
            for jobs in [2, 5, 16] {
                #expect(try flat.render(list, jobs: jobs) == one, "list of \(count), jobs \(jobs)")
                #expect(try nested.render(pages, jobs: jobs) == nestedOne, "two pages of \(count), jobs \(jobs)")
            }
        }
    }

    @Test("with any number of jobs, the error thrown is the first in element order, at a chunk boundary ±1")
    func firstErrorWhateverTheJobs() throws {
        let count = Self.sample + 4 * Self.chunk + 2
        let template = try Template("{{#rows}}{{#text}}{{.}}{{/text}}{{^text}}{{missing}}{{/text}}\n{{/rows}}")
        for bad in [Self.sample + 2 * Self.chunk - 1, Self.sample + 2 * Self.chunk, Self.sample + 4 * Self.chunk + 1] {
            let rows = TemplateSequence(count: count, fields: ["text"]) { index, _ in
                index == bad || index == count - 1 ? .null : .string(Self.line(index))
            }
            let data: TemplateValue = ["rows": .sequence(rows)]
            var oneText = ""
            let oneError = #expect(throws: TemplateError.self) { try template.render(data, strict: true, jobs: 1, to: &oneText) }
            for jobs in [2, 3, 16] {
                var text = ""
                let error = #expect(throws: TemplateError.self) { try template.render(data, strict: true, jobs: jobs, to: &text) }
                #expect(error == oneError, "bad element \(bad), jobs \(jobs)")
                // Nothing from `bad` on is written (a chunk that fails is dropped whole).
                #expect(oneText.hasPrefix(text), "bad element \(bad), jobs \(jobs)")
            }
            #expect(oneText == (0..<bad).map { Self.line($0) + "\n" }.joined())
        }
    }

    // MARK: The streamed reader's parse-ahead thread (Input/StatementReader+Streaming.swift)

    static func streamed(_ bytes: [UInt8], jobs: Int) -> (Result<Statement, StatementError>, consumed: [Int]) {
        var consumed: [Int] = []
        let result = bytes.withUnsafeBufferPointer { input in
            Result { () throws(StatementError) in
                try StatementReader.read(streaming: input, jobs: jobs) { consumed.append($0) }
            }
        }
        return (result, consumed)
    }

    /// A generated document whose transactions `numbers` have a status that is not one.
    static func document(_ count: Int, badStatuses numbers: [Int] = []) -> [UInt8] {
        let separator = #""status":""#
        var pieces = String(decoding: StatementDocumentGenerator().document(transactionCount: count).bytes, as: UTF8.self)
            .components(separatedBy: separator)
        for number in numbers where number < count { pieces[number + 1] = "bogus" + pieces[number + 1] }
        return Array(pieces.joined(separator: separator).utf8)
    }

    @Test("the streamed read with the parser ahead reads what one job reads, at block and share boundaries",
          arguments: [(0, Array(2...16)), (1, Array(2...16)), (2_047, [2, 16]), (2_049, [2, 3, 16])])
    func streamedMatchesOneJob(count: Int, jobCounts: [Int]) {
        // Blocks are 8,192 elements; a block is shared by threads from 2,048 elements on.
        #expect(StatementReader.Walker.blockSize == 8_192)
        let bytes = Self.document(count)
        let (one, oneConsumed) = Self.streamed(bytes, jobs: 1)
        guard case .success(let statement) = one else {
            Issue.record("the generated document of \(count) transactions was refused: \(one)")
            return
        }
        #expect(statement.transactions.count == count)
        for jobs in jobCounts {
            let (result, consumed) = Self.streamed(bytes, jobs: jobs)
            #expect(result == one, "count \(count), jobs \(jobs)")
            #expect(consumed == oneConsumed, "count \(count), jobs \(jobs)")
        }
    }

    @Test("problems on both sides of block and share boundaries come out in the order one job gives")
    func streamedProblemsMatchOneJob() {
        let count = 8_192 + 2_053  // a full block, then a prime remainder shared by two threads
        let bytes = Self.document(count, badStatuses: [0, 1_023, 1_024, 2_047, 2_048, 4_095, 8_191, 8_192, 8_193, count - 1])
        let (one, oneConsumed) = Self.streamed(bytes, jobs: 1)
        guard case .failure(let error) = one else {
            Issue.record("bad statuses were read")
            return
        }
        #expect(error.lines.count == 10)
        for jobs in [2, 16] {
            let (result, consumed) = Self.streamed(bytes, jobs: jobs)
            #expect(result == one, "jobs \(jobs)")
            #expect(consumed == oneConsumed, "jobs \(jobs)")
        }
    }

    // MARK: The currency formatter's plan cache (Money/CurrencyFormatter.swift, behind a Locked)

    @Test("formatters made on 16 threads at once for the same new pairs share one plan each and format alike")
    func planCacheUnderContention() throws {
        // Pairs no other test makes (an uncommon currency), so that the threads race to learn them.
        let identifiers = Array(Locale.availableIdentifiers.sorted().prefix(24))
        let amount = try #require(Decimal(string: "-1234567.891"))
        let made = Slots<[(plan: ObjectIdentifier, text: String)]>(count: 16)
        Threads(jobs: 16).forEach(16) { thread in
            // Each thread walks the pairs from its own starting point, so that they meet.
            var results = [(plan: ObjectIdentifier, text: String)?](repeating: nil, count: identifiers.count)
            for step in identifiers.indices {
                let index = (step + thread) % identifiers.count
                let formatter = try! CurrencyFormatter(currency: "XDR", locale: Locale(identifier: identifiers[index]))
                results[index] = (ObjectIdentifier(formatter.plan), formatter.format(amount))
            }
            made[thread] = results.map { $0! }
        }
        let first = try #require(made[0])
        for thread in 1..<16 {
            let other = try #require(made[thread])
            #expect(other.map(\.plan) == first.map(\.plan), "thread \(thread)")
            #expect(other.map(\.text) == first.map(\.text), "thread \(thread)")
        }
        for (identifier, made) in zip(identifiers, first) {
            #expect(made.text == amount.formatted(.currency(code: "XDR").locale(Locale(identifier: identifier))), "\(identifier)")
        }
    }
}
