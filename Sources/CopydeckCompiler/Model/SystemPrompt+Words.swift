/// iOS's own words for its permission prompts, in ko, ja and en, as recent iOS (17/18) draws
/// them. Where they come from: UI tests that tap the real alerts by label (XCUITest, Appium and
/// Patrol suites in public repositories, found with the search tool's exact-string index; the
/// numbers are its ids), Apple's Human Interface Guidelines "Privacy" page in Korean and
/// Japanese (developer.apple.com/kr/… and /jp/design/human-interface-guidelines/privacy), and
/// PGSSoft/AutoMate's lists of system alert messages (older iOS, for titles no newer source
/// has). Quote marks are the system's: “APP” in en and ja, ‘APP’ in ko; "Don’t" has U+2019 and
/// "Limit Access…" U+2026, as the alerts do. A word no source confirmed is marked so below.
extension SystemPrompt {
    static func prompt(for permission: SystemPermission) -> SystemPrompt {
        switch permission {
        case .notifications:
            // 7596075444 (Appium, en title and buttons); ko title with its full stop from a Korean
            // Appium suite (53315102206); ja from a device check (70901190956). The system's
            // message under the title: en from an XCUITest page object (8984800855), ko from
            // app mocks of the alert (2476081765, 8614270544), ja from one (71190851388).
            return SystemPrompt(style: .alert, title: [
                "en": "“APP” Would Like to Send You Notifications",
                "ko": "‘APP’에서 알림을 보내고자 합니다.",
                "ja": "“APP”は通知を送信します。よろしいですか?",
            ], message: [
                "en": "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                "ko": "경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다. 설정에서 이를 구성할 수 있습니다.",
                "ja": "通知方法は、テキスト、サウンド、アイコンバッジが利用できる可能性があります。通知方法は“設定”で設定できます。",
            ], buttons: [dontAllow, allow(["granted", "authorized", "allowed"])])
        case .locationWhenInUse, .locationAlways:
            // The first location prompt, for Always too: iOS first grants While Using and offers
            // Always later, in a prompt of its own. Buttons: en and ja from a simulator suite (54542993708), ko from
            // 53315102206 and 23459615353; the ko title from 53315102206; the ja title from a
            // recorded Maps alert (61931555257); the precise switch from 59238841990 (en), a
            // Korean capture (62452397357) and the ja HIG page.
            return SystemPrompt(style: .stacked, title: [
                "en": "Allow “APP” to use your location?",
                "ko": "‘APP’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?",
                "ja": "“APP”に位置情報の使用を許可しますか?",
            ], buttons: [
                Button(title: ["en": "Allow Once", "ko": "한 번 허용", "ja": "1度だけ許可"], outcomes: ["once", "whenInUse", "granted", "allowed"]),
                Button(title: ["en": "Allow While Using App", "ko": "앱을 사용하는 동안 허용", "ja": "アプリの使用中は許可"],
                       outcomes: ["whenInUse", "granted", "allowed"], bold: true),
                dontAllow,
            ], preciseToggle: ["en": "Precise: On", "ko": "정확한 위치: 켬", "ja": "正確な位置情報: オン"])
        case .photoLibrary:
            // Buttons: en from 69278012817 and 60969997716, ko from a Patrol capture of Korean
            // dialogs (65867896610), ja from Patrol's Japanese strings ("アクセスを制限…",
            // "フルアクセスを許可", "許可しない"). The en title from 60969997716; the ko and ja
            // titles are AutoMate's (iOS 14–16): no source has iOS 17's full-access titles in ko
            // or ja, so the frame says they are unconfirmed.
            var prompt = SystemPrompt(style: .stacked, title: [
                "en": "“APP” would like full access to your Photo Library.",
                "ko": "‘APP’이(가) 사용자의 사진에 접근하려고 합니다",
                "ja": "“APP”が写真へのアクセスを求めています",
            ], buttons: [
                // ja as iOS 17+ says it (「写真を選択…」 is iOS 14–16's, as a device showed).
                Button(title: ["en": "Limit Access…", "ko": "접근 제한…", "ja": "アクセスを制限…"], outcomes: ["limited"]),
                Button(title: ["en": "Allow Full Access", "ko": "전체 접근 허용", "ja": "フルアクセスを許可"],
                       outcomes: ["full", "granted", "authorized", "allowed"], bold: true),
                dontAllow,
            ])
            prompt.unconfirmed = ["ko", "ja"]
            return prompt
        case .photoLibraryAdd:
            // en from a device log (71556961471); ko and ja unconfirmed.
            return plain(["en": "“APP” would like to add to your Photos.", "ko": "‘APP’이(가) 사용자의 사진에 추가하려고 합니다",
                          "ja": "“APP”が写真への追加を求めています"], unconfirmed: ["ko", "ja"])
        case .camera:
            // Titles AutoMate's; buttons ko from 65867896610.
            return plain(["en": "“APP” Would Like to Access the Camera", "ko": "‘APP’이(가) 카메라에 접근하려고 합니다",
                          "ja": "“APP”がカメラへのアクセスを求めています"])
        case .microphone:
            return plain(["en": "“APP” Would Like to Access the Microphone", "ko": "‘APP’이(가) 마이크에 접근하려고 합니다.",
                          "ja": "“APP”がマイクへのアクセスを求めています"])
        case .contacts:
            // en from appium/appium#15632's SpringBoard log, ko from 53315102206, ja the HIG page's.
            return plain(["en": "“APP” Would Like to Access Your Contacts", "ko": "‘APP’이(가) 사용자의 연락처에 접근하려고 합니다.",
                          "ja": "“APP”が連絡先へのアクセスを求めています"])
        case .calendars:
            // en from 70130832919 and 55740289595; ko and ja (older titles, iOS 17 buttons) unconfirmed.
            return fullAccess(["en": "“APP” Would Like Full Access to Your Calendar", "ko": "‘APP’이(가) 사용자의 캘린더에 접근하려고 합니다",
                               "ja": "“APP”がカレンダーへのアクセスを求めています"], unconfirmed: ["ko", "ja"])
        case .reminders:
            return fullAccess(["en": "“APP” Would Like Full Access to Your Reminders", "ko": "‘APP’이(가) 사용자의 미리 알림에 접근하려고 합니다",
                               "ja": "“APP”がリマインダーへのアクセスを求めています"], unconfirmed: ["ko", "ja"])
        case .motion:
            // en title and OK from 36210010504; ko and ja titles AutoMate's.
            return plain(["en": "“APP” Would Like to Access Your Motion & Fitness Activity",
                          "ko": "‘APP’이(가) 사용자의 동작 및 피트니스 활동에 접근하려고 합니다",
                          "ja": "“APP”がモーションとフィットネスのアクティビティへのアクセスを求めています"], accept: ok)
        case .bluetooth:
            // en from 48523403199; ko and ja unconfirmed.
            return plain(["en": "“APP” Would Like to Use Bluetooth", "ko": "‘APP’이(가) Bluetooth를 사용하려고 합니다",
                          "ja": "“APP”がBluetoothの使用を求めています"], unconfirmed: ["ko", "ja"])
        case .tracking:
            // en from 70618249022 and 66521771002, ko from 9824685240 and 58655774016, ja buttons
            // from 51958563582 and 58925920200 (the ja title from mocks).
            return SystemPrompt(style: .stacked, title: [
                "en": "Allow “APP” to track your activity across other companies’ apps and websites?",
                "ko": "‘APP’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
                "ja": "“APP”がほかの会社のAppやWebサイトを横断してあなたのアクティビティの追跡を許可しますか?",
            ], buttons: [
                Button(title: ["en": "Ask App Not to Track", "ko": "앱에 추적 금지 요청", "ja": "アプリにトラッキングしないように要求"],
                       outcomes: ["denied", "notAllowed"]),
                allow(["granted", "authorized", "allowed"]),
            ])
        case .healthKit:
            // The Health Access sheet as iOS 17 and 18 draw it (a capture on a simulator,
            // 70902558950; XCTHealthKit's `navigationBars["Health Access"]`, 21913084139): Don’t
            // Allow and Allow (disabled until a switch is on) in the bar, the sentence, Turn On All,
            // then a section of switches for the data written and one for the data read, each
            // with the app's explanation under it. ja "すべてオンにする" and 「許可」 from user
            // guides (24322360884, 612892795); ko "모두 켜기" from a Health settings guide
            // (7884802834); the ko and ja title, sentence and section headers from older iOS
            // (AutoMate) or unconfirmed.
            return SystemPrompt(style: .sheet, title: ["en": "Health Access", "ko": "건강 접근", "ja": "ヘルスケアデータのアクセス"],
                                message: ["en": "“APP” would like to access and update your Health data.",
                                          "ko": "‘APP’이(가) 사용자의 건강 데이터에 접근하여 업데이트하려고 합니다.",
                                          "ja": "“APP”がヘルスケアデータのアクセスとアップデートを求めています。"],
                                buttons: [dontAllow, allow(["granted", "authorized", "allowed"])],
                                turnOnAll: ["en": "Turn On All", "ko": "모두 켜기", "ja": "すべてオンにする"],
                                writeSection: ["en": "ALLOW “APP” TO WRITE", "ko": "‘APP’에서 쓰기 허용", "ja": "“APP”に書き込みを許可"],
                                readSection: ["en": "ALLOW “APP” TO READ", "ko": "‘APP’에서 읽기 허용", "ja": "“APP”に読み出しを許可"],
                                explanation: ["en": "App Explanation: ", "ko": "앱 설명: ", "ja": "Appの説明: "],
                                unconfirmed: ["ko", "ja"])
        case .familyControls:
            // AuthorizationCenter's alert, from app mocks of it only (63114272573, 68896393832,
            // 44666336085): Continue, then Face ID or the passcode; Don’t Allow is the bold one.
            return SystemPrompt(style: .alert, title: [
                "en": "“APP” Would Like to Access Screen Time",
                "ko": "‘APP’ 앱이 스크린 타임에 접근하려고 함",
                "ja": "“APP”がスクリーンタイムへのアクセスを求めています",
            ], message: [
                // ko from the same mock (68896393832) and another (30211607754), word for word; ja from
                // a developer's mock of the alert (44660229283).
                "en": "Providing “APP” access to Screen Time may allow it to see your activity data, restrict content, and limit the usage of apps and websites.",
                "ko": "‘APP’에 스크린 타임 접근을 허용하면, 이 앱이 사용자의 활동 데이터를 보고, 콘텐츠를 제한하며, 앱 및 웹사이트의 사용을 제한할 수도 있습니다.",
                "ja": "“APP”でスクリーンタイムにアクセスできるようにすると、“APP”であなたのアクティビティデータを表示したり、コンテンツを制限したり、アプリやWebサイトの使用を制限することが許可される可能性があります。",
            ], buttons: [
                Button(title: ["en": "Continue", "ko": "계속", "ja": "続ける"], outcomes: ["approved", "granted", "authorized", "allowed"]),
                Button(title: dontAllow.title, outcomes: dontAllow.outcomes, bold: true),
            ])
        case .speechRecognition:
            return plain(["en": "“APP” Would Like to Access Speech Recognition", "ko": "‘APP’이(가) 음성 인식에 접근하려고 합니다",
                          "ja": "“APP”が音声認識へのアクセスを求めています"], accept: ok)
        case .faceID:
            // en from an article (2521944777); ko and ja unconfirmed.
            return plain(["en": "Do you want to allow “APP” to use Face ID?", "ko": "‘APP’에서 Face ID를 사용하도록 허용하겠습니까?",
                          "ja": "“APP”にFace IDの使用を許可しますか?"], accept: ok, unconfirmed: ["ko", "ja"])
        case .localNetwork:
            // en 59129341975, ja a manual (46314771760); ko unconfirmed.
            return plain(["en": "“APP” would like to find and connect to devices on your local network.",
                          "ko": "‘APP’이(가) 로컬 네트워크에서 기기를 찾고 연결하려고 합니다.",
                          "ja": "“APP”がローカルネットワーク上のデバイスの検索および接続を求めています"], unconfirmed: ["ko"])
        }
    }

    /// "Don’t Allow": en with U+2019 (54542993708), ko "허용 안 함", ja "許可しない" (AutoMate; 61931818867).
    static let dontAllow = Button(title: ["en": "Don’t Allow", "ko": "허용 안 함", "ja": "許可しない"], outcomes: ["denied", "notAllowed"])

    static func allow(_ outcomes: [String]) -> Button {
        Button(title: ["en": "Allow", "ko": "허용", "ja": "許可"], outcomes: outcomes, bold: true)
    }

    /// "OK", which some prompts still say for Allow (motion 36210010504; speech, Face ID).
    static let ok = Button(title: ["en": "OK", "ko": "확인", "ja": "OK"], outcomes: ["granted", "authorized", "allowed"], bold: true)

    /// Don’t Allow and Allow (or `accept`) side by side under `title`.
    static func plain(_ title: Words, accept: Button = allow(["granted", "authorized", "allowed"]), unconfirmed: Set<String> = []) -> SystemPrompt {
        SystemPrompt(style: .alert, title: title, buttons: [dontAllow, accept], unconfirmed: unconfirmed)
    }

    /// Calendars and reminders since iOS 17: Don’t Allow and Allow Full Access.
    static func fullAccess(_ title: Words, unconfirmed: Set<String> = []) -> SystemPrompt {
        SystemPrompt(style: .alert, title: title, buttons: [
            dontAllow,
            Button(title: ["en": "Allow Full Access", "ko": "전체 접근 허용", "ja": "フルアクセスを許可"],
                   outcomes: ["full", "fullAccess", "granted", "authorized", "allowed"], bold: true),
        ], unconfirmed: unconfirmed)
    }
}
