@testable import AccountSummary
import Foundation
import Testing

extension StatementInputTests {
    @Suite("Problems in documents")
    struct ProblemTests {
        /// One edit of the contract's example and the one line it must give.
        struct Case: CustomTestStringConvertible, Sendable {
            var old: String
            var new: String
            var line: String
            var testDescription: String { line }

            init(_ old: String, _ new: String, _ line: String) {
                self.old = old
                self.new = new
                self.line = line
            }
        }

        static let customer = #""customer": { "name": "Jonathan" }"#
        static let chk = #""id": "chk-1", "type": "banking",    "name": "Basic Savings",   "balance": "929466.23""#
        static let inv = #""id": "inv-1", "type": "investment", "name": "Tax-Free Saver",  "balance": "2000.00", "currency": "USD""#
        static let t1 = #""id": "t-1", "accountId": "chk-1", "date": "2026-11-20", "description": "Coffee", "amount": "-4.50", "status": "completed""#
        static let t2Status = #""status": "pending""#

        static let cases: [Case] = [
            // The customer.
            Case(customer, #""customer": {}"#, "customer.name: missing (expected a string)"),
            Case(customer + ",", "", "customer: missing (expected an object with a name)"),
            Case(customer, #""customer": "Jonathan""#, "customer: expected an object, found a string"),
            Case(customer, #""customer": null"#, "customer: expected an object, found null"),
            Case(customer, #""customer": { "name": 7 }"#, "customer.name: expected a string, found a number"),
            Case(customer, #""customer": { "name": null }"#, "customer.name: expected a string, found null"),
            Case(customer, #""customer": { "name": "J", "id": 42 }"#, "customer.id: expected a string, found a number"),
            // The header.
            Case(customer, customer + #", "bank": "Northwind""#, "bank: expected an object, found a string"),
            Case(customer, customer + #", "bank": { "name": ["N"] }"#, "bank.name: expected a string, found an array"),
            Case(#""asOf": "2026-11-22T08:30:00-05:00""#, #""asOf": "2026-11-22""#,
                 #"asOf: "2026-11-22" is not a date-time (expected an RFC 3339 date-time with an offset, e.g. 2026-11-22T08:30:00-05:00)"#),
            Case(#""asOf": "2026-11-22T08:30:00-05:00""#, #""asOf": "2026-11-22T08:30:00""#,
                 #"asOf: "2026-11-22T08:30:00" is not a date-time (expected an RFC 3339 date-time with an offset, e.g. 2026-11-22T08:30:00-05:00)"#),
            Case(#""asOf": "2026-11-22T08:30:00-05:00""#, #""asOf": 1795440600"#, "asOf: expected a string, found a number"),
            Case(#""locale": "en_US""#, #""locale": "xx_INVALID""#,
                 #"locale: unknown locale "xx_INVALID" (Foundation has no data for language "xx")"#),
            Case(#""locale": "en_US""#, #""locale": """#,
                 #"locale: unknown locale "" (expected a locale identifier such as en_US, de_CH or ar_EG)"#),
            Case(#""locale": "en_US""#, #""locale": true"#, "locale: expected a string, found a boolean"),
            Case(#""currency": "USD","#, #""currency": "usd","#,
                 #"currency: "usd" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD); did you mean "USD"?"#),
            Case(#""currency": "USD","#, #""currency": "XYZ","#,
                 #"currency: unknown currency "XYZ" (expected an ISO 4217 code Foundation knows, e.g. USD, EUR, JPY)"#),
            // The accounts.
            Case(#""accounts": ["#, #""accounts": "none", "formerly": ["#, "accounts: expected an array, found a string"),
            Case(#""accounts": ["#, #""formerly": ["#, "accounts: missing (expected an array of accounts)"),
            Case("{ " + inv + " }", "7", "accounts[2]: expected an object, found a number"),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": "12,50""#,
                 #"accounts[0].balance: "12,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": """#,
                 #"accounts[0].balance: empty amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": "1.2.3""#,
                 #"accounts[0].balance: "1.2.3" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": 12345678901234567890123456789012345678.5"#,
                 #"accounts[0].balance: "12345678901234567890123456789012345678.5" has more than 38 significant digits (nothing is rounded; write at most 38)"#),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": 1e400"#,
                 #"accounts[0].balance: "1e400" is out of range (Decimal holds values from 1e-128 up to 38 digits times 1e127)"#),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": {}"#,
                 "accounts[0].balance: expected a string or a number, found an object"),
            Case(chk, #""id": "chk-1", "type": "banking", "name": "Basic Savings""#,
                 #"accounts[0].balance: missing (expected an amount such as "12.50", as a string or a number, or null for balances not stated)"#),
            Case(chk, #""id": "chk-1", "type": "savings", "name": "Basic Savings", "balance": "1""#,
                 #"accounts[0].type: "savings" is not an account type (expected banking, creditCard or investment)"#),
            Case(chk, #""id": "chk-1", "name": "Basic Savings", "balance": "1""#,
                 "accounts[0].type: missing (expected banking, creditCard or investment)"),
            Case(chk, #""id": "chk-1", "type": "banking", "balance": "1""#, "accounts[0].name: missing (expected a string)"),
            Case(#""id": "inv-1""#, #""id": "chk-1""#, #"accounts[2].id: "chk-1" is used twice (first at accounts[0])"#),
            Case(#""currency": "USD" }"#, #""currency": "Usd" }"#,
                 #"accounts[2].currency: "Usd" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD); did you mean "USD"?"#),
            // The transactions.
            Case(#""transactions": ["#, #""transactions": {}, "formerly": ["#, "transactions: expected an array, found an object"),
            Case("{ " + t1 + " }", "\"t-1\"", "transactions[0]: expected an object, found a string"),
            Case(#""accountId": "chk-1""#, #""accountId": "chk-9""#,
                 #"transactions[0].accountId: "chk-9" names no account (known: chk-1, cc-1, inv-1)"#),
            Case(#""accountId": "chk-1""#, #""accountId": null"#, "transactions[0].accountId: expected a string, found null"),
            Case(#""date": "2026-11-20""#, #""date": "2026-02-30""#,
                 #"transactions[0].date: "2026-02-30" is not a date (expected YYYY-MM-DD or an RFC 3339 date-time such as 2026-11-22T08:30:00-05:00)"#),
            Case(#""date": "2026-11-20""#, #""date": "2026-11-20T24:00:00Z""#,
                 #"transactions[0].date: "2026-11-20T24:00:00Z" is not a date (expected YYYY-MM-DD or an RFC 3339 date-time such as 2026-11-22T08:30:00-05:00)"#),
            Case(#""date": "2026-11-20""#, #""date": "20/11/2026""#,
                 #"transactions[0].date: "20/11/2026" is not a date (expected YYYY-MM-DD or an RFC 3339 date-time such as 2026-11-22T08:30:00-05:00)"#),
            Case(#""date": "2026-11-20""#, #""date": 20261120"#, "transactions[0].date: expected a string, found a number"),
            Case(#""date": "2026-11-20", "#, "",
                 "transactions[0].date: missing (expected YYYY-MM-DD or an RFC 3339 date-time such as 2026-11-22T08:30:00-05:00)"),
            Case(#""description": "Coffee""#, #""description": ["Coffee"]"#, "transactions[0].description: expected a string, found an array"),
            Case(#""description": "Coffee", "#, "", "transactions[0].description: missing (expected a string)"),
            Case(#""amount": "-4.50""#, #""amount": "-4,50""#,
                 #"transactions[0].amount: "-4,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            Case(#""amount": "-4.50""#, #""amount": "-""#, #"transactions[0].amount: "-" is not an amount (expected digits after the sign)"#),
            Case(#""amount": "-4.50""#, #""amount": true"#, "transactions[0].amount: expected a string or a number, found a boolean"),
            Case(#""id": "t-1", "#, "", "transactions[0].id: missing (expected a string)"),
            Case(#""accountId": "chk-1", "#, "", "transactions[0].accountId: missing (expected a string)"),
            Case(t2Status, #""status": "done""#,
                 #"transactions[1].status: "done" is not a transaction status (expected pending or completed)"#),
            Case(t2Status, #""status": "Pending""#,
                 #"transactions[1].status: "Pending" is not a transaction status (expected pending or completed)"#),
            Case(", " + t2Status, "", "transactions[1].status: missing (expected pending or completed)"),
        ]

        @Test("each class of bad input gives its exact message and path", arguments: cases)
        func oneProblem(_ testCase: Case) throws {
            let json = try StatementInputTests.example(replacing: testCase.old, with: testCase.new)
            #expect(StatementInputTests.lines(json) == [testCase.line])
        }

        @Test("a problem carries its path, line and column")
        func placeOfProblem() throws {
            let json = try StatementInputTests.example(replacing: #""balance": "0.00""#, with: #""balance": "0,00""#)
            guard case .failure(let error) = StatementInputTests.read(json) else {
                Issue.record("expected a problem")
                return
            }
            let problem = try #require(error.problems.first)
            #expect(problem.path == "accounts[1].balance")
            #expect(problem.line == 8)
            #expect(problem.column == 82)
            #expect(problem.message == #""0,00" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#)
            #expect(!problem.isSyntaxError)
            #expect(error.omitted == 0)
            #expect(error.description == error.lines.joined(separator: "\n"))
        }

        @Test("a missing member is placed at its object")
        func placeOfMissingMember() throws {
            guard case .failure(let error) = StatementInputTests.read("{\n  \"accounts\": [],\n  \"customer\": {\n  }\n}") else {
                Issue.record("expected a problem")
                return
            }
            #expect(error.problems == [StatementError.Problem(path: "customer.name", message: "missing (expected a string)",
                                                               line: 3, column: 15)])
        }

        @Test("a document that is not an object has one problem at the root", arguments: [
            ("[]", "an array"), (#""statement""#, "a string"), ("null", "null"), ("42", "a number"),
        ])
        func notAnObject(_ json: String, _ found: String) throws {
            guard case .failure(let error) = StatementInputTests.read(json) else {
                Issue.record("expected a problem")
                return
            }
            #expect(error.lines == ["expected an object at the top level of the document, found \(found)"])
            #expect(error.problems.map(\.path) == [""])
        }

        @Test("a document that is not JSON keeps the JSON reader's message, line and column", arguments: [
            "{\"customer\": {\"name\": \"J\"},}",
            "{\"accounts\": [1,\n 2}",
            "",
            "{\"a\": 1, \"a\": 2}",
        ])
        func syntaxError(_ json: String) throws {
            let jsonError = try #require(JSONTestSupport.error(parsing: json))
            guard case .failure(let error) = StatementInputTests.read(json) else {
                Issue.record("expected a problem")
                return
            }
            #expect(error.lines == [jsonError.description])
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.isSyntaxError == true)
            #expect(error.problems.first?.line == jsonError.position?.line)
            #expect(error.problems.first?.column == jsonError.position?.column)
        }

        @Test("a syntax error names its path without the root's $")
        func syntaxErrorPath() throws {
            guard case .failure(let error) = StatementInputTests.read("{\"accounts\": [1,\n 2}") else {
                Issue.record("expected a problem")
                return
            }
            #expect(error.problems.first?.path == "accounts[1]")
            #expect(error.lines == [#"line 2, column 3 (accounts[1]): expected "," or "]" after an array element, found "}""#])
        }

        @Test("customer.id is required when asked for (batch)", arguments: [
            (#""customer": { "name": "Jonathan" }"#, "customer.id: missing (required for batch; expected a string)"),
            (#""customer": { "name": "Jonathan", "id": null }"#, "customer.id: missing (required for batch; expected a string)"),
            (#""customer": { "name": "Jonathan", "id": "" }"#, "customer.id: empty (required for batch; expected a non-empty string)"),
            (#""customer": { "name": "Jonathan", "id": 7 }"#, "customer.id: expected a string, found a number"),
            (#""customer": { "id": 7 }"#, "customer.id: expected a string, found a number\ncustomer.name: missing (expected a string)"),
        ])
        func customerID(_ customer: String, _ expected: String) throws {
            let json = try StatementInputTests.example(replacing: Self.customer, with: customer)
            #expect(StatementInputTests.lines(json, requireCustomerID: true) == expected.components(separatedBy: "\n"))
        }

        @Test("an empty customer id is fine when not required")
        func emptyIDAllowed() throws {
            let json = try StatementInputTests.example(replacing: Self.customer, with: #""customer": { "name": "J", "id": "" }"#)
            #expect(try StatementReader.read(Array(json.utf8)).customer.id == "")
        }

        @Test("several problems are all reported, in document order")
        func documentOrder() {
            // Transactions come before accounts, and each record has more than one problem.
            let json = #"""
                {
                  "transactions": [
                    { "id": 1, "accountId": "nope", "date": "2026-13-01", "description": "x", "amount": "1,0", "status": "done" },
                    { "accountId": "a-1", "date": "2026-11-20", "description": "ok", "amount": 5, "status": "pending" }
                  ],
                  "currency": "usd",
                  "accounts": [
                    { "id": "a-1", "type": "savings", "name": "A", "balance": "x" },
                    { "id": "a-1", "type": "banking", "balance": "1", "currency": "EURO" }
                  ],
                  "asOf": "yesterday",
                  "locale": "xx_INVALID"
                }
                """#
            #expect(StatementInputTests.lines(json) == [
                "transactions[0].id: expected a string, found a number",
                #"transactions[0].accountId: "nope" names no account (known: a-1)"#,
                #"transactions[0].date: "2026-13-01" is not a date (expected YYYY-MM-DD or an RFC 3339 date-time such as 2026-11-22T08:30:00-05:00)"#,
                #"transactions[0].amount: "1,0" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#,
                #"transactions[0].status: "done" is not a transaction status (expected pending or completed)"#,
                "transactions[1].id: missing (expected a string)",
                #"currency: "usd" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD); did you mean "USD"?"#,
                #"accounts[0].type: "savings" is not an account type (expected banking, creditCard or investment)"#,
                #"accounts[0].balance: "x" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#,
                #"accounts[1].id: "a-1" is used twice (first at accounts[0])"#,
                #"accounts[1].currency: "EURO" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#,
                "accounts[1].name: missing (expected a string)",
                #"asOf: "yesterday" is not a date-time (expected an RFC 3339 date-time with an offset, e.g. 2026-11-22T08:30:00-05:00)"#,
                #"locale: unknown locale "xx_INVALID" (Foundation has no data for language "xx")"#,
                "customer: missing (expected an object with a name)",
            ])
        }

        @Test("a third use of an id says again")
        func thirdUse() {
            let account = #"{"id": "a", "type": "banking", "name": "A", "balance": 1}"#
            let json = #"{"customer": {"name": "J"}, "accounts": [\#(account), \#(account), \#(account)]}"#
            #expect(StatementInputTests.lines(json) == [
                #"accounts[1].id: "a" is used twice (first at accounts[0])"#,
                #"accounts[2].id: "a" is used again (first at accounts[0])"#,
            ])
        }

        @Test("an account whose id cannot be read is not blamed on the transactions that name it")
        func noCascade() throws {
            let json = try StatementInputTests.example(replacing: #""id": "chk-1", "type": "banking""#,
                                                       with: #""id": ["chk-1"], "type": "banking""#)
            #expect(StatementInputTests.lines(json) == ["accounts[0].id: expected a string, found an array"])
        }

        @Test("unknown account ids are listed plainly when plain, quoted otherwise, and cut after ten")
        func knownList() {
            let ids = ["a b", "c,d", ""] + (1...9).map { "x\($0)" }
            let accounts = ids.map { #"{"id": "\#($0)", "type": "banking", "name": "N", "balance": 1}"# }
            let json = #"""
                {"customer": {"name": "J"}, "accounts": [\#(accounts.joined(separator: ","))],
                 "transactions": [{"id": "t", "accountId": "zz", "date": "2026-01-01", "description": "", "amount": 1, "status": "pending"}]}
                """#
            #expect(StatementInputTests.lines(json) == [
                #"transactions[0].accountId: "zz" names no account (known: "a b", "c,d", "", x1, x2, x3, x4, x5, x6, x7, … 2 more)"#,
            ])
            let none = #"""
                {"customer": {"name": "J"}, "accounts": [],
                 "transactions": [{"id": "t", "accountId": "zz", "date": "2026-01-01", "description": "", "amount": 1, "status": "pending"}]}
                """#
            #expect(StatementInputTests.lines(none) == [#"transactions[0].accountId: "zz" names no account (the document lists no accounts)"#])
        }

        @Test("values in messages are quoted with controls escaped and long text cut")
        func quotedValues() {
            let json = #"{"customer": {"name": "J"}, "accounts": [{"id": "a", "type": "bank\u001b[31ming\u202e", "name": "A", "balance": "12,5\#(String(repeating: "0", count: 41))"}]}"#
            #expect(StatementInputTests.lines(json) == [
                #"accounts[0].type: "bank\u{1B}[31ming\u{202E}" is not an account type (expected banking, creditCard or investment)"#,
                #"accounts[0].balance: "12,5000000000000000000000000000000000000…" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#,
            ])
        }

        @Test("problems past the cap are counted in one last line", arguments: [
            (60, 50, 10), (51, 50, 1), (50, 50, 0), (5, 3, 2), (2, 0, 1),
        ])
        func cap(_ badAccounts: Int, _ maximum: Int, _ omitted: Int) throws {
            let accounts = (0..<badAccounts).map { #"{"id": "a\#($0)", "type": "banking", "name": "A", "balance": "x\#($0)"}"# }
            let json = #"{"customer": {"name": "J"}, "accounts": [\#(accounts.joined(separator: ", "))]}"#
            guard case .failure(let error) = StatementInputTests.read(json, maximumProblems: maximum) else {
                Issue.record("expected problems")
                return
            }
            let kept = min(badAccounts, max(1, maximum))
            #expect(error.problems.count == kept)
            #expect(error.omitted == omitted)
            #expect(error.problems.map(\.path) == (0..<kept).map { "accounts[\($0)].balance" })
            let last = omitted == 0 ? nil : "… and \(omitted) more problem\(omitted == 1 ? "" : "s")"
            #expect(error.lines.count == kept + (last == nil ? 0 : 1))
            #expect(error.lines.last == last ?? error.problems.last?.description)
        }

        @Test("the cap defaults to 50")
        func defaultCap() {
            let accounts = (0..<70).map { #"{"id": "a\#($0)", "type": "banking", "name": "A", "balance": "?"}"# }
            let json = #"{"customer": {"name": "J"}, "accounts": [\#(accounts.joined(separator: ", "))]}"#
            let lines = StatementInputTests.lines(json)
            #expect(lines.count == 51)
            #expect(lines.last == "… and 20 more problems")
        }
    }
}
