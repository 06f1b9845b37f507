import Foundation

extension TemplateLibrary {
    /// Reads and parses every `*.mustache` file directly inside a folder; each is
    /// named by its file name without the extension, as `{{>name}}` refers to it.
    ///
    /// Sub-folders are not searched.
    ///
    /// ```swift
    /// // templates/header.mustache, templates/row.mustache
    /// try TemplateLibrary(contentsOfDirectory: "templates").names  // ["header", "row"]
    /// ```
    ///
    /// - Parameter path: The folder's path.
    public init(contentsOfDirectory path: String) throws(TemplateError) {
        let fileManager = FileManager.default
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: path)
        } catch {
            throw TemplateError.unreadableDirectory(path: path)
        }
        let suffix = ".mustache"
        var templates: [String: Template] = [:]
        for entry in entries.sorted() where entry.hasSuffix(suffix) && !entry.hasPrefix(".") {
            let filePath = (path as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: filePath, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            templates[String(entry.dropLast(suffix.count))] = try Template(contentsOfFile: filePath)
        }
        self.init(templates)
    }
}
