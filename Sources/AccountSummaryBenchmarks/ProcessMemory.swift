import Foundation

/// The process's resident memory, from Linux's `/proc/self/status`.
///
/// ```swift
/// ProcessMemory.resetPeak()        // true where the kernel allows it
/// ProcessMemory.peakResidentBytes  // VmHWM, e.g. 84_213_760
/// ```
enum ProcessMemory {
    /// The peak resident set size (`VmHWM`) in bytes, or nil where there is no such file.
    static var peakResidentBytes: Int? { statusField("VmHWM:") }

    /// The current resident set size (`VmRSS`) in bytes, or nil where there is no such file.
    static var residentBytes: Int? { statusField("VmRSS:") }

    /// Sets the peak back to the current resident size (writes `5` to
    /// `/proc/self/clear_refs`); false where that is not allowed.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// Hands memory the allocator keeps after `free` back to the system (glibc's
    /// `malloc_trim`), so the resident size is what is in use.
    /// Does nothing where there is no such function (Swift's Glibc module does not export it).
    static func releaseFreedMemory() {
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }

    /// A `Name:   1234 kB` line of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}

/// A byte count in decimal megabytes, e.g. `155.2 MB`.
func formatMegabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1e6)
}
