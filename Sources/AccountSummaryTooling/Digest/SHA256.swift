/// SHA-256 (FIPS 180-4, section 6.2): the package's one implementation, for the batch ledger's
/// digests of inputs and outputs (Linux has no CryptoKit, and the package takes no dependencies).
///
/// Streaming: feed bytes in pieces of any size, then take the digest. Checked against NIST's
/// FIPS 180-4 examples and CAVP byte-oriented vectors (short, long and Monte Carlo), and against
/// coreutils' `sha256sum` on random files.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8)).hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
///
/// var hasher = SHA256()
/// hasher.update(Array("ab".utf8))
/// hasher.update(Array("c".utf8))
/// hasher.finalize().hex  // the same
/// ```
package struct SHA256: Sendable {
    /// A 32-byte digest.
    package struct Digest: Sendable, Hashable, CustomStringConvertible {
        /// The 32 bytes, first byte first.
        package let bytes: [UInt8]

        /// The digest as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
        package var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
            return String(decoding: text, as: UTF8.self)
        }

        package var description: String { hex }

        /// A digest from 64 hexadecimal digits (either case); nil for anything else.
        ///
        /// ```swift
        /// SHA256.Digest(hex: String(repeating: "ab", count: 32))?.bytes.count  // 32
        /// SHA256.Digest(hex: "abc")                                         // nil
        /// ```
        package init?(hex: String) {
            let text = Array(hex.utf8)
            guard text.count == 64 else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(32)
            var index = 0
            while index < 64 {
                guard let high = Digest.nibble(text[index]), let low = Digest.nibble(text[index + 1]) else { return nil }
                bytes.append(high << 4 | low)
                index += 2
            }
            self.bytes = bytes
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        private static func nibble(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }

    /// The working hash value H(0)…H(7), starting from FIPS 180-4's 5.3.3.
    private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
    private var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
    /// Bytes of an incomplete block, waiting for the rest (always fewer than 64).
    private var pending: [UInt8] = []
    /// How many bytes went in so far.
    private var length: UInt64 = 0

    package init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes`, in one call.
    ///
    /// ```swift
    /// SHA256.hash([]).hex  // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    /// ```
    package static func hash(_ bytes: [UInt8]) -> Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of a slice's bytes, in one call.
    package static func hash(_ bytes: ArraySlice<UInt8>) -> Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Hashes `bytes` after everything before them.
    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes a slice's bytes after everything before them.
    package mutating func update(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes the bytes of a buffer someone else owns (a file sink's) after everything before them.
    package mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        update(UnsafeRawBufferPointer(bytes))
    }

    /// Hashes the bytes of a buffer someone else owns (a file sink's, a read's) after everything
    /// before them; the buffer is only read, byte by byte by index, during the call.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var start = 0
        // First complete the block left waiting by the last call.
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            start = taken
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBytes { compress($0, blocks: 0..<1) }
        }
        let whole = (bytes.count - start) / 64
        if whole > 0 { compress(UnsafeRawBufferPointer(rebasing: bytes[start...]), blocks: 0..<whole) }
        start += whole * 64
        pending.append(contentsOf: bytes[start...])
    }

    /// The digest of everything hashed so far: the message padded as FIPS 180-4's 5.1.1 says
    /// (a 1 bit, zeros, the length in bits as 64 bits big-endian) and its last blocks hashed.
    /// The hasher itself is left as it was.
    package func finalize() -> Digest {
        var copy = self
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        let used = (pending.count + 1) % 64
        tail += Array(repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        copy.update(tail)
        precondition(copy.pending.isEmpty, "the padding ends on a block boundary")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in [copy.h0, copy.h1, copy.h2, copy.h3, copy.h4, copy.h5, copy.h6, copy.h7] {
            bytes += [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                      UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
        return Digest(bytes: bytes)
    }

    /// FIPS 180-4's 6.2.2 on each 64-byte block of `bytes` in `blocks` (block numbers).
    private mutating func compress(_ bytes: UnsafeRawBufferPointer, blocks: Range<Int>) {
        SHA256.roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in blocks {
                    let base = block * 64
                    // 1. The message schedule: the block's 16 big-endian words, then 48 more.
                    for t in 0..<16 {
                        let at = base + t * 4
                        w[t] = UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
                    }
                    for t in 16..<64 {
                        let x = w[t - 15], y = w[t - 2]
                        let sigma0 = x.rotatedRight(7) ^ x.rotatedRight(18) ^ (x >> 3)
                        let sigma1 = y.rotatedRight(17) ^ y.rotatedRight(19) ^ (y >> 10)
                        w[t] = sigma1 &+ w[t - 7] &+ sigma0 &+ w[t - 16]
                    }
                    // 2.–3. The eight working variables through 64 rounds, eight at a time with
                    // the variables' roles rotated in the calls rather than moved between them;
                    // Ch(e, f, g) as g ^ (e & (f ^ g)) and Maj(a, b, c) as (a & b) | (c & (a | b)),
                    // FIPS 180-4's functions with fewer operations.
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    @inline(__always)
                    func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
                               _ h: inout UInt32, _ t: Int) {
                        let t1 = h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)) &+ (g ^ (e & (f ^ g))) &+ k[t] &+ w[t]
                        let t2 = (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)) &+ ((a & b) | (c & (a | b)))
                        d = d &+ t1
                        h = t1 &+ t2
                    }
                    var t = 0
                    while t < 64 {
                        round(a, b, c, &d, e, f, g, &h, t)
                        round(h, a, b, &c, d, e, f, &g, t + 1)
                        round(g, h, a, &b, c, d, e, &f, t + 2)
                        round(f, g, h, &a, b, c, d, &e, t + 3)
                        round(e, f, g, &h, a, b, c, &d, t + 4)
                        round(d, e, f, &g, h, a, b, &c, t + 5)
                        round(c, d, e, &f, g, h, a, &b, t + 6)
                        round(b, c, d, &e, f, g, h, &a, t + 7)
                        t += 8
                    }
                    // 4. The intermediate hash value.
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
    }

    /// FIPS 180-4's 4.2.2: the first 32 bits of the fractional parts of the cube roots of the
    /// first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    /// ROTR^n (FIPS 180-4, 3.2): the bits turned right by `count`, those falling off coming back at the top.
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
