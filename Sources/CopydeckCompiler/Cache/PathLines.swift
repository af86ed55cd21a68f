import Foundation

/// A value a cache codes on one line after its path (`PathLines`): no line feed in it.
protocol PathLine: Equatable, Sendable {
    /// The value from the bytes of a line after its path's tab; nil when they hold none.
    static func fromPathLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Self?
    /// Appends the value as it goes on its line.
    static func appendPathLine(_ value: Self, to line: inout [UInt8])
}

/// A table by path as a cache codes it: one text, a line an entry in path order, `path<TAB>value`,
/// with `%`, tab, line feed and carriage return in a path written `%25`, `%09`, `%0A`, `%0D`.
/// Decoding one string and its lines costs a fraction of decoding as many JSON members, and a
/// no-op build decodes thousands (the files the last build wrote, each deck's page keys).
@propertyWrapper
struct PathLines<Value: PathLine>: Codable, Equatable, Sendable {
    var wrappedValue: [String: Value]

    init(wrappedValue: [String: Value]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try Self.decode(from: decoder, what: "a line of \(Value.self)") { Value.fromPathLine($0) }
    }

    func encode(to encoder: any Encoder) throws {
        try Self.encode(wrappedValue, to: encoder)
    }

    /// A table by path, from one text of `path<TAB>value` lines (each path once, escaped). Read
    /// over the text's bytes in place: a no-op build reads thousands of lines, and slicing each
    /// as a `Substring` was most of the time it took to read its cache.
    private static func decode(from decoder: any Decoder, what: String, _ value: (UnsafeBufferPointer<UInt8>) -> Value?) throws -> [String: Value] {
        var text = try decoder.singleValueContainer().decode(String.self)
        var table: [String: Value] = [:]
        var refused: String?
        text.withUTF8 { bytes in
            let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
            table.reserveCapacity(bytes.reduce(0) { $1 == newline ? $0 + 1 : $0 })
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
                defer { start = end + 1 }
                // An empty line holds nothing.
                guard end > start else { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let tab = line.firstIndex(of: tab),
                      let path = unescaped(UnsafeBufferPointer(rebasing: line[..<tab])),
                      let parsed = value(UnsafeBufferPointer(rebasing: line[(tab + 1)...])),
                      table.updateValue(parsed, forKey: path) == nil else {
                    refused = String(decoding: line, as: UTF8.self)
                    return
                }
            }
        }
        if let refused {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not \(what): \(refused)"))
        }
        return table
    }

    /// The path of a line's bytes: as they are without a `%`; unescaped, or nil when an escape is
    /// not one `escaped` writes.
    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(UInt8(ascii: "%")) ? unescaped(text[...]) : text
    }

    /// A table by path as one text of `path<TAB>value` lines, in path order. Each line is made
    /// as bytes and the lines sorted as bytes (`memcmp`): thousands of `String`s made and
    /// compared were most of the time a build spent writing its cache. A path escapes its tabs,
    /// and a tab sorts before every other byte of a path, so the lines sort by path.
    private static func encode(_ table: [String: Value], to encoder: any Encoder) throws {
        var lines: [[UInt8]] = []
        lines.reserveCapacity(table.count)
        var size = 0
        for (path, entry) in table {
            var line: [UInt8] = []
            line.reserveCapacity(path.utf8.count + 64)
            line += escaped(path).utf8
            line.append(UInt8(ascii: "\t"))
            Value.appendPathLine(entry, to: &line)
            size += line.count + 1
            lines.append(line)
        }
        lines.sort { first, second in
            first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in
                    let order = memcmp(a.baseAddress!, b.baseAddress!, min(a.count, b.count))
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
        }
        var text: [UInt8] = []
        text.reserveCapacity(size)
        for line in lines {
            text += line
            text.append(UInt8(ascii: "\n"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: text, as: UTF8.self))
    }

    /// `%`, tab, line feed and carriage return in a path.
    private static var escapes: PercentEscapes { PercentEscapes([("\t", "09"), ("\n", "0A"), ("\r", "0D")]) }

    static func escaped(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return path }
        return escapes.escaped(path)
    }

    /// The path, or nil when an escape is not one `escaped` writes.
    static func unescaped(_ text: Substring) -> String? {
        escapes.unescaped(text.unicodeScalars)
    }
}
