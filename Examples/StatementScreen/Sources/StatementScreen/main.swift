// What a banking app does with account-summary, through its public API only: format an amount
// and style its parts, read a JSON statement and a camt.053 file, walk the view models as a
// screen binds them, and render HTML in-process. Run: `swift run` in this folder.
import AccountSummary
import AccountSummaryBankFiles
import Foundation

/// Fails the example (and CI) with a message when something is not as an app expects.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("example failed: \(message())\n".utf8))
        exit(1)
    }
}

func data(_ name: String) throws -> [UInt8] {
    guard let url = Bundle.module.url(forResource: "Data/\(name)", withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }
    return Array(try Data(contentsOf: url))
}

// 1. An amount, formatted exactly as the locale expects, in parts a cell can style.
let euros = try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE"))
let amount = euros.parts.format(Decimal(string: "-1234567.89")!)
print("amount:", amount.string)
print("  sign \(amount.sign.debugDescription), symbol \(amount.currencySymbol.debugDescription),",
      "euros \(amount.dollars.debugDescription), separator \(amount.decimalSeparator.debugDescription), cents \(amount.cents.debugDescription)")
check(amount.string == "-1.234.567,89\u{A0}€", "de_DE formats -1234567.89 EUR as \(amount.string)")
check(amount.dollars == "1.234.567" && amount.cents == "89", "the parts of \(amount.string)")

// 2. The same amount as an AttributedString, each part marked for a label to style.
let attributed = amount.attributedString
check(String(attributed.characters) == amount.string, "the attributed string reads as the plain one")
print("attributed runs:", attributed.runs.count)

// 3. A JSON statement, with the errors a form would show.
let statement = try StatementReader.read(try data("statement.json"))
print("JSON statement:", statement.customer.name, "·", statement.accounts.count, "accounts ·", statement.transactions.count, "transactions")
do {
    _ = try StatementReader.read(Array(#"{"customer":{},"accounts":[{"id":"a","type":"banking","name":"A","balance":"12,50"}]}"#.utf8))
    check(false, "a comma decimal must be refused")
} catch {
    print("refused, as it should be:")
    for line in error.lines { print("  ", line) }
    check(error.problems.contains { $0.path == "accounts[0].balance" }, "the refusal names accounts[0].balance")
}

// 4. A camt.053 day statement from a bank.
let camt = try StatementSource.read([StatementSource.File(name: "2026-11-03.camt053.xml", bytes: try data("2026-11-03.camt053.xml"))])
let account = camt.statement.accounts[0]
print("camt.053:", camt.statement.customer.name, "·", account.name, "·", account.balance.map { "\($0)" } ?? "balances not stated", account.currency)
check(account.balance == Decimal(string: "949.5")! && account.openingBalance == 1000, "the camt balances")
check(camt.warnings.isEmpty, "no usage-rule readings for a complete file: \(camt.warnings)")

// 5. The view models, walked as a screen binds them to its cells.
let report = try StatementReport(camt.statement, options: ReportOptions())
for block in report.document.blocks {
    switch block {
    case .tiles(let tiles):
        for tile in tiles.tiles {
            guard let balance = tile.balance else { print("tile:", tile.name, "| balances not stated"); continue }
            print("tile:", tile.name, "|", balance.currencySymbol, balance.dollars, balance.cents)
        }
    case .accounts(let accounts):
        for entry in accounts.entries {
            print("account:", entry.name, entry.maskedNumber ?? "", "opening", entry.opening.amount?.string ?? "not stated")
            for row in entry.rows {
                print("   ", row.date, row.description, entry.parts.format(row.amount).string, "→", row.balance.map { entry.parts.format($0).string } ?? "")
            }
            check(entry.rows.last?.balance == account.balance, "the running balance ends at the closing balance")
        }
    case .header, .totals, .transactions, .footer, .custom:
        print("block:", block.partial)
    }
}

// 6. HTML rendered in-process with the built-in templates.
let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library())
check(html.hasPrefix("<!DOCTYPE html>") && html.contains("Stadtwerke München"), "the HTML statement")
print("html:", html.utf8.count, "bytes")
print("ok")
