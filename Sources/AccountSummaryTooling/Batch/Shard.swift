import AccountSummary
/// One of N shards of a batch, chosen by a stable hash of `customer.id`.
///
/// The hash is 64-bit FNV-1a over the id's UTF-8 bytes (offset basis
/// 0xcbf29ce484222325, prime 0x100000001b3); a customer belongs to shard
/// `hash % N`. It depends on nothing but the id, so N independent workers
/// given `--shard 0/N` … `--shard N-1/N` cover the input exactly once. A line
/// whose id cannot be read is assigned by the same hash of its raw bytes, so
/// exactly one shard reports it.
///
/// ```swift
/// let shard = Shard(parsing: "1/4")!     // nil for "4/4", "1/0", "x"
/// Shard.hash("c-1")                      // 0x…, the same on every machine
/// shard.contains(hash: Shard.hash("c-1"))  // whether c-1 is in shard 1 of 4
/// ```
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 0-based index.
    package var index: Int
    package var count: Int

    /// The whole input as one shard.
    package static let all = Shard(index: 0, count: 1)

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 0 ≤ K < N; nil for anything else.
    ///
    /// ```swift
    /// Shard(parsing: "0/2")?.count  // 2
    /// Shard(parsing: "2/2")         // nil
    /// ```
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (0..<count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether a hash falls in this shard.
    package func contains(hash: UInt64) -> Bool {
        hash % UInt64(count) == UInt64(index)
    }

    /// 64-bit FNV-1a of UTF-8 bytes.
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 64-bit FNV-1a of a string's UTF-8.
    package static func hash(_ id: String) -> UInt64 {
        hash(id.utf8)
    }
}
