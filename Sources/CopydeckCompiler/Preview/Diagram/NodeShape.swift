import Foundation

/// The outlines Copydeck draws for Mermaid's node shapes. Mermaid's bracket forms (`[ ]`, `( )`,
/// `{ }`…) and the `@{ shape: … }` names map onto these; a name Copydeck does not draw falls back
/// to a rectangle, as Mermaid does.
enum NodeShape: Sendable, Equatable {
    case rectangle, rounded, stadium, subroutine, cylinder, circle, doubleCircle, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invertedTrapezoid, flag, document

    init(mermaid name: String?) {
        switch name?.lowercased() {
        case nil, "square", "rect", "rectangle", "proc", "process", "text", "rectwithtitle", "fork", "join": self = .rectangle
        case "roundedwithtitle": self = .rounded
        case "statestart": self = .circle
        case "stateend": self = .doubleCircle
        case "choice": self = .diamond
        case "round", "rounded", "event": self = .rounded
        case "stadium", "pill", "terminal": self = .stadium
        case "subroutine", "subproc", "subprocess", "fr-rect", "framed-rectangle": self = .subroutine
        case "cylinder", "cyl", "database", "db", "h-cyl", "das", "lin-cyl", "disk": self = .cylinder
        case "circle", "circ", "sm-circ", "small-circle", "start", "f-circ", "filled-circle", "junction": self = .circle
        case "doublecircle", "dbl-circ", "double-circle", "fr-circ", "framed-circle", "stop": self = .doubleCircle
        case "diamond", "rhombus", "diam", "decision", "question": self = .diamond
        case "hexagon", "hex", "prepare": self = .hexagon
        case "lean_right", "lean-r", "lean-right", "in-out": self = .leanRight
        case "lean_left", "lean-l", "lean-left", "out-in": self = .leanLeft
        case "trapezoid", "trap-b", "trapezoid-bottom", "priority": self = .trapezoid
        case "inv_trapezoid", "trap-t", "trapezoid-top", "inv-trapezoid", "manual": self = .invertedTrapezoid
        case "odd", "flag", "paper-tape": self = .flag
        case "doc", "document", "docs", "documents", "st-doc", "stacked-document": self = .document
        default: self = .rectangle
        }
    }

    /// The box around a text block of `width` × `height` (padding included) that this shape needs
    /// for the text to fit inside its outline.
    func size(forText width: Double, _ height: Double) -> (width: Double, height: Double) {
        switch self {
        case .rectangle, .rounded, .flag: (width, height)
        case .subroutine: (width + 16, height)
        case .stadium, .hexagon, .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid: (width + height, height)
        case .cylinder: (width, height + 2 * Self.cylinderCap)
        case .document: (width, height + 8)
        case .circle: ((width * width + height * height).squareRoot(), (width * width + height * height).squareRoot())
        case .doubleCircle: ((width * width + height * height).squareRoot() + 10, (width * width + height * height).squareRoot() + 10)
        case .diamond:
            // A rhombus with half-diagonals a, b holds a w × h box when w/2a + h/2b ≤ 1: split
            // that sum 0.6 / 0.4 so long labels give wide, not tall, diamonds.
            (width / 0.6, height / 0.4)
        }
    }

    static let cylinderCap = 7.0

    /// Where the ray from the box's centre towards `point` leaves this shape's outline: a
    /// rhombus and a circle are smaller than their box, so an edge must stop at their border.
    func border(_ box: Rect, towards point: Point) -> Point {
        let dx = point.x - box.x, dy = point.y - box.y
        guard dx != 0 || dy != 0 else { return Point(x: box.x, y: box.y) }
        let scale: Double
        switch self {
        case .diamond:
            scale = 1 / (abs(dx) / (box.width / 2) + abs(dy) / (box.height / 2))
        case .circle, .doubleCircle:
            scale = (box.width / 2) / (dx * dx + dy * dy).squareRoot()
        default:
            var limit = Double.infinity
            if dx != 0 { limit = min(limit, box.width / 2 / abs(dx)) }
            if dy != 0 { limit = min(limit, box.height / 2 / abs(dy)) }
            scale = limit
        }
        return Point(x: box.x + dx * scale, y: box.y + dy * scale)
    }

    /// The outline as SVG elements, for a box centred at (x, y).
    func outline(_ box: Rect) -> [Markup] {
        let (x, y, w, h) = (box.x, box.y, box.width, box.height)
        let left = x - w / 2, right = x + w / 2, top = y - h / 2, bottom = y + h / 2
        func polygon(_ points: [(Double, Double)]) -> Markup {
            .element("polygon", attributes: [.class("shape"), .attribute("points", points.map { "\(Self.format($0.0)),\(Self.format($0.1))" }.joined(separator: " "))])
        }
        func rect(_ radius: Double, inset: Double = 0) -> Markup {
            .element("rect", attributes: [
                .class("shape"), .attribute("x", Self.format(left + inset)), .attribute("y", Self.format(top + inset)),
                .attribute("width", Self.format(w - 2 * inset)), .attribute("height", Self.format(h - 2 * inset)),
                .attribute("rx", Self.format(radius)), .attribute("ry", Self.format(radius)),
            ])
        }
        func path(_ d: String) -> Markup { .element("path", attributes: [.class("shape"), .attribute("d", d)]) }
        let f = Self.format
        switch self {
        case .rectangle: return [rect(2)]
        case .rounded: return [rect(10)]
        case .stadium: return [rect(h / 2)]
        case .subroutine:
            return [rect(0), .element("path", attributes: [.class("shape-line"),
                .attribute("d", "M\(f(left + 8)),\(f(top))V\(f(bottom))M\(f(right - 8)),\(f(top))V\(f(bottom))")])]
        case .cylinder:
            let cap = Self.cylinderCap
            return [path("M\(f(left)),\(f(top + cap))A\(f(w / 2)),\(f(cap)) 0 0 1 \(f(right)),\(f(top + cap))V\(f(bottom - cap))"
                         + "A\(f(w / 2)),\(f(cap)) 0 0 1 \(f(left)),\(f(bottom - cap))Z"),
                    .element("path", attributes: [.class("shape-line"),
                        .attribute("d", "M\(f(left)),\(f(top + cap))A\(f(w / 2)),\(f(cap)) 0 0 0 \(f(right)),\(f(top + cap))")])]
        case .circle:
            return [.element("circle", attributes: [.class("shape"), .attribute("cx", f(x)), .attribute("cy", f(y)), .attribute("r", f(w / 2))])]
        case .doubleCircle:
            return [.element("circle", attributes: [.class("shape"), .attribute("cx", f(x)), .attribute("cy", f(y)), .attribute("r", f(w / 2))]),
                    .element("circle", attributes: [.class("shape-line"), .attribute("cx", f(x)), .attribute("cy", f(y)), .attribute("r", f(w / 2 - 5))])]
        case .diamond: return [polygon([(x, top), (right, y), (x, bottom), (left, y)])]
        case .hexagon:
            let inset = h / 2
            return [polygon([(left + inset, top), (right - inset, top), (right, y), (right - inset, bottom), (left + inset, bottom), (left, y)])]
        case .leanRight: return [polygon([(left + h / 2, top), (right, top), (right - h / 2, bottom), (left, bottom)])]
        case .leanLeft: return [polygon([(left, top), (right - h / 2, top), (right, bottom), (left + h / 2, bottom)])]
        case .trapezoid: return [polygon([(left + h / 2, top), (right - h / 2, top), (right, bottom), (left, bottom)])]
        case .invertedTrapezoid: return [polygon([(left, top), (right, top), (right - h / 2, bottom), (left + h / 2, bottom)])]
        case .flag: return [polygon([(left, top), (right, top), (right, bottom), (left, bottom), (left + 10, y)])]
        case .document:
            return [path("M\(f(left)),\(f(top))H\(f(right))V\(f(bottom - 8))Q\(f(x + w / 4)),\(f(bottom - 16)) \(f(x)),\(f(bottom - 8))"
                         + "T\(f(left)),\(f(bottom - 8))Z")]
        }
    }

    /// Coordinates with at most two decimals, no trailing zeros: same value, same bytes.
    /// Written from whole hundredths, without `String(format:)` (a drawing formats every
    /// coordinate of every node and edge).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 100).rounded()
        guard abs(scaled) < 1e15 else { return String(Int(scaled / 100)) }
        let hundredths = Int(scaled)
        let magnitude = hundredths.magnitude
        let whole = String(magnitude / 100)
        let fraction = magnitude % 100
        let sign = hundredths < 0 && magnitude != 0 ? "-" : ""
        switch fraction {
        case 0: return sign + whole
        case let tenths where tenths % 10 == 0: return sign + whole + "." + String(tenths / 10)
        case ..<10: return sign + whole + ".0" + String(fraction)
        default: return sign + whole + "." + String(fraction)
        }
    }
}
