import AccountSummary
import AccountSummaryScale
import AccountSummaryBankFiles
import Foundation

/// `account-summary convert INPUT... [--input-format F] [--customer NAME] [--output FILE]`.
struct ConvertCommand {
    static let help = CommandHelp(
        name: "convert",
        abstract: "write the version-1 JSON document that render would render, from bank files or JSON",
        arguments: [.init(synopsis: "INPUT...", name: "INPUT",
                          summary: "one customer's camt.053/052/054, MT940/942, OFX or BAI2 files, or CSV exports with --csv-profile "
                          + "(joined into one statement), "
                          + "or a version-1 JSON document; - reads standard input")],
        discussion: """
            Reads the inputs as render does (recognised by content, statements of one account
            joined in date order, every statement reconciled) and writes the canonical JSON
            document: framing fields included, amounts as strings holding the exact values.
            """,
        options: [
            CommandOption("--output", short: "-o", value: "FILE", group: .output,
                          "write FILE instead of standard output (- for standard output), atomically"),
        ] + StatementInput.options + [
            CommandOption("--allow-unreconciled", group: .input,
                          "convert statements whose entries do not take the opening balance to the closing one, and BAI2 files "
                          + "whose trailers' control totals or counts do not match (each with a warning)"),
        ],
        examples: [
            .init(command: "account-summary convert camt053/2026-11-*.xml -o november.json",
                  comment: "a month of daily statements as one document"),
            .init(command: "account-summary convert export.sta --customer 'Jürgen Weiß'", comment: "an MT940 file, naming its owner"),
        ])
    static let usage = help.text

    let input: StatementInput
    let output: String?
    let allowUnreconciled: Bool

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: ConvertCommand.help)
        input = try StatementInput(parsed)
        output = parsed.value("--output")
        allowUnreconciled = parsed.has("--allow-unreconciled")
    }

    func run() throws(CLIError) {
        let statement = try input.read(jobs: ProcessInfo.processInfo.activeProcessorCount, allowUnreconciled: allowUnreconciled)
        let document = StatementDocumentWriter.document(statement)
        if let output, output != "-" {
            try Platform.writeOutput(to: output) { (sink: inout FileSink) throws(CLIError) in sink.write(document) }
        } else {
            var sink = FileSink(descriptor: STDOUT_FILENO, name: "standard output")
            sink.write(document)
            try sink.finish()
        }
    }
}
