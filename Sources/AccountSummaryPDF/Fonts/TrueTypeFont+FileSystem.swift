import Foundation

extension TrueTypeFont {
    /// Where installed fonts are looked for, in order: the user's, then the system's
    /// (Debian's `fonts-noto-*` packages install under `/usr/share/fonts`; macOS keeps its
    /// own and Homebrew's under `/Library/Fonts` and `/System/Library/Fonts`).
    package static var searchDirectories: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        return [home + "/.local/share/fonts", home + "/.fonts", "/usr/local/share/fonts", "/usr/share/fonts",
                home + "/Library/Fonts", "/Library/Fonts", "/System/Library/Fonts"]
    }

    /// The folders, under a search directory, where Debian's (`fonts-noto-core`,
    /// `fonts-noto-cjk`, `fonts-droid-fallback`, `fonts-nanum`), Fedora's and Homebrew's
    /// packages install the fonts the writer uses: looked in before the directory is walked.
    static let knownFolders = ["truetype/noto", "opentype/noto", "truetype/droid", "truetype/nanum",
                               "google-noto", "google-noto-cjk", "google-droid-sans-fonts", "nhn-nanum-gothic", ""]

    /// The path of an installed font file named `fileName` (`NotoSans-Regular.ttf`), or nil.
    ///
    /// ```swift
    /// TrueTypeFont.installed("NotoSans-Regular.ttf")  // "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    /// ```
    package static func installed(_ fileName: String, in directories: [String] = searchDirectories) -> String? {
        installed([fileName], in: directories)[fileName]
    }

    /// The paths of the installed font files among `fileNames`, found in one walk of the
    /// directories (the first directory that has a file wins); names not found are absent.
    ///
    /// ```swift
    /// TrueTypeFont.installed(["NotoSans-Regular.ttf", "Missing.ttf"])  // ["NotoSans-Regular.ttf": "/usr/share/…"]
    /// ```
    package static func installed(_ fileNames: Set<String>, in directories: [String] = searchDirectories) -> [String: String] {
        let files = FileManager.default
        var found: [String: String] = [:]
        for directory in directories where found.count < fileNames.count {
            // Where the packages put them, first: a few look-ups instead of a walk of every
            // font on the machine (hundreds of entries, a fifth of a small PDF's process time).
            for folder in knownFolders {
                for name in fileNames where found[name] == nil {
                    let path = folder.isEmpty ? directory + "/" + name : directory + "/" + folder + "/" + name
                    if access(path, R_OK) == 0 { found[name] = path }
                }
            }
            guard found.count < fileNames.count, let walk = files.enumerator(atPath: directory) else { continue }
            while let relative = walk.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if fileNames.contains(name), found[name] == nil {
                    found[name] = directory + "/" + relative
                    if found.count == fileNames.count { break }
                }
            }
        }
        return found
    }

    /// Reads the font file at `path`, mapped (only the pages read are loaded).
    ///
    /// - Throws: ``FontError`` when the file cannot be read or is not a TrueType font.
    package convenience init(contentsOfFile path: String) throws(FontError) {
        try self.init(file: try FontFile(mapping: path), name: (path as NSString).lastPathComponent)
    }
}
