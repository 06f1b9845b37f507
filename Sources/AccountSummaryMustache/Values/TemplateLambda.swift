/// Code a template calls while rendering: the Swift form of Mustache lambdas.
///
/// A `section` lambda receives the raw, unrendered text of its section and returns
/// template text, which is then rendered in place (with the section's delimiters).
/// A `variable` lambda takes nothing and returns a value: a string is rendered as
/// a template (with the default delimiters), anything else is used as is.
///
/// ```swift
/// let value: TemplateValue = [
///     "name": "Jo",
///     "bold": .lambda(.section { text in "<b>" + text + "</b>" }),
///     "year": .lambda(.variable { 2026 }),
/// ]
/// try Template("{{#bold}}Hi {{name}}{{/bold}} {{year}}").render(value, escaping: .none)
/// // "<b>Hi Jo</b> 2026"
/// ```
public struct TemplateLambda: Sendable {
    enum Body: Sendable {
        case section(@Sendable (String) -> String)
        case variable(@Sendable () -> TemplateValue)
    }

    let body: Body

    /// A lambda that rewrites its section's raw text into template text.
    ///
    /// Used as a variable (`{{name}}`), it is called with the empty string.
    ///
    /// ```swift
    /// TemplateLambda.section { "__" + $0 + "__" }  // {{#l}}FILE{{/l}} -> "__FILE__"
    /// ```
    public static func section(_ body: @escaping @Sendable (String) -> String) -> TemplateLambda {
        TemplateLambda(body: .section(body))
    }

    /// A lambda that computes a value each time the template asks for it.
    ///
    /// A string result is rendered as a template; in a section, the result is the
    /// section's data (a list iterates, a falsey value skips).
    ///
    /// ```swift
    /// TemplateLambda.variable { "{{planet}}" }  // {{l}} with planet "world" -> "world"
    /// ```
    public static func variable(_ body: @escaping @Sendable () -> TemplateValue) -> TemplateLambda {
        TemplateLambda(body: .variable(body))
    }
}
