/// A command's description: its arguments, options and examples, from which its usage
/// line, its help and its parser's known options are all made.
///
/// ```swift
/// FormatCommand.help.usage
/// // "usage: account-summary format [AMOUNT ...] --currency CODE --locale ID [--parts]"
/// FormatCommand.help.text  // the usage, the description, grouped options in columns, examples
/// ```
struct CommandHelp: Sendable {
    /// A positional argument, as the usage line writes it and the help explains it.
    struct Argument: Sendable {
        /// `INPUT`, `[AMOUNT ...]`, `verify FILE ...`.
        let synopsis: String
        /// The help's left column (`INPUT`), and what it is.
        let name: String
        let summary: String
    }

    /// One example command line and what it does.
    struct Example: Sendable {
        let command: String
        let comment: String
    }

    let name: String
    /// The one line the top-level help gives the command.
    let abstract: String
    let arguments: [Argument]
    /// Paragraphs after the usage line (blank lines between them; wrapped by the help).
    let discussion: String
    let options: [CommandOption]
    let examples: [Example]
    /// Paragraphs after the examples (file names, grammar), wrapped by the help; may be empty.
    var epilogue = ""

    /// Every option the parser knows: the command's, and `--help`.
    var parsedOptions: [CommandOption] { options + [CommandOption.help] }

    /// The usage line, wrapped at ``CommandHelp/width`` with continuation lines aligned
    /// after the command's name.
    var usage: String {
        let head = "usage: account-summary \(name)"
        // An argument with no synopsis is explained in the help only (`list` beside `check PROFILE FILE | list`).
        let words = arguments.map(\.synopsis).filter { !$0.isEmpty } + options.map(\.synopsis)
        return CommandHelp.wrapWords(words, first: head + " ", indent: String(repeating: " ", count: head.count + 1))
    }

    /// The whole help: usage, description, arguments and options by group in aligned
    /// columns, and examples.
    var text: String {
        var blocks = [usage, CommandHelp.paragraphs(discussion)]
        var entries: [(title: String, rows: [(String, String)])] = []
        if !arguments.isEmpty {
            entries.append(("arguments", arguments.map { ($0.name, $0.summary) }))
        }
        for group in CommandOption.Group.allCases {
            let rows = parsedOptions.filter { $0.group == group }.map { ($0.label, $0.summary) }
            if !rows.isEmpty { entries.append((group.rawValue, rows)) }
        }
        let column = CommandHelp.labelColumn(entries.flatMap { $0.rows.map(\.0) })
        for entry in entries {
            blocks.append("\(entry.title):\n" + entry.rows.map { CommandHelp.row($0.0, $0.1, column: column) }.joined(separator: "\n"))
        }
        if !examples.isEmpty { blocks.append(CommandHelp.examplesBlock(examples)) }
        if !epilogue.isEmpty { blocks.append(CommandHelp.paragraphs(epilogue)) }
        return blocks.joined(separator: "\n\n")
    }

    // MARK: - Layout

    /// Help lines keep within this many columns.
    static let width = 80
    /// The summaries' column starts at most here; a longer label puts its summary on the next line.
    static let widestLabelColumn = 30

    /// Where the summaries start: two columns after the widest label that fits.
    static func labelColumn(_ labels: [String]) -> Int {
        let fitting = labels.map { 2 + $0.count + 2 }.filter { $0 <= widestLabelColumn }
        return fitting.max() ?? widestLabelColumn
    }

    /// `  LABEL   summary`, the summary wrapped and aligned at `column`.
    static func row(_ label: String, _ summary: String, column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let start = "  " + label
        let summaryLines = wrapWords(summary.split(separator: " ").map(String.init), first: "", indent: "",
                                     width: width - column).split(separator: "\n", omittingEmptySubsequences: false)
        if start.count + 2 <= column {
            let first = start + String(repeating: " ", count: column - start.count) + (summaryLines.first ?? "")
            return ([first] + summaryLines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }
        return ([start] + summaryLines.map { indent + $0 }).joined(separator: "\n")
    }

    /// `examples:` and each example, its comment on the line above it.
    static func examplesBlock(_ examples: [Example]) -> String {
        "examples:\n" + examples.map { "  # \($0.comment)\n  \($0.command)" }.joined(separator: "\n")
    }

    /// Paragraphs (separated by blank lines) rewrapped to ``width``.
    ///
    /// ```swift
    /// CommandHelp.paragraphs("One\nparagraph.\n\nTwo.")  // "One paragraph.\n\nTwo."
    /// ```
    static func paragraphs(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            wrapWords(paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init), first: "", indent: "")
        }.joined(separator: "\n\n")
    }

    /// Words joined by spaces into lines of at most `width` columns: the first line starts
    /// with `first`, the others with `indent`; a word longer than a line stands alone.
    static func wrapWords(_ words: [String], first: String, indent: String, width: Int = CommandHelp.width) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
