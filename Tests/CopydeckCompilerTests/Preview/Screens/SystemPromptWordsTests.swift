import Testing
@testable import CopydeckCompiler

/// iOS draws its prompts wholly in the device's language: every title, system message, button
/// and switch of every prompt has its ko, ja and en words, and a ko or ja one is not the
/// English (the Screen Time alert's body was English inside the ko and ja alerts).
struct SystemPromptWordsTests {
    @Test(arguments: SystemPermission.allCases)
    func everyWordOfAPromptIsInEveryLanguage(_ permission: SystemPermission) {
        let prompt = SystemPrompt.prompt(for: permission)
        var texts: [(String, SystemPrompt.Words)] = [("title", prompt.title)]
        if let message = prompt.message { texts.append(("message", message)) }
        if let precise = prompt.preciseToggle { texts.append(("precise switch", precise)) }
        if let all = prompt.turnOnAll { texts.append(("turn on all", all)) }
        texts += prompt.buttons.map { ("button \($0.outcomes[0])", $0.title) }
        for (what, words) in texts {
            #expect(Set(words.keys) == SystemPrompt.languages, "\(permission) \(what): \(words.keys.sorted())")
            for language in ["ko", "ja"] {
                guard let text = words[language], let english = words["en"], english != "OK" else { continue }
                #expect(text != english, "\(permission) \(what) in \(language) is the English")
                #expect(text.unicodeScalars.contains { $0.value >= 0x3000 }, "\(permission) \(what) in \(language) has no Korean or Japanese: \(text)")
            }
        }
    }

    /// One iOS version per prompt: iOS 17 and later ask photos for full access and offer
    /// Limit Access… in every language.
    @Test func thePhotoPromptIsIOS17sInEveryLanguage() {
        let prompt = SystemPrompt.prompt(for: .photoLibrary)
        let limited = prompt.buttons.first { $0.outcomes == ["limited"] }
        #expect(limited?.title == ["en": "Limit Access…", "ko": "접근 제한…", "ja": "アクセスを制限…"])
    }
}
