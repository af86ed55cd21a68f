import CopydeckCompiler
import Foundation

/// What `copydeck mcp`'s tools do, apart from the protocol: each takes its arguments and returns
/// a text for the assistant (JSON where it is data) and whether it is an error. Every finding is
/// `lint`'s, every write goes through the editor `import` uses; nothing here has rules of its own.
public struct CopydeckTools: Sendable {
    public struct Reply: Sendable, Equatable {
        public var text: String
        public var isError: Bool
        /// A picture instead of the text: a rendered frame.
        public var png: Data?

        public init(text: String, isError: Bool, png: Data? = nil) {
            self.text = text
            self.isError = isError
            self.png = png
        }
    }

    public let directory: ProjectDirectory

    public init(directory: ProjectDirectory) {
        self.directory = directory
    }

    var driver: CompilerDriver { CompilerDriver(directory: directory) }

    // MARK: lint

    /// The project's findings; or, given a key, a locale and a text, what lint would say of the
    /// message with that text (nothing written).
    public func lint(key: String?, locale: String?, text: String?) -> Reply {
        do {
            if let key, let locale, let text {
                let proposed = try driver.propose(key: key, locale: locale, text: text, write: false)
                return Reply(text: Self.json(["file": proposed.file, "acceptable": proposed.refusal == nil, "refusal": proposed.refusal ?? "",
                                              "findings": proposed.findings.map(Self.finding)]), isError: false)
            }
            if key != nil || locale != nil || text != nil {
                return Reply(text: "to lint a proposed text, give key, locale and text together; to lint the project, give none", isError: true)
            }
            let result = try driver.lint()
            return Reply(text: Self.json(["checked": "\(ProjectTally(result.project))", "findings": result.diagnostics.map(Self.finding)]), isError: false)
        } catch {
            return Reply(text: error.description, isError: true)
        }
    }

    // MARK: explain

    /// A rule's reference: what it finds, why, how to fix it, and its examples (Rules.md's section).
    public func explain(rule: String) -> Reply {
        guard let descriptor = Rules.all.first(where: { $0.id.rawValue == rule }) else {
            let known = Rules.all.map(\.id.rawValue)
            let near = known.filter { $0.hasPrefix(rule.split(separator: ".").first.map(String.init) ?? rule) }.prefix(8)
            return Reply(text: "no rule `\(rule)`; rules of that family: \(near.joined(separator: ", "))", isError: true)
        }
        return Reply(text: RulesReference.markdown([descriptor]), isError: false)
    }

    // MARK: fields

    /// A screen's (or permission's, shield's) fields: surface, budget, placeholders, and the text
    /// and state of each locale.
    public func fields(deck deckID: String, owner: String) -> Reply {
        do {
            let result = try driver.lint()
            guard let deck = result.project.decks.first(where: { $0.id == deckID }) else {
                return Reply(text: "no deck `\(deckID)` (decks: \(result.project.decks.map(\.id).joined(separator: ", ")))", isError: true)
            }
            let messages = deck.declaredMessages.filter { $0.ownerID == owner }
            guard !messages.isEmpty else {
                let owners = Array(Set(deck.declaredMessages.map(\.ownerID))).sorted()
                return Reply(text: "deck `\(deckID)` has no screen, permission or shield `\(owner)` with copy (\(owners.joined(separator: ", ")))", isError: true)
            }
            let fields: [[String: Any]] = messages.map { message in
                var field: [String: Any] = ["key": message.key, "surface": message.field.effectiveSurface.rawValue]
                if let budget = message.field.maxLength?.value { field["budget"] = ["length": budget, "counted": message.field.width.rawValue] }
                field["placeholders"] = message.field.placeholders.map { ["name": $0.name.value, "type": $0.type.value.rawValue] }
                if let note = message.field.note { field["note"] = note }
                field["texts"] = deck.locales.map { locale -> [String: Any] in
                    var text: [String: Any] = ["locale": locale, "state": result.textState(of: message.key, locale: locale, in: deck)]
                    text["text"] = deck.catalogs[locale]?[message.key]?.text
                    return text
                }
                return field
            }
            return Reply(text: Self.json(["deck": deckID, "owner": owner, "sourceLocale": deck.sourceLocale, "fields": fields]), isError: false)
        } catch {
            return Reply(text: error.description, isError: true)
        }
    }

    // MARK: diff

    /// What changed against a git revision (default: the merge base with the default branch),
    /// as `copydeck diff --format markdown` says it.
    public func diff(base: String?) -> Reply {
        do {
            let diff = try driver.diff(against: .revision(base))
            return Reply(text: DiffMarkdownReporter().render(diff), isError: false)
        } catch {
            return Reply(text: error.description, isError: true)
        }
    }

    // MARK: render

    /// A screen's preview page as the build writes it (`build/preview/<deck>/<screen>.html`,
    /// a permission's under `permissions/`): the frame of `locale` (every locale's without one)
    /// on the iPhone the preview draws, with its findings. HTML; self-contained but for the
    /// site's shared assets.
    /// `png`: the page photographed by headless Chromium (from a copy of the preview site in a
    /// temporary folder, deleted after), where Chromium is installed.
    public func render(deck: String, screen: String, locale: String?, png: Bool = false) -> Reply {
        do {
            let result = try driver.lint()
            let site = try PreviewSite(project: result.project, diagnostics: result.diagnostics).render()
            for path in ["\(deck)/\(screen).html", "\(deck)/permissions/\(screen).html", "\(deck)/shields/\(screen).html"] {
                for candidate in [path, "preview/\(path)"] {
                    guard let page = site.files[candidate] else { continue }
                    var html = String(decoding: page, as: UTF8.self)
                    if let locale {
                        let sections = Self.localeSections(in: html)
                        guard sections.contains(where: { $0.locale == locale }) else {
                            return Reply(text: "the page of `\(screen)` has no \(locale) frame (\(sections.map(\.locale).joined(separator: ", ")))", isError: true)
                        }
                        for section in sections.reversed() where section.locale != locale { html.removeSubrange(section.range) }
                    }
                    return png ? Self.photograph(html, at: candidate, in: site) : Reply(text: html, isError: false)
                }
            }
            let pages = site.paths.filter { $0.hasPrefix("\(deck)/") || $0.hasPrefix("preview/\(deck)/") }.prefix(40)
            return Reply(text: "no preview page for `\(screen)` in deck `\(deck)`; its pages: \(pages.joined(separator: ", "))", isError: true)
        } catch {
            return Reply(text: "\(error)", isError: true)
        }
    }

    /// The page `html` (at `path` in `site`) as a PNG, taken by headless Chromium.
    static func photograph(_ html: String, at path: String, in site: OutputTree) -> Reply {
        let browsers = ["chromium", "chromium-browser", "google-chrome"]
        let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        guard let browser = browsers.lazy.flatMap({ name in searched.map { "\($0)/\(name)" } }).first(where: FileManager.default.isExecutableFile) else {
            return Reply(text: "a PNG needs Chromium (chromium on PATH); ask for the HTML instead", isError: true)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            for (file, data) in site.files {
                let url = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            let page = folder.appendingPathComponent(path), shot = folder.appendingPathComponent("frame.png")
            try Data(html.utf8).write(to: page)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: browser)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=900,1400",
                                 "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--screenshot=\(shot.path)", page.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let png = try Data(contentsOf: shot)
            return Reply(text: "", isError: false, png: png)
        } catch {
            return Reply(text: "Chromium could not photograph the page: \(error)", isError: true)
        }
    }

    /// The page's locale sections (`<section class="locale" id="ja" …>` to its own `</section>`,
    /// sections inside it counted), in page order.
    static func localeSections(in html: String) -> [(locale: String, range: Range<String.Index>)] {
        var sections: [(locale: String, range: Range<String.Index>)] = []
        var cursor = html.startIndex
        let opening = "<section class=\"locale\" id=\""
        while let start = html.range(of: opening, range: cursor..<html.endIndex) {
            guard let quote = html[start.upperBound...].firstIndex(of: "\"") else { break }
            let locale = String(html[start.upperBound..<quote])
            var depth = 0, index = start.lowerBound
            var end: String.Index?
            while index < html.endIndex {
                if html[index...].hasPrefix("<section") { depth += 1 }
                if html[index...].hasPrefix("</section>") {
                    depth -= 1
                    if depth == 0 { end = html.index(index, offsetBy: "</section>".count); break }
                }
                index = html.index(after: index)
            }
            guard let end else { break }
            sections.append((locale, start.lowerBound..<end))
            cursor = end
        }
        return sections
    }

    // MARK: write

    /// Writes a message's text in one locale through the locale-file editor, unless lint would
    /// fail on it (an error finding of the message) or the editor cannot hold it.
    public func write(key: String, locale: String, text: String) -> Reply {
        do {
            let proposed = try driver.propose(key: key, locale: locale, text: text, write: true)
            let findings = proposed.findings.map(Self.finding)
            if let refusal = proposed.refusal {
                return Reply(text: Self.json(["written": false, "refusal": refusal, "findings": findings]), isError: true)
            }
            return Reply(text: Self.json(["written": proposed.written, "file": proposed.file, "findings": findings]), isError: false)
        } catch {
            return Reply(text: error.description, isError: true)
        }
    }

    // MARK: resources

    /// The project's decks: id, name, locales, and their screens, permissions and shields.
    public func decks() -> Reply {
        do {
            var ignored = DiagnosticCollector()
            let project = try ProjectLoader(directory: directory).load(&ignored)
            let decks: [[String: Any]] = project.decks.map { deck in
                ["id": deck.id, "name": deck.name, "sourceLocale": deck.sourceLocale, "locales": deck.locales,
                 "screens": deck.screens.map(\.id.value), "permissions": deck.permissions.map(\.id.value),
                 "shields": deck.shields.map(\.id.value), "flows": deck.flows.map(\.id.value), "messages": deck.declaredMessages.count]
            }
            return Reply(text: Self.json(["decks": decks]), isError: false)
        } catch {
            return Reply(text: error.description, isError: true)
        }
    }

    /// Every rule: id, severity, summary (`explain` gives one whole).
    public static func rules() -> Reply {
        Reply(text: json(["rules": Rules.all.map { ["id": $0.id.rawValue, "severity": $0.defaultSeverity.rawValue, "summary": $0.summary] }]), isError: false)
    }

    // MARK: JSON

    static func finding(_ diagnostic: Diagnostic) -> [String: Any] {
        var item: [String: Any] = ["rule": diagnostic.rule.rawValue, "severity": diagnostic.severity.rawValue, "message": diagnostic.message]
        if let range = diagnostic.range { item["file"] = range.file; item["line"] = range.start.line; item["column"] = range.start.column }
        if let fix = diagnostic.fix { item["fix"] = fix.fixedText }
        return item
    }

    static func json(_ value: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
