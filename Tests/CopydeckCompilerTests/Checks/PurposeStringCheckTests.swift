@testable import CopydeckCompiler
import Testing

/// Usage descriptions read as App Review reads them: what is reached, what for, in which language.
struct PurposeStringCheckTests {
    private func problem(_ text: String, _ permission: SystemPermission, _ language: String) -> String? {
        PurposeStringCheck.problem(usage: text, permission: permission, language: language, app: "Wander")
    }

    @Test func genericPhrasesAndPlaceholdersAreFound() {
        // Public apps' texts (the search tool's 60247928713 and App Review's own examples).
        #expect(problem("사진 접근이 필요합니다", .photoLibrary, "ko")?.contains("does not say what it is for") == true)
        #expect(problem("This app needs access to your location.", .locationWhenInUse, "en")?.contains("does not say what it is for") == true)
        #expect(problem("カメラへのアクセスが必要です。", .camera, "ja")?.contains("does not say what it is for") == true)
        #expect(problem("Required for the app to function properly.", .camera, "en")?.contains("placeholder") == true)
        #expect(problem("Wander needs access", .camera, "en")?.contains("placeholder") == true)
        #expect(problem("TODO", .contacts, "en")?.contains("placeholder") == true)
    }

    @Test func textsThatSayWhatAndWhyPass() {
        for (text, permission, language) in [
            ("사진을 촬영하기 위해 카메라 접근이 필요합니다.", SystemPermission.camera, "ko"),
            ("수면, 걸음 수, 심박수를 읽어 나에게 맞는 하루의 페이스를 제안해요.", .healthKit, "ko"),
            ("位置情報は近くの店舗を表示するために使用されます", .locationWhenInUse, "ja"),
            ("写真の撮影日時と場所を分析して、旅の移動ルートを地図とストーリーにまとめます。", .photoLibrary, "ja"),
            ("Camera access is required to take photos.", .camera, "en"),
            ("UjuZ uses your current location to list nearby daycares by distance.", .locationWhenInUse, "en"),
        ] {
            #expect(problem(text, permission, language) == nil, "\(text)")
        }
    }

    /// A purpose that is only the service, the app or a better experience gives none; the
    /// generic phrases public apps write (issue 45's survey: FaceFinder's camera text and its
    /// kind), and what they left out of the words for the data (Home Assistant's dictation and
    /// local network, Signal's LAN, Element's meetings).
    @Test func aGenericPurposeIsNoneAndTheDataHasItsOwnWords() {
        for (text, permission, language) in [
            ("원활한 서비스 이용을 위해 카메라 권한이 필요합니다.", SystemPermission.camera, "ko"),
            ("앱 사용을 위해 위치 권한이 필요합니다.", .locationWhenInUse, "ko"),
            ("サービス向上のためカメラへのアクセスが必要です。", .camera, "ja"),
            ("アプリの機能を利用するために位置情報を使用します。", .locationWhenInUse, "ja"),
            ("We need your location to provide a better experience.", .locationWhenInUse, "en"),
        ] {
            #expect(problem(text, permission, language)?.contains("does not say what it is for") == true, "\(text)")
        }
        for (text, permission, language) in [
            ("원활한 서비스 이용을 위해, 프로필 사진을 찍을 수 있도록 카메라를 사용합니다.", SystemPermission.camera, "ko"),
            ("Assist에 텍스트를 받아쓰는 데 사용됩니다.", .speechRecognition, "ko"),
            ("SignalはLANを使用して、アカウントを新しい電話に直接転送できます。", .localNetwork, "ja"),
            ("Locate and communicate with your Home Assistant instance.", .localNetwork, "en"),
            ("앱에서 예정된 회의를 봅니다.", .calendars, "ko"),
        ] {
            #expect(problem(text, permission, language) == nil, "\(text)")
        }
    }

    @Test func theDataMustBeNamedAndTheLanguageTheLocales() {
        #expect(problem("지도 위에 여행 이야기를 만들어 드려요.", .contacts, "ko")?.contains("does not name what it reaches") == true)
        #expect(problem("We use your location to show cafés near you.", .locationWhenInUse, "ja")?.contains("is not in ja") == true)
        #expect(problem("近くのカフェを表示します", .locationWhenInUse, "en")?.contains("is not in en") == true)
        #expect(PurposeStringCheck.isWritten("주변 카페를 보여 드려요", in: "ko") && !PurposeStringCheck.isWritten("Nearby cafés", in: "ko"))
    }

    @Test func aLocationPromiseTheRequestBreaksIsFound() {
        #expect(PurposeStringCheck.brokenPromise("앱을 사용하는 동안에만 위치를 써요", permission: .locationAlways, language: "ko") != nil)
        #expect(PurposeStringCheck.brokenPromise("アプリを閉じても位置情報を記録します", permission: .locationWhenInUse, language: "ja") != nil)
        #expect(PurposeStringCheck.brokenPromise("We only use your location while you use the app", permission: .locationWhenInUse, language: "en") == nil)
        #expect(PurposeStringCheck.brokenPromise("You can always change this in Settings", permission: .locationWhenInUse, language: "en") == nil)
    }

    /// Public apps' usage descriptions (the survey of nine apps' InfoPlist.strings, issue 45):
    /// what they mean, read as they mean it.
    @Test func publicAppsTextsAreReadAsTheyMean() {
        // A purpose clause in Japanese (〜するには), biometrics in English, a motion sensor in Korean,
        // 미리알림 written without its space.
        #expect(problem("パスコードを入力せずにアプリのロックを解除するには、Face ID へのアクセスが必要です", .faceID, "ja") == nil)
        #expect(problem("Aqua uses biometric authentication to allow easy access to the wallet", .faceID, "en") == nil)
        #expect(problem("헤드폰의 모션 센서 데이타를 이용해서 사용자의 머리 자세를 확인합니다", .motion, "ko") == nil)
        #expect(problem("미리알림을 읽어 오늘 할 일 목록을 보여 드려요", .reminders, "ko") == nil)
        // "Allows the camera", and nothing of what for: App Review's generic phrase.
        for (text, permission, language) in [
            ("カメラの使用を許可します", SystemPermission.camera, "ja"), ("카메라 사용 허용", .camera, "ko"),
            ("카메라 사용을 허용합니다.", .camera, "ko"), ("Allow camera access.", .camera, "en"),
        ] {
            #expect(problem(text, permission, language)?.contains("does not say what it is for") == true, "\(text)")
        }
    }
}
