import CopydeckKit
import Foundation

/// Emits `<deck>/bundle/manifest.json` and `<deck>/bundle/<locale>.json`. Reads only the resolved
/// model; runs only when the checks found no errors, so every message it needs is present.
public struct BundleEmitter: Sendable {
    public let fallbacks: [String: [String]]

    public init(config: ProjectConfig) {
        var fallbacks: [String: [String]] = [:]
        for (locale, chain) in config.fallbacks { fallbacks[locale.value] = chain.map(\.value) }
        self.fallbacks = fallbacks
    }

    public func emit(_ deck: Deck, into tree: inout OutputTree) throws {
        // Each locale's file on whichever core is free; the manifest's hash over them in locale order.
        let locales = deck.locales
        let localeFiles = Parallel.map(locales.count) { localeFile(deck, locale: locales[$0]) }
        for (locale, data) in zip(locales, localeFiles) { tree.add(OutputFile.bundleLocale(deck: deck.id, locale: locale).path, data) }
        tree.add(OutputFile.manifest(deck: deck.id).path, try manifest(deck, localeFiles: localeFiles))
    }

    /// The bytes of one locale's file of the deck's bundle.
    func localeFile(_ deck: Deck, locale: String) -> Data {
        localeBundle(deck, locale: locale).json
    }

    /// The bytes of the deck's manifest, given its locale files in the deck's locale order: its
    /// content hash is over them, each after its locale's name and a zero byte.
    func manifest(_ deck: Deck, localeFiles: [Data]) throws -> Data {
        var hasher = SHA256()
        for (locale, data) in zip(deck.locales, localeFiles) {
            hasher.update(locale.utf8)
            hasher.update(CollectionOfOne(0))
            hasher.update(data)
        }
        let manifest = DeckManifest(
            deck: deck.id, name: deck.name, sourceLocale: deck.sourceLocale, locales: deck.locales,
            fallbacks: fallbacks.filter { deck.locales.contains($0.key) }.mapValues { $0.filter(deck.locales.contains) },
            contentHash: "sha256:" + SHA256.hexString(hasher.finalize()))
        return try OutputTree.json(manifest)
    }

    func localeBundle(_ deck: Deck, locale: String) -> LocaleBundle {
        var texts = BundleTexts(deck, locale: locale)
        var messages: [String: String] = [:]
        // About one message a declared one (a permission's template adds a few): room made once,
        // not by growing and rehashing as the deck's thousands of keys arrive.
        messages.reserveCapacity(deck.declaredMessages.count)
        func text(_ key: String) -> String? { texts.text(key) }

        func compile(_ fields: [Field], owner: String) -> [LocaleBundle.Field] {
            let prefix = String.dotted(deck.id, owner)
            return fields.map { field in
                let base = String.dotted(prefix, field.id.value)
                var compiled = LocaleBundle.Field(
                    id: field.id.value, surface: field.effectiveSurface.rawValue, key: nil,
                    placeholders: field.placeholders.isEmpty ? nil
                        : Dictionary(field.placeholders.map { ($0.name.value, $0.type.value.rawValue) }, uniquingKeysWith: { a, _ in a }),
                    accessibilityKey: field.accessibilityField.map { String.dotted(prefix, $0.value) })
                if field.variants.isEmpty {
                    compiled.key = base
                    messages[base] = texts.text(owner: owner, field: field, variant: nil, key: base)
                } else {
                    var variants: [String: String] = [:]
                    for variant in field.variants {
                        let key = String.dotted(base, variant.value)
                        variants[variant.value] = key
                        messages[key] = texts.text(owner: owner, field: field, variant: variant.value, key: key)
                    }
                    compiled.variants = variants
                }
                return compiled
            }
        }

        texts.begin(.screen)
        let screens = deck.screens.map { screen in
            LocaleBundle.Screen(
                id: screen.id.value, kind: screen.kind?.value.rawValue ?? Screen.Kind.screen.rawValue, spec: screen.spec,
                permission: screen.permission?.value,
                events: screen.events.isEmpty ? nil : screen.events.map { reference in
                    LocaleBundle.EventReference(
                        name: reference.name.value,
                        properties: reference.properties.isEmpty ? nil
                            : Dictionary(reference.properties.map { ($0.name.value, $0.value.value) }, uniquingKeysWith: { a, _ in a }))
                },
                fields: compile(screen.fields, owner: screen.id.value))
        }
        let templates = Dictionary(deck.templates.map { ($0.id.value, $0) }, uniquingKeysWith: { a, _ in a })
        texts.begin(.permission)
        let permissions = deck.permissions.map { permission in
            let id = permission.id.value
            var fields: [LocaleBundle.Field] = []
            var own = permission.fields
            if let reference = permission.template, let template = templates[reference.value] {
                let parameterNames = Set(template.parameters.map(\.value))
                var values: [String: String] = [:]
                for name in parameterNames { values[name] = text("\(deck.id).\(id).\(name)") }
                for field in template.fields {
                    let key = "\(deck.id).\(id).\(field.id.value)"
                    let source = text("\(deck.id).\(template.id.value).\(field.id.value)") ?? ""
                    messages[key] = TemplateInstantiation.instantiate(source, parameters: values)
                    fields.append(LocaleBundle.Field(id: field.id.value, surface: field.effectiveSurface.rawValue, key: key))
                }
                own.removeAll { parameterNames.contains($0.id.value) }
            }
            fields += compile(own, owner: id)
            return LocaleBundle.Permission(
                id: id, system: permission.system?.value.rawValue ?? "", infoPlistKey: permission.system?.value.infoPlistKey,
                fields: fields)
        }
        texts.begin(.shield)
        let shields = deck.shields.map { LocaleBundle.Shield(id: $0.id.value, fields: compile($0.fields, owner: $0.id.value)) }
        return LocaleBundle(deck: deck.id, locale: locale, messages: messages,
                            screens: screens, permissions: permissions, shields: shields)
    }
}
