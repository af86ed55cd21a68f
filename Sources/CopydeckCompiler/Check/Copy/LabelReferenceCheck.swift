/// Copy that tells a person which button, switch or Settings item to look for must name one that
/// exists, in the same language: a label the app shows (its screens' buttons, links, toggles,
/// titles and labels, in any deck of the project), a button of iOS's own prompts, a Health data
/// kind, or a Settings item on the way to a permission (`SystemLabels`, the preview's own words).
/// 「設定」→「フルアクセス」をオンに in ja, '전체 접근 허용'을 선택 in ko, tap “Allow While Using
/// App” in en: when the words differ from every label, the person looks for a button that is not
/// there. The closest label of the locale is named; a label of another locale is said to be one.
/// A path is `A > B > C` (or `›`, `＞`) anywhere, and `A → B → C` only from Settings on: arrows
/// also write a sequence (plan → walk → rest), a range (22:00 → 07:00) or a direction.
public struct LabelReferenceCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "message.label-reference", defaultSeverity: .warning,
        summary: "Copy that sends the reader to a button, switch or Settings item no screen or iOS shows in that language.",
        help: """
            Quote the label as it is shown in the same language: the app's button, iOS's prompt \
            button, or the Settings item. A label that opens more choices ends with an ellipsis \
            (iOS's “Limit Access…”): quote it with its `…`.
            """,
        certainFix: "Adds the ellipsis a quoted label lacks (“Limit Access” as “Limit Access…”, `...` as `…`); any other word is left to a person.",
        examples: [
            RuleExample("iOS says 「アクセスを制限…」, not 「写真を選択」, on the photo prompt", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    denied:
                      title: 写真へのアクセスがありません
                      body: 「↓写真を選択」をタップして、使う写真を選んでください。
                      settings: 設定を開く
                    """),
            ]),
            RuleExample("iOS's limited-access button without its ellipsis", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    denied:
                      title: Choose what Wander sees
                      body: Tap “Limit Access↓” to pick only the photos of your trip.
                      settings: Open Settings
                    """),
            ], fixed: [
                .init("locales/en/demo.yml", """
                    denied:
                      title: Choose what Wander sees
                      body: Tap “Limit Access…” to pick only the photos of your trip.
                      settings: Open Settings
                    """),
            ]),
            RuleExample("a Settings path whose step iOS does not show", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    denied:
                      title: No access to your photos
                      body: Go to Settings > ↓Privacy Settings > Photos and choose Full Access.
                      settings: Open Settings
                    """),
            ]),
            RuleExample("iOS's own words, the app's own button, and a quotation that is not an instruction", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    denied:
                      title: "'설정 열기'를 누르면 바로 바꿀 수 있어요"
                      body: 설정 > 개인정보 보호 및 보안 > 사진에서 '전체 접근'을 선택해 주세요. "한 장이면 충분해요"
                      settings: 설정 열기
                    """),
            ]),
            RuleExample("arrows make a Settings path only from Settings on: a sequence or a range is none", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    denied:
                      title: Your day goes plan → walk → rest
                      body: Quiet hours run 22:00 → 07:00. In Settings → Privacy & Security → ↓Photo Access, choose Full Access.
                      settings: Open Settings
                    """),
            ]),
        ])

    static let screens = """
        screens:
          denied:
            kind: screen
            fields:
              title: title
              body: body
              settings: { surface: button, accessibility: text }
        """

    /// The surfaces whose text is a label a person can look for on a screen.
    static let labelSurfaces: Set<Field.Surface> = [.button, .link, .toggle, .title, .label]

    /// Whether a text may be a label a person looks for: one of a label's surface, or a short
    /// text of a string table (a table's text has no surface: the app's code places it, and its
    /// buttons and tabs are among them, as `copydeck adopt` brings them). A text with a
    /// placeholder is no fixed label.
    static func mayBeLabel(_ text: String, surface: Field.Surface?) -> Bool {
        guard !text.utf8.contains(UInt8(ascii: "{")) else { return false }
        if let surface { return labelSurfaces.contains(surface) }
        return text.count <= 32
    }

    public init() {}

    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector) {
        // The references, found in the texts with a quotation mark, an emphasis or a path mark
        // (one pass over their bytes): most texts have none, and most marks (an apostrophe,
        // a quotation that is no instruction) are none. A project without any is done here,
        // before its labels are gathered.
        var found: [(group: Int, position: Int, references: [LabelReference])] = []
        for (index, group) in messages.groups.enumerated() {
            for position in group.entries.indices {
                guard let entry = group.entries[position], entry.features.contains(.quoteMark), Self.mayQuote(entry.text) else { continue }
                let text = entry.text
                let references = LabelReference.find(in: text, language: group.context.language)
                if !references.isEmpty { found.append((index, position, references)) }
            }
        }
        guard !found.isEmpty else { return }
        // Every label the app shows, by locale, across the project's decks (those left unread
        // too), and the deck names: sorted, so that what is found does not depend on which
        // decks were read.
        var shown: [String: Set<String>] = [:]
        for (_, labels) in Self.labels(of: messages) {
            for (locale, texts) in labels.shown { shown[locale, default: []].formUnion(texts) }
        }
        for deck in project.unread {
            for (locale, texts) in deck.labels { shown[locale, default: []].formUnion(texts) }
        }
        let appLabels = shown.mapValues { $0.sorted(by: Self.inOrder) }
        let names = (project.decks.map(\.name) + project.unread.map(\.name)).sorted(by: Self.inOrder)
        // Per locale, made on its first reference: the labels, and the same normalized (a set
        // for the exact match most references make).
        var prepared: [String: (labels: [String], normalized: [String], exact: Set<String>, unspaced: Set<String>, ellipsized: [String: String])] = [:]
        for (index, position, references) in found {
            let group = messages.groups[index]
            let locale = group.context.locale, language = group.context.language
            guard let message = group.message(at: position) else { continue }
            if prepared[locale] == nil {
                let labels = (appLabels[locale] ?? []) + SystemLabels.labels(language: language) + names
                let normalized = labels.map(LabelReference.normalized)
                // The labels that end with an ellipsis, by how they compare (which drops it).
                let ellipsized = Dictionary(labels.filter { $0.hasSuffix("…") }.map { (LabelReference.normalized($0), $0) }) { first, _ in first }
                prepared[locale] = (labels, normalized, Set(normalized), Set(normalized.map(Self.unspaced)), ellipsized)
            }
            let candidates = prepared[locale]!
            for reference in references where reference.place == .quoted {
                guard let label = candidates.ellipsized[LabelReference.normalized(reference.text)], Self.lacksEllipsis(reference.text, of: label) else { continue }
                let length = reference.text.unicodeScalars.count
                diagnostics.emit(Self.rule, at: message.range(at: reference.offset + length, project.files),
                                 "“\(reference.text)” is shown as “\(label)” in \(locale); quote it with its ellipsis, as the button says there is more to choose",
                                 fix: message.fix([Fix.Edit(start: reference.offset, end: reference.offset + length, replacement: label)]))
            }
            // Japanese and Korean spacing varies in writing about a label (補正1 for 補正 1): a
            // label written whole is the label, whatever its spaces.
            for reference in references where !candidates.exact.contains(LabelReference.normalized(reference.text))
                && !(language != "en" && candidates.unspaced.contains(Self.unspaced(LabelReference.normalized(reference.text))))
                && (reference.place == .quoted || reference.place == .step || !candidates.normalized.contains(where: reference.names)) {
                diagnostics.emit(Self.rule, at: message.range(at: reference.offset, project.files),
                                 describe(reference, locale: locale, candidates: candidates.labels, elsewhere: appLabels,
                                          systemLabels: Self.allSystemLabels))
            }
        }
    }

    static func unspaced(_ text: String) -> String { text.replacingOccurrences(of: " ", with: "") }

    /// What a deck shows and quotes of labels: what a check of another deck reads of it while it
    /// is left unread (`UnreadDeck`), and whether its own findings of this rule depend on the
    /// other decks' labels.
    struct DeckLabels: Equatable, Sendable {
        /// The labels the deck shows, by locale, sorted.
        var shown: [String: [String]] = [:]
        /// Whether a text of the deck refers to a label (a quotation, a path).
        var quotes = false
    }

    /// Each deck's labels, by deck id: each deck-locale group read on whichever core is free.
    static func labels(of messages: CopyMessages) -> [String: DeckLabels] {
        let groups = messages.groups
        let found = Parallel.map(groups.count) { labels(in: groups[$0]) }
        var result: [String: DeckLabels] = [:]
        for (group, (shown, quotes)) in zip(groups, found) {
            let deck = group.context.deckID, locale = group.context.locale
            var labels = result[deck] ?? DeckLabels()
            if let earlier = labels.shown[locale] {
                labels.shown[locale] = Set(earlier).union(shown).sorted(by: inOrder)
            } else {
                labels.shown[locale] = shown
            }
            labels.quotes = labels.quotes || quotes
            result[deck] = labels
        }
        return result
    }

    /// The labels one deck-locale group shows, sorted, and whether a text of it quotes one.
    private static func labels(in group: CopyMessages.Group) -> (shown: [String], quotes: Bool) {
        var texts: Set<String> = []
        var quotes = false
        for position in group.declared.indices {
            guard let entry = group.entries[position] else { continue }
            let text = entry.text
            if Self.mayBeLabel(text, surface: group.surface(at: position)) { texts.insert(text) }
            if !quotes, entry.features.contains(.quoteMark), Self.mayQuote(text),
               !LabelReference.find(in: text, language: group.context.language).isEmpty { quotes = true }
        }
        return (texts.sorted(by: inOrder), quotes)
    }

    /// Labels in the order of their UTF-8 bytes: one order whichever decks they came from.
    static func inOrder(_ first: String, _ second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// Whether `written` is `label` but for its ending: no ellipsis, or three full stops.
    static func lacksEllipsis(_ written: String, of label: String) -> Bool {
        let stem = label.dropLast()
        return written == stem || written == stem + "..."
    }

    /// iOS's labels in every language it is written in here, for naming a label of another locale.
    static let allSystemLabels: [String: [String]] = Dictionary(uniqueKeysWithValues: SystemPrompt.languages.map { ($0, SystemLabels.labels(language: $0)) })

    /// Whether a text has a mark that starts a quotation, an emphasis or a path, read as UTF-8
    /// bytes: `"` `'` `*` `>`, and 「 『 《 (E3 80 8C, 8E, 8A), “ ‘ › (E2 80 9C, 98, BA), → (E2 86 92), ＞ (EF BC 9E).
    static func mayQuote(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable(Self.mayQuote) ?? Array(utf8).withUnsafeBufferPointer(Self.mayQuote)
    }

    static func mayQuote(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x22, 0x27, 0x2A, 0x3E: return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80:
                let last = bytes[index + 2]
                if last == 0x9C || last == 0x98 || last == 0xBA { return true }
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92:
                return true
            case 0xE3 where index + 2 < bytes.count && bytes[index + 1] == 0x80:
                let last = bytes[index + 2]
                if last == 0x8C || last == 0x8E || last == 0x8A { return true }
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x9E:
                return true
            default: break
            }
            index += 1
        }
        return false
    }

    private func describe(_ reference: LabelReference, locale: String, candidates: [String], elsewhere: [String: [String]],
                          systemLabels: [String: [String]]) -> String {
        let written = LabelReference.normalized(reference.text)
        var message = "“\(reference.text)” is not a label the app or iOS shows in \(locale)"
        if let closest = Suggestion.closest(to: written, in: candidates.map(LabelReference.normalized)),
           let label = candidates.first(where: { LabelReference.normalized($0) == closest }) {
            message += "; did you mean “\(label)”?"
        } else {
            message += "; quote the button or Settings item as it is shown in \(locale)"
        }
        // Other locales in order: a label of two others names the first, in every run.
        let other = (elsewhere.filter { $0.key != locale }.sorted { $0.key < $1.key }.flatMap { locale, labels in labels.map { (locale, $0) } }
            + systemLabels.filter { $0.key != LocaleCode.language(of: locale) }.sorted { $0.key < $1.key }.flatMap { language, labels in labels.map { (language, $0) } })
            .first { LabelReference.normalized($0.1) == written }
        if let other { message += " (it is the \(other.0) label)" }
        return message
    }
}
