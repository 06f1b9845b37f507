#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryTooling
import Foundation

extension Platform {
    /// Reads a whole file, or standard input for `-`, straight into one array (no second copy).
    /// Standard input as read, kept when ``keepStandardInput()`` asked for it (it can be read
    /// only once): `--attach-source` attaches it after the statement is read from it.
    private static let keptStandardInput = Locked<(keep: Bool, bytes: [UInt8]?)>((false, nil))

    /// Keeps standard input's bytes once read, so a second ``readInput(_:)`` of `-` returns them.
    static func keepStandardInput() {
        keptStandardInput.withLock { $0.keep = true }
    }

    static func readInput(_ path: String) throws(CLIError) -> [UInt8] {
        if path == "-" {
            if let kept = keptStandardInput.withLock({ $0.bytes }) { return kept }
            var bytes: [UInt8] = []
            try readStandardInput { bytes.append(contentsOf: $0) }
            keptStandardInput.withLock { if $0.keep { $0.bytes = bytes } }
            return bytes
        }
        // A pipe or FIFO (`batch <(zcat customers.ndjson.gz)`, `/dev/fd/N`): read as a stream.
        var status = stat()
        if stat(path, &status) == 0, [S_IFIFO, S_IFCHR, S_IFSOCK].contains(status.st_mode & S_IFMT) {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw .cannotOpen(path, reason: lastError) }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            try readStream(descriptor, name: path) { bytes.append(contentsOf: $0) }
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

    /// Reads a whole file, or standard input for `-`, as UTF-8 text (65 if it is not UTF-8).
    static func readText(_ path: String) throws(CLIError) -> String {
        guard let text = String(validating: try readInput(path), as: UTF8.self) else {
            throw .data(["\(path): not UTF-8 text"])
        }
        return text
    }

    /// The last component of a path, as messages name a file (`golden/eur.golden` → `eur.golden`).
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Opens a regular file for reading; the caller closes the descriptor.
    /// Whether the path names a folder (through symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return path != "-" && stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names of the regular files in a folder (through symbolic links), sorted by their bytes;
    /// hidden files left out.
    static func regularFiles(in folder: String) throws(CLIError) -> [String] {
        try entries(in: folder, of: S_IFREG)
    }

    /// The sub-folders of `folder` (not hidden; links followed), sorted by their UTF-8 bytes.
    static func subfolders(in folder: String) throws(CLIError) -> [String] {
        try entries(in: folder, of: S_IFDIR)
    }

    /// The names in `folder` of one file type (`S_IFREG`, `S_IFDIR`), through symbolic links,
    /// hidden ones left out, sorted by their bytes.
    private static func entries(in folder: String, of type: mode_t) throws(CLIError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw .cannotOpen(folder, reason: "cannot list the folder")
        }
        return names.filter { name in
            var status = stat()
            return !name.hasPrefix(".") && stat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == type
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The first line of a file (a regular file, a pipe, `/dev/fd/N`; `-` for standard input),
    /// read `limit` bytes at most: never the whole file, so `/dev/zero` or a huge file costs
    /// nothing. The line is without its `\n`; `complete` is false when no `\n` or end of file
    /// came within `limit` bytes.
    ///
    /// ```swift
    /// try Platform.readFirstLine("secret.txt", limit: 4096)  // (Array("open sesame\r".utf8), true)
    /// ```
    static func readFirstLine(_ path: String, limit: Int) throws(CLIError) -> (line: [UInt8], complete: Bool) {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(path, reason: lastError) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { throw .cannotOpen(path, reason: "a folder, not a file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw .io("cannot read \(path): \(lastError)") }
            if count == 0 { return (bytes, true) }
            if let end = chunk[..<count].firstIndex(of: UInt8(ascii: "\n")) {
                bytes += chunk[..<end]
                return (bytes, true)
            }
            bytes += chunk[..<count]
        }
        return (bytes, false)
    }

    /// The first `count` bytes of a regular file (fewer when it is shorter).
    static func readHead(_ path: String, count: Int) throws(CLIError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path)
        defer { close(descriptor) }
        let wanted = min(size, count)
        return [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            while initialized < wanted {
                let got = read(descriptor, buffer.baseAddress! + initialized, wanted - initialized)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return }
                initialized += got
            }
        }
    }

    static func openRegularFile(_ path: String) throws(CLIError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .cannotOpen(path, reason: lastError)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .cannotOpen(path, reason: "not a regular file")
        }
        return (descriptor, Int(status.st_size))
    }

    /// Writes `bytes` to what `path` points at, by the contract's `--output` rules (see ``OutputTarget``).
    static func writeOutput(_ bytes: [UInt8], to path: String) throws(CLIError) {
        try writeOutput(to: path) { (sink: inout FileSink) throws(CLIError) in sink.write(bytes) }
    }

    /// Streams output to what `path` points at, by the contract's `--output` rules: `-` and
    /// `/dev/stdout` are standard output; a regular file (or a new name) is replaced
    /// atomically, through any symbolic links, which stay links; a character device or FIFO
    /// is written through; anything else is refused. See ``OutputTarget``.
    static func writeOutput(to path: String, _ body: (inout FileSink) throws(CLIError) -> Void) throws(CLIError) {
        switch try OutputTarget(path) {
        case .standardOutput:
            try write(to: STDOUT_FILENO, name: "standard output", body)
        case .descriptor(let descriptor):
            try write(to: descriptor, name: path, body)
        case .replace(let target, let mode, let owner):
            try writeAtomically(to: target, keepingMode: mode, owner: owner, body)
        case .writeThrough(let target):
            // No O_CREAT: a device or FIFO that vanished since is not replaced by a file.
            let descriptor = open(target, O_WRONLY | O_NOCTTY)
            guard descriptor >= 0 else { throw .cannotWrite(path, reason: lastError) }
            defer { close(descriptor) }
            try write(to: descriptor, name: path, body)
        }
    }

    /// Whether output for `--output path` (nil or `-`: standard output) would reach a terminal:
    /// standard output, a descriptor or a device that is one. A file to be replaced never is.
    static func outputIsTerminal(_ path: String?) throws(CLIError) -> Bool {
        guard let path, path != "-" else { return standardOutputIsTerminal }
        switch try OutputTarget(path) {
        case .standardOutput: return standardOutputIsTerminal
        case .descriptor(let descriptor): return isatty(descriptor) == 1
        case .replace: return false
        case .writeThrough(let target):
            // Non-blocking, so a FIFO with no reader yet does not hang the check (it is no terminal).
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_NONBLOCK)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return isatty(descriptor) == 1
        }
    }

    /// Streams `body`'s output to an open descriptor.
    private static func write(to descriptor: Int32, name: String, _ body: (inout FileSink) throws(CLIError) -> Void) throws(CLIError) {
        var sink = FileSink(descriptor: descriptor, name: name)
        try body(&sink)
        try sink.finish()
    }

    /// Writes a file atomically: a temporary file in the same folder, synced, then renamed over
    /// the target. On any failure the target is untouched and the temporary file removed.
    /// - Returns: with `digesting`, the file's size and SHA-256 (as written, never read back).
    @discardableResult
    static func writeAtomically(_ bytes: [UInt8], to path: String, digesting: Bool = false, folderSwept: Bool = false) throws(CLIError) -> WrittenFile? {
        try writeAtomically(to: path, digesting: digesting, folderSwept: folderSwept) { (sink: inout FileSink) throws(CLIError) in
            sink.write(bytes)
        }
    }

    /// What ``writeAtomically(to:keepingMode:owner:digesting:_:)`` wrote, for the batch ledger.
    struct WrittenFile {
        var size: Int
        var sha256: SHA256.Digest
    }

    /// Streams a file atomically: `body` writes into a sink on a temporary file in the same
    /// folder, which is then synced and renamed over `path` (the name itself: a link there is
    /// replaced, not followed; ``writeOutput(to:_:)`` follows links). On any failure,
    /// `body`'s included, the target is untouched and the temporary file removed.
    /// - Parameters:
    ///   - mode: the permission bits to give the file (an existing file's, kept); nil: those
    ///     of a new file under the process's umask.
    ///   - folderSwept: the caller swept the folder's stale temporary files already (a batch
    ///     does once, when it starts): the folder is not listed again. Listed for every file,
    ///     a batch of N statements in one folder read N² names.
    /// - Returns: with `digesting`, the file's size and SHA-256, as the sink took the bytes.
    @discardableResult
    static func writeAtomically(to path: String, keepingMode mode: mode_t? = nil, owner: FileOwner? = nil, digesting: Bool = false,
                                folderSwept: Bool = false,
                                _ body: (inout FileSink) throws(CLIError) -> Void) throws(CLIError) -> WrittenFile? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // The writer's process id in the name: a later run can tell a file left by a killed run
        // (its process is gone) from one being written now.
        if !folderSwept { sweepStaleTemporaries(in: folder, name: name) }
        var template = Array((folder + "." + name + ".tmp-\(getpid())-XXXXXX").utf8CString)
        let (descriptor, temporary) = cleanup.create { () -> ((Int32, String), path: String?) in
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return ((descriptor, temporary), descriptor >= 0 ? temporary : nil)
        }
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: lastError) }
        defer { cleanup.unregister(path: temporary) }
        // A new regular file: a large report goes around the page cache (it is synced below anyway).
        var sink = FileSink(descriptor: descriptor, name: path, bypassingCache: true, digesting: digesting)
        do throws(CLIError) {
            try body(&sink)
            try sink.finish()
            // mkstemp creates files 0600; reports are ordinary files, or keep the file's own bits.
            guard fsync(descriptor) == 0, fchmod(descriptor, mode ?? newFileMode) == 0 else {
                throw CLIError.io("cannot write \(path): \(lastError)")
            }
            // Root replacing another user's file gives it back to its owner, as `>` would leave it.
            if let owner, geteuid() == 0, owner.uid != geteuid() || owner.gid != getegid() {
                guard fchown(descriptor, owner.uid, owner.gid) == 0 else { throw CLIError.io("cannot write \(path): \(lastError)") }
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw .io("cannot write \(path): \(reason)")
        }
        return sink.digest.map { WrittenFile(size: sink.byteCount, sha256: $0.finalize()) }
    }

    /// Makes the names in a folder durable (`fsync` on the folder): the files renamed into it
    /// survive a crash of the machine, not only of the process.
    static func syncFolder(_ path: String) throws(CLIError) {
        let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io("cannot sync \(path): \(lastError)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .io("cannot sync \(path): \(lastError)") }
    }

    /// A regular file's size and SHA-256, read a megabyte at a time; nil when there is no
    /// regular file at `path`.
    static func digest(ofFile path: String) throws(CLIError) -> WrittenFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .io("cannot read \(path): \(lastError)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var hasher = SHA256()
        var size = 0
        try readStream(descriptor, name: path) { chunk in
            size += chunk.count
            hasher.update(chunk)
        }
        return WrittenFile(size: size, sha256: hasher.finalize())
    }

    /// 0666 less the process's umask: what `open(…, O_CREAT, 0666)` would give a new file.
    private static let newFileMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()

    /// The C library's wording of `errno`.
    static var lastError: String { String(cString: strerror(errno)) }

    /// Makes sure `path` is a folder to write into: created (with its parents) if nothing is
    /// there; a link to a folder is fine; a file, a dangling link or anything else is refused.
    static func makeDirectory(_ path: String) throws(CLIError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard stat(path, &status) == 0 else {
                throw .cannotWrite(path, reason: "is a symbolic link to nothing (\(lastError)); expected a folder")
            }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(path, reason: "is not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .cannotCreate("cannot create \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// The names in `folder` that start with `.`, read with `readdir`; nil when it cannot be
    /// opened. Only those names become strings (see ``sweepStaleTemporaries(in:name:)``).
    static func hiddenNames(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        // `d_name` is read in place, never as the fixed-size array the C declaration gives it:
        // a record is only as long as its name (with its NUL), so copying the whole field reads
        // past the record's end (AddressSanitizer: heap-buffer-overflow).
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        var names: [String] = []
        while let record = readdir(directory) {
            // The name is NUL-terminated inside the record `readdir` returned, valid until the next call.
            let name = UnsafeRawPointer(record).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            if name.pointee == CChar(UInt8(ascii: ".")) { names.append(String(cString: name)) }
        }
        return names
    }
}
