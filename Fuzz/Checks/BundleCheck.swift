import CopydeckKit
import Foundation

/// The input as the files of a compiled bundle, loaded from memory by `CopydeckBundle`, then used
/// as an app uses it. Files are separated by a NUL byte; each starts with its name on a line of
/// its own (`manifest.json\n{…}\0ko.json\n{…}\0flows.json\n{…}`). A file the input does not
/// name is missing. The loader asks only for files of the bundle folder (no `/`, `\` or NUL in
/// a name). Loading may fail (with a `BundleLoadError`); when it succeeds:
/// - every locale of the manifest is loaded and holds that locale;
/// - locale resolution answers a loaded locale or the source locale; lookup chains hold loaded
///   locales only, once each;
/// - every message renders or throws (never crashes), for arguments of every kind;
/// - every flow can be walked by its outcomes, forward and back, without a crash.
enum BundleCheck {
    static func check(_ input: [UInt8]) -> [String] {
        var files: [String: Data] = [:]
        for part in input.split(separator: 0, omittingEmptySubsequences: true) {
            let newline = part.firstIndex(of: UInt8(ascii: "\n")) ?? part.endIndex
            let name = String(decoding: part[part.startIndex..<newline], as: UTF8.self)
            files[name] = files[name] ?? Data(part[min(newline + 1, part.endIndex)...])
        }
        // The loader reads files of the bundle folder only: a name with a `/` (a locale `../x`)
        // would leave it, when the bundle is read from a directory.
        var problems: [String] = []
        let bundle: CopydeckBundle
        do {
            bundle = try CopydeckBundle { name in
                if name.contains("/") || name.contains("\\") || name.contains("\0") {
                    problems.append("the loader asked for `\(name)`, not a file of the bundle folder")
                }
                return files[name]
            }
        } catch {
            return problems
        }
        let manifest = bundle.manifest
        for locale in manifest.locales where bundle.locales[locale]?.locale != locale {
            problems.append("locale `\(locale)` of the manifest is not loaded as itself")
        }
        let loaded = Set(bundle.locales.keys)
        let tags = manifest.locales.prefix(8).flatMap { [$0, $0 + "-XX", $0.uppercased() + "_x"] } + ["", "-", "fr-FR", "zh-Hant-TW"]
        for tag in tags {
            let resolved = bundle.resolver.resolve([tag])
            if !loaded.contains(resolved), resolved != manifest.sourceLocale {
                problems.append("`\(tag)` resolves to `\(resolved)`, neither a loaded locale nor the source locale")
            }
            let chain = bundle.resolver.lookupChain(for: tag)
            if Set(chain).count != chain.count || !chain.allSatisfy(loaded.contains) {
                problems.append("lookup chain of `\(tag)` is \(chain)")
            }
        }
        for locale in manifest.locales.prefix(8) + [manifest.sourceLocale] {
            let strings = bundle.strings(locale: locale)
            guard let own = bundle.locales[strings.locale] else { continue }
            for (key, text) in own.messages.sorted(by: { $0.key < $1.key }).prefix(64) {
                if bundle.locales[locale] != nil, strings.source(key)?.text != text {
                    problems.append("`\(key)` in `\(locale)` is not the locale's own text")
                }
                for value in [MessageArgument.number(1), .string("사과"), .duration(.nan)] {
                    let names = (try? MessageParser().parse(text))?.arguments.map(\.name) ?? []
                    _ = try? strings.string(key, Dictionary(names.map { ($0, value) }, uniquingKeysWith: { first, _ in first }))
                }
            }
            let values: [String: MessageArgument] = ["name": "사과", "count": 3, "remaining": .duration(61), "n": .date(Date(timeIntervalSince1970: 0))]
            for screen in own.screens.prefix(16) {
                for field in strings.screenCopy(screen.id)?.fields ?? [] {
                    for state in [String?]([nil]) + field.states.prefix(4).map({ $0 }) {
                        _ = try? field.text(state: state, values)
                        _ = try? field.accessibilityLabel(state: state, values)
                    }
                }
            }
            for permission in own.permissions.prefix(16) { _ = try? strings.permissionCopy(permission.id)?.usageDescription() }
            for shield in own.shields.prefix(16) { _ = try? strings.shieldCopy(shield.id)?.text(values) }
        }
        // The fast reader of locale files agrees with JSONDecoder wherever it reads a file itself.
        for (name, data) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".json") && name != "manifest.json" && name != "flows.json" {
            for parts in [BundleParts.all, .shields, .onboarding] {
                guard let fast = LocaleBundle.fastDecode(data, parts: parts) else { continue }
                let decoder = JSONDecoder()
                if let key = BundleParts.userInfoKey { decoder.userInfo[key] = parts }
                let foundation = try? decoder.decode(LocaleBundle.self, from: data)
                if fast != foundation { problems.append("`\(name)` (parts \(parts.rawValue)) reads differently fast and with JSONDecoder") }
            }
        }
        // A shield extension's load: shields only, one locale's chain. It succeeds whenever the
        // whole bundle loads, and holds the same shields with only their messages.
        let tag = manifest.locales.first ?? ""
        do {
            let shields = try CopydeckBundle(locales: .preferred([tag]), parts: .shields) { name in files[name] }
            if shields.flows != nil { problems.append("a shields-only load has flows") }
            for (locale, part) in shields.locales {
                guard let whole = bundle.locales[locale] else {
                    problems.append("a shields-only load has locale `\(locale)` that the whole bundle lacks")
                    continue
                }
                if part.shields != whole.shields || !part.screens.isEmpty || !part.permissions.isEmpty {
                    problems.append("a shields-only load of `\(locale)` holds other parts or other shields")
                }
                if part.messages.contains(where: { whole.messages[$0.key] != $0.value }) {
                    problems.append("a shields-only load of `\(locale)` has messages the whole bundle does not")
                }
            }
        } catch {
            problems.append("the whole bundle loads but its shields alone do not: \(error)")
        }
        for flow in bundle.flows?.flows.prefix(8) ?? [] {
            guard var navigator = try? FlowNavigator(flow: flow) else { continue }
            for step in 0..<32 {
                _ = navigator.isAtEnd
                if step % 5 == 4 { navigator.back(); continue }
                let outcomes = navigator.outcomes
                let moved = outcomes.isEmpty
                    ? (try? navigator.advance()) != nil
                    : (try? navigator.advance(outcome: outcomes[step % outcomes.count])) != nil
                if !moved { break }
            }
        }
        return problems
    }
}
