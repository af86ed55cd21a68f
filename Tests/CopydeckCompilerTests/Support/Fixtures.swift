/// A small valid deck used by many tests: one screen with a variant field, one permission, one shield.
enum Fixtures {
    static let content = """
        screens:
          intro:
            kind: page
            fields:
              title: { surface: title, maxLength: 30 }
              next: { surface: button, accessibility: text }
          health:
            kind: permission
            permission: photo
            fields:
              allow:
                surface: button
                variants: [default, granted]
                accessibility: text
        permissions:
          photo:
            system: photoLibrary
        shields:
          focus:
            fields:
              title: {}
              subtitle:
                placeholders: { schedule: string, remaining: duration }
              primary: {}
        """

    static func locale(_ word: String) -> String {
        """
        intro:
          title: \(word) title
          next: \(word) next
        health:
          allow:
            default: \(word) allow
            granted: \(word) granted
        photo:
          title: \(word) photo title
          body: \(word) photo body
          allow: \(word) allow photos
          later: \(word) later
          denied: \(word) denied
          settings: \(word) settings
          usage: \(usage(word))
        focus:
          title: \(word) focus
          subtitle: "{schedule} · {remaining, duration}"
          primary: \(word) close
        """
    }

    /// A usage description that says what it reaches and what for, in the locale's script
    /// (`permission.purpose`): Korean for a Hangul word, Japanese for `ja`, English otherwise.
    static func usage(_ word: String) -> String {
        if word == "ja" { return "選んだ写真から旅の記録を作ります" }
        if word == "ko" || word.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) { return "고른 사진으로 여행 기록을 만들어요" }
        return "Your chosen photos become your trip's story"
    }

    static func demo() throws -> TestProject {
        try TestProject.demo(content: content, ko: locale("ko"), ja: locale("ja"), en: locale("en"))
    }
}
