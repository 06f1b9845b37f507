@testable import AccountSummary
import Foundation
import Testing

extension StatementInputTests {
    @Suite("Reading valid documents")
    struct ReaderTests {
        @Test("the contract's example reads into the expected model")
        func contractExample() throws {
            let statement = try StatementReader.read(Array(StatementInputTests.example.utf8))
            let asOf = try #require(Timestamp(parsing: "2026-11-22T08:30:00-05:00"))
            let expected = Statement(
                customer: Customer(name: "Jonathan", id: nil),
                bankName: nil,
                asOf: asOf,
                locale: "en_US",
                currency: "USD",
                accounts: [
                    Account(id: "chk-1", type: .banking, name: "Basic Savings",
                            balance: try StatementInputTests.decimal("929466.23"), currency: "USD"),
                    Account(id: "cc-1", type: .creditCard, name: "Visa Avion Card", balance: 0, currency: "USD"),
                    Account(id: "inv-1", type: .investment, name: "Tax-Free Saver",
                            balance: 2000, currency: "USD"),
                ],
                transactions: [
                    Transaction(id: "t-1", accountId: "chk-1", date: .day(try #require(CalendarDate(year: 2026, month: 11, day: 20))),
                                description: "Coffee", amount: try StatementInputTests.decimal("-4.5"), status: .completed),
                    Transaction(id: "t-2", accountId: "cc-1", date: .day(try #require(CalendarDate(year: 2026, month: 11, day: 21))),
                                description: "Books", amount: try StatementInputTests.decimal("-32.1"), status: .pending),
                ])
            #expect(statement == expected)
            #expect(statement.asOf?.hour == 8)
            #expect(statement.asOf?.utcOffsetSeconds == -5 * 3600)
        }

        @Test("a parsed document reads the same as its bytes")
        func parsedDocument() throws {
            let document = try JSONDocument(parsing: StatementInputTests.example)
            #expect(try StatementReader.read(document) == StatementReader.read(Array(StatementInputTests.example.utf8)))
        }

        @Test("optional members take the contract's defaults")
        func defaults() throws {
            let statement = try StatementReader.read(Array(StatementInputTests.minimal.utf8))
            #expect(statement.customer == Customer(name: "Jonathan"))
            #expect(statement.bankName == nil)
            #expect(statement.asOf == nil)
            #expect(statement.locale == "en_US")
            #expect(statement.currency == "USD")
            #expect(statement.transactions.isEmpty)
            #expect(statement.accounts.map(\.currency) == ["USD"])
            #expect(statement == Statement(customer: Customer(name: "Jonathan"),
                                           accounts: [Account(id: "a", type: .banking, name: "A", balance: 1, currency: "USD")]))
        }

        @Test("optional members that are null count as absent")
        func nullIsAbsent() throws {
            let json = #"""
                {"customer": {"name": "J", "id": null}, "bank": null, "asOf": null, "locale": null, "currency": null,
                 "accounts": [{"id": "a", "type": "banking", "name": "A", "balance": "1", "currency": null}],
                 "transactions": null}
                """#
            let statement = try StatementReader.read(Array(json.utf8))
            #expect(statement == Statement(customer: Customer(name: "J"),
                                           accounts: [Account(id: "a", type: .banking, name: "A", balance: 1, currency: "USD")]))
        }

        @Test("an account without a currency takes the statement's, wherever the document puts it")
        func accountCurrency() throws {
            let json = #"""
                {"customer": {"name": "J"},
                 "accounts": [{"id": "a", "type": "banking", "name": "A", "balance": "1"},
                              {"id": "b", "type": "investment", "name": "B", "balance": "2", "currency": "CHF"}],
                 "currency": "EUR", "locale": "de_CH"}
                """#
            let statement = try StatementReader.read(Array(json.utf8))
            #expect(statement.accounts.map(\.currency) == ["EUR", "CHF"])
            #expect(statement.currency == "EUR")
            #expect(statement.locale == "de_CH")
        }

        @Test("bank name, customer id, unknown keys, and moments as transaction dates")
        func everything() throws {
            let json = #"""
                {"version": 1, "customer": {"name": "Jonathan", "id": "c-1042", "tier": "gold"},
                 "bank": {"name": "Northwind Bank", "logo": "n.svg"},
                 "accounts": [{"id": "chk-1", "type": "banking", "name": "A", "balance": "1", "opened": "2020"}],
                 "transactions": [{"id": "t-1", "accountId": "chk-1", "date": "2026-11-20T09:15:00.5+05:30",
                                   "description": "Tea", "amount": -1, "status": "pending", "tags": [1, {}]}],
                 "extra": {"nested": [null, true]}}
                """#
            let statement = try StatementReader.read(Array(json.utf8), requireCustomerID: true)
            #expect(statement.customer == Customer(name: "Jonathan", id: "c-1042"))
            #expect(statement.bankName == "Northwind Bank")
            let date = try #require(statement.transactions.first?.date)
            #expect(date == .moment(try #require(Timestamp(parsing: "2026-11-20T09:15:00.500+05:30"))))
            #expect(date.calendarDate == CalendarDate(year: 2026, month: 11, day: 20))
            #expect(date.description == "2026-11-20T09:15:00.5+05:30")
        }

        @Test("strings are kept exactly as given, controls and bidi marks included")
        func stringsKept() throws {
            let json = #"{"customer": {"name": "Jo\u0000n\u202Eathan\t"}, "bank": {"name": "<b>&amp;</b>"}, "accounts": [{"id": " a\u001b[31m ", "type": "banking", "name": "", "balance": "1"}]}"#
            let statement = try StatementReader.read(Array(json.utf8))
            #expect(statement.customer.name == "Jo\u{0}n\u{202E}athan\t")
            #expect(statement.bankName == "<b>&amp;</b>")
            #expect(statement.accounts[0].id == " a\u{1B}[31m ")
            #expect(statement.accounts[0].name == "")
        }

        @Test("amounts written as JSON numbers are read exactly from their text", arguments: [
            ("0.1", "0.1"),
            ("-4.50", "-4.5"),
            ("1e2", "100"),
            ("1E-2", "0.01"),
            ("-0", "0"),
            ("929466.23", "929466.23"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("0.00000000000000000000000000000000000001", "1e-38"),
            ("123456789012345678901234567890.12345678", "123456789012345678901234567890.12345678"),
        ])
        func numberAmounts(_ literal: String, _ expected: String) throws {
            let json = try StatementInputTests.edit(StatementInputTests.minimal, replacing: #""balance": 1"#,
                                                    with: #""balance": \#(literal)"#)
            let statement = try StatementReader.read(Array(json.utf8))
            #expect(statement.accounts[0].balance == (try StatementInputTests.decimal(expected)))
            // The same text as a string reads to the same value.
            let quoted = try StatementInputTests.edit(json, replacing: literal, with: "\"\(literal)\"")
            #expect(try StatementReader.read(Array(quoted.utf8)).accounts[0].balance == statement.accounts[0].balance)
        }

        @Test("0.1 is exactly one tenth, not the nearest binary fraction")
        func oneTenth() throws {
            let json = try StatementInputTests.edit(StatementInputTests.minimal, replacing: #""balance": 1"#,
                                                    with: #""balance": 0.1"#)
            let balance = try #require(try StatementReader.read(Array(json.utf8)).accounts[0].balance)
            #expect(balance * 10 == 1)
            #expect(ExactDecimal(balance)?.normalized == ExactDecimal(significand: 1, exponent: -1, isNegative: false))
        }

        @Test("an amount string may have whitespace around it, as the AMOUNT grammar allows")
        func amountWhitespace() throws {
            let json = try StatementInputTests.edit(StatementInputTests.minimal, replacing: #""balance": 1"#,
                                                    with: #""balance": " +12.50\n""#)
            #expect(try StatementReader.read(Array(json.utf8)).accounts[0].balance == StatementInputTests.decimal("12.5"))
        }

        @Test("an empty accounts array is a statement with no accounts")
        func noAccounts() throws {
            let statement = try StatementReader.read(Array(#"{"customer": {"name": "J"}, "accounts": []}"#.utf8))
            #expect(statement.accounts.isEmpty)
        }
    }
}
