import AccountSummary

/// `GPOS`'s subtables applied at the glyph read now (OpenType spec, "GPOS — Glyph
/// Positioning Table", lookup types 1–8): single and pair adjustments, cursive attachment,
/// marks on bases, ligatures and marks, and contexts. Positions are in font units (the font
/// set at its em size, as `hb-shape` sets it by default), so device tables, which apply only
/// at a given pixel size, are not read.
extension ApplyContext {
    /// Applies one positioning subtable of `type` at `offset`; whether it applied.
    func applyPositioning(type: UInt16, at offset: Int) throws(FontError) -> Bool {
        let glyph = buffer.current.codepoint
        let format = try table.uint16(offset)
        switch type {
        case 1:  // single adjustment
            guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            let valueFormat = try table.uint16(offset + 4)
            if format == 1 {
                try applyValue(valueFormat, at: offset + 6, to: buffer.index)
            } else if format == 2 {
                guard index < (try table.uint16(offset + 6)) else { return false }
                try applyValue(valueFormat, at: offset + 8 + index * 2 * valueFormat.nonzeroBitCount, to: buffer.index)
            } else {
                return false
            }
            buffer.index += 1
            return true

        case 2:
            return try applyPair(format: format, at: offset)

        case 3:
            return try applyCursive(at: offset)

        case 4:  // mark to base
            guard format == 1, let markIndex = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            var iterator = iterator(context: false, from: buffer.index, items: 1)
            iterator.props = LayoutTable.Flag.ignoreMarks
            while true {
                guard try previous(&iterator) else { return false }
                let place = iterator.index
                let candidate = buffer.info[place]
                // Attach to the first of a multiple substitution's glyphs, but stop at a mark among them.
                if !candidate.isMultiplied || candidate.ligatureComponent == 0 || place == 0
                    || buffer.info[place - 1].isMark || !buffer.info[place - 1].isMultiplied
                    || candidate.ligatureID != buffer.info[place - 1].ligatureID
                    || candidate.ligatureComponent != buffer.info[place - 1].ligatureComponent + 1 {
                    break
                }
                iterator.itemsLeft += 1
                iterator.item -= 1
            }
            let base = iterator.index
            guard let baseIndex = try table.coverage(at: offset + (try table.uint16(offset + 4)), of: buffer.info[base].codepoint) else {
                return false
            }
            let classCount = try table.uint16(offset + 6)
            return try attachMark(markIndex, marks: offset + (try table.uint16(offset + 8)),
                                  anchors: offset + (try table.uint16(offset + 10)), row: baseIndex, classCount: classCount, to: base)

        case 5:  // mark to ligature
            guard format == 1, let markIndex = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            var iterator = iterator(context: false, from: buffer.index, items: 1)
            iterator.props = LayoutTable.Flag.ignoreMarks
            guard try previous(&iterator) else { return false }
            let ligature = iterator.index
            guard let ligatureIndex = try table.coverage(at: offset + (try table.uint16(offset + 4)), of: buffer.info[ligature].codepoint)
            else { return false }
            let classCount = try table.uint16(offset + 6)
            let array = offset + (try table.uint16(offset + 10))
            guard ligatureIndex < (try table.uint16(array)) else { return false }
            let attach = array + (try table.uint16(array + 2 + 2 * ligatureIndex))
            let components = try table.uint16(attach)
            guard components > 0 else { return false }
            // The component the mark was on, if it came with this ligature; else the last.
            let ligatureID = buffer.info[ligature].ligatureID
            let markID = buffer.current.ligatureID
            let markComponent = buffer.current.ligatureComponent
            let component = ligatureID != 0 && ligatureID == markID && markComponent > 0
                ? min(components, markComponent) - 1 : components - 1
            return try attachMark(markIndex, marks: offset + (try table.uint16(offset + 8)), anchors: attach,
                                  row: component, classCount: classCount, to: ligature)

        case 6:  // mark to mark
            guard format == 1, let markIndex = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            var iterator = iterator(context: false, from: buffer.index, items: 1)
            iterator.props = lookupProps & ~LayoutTable.Flag.ignoreFlags
            guard try previous(&iterator) else { return false }
            let place = iterator.index
            let other = buffer.info[place]
            guard other.isMark else { return false }
            let id1 = buffer.current.ligatureID, id2 = other.ligatureID
            let component1 = buffer.current.ligatureComponent, component2 = other.ligatureComponent
            let sameBase: Bool
            if id1 == id2 {
                sameBase = id1 == 0 || component1 == component2
            } else {
                sameBase = (id1 > 0 && component1 == 0) || (id2 > 0 && component2 == 0)
            }
            guard sameBase,
                  let mark2Index = try table.coverage(at: offset + (try table.uint16(offset + 4)), of: other.codepoint) else { return false }
            let classCount = try table.uint16(offset + 6)
            return try attachMark(markIndex, marks: offset + (try table.uint16(offset + 8)),
                                  anchors: offset + (try table.uint16(offset + 10)), row: mark2Index, classCount: classCount, to: place)

        case 7:
            return try applyContext(at: offset)
        case 8:
            return try applyChainContext(at: offset)
        default:
            return false
        }
    }

    /// Adds a value record's placement and advance (its horizontal advance only: the text is horizontal) to glyph `place`.
    private func applyValue(_ format: Int, at offset: Int, to place: Int) throws(FontError) {
        var field = offset
        if format & 0x0001 != 0 {
            buffer.positions[place].xOffset += Int32(try table.int16(field))
            field += 2
        }
        if format & 0x0002 != 0 {
            buffer.positions[place].yOffset += Int32(try table.int16(field))
            field += 2
        }
        if format & 0x0004 != 0 {
            buffer.positions[place].xAdvance += Int32(try table.int16(field))
            field += 2
        }
    }

    private func applyPair(format: Int, at offset: Int) throws(FontError) -> Bool {
        guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: buffer.current.codepoint) else { return false }
        var iterator = iterator(context: false, from: buffer.index, items: 1)
        guard try next(&iterator) else { return false }
        let second = iterator.index
        let format1 = try table.uint16(offset + 4), format2 = try table.uint16(offset + 6)
        let length1 = format1.nonzeroBitCount, length2 = format2.nonzeroBitCount
        if format == 1 {
            guard index < (try table.uint16(offset + 8)) else { return false }
            let set = offset + (try table.uint16(offset + 10 + 2 * index))
            let recordSize = 2 * (1 + length1 + length2)
            let target = Int(buffer.info[second].codepoint)
            var low = 0, high = try table.uint16(set)
            while low < high {
                let middle = (low + high) / 2
                let record = set + 2 + recordSize * middle
                let glyph = try table.uint16(record)
                if glyph < target {
                    low = middle + 1
                } else if glyph > target {
                    high = middle
                } else {
                    try applyValue(format1, at: record + 2, to: buffer.index)
                    try applyValue(format2, at: record + 2 + 2 * length1, to: second)
                    buffer.index = length2 > 0 ? second + 1 : second
                    return true
                }
            }
            return false
        }
        guard format == 2 else { return false }
        let class1 = try table.glyphClass(at: offset + (try table.uint16(offset + 8)), of: buffer.current.codepoint)
        let class2 = try table.glyphClass(at: offset + (try table.uint16(offset + 10)), of: buffer.info[second].codepoint)
        let class1Count = try table.uint16(offset + 12), class2Count = try table.uint16(offset + 14)
        guard class1 < class1Count, class2 < class2Count else { return false }
        let record = offset + 16 + 2 * (length1 + length2) * (class1 * class2Count + class2)
        try applyValue(format1, at: record, to: buffer.index)
        try applyValue(format2, at: record + 2 * length1, to: second)
        buffer.index = length2 > 0 ? second + 1 : second
        return true
    }

    /// An anchor's x and y (formats 1–3; the contour point and device tables apply only at a pixel size).
    private func anchor(at offset: Int) throws(FontError) -> (x: Int32, y: Int32) {
        (Int32(try table.int16(offset + 2)), Int32(try table.int16(offset + 4)))
    }

    /// Places the mark read now (its coverage index `markIndex` in the mark array at `marks`)
    /// on glyph `place` by the anchor of its class in row `row` of the anchor matrix at
    /// `anchors`; false when that row has no anchor for the class (a later subtable may).
    private func attachMark(_ markIndex: Int, marks: Int, anchors: Int, row: Int, classCount: Int, to place: Int) throws(FontError) -> Bool {
        guard markIndex < (try table.uint16(marks)) else { return false }
        let record = marks + 2 + 4 * markIndex
        let markClass = try table.uint16(record)
        let markAnchor = marks + (try table.uint16(record + 2))
        let rows = try table.uint16(anchors)
        guard row < rows, markClass < classCount else { return false }
        let anchorOffset = try table.uint16(anchors + 2 + 2 * (row * classCount + markClass))
        guard anchorOffset != 0 else { return false }
        let base = try anchor(at: anchors + anchorOffset)
        let mark = try anchor(at: markAnchor)
        buffer.positions[buffer.index].xOffset = base.x - mark.x
        buffer.positions[buffer.index].yOffset = base.y - mark.y
        buffer.positions[buffer.index].attachType = GlyphPosition.AttachType.mark
        buffer.positions[buffer.index].attachChain = Int16(clamping: place - buffer.index)
        buffer.hasGPOSAttachment = true
        buffer.index += 1
        return true
    }

    private func applyCursive(at offset: Int) throws(FontError) -> Bool {
        guard try table.uint16(offset) == 1 else { return false }
        let coverage = offset + (try table.uint16(offset + 2))
        let count = try table.uint16(offset + 4)
        func record(of glyph: UInt32) throws(FontError) -> (entry: Int, exit: Int) {
            guard let index = try table.coverage(at: coverage, of: glyph), index < count else { return (0, 0) }
            return (try table.uint16(offset + 6 + 4 * index), try table.uint16(offset + 8 + 4 * index))
        }
        let this = try record(of: buffer.current.codepoint)
        guard this.entry != 0 else { return false }
        var iterator = iterator(context: false, from: buffer.index, items: 1)
        guard try previous(&iterator) else { return false }
        let previous = try record(of: buffer.info[iterator.index].codepoint)
        guard previous.exit != 0 else { return false }
        let i = iterator.index, j = buffer.index
        let exit = try anchor(at: offset + previous.exit)
        let entry = try anchor(at: offset + this.entry)
        switch direction {
        case .leftToRight:
            buffer.positions[i].xAdvance = exit.x + buffer.positions[i].xOffset
            let d = entry.x + buffer.positions[j].xOffset
            buffer.positions[j].xAdvance -= d
            buffer.positions[j].xOffset -= d
        case .rightToLeft:
            let d = exit.x + buffer.positions[i].xOffset
            buffer.positions[i].xAdvance -= d
            buffer.positions[i].xOffset -= d
            buffer.positions[j].xAdvance = entry.x + buffer.positions[j].xOffset
        }
        // The child is aligned against its parent across the line (right to left: the first glyph is the child).
        var child = i, parent = j
        var yOffset = entry.y - exit.y
        if lookupProps & LayoutTable.Flag.rightToLeft == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        Self.reverseCursiveMinorOffset(&buffer.positions, child, newParent: parent)
        buffer.positions[child].attachType = GlyphPosition.AttachType.cursive
        buffer.positions[child].attachChain = Int16(clamping: parent - child)
        buffer.hasGPOSAttachment = true
        buffer.positions[child].yOffset = yOffset
        if buffer.positions[parent].attachChain == -buffer.positions[child].attachChain {
            buffer.positions[parent].attachChain = 0
            buffer.positions[parent].yOffset = 0
        }
        buffer.index += 1
        return true
    }

    /// Turns round the cursive chain `place` was attached by, so its old tree hangs on its new parent.
    private static func reverseCursiveMinorOffset(_ positions: inout [GlyphPosition], _ place: Int, newParent: Int) {
        let chain = Int(positions[place].attachChain), type = positions[place].attachType
        guard chain != 0, type & GlyphPosition.AttachType.cursive != 0 else { return }
        positions[place].attachChain = 0
        let next = place + chain
        guard next != newParent, next >= 0, next < positions.count else { return }
        reverseCursiveMinorOffset(&positions, next, newParent: newParent)
        positions[next].yOffset = -positions[place].yOffset
        positions[next].attachChain = Int16(clamping: -chain)
        positions[next].attachType = type
    }
}
