import AccountSummaryBankFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory map of an input file whose pages can be handed back once read.
///
/// A streamed read touches the input front to back; releasing the pages behind it keeps
/// the input's share of resident memory to a window instead of the whole file.
final class MappedFile: MappedBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init(path: String) throws(CLIError) {
        let (descriptor, size) = try Platform.openRegularFile(path)
        defer { close(descriptor) }
        guard size > 0 else {
            base = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        // The read scans the whole input first (to find the transactions): on Linux, map every
        // page at once rather than take a fault per page (tens of thousands on a large file).
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        let mapped = mmap(nil, size, PROT_READ, flags, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else { throw .io("cannot read \(path): \(String(cString: strerror(errno)))") }
        base = mapped
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// Hands back the whole pages before `offset` (in steps of a megabyte or more).
    func release(upTo offset: Int) {
        guard let base else { return }
        let end = offset / MappedFile.pageSize * MappedFile.pageSize
        guard end - released >= 1 << 20 else { return }
        madvise(base + released, end - released, Int32(MADV_DONTNEED))
        released = end
    }

    deinit {
        if let base { munmap(base, bytes.count) }
    }
}
