import Foundation
import Testing

@testable import AccountSummaryCLI

/// The file-system edge read with system calls, held to Foundation's own reading.
@Suite("Platform's folder reading against FileManager")
struct PlatformFilesTests {
    /// Names of every length a folder entry can have (1 to 255 bytes), hidden and not, ASCII and
    /// multi-byte: `readdir`'s records are as long as their names, so a reading that copied the
    /// whole `d_name` field read past the short ones (AddressSanitizer's heap-buffer-overflow in
    /// CI); under the sanitizer this test reads a record of every length.
    static func names() -> [String] {
        var names: [String] = []
        for length in 1...255 {
            names.append("." + String(repeating: "a", count: length - 1))
            names.append(String(repeating: "b", count: length))
        }
        // Two-byte characters: 127 of them and the dot make 255 bytes.
        for count in [1, 2, 63, 127] { names.append("." + String(repeating: "é", count: count)) }
        names.append(".out.html.tmp-12345-AbC123")
        return names.filter { $0 != "." && $0 != ".." }
    }

    @Test("hiddenNames lists exactly the names FileManager lists that start with a dot")
    func hiddenNamesMatchFileManager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in Self.names() {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()), "\(name.utf8.count) bytes")
        }
        let oracle = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        let read = try #require(Platform.hiddenNames(in: folder.path))
        // `readdir` also lists the folder itself and its parent, which FileManager leaves out.
        #expect(oracle.count == 254 + 4 + 1)
        #expect(read.sorted() == (oracle + [".", ".."]).sorted())
    }

    @Test("hiddenNames of a folder that is not there is nil")
    func missingFolder() {
        #expect(Platform.hiddenNames(in: "/nonexistent-\(UUID().uuidString)") == nil)
    }
}
