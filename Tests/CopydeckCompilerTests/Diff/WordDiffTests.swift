import Testing
@testable import CopydeckCompiler

/// The words a changes page marks: English by words, Japanese and Korean by characters (no
/// spaces in Japanese; Korean changes by its endings), and either text rebuilt from the pieces.
@Suite struct WordDiffTests {
    func marked(_ before: String, _ after: String) -> String {
        WordDiff(before, after).pieces.map { piece in
            switch piece.kind {
            case .same: piece.text
            case .removed: "[-\(piece.text)-]"
            case .added: "{+\(piece.text)+}"
            }
        }.joined()
    }

    @Test func wordsAndCharactersChangeWhereTheyDo() {
        #expect(marked("A few photos are all it takes", "A few photos is all it takes") == "A few photos [-are-]{+is+} all it takes")
        #expect(marked("ログインする", "サインインする") == "[-ログ-]{+サイン+}インする")
        #expect(marked("사진 몇 장이면 충분해요", "사진 몇 장이면 돼요") == "사진 몇 장이면 [-충분해-]{+돼+}요")
        #expect(marked("same", "same") == "same")
        #expect(marked("", "new") == "{+new+}")
        #expect(marked("old", "") == "[-old-]")
        // No word shared (IceCubesApp's Spanish, translated at last): one text out, one in, not
        // words woven between the spaces they share.
        #expect(marked("Hide posts with media", "Ocultar publicaciones con contenido multimedia")
            == "[-Hide posts with media-]{+Ocultar publicaciones con contenido multimedia+}")
    }

    @Test(arguments: [("Allow access\nto photos", "Allow full access to your photos"), ("写真へのアクセス", "写真とカメラへのアクセス"), ("🙂 hi", "hi 🙃")])
    func bothTextsComeBackFromThePieces(before: String, after: String) {
        let pieces = WordDiff(before, after).pieces
        #expect(pieces.filter { $0.kind != .added }.map(\.text).joined() == before)
        #expect(pieces.filter { $0.kind != .removed }.map(\.text).joined() == after)
    }

    @Test func aTextTooLongToCompareIsOneChange() {
        let long = String(repeating: "가", count: 1_500)
        let pieces = WordDiff(long, long + "나").pieces
        #expect(pieces.map(\.kind) == [.removed, .added])
    }
}
