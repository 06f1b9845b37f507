import AccountSummary
import Foundation

/// Reads a bank's CSV export with its ``CSVProfile``: one file, one account's statement.
///
/// The file is decoded in the profile's encoding and scanned as RFC 4180 writes it
/// (``CSVRecordScanner``); `skip_lines` lines are passed over, the last of them the header the
/// profile's column names are looked up in. Every other row is a transaction or an error naming
/// its line (and column): a row with another number of cells than the header, a date or amount
/// the profile's grammar does not describe, debit and credit both filled or both empty, an
/// indicator that is neither of its two texts. Rows whose cells are all empty are skipped;
/// `skip_footer` rows at the end are dropped, and one of them that reads as a transaction is an
/// error (the file was cut short and lost its footer).
///
/// Balances. With a `balance` column every row's stated balance must be the previous one plus
/// the row's amount, exactly (a card's: minus); a row without one is bridged by the amounts.
/// Banks list rows oldest first or newest first: the profile's `order` says which, else the
/// chain itself does, read both ways. A chain that holds one way only gives the order; one
/// that holds both ways to different balances, or neither way, is an error, never a guess. The
/// opening balance is the one before the oldest row, the closing the one after the newest.
/// Without a balance column the statement states no balances (`opening` and `closing` nil),
/// unless the profile gives `openingBalance`; the closing is then the opening plus the rows.
///
/// ```swift
/// let reader = CSVStatementReader(profile: try CSVShippedProfiles.profile(named: "n26")!)
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try reader.read(bytes, file: "n26.csv", warnings: &warnings) { statement, _ in
///         statement.entries.count  // 2
///     }
/// }
/// ```
package struct CSVStatementReader: Sendable, Hashable {
    /// The profile the files are read with.
    package var profile: CSVProfile

    /// A reader for files of one profile.
    package init(profile: CSVProfile) {
        self.profile = profile
    }

    /// A file as read: its statement, and where each entry was in the file.
    package struct Reading: Sendable, Hashable {
        /// The statement; its entries oldest first (when the order is known), else in file order.
        package var statement: BankStatement
        /// Each entry's line, in the statement's order.
        package var lines: [Int]
        /// Each entry's stated balance (nil where the row states none), in the statement's order.
        package var balances: [Decimal?]
        /// The order the rows were found in: nil when no balance column or profile said it.
        package var order: CSVProfile.Order?
    }

    /// Reads the file's one statement and hands it to `body`: ``BankFileReader``'s shape, so the
    /// joiner reads CSV like every other bank file.
    ///
    /// - Parameters:
    ///   - bytes: the file as it is on disk.
    ///   - file: its name as errors and warnings name it.
    ///   - warnings: where readings worth a warning are noted.
    ///   - body: called once with the statement and the file's length.
    /// - Throws: the first problem, naming its line (and column).
    package func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                      _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        let reading = try reading(bytes, file: file, warnings: &warnings)
        try body(reading.statement, bytes.count)
    }

    /// Reads the file, keeping each entry's line and stated balance (for `csv-profile check`).
    ///
    /// - Throws: the first problem, naming its line (and column).
    package func reading(_ bytes: ByteView, file: String, warnings: inout BankWarnings) throws(BankFileError) -> Reading {
        var result: Reading?
        let profile = profile
        try profile.encoding.withUTF8(bytes, file: file) { text throws(BankFileError) in
            var pass = CSVReadPass(profile: profile, file: file, text: text)
            result = try pass.run(warnings: &warnings)
        }
        return result!
    }
}

/// One reading of one file: the scanner, the columns found, and what has been read so far.
private struct CSVReadPass {
    let profile: CSVProfile
    let file: String
    let text: ByteView
    var scanner: CSVRecordScanner
    /// The header's cells, if the file has one.
    var header: [String] = []
    var headerLine = 0
    /// How many cells each row has: the header's, else the first row's.
    var cellCount: Int?
    /// Each of the profile's columns as a 0-based index.
    var indices: [CSVProfile.Column: Int] = [:]

    var entries: [BankEntry] = []
    var lines: [Int] = []
    var balances: [Decimal?] = []
    var currency: (text: String, line: Int)?
    var accountID: (text: String, line: Int)?
    var owner: (text: String, line: Int)?
    var hasStatedBalance = false

    init(profile: CSVProfile, file: String, text: ByteView) {
        self.profile = profile
        self.file = file
        self.text = text
        scanner = CSVRecordScanner(text, delimiter: profile.delimiter)
    }

    // MARK: Places and failures

    func failure(_ problem: CSVProblem, line: Int, column: Int = 1) -> BankFileError {
        BankFileError(file: file, place: .position(line: line, column: column), message: problem.description)
    }

    /// A problem with one cell: named by its line, column number and header name.
    func failure(_ problem: CSVProblem, line: Int, index: Int) -> BankFileError {
        let name = index < header.count ? " " + DiagnosticQuoting.quoted(header[index]) : ""
        return BankFileError(file: file, place: .path("column \(index + 1)\(name)", line: line), message: problem.description)
    }

    func syntaxFailure(_ failure: CSVRecordScanner.Failure) -> BankFileError {
        self.failure(.syntax(failure.problem), line: failure.line, column: failure.column)
    }

    // MARK: Reading

    mutating func run(warnings: inout BankWarnings) throws(BankFileError) -> CSVStatementReader.Reading {
        try readHeader()
        // Rows are read as soon as more than skip_footer non-blank rows follow them.
        var held: [CSVRecordScanner.Record] = []
        var last: CSVRecordScanner.Record?
        while true {
            let next: CSVRecordScanner.Record?
            do { next = try scanner.next() } catch { throw syntaxFailure(error) }
            guard let record = next else { break }
            last = record
            if record.isBlank { continue }
            try checkCellCount(record)
            held.append(record)
            if held.count > profile.skipFooter { try read(held.removeFirst()) }
        }
        for footer in held where readsAsTransaction(footer) {
            throw failure(.footerIsTransaction(footer: profile.skipFooter), line: footer.line)
        }
        if let last, !last.endedByLineEnd, let cell = last.cells.last, !cell.quoted, indices.values.contains(last.cells.count - 1) {
            warnings.note(file: file, CSVProblem.Reading.unterminated(line: last.line))
        }
        return try statement()
    }

    /// Passes over the lines before the header, reads the header, finds the profile's columns in it.
    mutating func readHeader() throws(BankFileError) {
        guard profile.skipLines > 0 else { return }
        for skipped in 0..<(profile.skipLines - 1) where !scanner.skipLine() {
            throw failure(.noHeader(skipLines: profile.skipLines, lines: skipped), line: skipped + 1)
        }
        headerLine = scanner.line
        let record: CSVRecordScanner.Record?
        do { record = try scanner.next() } catch { throw syntaxFailure(error) }
        guard let record else {
            throw failure(.noHeader(skipLines: profile.skipLines, lines: profile.skipLines - 1), line: headerLine)
        }
        header = record.cells.map { scanner.text($0).trimmingCharacters(in: .whitespaces) }
        cellCount = header.count
        for (key, column) in profile.columns {
            switch column {
            case .name(let name):
                let positions = header.indices.filter { header[$0] == name }
                guard let first = positions.first else {
                    throw failure(.noSuchColumn(name, key: key, line: headerLine, header: header), line: headerLine)
                }
                guard positions.count == 1 else {
                    throw failure(.ambiguousColumn(name, key: key, positions: positions.map { $0 + 1 }), line: headerLine)
                }
                indices[column] = first
            case .position(let position):
                guard position <= header.count else {
                    throw failure(.noSuchPosition(position, key: key, cells: header.count), line: headerLine)
                }
                indices[column] = position - 1
            }
        }
    }

    /// Every row has the header's number of cells (without a header, the first row's).
    mutating func checkCellCount(_ record: CSVRecordScanner.Record) throws(BankFileError) {
        guard let expected = cellCount else {
            cellCount = record.cells.count
            for (key, column) in profile.columns {
                guard case .position(let position) = column else { continue }
                guard position <= record.cells.count else {
                    throw failure(.noSuchPosition(position, key: key, cells: record.cells.count), line: record.line)
                }
                indices[column] = position - 1
            }
            return
        }
        guard record.cells.count == expected else {
            let from = header.isEmpty ? "the first row" : "the header (line \(headerLine))"
            throw failure(.cellCount(record.cells.count, expected: expected, from: from), line: record.line)
        }
    }

    /// Where a cell's text is without the spaces, tabs and no-break spaces around it.
    func trimmed(_ cell: CSVRecordScanner.Cell) -> CSVRecordScanner.Cell {
        var trimmed = cell
        var (start, end) = (cell.range.lowerBound, cell.range.upperBound)
        while start < end {
            if text[start] == 0x20 || text[start] == 0x09 { start += 1 } else if text[start] == 0xC2, start + 1 < end, text[start + 1] == 0xA0 { start += 2 } else { break }
        }
        while end > start {
            if text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 } else if text[end - 1] == 0xA0, end - 2 >= start, text[end - 2] == 0xC2 { end -= 2 } else { break }
        }
        trimmed.range = start..<end
        return trimmed
    }

    /// The trimmed text of a column in a record.
    func cell(_ record: CSVRecordScanner.Record, _ column: CSVProfile.Column) -> (text: String, index: Int) {
        let index = indices[column]!
        return (scanner.text(trimmed(record.cells[index])), index)
    }

    /// The trimmed cell of a column, for reading its bytes without making a `String` of them.
    func trimmedCell(_ record: CSVRecordScanner.Record, _ column: CSVProfile.Column) -> (cell: CSVRecordScanner.Cell, index: Int) {
        let index = indices[column]!
        return (trimmed(record.cells[index]), index)
    }

    func date(_ record: CSVRecordScanner.Record) throws(BankFileError) -> CalendarDate {
        let (cell, index) = trimmedCell(record, profile.date.column)
        if cell.range.isEmpty { throw failure(.emptyDate, line: record.line, index: index) }
        switch profile.date.format.read(utf8: text[cell.range]) {
        case .success(let date): return date
        case .failure(.notInFormat):
            throw failure(.badDate(scanner.text(cell), format: profile.date.format.description), line: record.line, index: index)
        case .failure(.noSuchDay):
            throw failure(.noSuchDay(scanner.text(cell), format: profile.date.format.description), line: record.line, index: index)
        }
    }

    /// The amount in a column, as the profile writes them; nil for an empty cell where `allowEmpty`.
    func amount(_ record: CSVRecordScanner.Record, _ column: CSVProfile.Column, allowEmpty: Bool = false) throws(BankFileError) -> Decimal? {
        let (cell, index) = trimmedCell(record, column)
        switch profile.amountFormat.read(utf8: text[cell.range].rebased) {
        case .success(let value): return value
        case .failure(.empty):
            if allowEmpty { return nil }
            throw failure(.emptyAmount, line: record.line, index: index)
        case .failure(.notAnAmount):
            throw failure(.badAmount(scanner.text(cell), example: profile.amountFormat.example), line: record.line, index: index)
        case .failure(.tooManyDigits): throw failure(.tooManyDigits(scanner.text(cell)), line: record.line, index: index)
        }
    }

    /// The row's signed amount, from the customer's side.
    func signedAmount(_ record: CSVRecordScanner.Record) throws(BankFileError) -> Decimal {
        var value: Decimal
        switch profile.amount {
        case .signed(let column):
            value = try amount(record, column)!
        case .debitCredit(let debitColumn, let creditColumn):
            let debit = try amount(record, debitColumn, allowEmpty: true)
            let credit = try amount(record, creditColumn, allowEmpty: true)
            switch (debit, credit) {
            case (let debit?, nil): value = -abs(debit)
            case (nil, let credit?): value = abs(credit)
            case (_?, _?):
                throw failure(.bothDebitAndCredit(debit: cell(record, debitColumn).text, credit: cell(record, creditColumn).text),
                              line: record.line, index: indices[debitColumn]!)
            case (nil, nil): throw failure(.neitherDebitNorCredit, line: record.line, index: indices[debitColumn]!)
            }
        case .indicator(let amountColumn, let indicatorColumn, let debit, let credit):
            let magnitude = try amount(record, amountColumn)!
            let (mark, markIndex) = cell(record, indicatorColumn)
            if mark == debit {
                value = -abs(magnitude)
            } else if mark == credit {
                if magnitude < 0 {
                    let (text, index) = cell(record, amountColumn)
                    throw failure(.signAgainstIndicator(text, indicator: mark), line: record.line, index: index)
                }
                value = magnitude
            } else {
                throw failure(.badIndicator(mark, debit: debit, credit: credit), line: record.line, index: markIndex)
            }
        }
        if profile.sign == .inverted { value.negate() }
        return value
    }

    /// Whether a footer row would read as a transaction: a date and an amount where the profile looks.
    func readsAsTransaction(_ record: CSVRecordScanner.Record) -> Bool {
        (try? date(record)) != nil && (try? signedAmount(record)) != nil
    }

    /// A value every row must agree on (the currency, the account, its owner).
    func agreed(_ record: CSVRecordScanner.Record, _ column: CSVProfile.Column, what: String,
                _ first: (text: String, line: Int)?) throws(BankFileError) -> (text: String, line: Int) {
        let (text, index) = cell(record, column)
        if text.isEmpty { throw failure(.emptyValue(what), line: record.line, index: index) }
        if let first, first.text != text {
            throw failure(what == "currency" ? .otherCurrency(text, expected: first.text, line: first.line)
                                             : .otherValue(what: what, text, expected: first.text, line: first.line),
                          line: record.line, index: index)
        }
        return first ?? (text, record.line)
    }

    /// Reads one data row into an entry.
    mutating func read(_ record: CSVRecordScanner.Record) throws(BankFileError) {
        let date = try date(record)
        let amount = try signedAmount(record)
        var parts: [String] = []
        for column in profile.description {
            let (text, _) = cell(record, column)
            if !text.isEmpty { parts.append(text) }
        }
        var balance: Decimal?
        if let column = profile.balance {
            balance = try self.amount(record, column, allowEmpty: true)
            if balance != nil { hasStatedBalance = true }
        }
        let reference = profile.reference.map { cell(record, $0).text }.flatMap { $0.isEmpty ? nil : $0 }
        var counterparty: Counterparty?
        if let columns = profile.counterparty {
            let name = columns.name.map { cell(record, $0).text }.flatMap { $0.isEmpty ? nil : BankText.oneLine($0) }
            let account = columns.account.map { cell(record, $0).text }.flatMap { $0.isEmpty ? nil : $0 }
            counterparty = Counterparty(name: name, account: account)
        }
        if case .column(let column) = profile.currency {
            let found = try agreed(record, column, what: "currency", currency)
            if currency == nil {
                guard CamtMapping.isCurrencyCode(found.text) else {
                    throw failure(.badCurrencyCode(found.text), line: record.line, index: cell(record, column).index)
                }
            }
            currency = (found.text, found.line)
        }
        var original: OriginalAmount?
        if let columns = profile.originalAmount {
            let (code, codeIndex) = cell(record, columns.currency)
            if let value = try self.amount(record, columns.amount, allowEmpty: true) {
                guard CamtMapping.isCurrencyCode(code) else { throw failure(.badCurrencyCode(code), line: record.line, index: codeIndex) }
                // Signed as the transaction's own amount, whatever sign the export writes it with; an
                // "original" amount that is the amount itself, in the account's currency, is none.
                let signed = amount < 0 ? -abs(value) : abs(value)
                let accountCurrency: String? = switch profile.currency {
                case .literal(let code): code
                case .column: currency?.text
                }
                if !(code == accountCurrency && signed == amount) { original = OriginalAmount(amount: signed, currency: code) }
            } else if !code.isEmpty {
                throw failure(.emptyAmount, line: record.line, index: indices[columns.amount]!)
            }
        }
        if case .column(let column)? = profile.accountID { accountID = try agreed(record, column, what: "account", accountID) }
        if case .column(let column)? = profile.accountOwner { owner = try agreed(record, column, what: "account owner", owner) }
        entries.append(BankEntry(reference: reference, date: date, amount: amount, isPending: false, isReversal: false,
                                 description: BankText.oneLine(parts.joined(separator: " ")), counterparty: counterparty,
                                 originalAmount: original))
        lines.append(record.line)
        balances.append(balance)
    }

    // MARK: The statement

    mutating func statement() throws(BankFileError) -> CSVStatementReader.Reading {
        let code: String
        switch profile.currency {
        case .literal(let literal): code = literal
        case .column:
            guard let currency else { throw failure(.emptyValue("currency"), line: max(1, headerLine)) }
            code = currency.text
        }
        let stated: String? = switch profile.accountID {
        case .literal(let text)?: text
        case .column?: accountID?.text
        case nil: nil
        }
        let ownerName: String? = switch profile.accountOwner {
        case .literal(let text)?: text
        case .column?: owner?.text
        case nil: nil
        }
        var statement = BankStatement(source: BankSource(file: file, position: 1, noun: "export"), accountID: stated ?? profile.name, currency: code,
                                      type: profile.accountType, accountName: profile.bank, ownerName: ownerName, servicer: profile.bank)
        // Without an account in the profile or the file, the profile's name identifies it: not a number to show.
        statement.accountIDIsNumber = stated != nil
        var order = profile.order
        var opening = profile.openingBalance
        var closing: Decimal?
        if hasStatedBalance {
            let chained = try chain(currency: code)
            order = chained.order
            if let stated = profile.openingBalance, stated != chained.opening {
                throw failure(.openingBalanceDiffers(profile: JoinProblem.figure(stated, code), file: JoinProblem.figure(chained.opening, code)),
                              line: lines.first ?? 1)
            }
            (opening, closing) = (chained.opening, chained.closing)
        } else if let start = opening {
            var sum = ExactArithmetic()
            var total = start
            for entry in entries { total = profile.accountType == .creditCard ? sum.subtract(total, entry.amount) : sum.add(total, entry.amount) }
            guard sum.isExact else { throw failure(.tooLarge("the closing balance"), line: lines.last ?? 1) }
            closing = total
        }
        statement.opening = opening
        statement.closing = closing
        var lines = lines
        var balances = balances
        if order == .newestFirst {
            entries.reverse()
            lines.reverse()
            balances.reverse()
        }
        statement.entries = entries
        return CSVStatementReader.Reading(statement: statement, lines: lines, balances: balances, order: order)
    }

    /// The balance chain read one way: the opening and closing balances, or where it breaks.
    enum Chain {
        case holds(opening: Decimal, closing: Decimal)
        /// The entry at `index` (file order) states a balance other than `computed`; `held` rows chained before it.
        case breaks(index: Int, previousIndex: Int, previous: Decimal, computed: Decimal, held: Int)
        case tooLarge
    }

    func chain(newestFirst: Bool) -> Chain {
        var sum = ExactArithmetic()
        let card = profile.accountType == .creditCard
        var running: Decimal?
        var before = Decimal(0)
        var opening = Decimal(0)
        var previousIndex = 0
        var held = 0
        let order: [Int] = newestFirst ? Array(entries.indices.reversed()) : Array(entries.indices)
        for index in order {
            let amount = entries[index].amount
            if let current = running {
                let computed = card ? sum.subtract(current, amount) : sum.add(current, amount)
                if let stated = balances[index] {
                    if stated != computed { return sum.isExact ? .breaks(index: index, previousIndex: previousIndex, previous: current, computed: computed, held: held) : .tooLarge }
                    running = stated
                } else {
                    running = computed
                }
            } else {
                before = card ? sum.subtract(before, amount) : sum.add(before, amount)
                if let stated = balances[index] {
                    running = stated
                    opening = sum.subtract(stated, before)
                }
            }
            previousIndex = index
            held += 1
        }
        guard sum.isExact else { return .tooLarge }
        return .holds(opening: opening, closing: running!)
    }

    /// The order and balances the balance column gives, or the error where it breaks.
    func chain(currency: String) throws(BankFileError) -> (order: CSVProfile.Order, opening: Decimal, closing: Decimal) {
        let oldest = profile.order == .newestFirst ? nil : chain(newestFirst: false)
        let newest = profile.order == .oldestFirst ? nil : chain(newestFirst: true)
        if case .tooLarge? = oldest { throw failure(.tooLarge("the balance chain"), line: lines.last ?? 1) }
        if case .tooLarge? = newest { throw failure(.tooLarge("the balance chain"), line: lines.last ?? 1) }
        switch (oldest, newest) {
        case (.holds(let o1, let c1)?, .holds(let o2, let c2)?):
            guard o1 == o2, c1 == c2 else {
                throw failure(.balanceEitherWay(oldestOpening: JoinProblem.figure(o1, currency), oldestClosing: JoinProblem.figure(c1, currency),
                                                newestOpening: JoinProblem.figure(o2, currency), newestClosing: JoinProblem.figure(c2, currency)),
                              line: lines.first ?? 1)
            }
            // One row (or rows that cancel out): the same balances either way; the dates say the order.
            let descending = entries.count > 1 && entries[0].date > entries[entries.count - 1].date
            return (descending ? .newestFirst : .oldestFirst, o1, c1)
        case (.holds(let opening, let closing)?, _):
            return (.oldestFirst, opening, closing)
        case (_, .holds(let opening, let closing)?):
            return (.newestFirst, opening, closing)
        default:
            // Neither way: name the break of the way the dates run (else the way that held longer).
            var useNewest = newest != nil && oldest == nil
            if oldest != nil, newest != nil, let first = entries.first?.date, let last = entries.last?.date {
                if first != last {
                    useNewest = first > last
                } else if case .breaks(_, _, _, _, let heldOld)? = oldest, case .breaks(_, _, _, _, let heldNew)? = newest {
                    useNewest = heldNew > heldOld
                }
            }
            guard case .breaks(let index, let previousIndex, let previous, let computed, _)? = useNewest ? newest : oldest else {
                preconditionFailure("a chain that does not hold breaks")
            }
            let stated = balances[index]!
            let column = indices[profile.balance!]!
            throw failure(.balanceBreak(stated: JoinProblem.figure(stated, currency), previous: JoinProblem.figure(previous, currency),
                                        amount: JoinProblem.figure(entries[index].amount, currency), computed: JoinProblem.figure(computed, currency),
                                        previousLine: lines[previousIndex], order: useNewest ? "newest first" : "oldest first"),
                          line: lines[index], index: column)
        }
    }
}
