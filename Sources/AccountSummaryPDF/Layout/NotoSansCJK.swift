import Foundation

/// Noto Sans CJK, as Debian's `fonts-noto-cjk` installs it: two collections
/// (`NotoSansCJK-Regular.ttc`, `NotoSansCJK-Bold.ttc`) of CFF-outlined faces that share their
/// glyphs and differ in which glyph a character gets, one face per region's writing: `JP`,
/// `KR`, `SC` (Simplified Chinese), `TC` (Traditional), `HK`.
///
/// A collection is mapped on first use and kept (about 20 MB each, of which a statement reads
/// the pages its glyphs need): a statement in Latin letters never opens it. Each face is read
/// once.
///
/// `@unchecked Sendable`: ``faces(_:)`` reads and stores under `lock`; nothing else changes.
///
/// ```swift
/// let cjk = NotoSansCJK.installed()                   // nil without fonts-noto-cjk
/// let japanese = try cjk?.faces(.japanese)           // (regular: NotoSansCJKjp-Regular, bold: NotoSansCJKjp-Bold)
/// NotoSansCJK.Region(language: "ko", locale: "ko_KR")  // .korean
/// ```
package final class NotoSansCJK: @unchecked Sendable {
    /// The collections' file names.
    static let regularFile = "NotoSansCJK-Regular.ttc"
    static let boldFile = "NotoSansCJK-Bold.ttc"

    /// Which region's glyphs a statement's Han characters are drawn with.
    package enum Region: String, Sendable, CaseIterable {
        case japanese = "jp", korean = "kr", simplifiedChinese = "sc", traditionalChinese = "tc", hongKong = "hk"

        /// The region of a report's language and locale: Japanese and Korean by language;
        /// Chinese by script or region (`zh-Hant`, TW and MO: Traditional; HK: Hong Kong; else
        /// Simplified); Simplified Chinese for every other language (an English statement
        /// naming a Chinese merchant), as the collection's most common writing.
        package init(language: String, locale: String) {
            let language = language.lowercased(), locale = locale.lowercased().replacingOccurrences(of: "_", with: "-")
            if language.hasPrefix("ja") { self = .japanese; return }
            if language.hasPrefix("ko") { self = .korean; return }
            if locale.hasPrefix("zh") {
                let parts = Set(locale.split(separator: "-").map(String.init))
                if parts.contains("hk") { self = .hongKong; return }
                if parts.contains("hant") || parts.contains("tw") || parts.contains("mo") { self = .traditionalChinese; return }
            }
            self = .simplifiedChinese
        }

        /// The face's PostScript name in a collection of `weight` (`Regular`, `Bold`).
        func face(_ weight: String) -> String { "NotoSansCJK\(rawValue)-\(weight)" }
    }

    private let regularPath: String
    private let boldPath: String
    private let lock = NSLock()
    private var collections: [String: FontFile] = [:]
    private var loaded: [Region: (regular: TrueTypeFont, bold: TrueTypeFont)] = [:]

    init(regularPath: String, boldPath: String) {
        self.regularPath = regularPath
        self.boldPath = boldPath
    }

    /// The installed collections, or nil when either is missing.
    package static func installed(in directories: [String] = TrueTypeFont.searchDirectories) -> NotoSansCJK? {
        let paths = TrueTypeFont.installed([regularFile, boldFile], in: directories)
        guard let regular = paths[regularFile], let bold = paths[boldFile] else { return nil }
        return NotoSansCJK(regularPath: regular, boldPath: bold)
    }

    /// The regular and bold faces of `region`, read on first use.
    ///
    /// - Throws: ``FontError`` when a collection cannot be read or lacks the face.
    package func faces(_ region: Region) throws(FontError) -> (regular: TrueTypeFont, bold: TrueTypeFont) {
        lock.lock()
        defer { lock.unlock() }
        if let faces = loaded[region] { return faces }
        let regular = try TrueTypeFont(collection: try collection(regularPath), name: Self.regularFile, face: region.face("Regular"))
        let bold = try TrueTypeFont(collection: try collection(boldPath), name: Self.boldFile, face: region.face("Bold"))
        loaded[region] = (regular, bold)
        return (regular, bold)
    }

    /// A collection's bytes, mapped once (the lock is held).
    private func collection(_ path: String) throws(FontError) -> FontFile {
        if let bytes = collections[path] { return bytes }
        let bytes = try FontFile(mapping: path)
        collections[path] = bytes
        return bytes
    }
}
