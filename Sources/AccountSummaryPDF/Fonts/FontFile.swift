#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a font file: mapped read-only from the file, or copied from an array.
///
/// Mapped, only the pages a statement reads are ever loaded: a Noto Sans CJK collection is
/// 20 MB (15 MB of it charstrings), of which a Japanese statement reads a few hundred
/// kilobytes; read whole, the two collections' 40 MB cost more process time than the rest
/// of the statement. A collection of bytes indexed from 0, every read bounds-checked in every
/// build (a read outside is a crash, never memory outside the file); a slice keeps the file
/// alive and the file's indices, as an `ArraySlice` does.
///
/// ```swift
/// let file = FontFile([0x00, 0x01, 0x00, 0x00])
/// file.uint16(at: 2)                         // 0
/// Array(file[1..<3])                         // [1, 0]
/// try FontFile(mapping: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").count  // 19484784
/// ```
///
/// Unsafe code, its invariants: `base` points at `count` readable bytes (at least one
/// allocated) for the object's whole life: the mapping or the copy is undone only in
/// `deinit`, and no slice or reader outlives the object (a slice holds it). Nothing writes
/// the bytes after `init` (the mapping is `PROT_READ`), so sharing the object between threads
/// is safe: why `@unchecked Sendable`. A mapped file that another program cuts short in place
/// while it is mapped would fault on a read past its new end; font packages replace a file by
/// renaming a new one over it, which leaves the mapped one whole.
package final class FontFile: RandomAccessCollection, @unchecked Sendable {
    private let base: UnsafeRawPointer
    /// How many bytes the file has.
    package let count: Int
    private let mapped: Bool

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// A copy of `bytes` (a font built or damaged in memory, a test's).
    package init(_ bytes: [UInt8]) {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { source in
            if let start = source.baseAddress { copy.copyMemory(from: start, byteCount: source.count) }
        }
        base = UnsafeRawPointer(copy)
        count = bytes.count
        mapped = false
    }

    /// The file at `path`, mapped read-only.
    ///
    /// - Throws: ``FontError/unsupported(font:reason:)``, naming the path, when it cannot be
    ///   opened, is not a regular file, or cannot be mapped.
    package init(mapping path: String) throws(FontError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unsupported(font: path, reason: "cannot be read") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unsupported(font: path, reason: "cannot be read (not a regular file)")
        }
        let size = Int(status.st_size)
        guard size > 0 else { throw .truncated(font: path, table: "offset table") }
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw .unsupported(font: path, reason: "cannot be read (not mapped)")
        }
        base = UnsafeRawPointer(mapping)
        count = size
        mapped = true
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            base.deallocate()
        }
    }

    /// The byte at `position`; a position outside the file stops the program.
    @inline(__always)
    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "font byte outside the file")
        return base.load(fromByteOffset: position, as: UInt8.self)
    }

    /// The big-endian 32-bit number at `offset` (one bounds check for its four bytes).
    @inline(__always)
    func uint32(at offset: Int) -> UInt32 {
        precondition(offset >= 0 && offset < count - 3, "font bytes outside the file")
        return UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2))
    }

    /// The last of the `count` big-endian numbers of `size` bytes (1–4) written one after the
    /// other from `offset`, or nil when one is less than the one before it: a CFF INDEX's
    /// offsets checked in one pass (65,536 of them in a CJK font), one bounds check for all.
    ///
    /// ```swift
    /// FontFile([0, 1, 0, 5, 0, 5]).lastOfAscending(at: 0, count: 3, size: 2)  // 5
    /// FontFile([0, 5, 0, 1]).lastOfAscending(at: 0, count: 2, size: 2)        // nil
    /// ```
    func lastOfAscending(at offset: Int, count numbers: Int, size: Int) -> Int? {
        precondition((1...4).contains(size) && numbers >= 0, "numbers of 1 to 4 bytes")
        precondition(offset >= 0 && offset <= count && numbers * size <= count - offset, "font bytes outside the file")
        var previous = 0
        var at = offset
        for _ in 0..<numbers {
            var value = 0
            for byte in 0..<size { value = value << 8 | Int(base.load(fromByteOffset: at + byte, as: UInt8.self)) }
            guard value >= previous else { return nil }
            previous = value
            at += size
        }
        return previous
    }

    /// The big-endian 16-bit number at `offset` (one bounds check for both bytes).
    @inline(__always)
    func uint16(at offset: Int) -> UInt16 {
        precondition(offset >= 0 && offset < count - 1, "font bytes outside the file")
        return UInt16(base.load(fromByteOffset: offset, as: UInt8.self)) << 8 | UInt16(base.load(fromByteOffset: offset + 1, as: UInt8.self))
    }
}
