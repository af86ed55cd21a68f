/// Trees of JSON values made by hand, for the few outputs written often enough that encoding
/// them through `Encodable` (an encoder and a coding path for every value) is most of their cost.
/// `SortedJSONEncoder.Writer` lays them out as it lays out an encoded value.
extension JSONTreeEncoder.Value {
    /// An object of these members (the writer sorts them by key).
    static func members(_ members: [(key: String, value: JSONTreeEncoder.Value)]) -> JSONTreeEncoder.Value {
        let box = JSONTreeEncoder.ObjectBox()
        box.members = members
        return .object(box)
    }

    /// An array of these values.
    static func list(_ values: [JSONTreeEncoder.Value]) -> JSONTreeEncoder.Value {
        let box = JSONTreeEncoder.ArrayBox()
        box.values = values
        return .array(box)
    }

    /// A dictionary of strings, as `Dictionary`'s `Encodable` conformance gives it: an object.
    static func strings(_ dictionary: [String: String]) -> JSONTreeEncoder.Value {
        members(dictionary.map { ($0.key, .string($0.value)) })
    }

    /// An integer, as `Encodable` writes it.
    static func integer(_ value: Int) -> JSONTreeEncoder.Value {
        .number(String(value))
    }
}
