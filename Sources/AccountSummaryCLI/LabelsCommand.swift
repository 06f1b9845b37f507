import AccountSummary
import AccountSummaryScale

/// `account-summary labels check FILE`: finds what a translator must fix in a String Catalog.
struct LabelsCommand {
    static let help = CommandHelp(
        name: "labels",
        abstract: "check a String Catalog of the report's wording (labels check FILE)",
        arguments: [.init(synopsis: "check FILE", name: "check FILE", summary: "the String Catalog (.xcstrings) to check")],
        discussion: """
            Checks a String Catalog of the report's wording. For every language in it,
            reports each key that is missing or not marked translated, each plural phrase
            that lacks a CLDR category of the language, and each placeholder (%@, %lld,
            %1$@) that differs from the source language's. Keys the report uses that the
            catalog lacks count as missing; a key the report does not know (an English
            phrase used as a key, a misspelt key) is named with the key meant. Exits 65 if
            anything is found, 0 when the
            catalog is clean. The built-in catalog is templates/report.xcstrings in the
            source tree.
            """,
        options: [],
        examples: [
            .init(command: "account-summary labels check templates/report.xcstrings", comment: "the built-in catalog: no problems"),
            .init(command: "account-summary labels check my-wording.xcstrings", comment: "every gap a translator must fill"),
        ])
    static let usage = help.text


    let path: String

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: LabelsCommand.help)
        guard let action = parsed.positionals.first else { throw .usage(.missingAction(expected: ["check"]), help: LabelsCommand.usage) }
        guard action == "check" else { throw .usage(.unknownValue(of: "action", action, expected: ["check"]), help: LabelsCommand.usage) }
        guard parsed.positionals.count == 2 else {
            throw .usage(parsed.positionals.count < 2 ? .missingArgument("FILE") : .tooManyArguments("FILE", count: parsed.positionals.count - 1),
                         help: LabelsCommand.usage)
        }
        path = parsed.positionals[1]
    }

    func run() throws(CLIError) {
        let bytes = try Platform.readInput(path)
        let catalog: StringCatalog
        do { catalog = try StringCatalog(parsing: bytes) } catch { throw .data(["\(path): \(error)"]) }
        // A key the report does not know is never used: --labels refuses it, and so does the check.
        let unknown = catalog.unknownKeys(in: .builtIn)
        let problems = catalog.problems(requiredKeys: StringCatalog.builtIn.keys)
        let languages = catalog.languages
        guard problems.isEmpty else {
            let affected = Set(problems.map(\.language)).count
            throw .data(unknown.map { "\(path): \($0)" } + problems.map { "\(path): \($0)" } + [
                "\(path): \(problems.count) \(problems.count == 1 ? "problem" : "problems") in \(affected) of \(languages.count) "
                    + (languages.count == 1 ? "language" : "languages"),
            ])
        }
        guard unknown.isEmpty else { throw .data(unknown.map { "\(path): \($0)" }) }
        try Platform.print("\(path): \(catalog.entries.count) keys in \(languages.count) languages (\(languages.joined(separator: " "))), no problems\n")
    }
}
