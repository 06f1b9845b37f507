import AccountSummary
import AccountSummaryScale

/// Why the tool stops, with its exit code (sysexits) and its wording in one place.
///
/// ```swift
/// CLIError.usage(.unknownOption("--frobnicate")).exitCode  // 64
/// ```
enum CLIError: Error {
    /// 64: a bad command line (unknown flag, missing value, unknown currency or locale).
    case usage(UsageProblem, help: String? = nil)
    /// 65: bad data; each message already names its place.
    case data([String])
    /// 66: an input file that cannot be opened.
    case noInput(String)
    /// 69: a needed outside program is missing or failed (the browser for `pdf`).
    case unavailable(String)
    /// 69 as well: the browser died or could not be started, even after a restart. `batch`
    /// takes it as a failure of the machine, not of the statement (75).
    case browserFailed(String)
    /// 73: output that cannot be created.
    case cannotCreate(String)
    /// 74: reading or writing failed.
    case io(String)
    /// 1: a check ran and found differences (golden verify).
    case checkFailed(String)
    /// 75 (EX_TEMPFAIL): `batch` could not finish its shard for a reason a retry can cure (a
    /// write that failed, a full disk, a browser that died, a signal); run it again with `--resume`.
    case retry(String)

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .data: 65
        case .noInput: 66
        case .unavailable, .browserFailed: 69
        case .cannotCreate: 73
        case .io: 74
        case .checkFailed: 1
        case .retry: 75
        }
    }

    /// The lines printed on standard error, each starting with `error:`.
    var lines: [String] {
        switch self {
        case .usage(let problem, let help):
            // The usage line and where the rest is, as swift-argument-parser and git do.
            ["error: \(problem)"] + (help.map(CLIError.usageTail) ?? [])
        case .data(let messages):
            messages.map { "error: \($0)" }
        case .noInput(let message), .unavailable(let message), .browserFailed(let message), .cannotCreate(let message), .io(let message),
             .checkFailed(let message), .retry(let message):
            ["error: \(message)"]
        }
    }

    /// The lines after a usage error: the command's usage (its wrapped lines) and the help
    /// to read, e.g. `See 'account-summary render --help'.`
    static func usageTail(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("usage: account-summary ") }) else { return [] }
        let usage = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix(" ") }.map(String.init)
        let words = lines[start].split(separator: " ")
        let command = words.count > 2 && !words[2].hasPrefix("<") ? "account-summary \(words[2])" : "account-summary"
        return usage + ["See '\(command) --help'."]
    }

    /// 73: an output path that cannot be written, and why.
    static func cannotWrite(_ path: String, reason: String) -> CLIError {
        .cannotCreate("cannot write \(path): \(reason)")
    }

    /// A money error met while reading the command line (currency, locale): a usage error.
    static func usage(_ error: MoneyError, help: String) -> CLIError {
        .usage(.money(error), help: help)
    }

    /// 65 for accounts that do not reconcile, the last line saying how to render them anyway
    /// (for the commands that have `--allow-unreconciled`).
    ///
    /// ```
    /// error: accounts[0]: not reconciled: …, difference $100.00 (--allow-unreconciled renders anyway, with a notice)
    /// ```
    static func unreconciled(_ lines: [String]) -> CLIError {
        .data(lines.dropLast() + lines.suffix(1).map { $0 + " (--allow-unreconciled renders anyway, with a notice)" })
    }

    /// 66: an input that cannot be opened, worded the same for every command.
    static func cannotOpen(_ path: String, reason: String) -> CLIError {
        .noInput("cannot open \(path): \(reason)")
    }
}
