import AccountSummary
import AccountSummaryScale
import Foundation

/// `account-summary format [AMOUNT ...] --currency CODE --locale ID [--parts]`.
struct FormatCommand {
    static let help = CommandHelp(
        name: "format",
        abstract: "format amounts as currency (arguments or one per line on standard input)",
        arguments: [.init(synopsis: "[AMOUNT ...]", name: "AMOUNT",
                          summary: "optional sign, digits, optional \".\" and digits, optional exponent (12.50, -4.5, 1e3); "
                          + "at most 38 significant digits")],
        discussion: """
            Formats amounts as currency, byte-identical to Foundation's
            formatted(.currency(code:)) for the locale. With no AMOUNT, reads one amount
            per line from standard input and writes one line per input line.
            """,
        options: [
            CommandOption("--currency", value: "CODE", group: .input, required: true, "ISO 4217 code, e.g. USD, EUR, JPY"),
            CommandOption("--locale", value: "ID", group: .input, required: true, "locale identifier, e.g. en_US, de_CH, ar_EG"),
            CommandOption("--parts", group: .output, "print each amount as a JSON array of typed parts"),
        ],
        examples: [
            .init(command: "account-summary format 929466.23 --currency USD --locale en_US", comment: "$929,466.23"),
            .init(command: "printf '1234.5\\n-0.001\\n' | account-summary format --currency EUR --locale de",
                  comment: "one amount per line of standard input: 1.234,50 €, -0,00 € (German)"),
        ],
        epilogue: """
            Nothing is rounded silently except to the currency's fraction digits, half-even,
            as Foundation does. A line that is not an amount stops the output there and exits
            65 after naming every bad line.
            """)
    static let usage = help.text


    /// At most this many bad lines are listed one by one.
    static let listedProblems = 20

    let amounts: [String]
    let formatter: CurrencyFormatter
    let parts: Bool

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: FormatCommand.help)
        let currency = try parsed.required("--currency")
        let locale = try parsed.required("--locale")
        do {
            formatter = try CurrencyFormatter(currency: currency, locale: Locale(identifier: locale))
        } catch {
            throw .usage(error, help: FormatCommand.usage)
        }
        amounts = parsed.positionals
        parts = parsed.has("--parts")
    }

    func run() throws(CLIError) {
        var lines = AmountLineFormatter(formatter: formatter, parts: parts)
        var output: [UInt8] = []
        output.reserveCapacity(1 << 21)
        if !amounts.isEmpty {
            for amount in amounts {
                lines.consume(Array(amount.utf8) + [0x0A], into: &output)
            }
        } else {
            var failure: CLIError?
            try Platform.readStandardInput { chunk in
                guard failure == nil else { return }
                lines.consume(chunk, into: &output)
                if output.count >= 1 << 20 {
                    do throws(CLIError) { try Platform.writeStandardOutput(output) } catch { failure = error }
                    output.removeAll(keepingCapacity: true)
                }
            }
            if let failure { throw failure }
            lines.finish(into: &output)
        }
        try Platform.writeStandardOutput(output)
        guard lines.problems.isEmpty else {
            let place = amounts.isEmpty ? "line" : "argument"
            var messages = lines.problems.prefix(FormatCommand.listedProblems).map { "\(place) \($0.line): \($0.error)" }
            if lines.problems.count > FormatCommand.listedProblems {
                messages.append("… and \(lines.problems.count - FormatCommand.listedProblems) more \(place)s that are not amounts")
            }
            let total = lines.problems.count
            messages.append("\(total) of \(lines.lineCount) \(place)\(lines.lineCount == 1 ? "" : "s") \(total == 1 ? "is" : "are") not \(total == 1 ? "an amount" : "amounts"); output stops before \(place) \(lines.problems[0].line)")
            throw .data(messages)
        }
    }
}
