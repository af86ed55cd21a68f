/// The labels iOS itself shows that copy may send a person to, by language (`ko`, `ja`, `en`):
/// the buttons and switches of the system prompts (`SystemPrompt`, the preview's own words, so a
/// check and the preview agree), HealthKit's data kinds, and the Settings items on the way to an
/// app's permissions in iOS 18 (Settings › Privacy & Security › Photos › Full Access…; Settings ›
/// Apps › the app), and the other iOS words copy commonly names (`elsewhere`). Used as what a quoted label may match: a missing item can only make a check
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

    /// iOS's words beyond the permission paths that onboarding and help copy send people to:
    /// Settings' other items, the share sheet, the Home and Lock Screen editors, the common bar
    /// buttons, and Calendar's own (apps tell people to subscribe to a calendar there). Found in
    /// public apps' copy (the survey of nine apps), in iOS 18's words in each language.
    static let elsewhere: [SystemPrompt.Words] = [
        ["en": "General", "ko": "일반", "ja": "一般"],
        ["en": "Software Update", "ko": "소프트웨어 업데이트", "ja": "ソフトウェアアップデート"],
        ["en": "Accessibility", "ko": "손쉬운 사용", "ja": "アクセシビリティ"],
        ["en": "Focus", "ko": "집중 모드", "ja": "集中モード"],
        ["en": "Battery", "ko": "배터리", "ja": "バッテリー"],
        ["en": "Cellular", "ko": "셀룰러", "ja": "モバイル通信"],
        ["en": "Wi-Fi", "ko": "Wi-Fi", "ja": "Wi-Fi"],
        ["en": "Background App Refresh", "ko": "백그라운드 앱 새로 고침", "ja": "Appのバックグラウンド更新"],
        ["en": "Sounds & Haptics", "ko": "사운드 및 햅틱", "ja": "サウンドと触覚"],
        ["en": "Display & Brightness", "ko": "디스플레이 및 밝기", "ja": "画面表示と明るさ"],
        ["en": "Home Screen", "ko": "홈 화면", "ja": "ホーム画面"],
        ["en": "Lock Screen", "ko": "잠금 화면", "ja": "ロック画面"],
        ["en": "Share", "ko": "공유", "ja": "共有"],
        ["en": "Add to Home Screen", "ko": "홈 화면에 추가", "ja": "ホーム画面に追加"],
        ["en": "Customize", "ko": "사용자화", "ja": "カスタマイズ"],
        ["en": "Add Widget", "ko": "위젯 추가", "ja": "ウィジェットを追加"],
        ["en": "Edit", "ko": "편집", "ja": "編集"],
        ["en": "Done", "ko": "완료", "ja": "完了"],
        ["en": "Cancel", "ko": "취소", "ja": "キャンセル"],
        ["en": "OK", "ko": "확인", "ja": "OK"],
        ["en": "Add Calendar", "ko": "캘린더 추가", "ja": "カレンダーを追加"],
        ["en": "Add Subscription Calendar", "ko": "구독 캘린더 추가", "ja": "照会カレンダーを追加"],
        ["en": "Add Holiday Calendar", "ko": "공휴일 캘린더 추가", "ja": "祝日カレンダーを追加"],
    ]

    /// Every label iOS shows in `language` that copy may name.
    static func labels(language: String) -> [String] {
        var labels: [String] = []
        func add(_ words: SystemPrompt.Words?) {
            if let text = words?[language] ?? words?["en"] { labels.append(text) }
        }
        settings.forEach(add)
        elsewhere.forEach(add)
        for permission in SystemPermission.allCases {
            let prompt = SystemPrompt.prompt(for: permission)
            prompt.buttons.forEach { add($0.title) }
            add(prompt.turnOnAll)
        }
        HealthDataType.allCases.forEach { add($0.names) }
        return labels
    }
}
