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

    init(_ arguments: [String], options: Set<String>, flags: Set<String>, usage: String) throws(CLIError) {
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
                guard values[name] == nil else { throw .usage("\(name) is given twice", help: usage) }
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("\(name) needs a value", help: usage) }
                    values[name] = arguments[index]
                    index += 1
                }
            } else if flags.contains(name), inlineValue == nil {
                present.insert(name)
            } else {
                throw .usage("unknown option \(name)", help: usage)
            }
        }
    }

    /// The value given for an option, if any.
    func value(_ name: String) -> String? { values[name] }

    /// The value of an option that must be given.
    func required(_ name: String, usage: String) throws(CLIError) -> String {
        guard let value = values[name] else { throw .usage("missing \(name)", help: usage) }
        return value
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
