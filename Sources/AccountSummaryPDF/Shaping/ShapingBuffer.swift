import AccountSummary

/// The glyphs of one run while it is shaped: the input glyphs read at ``index``, the output
/// written after them while a substitution lookup goes through the run, their positions once
/// positioning starts, and the cluster bookkeeping HarfBuzz's buffer does (clusters merged when
/// glyphs ligate, are reordered or deleted), so that the same lookups give the same clusters.
///
/// A reference type used by one shaping call only: it never leaves ``Shaper/shape(_:font:script:direction:language:)``.
///
/// ```swift
/// let buffer = ShapingBuffer(scalars: Array("fi".unicodeScalars), direction: .leftToRight)
/// buffer.clearOutput()
/// buffer.replaceGlyph(ligatureGlyph)   // after merging the two clusters
/// buffer.sync()
/// ```
final class ShapingBuffer {
    var info: [GlyphInfo]
    var positions: [GlyphPosition] = []
    /// The output while a lookup goes through the glyphs (``haveOutput``).
    var output: [GlyphInfo] = []
    var index = 0
    var haveOutput = false
    var direction: TextDirection
    /// Counts up for each ligature formed (its id is the low three bits, never 0).
    private var serial: UInt8 = 0

    // What the text holds, noted as it is read (HarfBuzz's scratch flags).
    var hasNonASCII = false
    var hasDefaultIgnorables = false
    var hasSpaceFallback = false
    var hasGPOSAttachment = false
    var hasBrokenSyllable = false
    var hasCGJ = false

    init(scalars: [Unicode.Scalar], direction: TextDirection) {
        info = scalars.enumerated().map { GlyphInfo(codepoint: $0.element.value, cluster: UInt32($0.offset)) }
        self.direction = direction
    }

    var count: Int { info.count }

    // MARK: Input and output

    func clearOutput() {
        haveOutput = true
        output.removeAll(keepingCapacity: true)
    }

    /// Ends a pass: the output, with the input not yet read, becomes the input.
    func sync() {
        precondition(haveOutput, "a pass with output")
        if index < info.count { output.append(contentsOf: info[index...]) }
        swap(&info, &output)
        output.removeAll(keepingCapacity: true)
        haveOutput = false
        index = 0
    }

    /// The glyph read now.
    var current: GlyphInfo {
        get { info[index] }
        set { info[index] = newValue }
    }

    /// The last glyph written.
    var previous: GlyphInfo {
        get { output[output.count - 1] }
        set { output[output.count - 1] = newValue }
    }

    /// How many glyphs lie before the one read now (written, or read when nothing is written).
    var backtrackLength: Int { haveOutput ? output.count : index }
    var lookaheadLength: Int { info.count - index }

    /// Copies the glyph read now to the output and reads the next.
    func nextGlyph() {
        if haveOutput { output.append(info[index]) }
        index += 1
    }

    func nextGlyphs(_ count: Int) {
        if haveOutput { output.append(contentsOf: info[index..<index + count]) }
        index += count
    }

    /// Reads the next glyph without writing the one read now.
    func skipGlyph() { index += 1 }

    /// Writes `glyphs` in place of the next `inputs` glyphs (each a copy of the first, or of
    /// the last written when none is left), merging their clusters.
    func replaceGlyphs(_ inputs: Int, with glyphs: [UInt32]) {
        mergeClusters(index, index + inputs)
        let original = index < info.count ? info[index] : output[output.count - 1]
        for glyph in glyphs {
            var copy = original
            copy.codepoint = glyph
            output.append(copy)
        }
        index += inputs
    }

    func replaceGlyph(_ glyph: UInt32) {
        if index < info.count {
            var copy = info[index]
            copy.codepoint = glyph
            output.append(copy)
        } else {
            var copy = output[output.count - 1]
            copy.codepoint = glyph
            output.append(copy)
        }
        index += 1
    }

    /// Writes a copy of the glyph read now, as `glyph`, without reading on.
    func outputGlyph(_ glyph: UInt32) {
        var copy = index < info.count ? info[index] : output[output.count - 1]
        copy.codepoint = glyph
        output.append(copy)
    }

    func outputInfo(_ glyph: GlyphInfo) {
        output.append(glyph)
    }

    /// Moves the reading place so that `place` glyphs lie before it (counted in the output),
    /// writing glyphs forward or taking written ones back.
    func move(to place: Int) {
        guard haveOutput else {
            index = place
            return
        }
        if output.count < place {
            let count = place - output.count
            output.append(contentsOf: info[index..<index + count])
            index += count
        } else if output.count > place {
            let count = output.count - place
            let moved = Array(output[place...])
            output.removeLast(count)
            if index >= count {
                info.replaceSubrange(index - count..<index, with: moved)
                index -= count
            } else {
                info.replaceSubrange(0..<index, with: moved)
                index = 0
            }
        }
    }

    /// Deletes the glyph read now, its cluster merged into a neighbour's unless another glyph keeps it.
    func deleteGlyph() {
        let cluster = info[index].cluster
        if (index + 1 < info.count && cluster == info[index + 1].cluster)
            || (!output.isEmpty && cluster == output[output.count - 1].cluster) {
            skipGlyph()
            return
        }
        if !output.isEmpty {
            if cluster < output[output.count - 1].cluster {
                let old = output[output.count - 1].cluster
                var place = output.count
                while place > 0, output[place - 1].cluster == old {
                    output[place - 1].cluster = cluster
                    place -= 1
                }
            }
            skipGlyph()
            return
        }
        if index + 1 < info.count { mergeClusters(index, index + 2) }
        skipGlyph()
    }

    // MARK: Clusters

    /// Gives the glyphs `start..<end` (and the neighbours sharing their edge clusters) one
    /// cluster, the lowest of theirs.
    func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        var start = start, end = end
        var cluster = info[start].cluster
        for place in start + 1..<end { cluster = min(cluster, info[place].cluster) }
        while end < info.count, info[end - 1].cluster == info[end].cluster { end += 1 }
        while index < start, info[start - 1].cluster == info[start].cluster { start -= 1 }
        if index == start {
            var place = output.count
            while place > 0, output[place - 1].cluster == info[start].cluster {
                output[place - 1].cluster = cluster
                place -= 1
            }
        }
        for place in start..<end { info[place].cluster = cluster }
    }

    /// ``mergeClusters(_:_:)`` for written glyphs.
    func mergeOutClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        var start = start, end = end
        var cluster = output[start].cluster
        for place in start + 1..<end { cluster = min(cluster, output[place].cluster) }
        while start > 0, output[start - 1].cluster == output[start].cluster { start -= 1 }
        while end < output.count, output[end - 1].cluster == output[end].cluster { end += 1 }
        if end == output.count {
            var place = index
            while place < info.count, info[place].cluster == output[end - 1].cluster {
                info[place].cluster = cluster
                place += 1
            }
        }
        for place in start..<end { output[place].cluster = cluster }
    }

    // MARK: Order

    func reverseRange(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        info[start..<end].reverse()
        if !positions.isEmpty { positions[start..<end].reverse() }
    }

    func reverse() { reverseRange(0, info.count) }

    /// Reverses the groups (runs where `joined` holds between neighbours) and then the whole,
    /// so each group keeps its inner order; merging each group's clusters when asked.
    func reverseGroups(merging: Bool = false, _ joined: (GlyphInfo, GlyphInfo) -> Bool) {
        guard !info.isEmpty else { return }
        var start = 0
        for place in 1..<info.count where !joined(info[place - 1], info[place]) {
            if merging { mergeClusters(start, place) }
            reverseRange(start, place)
            start = place
        }
        if merging { mergeClusters(start, info.count) }
        reverseRange(start, info.count)
        reverse()
    }

    /// Sorts `start..<end` by `order` (a stable insertion sort), merging the clusters of what moves.
    func sort(_ start: Int, _ end: Int, by order: (GlyphInfo, GlyphInfo) -> Bool) {
        guard end - start >= 2 else { return }
        for place in start + 1..<end {
            var target = place
            while target > start, order(info[place], info[target - 1]) { target -= 1 }
            guard target != place else { continue }
            mergeClusters(target, place + 1)
            let moved = info[place]
            info.remove(at: place)
            info.insert(moved, at: target)
        }
    }

    /// A new ligature id: the low three bits of a counter, never 0.
    func allocateLigatureID() -> UInt8 {
        while true {
            serial &+= 1
            if serial == 0 { serial = 1 }
            let id = serial & 0x07
            if id != 0 { return id }
        }
    }

    /// The end of the syllable that starts at `start`.
    func syllableEnd(from start: Int) -> Int {
        let syllable = info[start].syllable
        var end = start + 1
        while end < info.count, info[end].syllable == syllable { end += 1 }
        return end
    }
}

/// The direction a run is set in.
package enum TextDirection: Sendable, Hashable {
    case leftToRight, rightToLeft

    var reversed: TextDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}
