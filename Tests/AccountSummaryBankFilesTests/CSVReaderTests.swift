import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// What the reader does with each field of a profile, on small files written for it, and how it
/// refuses what the profile does not describe: every refusal names the file, the line (and the
/// column) and what was expected.
@Suite("CSV by profile: what each field reads, and every refusal named")
struct CSVReaderTests {
    /// A German-style export: `;`, `1.234,56`, `dd.mm.yyyy`, a balance after each row.
    static let german = """
        {"delimiter": ";", "skip_lines": 2, "decimal": ",", "thousands": ".", "currency": "EUR",
         "date": {"column": "Buchungstag", "format": "%d.%m.%Y"}, "amount": {"column": "Betrag"},
         "balance": {"column": "Saldo"}, "description": ["Empfänger", "Verwendungszweck"],
         "reference": "Referenz", "counterparty": {"name": "Empfänger", "account": "IBAN"},
         "account": {"id": "DE89370400440532013000", "owner": "Jürgen Weiß"}, "bank": "Musterbank"}
        """

    static let germanFile = #"""
        Umsätze Girokonto;;;;;;
        Buchungstag;Empfänger;Verwendungszweck;IBAN;Referenz;Betrag;Saldo
        01.03.2024;Stadtwerke;"Abschlag März; Kunde 4711";DE02120300000000202051;R1;-1.234,56;8.765,44
        2.3.2024;"Bäckerei ""Zum Korn""";;;R2;-3,50;8.761,94
        ;;;;;;
        04.03.2024;Arbeitgeber GmbH;"Gehalt
        März";DE02500105170137075030;R3;3.000,00;11.761,94

        """#

    @Test("every field of a row: date, signed amount, description joined, counterparty, reference, balances chained")
    func wholeRow() throws {
        let (reading, warnings) = try CSVFixture.read(Self.germanFile, CSVFixture.profile(json: Self.german))
        let statement = reading.statement
        #expect(warnings.isEmpty)
        #expect(statement.accountID == "DE89370400440532013000" && statement.ownerName == "Jürgen Weiß" && statement.servicer == "Musterbank")
        #expect(statement.currency == "EUR" && statement.type == .banking)
        #expect(statement.entries.map(\.amount) == [Decimal("-1234.56"), Decimal("-3.50"), Decimal("3000.00")])
        #expect(statement.entries.map(\.date.description) == ["2024-03-01", "2024-03-02", "2024-03-04"])
        #expect(statement.entries.map(\.description) == ["Stadtwerke Abschlag März; Kunde 4711", "Bäckerei \"Zum Korn\"",
                                                         "Arbeitgeber GmbH Gehalt März"])
        #expect(statement.entries[0].counterparty == Counterparty(name: "Stadtwerke", account: "DE02120300000000202051"))
        #expect(statement.entries[1].counterparty == Counterparty(name: "Bäckerei \"Zum Korn\"", account: nil))
        #expect(statement.entries.map(\.reference) == ["R1", "R2", "R3"])
        #expect(reading.lines == [3, 4, 6])
        #expect(reading.order == .oldestFirst)
        #expect(statement.opening == Decimal("10000.00") && statement.closing == Decimal("11761.94"))
        // The joiner takes it like any bank file: it reconciles.
        var joiner = BankStatementJoiner()
        try joiner.add(statement)
        let joined = try joiner.statement()
        #expect(joined.accounts[0].openingBalance == Decimal("10000.00") && joined.accounts[0].balance == Decimal("11761.94"))
        #expect(joined.customer.name == "Jürgen Weiß" && joined.bankName == "Musterbank")
    }

    @Test("newest row first: the chain says so, the statement lists the rows oldest first, the balances are the ends'")
    func newestFirst() throws {
        let lines = Self.germanFile.split(separator: "\n", omittingEmptySubsequences: false)
        // The three rows in the other order (the multi-line one kept whole).
        let file = [lines[0], lines[1], lines[5], lines[6], lines[3], lines[2]].joined(separator: "\n") + "\n"
        let (reading, _) = try CSVFixture.read(file, CSVFixture.profile(json: Self.german))
        #expect(reading.order == .newestFirst)
        #expect(reading.statement.entries.map(\.reference) == ["R1", "R2", "R3"])
        #expect(reading.lines == [6, 5, 3])
        #expect(reading.statement.opening == Decimal("10000.00") && reading.statement.closing == Decimal("11761.94"))
    }

    @Test("the profile's order is held to: a file in the other order breaks the chain at its second row")
    func statedOrder() throws {
        var profile = try CSVFixture.profile(json: Self.german)
        profile.order = .newestFirst
        #expect { try CSVFixture.read(Self.germanFile, profile) } throws: { error in
            (error as? BankFileError)?.description == "test.csv:4: column 7 \"Saldo\": balance 8761.94 EUR does not follow from the running "
                + "balance 11761.94 EUR after line 6 and this row's amount -3.50 EUR (expected 11758.44 EUR, read newest first)"
        }
    }

    @Test("a row without a balance is bridged by its amount; the chain is still checked across it")
    func bridged() throws {
        let file = Self.germanFile.replacingOccurrences(of: ";-3,50;8.761,94", with: ";-3,50;")
        let (reading, _) = try CSVFixture.read(file, CSVFixture.profile(json: Self.german))
        #expect(reading.balances == [Decimal("8765.44"), nil, Decimal("11761.94")])
        #expect(reading.statement.closing == Decimal("11761.94"))
        let broken = Self.germanFile.replacingOccurrences(of: ";-3,50;8.761,94", with: ";-3,55;")
        #expect { try CSVFixture.read(broken, CSVFixture.profile(json: Self.german)) } throws: { error in
            (error as? BankFileError)?.description.hasPrefix("test.csv:6: column 7 \"Saldo\": balance 11761.94 EUR does not follow from the "
                + "running balance 8761.89 EUR after line 4") ?? false
        }
    }

    @Test("without a balance column and without openingBalance: no balances at all (the joiner shows \"balances not stated\")")
    func noBalances() throws {
        let profile = try CSVFixture.profile(json: Self.german.replacingOccurrences(of: #""balance": {"column": "Saldo"}, "#, with: ""))
        let (reading, _) = try CSVFixture.read(Self.germanFile, profile)
        #expect(reading.statement.opening == nil && reading.statement.closing == nil)
        #expect(reading.order == nil && reading.statement.entries.count == 3)
        var withOpening = profile
        withOpening.openingBalance = Decimal("10000.00")
        let opened = try CSVFixture.read(Self.germanFile, withOpening).reading.statement
        #expect(opened.opening == Decimal("10000.00") && opened.closing == Decimal("11761.94"))
        var card = withOpening
        card.accountType = .creditCard
        let owed = try CSVFixture.read(Self.germanFile, card).reading.statement
        #expect(owed.closing == Decimal("8238.06"))  // owed: opening − the rows
    }

    @Test("openingBalance beside a balance column must be the chain's opening")
    func openingAgainstChain() throws {
        var profile = try CSVFixture.profile(json: Self.german)
        profile.openingBalance = Decimal("9999.99")
        #expect { try CSVFixture.read(Self.germanFile, profile) } throws: { error in
            (error as? BankFileError)?.description == "test.csv:3:1: the profile's openingBalance 9999.99 EUR is not the balance before "
                + "the first row, 10000.00 EUR, that the balance column gives"
        }
    }

    @Test("a credit card's balance is what is owed: it chains the other way")
    func cardBalance() throws {
        let profile = try CSVFixture.profile(json: """
            {"delimiter": ",", "skip_lines": 1, "decimal": ".", "currency": "USD", "account": {"type": "creditCard"},
             "date": {"column": 1, "format": "%m/%d/%Y"}, "amount": {"column": 2}, "sign": "inverted",
             "balance": {"column": 3}, "description": 4}
            """)
        let (reading, _) = try CSVFixture.read("Date,Amount,Owed,Merchant\n01/05/2024,40.00,140.00,Books\n01/09/2024,-100.00,40.00,Payment\n", profile)
        #expect(reading.statement.type == .creditCard)
        #expect(reading.statement.entries.map(\.amount) == [Decimal("-40.00"), Decimal("100.00")])
        #expect(reading.statement.opening == Decimal("100.00") && reading.statement.closing == Decimal("40.00"))
    }

    @Test("debit and credit columns: credit − debit by magnitude; both filled or both empty is refused")
    func debitCredit() throws {
        let profile = try CSVFixture.profile(json: """
            {"delimiter": ",", "skip_lines": 1, "decimal": ".", "thousands": ",", "currency": "USD",
             "date": {"column": "Date", "format": "%Y-%m-%d"}, "amount": {"debit": "Debit", "credit": "Credit"}, "description": "Text"}
            """)
        let (reading, _) = try CSVFixture.read("Date,Text,Debit,Credit\n2024-01-02,a,12.50,\n2024-01-03,b,-7.25,\n2024-01-04,c,,\"1,000.00\"\n", profile)
        #expect(reading.statement.entries.map(\.amount) == [Decimal("-12.50"), Decimal("-7.25"), Decimal("1000.00")])
        #expect { try CSVFixture.read("Date,Text,Debit,Credit\n2024-01-02,a,12.50,0.00\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2: column 3 "Debit": both debit ("12.50") and credit ("0.00") are filled (expected one of them a row)"#
        }
        #expect { try CSVFixture.read("Date,Text,Debit,Credit\n2024-01-02,a, ,\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2: column 3 "Debit": neither debit nor credit is filled (expected one of them a row)"#
        }
    }

    @Test("an indicator column: bank2ynab's O/I file reads as the same export written with signs")
    func indicator() throws {
        let flagged = try CSVFixture.profile(json: """
            {"delimiter": ";", "skip_lines": 0, "decimal": ",", "currency": "EUR", "date": {"column": 1, "format": "%d.%m.%Y"},
             "amount": {"column": 4, "indicator": {"column": 5, "debit": "O", "credit": "I"}}, "description": 2}
            """)
        // bank2ynab's copy of the Raiffeisen export with O/I marks: its first 70 rows (after them come the
        // planted line and rows marked "EUR", which the indicator refuses).
        let firstRows = { (bytes: [UInt8]) in Array(bytes.split(separator: 0x0A).prefix(70).joined(separator: [0x0A]) + [0x0A]) }
        let (reading, _) = try CSVFixture.read(firstRows(CSVFixture.bytes("bank2ynab/test_row_format_CD_flag.csv")), flagged)
        let signed = try CSVFixture.read(firstRows(CSVFixture.bytes(CSVFixture.raiffeisen)), CSVFixture.profile("raiffeisen-at")).reading
        #expect(reading.statement.entries.count == 70)
        #expect(reading.statement.entries.map(\.amount) == signed.statement.entries.map(\.amount))
        #expect(reading.statement.entries.map(\.date) == signed.statement.entries.map(\.date))
        #expect { try CSVFixture.read(CSVFixture.bytes("bank2ynab/test_row_format_CD_flag.csv"), flagged) } throws: { error in
            (error as? BankFileError)?.description.hasPrefix(#"test.csv:71: column 1: "A null transaction, just to confuse things" is not a date"#) ?? false
        }
        #expect { try CSVFixture.read("18.09.2017;x;18.09.2017;33,87;X\n", flagged) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:1: column 5: the indicator "X" is neither "O" (debit) nor "I" (credit)"#
        }
        #expect { try CSVFixture.read("18.09.2017;x;18.09.2017;-33,87;I\n", flagged) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:1: column 4: the amount "-33,87" is negative, but the indicator "I" says credit"#
        }
        #expect(try CSVFixture.read("18.09.2017;x;18.09.2017;-33,87;O\n", flagged).reading.statement.entries[0].amount == Decimal("-33.87"))
    }

    @Test("sign inverted: a card export's positive purchases are money out")
    func inverted() throws {
        let profile = CSVFixture.profile("pc-mastercard")
        let (reading, _) = try CSVFixture.read("\"Merchant Name\",\"Card Used For Transaction\",\"Date\",\"Time\",\"Amount\"\n\"Refund\",\"**** 1\",\"01/02/2019\",\"01:00 PM\",\"-5.00\"\n", profile)
        #expect(reading.statement.entries[0].amount == Decimal("5.00"))
    }

    @Test("the currency, account and owner columns must agree on every row; an original amount is kept in its currency")
    func agreedColumns() throws {
        let profile = try CSVFixture.profile(json: """
            {"delimiter": ",", "skip_lines": 1, "decimal": ".", "currency": {"column": "Ccy"}, "account": {"id": {"column": "Acct"}},
             "date": {"column": "Date", "format": "%Y-%m-%d"}, "amount": {"column": "Amount"}, "description": "Text",
             "original_amount": {"column": "Paid", "currency": "PaidCcy"}}
            """)
        let header = "Date,Acct,Ccy,Amount,Text,Paid,PaidCcy\n"
        let (reading, _) = try CSVFixture.read(header + "2024-01-02,A1,EUR,-9.20,Hotel,-10.00,USD\n2024-01-03,A1,EUR,-5.00,Cafe,-5.00,EUR\n", profile)
        #expect(reading.statement.accountID == "A1" && reading.statement.currency == "EUR")
        #expect(reading.statement.entries[0].originalAmount == OriginalAmount(amount: Decimal("-10.00"), currency: "USD"))
        #expect(reading.statement.entries[1].originalAmount == nil)  // the amount itself, in the account's currency
        #expect { try CSVFixture.read(header + "2024-01-02,A1,EUR,-9.20,Hotel,,\n2024-01-03,A1,GBP,-5.00,Cafe,,\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:3: column 3 "Ccy": currency "GBP" where line 2 has EUR: a file is read as one account in one currency (amounts are never converted)"#
        }
        #expect { try CSVFixture.read(header + "2024-01-02,A1,EUR,-9.20,Hotel,,\n2024-01-03,A2,EUR,-5.00,Cafe,,\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:3: column 2 "Acct": account "A2" where line 2 has "A1": a file is read as one account"#
        }
        #expect { try CSVFixture.read(header + "2024-01-02,A1,EURO,-9.20,Hotel,,\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2: column 3 "Ccy": "EURO" is not a currency code (expected an ISO 4217 code of three capital letters, such as "EUR", or {"column"})"#
        }
        #expect { try CSVFixture.read(header + "2024-01-02,A1,EUR,-9.20,Hotel,,USD\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2: column 6 "Paid": no amount (expected every row to have one)"#
        }
        // No rows: the currency column states none.
        #expect(throws: BankFileError.self) { try CSVFixture.read(header, profile) }
    }

    @Test("each row's place: bad dates, impossible days, bad amounts, empty cells, missing columns, cell counts, quotes")
    func refusals() throws {
        let profile = try CSVFixture.profile(json: Self.german)
        let head = "Umsätze;;;;;;\nBuchungstag;Empfänger;Verwendungszweck;IBAN;Referenz;Betrag;Saldo\n"
        let cases: [(String, String)] = [
            ("30.02.2024;a;b;c;d;-1,00;2,00\n", #"test.csv:3: column 1 "Buchungstag": "30.02.2024" (written %d.%m.%Y) is not a day that exists"#),
            ("2024-02-03;a;b;c;d;-1,00;2,00\n", #"test.csv:3: column 1 "Buchungstag": "2024-02-03" is not a date written %d.%m.%Y"#),
            (";a;b;c;d;-1,00;2,00\n", #"test.csv:3: column 1 "Buchungstag": no date (expected every row to have its booking date)"#),
            ("01.02.2024;a;b;c;d;-1.00;2,00\n", #"test.csv:3: column 6 "Betrag": "-1.00" is not an amount as the profile writes them (expected an optional sign, digits in groups as the thousands separator says, and the decimal separator, such as -1.234,56)"#),
            ("01.02.2024;a;b;c;d;1.23,45;2,00\n", #"test.csv:3: column 6 "Betrag": "1.23,45" is not an amount as the profile writes them (expected an optional sign, digits in groups as the thousands separator says, and the decimal separator, such as -1.234,56)"#),
            ("01.02.2024;a;b;c;d;;2,00\n", #"test.csv:3: column 6 "Betrag": no amount (expected every row to have one)"#),
            ("01.02.2024;a;b;c;d;-1,00\n", "test.csv:3:1: 6 cells where the header (line 2) has 7 (is the row cut short, or a delimiter unquoted in a cell?)"),
            ("01.02.2024;a;b\"c;c;d;-1,00;2,00\n", "test.csv:3:15: a quote inside a cell that is not quoted (expected the whole cell in quotes, its quotes doubled; is the opening quote missing?)"),
            ("01.02.2024;\"a\"b;c;d;e;-1,00;2,00\n", "test.csv:3:15: text after a quoted cell's closing quote (expected the delimiter or the end of the line; a quote inside a quoted cell is written twice, \"\")"),
            ("01.02.2024;a;\"b;c;d;-1,00;2,00\n", "test.csv:3:14: a quoted cell is not closed before the end of the file (expected a closing \"; is the file cut short?)"),
            ("01.02.2024;a;b;c;d;1234567890123456789012345678901234567,89;2,00\n", #"test.csv:3: column 6 "Betrag": "1234567890123456789012345678901234567,89" has more than 38 significant digits"#),
        ]
        for (row, expected) in cases {
            #expect { try CSVFixture.read(head + row, profile) } throws: { error in
                (error as? BankFileError)?.description == expected || { print("got: \(error)"); return false }()
            }
        }
        #expect { try CSVFixture.read("Umsätze\n", profile) } throws: { error in
            (error as? BankFileError)?.description == "test.csv:2:1: the file has 1 line, but the profile skips 2 before the first row (the last of them its header)"
        }
        #expect { try CSVFixture.read("Umsätze\nBuchungstag;Empfänger;Verwendungszweck;IBAN;Ref;Betrag;Saldo\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2:1: no column "Referenz" (the profile's reference) in the header on line 2; it has "Buchungstag", "Empfänger", "Verwendungszweck", "IBAN", "Ref", "Betrag", "Saldo""#
        }
        #expect { try CSVFixture.read("Umsätze\nBuchungstag;Empfänger;Verwendungszweck;IBAN;Referenz;Betrag;Betrag;Saldo\n", profile) } throws: { error in
            (error as? BankFileError)?.description == #"test.csv:2:1: the header names "Betrag" (the profile's amount.column) 2 times, in columns 6 and 7 (give the 1-based position of the one meant)"#
        }
    }

    @Test("skip_lines passes over title lines whatever they hold, quotes included; blank rows are skipped anywhere")
    func skipAndBlank() throws {
        let profile = try CSVFixture.profile(json: """
            {"delimiter": ",", "skip_lines": 3, "decimal": ".", "currency": "SGD", "date": {"column": "Date", "format": "%d %b %Y"},
             "amount": {"column": "Amount"}, "description": "Text"}
            """)
        let file = "Account \"Savings,\nBalance,\"1,000.00\"\nDate,Text,Amount\n\n27 Feb 2018,Kiosk,-7.80\n,,\n1 Mar 2018,\"Salary, March\",100\n\n"
        let (reading, _) = try CSVFixture.read(file, profile)
        #expect(reading.lines == [5, 7])
        #expect(reading.statement.entries.map(\.description) == ["Kiosk", "Salary, March"])
    }

    @Test("line ends: CRLF, LF and lone CR read alike, and lines are counted as an editor counts them")
    func lineEnds() throws {
        let profile = try CSVFixture.profile(json: Self.german)
        let lf = try CSVFixture.read(Self.germanFile, profile).reading
        for ending in ["\r\n", "\r"] {
            let other = try CSVFixture.read(Self.germanFile.replacingOccurrences(of: "\n", with: ending), profile).reading
            #expect(other.statement == lf.statement && other.lines == lf.lines)
        }
    }

    @Test("encodings: UTF-8 with or without its mark, cp1252 (€ as 0x80), ISO-8859-1; bytes the encoding denies are refused with their line")
    func encodings() throws {
        let json = #"{"delimiter": ";", "skip_lines": 1, "decimal": ",", "currency": "EUR", "date": {"column": "Tag", "format": "%d.%m.%Y"}, "amount": {"column": "Betrag"}, "description": "Empfänger"}"#
        let utf8 = try CSVFixture.profile(json: json)
        let text = "Tag;Empfänger;Betrag\n01.03.2024;Café € Weiß;-1,00\n"
        #expect(try CSVFixture.read(text, utf8).reading.statement.entries[0].description == "Café € Weiß")
        #expect(try CSVFixture.read([0xEF, 0xBB, 0xBF] + Array(text.utf8), utf8).reading.statement.entries[0].description == "Café € Weiß")
        var cp1252 = utf8
        cp1252.encoding = .cp1252
        let windows: [UInt8] = Array("Tag;Empf".utf8) + [0xE4] + Array("nger;Betrag\n01.03.2024;Caf".utf8) + [0xE9, 0x20, 0x80, 0x20]
            + Array("Wei".utf8) + [0xDF] + Array(";-1,00\n".utf8)
        #expect(try CSVFixture.read(windows, cp1252).reading.statement.entries[0].description == "Café € Weiß")
        var latin1 = utf8
        latin1.encoding = .latin1
        #expect(try CSVFixture.read(windows, latin1).reading.statement.entries[0].description == "Café \u{80} Weiß")
        #expect { try CSVFixture.read(windows, utf8) } throws: { error in
            (error as? BankFileError)?.description == "test.csv:1:9: not valid UTF-8, the profile's encoding (line 1): is the file cp1252 or iso-8859-1? (set the profile's \"encoding\")"
        }
        #expect { try CSVFixture.read(Array(text.utf8) + [0x81, 0x0A], cp1252) } throws: { error in
            (error as? BankFileError)?.description.hasPrefix("test.csv:3:1: byte 0x81 (line 3) is not a character in cp1252") ?? false
        }
        #expect { try CSVFixture.read([0xEF, 0xBB, 0xBF] + Array(text.utf8), cp1252) } throws: { error in
            (error as? BankFileError)?.description == "test.csv:1:1: the file starts with a UTF-8 byte order mark, but the profile says its encoding is cp1252 (expected \"utf-8\")"
        }
    }

    @Test("the real exports other tools read leniently are refused here, naming the line: Rabobank's lost quote, OCBC's continuation rows")
    func refusedExports() throws {
        let rabobank = try CSVFixture.profile(json: """
            {"encoding": "iso-8859-1", "delimiter": ",", "skip_lines": 1, "decimal": ",", "currency": {"column": "Munt"},
             "date": {"column": "Datum", "format": "%Y-%m-%d"}, "amount": {"column": "Bedrag"}, "balance": {"column": "Saldo na trn"},
             "description": ["Naam tegenpartij", "Omschrijving-1"]}
            """)
        // Its third row lost its opening quote (Python's csv reads the quote into the account number); its lines end CR CR LF, two line ends each.
        #expect { try CSVFixture.read(CSVFixture.bytes("bank2ynab/CSV_A_20180414_112204.csv"), rabobank, file: "CSV_A.csv") } throws: { error in
            (error as? BankFileError)?.description.hasPrefix("CSV_A.csv:5:19: a quote inside a cell that is not quoted") ?? false
        }
        let ocbc = try CSVFixture.profile(json: """
            {"delimiter": ",", "skip_lines": 6, "decimal": ".", "thousands": ",", "currency": "SGD",
             "date": {"column": "Transaction date", "format": "%d/%m/%Y"},
             "amount": {"debit": "Withdrawals (SGD)", "credit": "Deposits (SGD)"}, "description": "Description"}
            """)
        // A row's second line is a row of its own, of three cells: not a transaction, so an error.
        #expect { try CSVFixture.read(CSVFixture.bytes("bank2ynab/TransactionHistory_20180418043121.csv"), ocbc, file: "ocbc.csv") } throws: { error in
            (error as? BankFileError)?.description == "ocbc.csv:8:1: 3 cells where the header (line 6) has 5 (is the row cut short, or a delimiter unquoted in a cell?)"
        }
    }

    @Test("a file ending inside an unquoted cell the profile reads warns once; one ending with a line end, or in an unread cell, does not")
    func unterminated() throws {
        let profile = CSVFixture.profile("capital-one")
        let file = CSVFixture.bytes("reubano-csv2ofx/test/capitalone.csv")
        #expect(try CSVFixture.read(file, profile).warnings.isEmpty)
        #expect(try CSVFixture.read(Array(file.dropLast()), profile).warnings
                == ["warning: test.csv: the last row (line 3) has no line end: read to the end of the file (a file cut short inside its last cell cannot be told from a whole one)"])
        // ING España's sample ends in its balance cell, which the profile does not read.
        #expect(try CSVFixture.read(CSVFixture.bytes("reubano-csv2ofx/test/ingesp.csv"), CSVFixture.profile("ing-es")).warnings.isEmpty)
    }

    @Test("the one way in: StatementSource reads CSV exports with the profile's reader, joins months by their balances; csv without a profile is refused")
    func statementSource() throws {
        // Schwab's export split in two files (newest rows in one, oldest in the other), read as one statement.
        let lines = CSVFixture.bytes("reubano-csv2ofx/test/schwab-checking.csv").split(separator: 0x0A).map { Array($0) + [0x0A] }
        let newer = StatementSource.File(name: "august-b.csv", bytes: Array((lines[0...2]).joined()))
        let older = StatementSource.File(name: "august-a.csv", bytes: Array(([lines[0]] + lines[3...4]).joined()))
        var options = StatementSource.Options()
        options.kind = .csv
        options.csv = CSVStatementReader(profile: CSVFixture.profile("schwab"))
        let statement = try StatementSource.read([newer, older], options: options).statement
        #expect(statement.accounts.count == 1)
        #expect(statement.accounts[0].openingBalance == Decimal("1093.74") && statement.accounts[0].balance == Decimal("878.47"))
        #expect(statement.accounts[0].number == nil)  // the profile names no account
        #expect(statement.transactions.map(\.amount) == [Decimal("-57.27"), Decimal("-75.00"), Decimal("-103.00"), Decimal("20.00")])
        #expect(statement.transactions.first { $0.amount == Decimal("-75.00") }?.reference == "558")
        options.csv = nil
        #expect { try StatementSource.read([newer], options: options) } throws: { error in
            (error as? StatementSourceError)?.lines == ["august-b.csv: a CSV export is read only with the profile that says how (its columns, dates and amounts)"]
        }
        // Never recognised from its content.
        #expect { try StatementSource.read([newer]) } throws: { error in
            (error as? StatementSourceError)?.lines.first?.hasSuffix("(camt.052/053/054, MT940/MT942, OFX, BAI2; a CSV export only with its profile)") ?? false
        }
    }
}
