/// The sections a report can hold, in the report's own order; `--sections` picks among them.
///
/// ```swift
/// try StatementSection.parse(list: "totals,header")  // [.header, .totals]
/// try StatementSection.parse(list: "overview")       // [.header, .tiles, .totals]
/// try StatementSection.parse(list: "summary")        // throws .unknown("summary")
/// ```
///
/// A struct over a private enum, as swift-foundation does for sets that grow (a chart
/// section, say): a section added later is not a source break for an app that switches
/// over the sections it knows (with `default:`).
public struct StatementSection: RawRepresentable, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    private enum Kind: String, CaseIterable {
        case header, tiles, totals, accounts, pending, completed
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Brand, greeting, addresses, date and period; the footer (contact, legal lines) goes with it.
    public static let header = StatementSection(.header)
    /// The account tiles.
    public static let tiles = StatementSection(.tiles)
    /// Totals per type and the net position.
    public static let totals = StatementSection(.totals)
    /// The per-account statement sections (only when the statement has a period).
    public static let accounts = StatementSection(.accounts)
    /// Pending transactions (a filtered list is shown when this or ``completed`` is chosen).
    public static let pending = StatementSection(.pending)
    /// Completed transactions.
    public static let completed = StatementSection(.completed)

    /// Every section, in the report's order.
    public static var allCases: [StatementSection] { Kind.allCases.map(StatementSection.init) }

    /// The section a name such as `totals` names, or nil (`overview` is a list: ``parse(list:)``).
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The section's name in a `--sections` list.
    public var rawValue: String { kind.rawValue }

    /// The section's name, as ``rawValue``.
    public var description: String { rawValue }

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
        public package(set) var name: String
    }

    /// In the report's order.
    public static func < (left: StatementSection, right: StatementSection) -> Bool {
        Kind.allCases.firstIndex(of: left.kind)! < Kind.allCases.firstIndex(of: right.kind)!
    }
}
