#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONDocument {
    /// Reads the whole file at `path` and parses it.
    ///
    /// ```swift
    /// try JSONDocument(contentsOfFile: "statement.json").root["currency"]?.string  // "USD"
    /// ```
    /// - Throws: ``JSONError/unreadableFile(_:reason:)`` when the file cannot be opened or read,
    ///   or the first problem in its content.
    package init(contentsOfFile path: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws(JSONError) {
        try self.init(parsing: JSONDocument.readFile(at: path), maximumDepth: maximumDepth)
    }

    /// Every byte of the file at `path`, read in one go when its size is known.
    static func readFile(at path: String) throws(JSONError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path) }
        var failed = false
        // Read the size fstat reports straight into the array, then whatever follows (a file
        // still growing, or one whose size is unknown, like a pipe).
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(status.st_size), 0)) { buffer, count in
            while count < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got > 0 {
                    count += got
                } else if got == 0 || errno != EINTR {
                    failed = got < 0
                    return
                }
            }
        }
        guard !failed else { throw unreadable(path) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: chunk[0..<got])
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw unreadable(path)
            }
        }
    }

    private static func unreadable(_ path: String) -> JSONError {
        let reason = String(cString: strerror(errno))
        return .unreadableFile(path, reason: reason.prefix(1).lowercased() + reason.dropFirst())
    }
}
