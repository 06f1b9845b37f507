import Foundation

extension Template {
    /// Reads and parses a template file, named by its file name in error messages.
    ///
    /// ```swift
    /// try Template(contentsOfFile: "templates/statement.html.mustache").name
    /// // "statement.html.mustache"
    /// ```
    ///
    /// - Parameter path: The file's path.
    public init(contentsOfFile path: String) throws(TemplateError) {
        let source = try Template.readText(atPath: path)
        try self.init(source, name: (path as NSString).lastPathComponent)
    }

    /// The UTF-8 text of a file.
    static func readText(atPath path: String) throws(TemplateError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateError.unreadableFile(path: path)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TemplateError.invalidEncoding(path: path)
        }
        return text
    }
}
