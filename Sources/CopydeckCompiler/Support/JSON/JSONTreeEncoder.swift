import Foundation

/// An `Encoder` that turns a value into a tree of JSON values (`Value`), for
/// `SortedJSONEncoder` to lay out. Arrays and objects are boxes, so a nested container or a
/// super encoder handed out earlier can still fill its part.
final class JSONTreeEncoder: Encoder {
    enum Value {
        case string(String)
        /// A number's literal, as written.
        case number(String)
        case bool(Bool)
        case null
        case array(ArrayBox)
        case object(ObjectBox)
    }

    final class ArrayBox {
        var values: [Value] = []
    }

    final class ObjectBox {
        /// In the order encoded; the writer sorts them.
        var members: [(key: String, value: Value)] = []
    }

    /// The path to the value's container, and the value's own key in it: the whole path is made
    /// only when asked for (an error, a nested container), not for every value.
    let parentPath: [any CodingKey]
    let key: (any CodingKey)?
    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What the value encoded itself as; nil until it asks for a container.
    private(set) var value: Value?

    init(parentPath: [any CodingKey], key: (any CodingKey)?) {
        self.parentPath = parentPath
        self.key = key
    }

    /// The tree of one value. Strings, numbers and booleans are written directly; the types
    /// `JSONEncoder` treats specially by default get the same treatment.
    static func value<T: Encodable>(of value: T, in parentPath: [any CodingKey], key: (any CodingKey)?) throws -> Value {
        // Types compared, not cast: a dynamic cast on every value is much of `JSONEncoder`'s cost.
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == URL.self { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if T.self == Data.self { return .string(unsafeBitCast(value, to: Data.self).base64EncodedString()) }
        if T.self == Date.self { return try number(unsafeBitCast(value, to: Date.self).timeIntervalSinceReferenceDate, in: parentPath, key: key) }
        if T.self == Decimal.self { return .number(unsafeBitCast(value, to: Decimal.self).description) }
        let encoder = JSONTreeEncoder(parentPath: parentPath, key: key)
        try value.encode(to: encoder)
        return encoder.value ?? .object(ObjectBox())
    }

    /// A floating-point number as `JSONEncoder` writes it: its shortest description without a
    /// trailing `.0`; NaN and infinity are refused.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, in parentPath: [any CodingKey],
                                                                          key: (any CodingKey)?) throws -> Value {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: key.map { parentPath + [$0] } ?? parentPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: ObjectBox
        if case .object(let existing) = value {
            object = existing
        } else {
            object = ObjectBox()
            value = .object(object)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: ArrayBox
        if case .array(let existing) = value {
            array = existing
        } else {
            array = ArrayBox()
            value = .array(array)
        }
        return UnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    fileprivate func set(_ value: Value) {
        self.value = value
    }
}

extension JSONTreeEncoder {
    /// A key that is only a string, for super encoders.
    struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let `super` = PathKey(stringValue: "super")
    }

    /// An array element's place in a coding path: small enough to be kept without allocating.
    struct IndexKey: CodingKey {
        let index: Int
        var stringValue: String { "Index \(index)" }
        var intValue: Int? { index }

        init(_ index: Int) { self.index = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { index = intValue }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: ObjectBox
        let codingPath: [any CodingKey]

        private func put(_ value: Value, _ key: Key) {
            object.members.append((key.stringValue, value))
        }

        mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { put(try JSONTreeEncoder.number(value, in: codingPath, key: key), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { put(try JSONTreeEncoder.number(value, in: codingPath, key: key), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.number(String(value)), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            put(try JSONTreeEncoder.value(of: value, in: codingPath, key: key), key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectBox()
            put(.object(nested), key)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ArrayBox()
            put(.array(nested), key)
            return UnkeyedContainer(array: nested, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: PathKey.super) }

        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

        /// An encoder whose value becomes the member `key`: an object box placed now, which the
        /// encoder fills (or replaces, when it encodes a single value or an array).
        private func superEncoder(named key: some CodingKey) -> any Encoder {
            let index = object.members.count
            object.members.append((key.stringValue, .object(ObjectBox())))
            return ReferencingEncoder(codingPath: codingPath + [key]) { [object] value in
                object.members[index].value = value
            }
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let array: ArrayBox
        let codingPath: [any CodingKey]
        var count: Int { array.values.count }

        private var nextKey: IndexKey { IndexKey(array.values.count) }
        private var nextPath: [any CodingKey] { codingPath + [nextKey] }

        mutating func encodeNil() throws { array.values.append(.null) }
        mutating func encode(_ value: Bool) throws { array.values.append(.bool(value)) }
        mutating func encode(_ value: String) throws { array.values.append(.string(value)) }
        mutating func encode(_ value: Double) throws { array.values.append(try JSONTreeEncoder.number(value, in: codingPath, key: nextKey)) }
        mutating func encode(_ value: Float) throws { array.values.append(try JSONTreeEncoder.number(value, in: codingPath, key: nextKey)) }
        mutating func encode(_ value: Int) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { array.values.append(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { array.values.append(.number(String(value))) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            array.values.append(try JSONTreeEncoder.value(of: value, in: codingPath, key: nextKey))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let path = nextPath
            let nested = ObjectBox()
            array.values.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: path))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let path = nextPath
            let nested = ArrayBox()
            array.values.append(.array(nested))
            return UnkeyedContainer(array: nested, codingPath: path)
        }

        mutating func superEncoder() -> any Encoder {
            let (index, path) = (array.values.count, nextPath)
            array.values.append(.object(ObjectBox()))
            return ReferencingEncoder(codingPath: path) { [array] value in
                array.values[index] = value
            }
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONTreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws { encoder.set(.null) }
        mutating func encode(_ value: Bool) throws { encoder.set(.bool(value)) }
        mutating func encode(_ value: String) throws { encoder.set(.string(value)) }
        mutating func encode(_ value: Double) throws { encoder.set(try JSONTreeEncoder.number(value, in: encoder.parentPath, key: encoder.key)) }
        mutating func encode(_ value: Float) throws { encoder.set(try JSONTreeEncoder.number(value, in: encoder.parentPath, key: encoder.key)) }
        mutating func encode(_ value: Int) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { encoder.set(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { encoder.set(.number(String(value))) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            encoder.set(try JSONTreeEncoder.value(of: value, in: encoder.parentPath, key: encoder.key))
        }
    }

    /// A super encoder: whatever it encodes is put back where its container reserved a place.
    final class ReferencingEncoder: Encoder {
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        private let inner: JSONTreeEncoder
        private let place: (Value) -> Void

        init(codingPath: [any CodingKey], place: @escaping (Value) -> Void) {
            self.codingPath = codingPath
            self.inner = JSONTreeEncoder(parentPath: codingPath, key: nil)
            self.place = place
        }

        deinit {
            place(inner.value ?? .object(ObjectBox()))
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { inner.container(keyedBy: type) }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
        func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
    }
}
