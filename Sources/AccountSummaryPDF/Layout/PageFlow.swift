/// The statement layout's paginator state: where the next box starts on the page, the bottom
/// margin waiting to collapse with the next box's top one, and the rules that decide when a box
/// goes to a new page, as CSS's block flow and fragmentation set them for the print style
/// (CSS 2.1 §8.3.1, CSS Fragmentation §5.2).
///
/// - Adjoining vertical margins collapse to the larger: a box's top margin with the bottom
///   margin of the box before it.
/// - At the top of a page the margin is truncated after an unforced break, and kept on the
///   first page and after a forced break (`break-before: page`); a box may keep its own margin
///   (a table's caption, whose margins are the table's).
/// - A box that must not break (`break-inside: avoid`), with what must stay on its page after
///   it (`break-after: avoid`: a heading with its first lines, a table's last row with the one
///   before), starts a new page when it does not fit below, unless the page is still empty: a
///   box taller than a page is laid there, across its bottom, rather than pushing page after
///   page.
///
/// ```swift
/// var flow = PageFlow(top: 45, bottom: 741)
/// flow.open(margin: 12)        // at the top of the first page: the margin is kept
/// flow.advance(by: 16)         // a line: y is 73
/// flow.close(margin: 12)
/// flow.open(margin: 8)         // collapses with the 12 above: y is 85
/// flow.breaks(before: 700)     // true: it does not fit below, and the page is not empty
/// ```
struct PageFlow: Sendable {
    /// The page area's top and bottom, in points from the page's top edge.
    let top: Double
    let bottom: Double
    /// The top of the next box, from the page's top edge.
    var y: Double
    /// The bottom margin of the last box, which collapses with the next box's top margin.
    private(set) var pendingMargin = 0.0
    /// Whether nothing has been laid on this page yet.
    private(set) var atPageTop = true
    /// Whether the margin at the top of this page is kept (the first page, a forced break).
    private(set) var keepsMargin = true

    /// The flow at the top of the first page.
    init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
        y = top
    }

    /// Moves to the top of a new page: after a `forced` break the next margin is kept, after
    /// any other it is truncated.
    mutating func startPage(forced: Bool) {
        y = top
        pendingMargin = 0
        atPageTop = true
        keepsMargin = forced
    }

    /// Starts a box whose top margin is `margin`: collapsed with the last box's bottom margin,
    /// truncated at the top of a page after an unforced break unless `kept`.
    mutating func open(margin: Double, kept: Bool = false) {
        let collapsed = max(pendingMargin, margin)
        y += atPageTop && !kept && !keepsMargin ? 0 : collapsed
        pendingMargin = 0
    }

    /// Ends a box whose bottom margin is `margin` (collapsing with the next one's top).
    mutating func close(margin: Double) {
        pendingMargin = margin
        atPageTop = false
    }

    /// Adds the margin waiting above a box whose own margins do not collapse with it (a grid
    /// item, a table's caption): it is added, not collapsed, except at the top of a page.
    mutating func settleMargin() {
        if !atPageTop { y += pendingMargin }
        pendingMargin = 0
    }

    /// Whether a box `height` tall (with what must stay on its page after it) must start a new
    /// page: it does not fit below, and something is on this page already.
    func breaks(before height: Double) -> Bool {
        y + height > bottom && !atPageTop
    }

    /// Lays `height` of content: the next box starts below it, and the page is no longer empty.
    mutating func advance(by height: Double) {
        y += height
        atPageTop = false
    }
}
