/// What iOS itself draws when an app asks for a permission, per kind: an alert with two buttons
/// side by side, an alert with its buttons stacked (location, photos, tracking), or HealthKit's
/// full-screen sheet, in the system's own words in ko, ja and en (`SystemPrompt+Words`). Each
/// button names the outcomes it stands for, so the preview can bind it to the outcome id the
/// deck's flows give that answer.
struct SystemPrompt: Sendable {
    enum Style: String, Sendable {
        /// Two buttons in a row, the default on the right.
        case alert
        /// Three or more buttons, or long ones, one above the other.
        case stacked
        /// A full-screen sheet with its buttons in the navigation bar (HealthKit).
        case sheet
    }

    /// A text in the system's words, by language (`ko`, `ja`, `en`); `APP` stands for the app's name.
    typealias Words = [String: String]

    struct Button: Sendable {
        var title: Words
        /// The outcome ids this answer is stored as, the usual one first (`full`, then `granted`…):
        /// the first the deck's flows use is the one the button is bound to.
        var outcomes: [String]
        /// The system's preferred button, drawn bold.
        var bold = false
    }

    var style: Style
    var title: Words
    /// The system's own message under the title (Screen Time's), where the app has no usage text.
    var message: Words?
    var buttons: [Button]
    /// Location's precise-location switch, drawn on the map.
    var preciseToggle: Words?
    /// HealthKit's "Turn On All" row.
    var turnOnAll: Words?
    /// HealthKit's section headers over the switches of the data the app writes and reads, and
    /// the prefix of the footer that quotes the app's usage description.
    var writeSection: Words?
    var readSection: Words?
    var explanation: Words?
    /// The languages in which some of these words no source confirmed for the version the
    /// preview names: the frame says so rather than passing them off as iOS's.
    var unconfirmed: Set<String> = []

    /// The words for `language`, English when iOS's words in it are not known here, with the app's name.
    static func text(_ words: Words, _ language: String, app: String) -> String {
        (words[language] ?? words["en"] ?? "").replacingOccurrences(of: "APP", with: app)
    }

    /// The iOS versions whose prompts the preview draws, the default first, named on every page
    /// that draws them. Their words are the same (iOS 26 kept the wording wherever a capture
    /// shows it: photos' buttons, 69278012817; HealthKit's sheet, 70902558950); iOS 26 draws the
    /// alert its own way (`ScreenPreview+Stylesheet`).
    static let versions = ["18", "26"]
    static var version: String { "iOS " + versions[0] }

    /// The languages whose system words are written here.
    static let languages: Set<String> = ["ko", "ja", "en"]

    /// The button's outcome among `answers` (the outcome ids the deck's flows give this
    /// permission's prompt, compared as identifiers: `whenInUse` is `when_in_use`); nil when
    /// the flows name none of them.
    func bound(_ button: Button, among answers: Set<String>) -> String? {
        Self.bound(button.outcomes, among: answers)
    }

    /// The outcome among `answers` that location's precise switch, turned off, stands for.
    func impreciseOutcome(among answers: Set<String>) -> String? {
        preciseToggle == nil ? nil : Self.bound(Self.impreciseOutcomes, among: answers)
    }

    /// What location's precise switch turned off is stored as, the usual id first: the app gets
    /// When In Use with reduced accuracy.
    static let impreciseOutcomes = ["reducedAccuracy", "approximate", "limited"]

    /// The answers among `answers` some button (or the precise switch) of the prompt takes.
    func takenAnswers(among answers: Set<String>) -> Set<String> {
        var taken = Set(buttons.compactMap { bound($0, among: answers) })
        if let imprecise = impreciseOutcome(among: answers) { taken.insert(imprecise) }
        return taken
    }

    private static func bound(_ outcomes: [String], among answers: Set<String>) -> String? {
        let byName = Dictionary(answers.map { (IdentifierSyntax.snakeCase($0), $0) }, uniquingKeysWith: { first, _ in first })
        return outcomes.lazy.compactMap { byName[IdentifierSyntax.snakeCase($0)] }.first
    }
}
