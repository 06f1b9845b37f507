import AccountSummary

/// Thai and Lao shaping, after HarfBuzz's Thai shaper: SARA AM (and Lao's AM) decomposed into
/// NIKHAHIT and SARA AA, the nikhahit moved back before the above-base marks it follows.
/// The shaping of fonts without Thai `GSUB` by their private-use glyphs is not done (the
/// Noto Thai fonts have `GSUB`).
///
/// ```swift
/// // ก่ำ <0E01, 0E48, 0E33> becomes <0E01, 0E4D, 0E48, 0E32>
/// ```
enum ThaiShaper {
    static func preprocess(_ buffer: ShapingBuffer) {
        func isSaraAm(_ codepoint: UInt32) -> Bool { codepoint & ~0x80 == 0x0E33 }
        func isAboveBaseMark(_ codepoint: UInt32) -> Bool {
            let thai = codepoint & ~0x80
            return (0x0E34...0x0E37).contains(thai) || (0x0E47...0x0E4E).contains(thai) || thai == 0x0E31 || thai == 0x0E3B
        }
        buffer.clearOutput()
        buffer.index = 0
        while buffer.index < buffer.count {
            let codepoint = buffer.current.codepoint
            guard isSaraAm(codepoint) else {
                buffer.nextGlyph()
                continue
            }
            buffer.outputGlyph(codepoint - 0x0E33 + 0x0E4D)
            buffer.previous.setContinuation()
            buffer.replaceGlyph(codepoint - 1)
            let end = buffer.output.count
            // The nikhahit is a mark of class 0 when widths are zeroed.
            buffer.output[end - 2].setGeneralCategory(.nonspacingMark)
            var start = end - 2
            while start > 0, isAboveBaseMark(buffer.output[start - 1].codepoint) { start -= 1 }
            if start + 2 < end {
                buffer.mergeOutClusters(start, end)
                let nikhahit = buffer.output.remove(at: end - 2)
                buffer.output.insert(nikhahit, at: start)
            } else if start > 0 {
                buffer.mergeOutClusters(start - 1, end)
            }
        }
        buffer.sync()
    }
}
