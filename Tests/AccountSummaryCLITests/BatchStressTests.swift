import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// `batch` with 1 to 16 jobs, on inputs of odd sizes: every run writes exactly the files one
/// job writes, byte for byte, and the same ledger lines (in another order), and says the same. `.ci/sanitize` runs these under
/// ThreadSanitizer too, with the binary built the same way.
@Suite("account-summary batch with 1 to 16 jobs")
struct BatchStressTests {
    /// `count` generated customers, with a line that is not JSON and a customer seen twice among them.
    static func input(_ count: Int) -> String {
        let generated = StatementDocumentGenerator(seed: UInt64(count)).ndjson(documentCount: count, transactionsPerDocument: 1...6)
        var lines = String(decoding: generated.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        if count >= 3 {
            lines.insert("not json", at: count / 2)
            lines.append(lines[0])
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func run(_ folder: TemporaryFolder, jobs: Int) throws -> (status: Int32, stderr: String, files: [String: Data]) {
        let output = folder.path("out-\(jobs)")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", output, "--format", "text,html",
                                         "--jobs", String(jobs)])
        // The ledger's lines sorted: their order follows completion; what they say does not change.
        let files = try BatchCommandTests.comparable(output)
        // The folder's name differs from run to run; the message may name it.
        return (result.status, result.stderr.replacingOccurrences(of: output, with: "OUT"), files)
    }

    @Test("every job count writes what one job writes", arguments: [
        (0, [2, 16]), (1, [2, 16]), (2, [2, 3, 16]),
        (17, Array(2...16)),  // a prime number of customers, plus a bad line and a repeated customer
    ])
    func jobsDoNotChangeOutput(customers: Int, jobCounts: [Int]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(customers), to: "in.ndjson")
        let one = try Self.run(folder, jobs: 1)
        #expect(one.files.count == 2 * customers + (customers >= 3 ? 1 : 0) + 1)  // two formats, errors.ndjson, the ledger
        #expect(one.status == (customers >= 3 ? 65 : 0), "\(one.stderr)")
        for jobs in jobCounts {
            let other = try Self.run(folder, jobs: jobs)
            #expect(other.status == one.status, "jobs \(jobs)")
            #expect(other.stderr == one.stderr, "jobs \(jobs)")
            #expect(other.files.keys.sorted() == one.files.keys.sorted(), "jobs \(jobs)")
            #expect(other.files == one.files, "jobs \(jobs)")
        }
    }
}
