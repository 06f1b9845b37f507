/// One option of a command: the one description that its parser, its usage line and its
/// help all read, so that they cannot disagree.
///
/// ```swift
/// let format = CommandOption("--format", short: "-f", value: "text|html", group: .output, "output format")
/// format.synopsis  // "[-f text|html]"
/// format.label     // "-f, --format text|html"
/// ```
struct CommandOption: Sendable {
    /// Where an option is listed in a command's help, in this order.
    enum Group: String, CaseIterable, Sendable {
        case input, output, filters, pages, layout
        /// How the work is done (threads, shards, resuming), and help itself.
        case other
    }

    /// The long name, `--format`.
    let name: String
    /// The short form, `-f`, if any.
    let short: String?
    /// What the value looks like (`FILE`, `text|html`), or nil for a flag.
    let value: String?
    let group: Group
    /// What it does, as the help says it (wrapped by the help; may be several sentences).
    let summary: String
    /// Shown without brackets in the usage line.
    var isRequired = false

    init(_ name: String, short: String? = nil, value: String? = nil, group: Group, required: Bool = false, _ summary: String) {
        self.name = name
        self.short = short
        self.value = value
        self.group = group
        self.summary = summary
        self.isRequired = required
    }

    /// Whether the option takes no value.
    var isFlag: Bool { value == nil }

    /// How the usage line shows it: `[-f FORMAT]`, `--currency CODE`, `[--parts]`.
    var synopsis: String {
        let word = [short ?? name, value].compactMap { $0 }.joined(separator: " ")
        return isRequired ? word : "[\(word)]"
    }

    /// How the help's left column shows it: `-o, --output FILE`, `    --locale ID`.
    var label: String {
        (short.map { "\($0), " } ?? "    ") + name + (value.map { " \($0)" } ?? "")
    }

    /// `-h, --help`, which every command takes.
    static let help = CommandOption("--help", short: "-h", group: .other, "show this help")
}
