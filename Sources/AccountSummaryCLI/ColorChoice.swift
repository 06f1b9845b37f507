import AccountSummary
import AccountSummaryScale

/// `--color auto|always|never`, and the one rule that decides whether a report is coloured.
///
/// ```swift
/// ColorChoice.auto.isColored(format: nil, toTerminal: true, noColor: false)    // true
/// ColorChoice.auto.isColored(format: .text, toTerminal: true, noColor: false)  // false
/// ColorChoice.never.isColored(format: .ansi, toTerminal: true, noColor: false) // false
/// ```
enum ColorChoice: String, CaseIterable {
    case auto, always, never

    /// Whether the terminal layout is written with SGR colour.
    ///
    /// `always` and `never` decide alone. `auto` follows an explicit `--format` (`ansi`
    /// colours, `text` does not); with none, colour goes to a terminal when `NO_COLOR` is unset.
    func isColored(format: ReportFormat?, toTerminal: Bool, noColor: Bool) -> Bool {
        switch (self, format) {
        case (.always, _): true
        case (.never, _): false
        case (.auto, nil): toTerminal && !noColor
        case (.auto, let format?): format == .ansi
        }
    }
}
