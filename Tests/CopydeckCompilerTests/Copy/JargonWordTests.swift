import Testing
@testable import CopydeckCompiler

/// Korean and Japanese forbidden terms count only where they are a word of their own: the
/// default term 널 (null) is not jargon inside 채널, 패널, 터널 or 널리, and 예외 in
/// 「예외 없이」 ("without exception") is an ordinary phrase.
@Suite struct JargonWordTests {
    private func found(_ term: String, _ text: String) -> Bool {
        ErrorJargonCheck.find(term.lowercased(), in: text.lowercased(), original: text) != nil
    }

    @Test func koreanTermInsideAWordIsNoJargon() {
        #expect(!found("널", "채널을 불러오지 못했어요"))
        #expect(!found("널", "패널을 다시 열어 주세요"))
        #expect(!found("널", "터널 안에서는 연결이 끊길 수 있어요"))
        #expect(!found("널", "널리 알려진 문제예요"))
        #expect(!found("예외", "모든 계정은 예외 없이 다시 로그인해야 해요"))
        #expect(!found("예외", "예외없이 적용돼요"))
    }

    @Test func koreanTermAsAWordIsJargon() {
        #expect(found("널", "널 값이 들어왔어요"))
        #expect(found("널", "값이 널이에요"))
        #expect(found("토큰", "토큰이 만료되었습니다"))
        #expect(found("예외", "예외가 발생했어요"))
        #expect(found("오류 코드", "오류 코드: 17"))
        // A second occurrence is found after one inside a word.
        #expect(found("널", "채널 정보가 널입니다"))
    }

    @Test func japaneseTermMatchesWhereItsScriptDoesNotRunOn() {
        #expect(found("例外", "例外が発生しました"))
        #expect(found("トークン", "トークンの有効期限が切れました"))
        #expect(!found("例外", "例外的に許可されています"))
        #expect(!found("ヌル", "マヌルネコの写真"))
    }

    /// The finding points at the term as written, also after characters that lowercase to more
    /// scalars (İ → i̇).
    @Test func findingPointsAtTheTermAfterIDotted() throws {
        let project = try TestProject.demo(content: "screens:\n  s:\n    kind: form\n    fields:\n      error: error\n",
            ko: "s:\n  error: 다시 로그인해 주세요\n", ja: "s:\n  error: もう一度ログインしてください\n",
            en: "s:\n  error: İİ office, ⟪t⟫token expired\n")
        defer { project.remove() }
        let found = try project.lint().diagnostics(ErrorJargonCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "t")])
    }
}
