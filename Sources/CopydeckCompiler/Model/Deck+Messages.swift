/// A message a deck declares, derived from its ids: `<deck>.<owner>.<field>[.<variant>]`.
/// A class: every locale's copy of the message refers to the same declaration.
public final class DeclaredMessage: Sendable {
    public enum Owner: String, Sendable {
        case screen, permission, template, shield
        /// An adopted table (`AdoptedTable`): the owner id is the table's name, the field's id
        /// the app's key.
        case table
    }

    /// `<deck>.<owner>.<field>[.<variant>]`, put together when asked for: a declaration keeps
    /// the key's parent path, which the owner's fields share, and its last name.
    public var key: String { .dotted(parent, name) }
    /// The key up to its last part: `<deck>.<owner>`, or `<deck>.<owner>.<field>` for a variant.
    public let parent: String
    /// The key's last part: the field id, or the variant.
    public let name: String
    public let ownerKind: Owner
    public let ownerID: String
    public let field: Field
    public let variant: String?
    /// Where the field (or variant) is declared.
    public let range: SourceRange
    /// Copy shown when something fails: an `error` or `toast` surface, a field named `error…`,
    /// or an owner named `error…` or `…error`. Decided once for every locale's copy of it.
    public let isErrorCopy: Bool

    /// An adopted table's message: its table and the key the app calls it by.
    public var tableKey: (table: String, key: String)? {
        ownerKind == .table ? (ownerID, name) : nil
    }

    init(parent: String, name: String, ownerKind: Owner, ownerID: String, field: Field, variant: String?, range: SourceRange) {
        self.parent = parent
        self.name = name
        self.ownerKind = ownerKind
        self.ownerID = ownerID
        self.field = field
        self.variant = variant
        self.range = range
        let surface = field.effectiveSurface
        isErrorCopy = surface == .error || surface == .toast || Self.mentionsError(field.id.value, atEnd: false)
            || Self.mentionsError(ownerID, atEnd: false) || Self.mentionsError(ownerID, atEnd: true)
    }

    /// Whether an id starts (or ends) with `error`: compared as bytes, ids being ASCII words.
    static func mentionsError(_ id: String, atEnd: Bool) -> Bool {
        let word: StaticString = "error"
        var id = id
        return id.withUTF8 { bytes in
            guard bytes.count >= word.utf8CodeUnitCount else { return false }
            let start = atEnd ? bytes.count - word.utf8CodeUnitCount : 0
            for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != word.utf8Start[offset] { return false }
            return true
        }
    }
}

extension Deck {
    /// Every message key the deck's content declares, in declaration order. Template-instantiated
    /// copy of permissions is not listed: it is computed from the template and the parameters.
    /// The loader stores them in `declaredMessages` once the content is read.
    /// Every field the deck's screens, permissions, templates and shields declare (adopted
    /// tables' keys aside). Fields are shared, so gathering them copies references only.
    var declaredFields: [Field] {
        screens.flatMap(\.fields) + permissions.flatMap(\.fields) + templates.flatMap(\.fields) + shields.flatMap(\.fields)
    }

    func collectDeclaredMessages() -> [DeclaredMessage] {
        var result: [DeclaredMessage] = []
        func add(_ owner: DeclaredMessage.Owner, _ ownerID: String, _ fields: [Field]) {
            let prefix = String.dotted(id, ownerID)
            for field in fields {
                if field.variants.isEmpty {
                    result.append(DeclaredMessage(parent: prefix, name: field.id.value, ownerKind: owner, ownerID: ownerID,
                                                  field: field, variant: nil, range: field.id.range))
                } else {
                    let base = String.dotted(prefix, field.id.value)
                    for variant in field.variants {
                        result.append(DeclaredMessage(parent: base, name: variant.value, ownerKind: owner, ownerID: ownerID,
                                                      field: field, variant: variant.value, range: variant.range))
                    }
                }
            }
        }
        for screen in screens { add(.screen, screen.id.value, screen.fields) }
        for template in templates { add(.template, template.id.value, template.fields) }
        for permission in permissions { add(.permission, permission.id.value, permission.fields) }
        for shield in shields { add(.shield, shield.id.value, shield.fields) }
        for table in tables { add(.table, table.name.value, table.fields) }
        return result
    }
}
