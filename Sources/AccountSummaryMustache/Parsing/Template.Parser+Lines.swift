extension Template.Parser {
    /// Applies the line rules of the spec to scanned items.
    ///
    /// - A line holding only whitespace and one tag other than a variable is
    ///   standalone: its whitespace and newline disappear. So does a line holding
    ///   only parent and block tags (`{{<parent}}{{$block}}`), except that a block
    ///   opened and closed on the same line keeps the text after it, newline included.
    /// - The whitespace before a standalone partial, parent or block becomes the
    ///   indentation added to each line of what it expands to.
    /// - A block whose opening tag ends a standalone line has intrinsic indentation:
    ///   that of its first line. It is removed from each of the block's lines here,
    ///   and becomes the block's own indentation when the block is the one expanded.
    /// - Every other line gets a ``Piece/lineStart`` where indentation is written.
    func arrangeLines(_ items: [Item]) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(items.count + items.count / 2)
        var openTags: [(kind: Tag.Kind, name: String, line: Int)] = []
        var strips: [[UInt8]] = []
        var lineStart = 0
        var lineNumber = 0
        while lineStart < items.count {
            var lineEnd = lineStart
            while lineEnd < items.count {
                lineEnd += 1
                if case .newline = items[lineEnd - 1] { break }
            }
            let line = lineStart..<lineEnd
            let strip = strips.last ?? []

            // What each tag is, and whether the line can stand alone.
            var tagIndices: [Int] = []
            var closedKinds: [Int: (kind: Tag.Kind, sameLine: Bool)] = [:]
            var onlyBlanks = true
            for index in line {
                switch items[index] {
                case .text(let range):
                    if !bytes[range].allSatisfy(Self.isBlank) { onlyBlanks = false }
                case .newline:
                    break
                case .tag(let tag):
                    tagIndices.append(index)
                    if tag.kind.opensSection {
                        openTags.append((tag.kind, tag.name, lineNumber))
                    } else if tag.kind == .close, let top = openTags.last, top.name == tag.name {
                        closedKinds[index] = (top.kind, top.line == lineNumber)
                        openTags.removeLast()
                    }
                }
            }
            var standalone = false
            var keepsEnd = false
            if onlyBlanks, let lastTag = tagIndices.last,
                tagIndices.allSatisfy({ tag(at: $0, in: items).kind.canStandAlone })
            {
                if tagIndices.count == 1 {
                    standalone = true
                } else if tagIndices.allSatisfy({ isInheritanceTag(at: $0, in: items, closedKinds: closedKinds) }) {
                    standalone = true
                    if let closed = closedKinds[lastTag], closed.kind == .block, closed.sameLine {
                        keepsEnd = true
                    }
                }
            }

            if standalone {
                var indentation = ""
                if case .text(let range) = items[lineStart] {
                    indentation = text(stripped(range, by: strip))
                }
                var isFirstTag = true
                for index in tagIndices {
                    var tag = tag(at: index, in: items)
                    tag.indentation = isFirstTag ? indentation : ""
                    isFirstTag = false
                    if tag.kind == .block {
                        let current = strips.last ?? []
                        if index == tagIndices.last, !keepsEnd {
                            let own = intrinsicIndentation(startingAt: lineEnd, in: items, strip: current)
                            tag.contentStartsLine = true
                            tag.indentation = String(decoding: own, as: UTF8.self)
                            strips.append(current + own)
                        } else {
                            strips.append(current)
                        }
                    } else if closedKinds[index]?.kind == .block {
                        strips.removeLast()
                    }
                    pieces.append(.tag(tag))
                }
                if keepsEnd, let lastTag = tagIndices.last {
                    for index in lastTag + 1..<lineEnd {
                        switch items[index] {
                        case .text(let range), .newline(let range): pieces.append(.text(range))
                        case .tag: break
                        }
                    }
                }
            } else {
                var startedLine = false
                for index in line {
                    if case .tag(let tag) = items[index], tag.kind == .close, !startedLine {
                        if closedKinds[index]?.kind == .block { strips.removeLast() }
                        pieces.append(.tag(tag))
                        continue
                    }
                    if !startedLine {
                        pieces.append(.lineStart)
                        startedLine = true
                    }
                    switch items[index] {
                    case .text(let range):
                        let kept = index == lineStart ? stripped(range, by: strip) : range
                        if !kept.isEmpty { pieces.append(.text(kept)) }
                    case .newline(let range):
                        pieces.append(.text(range))
                    case .tag(let tag):
                        if tag.kind == .block {
                            strips.append(strips.last ?? [])
                        } else if closedKinds[index]?.kind == .block {
                            strips.removeLast()
                        }
                        pieces.append(.tag(tag))
                    }
                }
            }
            lineStart = lineEnd
            lineNumber += 1
        }
        return pieces
    }

    private func tag(at index: Int, in items: [Item]) -> Tag {
        guard case .tag(let tag) = items[index] else { preconditionFailure("not a tag") }
        return tag
    }

    /// Parent and block tags, opening or closing: the tags that may share a standalone line.
    private func isInheritanceTag(at index: Int, in items: [Item], closedKinds: [Int: (kind: Tag.Kind, sameLine: Bool)]) -> Bool {
        let kind = tag(at: index, in: items).kind
        switch kind {
        case .parent, .block: return true
        case .close: return closedKinds[index].map { $0.kind == .parent || $0.kind == .block } ?? false
        default: return false
        }
    }

    /// The leading blanks of the line starting at `index`, less what `strip` removes.
    private func intrinsicIndentation(startingAt index: Int, in items: [Item], strip: [UInt8]) -> [UInt8] {
        guard index < items.count, case .text(let range) = items[index] else { return [] }
        let start = stripped(range, by: strip).lowerBound
        var end = start
        while end < range.upperBound, Self.isBlank(bytes[end]) { end += 1 }
        return Array(bytes[start..<end])
    }

    /// `range` without the longest prefix it shares with `strip`.
    private func stripped(_ range: Range<Int>, by strip: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        for byte in strip {
            guard start < range.upperBound, bytes[start] == byte else { break }
            start += 1
        }
        return start..<range.upperBound
    }
}
