#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an `--output FILE` points at, and so how it is written (the contract's `--output` rules).
///
/// - `-`: standard output.
/// - A path naming a descriptor the process already has (`/dev/stdout`, `/dev/stderr`,
///   `/dev/fd/N`, `/proc/self/fd/N`): that descriptor, written through.
/// - A regular file, or a name where nothing is yet: replaced atomically (a temporary file
///   beside it, synced, renamed over it); an existing file keeps its permission bits.
/// - A symbolic link: followed to its end, and that target handled as above; the link
///   stays a link. A dangling link's target is created, as a shell's `>` would.
/// - A character device or a FIFO: written through, never replaced.
/// - A directory, a block device or a socket: refused (exit 73).
///
/// ```swift
/// try OutputTarget("/dev/null")           // .writeThrough(path: "/dev/null")
/// try OutputTarget("out/statement.html")  // .replace(path: "out/statement.html", mode: nil)
/// ```
enum OutputTarget: Equatable {
    case standardOutput
    /// A descriptor the process already holds (standard output or error, `/dev/fd/N`).
    case descriptor(Int32)
    /// A regular file (or none yet) at `path`, the end of any links, replaced atomically;
    /// `mode` is the existing file's permission bits.
    case replace(path: String, mode: mode_t?, owner: FileOwner? = nil)
    /// A character device or FIFO, opened and written as it is.
    case writeThrough(path: String)

    /// How many links are followed before giving up (Linux's own limit).
    private static let maximumLinks = 40

    /// Decides how `path` is written; throws a `cannotCreate` error for what must not be.
    init(_ path: String) throws(CLIError) {
        if path == "-" {
            self = .standardOutput
            return
        }
        if let descriptor = OutputTarget.namedDescriptor(path) {
            self = .descriptor(descriptor)
            return
        }
        var current = path
        for _ in 0...OutputTarget.maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else { throw CLIError.cannotWrite(path, reason: Platform.lastError) }
                // Nothing there yet: a new file (its folder must exist; rename will say if not).
                self = .replace(path: current, mode: nil)
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let link = OutputTarget.readLink(current) else { throw CLIError.cannotWrite(path, reason: Platform.lastError) }
                current = link.hasPrefix("/") ? link : OutputTarget.folder(of: current) + link
                if let descriptor = OutputTarget.namedDescriptor(current) {
                    self = .descriptor(descriptor)
                    return
                }
            case S_IFREG:
                // What the shell's `>` would refuse is refused: a file this user may not write
                // (root may, as with `>`), however writable its folder is.
                guard faccessat(AT_FDCWD, current, W_OK, AT_EACCESS) == 0 else {
                    throw CLIError.cannotWrite(path, reason: Platform.lastError)
                }
                self = .replace(path: current, mode: status.st_mode & 0o7777, owner: FileOwner(uid: status.st_uid, gid: status.st_gid))
                return
            case S_IFCHR, S_IFIFO:
                self = .writeThrough(path: current)
                return
            case S_IFDIR:
                throw CLIError.cannotWrite(path, reason: "is a directory")
            case S_IFBLK:
                throw CLIError.cannotWrite(path, reason: "is a block device (refusing to write a report onto a disk)")
            default:
                throw CLIError.cannotWrite(path, reason: "is not a regular file, character device or FIFO")
            }
        }
        throw CLIError.cannotWrite(path, reason: "too many levels of symbolic links")
    }

    /// `/dev/stdout` → 1: paths that name a descriptor this process already has open.
    private static func namedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            guard let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) >= 0 else { return nil }
            return number
        }
        return nil
    }

    /// The folder part of `path` with its trailing slash (`""` for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// A link's contents, or nil with `errno` set.
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The owner and group of a file being replaced, given back to the new file when root writes it.
struct FileOwner: Equatable {
    var uid: uid_t
    var gid: gid_t
}
