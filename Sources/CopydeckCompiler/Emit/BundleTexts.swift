/// The texts a locale's bundle holds, read the way `BundleEmitter` reads them: owner by owner,
/// field by field. Each comes from the deck's message table, where the loader matched every
/// declared message with its entry, following the declarations in order (a deck declares its
/// screens' fields in the order the bundle lists them, then its templates', permissions' and
/// shields'), so no key is hashed again; a text not found where the declarations say is looked
/// up in the catalog by its key, as before. Either way it is the same entry: a catalog holds one
/// entry a key, and the table matched each declaration with the entry of its key.
struct BundleTexts {
    private let catalog: LocaleCatalog?
    private let declared: [DeclaredMessage]
    /// The table's column for this locale (aligned with `declared`); nil when the deck has none.
    private let entries: [LocaleCatalog.Entry?]?
    /// The next declaration to look at.
    private var next = 0

    init(_ deck: Deck, locale: String) {
        catalog = deck.catalogs[locale]
        declared = deck.declaredMessages
        entries = deck.texts(in: locale).flatMap { $0.count == deck.declaredMessages.count ? $0 : nil }
    }

    /// Starts reading the declarations of one kind of owner (screens, permissions, shields).
    mutating func begin(_ kind: DeclaredMessage.Owner) {
        next = declared.firstIndex { $0.ownerKind == kind } ?? declared.count
    }

    /// The text of `field` (and `variant`) of the owner `owner` of the kind begun, whose full key
    /// is `key`; nil when the locale has none.
    mutating func text(owner: String, field: Field, variant: String?, key: String) -> String? {
        if let entries {
            // The owner's declarations from here on: a permission's template parameters, which
            // its bundle does not list, are passed over.
            var probe = next
            while probe < declared.count, declared[probe].ownerID == owner {
                if declared[probe].field === field, declared[probe].variant == variant {
                    next = probe + 1
                    return entries[probe]?.text
                }
                probe += 1
            }
        }
        return text(key)
    }

    /// The text of a key, looked up in the catalog (template copy, parameter values).
    func text(_ key: String) -> String? {
        catalog?[key]?.text
    }
}
