import CopydeckKit

/// The input as a message of copy:
/// - `MessageParser.hasSyntax` (eight bytes at a time) agrees with a byte-by-byte look;
/// - a parse error points within the text; a parsed message's ranges lie within the text, each
///   argument's range starts at `{` and ends after `}`, names, case selectors and `#`s are the
///   text at their ranges, and nesting stays within `MessageParser.maximumDepth`;
/// - the message renders (or throws) in several locales for numbers, durations and strings of
///   every kind an app may pass, NaN, infinities and huge values included.
enum MessageCheck {
    static let values: [MessageArgument] = [
        .number(0), .number(1), .number(2), .number(1.5), .number(-1), .number(1e15), .number(1e300), .number(-1e300),
        .number(.nan), .number(.infinity), .number(-.infinity), .number(.leastNonzeroMagnitude),
        .duration(3661), .duration(-5), .duration(.nan), .duration(.infinity), .duration(1e300),
        .string("사과"), .string("책"), .string("Apple"), .string("12"), .string("1e400"), .string(""),
    ]
    static let locales = ["en", "ko", "ja", "ar", "ru"]

    static func check(_ input: [UInt8]) -> [String] {
        guard let text = String(fuzzInput: input) else { return [] }
        var problems: [String] = []
        let bytewise = text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "'") }
        if MessageParser.hasSyntax(text) != bytewise {
            problems.append("hasSyntax says \(!bytewise), the bytes say \(bytewise)")
        }
        let scalars = Array(text.unicodeScalars)
        let message: Message
        do {
            message = try MessageParser().parse(text)
        } catch {
            if error.offset < 0 || error.offset > scalars.count {
                problems.append("error `\(error.message)` at offset \(error.offset), outside the text (\(scalars.count) scalars)")
            }
            return problems
        }
        if !bytewise, message.parts != (text.isEmpty ? [] : [.text(text)]) {
            problems.append("text without syntax parsed as \(message.parts)")
        }
        check(message, scalars, depth: 0, &problems)
        _ = message.plainText
        let names = Set(message.arguments.map(\.name))
        for locale in locales {
            let formatter = MessageFormatter(locale: locale)
            _ = try? formatter.format(message, [:])
            for value in values {
                _ = try? formatter.format(message, Dictionary(uniqueKeysWithValues: names.map { ($0, value) }))
            }
        }
        return problems
    }

    private static func check(_ message: Message, _ scalars: [Unicode.Scalar], depth: Int, _ problems: inout [String]) {
        func text(_ range: Range<Int>) -> String? {
            guard range.lowerBound >= 0, range.upperBound <= scalars.count else { return nil }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        if depth > MessageParser.maximumDepth { problems.append("nesting depth \(depth) past the maximum") }
        for part in message.parts {
            switch part {
            case .text:
                break
            case .pound(let offset):
                if text(offset..<(offset + 1)) != "#" { problems.append("`#` at offset \(offset) is not one") }
            case .argument(let argument):
                let range = argument.range, name = argument.nameRange
                guard let whole = text(range), whole.unicodeScalars.first == "{", whole.unicodeScalars.last == "}" else {
                    problems.append("argument `\(argument.name)` range \(range) is not a `{…}` of the text")
                    continue
                }
                if !range.contains(name.lowerBound) || name.upperBound > range.upperBound || text(name) != argument.name {
                    problems.append("argument `\(argument.name)` name range \(name) does not hold its name")
                }
                switch argument.kind {
                case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
                    for item in cases {
                        let selector = item.selectorRange
                        if selector.lowerBound < range.lowerBound || selector.upperBound > range.upperBound || text(selector) != item.selector {
                            problems.append("case `\(item.selector)` range \(selector) does not hold it")
                        }
                        check(item.message, scalars, depth: depth + 1, &problems)
                    }
                default:
                    break
                }
            }
        }
    }
}
