import AccountSummary
import AccountSummaryScale
import Foundation

/// `account-summary template TEMPLATE [--data FILE] [--partials DIR] [--format html|text]`.
struct TemplateCommand {
    static let help = CommandHelp(
        name: "template",
        abstract: "render any Mustache template with JSON data, to design templates",
        arguments: [.init(synopsis: "TEMPLATE", name: "TEMPLATE", summary: "a Mustache template file")],
        discussion: "Renders any Mustache template with JSON data, to design and preview templates.",
        options: [
            CommandOption("--data", value: "FILE", group: .input, "JSON data (default: an empty object); - for standard input"),
            CommandOption("--partials", value: "DIR", group: .input, "where {{> name}} finds name.mustache (default: the template's folder)"),
            CommandOption("--format", short: "-f", value: "html|text", group: .output,
                          "html escapes {{x}} as the Mustache spec says (default); text escapes nothing"),
            CommandOption("--strict", group: .layout, "a name with no value is an error"),
        ],
        examples: [
            .init(command: "account-summary template card.mustache --data data.json", comment: "{{x}} HTML-escaped, as the spec says"),
            .init(command: "account-summary template card.txt.mustache --data data.json -f text --strict",
                  comment: "plain text, a misspelled name an error naming file:line:column"),
        ])
    static let usage = help.text


    let path: String
    let data: String?
    let partials: String?
    let escaping: TemplateEscaping
    let strict: Bool

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: TemplateCommand.help)
        path = try parsed.single("TEMPLATE")
        data = parsed.value("--data")
        partials = parsed.value("--partials")
        switch parsed.value("--format") ?? "html" {
        case "html": escaping = .html
        case "text": escaping = .none
        case let other: throw .usage(.unknownValue(of: "format", other, expected: ["html", "text"]), help: TemplateCommand.usage)
        }
        strict = parsed.has("--strict")
    }

    func run() throws(CLIError) {
        let source = try Platform.readText(path)
        let template: Template
        let library: TemplateLibrary
        do {
            template = try Template(source, name: Platform.fileName(path))
            library = try TemplateLibrary(contentsOfDirectory: partials ?? URL(fileURLWithPath: path).deletingLastPathComponent().path)
        } catch {
            switch error {
            case .unreadableFile, .unreadableDirectory: throw .noInput(error.description)
            default: throw .data([error.description])
            }
        }
        var value: TemplateValue = [:]
        if let data {
            let bytes = try Platform.readInput(data)
            do { value = try TemplateValue(json: JSONDocument(parsing: bytes).root) } catch {
                throw .data(["\(data): \(error)"])
            }
        }
        var output = ""
        // A million expansions is far more than a report's layout needs, and stops a template
        // whose partials fan out (each including itself twice) long before memory runs out.
        do {
            try template.render(value, partials: library, escaping: escaping, strict: strict, maximumExpansions: 1_000_000, to: &output)
        } catch {
            throw .data([error.description])
        }
        try Platform.print(output)
    }
}
