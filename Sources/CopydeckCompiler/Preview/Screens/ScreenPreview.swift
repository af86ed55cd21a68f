import CopydeckKit

/// A deck's screens, permissions and shields drawn in phone frames, one locale (or pseudo-locale)
/// at a time, from the compiled bundle the app loads (`BundleEmitter.localeBundle`) and formatted
/// by CopydeckKit with sample values. Under each frame, the copy sheet: every message with its
/// key, budget, plural samples, fallback, note and the lint's findings.
struct ScreenPreview: Sendable {
    let project: Project
    let deck: Deck
    let diagnostics: FindingsByLine
    let bundles: [String: LocaleBundle]
    let messages: DeckMessages
    /// Per column, every message a field of the deck shows, formatted once (`format`); empty
    /// only while `init` formats them.
    private(set) var formatted: [String: FormattedColumn]
    /// Per column, every message of the deck's fields as a prototype shows it, in bundle order
    /// (`copy(locale:)`): made with `formatted`, on the same core.
    private(set) var lines: [String: [PrototypeData.Line]]
    /// The deck's onboarding pages in order, for the page indicator.
    let pageIDs: [String]
    /// Every message key of the deck's fields (`keysInBundleOrder()`), listed once.
    private var keys: [(key: String, surface: String, placeholders: [String: String])]

    init(project: Project, deck: Deck, diagnostics: [Diagnostic]) {
        self.project = project
        self.deck = deck
        self.diagnostics = FindingsByLine(diagnostics)
        self.pageIDs = deck.screens.filter { $0.kind?.value == .page }.map(\.id.value)
        let emitter = BundleEmitter(config: project.config)
        // Each locale's bundle, its messages parsed, the locales side by side.
        let made = Parallel.map(deck.locales.count) { index in
            let bundle = emitter.localeBundle(deck, locale: deck.locales[index])
            return (bundle, DeckMessages.parse(bundle))
        }
        self.bundles = Dictionary(zip(deck.locales, made.map(\.0)), uniquingKeysWith: { first, _ in first })
        self.messages = DeckMessages(bundles: bundles, parsed: Dictionary(zip(deck.locales, made.map(\.1)), uniquingKeysWith: { first, _ in first }),
                                     samples: DeckMessages.samples(of: deck))
        self.formatted = [:]
        self.lines = [:]
        self.keys = []
        self.keys = keysInBundleOrder()
        // Every message of every field formatted once per column, then its prototype lines, the
        // columns side by side: what the deck's pages, search shard and prototypes all read.
        let unformatted = self
        let columns = locales
        let formattedColumns = Parallel.map(columns.count) { index in
            var column = unformatted
            column.formatted = [columns[index]: unformatted.format(column: columns[index])]
            return (column.formatted[columns[index]]!, column.copy(locale: columns[index]))
        }
        self.formatted = Dictionary(uniqueKeysWithValues: zip(columns, formattedColumns.map(\.0)))
        self.lines = Dictionary(uniqueKeysWithValues: zip(columns, formattedColumns.map(\.1)))
    }

    /// Every message of the deck's fields in one column, with the placeholder types its field
    /// declares, in bundle order (screens, permissions with their template's copy, shields).
    func format(column: String) -> FormattedColumn {
        var result: FormattedColumn = [:]
        let resolver = resolver(column)
        for (key, _, placeholders) in keys where result[key] == nil {
            result[key] = (placeholders, resolver.format(key: key, placeholders: placeholders))
        }
        return result
    }

    /// Every message key of the deck's fields with its field's surface and placeholder types, in
    /// bundle order (screens, permissions with their template's copy, shields; a field's
    /// variants by name).
    func keysInBundleOrder() -> [(key: String, surface: String, placeholders: [String: String])] {
        guard let source = bundles[deck.sourceLocale] else { return [] }
        let all = source.screens.flatMap(\.fields) + source.permissions.flatMap(\.fields) + source.shields.flatMap(\.fields)
        return all.flatMap { field in
            let keys = field.key.map { [$0] } ?? (field.variants ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            return keys.map { ($0, field.surface, field.placeholders ?? [:]) }
        }
    }

    /// The deck's locales, source first, then the two pseudo-locales.
    var locales: [String] { deck.locales + PseudoLocale.allCases.map(\.rawValue) }

    func resolver(_ column: String) -> CopyResolver {
        CopyResolver(project: project, deck: deck, column: column, messages: messages, findings: diagnostics,
                     formatted: formatted[column])
    }

    /// A resolver for one page of one column, which formats each message once.
    func column(_ column: String) -> CopyColumn {
        CopyColumn(resolver(column))
    }

    /// What one column of a copy page draws: the phone frames (one per state), the system
    /// alert of a permission, then the copy sheet. Rendered by `markup`, and named whole by
    /// `PageKey`: the same column gives the same bytes.
    struct Column {
        var frames: [PhoneFrame] = []
        var alert: SystemAlert?
        var sheet: CopySheet

        func markup() -> Markup {
            ScreenPreview.column(sheet: sheet) { writer in
                for frame in frames { frame.write(into: &writer) }
                alert?.write(into: &writer)
            }
        }
    }

    /// The phone frames of a screen in one column.
    func screen(_ id: String, locale: String) -> Markup {
        screenColumn(id, locale: locale)?.markup() ?? .fragment([])
    }

    func screenColumn(_ id: String, locale: String) -> Column? {
        guard let screen = bundles[deck.sourceLocale]?.screens.first(where: { $0.id == id }) else { return nil }
        let model = deck.screens.first { $0.id.value == id }
        var fields = screen.fields.map { field in (field, model?.fields.first { $0.id.value == field.id }) }
        // A pre-prompt screen without copy of its own shows its permission's (UjuZ's screens
        // show the copy a template fills in for the permission).
        var permissionCopy = false
        if fields.isEmpty, let permission = screen.permission {
            fields = permissionFields(permission).filter { $0.0.surface != Field.Surface.usage.rawValue }
            permissionCopy = true
        }
        let resolver = column(locale)
        var column = Column(sheet: sheet(fields, resolver: resolver))
        for (state, shown) in frames(fields, states: states(model?.fields ?? []), permissionCopy: permissionCopy) {
            column.frames.append(PhoneFrame(kind: screen.kind, caption: state.map { "state: \($0)" }, pieces: pieces(shown, state: state, resolver: resolver),
                                            pageIndex: pageIndex(id), pageCount: pageCount))
        }
        if let permission = screen.permission { column.alert = systemAlert(permission, resolver: resolver) }
        return column
    }

    /// One frame per state, each with the fields that state shows, nothing of the others:
    /// a field's variants are its states; each error line shows in a frame of its own (the first
    /// state's copy with it: `error`, or `error · <field>` where there are several, as the app
    /// shows one at a time), and so does each toast; in a permission's copy (`permissionCopy`),
    /// its standard `denied` and `settings` fields in a `denied` frame, not with the ask. A
    /// screen's own fields of those names are its own: they stay. The copy sheet lists every
    /// field whatever its state.
    func frames(_ fields: [(LocaleBundle.Field, Field?)], states: [String?], permissionCopy: Bool) -> [(state: String?, fields: [(LocaleBundle.Field, Field?)])] {
        let errors = fields.filter { $0.0.surface == Field.Surface.error.rawValue && $0.0.key != nil }
        let toasts = fields.filter { $0.0.surface == Field.Surface.toast.rawValue }
        let denied = permissionCopy ? fields.filter { DeckContentReader.permissionDeniedFields.contains($0.0.id) && $0.0.key != nil } : []
        let separate = Set((errors + toasts + denied).map(\.0.id))
        let everyState = fields.filter { !separate.contains($0.0.id) }
        // A screen that is nothing but its error, toast or denial shows it as it is.
        guard !everyState.isEmpty, !separate.isEmpty else { return states.map { ($0, fields) } }
        let titles = everyState.filter { $0.0.surface == Field.Surface.title.rawValue }
        var frames = states.map { state in
            (state: state, fields: everyState + (state == "denied" ? denied : []) + (state == "error" ? errors : []))
        }
        if !denied.isEmpty, !states.contains("denied") { frames.append((state: "denied", fields: titles + denied)) }
        if !states.contains("error") {
            for error in errors { frames.append((state: errors.count == 1 ? "error" : "error · \(error.0.id)", fields: everyState + [error])) }
        }
        for toast in toasts { frames.append((state: "toast · \(toast.0.id)", fields: everyState + [toast])) }
        return frames
    }

    /// A permission: the iOS system alert with its usage description, and the template's
    /// pre-prompt copy when it has one.
    func permission(_ id: String, locale: String) -> Markup {
        permissionColumn(id, locale: locale)?.markup() ?? .fragment([])
    }

    func permissionColumn(_ id: String, locale: String) -> Column? {
        guard bundles[deck.sourceLocale]?.permissions.contains(where: { $0.id == id }) == true else { return nil }
        let fields = permissionFields(id)
        let resolver = column(locale)
        let prePrompt = fields.filter { $0.0.surface != Field.Surface.usage.rawValue }
        var column = Column(sheet: sheet(fields, resolver: resolver))
        // A permission whose pre-prompt is a screen of its own (it holds only its usage text)
        // has no pre-prompt frame here: an empty one would read as a blank screen.
        for (state, shown) in prePrompt.isEmpty ? [] : frames(prePrompt, states: [nil], permissionCopy: true) {
            column.frames.append(PhoneFrame(kind: "permission", caption: state.map { "pre-prompt · \($0)" } ?? "pre-prompt",
                                            pieces: pieces(shown, state: state, resolver: resolver)))
        }
        column.alert = systemAlert(id, resolver: resolver)
        return column
    }

    /// A Screen Time shield as the system draws it.
    func shield(_ id: String, locale: String) -> Markup {
        shieldColumn(id, locale: locale)?.markup() ?? .fragment([])
    }

    func shieldColumn(_ id: String, locale: String) -> Column? {
        guard let shield = bundles[deck.sourceLocale]?.shields.first(where: { $0.id == id }) else { return nil }
        let model = deck.shields.first { $0.id.value == id }
        let fields = shield.fields.map { field in (field, model?.fields.first { $0.id.value == field.id }) }
        let resolver = column(locale)
        return Column(frames: [PhoneFrame(kind: "shield", caption: "Screen Time shield", pieces: pieces(fields, state: nil, resolver: resolver))],
                      sheet: sheet(fields, resolver: resolver))
    }

    /// Every message of the deck in one column, formatted with sample values, in bundle order
    /// (screens, permissions with their template's copy, shields): for search and the prototype.
    func copy(locale: String) -> [PrototypeData.Line] {
        let resolver = resolver(locale)
        return keys.compactMap { key, surface, placeholders in
            let copy = resolver.formattedCopy(key: key, placeholders: placeholders)
            return copy.locale == nil ? nil : PrototypeData.Line(key: key, surface: surface, text: copy.text)
        }
    }

    // MARK: - Parts

    /// A permission's fields as the bundle has them (its template's filled in), with their
    /// declarations (the permission's own, or the template's).
    func permissionFields(_ id: String) -> [(LocaleBundle.Field, Field?)] {
        guard let permission = bundles[deck.sourceLocale]?.permissions.first(where: { $0.id == id }) else { return [] }
        let model = deck.permissions.first { $0.id.value == id }
        let templateFields = deck.templates.first { $0.id.value == model?.template?.value }?.fields ?? []
        return permission.fields.map { field in
            (field, model?.fields.first { $0.id.value == field.id } ?? templateFields.first { $0.id.value == field.id })
        }
    }

    /// The states a screen is shown in: each variant any field declares, in declaration order;
    /// one state (nil) when none does.
    func states(_ fields: [Field]) -> [String?] {
        var states: [String] = []
        for field in fields { for variant in field.variants where !states.contains(variant.value) { states.append(variant.value) } }
        return states.isEmpty ? [nil] : states
    }

    func pieces(_ fields: [(LocaleBundle.Field, Field?)], state: String?, resolver: CopyColumn) -> [CopyPiece] {
        // The labels another field of the screen names as its accessibility label, and those
        // marked `spoken`: VoiceOver's only.
        let spoken = Set(fields.compactMap { $0.1?.accessibilityField?.value })
        return fields.compactMap { bundleField, model in
            let variant: String?
            let key: String?
            if let plain = bundleField.key {
                (variant, key) = (nil, plain)
            } else {
                let order = model?.variants.map(\.value) ?? (bundleField.variants ?? [:]).keys.sorted()
                let chosen = state.flatMap { order.contains($0) ? $0 : nil } ?? order.first
                (variant, key) = (chosen, chosen.flatMap { bundleField.variants?[$0] })
            }
            guard let key else { return nil }
            var piece = resolver.piece(key: key, surface: bundleField.surface, variant: variant, field: model,
                                       placeholders: bundleField.placeholders ?? [:])
            piece.isSpokenOnly = model.map { $0.spoken || spoken.contains($0.id.value) } ?? false
            return piece
        }
    }

    /// Every message of the fields, each variant included, for the copy sheet.
    func sheet(_ fields: [(LocaleBundle.Field, Field?)], resolver: CopyColumn) -> CopySheet {
        var pieces: [CopyPiece] = []
        for (bundleField, model) in fields {
            if let key = bundleField.key {
                pieces.append(resolver.piece(key: key, surface: bundleField.surface, variant: nil, field: model, placeholders: bundleField.placeholders ?? [:]))
            } else {
                let order = model?.variants.map(\.value) ?? (bundleField.variants ?? [:]).keys.sorted()
                for variant in order {
                    guard let key = bundleField.variants?[variant] else { continue }
                    pieces.append(resolver.piece(key: key, surface: bundleField.surface, variant: variant, field: model,
                                                 placeholders: bundleField.placeholders ?? [:]))
                }
            }
        }
        return CopySheet(pieces: pieces, sourceRoot: nil)
    }

    /// The iOS system alert of a permission, with its usage description.
    func systemAlert(_ permissionID: String, resolver: CopyColumn) -> SystemAlert? {
        guard let permission = bundles[deck.sourceLocale]?.permissions.first(where: { $0.id == permissionID }) else { return nil }
        // Notifications have no usage description: iOS shows its own words only.
        let usage = permission.fields.first { $0.surface == Field.Surface.usage.rawValue }?.key.map { key in
            resolver.piece(key: key, surface: Field.Surface.usage.rawValue, variant: nil, field: nil, placeholders: [:])
        }
        let model = deck.permissions.first { $0.id.value == permissionID }
        return SystemAlert(appName: deck.name, locale: resolver.baseLocale, usage: usage, infoPlistKey: permission.infoPlistKey,
                           permission: SystemPermission(rawValue: permission.system), answers: deck.promptAnswers[permissionID] ?? [],
                           writes: model?.writes.map(\.value) ?? [], reads: model?.reads.map(\.value) ?? [])
    }

    var pageCount: Int { pageIDs.count }
    func pageIndex(_ id: String) -> Int? { pageIDs.firstIndex(of: id) }

    /// A column of a copy page: the frames `frames` writes, then the copy sheet. Written as
    /// bytes (the pages are XHTML, `PreviewSite.mode`).
    static func column(sheet: CopySheet, frames: (inout MarkupWriter) -> Void) -> Markup {
        var writer = MarkupWriter(mode: PreviewSite.mode)
        writer.element("div", .class("screen-preview")) { writer in
            writer.element("div", .class("frames"), body: frames)
            sheet.write(into: &writer)
        }
        return writer.markup()
    }
}
