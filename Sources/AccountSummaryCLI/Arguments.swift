/// A command line split into positionals, options with values and flags.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options; a token
/// such as `-4.50` is a positional (a negative amount), not a flag. The short forms
/// in ``shortForms`` (`-o FILE`, `-f FORMAT`) stand for their long options wherever
/// a command takes those.
///
/// ```swift
/// let arguments = try Arguments(["-4.5", "--currency", "USD", "--parts"],
///                               options: ["--currency"], flags: ["--parts"], usage: "…")
/// arguments.positionals          // ["-4.5"]
/// arguments.value("--currency")  // "USD"
/// arguments.has("--parts")       // true
/// ```
struct Arguments {
    /// Short options and the long options they stand for.
    static let shortForms = ["-o": "--output", "-f": "--format"]

    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var present: Set<String> = []
    /// The command's usage text, for the errors it raises.
    let usage: String

    init(_ arguments: [String], options: Set<String>, flags: Set<String>, usage: String) throws(CLIError) {
        self.usage = usage
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !Arguments.looksLikeOption(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            if let long = Arguments.shortForms[name], options.contains(long) { name = long }
            if options.contains(name) {
                guard values[name] == nil else { throw .usage(.givenTwice(option: name), help: usage) }
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage(.missingValue(option: name), help: usage) }
                    values[name] = arguments[index]
                    index += 1
                }
            } else if flags.contains(name), inlineValue == nil {
                present.insert(name)
            } else {
                let known = options.union(flags).union(["--help"])
                throw .usage(.unknownOption(name, suggestion: UsageProblem.closest(to: name, in: known)), help: usage)
            }
        }
    }

    /// The value given for an option, if any.
    func value(_ name: String) -> String? { values[name] }

    /// The value of an option that must be given.
    func required(_ name: String) throws(CLIError) -> String {
        guard let value = values[name] else { throw .usage(.missingOption(name), help: usage) }
        return value
    }

    /// The one positional argument a command takes (`INPUT`, `TEMPLATE`).
    func single(_ name: String) throws(CLIError) -> String {
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? .missingArgument(name) : .tooManyArguments(name, count: positionals.count),
                         help: usage)
        }
        return positionals[0]
    }

    /// An option's value from a fixed set (`--color never` → `.never`), if given.
    /// - Parameter subject: how the message names it (default: the option, `--color`).
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, subject: String? = nil) throws(CLIError) -> Choice?
    where Choice.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw .usage(.unknownValue(of: subject ?? name, text, expected: Choice.allCases.map(\.rawValue)), help: usage)
        }
        return choice
    }

    /// A whole-number option of at least `minimum`, if given.
    func wholeNumber(_ name: String, atLeast minimum: Int) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw .usage(.notWholeNumber(option: name, text, minimum: minimum), help: usage)
        }
        return number
    }

    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { present.contains(flag) }

    /// `-x`, `--name`: an option; `-4.5`, `-.5`, `-`: a value.
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let second = argument[argument.index(after: argument.startIndex)]
        return !(second.isNumber || second == ".")
    }
}
