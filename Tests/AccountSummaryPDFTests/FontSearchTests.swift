@testable import AccountSummaryPDF
import Foundation
import Testing

/// Where installed fonts are found: the folders packages install into are looked in first,
/// anything else by a walk, and an earlier search directory (the user's) wins over a later
/// one (the system's) whichever way each found it.
@Suite("Installed fonts found")
struct FontSearchTests {
    @Test("known folders, then a walk; the first directory that has a file wins; a missing name is absent")
    func search() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("font-search-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "user/deep/x/NotoSans-Regular.ttf",  // the user's copy, found by walking
            "system/truetype/noto/NotoSans-Regular.ttf",  // the package's, which must not win over it
            "system/truetype/noto/NotoSansMath-Regular.ttf",
            "system/opentype/noto/NotoSansCJK-Regular.ttc",
            "system/NanumGothic.ttf",  // at the top of a search directory
            "system/misc/deeper/DroidSansFallbackFull.ttf",  // only a walk finds it
        ]
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data([0])))
        }
        let names: Set = ["NotoSans-Regular.ttf", "NotoSansMath-Regular.ttf", "NotoSansCJK-Regular.ttc", "NanumGothic.ttf",
                          "DroidSansFallbackFull.ttf", "Missing.ttf"]
        let found = TrueTypeFont.installed(names, in: [root + "/none", root + "/user", root + "/system"])
        #expect(found == [
            "NotoSans-Regular.ttf": root + "/user/deep/x/NotoSans-Regular.ttf",
            "NotoSansMath-Regular.ttf": root + "/system/truetype/noto/NotoSansMath-Regular.ttf",
            "NotoSansCJK-Regular.ttc": root + "/system/opentype/noto/NotoSansCJK-Regular.ttc",
            "NanumGothic.ttf": root + "/system/NanumGothic.ttf",
            "DroidSansFallbackFull.ttf": root + "/system/misc/deeper/DroidSansFallbackFull.ttf",
        ])
    }
}
