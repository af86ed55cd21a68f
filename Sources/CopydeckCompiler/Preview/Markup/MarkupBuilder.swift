/// A result builder for `Markup` children: a `String` in the block is text (escaped like any
/// text), `if`, `switch` and `for` work as in SwiftUI.
///
///     Markup.element("p", .class("copy")) {
///         Markup.element("b") { screen.id }
///         for line in lines { line; Markup.element("br") }
///     }
@resultBuilder
public enum MarkupBuilder {
    public static func buildBlock(_ parts: [Markup]...) -> [Markup] { parts.flatMap { $0 } }
    public static func buildExpression(_ markup: Markup) -> [Markup] { [markup] }
    public static func buildExpression(_ markups: [Markup]) -> [Markup] { markups }
    public static func buildExpression(_ text: String) -> [Markup] { [.text(text)] }
    public static func buildOptional(_ part: [Markup]?) -> [Markup] { part ?? [] }
    public static func buildEither(first part: [Markup]) -> [Markup] { part }
    public static func buildEither(second part: [Markup]) -> [Markup] { part }
    public static func buildArray(_ parts: [[Markup]]) -> [Markup] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Markup]) -> [Markup] { part }
}

extension Markup {
    /// An element whose children come from a `MarkupBuilder` block.
    public static func element(_ name: String, _ attributes: MarkupAttribute...,
                               @MarkupBuilder children: () -> [Markup]) -> Markup {
        .element(name, attributes: attributes, children: children())
    }

    /// An element with an array of attributes, and children from a `MarkupBuilder` block.
    public static func element(_ name: String, attributes: [MarkupAttribute],
                               @MarkupBuilder children: () -> [Markup]) -> Markup {
        .element(name, attributes: attributes, children: children())
    }

    /// Nodes side by side from a `MarkupBuilder` block.
    public static func fragment(@MarkupBuilder _ children: () -> [Markup]) -> Markup {
        .fragment(children())
    }
}
