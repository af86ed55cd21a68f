/// A usage description (the purpose string iOS shows in its prompt) must say what the app
/// reaches and what for, in the locale's own language, and keep the promise of the pre-prompt
/// before it. Apple's Human Interface Guidelines ("Privacy" → "Requesting permission": a purpose
/// string is a short, complete sentence that says why the app needs the data, with an example
/// of how it is used) and App Review Guideline 5.1.1 (apps whose purpose strings do not clearly
/// and completely describe the use are rejected; since 2026 App Review's automated analysis turns
/// away placeholders and generic phrases such as "This app needs access to your location").
///
/// Read with words, not a model (`PurposeWords`): the data's names (사진, 位置情報, photo), a
/// purpose clause (위해, ため, so you can, to show…), a placeholder, the script of the locale,
/// and a location pre-prompt's "only while you use the app" against an Always request (or
/// "in the background" against While Using).
public struct PurposeStringCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "permission.purpose", defaultSeverity: .warning,
        summary: "A usage description that does not say what it reaches and what for, is a placeholder, is in another language, or breaks the pre-prompt's promise.",
        help: "Write one sentence that names the data and what the person gets from it (\"Your location shows cafés near you\"), in the locale's language, and ask for what the pre-prompt promised.",
        examples: [
            RuleExample("a generic phrase and a text left in English", files: [
                .init("content/demo/permissions.yml", Self.permissions),
                .init("locales/en/demo.yml", "location:\n  usage: ↓This app needs access to your location.\n"),
                .init("locales/ja/demo.yml", "location:\n  usage: ↓We use your location to show cafés near you.\n"),
            ]),
            RuleExample("a pre-prompt that promises While Using before an Always request", files: [
                .init("content/demo/permissions.yml", Self.always),
                .init("locales/en/demo.yml", """
                    route:
                      title: ↓We only use your location while you use the app
                      usage: Your location keeps your route recorded so you can see where you went.
                    """),
            ]),
            RuleExample("a purpose that is only the service or the app in general", files: [
                .init("content/demo/tables.yml", "tables:\n  InfoPlist:\n    NSCameraUsageDescription: {}\n"),
                .init("locales/ko/demo.yml", "InfoPlist:\n  NSCameraUsageDescription: ↓원활한 서비스 이용을 위해 카메라 권한이 필요합니다.\n"),
                .init("locales/ja/demo.yml", "InfoPlist:\n  NSCameraUsageDescription: ↓アプリの機能を利用するためにカメラを使用します。\n"),
            ]),
            RuleExample("an app's own InfoPlist table, as `copydeck adopt` brings it", files: [
                .init("content/demo/tables.yml", "tables:\n  InfoPlist:\n    NSCameraUsageDescription: {}\n"),
                .init("locales/ko/demo.yml", "InfoPlist:\n  NSCameraUsageDescription: ↓카메라 사용 허용\n"),
                .init("locales/ja/demo.yml", "InfoPlist:\n  NSCameraUsageDescription: 書類をスキャンするためにカメラを使用します。\n"),
            ]),
            RuleExample("the data, what it is for, in the locale's language", files: [
                .init("content/demo/permissions.yml", Self.permissions),
                .init("locales/ko/demo.yml", "location:\n  usage: 주변 카페를 거리순으로 보여 드리는 데 위치를 사용해요.\n"),
                .init("locales/ja/demo.yml", "location:\n  usage: 近くのカフェを距離順に表示するために位置情報を使用します。\n"),
                .init("locales/en/demo.yml", "location:\n  usage: Your location shows cafés near you, nearest first.\n"),
            ]),
        ])

    static let permissions = """
        permissions:
          location:
            system: locationWhenInUse
            fields:
              usage: usage
        """
    static let always = """
        permissions:
          route:
            system: locationAlways
            fields:
              title: title
              usage: usage
        """

    public init() {}

    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector) {
        let decks = Dictionary(project.decks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Each deck's permission texts, found on its first group: its locales share its declarations.
        var textsOfDeck: [String: [PermissionText]] = [:]
        for group in messages.groups {
            guard let deck = decks[group.context.deckID] else { continue }
            let language = group.context.language
            guard ["ko", "ja", "en"].contains(language) else { continue }
            if textsOfDeck[deck.id] == nil { textsOfDeck[deck.id] = Self.permissionTexts(of: deck, declared: group.declared) }
            for permissionText in textsOfDeck[deck.id]! {
                guard let message = group.message(at: permissionText.position) else { continue }
                let text = message.entry.message?.plainText ?? message.entry.text
                switch permissionText.place {
                case .permission(let permissionID):
                    guard group.surface(at: permissionText.position) == .usage else { break }
                    if let problem = Self.problem(usage: text, permission: permissionText.system, language: language, app: deck.name) {
                        diagnostics.emit(Self.rule, at: message.range(at: 0, project.files),
                                         "the \(message.locale) usage description of `\(permissionID)` \(problem)")
                    }
                case .infoPlist(let key):
                    if let problem = Self.problem(usage: text, permission: permissionText.system, language: language, app: deck.name) {
                        diagnostics.emit(Self.rule, at: message.range(at: 0, project.files), "the \(message.locale) usage description `\(key)` \(problem)")
                    }
                    continue
                }
                if let broken = Self.brokenPromise(text, permission: permissionText.system, language: language) {
                    diagnostics.emit(Self.rule, at: message.range(at: 0, project.files), "`\(message.key)` \(broken)")
                }
            }
        }
    }

    /// A declared message that speaks for a permission iOS asks for: one of the permission's own
    /// fields (its usage description among them) or a field of a screen that asks for it (its
    /// pre-prompt), or a usage description in the app's own `InfoPlist` table (as `copydeck
    /// adopt` brings it from `InfoPlist.strings` or a String Catalog, under its Info.plist key).
    struct PermissionText {
        enum Place { case permission(String), infoPlist(key: String) }
        var position: Int
        var place: Place
        var system: SystemPermission
    }

    /// The permission texts among a deck's declarations, in declaration order: the only
    /// positions the rule reads, found in one pass for all of the deck's locales.
    static func permissionTexts(of deck: Deck, declared: [DeclaredMessage]) -> [PermissionText] {
        let systems = Dictionary(deck.permissions.compactMap { permission in permission.system.map { (permission.id.value, $0.value) } },
                                 uniquingKeysWith: { first, _ in first })
        guard !systems.isEmpty || !deck.tables.isEmpty else { return [] }
        // The screens that ask for a permission: their copy is its pre-prompt too.
        let askedBy = Dictionary(deck.screens.compactMap { screen in screen.permission.map { (screen.id.value, $0.value) } },
                                 uniquingKeysWith: { first, _ in first })
        var texts: [PermissionText] = []
        // A screen's fields are declared one after another: its lookup serves the next field.
        var screen: (id: String, permissionID: String?)?
        for position in declared.indices {
            let declaration = declared[position]
            switch declaration.ownerKind {
            case .permission:
                guard let system = systems[declaration.ownerID] else { continue }
                texts.append(PermissionText(position: position, place: .permission(declaration.ownerID), system: system))
            case .screen:
                if screen?.id != declaration.ownerID { screen = (declaration.ownerID, askedBy[declaration.ownerID]) }
                guard let asked = screen?.permissionID, let system = systems[asked] else { continue }
                texts.append(PermissionText(position: position, place: .permission(asked), system: system))
            case .table:
                guard declaration.ownerID == infoPlistTable, let system = SystemPermission.usageDescriptionKeys[declaration.name] else { continue }
                texts.append(PermissionText(position: position, place: .infoPlist(key: declaration.name), system: system))
            default:
                continue
            }
        }
        return texts
    }

    /// The string table Xcode localizes Info.plist values in.
    static let infoPlistTable = "InfoPlist"

    /// What is wrong with a usage description, or nil.
    static func problem(usage text: String, permission: SystemPermission, language: String, app: String) -> String? {
        if !isWritten(text, in: language) {
            return "is not in \(language): iOS shows it as written, in the person's language; translate it"
        }
        let folded = PurposeWords.folded(text)
        var bare = folded.replacingOccurrences(of: app.lowercased(), with: "")
        bare = String(bare.unicodeScalars.filter { !CharacterSet.punctuationCharacters.contains($0) }).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if PurposeWords.placeholders.contains(where: { bare == $0 || bare == "the app " + $0 }) || bare.count < (language == "en" ? 12 : 5) {
            return "is a placeholder or a generic phrase App Review rejects; say what it reaches and what the person gets from it"
        }
        let subjects = PurposeWords.subject(of: permission)[language] ?? []
        // Korean spacing varies (미리 알림, 미리알림): its words are also looked for without spaces.
        let unspaced = language == "ko" ? folded.replacingOccurrences(of: " ", with: "") : folded
        let namesSubject = subjects.isEmpty || subjects.contains { folded.contains($0) || unspaced.contains($0.replacingOccurrences(of: " ", with: "")) }
        let saysOnlyItNeeds = (PurposeWords.needOnly[language] ?? []).contains { folded.contains($0) }
        // A generic purpose ("원활한 서비스 이용을 위해", "for a better experience") is no purpose:
        // the rest of the text must give one.
        var purposeful = folded
        for generic in PurposeWords.genericPurpose[language] ?? [] { purposeful = purposeful.replacingOccurrences(of: generic, with: " ") }
        let generic = purposeful != folded
        let givesPurpose = (PurposeWords.purpose[language] ?? []).contains { purposeful.contains($0) } || hasPurposeClause(purposeful)
        let saysWhy = givesPurpose || !saysOnlyItNeeds && !generic
        switch (namesSubject, saysWhy) {
        case (true, true): return nil
        case (false, true): return "does not name what it reaches (\(subjects.prefix(3).joined(separator: ", ")), …); say it"
        case (true, false): return "does not say what it is for; say what the person gets from it (\"… so you can …\", \"…하기 위해\", \"…ために\")"
        case (false, false): return "says neither what it reaches nor what for; write one sentence with both"
        }
    }

    /// An English "to <verb>" that is not "access to your …": "to scan", "to list".
    static func hasPurposeClause(_ folded: String) -> Bool {
        let words = folded.split(whereSeparator: { !$0.isLetter && $0 != "'" })
        return zip(words, words.dropFirst()).contains { $0 == "to" && !PurposeWords.notPurpose.contains(String($1)) }
    }

    /// A location text whose promise the permission breaks: While Using promised before Always,
    /// or Always (the background) promised before While Using. The text of any other permission
    /// is not read (folding it is most of the rule's work).
    static func brokenPromise(_ text: String, permission: SystemPermission, language: String) -> String? {
        guard permission == .locationAlways || permission == .locationWhenInUse else { return nil }
        let folded = PurposeWords.folded(text)
        switch permission {
        case .locationAlways where (PurposeWords.whileInUse[language] ?? []).contains(where: folded.contains):
            return "promises location only while the app is in use, but the permission asks for Always (locationAlways): ask for locationWhenInUse, or say why the app needs it in the background"
        case .locationWhenInUse where (PurposeWords.always[language] ?? []).contains(where: folded.contains):
            return "promises location in the background or always, but the permission asks for While Using (locationWhenInUse): the app will not get it when closed"
        default:
            return nil
        }
    }

    /// Whether `text` is written in `language`'s script: Hangul for ko, kana or kanji for ja,
    /// neither for en.
    static func isWritten(_ text: String, in language: String) -> Bool {
        var hangul = false, japanese = false, letters = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            switch scalar.value {
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul = true
            case 0x3040...0x30FF, 0x4E00...0x9FFF, 0x3400...0x4DBF: japanese = true
            default: break
            }
        }
        guard letters > 0 else { return true }
        switch language {
        case "ko": return hangul
        case "ja": return japanese
        default: return !hangul && !japanese
        }
    }
}

import Foundation
