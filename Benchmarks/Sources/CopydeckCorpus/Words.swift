/// The words of the generated pages in each locale: Korean in 해요체 with half-width
/// punctuation, Japanese in です/ます with full-width, English; every text differs by page
/// (`#P` is the page's number, `#I` the item's).
enum Words {
    struct Locale {
        let title, subtitle, greeting, photos, invite, remaining, mode, item, caption: String
        let cta: (default: String, granted: String, denied: String)
        let cancel, error: String
        let shieldTitle, shieldSubtitle, shieldReminder, shieldPrimary: String
    }

    static let korean = Locale(
        title: "여행 기록 #P", subtitle: "사진 #P장이면 충분해요", greeting: "\"{name}님, 다시 만나서 반가워요\"",
        photos: "\"{n, plural, other {사진 #장을 골랐어요}}\"", invite: "\"{name, particle, 을/를} 초대했어요\"",
        remaining: "\"남은 시간: {remaining, duration}\"", mode: "\"{mode, select, focus {집중 모드예요} other {일반 모드예요}}\"",
        item: "장소 #P-#I", caption: "지도에 모아 보여 드려요 #P-#I",
        cta: ("다음", "계속하기", "설정 열기"), cancel: "나중에", error: "사진을 불러오지 못했어요. 다시 시도해 주세요.",
        shieldTitle: "지금은 집중 시간이에요 #P",
        shieldSubtitle: "\"현재 집중 중: {schedule}, 남은 시간: {remaining, duration}, 완료: {done}/{total}\"",
        shieldReminder: "이건 오류가 아니라 당신의 선택이에요", shieldPrimary: "닫기")

    static let japanese = Locale(
        title: "旅の記録 #P", subtitle: "写真#P枚で十分です", greeting: "\"{name}さん、おかえりなさい\"",
        photos: "\"{n, plural, other {写真を#枚選びました}}\"", invite: "\"{name}さんを招待しました\"",
        remaining: "\"残り時間：{remaining, duration}\"", mode: "\"{mode, select, focus {集中モードです} other {通常モードです}}\"",
        item: "場所 #P-#I", caption: "地図にまとめて表示します #P-#I",
        cta: ("次へ", "続ける", "設定を開く"), cancel: "あとで", error: "写真を読み込めませんでした。もう一度お試しください。",
        shieldTitle: "集中する時間です #P",
        shieldSubtitle: "\"集中中：{schedule}、残り時間：{remaining, duration}、完了：{done}/{total}\"",
        shieldReminder: "これは不具合ではなく、あなたの選択です", shieldPrimary: "閉じる")

    static let english = Locale(
        title: "Trip log #P", subtitle: "#P photos are enough", greeting: "\"Welcome back, {name}\"",
        photos: "\"{n, plural, one {You picked # photo} other {You picked # photos}}\"", invite: "\"You invited {name}\"",
        remaining: "\"Time left: {remaining, duration}\"", mode: "\"{mode, select, focus {Focus mode} other {Normal mode}}\"",
        item: "Place #P-#I", caption: "Shown together on a map #P-#I",
        cta: ("Next", "Continue", "Open Settings"), cancel: "Later", error: "We couldn't load the photos. Please try again.",
        shieldTitle: "Time to focus #P",
        shieldSubtitle: "\"Focusing: {schedule}, time left: {remaining, duration}, done: {done}/{total}\"",
        shieldReminder: "This is your choice, not a glitch", shieldPrimary: "Close")

    static func words(_ locale: String) -> Locale {
        switch locale {
        case "ko": korean
        case "ja": japanese
        default: english
        }
    }

    static func page(_ locale: String, page: Int, id: String, withMode: Bool) -> String {
        let words = words(locale)
        func fill(_ text: String, item: Int = 0) -> String {
            text.replacingOccurrences(of: "#P", with: String(page)).replacingOccurrences(of: "#I", with: String(item))
        }
        var lines = [
            "\(id):", "  title: \(fill(words.title))", "  subtitle: \(fill(words.subtitle))", "  greeting: \(words.greeting)",
            "  photos: \(words.photos)", "  invite: \(words.invite)", "  remaining: \(words.remaining)",
        ]
        if withMode {
            lines += [
                "  # String tables cannot say a select; the app formats this one from the bundle.",
                "  # copydeck: ignore export.unsupported",
                "  mode: \(words.mode)",
            ]
        }
        for item in 1...Corpus.itemsPerPage {
            lines += ["  item\(item): \(fill(words.item, item: item))", "  item\(item)_caption: \(fill(words.caption, item: item))"]
        }
        lines += [
            "  cta:", "    default: \(words.cta.default)", "    granted: \(words.cta.granted)", "    denied: \(words.cta.denied)",
            "  cancel: \(words.cancel)", "  error: \(words.error)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func shield(_ locale: String, number: Int) -> String {
        let words = words(locale)
        return [
            "shield\(number):", "  title: \(words.shieldTitle.replacingOccurrences(of: "#P", with: String(number + 1)))",
            "  subtitle: \(words.shieldSubtitle)", "  primary: \(words.shieldPrimary)", "  secondary: \(words.shieldReminder)",
        ].joined(separator: "\n") + "\n"
    }
}
