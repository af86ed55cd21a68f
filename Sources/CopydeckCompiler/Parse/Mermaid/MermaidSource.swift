/// The diagram text as Mermaid's parser sees it, with positions kept.
///
/// Mermaid cleans a diagram before parsing: `\r\n` and a lone `\r` become `\n`, YAML front
/// matter and `%%{init}%%` directives are cut out, `%%` comment lines are removed, and double
/// quotes in HTML attributes become single quotes. Here line breaks become `\n` the same way (the
/// `\r` of `\r\n` is dropped: it ends a line, so no column moves), and each other removed
/// character is blanked instead of deleted (a removed line keeps its line break), so every offset
/// still maps to the line and column the author wrote. Comment lines are kept aside: Copydeck's
/// bindings live in them.
struct MermaidSource {
    private(set) var scalars: [Unicode.Scalar]
    private(set) var comments: [FlowComment] = []
    /// The text of the front matter and of each `%%{…}%%` directive, cut out of the diagram: where
    /// Mermaid's configuration is written.
    private(set) var configuration: [String] = []
    /// Offsets at which each line starts.
    private(set) var lineStarts: [Int] = [0]

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                // `\r\n`: the `\r` already became the line break.
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            scalars.append(previousWasCR ? "\n" : scalar)
        }
        self.scalars = scalars
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
            lineStarts.append(offset + 1)
        }
        blankFrontMatter()
        blankDirectivesAndComments()
        quoteHTMLAttributesSingly()
    }

    /// The 1-based line and scalar column of an offset.
    func position(of offset: Int) -> FlowPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return FlowPosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    func string(_ range: Range<Int>) -> String {
        Self.string(scalars[range])
    }

    /// A string from scalars; ASCII (the usual case for ids and links) is copied byte by byte.
    static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        if slice.allSatisfy({ $0.value < 0x80 }) {
            return String(unsafeUninitializedCapacity: slice.count) { buffer in
                var index = 0
                for scalar in slice {
                    buffer[index] = UInt8(truncatingIfNeeded: scalar.value)
                    index += 1
                }
                return index
            }
        }
        // Other text encoded into a string of its exact size (appending scalar by scalar to a
        // `UnicodeScalarView` grew it again and again: labels in Korean or Japanese).
        var count = 0
        for scalar in slice { count += UTF8.width(scalar) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for scalar in slice {
                UTF8.encode(scalar) { unit in
                    buffer[index] = unit
                    index += 1
                }
            }
            return index
        }
    }

    // MARK: - Cleaning

    private mutating func blank(_ range: Range<Int>) {
        for index in range where scalars[index] != "\n" {
            scalars[index] = " "
        }
    }

    /// `---` at the very start, up to the next line that is `---`.
    private mutating func blankFrontMatter() {
        guard scalars.starts(with: ["-", "-", "-"]) else { return }
        var index = 3
        while index < scalars.count, scalars[index] != "\n", isWhitespace(scalars[index]) { index += 1 }
        guard index < scalars.count, scalars[index] == "\n" else { return }
        var lineStart = index + 1
        while lineStart < scalars.count {
            var lineEnd = lineStart
            while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
            let line = scalars[lineStart..<lineEnd]
            if line.starts(with: ["-", "-", "-"]) && line.dropFirst(3).allSatisfy(isWhitespace) {
                configuration.append(string(0..<lineEnd))
                blank(0..<lineEnd)
                return
            }
            lineStart = lineEnd + 1
        }
    }

    private mutating func blankDirectivesAndComments() {
        var lineIndex = 0
        while lineIndex < lineStarts.count {
            let start = lineStarts[lineIndex]
            var end = start
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            var first = start
            while first < end, isWhitespace(scalars[first]) { first += 1 }
            if first + 1 < end, scalars[first] == "%", scalars[first + 1] == "%" {
                if first + 2 < end, scalars[first + 2] == "{" {
                    let directiveEnd = endOfDirective(from: first)
                    configuration.append(string(first..<directiveEnd))
                    blank(first..<directiveEnd)
                    while lineIndex + 1 < lineStarts.count, lineStarts[lineIndex + 1] <= directiveEnd { lineIndex += 1 }
                    lineIndex += 1
                    continue
                }
                let text = string(first + 2..<end).trimmingWhitespace()
                comments.append(FlowComment(text: text, position: position(of: first)))
                blank(start..<end)
            } else if let directive = firstDirective(in: start..<end) {
                let directiveEnd = endOfDirective(from: directive)
                configuration.append(string(directive..<directiveEnd))
                blank(directive..<directiveEnd)
                while lineIndex + 1 < lineStarts.count, lineStarts[lineIndex + 1] <= directiveEnd { lineIndex += 1 }
            }
            lineIndex += 1
        }
    }

    private func firstDirective(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index + 2 < range.upperBound {
            if scalars[index] == "%", scalars[index + 1] == "%", scalars[index + 2] == "{" { return index }
            index += 1
        }
        return nil
    }

    /// The offset after the `}%%` closing a directive that starts at `start`, or the end of text.
    private func endOfDirective(from start: Int) -> Int {
        var index = start + 3
        while index + 2 < scalars.count {
            if scalars[index] == "}", scalars[index + 1] == "%", scalars[index + 2] == "%" { return index + 3 }
            index += 1
        }
        return scalars.count
    }

    /// Whether the configuration sets `flowchart.inheritDir` (`inheritDir: true` in the front
    /// matter, `"inheritDir": true` in an `init` directive): subgraphs without a `direction` of
    /// their own then take the diagram's.
    var inheritsDirection: Bool {
        configuration.contains { text in
            var rest = Substring(text)
            while let found = rest.range(of: "inheritDir") {
                let after = rest[found.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
                if after.first == ":", after.dropFirst().drop(while: { $0 == " " }).hasPrefix("true") { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
    }

    /// `<a href="x">` becomes `<a href='x'>`, as Mermaid does before parsing.
    private mutating func quoteHTMLAttributesSingly() {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count, isWordScalar(scalars[index + 1]) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < scalars.count, scalars[close] != ">" { close += 1 }
            guard close < scalars.count else { return }
            var cursor = index + 1
            while cursor + 1 < close {
                if scalars[cursor] == "=", scalars[cursor + 1] == "\"" {
                    if let end = scalars[(cursor + 2)..<close].firstIndex(of: "\"") {
                        scalars[cursor + 1] = "'"
                        scalars[end] = "'"
                        cursor = end + 1
                        continue
                    }
                }
                cursor += 1
            }
            index = close + 1
        }
    }
}

/// JavaScript's `\s`.
@inline(__always)
func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
        return true
    default:
        return false
    }
}

/// JavaScript's `\w`: ASCII letters, digits and `_`.
@inline(__always)
func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    default: return false
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let view = unicodeScalars
        if let first = view.first, let last = view.last, !isWhitespace(first), !isWhitespace(last) { return self }
        guard let first = view.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = view.lastIndex(where: { !isWhitespace($0) })!
        return String(view[first...last])
    }
}
