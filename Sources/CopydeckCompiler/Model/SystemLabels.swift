/// The labels iOS itself shows that copy may send a person to, by language (`ko`, `ja`, `en`):
/// the buttons and switches of the system prompts (`SystemPrompt`, the preview's own words, so a
/// check and the preview agree), HealthKit's data kinds, and the Settings items on the way to an
/// app's permissions in iOS 18 (Settings › Privacy & Security › Photos › Full Access…; Settings ›
/// Apps › the app). Used as what a quoted label may match: a missing item can only make a check
/// quieter, never louder.
enum SystemLabels {
    /// Settings' words for the places a permission is changed, en, ko and ja.
    static let settings: [SystemPrompt.Words] = [
        ["en": "Settings", "ko": "설정", "ja": "設定"],
        ["en": "Privacy & Security", "ko": "개인정보 보호 및 보안", "ja": "プライバシーとセキュリティ"],
        ["en": "Privacy", "ko": "개인 정보 보호", "ja": "プライバシー"],
        ["en": "Apps", "ko": "앱", "ja": "アプリ"],
        ["en": "Location Services", "ko": "위치 서비스", "ja": "位置情報サービス"],
        ["en": "Location", "ko": "위치", "ja": "位置情報"],
        ["en": "Photos", "ko": "사진", "ja": "写真"],
        ["en": "Camera", "ko": "카메라", "ja": "カメラ"],
        ["en": "Microphone", "ko": "마이크", "ja": "マイク"],
        ["en": "Contacts", "ko": "연락처", "ja": "連絡先"],
        ["en": "Calendars", "ko": "캘린더", "ja": "カレンダー"],
        ["en": "Reminders", "ko": "미리 알림", "ja": "リマインダー"],
        ["en": "Notifications", "ko": "알림", "ja": "通知"],
        ["en": "Allow Notifications", "ko": "알림 허용", "ja": "通知を許可"],
        ["en": "Health", "ko": "건강", "ja": "ヘルスケア"],
        ["en": "Data Access & Devices", "ko": "데이터 접근 및 기기", "ja": "データアクセスとデバイス"],
        ["en": "Screen Time", "ko": "스크린 타임", "ja": "スクリーンタイム"],
        ["en": "Bluetooth", "ko": "Bluetooth", "ja": "Bluetooth"],
        ["en": "Tracking", "ko": "추적", "ja": "トラッキング"],
        ["en": "Allow Apps to Request to Track", "ko": "앱이 추적을 요청하도록 허용", "ja": "Appからのトラッキング要求を許可"],
        ["en": "Motion & Fitness", "ko": "동작 및 피트니스", "ja": "モーションとフィットネス"],
        ["en": "Face ID & Passcode", "ko": "Face ID 및 암호", "ja": "Face IDとパスコード"],
        ["en": "Local Network", "ko": "로컬 네트워크", "ja": "ローカルネットワーク"],
        ["en": "Full Access", "ko": "전체 접근", "ja": "フルアクセス"],
        ["en": "Limited Access", "ko": "제한된 접근", "ja": "制限付きアクセス"],
        ["en": "None", "ko": "없음", "ja": "なし"],
        ["en": "Never", "ko": "안 함", "ja": "しない"],
        ["en": "Ask Next Time Or When I Share", "ko": "다음번에 묻기 또는 내가 공유할 때", "ja": "次回または共有時に確認"],
        ["en": "While Using the App", "ko": "앱을 사용하는 동안", "ja": "このAppの使用中のみ"],
        ["en": "Always", "ko": "항상", "ja": "常に"],
        ["en": "Precise Location", "ko": "정확한 위치", "ja": "正確な位置情報"],
    ]

    /// Every label iOS shows in `language` that copy may name.
    static func labels(language: String) -> [String] {
        var labels: [String] = []
        func add(_ words: SystemPrompt.Words?) {
            if let text = words?[language] ?? words?["en"] { labels.append(text) }
        }
        settings.forEach(add)
        for permission in SystemPermission.allCases {
            let prompt = SystemPrompt.prompt(for: permission)
            prompt.buttons.forEach { add($0.title) }
            add(prompt.turnOnAll)
        }
        HealthDataType.allCases.forEach { add($0.names) }
        return labels
    }
}
