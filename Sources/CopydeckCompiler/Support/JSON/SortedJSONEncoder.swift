import Foundation

/// Encodes a value to the bytes Foundation's `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes` (and `.prettyPrinted` when `pretty`), several times faster: a
/// build writes its manifests, flow models, cache and reports through it (the
/// files it writes most of, the bundles and the prototypes, are written straight by
/// `PrettyJSONOutput`, and their tests hold them to this encoder too). Byte for byte the same is
/// the contract, and the tests hold it to `JSONEncoder` itself:
///
/// - keys sorted by `String`'s `<` (Unicode scalar order), a key encoded twice written once with
///   its last value;
/// - pretty: two spaces a level, `"key" : value`, an empty array or object as its bracket, two
///   line breaks and the closing bracket at its own indentation;
/// - strings escaped as `JSONStringEscaping` says;
/// - integers in decimal; floating-point numbers by their shortest description, a trailing `.0`
///   dropped, and NaN or infinity refused (`EncodingError.invalidValue`), as `JSONEncoder`'s
///   default strategy does;
/// - `URL` as its absolute string, `Data` in Base64, `Date` as seconds since 2001 and `Decimal` as
///   a number, `JSONEncoder`'s default strategies.
struct SortedJSONEncoder {
    var pretty: Bool

    init(pretty: Bool) {
        self.pretty = pretty
    }

    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        write(try JSONTreeEncoder.value(of: value, in: [], key: nil))
    }

    /// An encoded tree, laid out.
    func write(_ tree: JSONTreeEncoder.Value) -> [UInt8] {
        var writer = Writer(pretty: pretty)
        writer.write(tree)
        return writer.bytes
    }

    /// Lays out a tree of values.
    struct Writer {
        let pretty: Bool
        var bytes: [UInt8] = []
        private var indent = 0

        init(pretty: Bool) {
            self.pretty = pretty
            bytes.reserveCapacity(4096)
        }

        mutating func write(_ value: JSONTreeEncoder.Value) {
            switch value {
            case .string(let string): JSONStringEscaping.append(string, to: &bytes)
            case .number(let literal): bytes.append(contentsOf: literal.utf8)
            case .bool(let flag): bytes.append(contentsOf: flag ? Self.trueLiteral : Self.falseLiteral)
            case .null: bytes.append(contentsOf: Self.nullLiteral)
            case .array(let array): writeArray(array.values)
            case .object(let object): writeObject(object.members)
            }
        }

        private mutating func writeArray(_ values: [JSONTreeEncoder.Value]) {
            bytes.append(UInt8(ascii: "["))
            if values.isEmpty { return close(UInt8(ascii: "]"), empty: true) }
            indent += 1
            for (position, value) in values.enumerated() {
                separate(first: position == 0)
                write(value)
            }
            indent -= 1
            close(UInt8(ascii: "]"), empty: false)
        }

        private mutating func writeObject(_ members: [(key: String, value: JSONTreeEncoder.Value)]) {
            bytes.append(UInt8(ascii: "{"))
            if members.isEmpty { return close(UInt8(ascii: "}"), empty: true) }
            indent += 1
            for (position, index) in Self.order(members).enumerated() {
                separate(first: position == 0)
                JSONStringEscaping.append(members[index].key, to: &bytes)
                if pretty { bytes.append(contentsOf: Self.prettyColon) } else { bytes.append(UInt8(ascii: ":")) }
                write(members[index].value)
            }
            indent -= 1
            close(UInt8(ascii: "}"), empty: false)
        }

        /// The members' indices by key; of a key given twice, the last. Members already in order
        /// (most small objects) are not sorted again.
        static func order(_ members: [(key: String, value: JSONTreeEncoder.Value)]) -> [Int] {
            if members.indices.dropFirst().allSatisfy({ members[$0 - 1].key < members[$0].key }) { return Array(members.indices) }
            let sorted = KeyOrder.indices(members.lazy.map(\.key))
            var result: [Int] = []
            result.reserveCapacity(sorted.count)
            for index in sorted {
                if let last = result.last, members[last].key == members[index].key {
                    result[result.count - 1] = index
                } else {
                    result.append(index)
                }
            }
            return result
        }

        /// Before a member: a comma after the one before, and in pretty output a line break and
        /// the indentation.
        private mutating func separate(first: Bool) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            if pretty { newline() }
        }

        /// The closing bracket: pretty output puts it on its own line (an empty one after an
        /// empty bracket, as `JSONEncoder` does).
        private mutating func close(_ bracket: UInt8, empty: Bool) {
            if pretty {
                if empty { bytes.append(0x0A) }
                newline()
            }
            bytes.append(bracket)
        }

        /// A byte at a time: an indentation is a few spaces, and appending them one by one was
        /// about 2.5 times faster than appending a slice of a row of spaces.
        private mutating func newline() {
            bytes.append(0x0A)
            for _ in 0..<2 * indent { bytes.append(UInt8(ascii: " ")) }
        }

        private static let trueLiteral = Array("true".utf8)
        private static let falseLiteral = Array("false".utf8)
        private static let nullLiteral = Array("null".utf8)
        private static let prettyColon = Array(" : ".utf8)
    }
}
