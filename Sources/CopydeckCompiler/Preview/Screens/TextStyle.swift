/// iOS's text styles and their point sizes at every Dynamic Type size, from Apple's Human
/// Interface Guidelines, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes".
/// Each style grows by its own steps (at AX3 Title 1 is 48 pt, 1.71 times its default, Body 40 pt,
/// 2.35 times), so the frames scale each piece of copy by its style, not by one factor.
enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The CSS custom property that holds the style's size at the page's Dynamic Type size.
    var variable: String { "--ts-\(rawValue)" }

    /// Line height over size at the default size (Large), as the guidelines' leading gives it
    /// (Body 17/22, Title 1 28/34, Footnote 13/18…): kept at every size.
    var leading: Double {
        switch self {
        case .largeTitle: 41.0 / 34
        case .title1: 34.0 / 28
        case .title2: 28.0 / 22
        case .title3: 25.0 / 20
        case .headline, .body: 22.0 / 17
        case .callout: 21.0 / 16
        case .subheadline: 20.0 / 15
        case .footnote: 18.0 / 13
        case .caption1: 16.0 / 12
        case .caption2: 13.0 / 11
        }
    }

    /// Headline is Body's size, semibold; the others regular (a title's weight is the screen's).
    var weight: Int { self == .headline ? 600 : 400 }
}

/// One of iOS's Dynamic Type sizes (`UIContentSizeCategory`), with every text style's size.
struct ContentSize: Sendable, Equatable {
    /// The value of the page's text-size picker and of `data-type-size`.
    var id: String
    var name: String
    /// Points by `TextStyle`, in its declaration order.
    var points: [Int]

    func points(_ style: TextStyle) -> Int { points[TextStyle.allCases.firstIndex(of: style)!] }

    /// Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote,
    /// Caption 1, Caption 2.
    static let all: [ContentSize] = [
        ContentSize(id: "xS", name: "xSmall", points: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        ContentSize(id: "S", name: "Small", points: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        ContentSize(id: "M", name: "Medium", points: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        ContentSize(id: "L", name: "Large (default)", points: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        ContentSize(id: "xL", name: "xLarge", points: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        ContentSize(id: "xxL", name: "xxLarge", points: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        ContentSize(id: "xxxL", name: "xxxLarge", points: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        ContentSize(id: "AX1", name: "AX1", points: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        ContentSize(id: "AX2", name: "AX2", points: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        ContentSize(id: "AX3", name: "AX3", points: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        ContentSize(id: "AX4", name: "AX4", points: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        ContentSize(id: "AX5", name: "AX5", points: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]

    /// iOS's default, Large.
    static let standard = all[3]
}
