import Foundation

/// An ICC v2 display profile of sRGB (IEC 61966-2-1), made here rather than found on the
/// machine: the output intent a PDF/A file names for its colours (ISO 19005-2 §6.2.3).
///
/// The primaries are sRGB's, adapted to the profile connection space's D50 white (the
/// Bradford-adapted values every sRGB profile carries); each channel's curve is sRGB's
/// piecewise transfer function sampled at 1,024 points. The bytes are the same on every run.
///
/// ```swift
/// SRGBProfile.bytes.count   // 2,524
/// SRGBProfile.bytes[36..<40] // "acsp"
/// ```
package enum SRGBProfile {
    package static let bytes: [UInt8] = make()
    /// ``bytes`` compressed (``Deflate/zlib(_:)``), as every archival statement embeds them: once a process.
    static let deflated = Deflate.zlib(bytes)

    /// `value` as an s15Fixed16Number.
    static func fixed(_ value: Double) -> [UInt8] {
        var out: [UInt8] = []
        out.appendBigEndian(Int32((value * 65_536).rounded()))
        return out
    }

    static func xyz(_ x: Double, _ y: Double, _ z: Double) -> [UInt8] {
        Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed(x) + fixed(y) + fixed(z)
    }

    static func make() -> [UInt8] {
        var curve = Array("curv".utf8) + [0, 0, 0, 0]
        curve.appendBigEndian(UInt32(1024))
        for index in 0..<1024 {
            let encoded = Double(index) / 1023
            let linear = encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
            curve.appendBigEndian(UInt16((linear * 65_535).rounded()))
        }
        let name = "sRGB IEC61966-2.1"
        var description = Array("desc".utf8) + [0, 0, 0, 0]
        description.appendBigEndian(UInt32(name.utf8.count + 1))
        description += Array(name.utf8) + [0]
        description += [UInt8](repeating: 0, count: 4 + 4 + 2 + 1 + 67)  // no Unicode or ScriptCode description
        let copyright = Array("text".utf8) + [0, 0, 0, 0] + Array("No copyright, use freely".utf8) + [0]
        let tags: [(String, [UInt8])] = [
            ("desc", description), ("cprt", copyright),
            ("wtpt", xyz(0.9642, 1.0, 0.8249)),
            ("rXYZ", xyz(0.4361, 0.2225, 0.0139)), ("gXYZ", xyz(0.3851, 0.7169, 0.0971)), ("bXYZ", xyz(0.1431, 0.0606, 0.7141)),
            ("rTRC", curve), ("gTRC", curve), ("bTRC", curve),
        ]
        // Tag data after the header (128 bytes) and the tag table, each 4-byte aligned;
        // the three curves share one copy, as the format allows.
        var table: [UInt8] = []
        table.appendBigEndian(UInt32(tags.count))
        var data: [UInt8] = []
        var placed: [[UInt8]: Int] = [:]
        let dataStart = 128 + 4 + 12 * tags.count
        for (signature, body) in tags {
            let offset: Int
            if let shared = placed[body] {
                offset = shared
            } else {
                offset = dataStart + data.count
                placed[body] = offset
                data += body
                while data.count % 4 != 0 { data.append(0) }
            }
            table += Array(signature.utf8)
            table.appendBigEndian(UInt32(offset))
            table.appendBigEndian(UInt32(body.count))
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(dataStart + data.count))  // profile size
        header += [0, 0, 0, 0]                                   // preferred CMM: none
        header += [0x02, 0x10, 0, 0]                             // version 2.1
        header += Array("mntrRGB XYZ ".utf8)                     // display class, RGB data, XYZ connection space
        header += [0x07, 0xEA, 0, 11, 0, 25, 0, 0, 0, 0, 0, 0]   // 2026-11-25 00:00:00, fixed
        header += Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 4 + 4 + 4 + 4 + 8)  // platform, flags, manufacturer, model, attributes
        header += [0, 0, 0, 0]                                   // perceptual intent
        header += fixed(0.9642) + fixed(1.0) + fixed(0.8249)      // D50
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + table + data
    }
}
