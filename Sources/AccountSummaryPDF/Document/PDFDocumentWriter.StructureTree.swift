extension PDFDocumentWriter {
    /// The structure tree's elements (ISO 32000-1 §14.7) as the writer gathers them, kept
    /// compact because a tagged table grows it by a row element and an element per cell for
    /// every row: a few bytes an element and twelve a kid, rather than a value with its own
    /// arrays and strings each. Element 0 is the document.
    ///
    /// ```swift
    /// var tree = PDFDocumentWriter.StructureTree()
    /// let table = tree.append("Table", parent: 0)
    /// tree.appendContent(of: table, page: 0, mcid: 0)
    /// tree.type(of: table)  // "Table"
    /// ```
    struct StructureTree {
        /// Each element's type, as an index into `typeNames` (a document has a few dozen types at most).
        private var types: [UInt8] = []
        /// The types, in the order first used.
        private var typeNames: [String] = []
        /// Each element's parent, -1 for the document.
        private var parents: [Int32] = []
        /// Attributes (a header cell's `/Scope`), by element: few elements have them.
        var attributes: [Int: [(String, PDFObject)]] = [:]
        /// Text alternatives (a figure's `/Alt`), by element.
        var alternatives: [Int: String] = [:]
        /// Every element's kids in the order added, all elements' together.
        private var kids: [Kid] = []

        /// One kid: a child element (`page` -1, `value` the child) or a marked content (`value`
        /// its MCID on `page`), and the element it belongs to.
        struct Kid {
            var owner: Int32
            var page: Int32
            var value: Int32
        }

        init() {
            _ = append("Document", parent: nil)
        }

        /// How many elements there are.
        var count: Int { types.count }

        /// How many kids all elements have together.
        var kidCount: Int { kids.count }

        /// Adds an element of `type` as the last kid of `parent`; returns its index.
        mutating func append(_ type: String, parent: Int?) -> Int {
            let element = types.count
            precondition(element < Int(Int32.max), "fewer than 2³¹ structure elements")
            if let index = typeNames.firstIndex(of: type) {
                types.append(UInt8(index))
            } else {
                precondition(typeNames.count <= Int(UInt8.max), "at most 256 structure types")
                types.append(UInt8(typeNames.count))
                typeNames.append(type)
            }
            parents.append(parent.map { Int32($0) } ?? -1)
            if let parent { kids.append(Kid(owner: Int32(parent), page: -1, value: Int32(element))) }
            return element
        }

        /// Adds marked content `mcid` on `page` as the last kid of `element`.
        mutating func appendContent(of element: Int, page: Int, mcid: Int) {
            kids.append(Kid(owner: Int32(element), page: Int32(page), value: Int32(mcid)))
        }

        func type(of element: Int) -> String { typeNames[Int(types[element])] }

        func parent(of element: Int) -> Int? { parents[element] < 0 ? nil : Int(parents[element]) }

        /// Each element's kids in the order added: `kids(of:)` on what this returns.
        func grouped() -> Grouped {
            // A counting sort by owner, stable, so each element's kids keep their order.
            var starts = [Int32](repeating: 0, count: count + 1)
            for kid in kids { starts[Int(kid.owner) + 1] += 1 }
            for element in 0..<count { starts[element + 1] += starts[element] }
            var next = starts
            var order = [Int32](repeating: 0, count: kids.count)
            for (index, kid) in kids.enumerated() {
                order[Int(next[Int(kid.owner)])] = Int32(index)
                next[Int(kid.owner)] += 1
            }
            return Grouped(tree: self, starts: starts, order: order)
        }

        /// The kids grouped by element.
        struct Grouped {
            let tree: StructureTree
            let starts: [Int32]
            let order: [Int32]

            func kids(of element: Int) -> LazyMapSequence<ArraySlice<Int32>, Kid> {
                order[Int(starts[element])..<Int(starts[element + 1])].lazy.map { tree.kids[Int($0)] }
            }
        }

        /// For each page, the element each of its marked contents belongs to, in MCID order
        /// (the parent tree's entries); `mcids` is how many each page has.
        func contentOwners(mcids: [Int32]) -> [[Int32]] {
            var owners = mcids.map { [Int32](repeating: -1, count: Int($0)) }
            for kid in kids where kid.page >= 0 { owners[Int(kid.page)][Int(kid.value)] = kid.owner }
            return owners
        }
    }
}
