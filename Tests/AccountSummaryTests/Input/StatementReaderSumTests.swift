import AccountSummary
import AccountSummaryFixtures
import Foundation
import Testing

extension StatementInputTests {
    /// Generated documents (the benchmarks' generator) read back with the exact sum of their
    /// amounts, which the generator kept in whole cents.
    @Suite("Reading generated documents: exact sums")
    struct StatementReaderSumTests {
        static let generated = StatementDocumentGenerator().document(transactionCount: 10_000)

        @Test("a 10,000-transaction document sums to the generator's exact sum")
        func exactSum() throws {
            let generated = StatementReaderSumTests.generated
            let statement = try StatementReader.read(generated.bytes)
            #expect(statement.transactions.count == 10_000)
            #expect(statement.transactions.reduce(Decimal.zero) { $0 + $1.amount } == generated.amountSum)
            #expect(generated.amountSum != .zero)
        }

        @Test("JSON-number amounts are read exactly, digits a Double would lose included")
        func numberAmounts() throws {
            let generated = StatementReaderSumTests.generated
            let awkward = StatementDocumentGenerator.awkwardNumberAmounts
            let document = try JSONDocument(parsing: generated.bytes)
            let written = try #require(document.root["transactions"]).elements.prefix(awkward.count)
            // The first transactions carry them as JSON numbers, in order.
            #expect(written.map { $0["amount"]?.numberText } == awkward.map(\.text))

            let transactions = try StatementReader.read(generated.bytes).transactions
            for (transaction, amount) in zip(transactions, awkward) {
                #expect(transaction.amount == StatementDocumentGenerator.Output.decimal(cents: amount.cents),
                        "\(transaction.id): \(amount.text)")
            }
            #expect(transactions[0].amount + transactions[1].amount == StatementDocumentGenerator.Output.decimal(cents: 30))
            #expect(transactions[2].amount.description == "12345678901234567.89")
            #expect(transactions[11].amount.description == "9007199254740993.01")
        }

        @Test("the document mixes what the contract allows")
        func variety() throws {
            let generated = StatementReaderSumTests.generated
            let statement = try StatementReader.read(generated.bytes)
            #expect(statement.accounts.map(\.type) == [.banking, .creditCard, .investment])
            #expect(Set(statement.transactions.map(\.accountId)) == Set(statement.accounts.map(\.id)))
            #expect(Set(statement.transactions.map(\.status)) == [.pending, .completed])
            let moments = statement.transactions.filter { if case .moment = $0.date { true } else { false } }
            #expect(!moments.isEmpty && moments.count < statement.transactions.count)
            let months = Set(statement.transactions.map(\.date.calendarDate.month))
            #expect(months == Set(1...12))
            let lengths = statement.transactions.map(\.description.utf8.count)
            #expect((lengths.min() ?? 0) < 10 && (lengths.max() ?? 0) > 40)
            let nonASCII = statement.transactions.filter { !$0.description.unicodeScalars.allSatisfy(\.isASCII) }
            #expect(nonASCII.count > 3_000 && nonASCII.count < 9_000)  // real merchant names
            for text in ["é", "ü", "Ł", "東京", "مقهى", "קפה", "दुकान", "👍🏽"] {
                #expect(statement.transactions.contains { $0.description.contains(text) }, "no description holds \(text)")
            }
            // Amounts of every size, some beyond 64 bits (the general decimal path).
            #expect(statement.transactions.contains { $0.amount.magnitude * 100 > Decimal(UInt64.max) })
            #expect(statement.transactions.contains { $0.amount.magnitude > 0 && $0.amount.magnitude < 1 })

            let amounts = try JSONDocument(parsing: generated.bytes).root["transactions"]?.elements.compactMap { $0["amount"] }
            let numbers = amounts?.filter { $0.numberText != nil }.count ?? 0
            #expect(numbers > 1_000 && numbers < 5_000)  // about three in ten
        }

        @Test("the same seed gives the same bytes; another seed other bytes")
        func deterministic() {
            let again = StatementDocumentGenerator().document(transactionCount: 10_000)
            #expect(again.bytes == StatementReaderSumTests.generated.bytes)
            #expect(again.amountSum == StatementReaderSumTests.generated.amountSum)
            #expect(StatementDocumentGenerator(seed: 1).document(transactionCount: 100).bytes
                    != StatementDocumentGenerator(seed: 2).document(transactionCount: 100).bytes)
        }

        @Test("NDJSON: one document a line, customer ids c-1 …, each with its exact sum")
        func ndjson() throws {
            let batch = StatementDocumentGenerator(seed: 42).ndjson(documentCount: 25)
            #expect(batch.bytes.last == UInt8(ascii: "\n"))
            let lines = batch.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == 25)
            var transactionCount = 0
            for (index, line) in lines.enumerated() {
                let statement = try StatementReader.read(Array(line), requireCustomerID: true)
                #expect(statement.customer.id == "c-\(index + 1)")
                #expect((24...48).contains(statement.transactions.count))
                #expect(statement.transactions.reduce(Decimal.zero) { $0 + $1.amount } == batch.amountSum(ofDocument: index))
                transactionCount += statement.transactions.count
            }
            #expect(transactionCount == batch.transactionCount)
        }
    }
}
