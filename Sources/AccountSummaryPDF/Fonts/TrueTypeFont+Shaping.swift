import AccountSummary

extension TrueTypeFont {
    /// What shaping a run of `script` in `direction` and `language` applies with this font,
    /// planned once and kept (a statement shapes hundreds of runs in the same few plans).
    ///
    /// ```swift
    /// let plan = try font.plan(script: .arabic, direction: .rightToLeft, language: "ar")
    /// ```
    /// - Throws: ``FontError`` when the font's layout tables are damaged.
    func plan(script: UnicodeTables.Script, direction: TextDirection, language: String?) throws(FontError) -> ShapePlan {
        let key = ShapePlanKey(script: script, direction: direction, language: language)
        if let plan = plans.withLock({ $0[key] }) { return plan }
        let plan = ShapePlan(font: self, script: script, direction: direction, language: language)
        plans.withLock { $0[key] = plan }
        return plan
    }
}

/// What a ``ShapePlan`` depends on besides the font.
struct ShapePlanKey: Hashable, Sendable {
    var script: UnicodeTables.Script
    var direction: TextDirection
    var language: String?
}
