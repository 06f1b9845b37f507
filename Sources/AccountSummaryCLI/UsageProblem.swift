import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling

/// Everything that can be wrong with a command line, worded in one place (exit 64).
///
/// ```swift
/// UsageProblem.unknownValue(of: "--color", "blue", expected: ["auto", "always", "never"]).description
/// // "unknown --color \"blue\" (expected auto, always or never)"
/// ```
enum UsageProblem: CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case givenTwice(option: String)
    case missingOption(String)
    /// A positional argument is missing: `missing INPUT`.
    case missingArgument(String)
    /// More positional arguments than the one expected.
    case tooManyArguments(String, count: Int)
    /// `-` (standard input) named as more than one INPUT.
    case standardInputTwice
    /// `--frame` given with a version-1 document, which carries its framing itself.
    case frameOnDocument(String)
    case unexpectedArgument(String)
    /// A value outside a fixed set, for an option (`--color`) or a thing (`format`, `action`).
    case unknownValue(of: String, String, expected: [String])
    /// An action word is missing (`golden verify`, `labels check`).
    case missingAction(expected: [String])
    case notWholeNumber(option: String, String, range: ClosedRange<Int>)
    case notADate(option: String, String)
    case notAShard(String)
    /// An option that works only with another (`--shard auto` without `--shards N`).
    case needs(option: String, other: String)
    /// Two options that say the same thing differently (`--shard 1/4` with `--shards 8`).
    case together(String, String)
    /// The engine's shard index is missing or does not fit `--shards`.
    case shard(ShardProblem)
    /// `--account` names no account of the statement.
    case unknownAccount(String, known: [String])
    /// `--page` is past the last page of every list.
    case pastLastPage(Int, last: Int)
    /// `--from` names a later day than `--to`: the filter could match nothing.
    case fromAfterTo(from: String, to: String)
    /// A locale or currency that Foundation does not know.
    case money(MoneyError)
    /// A binary format (PDF) bound for a terminal.
    case binaryToTerminal(format: String)
    /// `--attach-source` with an option whose PDF cannot carry it (`--pdf-password-file`, `--pdf-engine chromium`, `--template-dir`).
    case attachSourceWith(String, reason: String)
    /// `--input-format csv` without the profile that says how to read it.
    case csvWithoutProfile
    /// `--csv-profile` beside another `--input-format`.
    case csvProfileWithFormat(String)
    /// `--csv-profile NAME` that is neither a shipped profile nor a file.
    case unknownCSVProfile(String, suggestion: String?, known: [String])
    /// `--csv-profile` given with an input that is not bank files (a batch's NDJSON).
    case csvProfileOnDocument(String)

    var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion): "unknown command \(q(name))" + UsageProblem.didYouMean(suggestion)
        case .unknownOption(let name, let suggestion): "unknown option \(q(name))" + UsageProblem.didYouMean(suggestion)
        case .missingValue(let option): "\(option) needs a value"
        case .givenTwice(let option): "\(option) is given twice"
        case .missingOption(let option): "missing \(option)"
        case .missingArgument(let name): "missing \(name)"
        case .tooManyArguments(let name, let count): "expected one \(name), got \(count)"
        case .standardInputTwice: "standard input (-) can be only one INPUT"
        case .frameOnDocument(let path): "--frame lays a frame over bank files; \(q(path)) is a version-1 document (write its framing fields in it)"
        case .unexpectedArgument(let argument): "unexpected argument \(q(argument))"
        case .unknownValue(let subject, let value, let expected):
            "unknown \(subject) \(q(value)) (expected \(UsageProblem.alternatives(expected)))"
        case .missingAction(let expected): "missing action (expected \(UsageProblem.alternatives(expected)))"
        case .notWholeNumber(let option, let text, let range):
            "\(option) \(q(text)) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .notADate(let option, let text): "\(option) \(q(text)) is not a date (expected YYYY-MM-DD)"
        case .notAShard(let text): "--shard \(q(text)) is not K/N with 0 ≤ K < N, nor auto"
        case .needs(let option, let other): "\(option) needs \(other)"
        case .together(let first, let second): "\(first) and \(second) cannot be given together"
        case .shard(let problem): problem.description
        case .unknownAccount(let id, let known):
            "--account \(q(id)) names no account of the statement (known: \(known.map { q($0) }.joined(separator: ", ")))"
        case .pastLastPage(let page, let last):
            "--page \(page) is past the last page (\(last == 1 ? "there is 1 page" : "there are \(last) pages"))"
        case .fromAfterTo(let from, let to): "--from \(q(from)) is after --to \(q(to)) (no day is in that range)"
        case .money(let error): error.description
        case .binaryToTerminal(let format):
            "refusing to write \(format) to a terminal (use --output FILE or redirect standard output)"
        case .attachSourceWith(let option, let reason):
            "--attach-source writes a PDF/A-3 file, which \(option) cannot give: \(reason)"
        case .csvWithoutProfile:
            "--input-format csv needs --csv-profile FILE|NAME: a CSV export does not say how to read it (see 'account-summary csv-profile list')"
        case .csvProfileWithFormat(let format):
            "--csv-profile reads CSV exports; it cannot go with --input-format \(format)"
        case .unknownCSVProfile(let name, let suggestion, let known):
            "no shipped CSV profile \(q(name)) and no such file" + UsageProblem.didYouMean(suggestion)
                + " (shipped: \(known.joined(separator: ", ")))"
        case .csvProfileOnDocument(let path):
            "--csv-profile reads a folder of CSV exports; \(q(path)) is not a folder"
        }
    }

    /// A value from the command line as messages show it: quoted, every control and bidi
    /// character escaped (`\u{1B}`), so nothing typed reaches the terminal raw.
    private func q(_ text: String) -> String { DiagnosticQuoting.quoted(text) }

    /// ` (did you mean "render"?)`, or nothing.
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The known word closest to a mistyped one, if it is close: at most two edits, and
    /// fewer than half its length (so `--to` does not suggest `--jobs`).
    ///
    /// ```swift
    /// UsageProblem.closest(to: "rendr", in: ["render", "demo"])    // "render"
    /// UsageProblem.closest(to: "--formt", in: ["--format", "--to"]) // "--format"
    /// ```
    static func closest(to word: String, in known: some Sequence<String>) -> String? {
        let limit = min(2, (word.count - 1) / 2)
        let ranked = known.map { (word: $0, distance: editDistance(word, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
        return ranked.first?.word
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
