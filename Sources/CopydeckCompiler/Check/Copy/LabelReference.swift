/// Where a text names a label the person is to look for: a quoted or emphasised run that a tap
/// verb goes with (「フルアクセス」をオンに, '전체 접근 허용'을 선택, tap “Allow While Using
/// App”, **Allow**), or a Settings path (設定 > プライバシー > 写真). Found without a dictionary:
/// the quote marks the three languages use, and the verbs that send someone to a button, switch
/// or menu. A quotation that is not an instruction (a saying, an example, a name) has no such
/// verb, and is left alone.
struct LabelReference: Equatable {
    /// Where the label sits: quoted whole, or a step of a path, whose first step may have words
    /// before it and whose last may have words after it (「設定」の… is written 設定 > … > 写真で).
    enum Place: Equatable { case quoted, firstStep, step, lastStep }

    /// The label as written, without its quote marks.
    var text: String
    /// Where it starts in the text, in Unicode scalars.
    var offset: Int
    var place: Place = .quoted

    /// Whether a label (`normalized`) is what this reference names: the same words, or for a
    /// path's first step the words it ends with, for its last step the words it starts with.
    func names(_ wanted: String) -> Bool {
        let written = Self.normalized(text)
        guard !wanted.isEmpty else { return false }
        switch place {
        case .quoted, .step: return written == wanted
        case .firstStep:
            guard written.hasSuffix(wanted) else { return false }
            let before = written.dropLast(wanted.count)
            return Self.isApart(before.last, wanted.first!) || Self.particles.contains { before.hasSuffix($0) }
        case .lastStep:
            guard written.hasPrefix(wanted) else { return false }
            let after = written.dropFirst(wanted.count)
            return Self.isApart(after.first, wanted.last!) || Self.particles.contains { after.hasPrefix($0) }
        }
    }

    /// Korean and Japanese particles written onto a path's end (사진에서, iPhoneの設定).
    static let particles = ["에서", "에", "으로", "로", "을", "를", "의", "이", "가", "은", "는", "도", "で", "の", "を", "に", "から", "は", "が", "へ", "と"]

    /// Whether a label's edge character and the one written next to it are apart: nothing, a
    /// space or mark, or another script (「Wander에서」: a Korean particle after a Latin name).
    private static func isApart(_ neighbour: Character?, _ edge: Character) -> Bool {
        guard let neighbour, neighbour.isLetter || neighbour.isNumber else { return true }
        return neighbour.isASCII != edge.isASCII
    }

    /// A label as compared: lower case, full-width Latin as ASCII, an ellipsis and a full stop
    /// at the end dropped, runs of spaces as one. Made scalar by scalar: it runs over every
    /// label of a locale (Foundation's folding was the check's slowest part).
    static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var space = true
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !space { scalars.append(" ") }
                space = true
                continue
            }
            space = false
            var value = scalar
            if (0xFF01...0xFF5E).contains(value.value), let ascii = Unicode.Scalar(value.value - 0xFEE0) { value = ascii }
            if value.properties.changesWhenLowercased {
                scalars.append(contentsOf: value.properties.lowercaseMapping.unicodeScalars)
            } else {
                scalars.append(value)
            }
        }
        var folded = String(scalars)
        if folded.hasSuffix(" ") { folded.removeLast() }
        for ending: String in ["…", "...", "。", "."] where folded.hasSuffix(ending) { folded.removeLast(ending.count) }
        return folded
    }

    /// Quote marks by opening mark: ‘…’ and “…” in all three languages, 「…」 and 『…』 in
    /// Japanese (and Korean), '…' and "…" as typed. An ASCII apostrophe pair is taken only where
    /// it cannot be an apostrophe (not between letters).
    static let pairs: [Character: Character] = ["「": "」", "『": "』", "“": "”", "‘": "’", "\"": "\"", "'": "'", "《": "》"]

    /// What a person is told to do with a label: after it in Korean and Japanese (past a particle),
    /// before it (or right after) in English.
    static let koreanVerbs = ["눌러", "누르", "누른", "탭", "선택", "켜", "터치", "클릭", "허용", "이동", "들어가", "확인"]
    /// Whole stems: a kanji alone starts other words too (開発, 進捗, 選手).
    static let japaneseVerbs = ["タップ", "選択", "選ん", "選ぶ", "選べ", "選び", "押し", "押す", "押さ", "押せ", "オンに", "オフに", "開い", "開く", "開け", "開き",
                                "許可", "クリック", "進ん", "進む", "進め", "進み"]
    static let englishVerbs = ["tap", "tapped", "tapping", "select", "selected", "selecting", "choose", "chose", "chosen", "choosing",
                               "press", "pressed", "pressing", "hit", "hitting", "turn on", "turn off", "switch on", "enable", "go to", "open",
                               "click", "clicked", "clicking", "toggle", "pick"]
    /// What an English quotation is, right after it, when it names a control (“Sync” switch).
    static let controls = ["button", "switch", "toggle"]
    /// What a label is called between it and the verb: 「今日」ボタンをタップ, '오늘' 버튼을 탭.
    static let koreanNouns = ["버튼", "탭", "스위치", "메뉴", "항목"]
    static let japaneseNouns = ["ボタン", "タブ", "スイッチ", "メニュー", "項目"]
    static let koreanParticles: Set<Character> = ["을", "를", "에", "서", "으", "로", "의", "이", "가", "은", "는", "도", " "]
    static let japaneseParticles: Set<Character> = ["を", "に", "で", "の", "が", "は", "と", "へ", "も", " "]

    /// The labels `text` tells its reader to look for, in `language` (`ko`, `ja` or `en`).
    /// `screened`: texts `mayRefer` rules out are passed over (false only in the test that
    /// holds `mayRefer` to never rule out a text this finds a label in).
    static func find(in text: String, language: String, screened: Bool = true) -> [LabelReference] {
        guard !screened || mayRefer(text, language: language) else { return [] }
        let characters = Array(text)
        var offsets: [Int] = []  // scalar offset of each character
        var scalars = 0
        for character in characters {
            offsets.append(scalars)
            scalars += character.unicodeScalars.count
        }
        var found: [LabelReference] = []
        var index = 0
        while index < characters.count {
            let mark = characters[index]
            if mark == "*", index + 1 < characters.count, characters[index + 1] == "*",
               let end = closing("**", in: characters, from: index + 2) {
                // Bold names a label only where a verb sends the reader to it: else it is stress.
                let label = String(characters[(index + 2)..<end])
                if isLabelLike(label), isInstruction(before: characters[..<index], after: characters[(end + 2)...], language: language) {
                    found.append(LabelReference(text: label, offset: offsets[index + 2]))
                }
                index = end + 2
                continue
            }
            guard let close = pairs[mark], opens(at: index, in: characters),
                  let end = characters.indices.dropFirst(index + 1).first(where: { characters[$0] == close && closes(at: $0, in: characters) }),
                  end > index + 1, end - index <= 60 else {
                index += 1
                continue
            }
            let label = String(characters[(index + 1)..<end])
            // A quoted path is read step by step by `paths`.
            let isPath = (index + 1..<end).contains { separator(at: $0, in: characters) != nil }
            if !isPath, isLabelLike(label), isInstruction(before: characters[..<index], after: characters[(end + 1)...], language: language) {
                found.append(LabelReference(text: label, offset: offsets[index + 1]))
            }
            index = end + 1
        }
        found += paths(in: characters, offsets: offsets)
        return found.sorted { $0.offset < $1.offset }
    }

    /// Whether a quoted run can be a label's words: it has a letter (“+” is an icon's symbol),
    /// and no placeholder or pattern (“{arg1}”, “Holidays in [Country Name]”), which the running
    /// app fills in.
    static func isLabelLike(_ label: String) -> Bool {
        label.contains { $0.isLetter } && !label.contains { $0 == "{" || $0 == "[" || $0 == "<" }
    }

    /// An opening mark: for an ASCII quote, not between two letters (an apostrophe).
    private static func opens(at index: Int, in characters: [Character]) -> Bool {
        let mark = characters[index]
        guard mark == "'" || mark == "\"" else { return true }
        let before = index > 0 ? characters[index - 1] : " "
        return !before.isLetter && !before.isNumber
    }

    /// A closing mark is not an apostrophe: not followed by a letter (“Don’t” keeps going).
    private static func closes(at end: Int, in characters: [Character]) -> Bool {
        guard characters[end] == "’" || characters[end] == "'" else { return true }
        let after = end + 1 < characters.count ? characters[end + 1] : " "
        return !(after.isLetter && after.isASCII)
    }

    private static func closing(_ marker: String, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == "*" && characters[index + 1] == "*" { return index }
            index += 1
        }
        return nil
    }

    /// Whether the words around a quotation send the reader to it.
    static func isInstruction(before: ArraySlice<Character>, after: ArraySlice<Character>, language: String) -> Bool {
        switch language {
        case "ko":
            return starts(with: koreanVerbs, skipping: koreanParticles, nouns: koreanNouns, in: after)
        case "ja":
            return starts(with: japaneseVerbs, skipping: japaneseParticles, nouns: japaneseNouns, in: after)
        default:
            let lead = String(before.suffix(24)).lowercased()
            let words = lead.split(whereSeparator: { !$0.isLetter }).suffix(3).joined(separator: " ")
            if englishVerbs.contains(where: { words.hasSuffix($0) || words.hasSuffix($0 + " the") || words.hasSuffix($0 + " on") }) { return true }
            let next = String(after.prefix(12)).lowercased().trimmingCharacters(in: .whitespaces)
            return controls.contains { next.hasPrefix($0) }
        }
    }

    /// Whether a verb follows, past particles and spaces, and past what the label is called
    /// (ボタン, 버튼) with its particle.
    private static func starts(with verbs: [String], skipping particles: Set<Character>, nouns: [String], in after: ArraySlice<Character>) -> Bool {
        func skipped(_ rest: ArraySlice<Character>) -> ArraySlice<Character> {
            var rest = rest
            var count = 0
            while let first = rest.first, particles.contains(first), count < 3 {
                rest = rest.dropFirst()
                count += 1
            }
            return rest
        }
        let rest = skipped(after.prefix(16))
        let text = String(rest)
        if verbs.contains(where: { text.hasPrefix($0) }) { return true }
        guard let noun = nouns.first(where: { text.hasPrefix($0) }) else { return false }
        let following = String(skipped(rest.dropFirst(noun.count)))
        return verbs.contains { following.hasPrefix($0) }
    }

    /// `A > B > C` (or `›`): a Settings path, each step a label, when it has two steps or more;
    /// the run of steps reaches back and forward to the nearest sentence mark or quote.
    static func paths(in characters: [Character], offsets: [Int]) -> [LabelReference] {
        let breaks: Set<Character> = ["。", ".", ",", "、", "\n", "(", ")", "（", "）", ":", "：", "「", "」", "『", "』", "“", "”", "‘", "’", "\"", "'", "!", "！", "?", "？"]
        var found: [LabelReference] = []
        var index = 0
        while index < characters.count {
            guard let arrow = separator(at: index, in: characters) else {
                index += 1
                continue
            }
            var start = index
            while start > 0, !breaks.contains(characters[start - 1]) { start -= 1 }
            var end = index + arrow
            while end < characters.count, !breaks.contains(characters[end]) { end += 1 }
            // Cut the run at each separator.
            var steps: [(from: Int, to: Int)] = []
            var from = start, cursor = start
            while cursor < end {
                if let length = separator(at: cursor, in: characters) {
                    steps.append((from, cursor))
                    cursor += length
                    from = cursor
                } else {
                    cursor += 1
                }
            }
            steps.append((from, end))
            // A run with a placeholder (“{name} → Yesterday”) is a message about a value, not a
            // path; an arrow is a path's only from Settings on (“start → update → end”, “0:00 →
            // 20:00” and “Reminders → Home Assistant” are a sequence, a range, a direction).
            let arrowed = (start..<end).contains { characters[$0] == "→" && separator(at: $0, in: characters) != nil }
            if characters[start..<end].contains("{") || arrowed && !startsInSettings(characters[steps[0].from..<steps[0].to]) {
                index = end
                continue
            }
            for (number, step) in steps.enumerated() {
                var first = step.from, last = step.to
                while first < last, characters[first].isWhitespace { first += 1 }
                while last > first, characters[last - 1].isWhitespace { last -= 1 }
                // A step without a letter (a number, a time) is no label.
                guard first < last, characters[first..<last].contains(where: \.isLetter) else { continue }
                let place: Place = number == 0 ? .firstStep : number == steps.count - 1 ? .lastStep : .step
                found.append(LabelReference(text: String(characters[first..<last]), offset: offsets[first], place: place))
            }
            index = end
        }
        return found
    }

    /// Whether a path's first step is Settings (“System Settings”, 「iPhoneの設定」, “기기 설정”,
    /// the Settings app), its words before it aside.
    static func startsInSettings(_ step: ArraySlice<Character>) -> Bool {
        var words = String(step).lowercased().trimmingCharacters(in: .whitespaces)
        for app in [" app", "アプリ", " 앱", "앱"] where words.hasSuffix(app) { words = String(words.dropLast(app.count)).trimmingCharacters(in: .whitespaces) }
        return ["settings", "設定", "설정"].contains { words.hasSuffix($0) }
    }

    /// The length of a path separator at `index`, if one is there: `>`, `›` or `→` with a space
    /// on each side, or a full-width `＞` (not `<b>`'s bracket, nor an arrow `->`).
    private static func separator(at index: Int, in characters: [Character]) -> Int? {
        if characters[index] == "＞" { return 1 }
        guard characters[index] == ">" || characters[index] == "›" || characters[index] == "→", index > 0, index + 1 < characters.count,
              characters[index - 1] == " ", characters[index + 1] == " " else { return nil }
        return 1
    }

    // MARK: Texts that cannot name a label

    /// Whether `text` can name a label at all, decided on its UTF-8 bytes before a character is
    /// read: a path needs a separator, and a quotation or an emphasis one of `language`'s verbs
    /// (or, in English, a control's name) somewhere in the text. Most texts with a mark (an
    /// apostrophe, a quotation that is no instruction) have neither, and cost no `[Character]`.
    ///
    /// Never false for a text `find` finds a label in. `find` compares characters canonically
    /// (탭 is also 타 + ᆸ), so a text with a scalar that spells a verb's letters in other bytes
    /// is read in full (`spellsOtherwise`).
    static func mayRefer(_ text: String, language: String) -> Bool {
        let english = language != "ko" && language != "ja"
        let words = language == "ko" ? koreanVerbBytes : language == "ja" ? japaneseVerbBytes : englishWordBytes
        var utf8 = text
        let marked = utf8.withUTF8 { bytes in
            separatorBytes.contains { occurs($0, in: bytes) } || words.contains { occurs($0, in: bytes, foldingCase: english) }
        }
        return marked || text.unicodeScalars.contains(where: spellsOtherwise)
    }

    private static let separatorBytes = [" > ", " › ", " → ", "＞"].map { Array($0.utf8) }
    private static let koreanVerbBytes = koreanVerbs.map { Array($0.utf8) }
    private static let japaneseVerbBytes = japaneseVerbs.map { Array($0.utf8) }
    /// Each English verb's first word (`turn` of `turn on`: the words before a quotation are
    /// read past the marks between them) and the controls, in lower case.
    private static let englishWordBytes = (englishVerbs.map { $0.prefix { $0 != " " } } + controls.map { $0[...] }).map { Array($0.utf8) }

    /// Whether `needle` is in `bytes`; with `foldingCase`, ASCII capitals read as small letters.
    private static func occurs(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, foldingCase: Bool = false) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            var byte = bytes[start]
            if foldingCase, (0x41...0x5A).contains(byte) { byte |= 0x20 }
            if byte == first, matches(needle, in: bytes, at: start, foldingCase: foldingCase) { return true }
            start += 1
        }
        return false
    }

    private static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int, foldingCase: Bool) -> Bool {
        for offset in 1..<needle.count {
            var byte = bytes[start + offset]
            if foldingCase, (0x41...0x5A).contains(byte) { byte |= 0x20 }
            if byte != needle[offset] { return false }
        }
        return true
    }

    /// A scalar that is canonically part of another character, or lower-cases into ASCII: a
    /// conjoining jamo (U+1100–11FF), a combining kana mark (U+3099, U+309A), a compatibility
    /// ideograph (U+F900–FAFF, U+2F800–2FA1F), the Kelvin sign (U+212A, `k`).
    private static func spellsOtherwise(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3099...0x309A, 0xF900...0xFAFF, 0x2F800...0x2FA1F, 0x212A: true
        default: false
        }
    }
}
