import AccountSummary

/// The measures and palette the native PDF lays a statement out with, in points, read from the
/// built-in HTML's style sheet (`DefaultTemplates.stylesheet`) as print media sees it: the
/// HTML and the PDF have one style source. A size, margin or colour changed in
/// `templates/statement.html.mustache` changes both the browser's print and the native one.
///
/// CSS lengths become points as a printer makes them: `1rem` is the root's 16px, 12pt (the
/// sheet gives the root no size of its own); `1px` is ¾pt; `mm` and `pt` as they are.
///
/// ```swift
/// PrintStyle.builtIn.heading.fontSize  // 13.2 (h2's 1.1rem)
/// PrintStyle.builtIn.pageMargins.top   // 45.35… (@page's 16mm)
/// ```
struct PrintStyle: Sendable {
    /// A box's four sides, as CSS's shorthands give them (top, right, bottom, left); the
    /// layout mirrors right to left where the statement is.
    struct Edges: Sendable, Equatable {
        var top = 0.0, right = 0.0, bottom = 0.0, left = 0.0
    }

    /// What a block's rule gives it: its font size (where the rule sets none, the size it
    /// inherits, which the layout names), margins and padding.
    struct Box: Sendable {
        var fontSize: Double
        var margin = Edges()
        var padding = Edges()
    }

    /// What the sheet lacks, or has in a form this reader does not take.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case missing(selector: String, property: String)
        case unreadable(selector: String, property: String, value: String)

        var description: String {
            switch self {
            case .missing(let selector, let property): "the style sheet gives \(selector) no \(property)"
            case .unreadable(let selector, let property, let value):
                "the style sheet's \(selector) { \(property): \(value) } is not a length or colour the native pdf reads"
            }
        }
    }

    /// CSS's `rem`: the root's 16px, in points.
    static let rem = 12.0

    /// The built-in sheet's style, read once.
    static let builtIn: PrintStyle = {
        do {
            return try PrintStyle(Stylesheet(DefaultTemplates.stylesheet))
        } catch {
            // The sheet is built in: `PrintStyleTests` reads it, so this is never reached in a release.
            preconditionFailure("\(error)")
        }
    }()

    /// `@page`'s margins.
    let pageMargins: Edges
    /// The print body's font size and its line height, a multiple of it.
    let body: Double
    let leading: Double
    /// The print palette: the `:root` custom properties, `@media print`'s where it sets them.
    let ink, muted, card, rule, negative, teal, orange, purple: PDFColor

    /// `.header .brand`, `.header .bank-address`, `.header h1`, `.header .customer-address`, `.header .period`.
    let bankAddress, title, customerAddress, period: Box
    /// `h2`: a section's heading; `caption`: a table's.
    let heading, caption: Box
    /// `th, td`: a cell's padding, and the width of the rule under it.
    let cell: Box
    let cellRule: Double
    /// `thead th`: the column heads' size.
    let columnHead: Box
    /// `td.description .details`: a transaction's detail lines.
    let details: Box
    /// `.marker`: a list's "showing N of M" line.
    let marker: Box
    /// `.notice`: a warning under a tile or an account (a bar at its start, `noticeBar` wide).
    let notice: Box
    let noticeBar: Double
    /// `.statement-footer` and its paragraphs; the rule above it.
    let footer, footerParagraph: Box
    let footerRule: Double
    /// `.account-statement caption .account-type` (and `.account-number`): after the account's name.
    let captionDetail: Box
    /// `.account-statement.teal caption`'s rule under an account's caption.
    let captionRule: Double
    /// `.totals .net th` and `.account-statement tfoot .closing th`: the rule above a total line.
    let totalRule: Double
    /// `.tiles`: the grid's gap and the narrowest its columns may be (`minmax(min(15rem, 100%), 1fr)`).
    let tileGap, tileColumn: Double
    /// `.tile`: its padding, the border under it in its account type's colour, its corners' radius.
    let tile: Box
    let tileBorder, tileRadius: Double
    /// `.tile-type`, `.tile-name`, `.tile-title`, `.tile-balance`: a tile's lines.
    let tileType, tileName, tileTitle, tileBalance: Box
    /// `.balance-chart` (and `.flow-chart`): a chart's figure; the drawings' heights.
    let chart: Box
    let balanceChartHeight, flowChartHeight: Double
    /// `.chart-axis`: the dates and amounts under a chart.
    let chartAxis: Box
    /// `.flow-chart figcaption`: the money-flow chart's legend, `legendGap` between its keys;
    /// `.flow-chart .key::before`: a key's square and the space after it.
    let legend: Box
    let legendGap, swatch, swatchSpace: Double
    /// `.balance-chart polyline` and `.flow-chart .axis`: the lines' widths.
    let chartLine, chartAxisLine: Double
    /// `.tile-balance .currency` (and its decimal separator and cents): their size and how far
    /// they are raised, in ems of the balance's size and of their own.
    let raisedSize, raisedShift: Double
    /// `@page`'s `@bottom-left` and `@bottom-right`: the running footer's size and colour.
    let pageFooterSize: Double
    let pageFooterColor: PDFColor

    /// Reads the measures from `sheet`.
    ///
    /// - Throws: ``Problem`` naming the selector and property that is missing or unreadable.
    init(_ sheet: Stylesheet) throws(Problem) {
        let reader = Reader(sheet: sheet)
        pageMargins = try reader.edges("@page", "margin")
        body = try reader.length("body", "font-size")
        leading = try reader.lineHeight("body", "font")
        ink = try reader.color(":root", "--ink")
        muted = try reader.color(":root", "--muted")
        card = try reader.color(":root", "--card")
        rule = try reader.color(":root", "--rule")
        negative = try reader.color(":root", "--negative")
        teal = try reader.color(":root", "--teal")
        orange = try reader.color(":root", "--orange")
        purple = try reader.color(":root", "--purple")
        bankAddress = try reader.box(".header .bank-address")
        title = try reader.box(".header h1")
        customerAddress = try reader.box(".header .customer-address", fontSize: body)
        period = try reader.box(".header .period", fontSize: body)
        heading = try reader.box("h2")
        caption = try reader.box("caption")
        cell = try reader.box("td", fontSize: body)
        cellRule = try reader.border("td", "border-bottom")
        columnHead = try reader.box("thead th")
        details = try reader.box("td.description .details")
        marker = try reader.box(".marker")
        notice = try reader.box(".notice")
        noticeBar = try reader.border(".notice", "border-inline-start")
        footer = try reader.box(".statement-footer")
        footerParagraph = try reader.box(".statement-footer p", fontSize: 0)
        footerRule = try reader.border(".statement-footer", "border-top")
        captionDetail = try reader.box(".account-statement caption .account-type")
        captionRule = try reader.border(".account-statement.teal caption", "border-bottom")
        totalRule = try reader.border(".totals .net th", "border-top")
        tileGap = try reader.length(".tiles", "gap")
        tileColumn = try reader.firstLength(".tiles", "grid-template-columns")
        tile = try reader.box(".tile", fontSize: body)
        tileBorder = try reader.border(".tile", "border-bottom")
        tileRadius = try reader.length(".tile", "border-radius")
        tileType = try reader.box(".tile-type")
        tileName = try reader.box(".tile-name")
        tileTitle = try reader.box(".tile-title")
        tileBalance = try reader.box(".tile-balance")
        chart = try reader.box(".balance-chart", fontSize: body)
        balanceChartHeight = try reader.length(".balance-chart svg", "height")
        flowChartHeight = try reader.length(".flow-chart svg", "height")
        chartAxis = try reader.box(".chart-axis")
        legend = try reader.box(".flow-chart figcaption")
        legendGap = try reader.edges(".flow-chart figcaption", "gap").right
        swatch = try reader.length(".flow-chart .key::before", "width")
        swatchSpace = try reader.length(".flow-chart .key::before", "margin-inline-end")
        chartLine = try reader.length(".balance-chart polyline", "stroke-width")
        chartAxisLine = try reader.length(".flow-chart .axis", "stroke-width")
        raisedSize = try reader.ems(".tile-balance .currency", "font-size")
        raisedShift = try reader.ems(".tile-balance .currency", "vertical-align")
        pageFooterSize = try reader.fontSize("@page @bottom-left", "font")
        pageFooterColor = try reader.color("@page @bottom-left", "color")
    }

    /// Lengths, colours and boxes read from a sheet.
    struct Reader {
        let sheet: Stylesheet

        func value(_ selector: String, _ property: String) throws(Problem) -> String {
            guard let value = sheet.value(selector, property) else { throw .missing(selector: selector, property: property) }
            return value
        }

        /// A length in points: `rem`, `px`, `pt`, `mm`, or 0.
        static func points(_ text: Substring) -> Double? {
            for (unit, scale) in [("rem", PrintStyle.rem), ("px", 0.75), ("pt", 1.0)] where text.hasSuffix(unit) {
                return number(text.dropLast(unit.count)).map { $0 * scale }
            }
            if text.hasSuffix("mm") { return number(text.dropLast(2)).map { $0 / 25.4 * 72 } }
            return text == "0" ? 0 : nil
        }

        /// A CSS number (`.45` as well as `0.45`).
        static func number(_ text: Substring) -> Double? {
            text.hasPrefix(".") ? Double("0" + text) : Double(text)
        }

        func length(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            guard let points = Self.points(Substring(text)) else { throw .unreadable(selector: selector, property: property, value: text) }
            return points
        }

        /// A shorthand of one to four lengths, as CSS spreads them over the four sides.
        func edges(_ selector: String, _ property: String) throws(Problem) -> Edges {
            let text = try value(selector, property)
            let lengths = text.split(separator: " ").map(Self.points)
            guard (1...4).contains(lengths.count), lengths.allSatisfy({ $0 != nil }) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            let sides = lengths.map { $0! }
            let top = sides[0], right = sides.count > 1 ? sides[1] : top
            let bottom = sides.count > 2 ? sides[2] : top, left = sides.count > 3 ? sides[3] : right
            return Edges(top: top, right: right, bottom: bottom, left: left)
        }

        /// A length in ems (`.5em`: 0.5).
        func ems(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            guard text.hasSuffix("em"), !text.hasSuffix("rem"), let ems = Self.number(text.dropLast(2)) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return ems
        }

        /// The size a `font` shorthand gives (`8pt system-ui, …`: 8).
        func fontSize(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            guard let first = text.split(separator: " ").first, let size = Self.points(first.split(separator: "/")[0]) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return size
        }

        /// The first length in a value that holds others (`minmax(min(15rem, 100%), 1fr)`: 180).
        func firstLength(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            let tokens = text.split { " ,()".contains($0) }
            guard let points = tokens.lazy.compactMap({ $0 == "0" ? nil : Self.points($0) }).first else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return points
        }

        /// A border shorthand's width (`1px solid var(--rule)`: 0.75).
        func border(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            guard let first = text.split(separator: " ").first, let width = Self.points(first) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return width
        }

        /// The line height a `font` shorthand gives (`16px/1.45 system-ui, …`: 1.45).
        func lineHeight(_ selector: String, _ property: String) throws(Problem) -> Double {
            let text = try value(selector, property)
            guard let size = text.split(separator: " ").first, let slash = size.firstIndex(of: "/"),
                  let height = Self.number(size[size.index(after: slash)...]) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return height
        }

        /// A colour: `#rgb`, `#rrggbb` or `var(--name)` of `:root`.
        func color(_ selector: String, _ property: String) throws(Problem) -> PDFColor {
            var text = try value(selector, property)
            if text.hasPrefix("var("), text.hasSuffix(")") { text = try value(":root", String(text.dropFirst(4).dropLast())) }
            var digits = Array(text.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            guard text.hasPrefix("#"), digits.count == 6, let hex = Int(String(digits), radix: 16) else {
                throw .unreadable(selector: selector, property: property, value: text)
            }
            return PDFColor(hex: hex)
        }

        /// `selector`'s font size (`fontSize` when its rule sets none), margin and padding (0 where
        /// unset): the shorthands, then the longhands over them (`margin-top`, `margin-inline-start`…).
        func box(_ selector: String, fontSize: Double? = nil) throws(Problem) -> Box {
            let declarations = sheet.rules[selector] ?? [:]
            let size = declarations["font-size"] == nil && fontSize != nil ? fontSize! : try length(selector, "font-size")
            var box = Box(fontSize: size)
            if declarations["margin"] != nil { box.margin = try edges(selector, "margin") }
            if declarations["padding"] != nil { box.padding = try edges(selector, "padding") }
            // Each longhand replaces its side of the shorthand (a rule giving one side twice, as
            // `margin-left` and `margin-inline-start`, is read in no set order: the built-in sheet
            // has none); the start side is the layout's left (it mirrors a right-to-left
            // statement), the end its right.
            for property in declarations.keys where property.hasPrefix("margin-") || property.hasPrefix("padding-") {
                let margin = property.hasPrefix("margin-")
                let edge: WritableKeyPath<Edges, Double>
                switch property.dropFirst(margin ? 7 : 8) {
                case "top": edge = \.top
                case "right", "inline-end": edge = \.right
                case "bottom": edge = \.bottom
                case "left", "inline-start": edge = \.left
                default: continue
                }
                let points = try length(selector, property)
                if margin { box.margin[keyPath: edge] = points } else { box.padding[keyPath: edge] = points }
            }
            return box
        }
    }
}
