import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// The BAI2 reader against the standard: its own sample transmission (Appendix D of the Cash
/// Management Balance Reporting Specifications, version 2, whose prose gives every figure),
/// and small files whose control totals were added up by hand.
@Suite("BAI2 reader")
struct BAI2ReaderTests {
    /// Every statement of a BAI2 text, and its warnings (without the joiner's).
    static func read(_ text: String, allowUnreconciled: Bool = false) throws(BankFileError) -> (statements: [BankStatement], warnings: [String]) {
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        try Array(text.utf8).withByteView { buffer throws(BankFileError) in
            try BAI2Reader.read(buffer, file: "t.bai", warnings: &warnings, allowUnreconciled: allowUnreconciled) { statement, _ in
                statements.append(statement)
            }
        }
        return (statements, warnings.lines)
    }

    /// The error a BAI2 text is refused with.
    static func refusal(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// The standard's sample transmission (Appendix D) as moov-io/bai2 keeps it (its
    /// `sample2.txt`): the printed sample's stray comma in the first 16 record taken out.
    static let specSample = String(decoding: BankFixture.bytes("bai2/moov-io-bai2/sample2.txt"), as: UTF8.self)

    @Test("the standard's sample: five accounts, their details, and the figures its prose gives")
    func specification() throws {
        let read = try Self.read(Self.specSample)
        #expect(read.statements.map(\.accountID) == ["0123456789", "9876543210", "4589761203", "0975312468", "7890654321"])
        #expect(read.statements.allSatisfy { $0.currency == "USD" })  // "defaulted … and therefore is USD"
        #expect(read.statements.map(\.entries.count) == [1, 1, 2, 0, 0])
        let entries = read.statements.flatMap(\.entries)
        // "$4,500.00 (450000)", "$5,000.00 (500000)", "$200,000.00 (20000000)", "$100,000.00 (10000000)": all credits.
        #expect(entries.map(\.amount) == [Decimal("4500"), Decimal("5000"), Decimal("200000"), Decimal("100000")])
        #expect(entries[1].description == "LOCK BOX NO.68751")
        #expect(entries[2].description == "PROCEEDS OF LETTER OF CREDIT FROM THE ARAMCO OIL CO")
        #expect(entries[2].reference == "SP4738")  // the bank reference, before the customer's (YRC065321)
        // "as-of-June 20, 2004": the entry date, whatever value date (V, 040622) the funds have.
        #expect(entries.allSatisfy { $0.date.description == "2004-06-20" })
        #expect(read.statements.allSatisfy { $0.period.map { "\($0.start)…\($0.end)" } == "2004-06-20…2004-06-20" })
        #expect(read.statements[0].createdAt?.description == "2004-06-21T02:00:00Z")
        // Each account states its opening ledger (010), "+4350000" is $43,500.00, and no closing ledger (015).
        #expect(read.statements.map(\.opening) == [Decimal("43500"), Decimal("-5000"), Decimal("100000"), Decimal("5000"), Decimal("8000")])
        #expect(read.statements.allSatisfy { $0.closing == nil })
        // moov-io/bai2's copy ends two texts with "/", which the printed sample does not.
        #expect(read.warnings == [BAI2Problem.Reading.defaultCurrency, .textEndsWithSlash].map { "warning: t.bai: " + $0.rawValue })
        // The joiner shows them as balances not stated (never a closing worked out), naming the lone opening.
        var joiner = BankStatementJoiner()
        for statement in read.statements { try joiner.add(statement) }
        let joined = try joiner.statement()
        #expect(joined.accounts.allSatisfy { $0.balance == nil && $0.openingBalance == nil })
        #expect(joiner.warnings.lines.contains { $0.contains("t.bai: 03 account 1 states its opening balance only") })
    }

    @Test("the sample as the standard prints it: its stray comma makes the first 16 record's type code empty, an error naming it")
    func specificationAsPrinted() throws {
        let printed = Self.specSample.replacingOccurrences(of: "16,115,450000,S", with: "16,,115,450000,S")
        #expect(Self.refusal(printed) == "t.bai:5:4: the 16 transaction detail record's type code is empty (the standard requires it)")
        // Its other difference, no "/" after the two texts, is what the standard prescribes: read without a warning.
        let unslashed = Self.specSample.replacingOccurrences(of: "LOCK BOX NO.68751/", with: "LOCK BOX NO.68751")
            .replacingOccurrences(of: "OIL CO/", with: "OIL CO")
        let read = try Self.read(unslashed)
        #expect(read.statements[1].entries[0].description == "LOCK BOX NO.68751")
        #expect(!read.warnings.contains { $0.hasSuffix(BAI2Problem.Reading.textEndsWithSlash.rawValue) })
    }

    /// Three accounts, one detail of 12345 each, in currencies of 2, 0 and 3 minor units.
    /// Control totals by hand: 100000 + 112345 + 12345 = 224690; −500 + 11845 + 12345 = 23690;
    /// 1000 + 13345 + 12345 = 26690; the group 275070; records 11 in the group, 13 in the file.
    static let minorUnits = """
        01,SENDER,RECEIVER,261130,0800,1,,,2/
        02,RECEIVER,SENDER,1,261129,,USD,2/
        03,111,USD,010,100000,,,015,112345,,/
        16,195,12345,,,,WIRE IN
        49,224690,3/
        03,222,JPY,010,-500,,,015,11845,,/
        16,142,12345,Z,,,ACH
        49,23690,3/
        03,333,BHD,010,+1000,,,015,13345,,/
        16,108,12345,0,,,CREDIT
        49,26690,3/
        98,275070,3,11/
        99,275070,1,13/

        """

    @Test("amounts are scaled by the currency's ISO 4217 minor unit exactly: 12345 is 123.45 USD, 12345 JPY, 12.345 BHD")
    func minorUnitScaling() throws {
        let read = try Self.read(Self.minorUnits)
        #expect(read.statements.map(\.currency) == ["USD", "JPY", "BHD"])
        #expect(read.statements.map { $0.entries[0].amount } == [Decimal("123.45"), Decimal("12345"), Decimal("12.345")])
        #expect(read.statements.map(\.opening) == [Decimal("1000.00"), Decimal("-500"), Decimal("1.000")])
        #expect(read.statements.map(\.closing) == [Decimal("1123.45"), Decimal("11845"), Decimal("13.345")])
        #expect(read.warnings.isEmpty)
        // They reconcile, so the joiner takes them.
        let statement = try BankFixture.joined([(name: "t.bai", bytes: Array(Self.minorUnits.utf8))])
        #expect(statement.accounts.map(\.balance) == [Decimal("1123.45"), Decimal("11845"), Decimal("13.345")])
    }

    /// Funds types that shift where the references and text are; a text with commas and slashes
    /// continued on an 88. Control total by hand: 0 − 1500 + 2000 + 1000 + 300 + 200 = 2000;
    /// records 03, four 16, one 88, 49 = 7; the group 9; the file 11.
    static let fundsTypes = """
        01,SENDER,RECEIVER,261130,2400,1,80,,2/
        02,RECEIVER,SENDER,1,261129,,EUR,2/
        03,444,,010,0,,,015,-1500,,/
        16,475,2000,V,261201,1300,BANKREF1,CHK1001,CHECK 1001, PAID TO ACME/WIDGETS
        88,SECOND LINE
        16,195,1000,S,500,250,250,BANKREF2,,INCOMING, WIRE
        16,451,300,D,2,0,100,1,200,,CUSTREF3,ACH DEBIT
        16,699,200,,,,/
        49,2000,7/
        98,2000,1,9/
        99,2000,1,11/

        """

    @Test("V, S and D funds types move the fields after them; the text keeps its commas and slashes and its 88")
    func fundsTypeVariants() throws {
        let read = try Self.read(Self.fundsTypes)
        let statement = try #require(read.statements.first)
        #expect(statement.currency == "EUR")  // from the group
        #expect(statement.entries.map(\.amount) == [Decimal("-20.00"), Decimal("10.00"), Decimal("-3.00"), Decimal("-2.00")])
        #expect(statement.entries.map(\.reference) == ["BANKREF1", "BANKREF2", "CUSTREF3", nil])
        #expect(statement.entries.map(\.description) == ["CHECK 1001, PAID TO ACME/WIDGETS SECOND LINE", "INCOMING, WIRE", "ACH DEBIT", ""])
        // Dated by the as-of day, not the value date (261201) of the V funds type.
        #expect(statement.entries.allSatisfy { $0.date.description == "2026-11-29" })
        // 2400 is the end of the creation day: the next day's midnight.
        #expect(statement.createdAt?.description == "2026-12-01T00:00:00Z")
        #expect(read.warnings.isEmpty)
    }

    @Test("currency: the 03's, else the group's, else USD with a warning; never a code ISO 4217 does not list")
    func currencies() throws {
        let groupOnly = Self.fundsTypes
        #expect(try Self.read(groupOnly).statements[0].currency == "EUR")
        let neither = Self.fundsTypes.replacingOccurrences(of: "261129,,EUR,2/", with: "261129,,,2/")
        let read = try Self.read(neither)
        #expect(read.statements[0].currency == "USD")
        #expect(read.warnings == ["warning: t.bai: " + BAI2Problem.Reading.defaultCurrency.rawValue])
        #expect(Self.refusal(Self.fundsTypes.replacingOccurrences(of: "03,444,,", with: "03,444,ZZZ,"))?
            .hasPrefix("t.bai:3:8: \"ZZZ\" is not a current ISO 4217 currency code") == true)
        #expect(Self.refusal(Self.fundsTypes.replacingOccurrences(of: "03,444,,", with: "03,444,XAU,"))?
            .hasPrefix("t.bai:3:8: XAU has no ISO 4217 minor unit") == true)
        #expect(Self.refusal(Self.fundsTypes.replacingOccurrences(of: ",,EUR,2/", with: ",,eur,2/"))?
            .hasPrefix("t.bai:2:30: currency code \"eur\": expected three capital letters") == true)
        // Withdrawn codes are unknown too: the Netherlands Antillean guilder left the list in 2025.
        #expect(Self.refusal(Self.fundsTypes.replacingOccurrences(of: ",,EUR,2/", with: ",,ANG,2/"))?.contains("\"ANG\" is not a current") == true)
    }

    @Test("balances: the 010 and 015 the 03 states, as it states them, never an available balance; the joiner shows a lone one as balances not stated")
    func balances() throws {
        func statement(_ summaries: String, total: Int) throws -> (BankStatement, [String]) {
            let text = """
                01,S,R,261130,0800,1,,,2/
                02,R,S,1,261129,,USD,2/
                03,555,USD,\(summaries)/
                16,142,100,,,,X
                49,\(total),3/
                98,\(total),1,5/
                99,\(total),1,7/
                """
            let read = try Self.read(text)
            return (read.statements[0], read.warnings)
        }
        let both = try statement("010,1000,,,015,1100,,", total: 2200)
        #expect(both.0.opening == Decimal("10.00") && both.0.closing == Decimal("11.00") && both.1.isEmpty)
        let closingOnly = try statement("015,1100,,,045,900,,", total: 2100)
        #expect(closingOnly.0.opening == nil && closingOnly.0.closing == Decimal("11.00") && closingOnly.1.isEmpty)
        let openingOnly = try statement("010,1000,,,040,1000,,", total: 2100)
        #expect(openingOnly.0.opening == Decimal("10.00") && openingOnly.0.closing == nil && openingOnly.1.isEmpty)
        for lone in [closingOnly.0, openingOnly.0] {
            var joiner = BankStatementJoiner()
            try joiner.add(lone)
            let account = try #require(try joiner.statement().accounts.first)
            #expect(account.balance == nil && account.openingBalance == nil)
            #expect(joiner.warnings.lines.count == 1)
        }
        // Available balances are never taken for the ledger ones.
        let available = try statement("040,1000,,,045,1100,,", total: 2200)
        #expect(available.0.opening == nil && available.0.closing == nil && available.1.isEmpty)
        // An account status amount may be negative; a second 010 is an error.
        let negative = try statement("010,-1000,,,015,-900,,", total: -1800)
        #expect(negative.0.opening == Decimal("-10.00") && negative.0.closing == Decimal("-9.00"))
        #expect(throws: BankFileError.self) { try statement("010,1000,,,010,1000,,,015,1100,,", total: 3200) }
    }

    @Test("an account without balances reads at the reader with both nil: the joiner is where 'balances not stated' is shown")
    func noBalancesAtTheReader() throws {
        let read = try BankFixture.read(BankFixture.bytes("bai2/venturehacks-bai2/eod.bai2"), file: "eod.bai2", kind: .bai2)
        let statement = try #require(read.statements.first)
        #expect(statement.opening == nil)
        #expect(statement.closing == nil)
        #expect(statement.entries.map(\.amount) == [Decimal("83259.82")])
        #expect(statement.entries[0].description.hasPrefix("FED NO: 20100831L1B77D1CDSDSDJSIO15608310954FT01 SENDER BNK:=ETRADE BANK"))
    }

    @Test("a 16 record's type code must be a credit (100–399) or a debit (400–699); anything else names the record", arguments: [
        ("890", "type code 890 is not a transaction (expected 100–399 for a credit or 400–699 for a debit; 890 is a non-monetary message)"),
        ("015", "type code 015 is not a transaction"), ("700", "type code 700 is not a transaction"),
        ("950", "type code 950 is not a transaction"), ("99", "type code \"99\": expected three digits"),
    ])
    func detailTypeCodes(code: String, message: String) throws {
        let text = Self.fundsTypes.replacingOccurrences(of: "16,195,1000,S", with: "16,\(code),1000,S")
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.hasPrefix("t.bai:6:4: \(message)"), "\(refusal)")
    }

    @Test("the file's layout: each misplaced, missing or extra record is an error naming its line", arguments: [
        // A 16 outside an account.
        ("03,444,,010", "16,195,1,,,,X\n03,444,,010",
         "t.bai:3:1: 16 transaction detail record here: expected an 03 account identifier, or the 98 group trailer"),
        // An 88 with nothing to continue.
        ("01,SENDER", "88,X\n01,SENDER", "t.bai:1:1: an 88 continuation record with no record before it to continue"),
        // A record after the 99.
        ("99,2000,1,11/\n", "99,2000,1,11/\n02,R,S,1,261129,,USD,2/\n", "t.bai:12:1: 02 group header record after the 99 file trailer"),
        // Cut short: no 99.
        ("99,2000,1,11/\n", "", "t.bai:10:1: the file ends here, before its 99 file trailer (expected an 02 group header, or the 99 file trailer"),
        // No 49 before the 98.
        ("49,2000,7/\n", "", "t.bai:9:1: 98 group trailer record here: expected a 16 transaction detail, or the 49 account trailer"),
        // The first record not a file header.
        ("01,SENDER,RECEIVER,261130,2400,1,80,,2/\n", "", "t.bai:1:1: the file does not start with an 01 file header record"),
        // A line that starts no record: a record continues only through an 88.
        ("88,SECOND LINE", "SECOND LINE", "t.bai:5:1: \"SECOND LINE\" starts no record"),
        // An unknown record code.
        ("88,SECOND LINE", "87,SECOND LINE", "t.bai:5:1: \"87\" is not a BAI2 record code"),
        // A field after the trailer's last.
        ("49,2000,7/", "49,2000,7,1/", "t.bai:9:11: \"1/\" after the 49 account trailer record's last field"),
        // Anything after the "/" that ends a record's fields, a "/" in a reference among it.
        ("BANKREF2,,INCOMING", "BANK/REF2,,INCOMING", "t.bai:6:32: \"REF2,,INCOMING, WIRE\" after the \"/\" that ends the record's fields"),
        // A 16 with no amount, or a negative one.
        ("16,699,200,", "16,699,,", "t.bai:8:8: the 16 transaction detail record has no amount"),
        ("16,699,200,", "16,699,-200,", "t.bai:8:8: amount \"-200\" of a 16 transaction detail is negative"),
        // A text that starts with "/".
        ("16,699,200,,,,/", "16,699,200,,,,/FEE", "t.bai:8:15: text \"/FEE\" starts with \"/\""),
        // Funds types: an unknown one, and D with fewer pairs than it says.
        ("D,2,0,100,1,200", "Q,2,0,100,1,200", "t.bai:7:12: funds type \"Q\": expected 0, 1, 2, Z, V (a value date), S or D"),
        ("D,2,0,100,1,200,,CUSTREF3,ACH DEBIT", "D,9,0,100,1,200,,CUSTREF3,ACH DEBIT",
         "t.bai:7:28: the 16 transaction detail record's availability days is empty (the standard requires it)"),
        // Version, group status, dates.
        ("2400,1,80,,2/", "2400,1,80,,1/", "t.bai:1:38: version \"1\" in the 01 file header (expected 2"),
        (",1,261129,,EUR", ",2,261129,,EUR", "t.bai:2:20: group status 2 (deletion) withdraws data sent before: it is not a statement"),
        (",1,261129,,EUR", ",1,261131,,EUR", "t.bai:2:22: as-of date \"261131\": expected a date YYMMDD that exists"),
        // A summary without a type code that carries an amount.
        ("03,444,,010,0,", "03,444,,,0,", "t.bai:3:10: a summary without a type code carries \"0\""),
    ])
    func layout(replace: String, with: String, message: String) throws {
        let text = Self.fundsTypes.replacingOccurrences(of: replace, with: with)
        #expect(text != Self.fundsTypes)
        let refusal = try #require(Self.refusal(text), "read: \(text)")
        #expect(refusal.hasPrefix(message), "\(refusal)")
    }

    @Test("every control total and count is checked exactly: a mismatch names the record and both figures", arguments: [
        ("49,2000,7/", "49,2001,7/", "t.bai:9:4: the 49 account trailer record's control total 2001 does not equal 2000, the sum of the amounts of its 03 record and its 16 records"),
        ("49,2000,7/", "49,2000,8/", "t.bai:9:1: the 49 account trailer record states 8 records, the file holds 7"),
        ("98,2000,1,9/", "98,+2000.,1,9/", "t.bai:10:4: group control total \"+2000.\": expected an optional + or - and digits"),
        ("98,2000,1,9/", "98,1999,1,9/", "t.bai:10:4: the 98 group trailer record's control total 1999 does not equal 2000, the sum of its 49 account trailers' control totals"),
        ("98,2000,1,9/", "98,2000,2,9/", "t.bai:10:1: the 98 group trailer record states 2 accounts (03 records), the file holds 1"),
        ("98,2000,1,9/", "98,2000,1,10/", "t.bai:10:1: the 98 group trailer record states 10 records, the file holds 9"),
        ("99,2000,1,11/", "99,-2000,1,11/", "t.bai:11:4: the 99 file trailer record's control total -2000 does not equal 2000"),
        ("99,2000,1,11/", "99,2000,2,11/", "t.bai:11:1: the 99 file trailer record states 2 groups (02 records), the file holds 1"),
        ("99,2000,1,11/", "99,2000,1,12/", "t.bai:11:1: the 99 file trailer record states 12 records, the file holds 11"),
        ("49,2000,7/", "49,,7/", "t.bai:9:4: the 49 account trailer record's account control total is empty (the standard requires it)"),
    ])
    func controls(replace: String, with: String, message: String) throws {
        let text = Self.fundsTypes.replacingOccurrences(of: replace, with: with)
        do {
            _ = try Self.read(text)
            Issue.record("read")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            // A figure that does not match may be read anyway (--allow-unreconciled), with a warning naming it.
            #expect(error.isUnreconciled == (!with.contains(",,") && !with.contains(".")))
        }
        if !with.contains(",,"), !with.contains(".") {
            let allowed = try Self.read(text, allowUnreconciled: true)
            #expect(allowed.statements.count == 1)
            let figure = message.split(separator: ": ", maxSplits: 1)[1]
            #expect(allowed.warnings.contains { $0.contains(figure) && $0.hasSuffix("(read on: --allow-unreconciled)") }, "\(allowed.warnings)")
        }
    }

    @Test("readings that depart from the standard in a way with one meaning are read, with one warning per file and kind")
    func departures() throws {
        // A record that leaves its last optional fields off, one not ended by "/", a clock time, version 3, a test group.
        let text = Self.fundsTypes
            .replacingOccurrences(of: "261130,2400,1,80,,2/", with: "261130,14:59:35,1,80,,3/")
            .replacingOccurrences(of: "02,RECEIVER,SENDER,1,261129,,EUR,2/", with: "02,RECEIVER,SENDER,4,261129,,EUR/")
            .replacingOccurrences(of: "99,2000,1,11/", with: "99,2000,1,11")
        let read = try Self.read(text)
        #expect(read.statements.count == 1)
        #expect(Set(read.warnings) == Set([
            BAI2Problem.Reading.clockTime, .version3, .testOnly, .leftOffFields, .noSlash,
        ].map { "warning: t.bai: " + $0.rawValue }))
        #expect(read.statements[0].createdAt?.description == "2026-11-30T14:59:35Z")
        // An empty field too many after the last summary (some banks write ",,,/"), and text ended by "/".
        let extra = Self.fundsTypes.replacingOccurrences(of: "015,-1500,,/", with: "015,-1500,,,/")
            .replacingOccurrences(of: "INCOMING, WIRE", with: "INCOMING, WIRE/")
        let extraRead = try Self.read(extra)
        #expect(extraRead.statements == (try Self.read(Self.fundsTypes)).statements)
        #expect(Set(extraRead.warnings) == Set([BAI2Problem.Reading.extraEmptyField, .textEndsWithSlash].map { "warning: t.bai: " + $0.rawValue }))
    }

    @Test("a file that is not UTF-8 is read as Windows-1252, with a warning")
    func windows1252() throws {
        var bytes = Array(Self.fundsTypes.utf8)
        let wire = try #require(Self.fundsTypes.range(of: "WIRE"))
        let index = Self.fundsTypes.utf8.distance(from: Self.fundsTypes.startIndex, to: wire.lowerBound)
        bytes[index] = 0xC9  // É in Windows-1252, not UTF-8 alone
        var statements: [BankStatement] = []
        var warnings = BankWarnings()
        try bytes.withByteView { buffer throws(BankFileError) in
            try BAI2Reader.read(buffer, file: "t.bai", warnings: &warnings) { statement, readUpTo in
                statements.append(statement)
                #expect(readUpTo == 0)  // a copy was read: no pages of the file to hand back
            }
        }
        #expect(statements[0].entries[1].description == "INCOMING, ÉIRE")
        #expect(warnings.lines.contains { $0.contains("not valid UTF-8") })
    }

    @Test("recognised by its 01 record (after a byte order mark or blank lines), never by the file's name")
    func recognition() {
        #expect(BankFileKind.recognise(Array(Self.fundsTypes.utf8)) == .bai2)
        #expect(BankFileKind.recognise([0xEF, 0xBB, 0xBF] + Array(("\r\n" + Self.fundsTypes).utf8)) == .bai2)
        #expect(BankFileKind.recognise(Array("02,R,S,1,261129,,USD,2/".utf8)) == nil)
        #expect(BankFileKind.recognise(Array("010,20".utf8)) == nil)
        #expect(BankFileKind(rawValue: "bai2")?.reader.map(ObjectIdentifier.init) == ObjectIdentifier(BAI2Reader.self))
    }

    @Test("an account's statement is handed on at its 49, and how far the file was read with it")
    func streaming() throws {
        var upTo: [Int] = []
        var warnings = BankWarnings()
        let bytes = Array(Self.minorUnits.utf8)
        try bytes.withByteView { buffer throws(BankFileError) in
            try BAI2Reader.read(buffer, file: "t.bai", warnings: &warnings) { _, readUpTo in upTo.append(readUpTo) }
        }
        // Each just past its 49 (the start of the record after it).
        let text = Self.minorUnits
        let ends = ["03,222", "03,333", "98,"].map { text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: $0)!.lowerBound) }
        #expect(upTo == ends)
    }
}
