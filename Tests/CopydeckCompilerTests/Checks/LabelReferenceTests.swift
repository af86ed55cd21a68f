@testable import CopydeckCompiler
import Testing

/// Finding the labels copy sends its reader to, and checking them against the app's and iOS's.
struct LabelReferenceTests {
    private func found(_ text: String, _ language: String) -> [String] {
        LabelReference.find(in: text, language: language).map(\.text)
    }

    @Test func quotedLabelsWithATapVerbAreReferences() {
        #expect(found("설정 > 개인정보 보호 및 보안 > 사진에서 '전체 접근'을 선택해 주세요.", "ko") == ["설정", "개인정보 보호 및 보안", "사진에서", "전체 접근"])
        #expect(found("「設定」→「フルアクセス」をオンにしてください", "ja") == ["フルアクセス"])
        #expect(found("Tap “Allow While Using App” when iOS asks.", "en") == ["Allow While Using App"])
        #expect(found("If you tapped ‘Don’t Allow’, choose ‘Allow Full Access’ in Settings.", "en") == ["Don’t Allow", "Allow Full Access"])
        #expect(found("Then tap **Allow**.", "en") == ["Allow"])
        #expect(found("'설정 열기'를 누르면 바로 바꿀 수 있어요", "ko") == ["설정 열기"])
    }

    @Test func quotationsThatAreNotInstructionsAreLeftAlone() {
        #expect(found("RSK-002: “이건 오류가 아니라 당신의 선택이에요”라고 안내해요", "ko").isEmpty)
        #expect(found("「写真が数枚あれば十分です」という安心感", "ja").isEmpty)
        #expect(found("We call it “the story map”. It's yours.", "en").isEmpty)
        #expect(found("Please read the <b>terms</b> and don't 'worry'.", "en").isEmpty)
        #expect(found("Don't worry, it's fine", "en").isEmpty)
    }

    /// Public apps' copy that names no label (the survey of nine apps' tables, issue 45): bold
    /// for stress, a word that only starts like a verb (開発, not 開く), a placeholder or a
    /// pattern in quotes, an icon's symbol.
    @Test func emphasisPatternsSymbolsAndLookalikeVerbsAreNoReferences() {
        #expect(found("Pedometer++ does **not replace** your doctor.", "en").isEmpty)
        #expect(found("I'll **adapt to any time** of the day", "en").isEmpty)
        #expect(found("歩数計++は **置き換えません**。", "ja").isEmpty)
        #expect(found("「歩数計++」の開発ができます", "ja").isEmpty)
        #expect(found("「ウォーク」の進捗を見る", "ja").isEmpty)
        #expect(found("Select \"{arg1}\" and click the \"{arg2}\" button", "en").isEmpty)
        #expect(found("Click the \"+\" button to add one", "en").isEmpty)
        #expect(found("Select the 'Holidays in [Country Name]' calendar", "en").isEmpty)
    }

    /// Instructions public apps write that were read past: a noun between label and verb, an
    /// -ing form, "hit", a path with arrows.
    @Test func instructionsAsPublicAppsWriteThemAreReferences() {
        #expect(found("「今日」ボタンをタップしてください", "ja") == ["今日"])
        #expect(found("'오늘' 버튼을 탭하세요", "ko") == ["오늘"])
        #expect(found("By clicking \"Accept\" you agree to the terms", "en") == ["Accept"])
        #expect(found("Then hit **Share** and choose Pedometer++", "en") == ["Share"])
        #expect(found("설정 → 기본 알람에서 활성화하세요", "ko") == ["설정", "기본 알람에서 활성화하세요"])
    }

    /// iOS's words beyond the permission paths, and the app's own table texts, are labels.
    @Test func iOSWordsAndTheAppsTableTextsAreLabels() throws {
        let content = """
            screens:
              help:
                kind: screen
                fields:
                  body: body
            tables:
              Localizable:
                calibrate: {}
                today: {}
            """
        let project = try TestProject.demo(content: content,
            ko: "help:\n  body: \"아이폰 설정 > 일반 > 소프트웨어 업데이트에서 확인하고 '공유'를 누른 뒤 '오늘' 버튼을 탭하세요\"\nLocalizable:\n  calibrate: 보정 1\n  today: 오늘\n",
            ja: "help:\n  body: 設定 > 一般 > ソフトウェアアップデートを確認し、「共有」をタップして「補正1」を押してください\nLocalizable:\n  calibrate: 補正 1\n  today: 今日\n",
            en: "help:\n  body: Go to Settings > General > Software Update, hit **Share**, then press \"Calibrate 1\".\nLocalizable:\n  calibrate: Calibrate 1\n  today: Today\n")
        defer { project.remove() }
        let found = try project.lint().diagnostics(LabelReferenceCheck.rule)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aPathsStepsKeepTheWordsAroundThemOnlyAtItsEnds() {
        let steps = LabelReference.find(in: "iPhone의 설정 > 앱 > Wander에서 바꿀 수 있어요", language: "ko")
        #expect(steps.map(\.place) == [.firstStep, .step, .lastStep])
        #expect(steps[0].names("설정") && steps[1].names("앱") && steps[2].names("wander"))
        #expect(!steps[1].names("앱스") && !steps[0].names("정") && !steps[2].names("wand"))
        let written = LabelReference.find(in: "設定 > 写真で「フルアクセス」を選択", language: "ja")
        #expect(written.map(\.text) == ["設定", "写真で", "フルアクセス"] && written[1].names("写真") && !written[1].names("写"))
        // Offsets are in Unicode scalars, where the label starts.
        #expect(steps.map(\.offset) == [0, 13, 17])
    }

    /// An arrow makes a path only from Settings on: a sequence, a range and a direction are no
    /// Settings path (public apps' copy, issue 45's survey: Home Assistant's and Element's tables).
    @Test func anArrowIsAPathOnlyFromSettings() {
        #expect(found("0:00 → 20:00 사이에만 알림을 보내요", "ko") == [])
        #expect(found("Events go start → update → end.", "en") == [])
        #expect(found("開始 → 更新 → 終了の順に届きます", "ja") == [])
        #expect(found("주황색(움직임) → 빨간색(사람) → 녹색(이상 없음)", "ko") == [])
        #expect(found("Reminders → Home Assistant", "en") == [])
        #expect(found("設定 → プライバシー → 写真で許可してください", "ja") == ["設定", "プライバシー", "写真で許可してください"])
        #expect(found("iPhoneの設定アプリ → Wander → 位置情報", "ja") == ["iPhoneの設定アプリ", "Wander", "位置情報"])
        #expect(found("Open System Settings → Privacy & Security", "en") == ["Open System Settings", "Privacy & Security"])
        // `>` stays a path wherever it starts; a step without a letter is none of its labels.
        #expect(found("Privacy & Security > Location Services", "en") == ["Privacy & Security", "Location Services"])
        #expect(found("Schedule > 22 > Quiet hours", "en") == ["Schedule", "Quiet hours"])
    }

    @Test func labelsMatchAsShownWhateverTheCaseWidthAndEllipsis() {
        let reference = LabelReference(text: "limit access...", offset: 0)
        #expect(reference.names(LabelReference.normalized("Limit Access…")))
        #expect(LabelReference.normalized("  Allow　Full  Access ") == "allow full access")
    }

    @Test func aLabelNoScreenOrIOSShowsIsFoundWithTheClosest() throws {
        let content = """
            screens:
              denied:
                kind: screen
                fields:
                  title: title
                  body: body
                  open: { surface: button, accessibility: text }
            """
        let project = try TestProject.demo(content: content,
            ko: "denied:\n  title: 사진 접근이 꺼져 있어요\n  body: \"설정 > 사진에서 '⟪ko⟫전체 사진 접근 허용'을 선택하고 '⟪en⟫Open'을 누르세요\"\n  open: 설정 열기\n",
            ja: "denied:\n  title: 写真へのアクセスがありません\n  body: 「設定を開く」をタップして「フルアクセスを許可」を選んでください\n  open: 設定を開く\n",
            en: "denied:\n  title: No access to photos\n  body: Tap “Open” and choose “Allow Full Access”.\n  open: Open\n")
        defer { project.remove() }
        let result = try project.lint()
        let found = result.diagnostics(LabelReferenceCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "ko"), project.marker("locales/ko/demo.yml", "en")], "\(found)")
        #expect(found.first?.message.contains("did you mean “전체 접근 허용”?") == true, "\(found.map(\.message))")
        #expect(found.last?.message.contains("(it is the en label)") == true, "\(found)")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    /// The byte scan that passes most texts over sees every mark a reference can start with.
    @Test func theByteScanSeesEveryMarkAndPassesPlainTextOver() {
        for mark in Array(LabelReference.pairs.keys) + ["*", ">", "›", "→", "＞"] {
            #expect(LabelReferenceCheck.mayQuote("설정 \(mark) 사진"), "\(mark)")
        }
        for plain in ["사진 몇 장이면 충분해요", "写真が数枚あれば十分です。", "A few photos are all it takes", "…—–・、。", ""] {
            #expect(!LabelReferenceCheck.mayQuote(plain), "\(plain)")
        }
    }

    /// The byte screen never rules out a text a full reading finds a label in: random texts of
    /// quotes, verbs (some as jamo or in capitals), particles, nouns and path separators.
    @Test func theScreenNeverRulesOutAReference() {
        var generator = SeededGenerator(seed: 45)
        let pieces: [String: [String]] = [
            "ko": ["'", "‘", "’", "「", "」", "**", "설정", "전체 접근", "을", "를", " ", "버튼", "눌러", "탭", "타\u{11B8}", "선택", " > ", " → ", "허용", "켜"],
            "ja": ["「", "」", "『", "』", "**", "設定", "写真", "を", "の", "ボタン", "タップ", "選択", "開い", "開発", "オンに", " ＞ ", "＞", "押し", "\u{30BF}\u{3099}"],
            "en": ["\"", "“", "”", "'", "**", "Allow", "Full Access", " ", "tap", "TAP", "Select", "the", "button", "clicking", "hit", " > ", " › ", "go to", "turn on", "\u{212A}"],
        ]
        var checked = 0
        for (language, words) in pieces {
            for _ in 0..<3_000 {
                var text = ""
                for _ in 0..<Int.random(in: 2...12, using: &generator) { text += words.randomElement(using: &generator)! }
                let full = LabelReference.find(in: text, language: language, screened: false)
                if !full.isEmpty {
                    checked += 1
                    #expect(LabelReference.mayRefer(text, language: language), "\(language): \(text)")
                }
            }
        }
        #expect(checked > 500)
    }
}
