/// The sections a report can hold, in the report's own order; `--sections` picks among them.
///
/// ```swift
/// try StatementSection.parse(list: "totals,header")  // [.header, .totals]
/// try StatementSection.parse(list: "overview")       // [.header, .tiles, .totals]
/// try StatementSection.parse(list: "summary")        // throws .unknown("summary")
/// ```
public enum StatementSection: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Brand, greeting, addresses, date and period; the footer (contact, legal lines) goes with it.
    case header
    /// The account tiles.
    case tiles
    /// Totals per type and the net position.
    case totals
    /// The per-account statement sections (only when the statement has a period).
    case accounts
    /// Pending transactions (a filtered list is shown when this or ``completed`` is chosen).
    case pending
    /// Completed transactions.
    case completed

    /// The name that stands for header, tiles and totals: the overview users print daily.
    public static let overviewName = "overview"
    /// What `overview` stands for.
    public static let overview: Set<StatementSection> = [.header, .tiles, .totals]

    /// Every name a list may hold, for messages: the sections, then `overview`.
    public static var names: [String] { allCases.map(\.rawValue) + [overviewName] }

    /// The sections a comma-separated list names (order and repeats do not matter).
    ///
    /// - Parameter list: names such as `header,accounts` or `overview`.
    /// - Throws: ``UnknownName`` for a name that is none of ``names`` (an empty item included).
    public static func parse(list: String) throws(UnknownName) -> Set<StatementSection> {
        var sections: Set<StatementSection> = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(item)
            if name == overviewName {
                sections.formUnion(overview)
            } else if let section = StatementSection(rawValue: name) {
                sections.insert(section)
            } else {
                throw UnknownName(name: name)
            }
        }
        return sections
    }

    /// A name in a `--sections` list that names no section.
    public struct UnknownName: Error, Sendable, Hashable {
        /// The name as given.
        public var name: String
    }

    /// In the report's order.
    public static func < (left: StatementSection, right: StatementSection) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
