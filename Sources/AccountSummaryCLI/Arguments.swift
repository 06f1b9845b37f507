/// A command line split into positionals, options with values and flags, by the
/// options a command's ``CommandHelp`` lists (and `--help`).
///
/// Accepts `--name value`, `--name=value` and an option's short form (`-o FILE`); `--`
/// ends the options; a token such as `-4.50` is a positional (a negative amount), not a flag.
///
/// ```swift
/// let arguments = try Arguments(["-4.5", "--currency", "USD", "--parts"], help: FormatCommand.help)
/// arguments.positionals          // ["-4.5"]
/// arguments.value("--currency")  // "USD"
/// arguments.has("--parts")       // true
/// ```
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var present: Set<String> = []
    /// The command's help, whose text the errors it raises carry (and those of the options
    /// read from it: ``StatementInput``, ``ReportSettings``, ``PDFOptions``).
    let help: CommandHelp
    /// The command's help text, made when an error needs it (a good command line never does).
    var usage: String { help.text }

    init(_ arguments: [String], help: CommandHelp) throws(CLIError) {
        self.help = help
        let known = help.parsedOptions
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
            guard let option = known.first(where: { $0.name == name || $0.short == name }), !option.isFlag || inlineValue == nil else {
                throw .usage(.unknownOption(name, suggestion: UsageProblem.closest(to: name, in: known.map(\.name))), help: usage)
            }
            name = option.name
            if option.isFlag {
                present.insert(name)
                continue
            }
            guard values[name] == nil else { throw .usage(.givenTwice(option: name), help: usage) }
            if let inlineValue {
                values[name] = inlineValue
            } else {
                guard index < arguments.count else { throw .usage(.missingValue(option: name), help: usage) }
                values[name] = arguments[index]
                index += 1
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

    /// A whole-number option within `range`, if given: anything else, a number too large for the
    /// machine included, is a usage error naming the option and its range.
    func wholeNumber(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(.notWholeNumber(option: name, text, range: range), help: usage)
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
