/// One piece of copy with the metadata translators and checks need. A class: a deck declares
/// many fields, and every declared message and every rule refers to its field rather than
/// copying its strings and ranges.
public final class Field: Sendable {
    public enum Surface: String, CaseIterable, Sendable {
        case title, subtitle, body, button, link, toggle, label, caption, placeholder, error, toast, usage

        /// Surfaces a person taps or toggles: they need an accessibility label.
        public var isInteractive: Bool { self == .button || self == .link || self == .toggle }

        /// Surfaces that can choose a flow's way on: what a person taps, and a text field (a
        /// search that picks a result). Buttons and links must take one; toggles and text fields may.
        public var takesOutcome: Bool { isInteractive || self == .placeholder }

        /// The surface a word names, found by hashing the word (a content file names one per
        /// field; `init(rawValue:)` compares the word with each surface in turn).
        static func named(_ word: String) -> Surface? { byName[word] }
        private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    /// How a length budget counts: characters (grapheme clusters) or display width (CJK = 2).
    public enum Width: String, CaseIterable, Sendable {
        case characters, display
    }

    /// What `<b>`-like tags in the text are on Android: styling elements `getText` makes spans
    /// of (`spans`, the default), or characters, HTML the app renders with `Html.fromHtml`
    /// (`html`: written `&lt;b&gt;`). Apple's tables hold the characters either way.
    public enum Markup: String, CaseIterable, Sendable {
        case spans, html
    }

    public enum PlaceholderType: String, CaseIterable, Sendable {
        case string, number, integer, duration, date
        /// The device the app runs on (`iphone`, `ipad`, `mac`, …, `other`), which a message
        /// varies by with `{device, select, …}`: Xcode's device variations. The app does not
        /// pass it; it is always named `device`.
        case device
    }

    public struct Placeholder: Sendable {
        public var name: Located<String>
        public var type: Located<PlaceholderType>
        /// How string tables print it, as a printf conversion without `%` and position (`lu`,
        /// `.2f`, `s`): kept from an adopted table so its arguments stay the app's. Nil: the
        /// type's own (`@`, or `lld` for an integer).
        public var format: Located<String>?
        /// The value the preview shows for it (`sample:`), not part of any bundle.
        public var sample: PlaceholderSample?

        public init(name: Located<String>, type: Located<PlaceholderType>, format: Located<String>? = nil, sample: PlaceholderSample? = nil) {
            self.name = name
            self.type = type
            self.format = format
            self.sample = sample
        }
    }

    public let id: Located<String>
    public let surface: Located<Surface>?
    public let maxLength: Located<Int>?
    public let width: Width
    public let note: String?
    public let placeholders: [Placeholder]
    public let variants: [Located<String>]
    /// The id of the field (same owner) whose text is this element's accessibility label.
    public let accessibility: Located<String>?
    /// `translate: false`: the app's constant (a name, a URL, a format only code reads), never
    /// translated: only the source locale has text, no other locale is missing it, XLIFF leaves it
    /// out, Android writes `translatable="false"` and String Catalogs `shouldTranslate: false`.
    public let translate: Bool
    public let markup: Markup
    /// `reference: true`: the text names another Android resource (`@string/app_name`), which
    /// Android resolves in the user's language: Android's table writes it as a reference in
    /// `values/`, no other locale is missing it, XLIFF leaves it out; Apple's tables hold it as
    /// written.
    public let reference: Bool
    /// How Xcode finds the key (`extraction:`), as the app's String Catalog had it: `automatic`
    /// (extracted from code: no `extractionState`), `extracted_with_value`, `stale`, `migrated`;
    /// nil: `manual`, Copydeck's own keys, which no code declares.
    public let extraction: String?
    /// `draft: true`: the source text is a draft, not final (a String Catalog's source-language
    /// state `new`, kept from the app's catalog): String Catalogs write it back as `new`.
    public let draft: Bool
    /// `androidTools:` the Android `tools:` attributes the app's `values/` resource had
    /// (`ignore: MissingTranslation`), for Android Studio's lint; written back on it.
    public let androidTools: [AndroidToolsAttribute]
    /// `stringSet: true`: App Shortcuts phrases (a String Catalog's `stringSet`), each locale's
    /// text a phrase per line, however many; only String Catalogs write it, as Xcode's.
    public let stringSet: Bool
    /// `widthVariants: [20, 25, 50]`: a `.stringsdict` width rule's widths in ems, narrowest first; each
    /// locale's text a variant per width, one per line, which only `.stringsdict` writes.
    public let widths: [Int]
    /// `outcome: quit`: the outcome id a button or link takes in the deck's flows when it is not
    /// the field's own name (`later` takes `later` unless it says otherwise); `back` goes back.
    public let outcome: Located<String>?
    /// `stays: true`: the button acts on its own screen (reveals, picks, opens a document over
    /// it) and takes no way on in any flow.
    public let stays: Bool
    /// `spoken: true`: a label only VoiceOver says (an announcement, a spinner's label), never
    /// on the screen; a label another field names as its `accessibility` label is spoken too.
    public let spoken: Bool

    /// One `tools:NAME="VALUE"` attribute of an Android resource.
    public struct AndroidToolsAttribute: Equatable, Hashable, Sendable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A key Xcode extracts from the app's code, whose catalog entry has no `extractionState`.
    public static let automaticExtraction = "automatic"

    public init(
        id: Located<String>, surface: Located<Surface>?, maxLength: Located<Int>? = nil, width: Width = .characters,
        note: String? = nil, placeholders: [Placeholder] = [], variants: [Located<String>] = [],
        accessibility: Located<String>? = nil, translate: Bool = true, markup: Markup = .spans, reference: Bool = false,
        extraction: String? = nil, draft: Bool = false, androidTools: [AndroidToolsAttribute] = [],
        stringSet: Bool = false, widths: [Int] = [], outcome: Located<String>? = nil, stays: Bool = false, spoken: Bool = false
    ) {
        self.id = id
        self.surface = surface
        self.maxLength = maxLength
        self.width = width
        self.note = note
        self.placeholders = placeholders
        self.variants = variants
        self.accessibility = accessibility
        self.translate = translate
        self.markup = markup
        self.reference = reference
        self.extraction = extraction
        self.draft = draft
        self.androidTools = androidTools
        self.stringSet = stringSet
        self.widths = widths
        self.outcome = outcome
        self.stays = stays
        self.spoken = spoken
    }

    /// Whether translators give it a text in every locale: not the app's constant, not a reference.
    public var isTranslated: Bool { translate && !reference }

    public var effectiveSurface: Surface { surface?.value ?? .body }

    /// `accessibility: text`: the element's visible words are its accessibility label.
    public static let ownTextLabel = "text"

    /// The id of the field holding the accessibility label, unless the label is the element's own text.
    public var accessibilityField: Located<String>? {
        guard let accessibility, accessibility.value != Self.ownTextLabel else { return nil }
        return accessibility
    }
}
