import AccountSummary

/// Everything that can be wrong with a command line, worded in one place (exit 64).
///
/// ```swift
/// UsageProblem.unknownValue(of: "--color", "blue", expected: ["auto", "always", "never"]).description
/// // "unknown --color \"blue\" (expected auto, always or never)"
/// ```
enum UsageProblem: CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(String)
    case missingValue(option: String)
    case givenTwice(option: String)
    case missingOption(String)
    /// A positional argument is missing: `missing INPUT`.
    case missingArgument(String)
    /// More positional arguments than the one expected.
    case tooManyArguments(String, count: Int)
    case unexpectedArgument(String)
    /// A value outside a fixed set, for an option (`--color`) or a thing (`format`, `action`).
    case unknownValue(of: String, String, expected: [String])
    /// An action word is missing (`golden verify`, `labels check`).
    case missingAction(expected: [String])
    case notWholeNumber(option: String, String, minimum: Int)
    case notADate(option: String, String)
    case notAShard(String)
    /// A locale or currency that Foundation does not know.
    case money(MoneyError)
    /// A binary format (PDF) bound for a terminal.
    case binaryToTerminal(format: String)

    var description: String {
        switch self {
        case .unknownCommand(let name): "unknown command \"\(name)\""
        case .unknownOption(let name): "unknown option \(name)"
        case .missingValue(let option): "\(option) needs a value"
        case .givenTwice(let option): "\(option) is given twice"
        case .missingOption(let option): "missing \(option)"
        case .missingArgument(let name): "missing \(name)"
        case .tooManyArguments(let name, let count): "expected one \(name), got \(count)"
        case .unexpectedArgument(let argument): "unexpected argument \(argument)"
        case .unknownValue(let subject, let value, let expected):
            "unknown \(subject) \"\(value)\" (expected \(UsageProblem.alternatives(expected)))"
        case .missingAction(let expected): "missing action (expected \(UsageProblem.alternatives(expected)))"
        case .notWholeNumber(let option, let text, let minimum): "\(option) \"\(text)\" is not a whole number of at least \(minimum)"
        case .notADate(let option, let text): "\(option) \"\(text)\" is not a date (expected YYYY-MM-DD)"
        case .notAShard(let text): "--shard \"\(text)\" is not K/N with 0 ≤ K < N"
        case .money(let error): error.description
        case .binaryToTerminal(let format):
            "refusing to write \(format) to a terminal (use --output FILE or redirect standard output)"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
