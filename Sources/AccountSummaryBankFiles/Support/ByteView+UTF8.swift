extension ByteView {
    /// The offset, from the view's start, of the first byte that does not begin a well-formed
    /// UTF-8 sequence (Unicode's Table 3-7: no overlong forms, no surrogates, nothing above
    /// U+10FFFF), or nil when every byte does: where a reader says a file stops being UTF-8.
    ///
    /// ```swift
    /// Array("Caf\u{E9}".utf8).withByteView { $0.firstInvalidUTF8() }   // nil
    /// [0x43, 0x61, 0x66, 0xE9].withByteView { $0.firstInvalidUTF8() }  // 3 (Latin-1 é)
    /// ```
    package func firstInvalidUTF8() -> Int? {
        var index = 0
        while index < count {
            let lead = self[startIndex + index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count, (low...high).contains(self[startIndex + index + 1]) else { return index }
            for continuation in 2..<length where self[startIndex + index + continuation] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
