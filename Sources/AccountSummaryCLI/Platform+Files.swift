#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension Platform {
    /// Reads a whole file, or standard input for `-`, straight into one array (no second copy).
    static func readInput(_ path: String) throws(CLIError) -> [UInt8] {
        if path == "-" {
            var bytes: [UInt8] = []
            try readStandardInput { bytes.append(contentsOf: $0) }
            return bytes
        }
        let (descriptor, size) = try openRegularFile(path)
        defer { close(descriptor) }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = String(cString: strerror(errno)); return }
                if count == 0 { return }  // the file shrank while reading
                initialized += count
            }
        }
        if let failure { throw .io("cannot read \(path): \(failure)") }
        return bytes
    }

    /// Opens a regular file for reading; the caller closes the descriptor.
    static func openRegularFile(_ path: String) throws(CLIError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .noInput("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .noInput("cannot open \(path): not a regular file")
        }
        return (descriptor, Int(status.st_size))
    }

    /// Writes a file atomically: a temporary file in the same folder, synced, then renamed over
    /// the target. On any failure the target is untouched and the temporary file removed.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        try writeAtomically(to: path) { (sink: inout FileSink) throws(CLIError) in sink.write(bytes) }
    }

    /// Streams a file atomically: `body` writes into a sink on a temporary file in the same
    /// folder, which is then synced and renamed over `path`. On any failure, `body`'s
    /// included, the target is untouched and the temporary file removed.
    static func writeAtomically(to path: String, _ body: (inout FileSink) throws(CLIError) -> Void) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .cannotCreate("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // A new regular file: a large report goes around the page cache (it is synced below anyway).
        var sink = FileSink(descriptor: descriptor, name: path, bypassingCache: true)
        do throws(CLIError) {
            try body(&sink)
            try sink.finish()
            // Files are created 0600 by mkstemp; reports are ordinary files.
            guard fsync(descriptor) == 0, fchmod(descriptor, 0o644) == 0 else {
                throw CLIError.io("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .io("cannot write \(path): \(reason)")
        }
    }

    /// Creates a folder (and its parents) if missing.
    static func makeDirectory(_ path: String) throws(CLIError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .cannotCreate("cannot create \(path): \((error as NSError).localizedDescription)")
        }
    }
}
