import AccountSummary
import Foundation

/// `account-summary template TEMPLATE [--data FILE] [--partials DIR] [--format html|text]`.
struct TemplateCommand {
    static let usage = """
        usage: account-summary template TEMPLATE [--data FILE] [--partials DIR] [--format html|text] [--strict]

        Renders any Mustache template with JSON data, to design and preview templates.

        options:
          --data FILE      JSON data (default: an empty object); - for standard input
          --partials DIR   where {{> name}} finds name.mustache (default: the template's folder)
          --format html|text  html escapes {{x}} as the Mustache spec says (default); text escapes nothing
          --strict         a name with no value is an error
          -h, --help       show this help
        """

    let path: String
    let data: String?
    let partials: String?
    let escaping: TemplateEscaping
    let strict: Bool

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, options: ["--data", "--partials", "--format"], flags: ["--strict"],
                                   usage: TemplateCommand.usage)
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
        do { try template.render(value, partials: library, escaping: escaping, strict: strict, to: &output) } catch {
            throw .data([error.description])
        }
        try Platform.print(output)
    }
}
