/// A screen, permission or shield with its fields' copy in one locale.
public protocol CopyOwner: Sendable {
    /// The owner's id in the deck (`intro`, `photo`, `focus_shield`).
    var id: String { get }
    /// Its fields, in the bundle's order.
    var fields: [FieldCopy] { get }
}

extension CopyOwner {
    /// The field with this id, or nil when the owner has none.
    public func field(_ id: String) -> FieldCopy? {
        fields.first { $0.id == id }
    }

    /// The text of field `id` for `state` (`denied`), rendered with `arguments`.
    public func text(_ id: String, state: String? = nil, _ arguments: [String: MessageArgument] = [:]) throws -> String {
        guard let field = field(id) else { throw DeckStringsError.unknownField(id, owner: self.id) }
        return try field.text(state: state, arguments)
    }
}
