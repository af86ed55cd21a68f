/// The words `PurposeStringCheck` reads a usage description by, in ko, ja and en: what names each
/// permission's data or capability, what says what it is for, the placeholders and generic
/// phrases App Review turns away, and a pre-prompt's promise of "only while you use the app" or
/// of "always". Matched on the text folded to lower case (`PurposeWords.folded`).
enum PurposeWords {
    /// What names the data or capability a permission reaches, by language.
    static func subject(of permission: SystemPermission) -> [String: [String]] {
        switch permission {
        case .locationWhenInUse, .locationAlways:
            ["en": ["location", "where you are", "nearby", "gps", "map"], "ko": ["위치", "현재 있는 곳", "주변", "gps", "지도"], "ja": ["位置", "現在地", "近く", "周辺", "gps", "地図"]]
        case .photoLibrary, .photoLibraryAdd:
            ["en": ["photo", "picture", "image", "video", "album", "library", "gallery"], "ko": ["사진", "앨범", "갤러리", "이미지", "동영상"],
             "ja": ["写真", "フォト", "画像", "アルバム", "ビデオ", "動画", "ライブラリ"]]
        case .camera:
            ["en": ["camera", "photo", "picture", "scan", "video", "qr"], "ko": ["카메라", "촬영", "사진", "스캔", "동영상", "qr"],
             "ja": ["カメラ", "撮影", "写真", "スキャン", "動画", "qr"]]
        case .microphone:
            ["en": ["microphone", "mic", "voice", "audio", "record", "sound"], "ko": ["마이크", "음성", "녹음", "소리", "오디오"], "ja": ["マイク", "音声", "録音", "声", "オーディオ"]]
        case .contacts:
            ["en": ["contact", "friend", "address book", "people"], "ko": ["연락처", "친구", "주소록"], "ja": ["連絡先", "友だち", "友達", "アドレス帳"]]
        case .calendars:
            ["en": ["calendar", "event", "schedule", "meeting", "appointment"], "ko": ["캘린더", "일정", "달력", "회의", "예정", "약속"],
             "ja": ["カレンダー", "予定", "イベント", "会議", "スケジュール", "予約"]]
        case .reminders:
            ["en": ["reminder", "to-do", "task"], "ko": ["미리 알림", "할 일", "리마인더"], "ja": ["リマインダー", "タスク", "やること"]]
        case .motion:
            ["en": ["motion", "step", "activity", "fitness", "walk"], "ko": ["동작", "걸음", "활동", "피트니스", "움직임", "모션", "센서"], "ja": ["モーション", "歩数", "活動", "フィットネス", "動き"]]
        case .bluetooth:
            ["en": ["bluetooth", "device", "nearby", "accessor"], "ko": ["bluetooth", "블루투스", "기기", "장치"], "ja": ["bluetooth", "デバイス", "機器", "アクセサリ"]]
        case .tracking:
            ["en": ["track", "ad", "advertis", "personaliz"], "ko": ["추적", "광고", "맞춤"], "ja": ["トラッキング", "広告", "パーソナライズ", "追跡"]]
        case .healthKit:
            ["en": ["health", "step", "sleep", "heart", "workout", "energy", "weight"], "ko": ["건강", "걸음", "수면", "심박", "운동", "에너지", "체중"],
             "ja": ["ヘルスケア", "健康", "歩数", "睡眠", "心拍", "ワークアウト", "エネルギー", "体重"]]
        case .speechRecognition:
            ["en": ["speech", "voice", "dictat", "speak", "transcri"], "ko": ["음성", "말", "받아쓰", "받아 쓰"], "ja": ["音声", "話", "文字起こし", "ディクテーション"]]
        case .faceID:
            ["en": ["face id", "unlock", "sign in", "log in", "verify", "biometric", "authenticat"], "ko": ["face id", "잠금", "로그인", "인증"], "ja": ["face id", "ロック", "ログイン", "認証"]]
        case .localNetwork:
            ["en": ["network", "device", "wi-fi", "printer", "tv", "speaker", "server", "instance", "hub", "bridge"],
             "ko": ["네트워크", "기기", "wi-fi", "프린터", "서버", "인스턴스", "로컬", "lan"],
             "ja": ["ネットワーク", "デバイス", "機器", "wi-fi", "プリンター", "サーバー", "サーバ", "インスタンス", "ローカル", "lan"]]
        case .notifications, .familyControls:
            [:]
        }
    }

    /// What says what the access is for: a purpose clause or a benefit to the person.
    static let purpose: [String: [String]] = [
        "en": [" so ", " so that", " for ", " to show", " to find", " to save", " to take", " to add", " to share", " to scan", " to record", " to send",
               " to help", " to make", " to suggest", " to plan", " to measure", " to track your", " to keep", " to remind", " to tag", " to turn",
               " to connect", " to sync", " to match", " to create", " to upload", " to attach", " to choose", " to pick", " to set", " to check",
               " to verify", " to unlock", " to sign", " to log", " to invite", " to call", " to let", " to give", " to build", " to recommend",
               " to personalize", " to deliver", " to detect", " to estimate", " to count", " to see", " to get", " to use it", " to read",
               "lets you", "let you", "helps", "allows you", "in order to", "when you", "become", "so you", "you can", "we'll", "we will"],
        "ko": ["위해", "위한", "데 사용", "데 써", "하려면", "수 있도록", "수 있어요", "수 있습니다", "드려요", "드립니다", "드릴게요", "도록", "려고",
               "으로 ", "에 사용", "에만 사용", "할 때", "알려", "보여", "만들어", "추천", "저장", "찾아"],
        "ja": ["ため", "ように", "するには", "るには", "できます", "できるよう", "に使用", "に使い", "に使わ", "に利用", "際に", "時に", "とき", "お知らせ", "表示", "提案", "保存",
               "作成", "作ります", "見つけ", "記録", "計測"],
    ]

    /// What reads as a purpose but gives none: the service, the app or "a better experience" in
    /// general. A text whose only purpose is one of these says nothing of what the access is for.
    static let genericPurpose: [String: [String]] = [
        "en": ["to provide a better experience", "for a better experience", "to improve your experience", "to give you a better experience",
               "to provide the best experience", "for the best experience", "to improve our services", "to provide our services",
               "for the app to function", "for the app to work", "to use this app", "to use the app", "to use this feature", "for app functionality"],
        "ko": ["원활한 서비스 이용을 위해", "원활한 서비스 이용을 위하여", "원활한 서비스 제공을 위해", "서비스 이용을 위해", "서비스 제공을 위해",
               "앱 사용을 위해", "앱 이용을 위해", "앱을 사용하기 위해", "앱을 이용하기 위해", "기능 사용을 위해", "기능을 사용하기 위해", "서비스 향상을 위해"],
        "ja": ["サービス向上のため", "サービスの向上のため", "サービスを利用するため", "サービスの提供のため", "サービス提供のため",
               "アプリの機能を利用するため", "アプリを利用するため", "アプリを使用するため", "機能を利用するため", "機能を使用するため", "より良い体験のため"],
    ]

    /// What says only that the app needs access: a text with one of these and no purpose
    /// clause is the generic phrase App Review turns away. A text without them describes what
    /// the app does with the data, which is what it is for.
    static let needOnly: [String: [String]] = [
        "en": ["needs", " need ", "requires", "required", "would like", " wants ", "must have", "permission to access", "access is needed", "allow"],
        "ko": ["필요합니다", "필요해요", "필요하다", "필요함", "허용해 주세요", "허용해주세요", "허용하세요", "권한을 허용", "허용합니다", "사용 허용", "접근 허용"],
        "ja": ["必要です", "必要となります", "必要があります", "必要とします", "許可してください", "を求めて", "を許可して下さい", "許可します"],
    ]

    /// Words after "to" that do not start a purpose ("access to your photos").
    static let notPurpose: Set<String> = ["your", "the", "a", "an", "access", "you", "my", "our", "this", "its", "it", "them", "function", "work", "run", "operate"]

    /// Placeholder texts and generic phrases, folded: a usage description that is one of these
    /// (or nothing more than the app's name and one of them) says nothing.
    static let placeholders: [String] = [
        "description", "todo", "tbd", "usage description", "needs access", "need access", "requires access", "wants access", "privacy description", "required", "needed", "permission required",
        "this app needs access", "this app requires access", "required for the app to function", "required for the app to function properly",
        "required for app functionality", "needed for the app to work", "for app functionality", "to use this feature", "we need your permission",
        "please allow access", "allow access", "access required", "$(product_name) needs access",
    ]

    /// A pre-prompt's promise that the app uses location only while it is in use, or always.
    static let whileInUse: [String: [String]] = [
        "en": ["while you use", "while using", "only when you use", "only while", "when the app is open", "only when the app"],
        "ko": ["사용하는 동안", "사용 중에만", "사용할 때만", "앱을 쓰는 동안", "이용하는 동안", "쓸 때만"],
        "ja": ["使用中", "使っている間", "利用中のみ", "使っている時だけ", "使用している間", "開いている間"],
    ]
    static let always: [String: [String]] = [
        "en": ["in the background", "always use your location", "even when the app is closed", "when the app is closed", "at all times", "all the time"],
        "ko": ["백그라운드", "항상 위치", "항상 허용", "앱을 닫아도", "앱이 꺼져 있어도", "앱을 사용하지 않을 때도"],
        "ja": ["バックグラウンド", "常に位置", "常に許可", "アプリを閉じても", "使っていない時も"],
    ]

    static func folded(_ text: String) -> String {
        " " + text.lowercased().replacingOccurrences(of: "’", with: "'") + " "
    }
}
