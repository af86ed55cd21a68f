/// The tokens of Mermaid's flowchart lexer (`flow.jison`), by the names it gives them.
enum MermaidTokenKind: UInt8, Sendable {
    case graph, noDirection, direction
    case subgraph, end
    case accTitle, accTitleValue, accDescr, accDescrValue, accDescrMultilineValue
    /// `style`, `classDef`, `class`, `linkStyle` and `click` statements: the keyword's token, then
    /// the rest of the statement as one `styling` token (Copydeck accepts styling and ignores it).
    case style, classDef, classKeyword, linkStyle, click, styling
    case defaultKeyword, interpolate, href, callbackName, callbackArgs, linkTarget
    case directionTB, directionBT, directionRL, directionLR
    case linkID, number, bracket, styleSeparator, colon, amp, semicolon, comma, mult
    case link, startLink, edgeText
    case ellipseStart, ellipseEnd
    case stadiumStart, stadiumEnd, subroutineStart, subroutineEnd, vertexWithPropsStart
    case tagEnd, tagStart, cylinderStart, cylinderEnd, doubleCircleStart, doubleCircleEnd
    case trapStart, trapEnd, invTrapStart, invTrapEnd
    case up, down, minus, nodeString, unicodeText, text
    case pipe, parenStart, parenEnd, squareStart, squareEnd, diamondStart, diamondStop
    case string, markdownString
    case shapeData
    case newline, space, eof

    /// How a syntax error names the token.
    var displayName: String {
        switch self {
        case .graph: "`graph`"
        case .noDirection, .newline: "a line break"
        case .direction: "a direction"
        case .subgraph: "`subgraph`"
        case .end: "`end`"
        case .link, .startLink: "a link"
        case .edgeText: "link text"
        case .nodeString, .unicodeText, .number: "a node id"
        case .text: "text"
        case .pipe: "`|`"
        case .parenStart: "`(`"
        case .parenEnd: "`)`"
        case .squareStart: "`[`"
        case .squareEnd: "`]`"
        case .diamondStart: "`{`"
        case .diamondStop: "`}`"
        case .semicolon: "`;`"
        case .amp: "`&`"
        case .string: "a quoted string"
        case .markdownString: "a markdown string"
        case .space: "a space"
        case .eof: "the end of the diagram"
        case .styleSeparator: "`:::`"
        case .shapeData: "`@{`"
        // flow.jison's BRKT is `#`, not a bracket.
        case .bracket: "`#`"
        case .colon: "`:`"
        case .comma: "`,`"
        case .mult: "`*`"
        case .minus: "`-`"
        case .up: "`^`"
        case .down: "`v`"
        default: "`\(self)`"
        }
    }
}

struct MermaidToken: Sendable {
    var kind: MermaidTokenKind
    /// Scalar offsets into the cleaned source.
    var start: Int32
    var end: Int32

    var range: Range<Int> { Int(start)..<Int(end) }
}
