/// The words of the generated pages in each locale: Korean in 해요체 with half-width
/// punctuation, Japanese in です/ます with full-width, English; every text differs by page.
enum Words {
    static func page(_ locale: String, page: Int, id: String, withMode: Bool) -> String {
        var lines = ["\(id):"]
        switch locale {
        case "ko":
            lines += [
                "  title: 여행 기록 \(page)",
                "  subtitle: 사진 \(page)장이면 충분해요",
                "  greeting: \"{name}님, 다시 만나서 반가워요\"",
                "  photos: \"{n, plural, other {사진 #장을 골랐어요}}\"",
                "  invite: \"{name, particle, 을/를} 초대했어요\"",
                "  remaining: \"남은 시간: {remaining, duration}\"",
            ]
            if withMode {
                lines.append("  # String tables cannot say a select; the app formats this one from the bundle.")
                lines.append("  # copydeck: ignore export.unsupported")
                lines.append("  mode: \"{mode, select, focus {집중 모드예요} other {일반 모드예요}}\"")
            }
            for item in 1...Corpus.itemsPerPage {
                lines += ["  item\(item): 장소 \(page)-\(item)", "  item\(item)_caption: 지도에 모아 보여 드려요 \(page)-\(item)"]
            }
            lines += [
                "  cta:", "    default: 다음", "    granted: 계속하기", "    denied: 설정 열기",
                "  cancel: 나중에",
                "  error: 사진을 불러오지 못했어요. 다시 시도해 주세요.",
            ]
        case "ja":
            lines += [
                "  title: 旅の記録 \(page)",
                "  subtitle: 写真\(page)枚で十分です",
                "  greeting: \"{name}さん、おかえりなさい\"",
                "  photos: \"{n, plural, other {写真を#枚選びました}}\"",
                "  invite: \"{name}さんを招待しました\"",
                "  remaining: \"残り時間：{remaining, duration}\"",
            ]
            if withMode {
                lines.append("  # String tables cannot say a select; the app formats this one from the bundle.")
                lines.append("  # copydeck: ignore export.unsupported")
                lines.append("  mode: \"{mode, select, focus {集中モードです} other {通常モードです}}\"")
            }
            for item in 1...Corpus.itemsPerPage {
                lines += ["  item\(item): 場所 \(page)-\(item)", "  item\(item)_caption: 地図にまとめて表示します \(page)-\(item)"]
            }
            lines += [
                "  cta:", "    default: 次へ", "    granted: 続ける", "    denied: 設定を開く",
                "  cancel: あとで",
                "  error: 写真を読み込めませんでした。もう一度お試しください。",
            ]
        default:
            lines += [
                "  title: Trip log \(page)",
                "  subtitle: \(page) photos are enough",
                "  greeting: \"Welcome back, {name}\"",
                "  photos: \"{n, plural, one {You picked # photo} other {You picked # photos}}\"",
                "  invite: \"You invited {name}\"",
                "  remaining: \"Time left: {remaining, duration}\"",
            ]
            if withMode {
                lines.append("  # String tables cannot say a select; the app formats this one from the bundle.")
                lines.append("  # copydeck: ignore export.unsupported")
                lines.append("  mode: \"{mode, select, focus {Focus mode} other {Normal mode}}\"")
            }
            for item in 1...Corpus.itemsPerPage {
                lines += ["  item\(item): Place \(page)-\(item)", "  item\(item)_caption: Shown together on a map \(page)-\(item)"]
            }
            lines += [
                "  cta:", "    default: Next", "    granted: Continue", "    denied: Open Settings",
                "  cancel: Later",
                "  error: We couldn't load the photos. Please try again.",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func shield(_ locale: String, number: Int) -> String {
        let lines: [String]
        switch locale {
        case "ko":
            lines = ["shield\(number):", "  title: 지금은 집중 시간이에요 \(number + 1)",
                     "  subtitle: \"현재 집중 중: {schedule}, 남은 시간: {remaining, duration}, 완료: {done}/{total}\"",
                     "  reminder: 이건 오류가 아니라 당신의 선택이에요", "  primary: 닫기"]
        case "ja":
            lines = ["shield\(number):", "  title: 集中する時間です \(number + 1)",
                     "  subtitle: \"集中中：{schedule}、残り時間：{remaining, duration}、完了：{done}/{total}\"",
                     "  reminder: これは不具合ではなく、あなたの選択です", "  primary: 閉じる"]
        default:
            lines = ["shield\(number):", "  title: Time to focus \(number + 1)",
                     "  subtitle: \"Focusing: {schedule}, time left: {remaining, duration}, done: {done}/{total}\"",
                     "  reminder: This is your choice, not a glitch", "  primary: Close"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
