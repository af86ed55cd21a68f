import CopydeckKit
import Foundation
import Testing

/// Debian's aapt2 (package `aapt`) as the oracle for the Android resources: it compiles a `res/`
/// folder, links it as a static library (which needs no `android.jar`) with `--output-to-dir`,
/// and the linked table, `resources.pb`, is read back here. The protobuf is read directly (aapt2's
/// `Resources.proto`: ResourceTable → Package → Type → Entry → ConfigValue → Value), because
/// `aapt2 dump resources` prints values unescaped and cannot show a newline or a quote
/// unambiguously.
enum AAPT2Oracle {
    static let path = "/usr/bin/aapt2"
    /// CI (`COPYDECK_REQUIRE_TOOLS=1`, set by .ci/run) runs these tests whatever: a missing tool fails them there.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: path) || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1"
    }
    static let missingReason: Comment = "aapt2 is not installed at /usr/bin/aapt2 (Debian package `aapt`; CI's .ci/run installs it)"

    /// One resource's value in one configuration, as aapt2 compiled it.
    struct Value: Equatable, CustomStringConvertible {
        /// The string, when the value is a string (not a reference, not styled).
        var string: String?
        /// The items, when the value is a `<plurals>`.
        var plural: [PluralCategory: String]?
        /// The items, when the value is a `<string-array>`.
        var array: [String]?
        /// The XML comment aapt2 kept before the element.
        var comment: String
        /// What else it was (a reference…).
        var other: String?
        /// The text and spans (`b`, `a;href=…`, first and last UTF-16 offsets), when the value
        /// is a styled string.
        var styled: (text: String, spans: [Span])?

        struct Span: Equatable {
            var tag: String
            var first: Int
            var last: Int
        }

        static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.string == rhs.string && lhs.plural == rhs.plural && lhs.array == rhs.array && lhs.comment == rhs.comment && lhs.other == rhs.other
                && lhs.styled?.text == rhs.styled?.text && lhs.styled?.spans == rhs.styled?.spans
        }

        var description: String {
            if let string { return "string \(string.debugDescription)" }
            if let plural { return "plurals \(plural.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" })" }
            if let array { return "array \(array)" }
            if let styled { return "styled \(styled.text.debugDescription) \(styled.spans)" }
            return "other \(other ?? "?")"
        }
    }

    /// A linked table: `type/name` → locale (`""` for values/, `ko`, `en-GB`, `zh-Hant`) → value.
    struct Table {
        var values: [String: [String: Value]] = [:]

        func string(_ name: String, _ locale: String = "") -> String? { values["string/" + name]?[locale]?.string }
        func value(_ name: String, _ locale: String = "") -> Value? { values["string/" + name]?[locale] }
        func plural(_ name: String, _ locale: String = "") -> [PluralCategory: String]? { values["plurals/" + name]?[locale]?.plural }
        func array(_ name: String, _ locale: String = "") -> [String]? { values["array/" + name]?[locale]?.array }
        var locales: Set<String> { Set(values.values.flatMap(\.keys)) }
    }

    enum Outcome {
        case linked(Table, warnings: String)
        case failed(String)
    }

    /// Compiles and links `files` (paths relative to `res/`, as the writer gives them).
    static func build(_ files: [(path: String, data: Data)]) throws -> Outcome {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("copydeck-aapt2-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: root) }
        let res = root.appendingPathComponent("res")
        for file in files {
            let url = res.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
        try Data("""
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.copydeck.oracle"/>

            """.utf8).write(to: root.appendingPathComponent("AndroidManifest.xml"))
        let out = root.appendingPathComponent("out")
        try fileManager.createDirectory(at: out, withIntermediateDirectories: true)
        let compile = try run(["compile", "--dir", res.path, "-o", root.appendingPathComponent("compiled.zip").path], in: root)
        guard compile.status == 0 else { return .failed(compile.output) }
        let link = try run([
            "link", "--static-lib", "--output-to-dir", "-o", out.path,
            "--manifest", root.appendingPathComponent("AndroidManifest.xml").path,
            root.appendingPathComponent("compiled.zip").path,
        ], in: root)
        guard link.status == 0 else { return .failed(link.output) }
        let table = try Data(contentsOf: out.appendingPathComponent("resources.pb"))
        return .linked(try decode([UInt8](table)), warnings: compile.output + link.output)
    }

    private static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("aapt2-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    // MARK: - resources.pb

    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ bytes: [UInt8]) throws -> Table {
        var table = Table()
        for package in try fields(bytes[...], 2) {
            for type in try fields(package, 3) {
                let typeName = try string(fields(type, 2).first ?? [])
                for entry in try fields(type, 3) {
                    let name = try string(fields(entry, 2).first ?? [])
                    for configValue in try fields(entry, 6) {
                        let config = try fields(configValue, 1).first ?? []
                        let locale = try string(fields(config, 3).first ?? [])
                        guard let value = try fields(configValue, 2).first else { continue }
                        table.values[typeName + "/" + name, default: [:]][locale] = try decodeValue(value)
                    }
                }
            }
        }
        return table
    }

    private static func decodeValue(_ value: ArraySlice<UInt8>) throws -> Value {
        let comment = try string(fields(value, 2).first ?? [])
        var result = Value(string: nil, plural: nil, comment: comment, other: nil)
        if let item = try fields(value, 4).first {
            if let text = try fields(item, 2).first {
                result.string = try string(fields(text, 1).first ?? [])
            } else if let styled = try fields(item, 4).first {
                let spans = try fields(styled, 2).map { span in
                    Value.Span(tag: try string(fields(span, 1).first ?? []),
                               first: Int(try varints(span, 2).first ?? 0), last: Int(try varints(span, 3).first ?? 0))
                }
                result.styled = (try string(fields(styled, 1).first ?? []), spans)
            } else if let reference = try fields(item, 1).first {
                // Reference { string name = 3 }: what the value names, `@string/other`.
                result.other = "reference @" + (try string(fields(reference, 3).first ?? []))
            } else {
                result.other = "item fields \(try allFields(item).map(\.number))"
            }
        } else if let compound = try fields(value, 5).first, let plural = try fields(compound, 5).first {
            var items: [PluralCategory: String] = [:]
            for pluralEntry in try fields(plural, 1) {
                let arity = try varints(pluralEntry, 3).first ?? 0
                let categories: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
                guard arity < categories.count, let item = try fields(pluralEntry, 4).first,
                      let text = try fields(item, 2).first
                else { throw DecodeError(description: "a plural item that is not a string") }
                items[categories[Int(arity)]] = try string(fields(text, 1).first ?? [])
            }
            result.plural = items
        } else if let compound = try fields(value, 5).first, let array = try fields(compound, 4).first {
            // Array { repeated Element element = 1 }, Element { Item item = 3 }, Item { String str = 2 }.
            result.array = try fields(array, 1).map { element in
                guard let item = try fields(element, 3).first else { throw DecodeError(description: "an array element without an item") }
                if let reference = try fields(item, 1).first { return "reference @" + (try string(fields(reference, 3).first ?? [])) }
                guard let text = try fields(item, 2).first else { throw DecodeError(description: "an array item that is not a string") }
                return try string(fields(text, 1).first ?? [])
            }
        } else {
            result.other = "value fields \(try allFields(value).map(\.number))"
        }
        return result
    }

    private enum Wire {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    private static func allFields(_ bytes: ArraySlice<UInt8>) throws -> [(number: Int, wire: Wire)] {
        var result: [(Int, Wire)] = []
        var index = bytes.startIndex
        func varint() throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard index < bytes.endIndex, shift < 64 else { throw DecodeError(description: "truncated varint") }
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }
        while index < bytes.endIndex {
            let key = try varint()
            let number = Int(key >> 3)
            switch key & 7 {
            case 0: result.append((number, .varint(try varint())))
            case 1: index += 8; result.append((number, .fixed))
            case 2:
                let length = Int(try varint())
                guard length <= bytes.endIndex - index else { throw DecodeError(description: "truncated field \(number)") }
                result.append((number, .bytes(bytes[index..<(index + length)])))
                index += length
            case 5: index += 4; result.append((number, .fixed))
            default: throw DecodeError(description: "unknown wire type \(key & 7)")
            }
        }
        return result
    }

    private static func fields(_ bytes: ArraySlice<UInt8>, _ number: Int) throws -> [ArraySlice<UInt8>] {
        try allFields(bytes).compactMap { field in
            guard field.number == number, case .bytes(let value) = field.wire else { return nil }
            return value
        }
    }

    private static func varints(_ bytes: ArraySlice<UInt8>, _ number: Int) throws -> [UInt64] {
        try allFields(bytes).compactMap { field in
            guard field.number == number, case .varint(let value) = field.wire else { return nil }
            return value
        }
    }

    private static func string(_ bytes: ArraySlice<UInt8>) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw DecodeError(description: "a string that is not UTF-8") }
        return text
    }
}
