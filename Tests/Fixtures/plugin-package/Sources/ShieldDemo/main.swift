import CopydeckKit
import Foundation

// What a Screen Time shield extension does: load the shields of the deck the build plugin put in
// this target's resources, in one locale, and render a shield.
let locale = CommandLine.arguments.dropFirst().first ?? "en"
do {
    let deck = try CopydeckBundle(bundle: .module, deck: "unwind", locales: .only([locale]), parts: .shields)
    guard let shield = deck.strings(locale: locale).shieldCopy("focus_shield") else {
        print("no shield focus_shield")
        exit(1)
    }
    let text = try shield.text(["schedule": "Reading", "remaining": .duration(5025)])
    print(text.title)
    print(text.subtitle ?? "")
    print(text.primaryButtonLabel ?? "")
} catch {
    print("cannot load the deck: \(error)")
    exit(1)
}
