import Foundation

extension Browser {
    /// The names looked for on `PATH`, in order.
    static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The browser to print with: `--browser PATH`, then `ACCOUNT_SUMMARY_BROWSER`, then the
    /// first of ``names`` on `PATH`.
    ///
    /// ```swift
    /// try Browser.locate(explicit: nil)  // "/usr/bin/chromium"
    /// ```
    /// - Throws: ``BrowserError/notFound`` (none at all), ``BrowserError/notExecutable(_:source:)``
    ///   (a named one that cannot run).
    static func locate(explicit: String?) throws(BrowserError) -> String {
        let files = FileManager.default
        for (source, path) in [("--browser", explicit), ("ACCOUNT_SUMMARY_BROWSER", Platform.environment("ACCOUNT_SUMMARY_BROWSER"))] {
            guard let path, !path.isEmpty else { continue }
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  files.isExecutableFile(atPath: path) else { throw .notExecutable(path, source: source) }
            return path
        }
        let folders = (Platform.environment("PATH") ?? "").split(separator: ":", omittingEmptySubsequences: true)
        for name in names {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if files.isExecutableFile(atPath: path) { return path }
            }
        }
        throw .notFound
    }
}
