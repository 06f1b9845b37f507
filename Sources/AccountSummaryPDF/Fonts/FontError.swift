/// What can be wrong with a font file, named with the file and the table.
///
/// ```swift
/// try TrueTypeFont(bytes: [], name: "Empty.ttf")
/// // throws FontError.truncated(font: "Empty.ttf", table: "offset table")
/// ```
package enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file ends inside a structure it declares.
    case truncated(font: String, table: String)
    /// A table the writer needs is missing.
    case missingTable(font: String, table: String)
    /// Not a TrueType (glyf) font: a CFF font, a collection, or not a font at all.
    case unsupported(font: String, reason: String)
    /// A value in a table is out of its range.
    case malformed(font: String, table: String, reason: String)

    /// The problem in one lowercase line, naming the font and the table.
    package var description: String {
        switch self {
        case .truncated(let font, let table): "font \(font): the \(table) ends early"
        case .missingTable(let font, let table): "font \(font): no '\(table)' table"
        case .unsupported(let font, let reason): "font \(font): \(reason)"
        case .malformed(let font, let table, let reason): "font \(font): '\(table)' table: \(reason)"
        }
    }
}
