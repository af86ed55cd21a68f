/// A fast composer for the YAML Copydeck projects are written in: block mappings and lists nested
/// by indentation, one-line flow collections (`{ surface: title, maxLength: 40 }`, `[ko, ja, en]`),
/// plain and quoted one-line scalars, literal block scalars (`|`, `|-`, `|+`), empty values,
/// comments and blank lines.
///
/// It gives exactly the nodes, texts and positions Yams composes from the same text (a test holds
/// it to that on every YAML file of the repository and on a corpus of edge cases), many times
/// faster. Anything else (anchors, aliases, tags, complex keys, multi-line plain or quoted
/// scalars, folded scalars, tabs, document markers, directives, repeated keys) and anything that
/// is not valid YAML makes it answer `.unsupported`: `YAMLComposer` then composes the file from
/// libyaml's events, and reports what is wrong with it. Answering `.unsupported` is always safe; answering wrong never is.
///
/// Structure is ASCII, so it reads the UTF-8 bytes; only scalar text is decoded.
struct YAMLParser {
    enum Outcome: Equatable {
        /// The root node; nil for a document without content.
        case document(YAMLNode?)
        case unsupported
    }

    static func parse(_ file: SourceFile) -> Outcome {
        var text = file.text
        return text.withUTF8 { bytes in
            file.lineBounds.withUnsafeBufferPointer { lines in
                var parser = YAMLParser(bytes: bytes, lines: lines)
                guard let root = parser.parseDocument() else { return .unsupported }
                return .document(root)
            }
        }
    }

    /// Nesting beyond this is left to Yams (and keeps the recursion shallow on worker threads).
    static let maximumDepth = 48
    /// Longer lines are left to `YAMLComposer`, so finding a node's column stays bounded.
    static let maximumLineBytes = 4096

    let bytes: UnsafeBufferPointer<UInt8>
    /// Each line's leading spaces, counted once; one for each line of `lineBounds` read here.
    var indents: [Int] = []
    /// Whether the text ends with a line break (a block scalar on the last line depends on it).
    var endsWithBreak = false
    /// Entries of the mappings being read, innermost last: a mapping's entries are copied out
    /// into an array of their exact size when it ends (one allocation instead of one per doubling).
    var scratch: [YAMLNode.Mapping.Entry] = []
    /// The first line not yet read.
    var line = 0
    var depth = 0

    /// The file's line table (`SourceFile.lineBounds`: byte offsets of each line's start and of
    /// its end before `\n` or `\r\n`), split once for everyone who reads the file. Read in
    /// place, as `bytes` is: every byte the parser looks at goes through it.
    let lineBounds: UnsafeBufferPointer<(start: Int, end: Int)>

    init(bytes: UnsafeBufferPointer<UInt8>, lines: UnsafeBufferPointer<(start: Int, end: Int)>) {
        self.bytes = bytes
        self.lineBounds = lines
    }

    // MARK: Document

    /// The root (nil inside for an empty document), or nil when the text is not in the subset.
    mutating func parseDocument() -> YAMLNode?? {
        guard splitLines() else { return nil }
        guard let first = nextContent(from: 0) else { return .some(nil) }
        guard let root = parseBlock(line: first, column: indent(first), parentIndent: -1) else { return nil }
        guard nextContent(from: line) == nil else { return nil }
        return .some(root)
    }

    /// Takes the file's lines, counting each one's indent; false for what this reader leaves to
    /// Yams: a byte order mark, control characters but line breaks, a `\r` without `\n`, Unicode
    /// line breaks (NEL, LS, PS) and other characters libyaml refuses, document markers and
    /// directives.
    private mutating func splitLines() -> Bool {
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return false }
        // One tight pass finds whether there is anything to look at more closely.
        let unusual = Self.unusualBytes.withUnsafeBufferPointer { table in
            var found: UInt8 = 0
            for byte in bytes { found |= table[Int(byte)] }
            return found
        }
        if unusual & 1 != 0, !Self.controlCharactersAreLineBreaks(bytes) { return false }
        if unusual & 2 != 0, !Self.multiByteSequencesAreAllowed(bytes) { return false }
        endsWithBreak = count == 0 || bytes[count - 1] == .newline
        // The file's last line is the empty one after a final line break: not a line here.
        let lineCount = endsWithBreak ? lineBounds.count - 1 : lineBounds.count
        indents.reserveCapacity(lineCount)
        for (start, end) in lineBounds.prefix(lineCount) {
            // A node's position counts its line from the start: lines longer than this (a
            // one-line flow mapping of thousands of entries) go to the composer, which counts on.
            guard end - start <= Self.maximumLineBytes else { return false }
            var indent = 0
            while start + indent < end, bytes[start + indent] == .space { indent += 1 }
            guard addLine(start, end, indent: indent) else { return false }
        }
        return true
    }

    /// 1 for control characters but `\n`, and DEL; 2 for the lead bytes of the characters libyaml
    /// treats specially (`C2`, `E2`, `EF`: see `multiByteSequencesAreAllowed`).
    private static let unusualBytes: [UInt8] = (0...255).map { byte in
        (byte < 0x20 && byte != 0x0A) || byte == 0x7F ? 1 : byte == 0xC2 || byte == 0xE2 || byte == 0xEF ? 2 : 0
    }

    /// True when the only control characters are `\n` and a `\r` right before one.
    static func controlCharactersAreLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x7F {
            switch bytes[index] {
            case .newline: continue
            case .carriageReturn where index + 1 < bytes.count && bytes[index + 1] == .newline: continue
            default: return false
            }
        }
        return true
    }

    /// False when the text holds a character libyaml refuses or reads as structure: the C1
    /// controls but NEL (`C2 80`…`C2 9F`), NEL, the line and paragraph separators (`E2 80 A8`,
    /// `E2 80 A9`), a byte order mark past the start (`EF BB BF`), and U+FFFE and U+FFFF.
    static func multiByteSequencesAreAllowed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            switch bytes[index] {
            case 0xC2 where (0x80...0x9F).contains(bytes[index + 1]):
                return false
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return false
            case 0xEF where index + 2 < bytes.count && ((bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF)
                                                        || (bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF))):
                return false
            default:
                break
            }
            index += 1
        }
        return true
    }

    private mutating func addLine(_ start: Int, _ end: Int, indent: Int) -> Bool {
        if end > start {
            let first = bytes[start]
            if first == .percent { return false }
            if end - start >= 3, first == .dash || first == .dot, bytes[start + 1] == first, bytes[start + 2] == first,
               end - start == 3 || bytes[start + 3] == .space {
                return false
            }
        }
        indents.append(indent)
        return true
    }

    // MARK: Lines

    func indent(_ line: Int) -> Int {
        indents[line]
    }

    /// The byte at a column (in bytes) of a line, or nil at and past its end.
    func byte(_ line: Int, _ column: Int) -> UInt8? {
        let index = lineBounds[line].start + column
        return index < lineBounds[line].end ? bytes[index] : nil
    }

    func length(_ line: Int) -> Int { lineBounds[line].end - lineBounds[line].start }

    /// The first line at or after `line` with something other than spaces and a comment.
    func nextContent(from line: Int) -> Int? {
        var current = line
        while current < indents.count {
            let index = lineBounds[current].start + indents[current]
            if index < lineBounds[current].end, bytes[index] != .hash { return current }
            current += 1
        }
        return nil
    }

    /// True when only spaces, then the end of the line or a comment, follow `column`.
    func restIsBlank(_ line: Int, from column: Int) -> Bool {
        let index = skipSpaces(line, from: column)
        guard let next = byte(line, index) else { return true }
        return next == .hash && index > column
    }

    func skipSpaces(_ line: Int, from column: Int) -> Int {
        var index = column
        while byte(line, index) == .space { index += 1 }
        return index
    }

    /// libyaml's mark: 1-based line, 1-based column in Unicode scalars; and whether the line is
    /// ASCII up to there (then the column in characters is the same).
    func position(_ line: Int, _ column: Int) -> YAMLNode.Position {
        let start = lineBounds[line].start, end = lineBounds[line].start + column
        var high: UInt8 = 0
        for index in start..<end { high |= bytes[index] }
        guard high >= 0x80 else { return YAMLNode.Position(line: line + 1, column: column + 1, asciiPrefix: true) }
        var scalars = 0
        for index in start..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        return YAMLNode.Position(line: line + 1, column: scalars + 1, asciiPrefix: false)
    }

    func text(_ line: Int, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[(lineBounds[line].start + from)..<(lineBounds[line].start + to)]), as: UTF8.self)
    }

    /// The entries from `base` on, moved out of `scratch` into an array of their exact size (one
    /// allocation, and no entry copied: their strings are not retained again, then released
    /// when `scratch` drops them). `scratch` keeps inert placeholders in their place, for the
    /// caller to drop.
    mutating func takeEntries(from base: Int) -> [YAMLNode.Mapping.Entry] {
        let count = scratch.count - base
        guard count > 0 else { return [] }
        return scratch.withUnsafeMutableBufferPointer { buffer in
            let first = buffer.baseAddress! + base
            let taken = [YAMLNode.Mapping.Entry](unsafeUninitializedCapacity: count) { target, initialized in
                target.baseAddress!.moveInitialize(from: first, count: count)
                initialized = count
            }
            first.initialize(repeating: YAMLNode.Mapping.Entry(key: .alias(nil), value: .alias(nil)), count: count)
            return taken
        }
    }

    func isSequenceEntry(_ line: Int, _ column: Int) -> Bool {
        guard byte(line, column) == .dash else { return false }
        let next = byte(line, column + 1)
        return next == nil || next == .space
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let dash = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let percent = UInt8(ascii: "%")
    static let comma = UInt8(ascii: ",")
    static let question = UInt8(ascii: "?")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let pipe = UInt8(ascii: "|")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
