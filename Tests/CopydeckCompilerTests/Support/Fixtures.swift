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
          usage: \(word) usage
        focus:
          title: \(word) focus
          subtitle: "{schedule} · {remaining, duration}"
          primary: \(word) close
        """
    }

    static func demo() throws -> TestProject {
        try TestProject.demo(content: content, ko: locale("ko"), ja: locale("ja"), en: locale("en"))
    }
}
