import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The words a changes page marks: whole words, never letters inside one. English by words,
/// Korean by eojeol (the space-delimited run), Japanese by phrases (a kanji, katakana or Latin
/// head with its hiragana); either text rebuilt from the pieces.
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

    @Test func koreanChangesByWholeEojeol() {
        // A letter changed inside a word: the whole word out, the new one in.
        #expect(marked("나중에 설정하기", "다음에 설정하기") == "[-나중에-]{+다음에+} 설정하기")
        #expect(marked("나중에", "다음에") == "[-나중에-]{+다음에+}")
        // An ending changed: 충분해요 → 돼요 is one word for another, not 요 kept.
        #expect(marked("사진 몇 장이면 충분해요", "사진 몇 장이면 돼요") == "사진 몇 장이면 [-충분해요-]{+돼요+}")
        // Latin and digits in an eojeol belong to it; the comma is its own.
        #expect(marked("AI가 자동으로 파악하고", "AI는 자동으로 파악하고") == "[-AI가-]{+AI는+} 자동으로 파악하고")
        #expect(marked("여행인지, 일상인지,", "여행인지, 하루인지,") == "여행인지, [-일상인지-]{+하루인지+},")
    }

    @Test func japaneseChangesByPhrase() {
        // A particle changed: its phrase (サーバー with には → へは), not the letter.
        #expect(marked("写真は端末内だけで処理され、サーバーには送信されません", "写真は端末内だけで処理され、サーバーへは送信されません")
            == "写真は端末内だけで処理され、[-サーバーには-]{+サーバーへは+}送信されません")
        #expect(marked("写真が地図に、そして物語に", "写真を地図に、そして物語に") == "[-写真が-]{+写真を+}地図に、そして物語に")
        // A word replaced: katakana with its okurigana, whole.
        #expect(marked("ログインする", "サインインする") == "[-ログインする-]{+サインインする+}")
        #expect(marked("旅行なのか、日常なのか、", "旅行なのか、毎日なのか、") == "旅行なのか、[-日常なのか-]{+毎日なのか+}、")
    }

    @Test func englishChangesByWord() {
        #expect(marked("A few photos are all it takes", "A few photos is all it takes") == "A few photos [-are-]{+is+} all it takes")
        #expect(marked("Allow access", "Allow full access") == "Allow {+full +}access")
        #expect(marked("Continue.", "Continue!") == "Continue[-.-]{+!+}")
    }

    @Test func theEdgesAndTheTextsThatShareNoWord() {
        #expect(marked("same", "same") == "same")
        #expect(marked("", "new") == "{+new+}")
        #expect(marked("old", "") == "[-old-]")
        // No word shared (IceCubesApp's Spanish, translated at last): one text out, one in, not
        // words woven between the spaces they share.
        #expect(marked("Hide posts with media", "Ocultar publicaciones con contenido multimedia")
            == "[-Hide posts with media-]{+Ocultar publicaciones con contenido multimedia+}")
        #expect(marked("나중에 할게요", "다음에 봐요") == "[-나중에 할게요-]{+다음에 봐요+}")
    }

    @Test func theUnitsOfEachScript() {
        func tokens(_ text: String) -> [String] { WordDiff.tokens(text).map(String.init) }
        #expect(tokens("사진 몇 장이면 충분해요.") == ["사진", " ", "몇", " ", "장이면", " ", "충분해요", "."])
        #expect(tokens("写真が数枚あれば十分です") == ["写真が", "数枚あれば", "十分です"])
        #expect(tokens("AIが自動で見分けて\nストーリーにまとめます") == ["AIが", "自動で", "見分けて", "\n", "ストーリーにまとめます"])
        // Hiragana with no head is a phrase; a head after hiragana starts one; ー and 々 continue.
        #expect(tokens("すべての旅を残すには") == ["すべての", "旅を", "残すには"])
        #expect(tokens("すごーい時々") == ["すごーい", "時々"])
        #expect(tokens("ーカ") == ["ーカ"])
        #expect(tokens("「写真」へのアクセス") == ["「", "写真", "」", "への", "アクセス"])
        #expect(tokens("A few  photos!🙂") == ["A", " ", "few", "  ", "photos", "!", "🙂"])
        #expect(tokens("3枚") == ["3", "枚"])
    }

    @Test(arguments: [("Allow access\nto photos", "Allow full access to your photos"), ("写真へのアクセス", "写真とカメラへのアクセス"), ("🙂 hi", "hi 🙃")])
    func bothTextsComeBackFromThePieces(before: String, after: String) {
        let pieces = WordDiff(before, after).pieces
        #expect(pieces.filter { $0.kind != .added }.map(\.text).joined() == before)
        #expect(pieces.filter { $0.kind != .removed }.map(\.text).joined() == after)
    }

    @Test func aTextTooLongToCompareIsOneChange() {
        let long = String(repeating: "가 ", count: 1_500)
        let pieces = WordDiff(long, long + "나").pieces
        #expect(pieces.map(\.kind) == [.removed, .added])
        #expect(WordDiff(long, long).pieces == [WordDiff.Piece(kind: .same, text: long)])
    }

    // MARK: Properties, over texts that mix the scripts

    static let fragments = ["사진", "나중에", "다음에", "장이면", " ", " ", "\n", "写真", "が", "を", "には", "ログイン", "する", "ー", "々", "時",
                            "photo", "is", "Allow", "3", "、", "。", ",", "!", "🙂", "AI", "ｶﾀ", "漢字", "é", "「", "」"]
    static let text = Gen<String?>.element(of: fragments).compactMap { $0 }.array(of: 0...10).map { $0.joined() }
    /// A text and another made from it: fragments replaced, inserted or dropped.
    static let pair = zip(Gen<String?>.element(of: fragments).compactMap { $0 }.array(of: 0...10),
                          Gen.int(in: 0...4).array(of: 10), Gen<String?>.element(of: fragments).compactMap { $0 }.array(of: 10))
        .map { drawn -> (String, String) in
            let (pieces, edits, replacements) = drawn
            var edited = pieces
            for (index, edit) in edits.enumerated() where index < edited.count {
                switch edit {
                case 0: edited[index] = replacements[index]
                case 1: edited.insert(replacements[index], at: index)
                case 2: edited[index] = ""
                default: break
                }
            }
            return (pieces.joined(), edited.joined())
        }

    /// Where each piece begins in the text it belongs to: every one a token's start.
    static func boundaries(_ pieces: [WordDiff.Piece], keeping kind: WordDiff.Kind) -> [Int] {
        var offset = 0
        return pieces.filter { $0.kind != kind }.map { piece in
            defer { offset += piece.text.count }
            return offset
        }
    }

    static func tokenStarts(_ text: String) -> Set<Int> {
        var offset = 0
        return Set(WordDiff.tokens(text).map { token in
            defer { offset += token.count }
            return offset
        })
    }

    func check(_ old: String, _ new: String) {
        let pieces = WordDiff(old, new).pieces
        // Same and removed give the old text, same and added the new one.
        #expect(pieces.filter { $0.kind != .added }.map(\.text).joined() == old, "\(old.debugDescription) → \(new.debugDescription)")
        #expect(pieces.filter { $0.kind != .removed }.map(\.text).joined() == new, "\(old.debugDescription) → \(new.debugDescription)")
        // No empty piece, no two of a kind in a row, removed before added.
        #expect(!pieces.contains { $0.text.isEmpty })
        #expect(!zip(pieces, pieces.dropFirst()).contains { $0.kind == $1.kind || ($0.kind == .added && $1.kind == .removed) })
        // Whole words: every piece starts where a token of its text starts.
        #expect(Self.tokenStarts(old).isSuperset(of: Self.boundaries(pieces, keeping: .added)), "\(old.debugDescription) → \(new.debugDescription)")
        #expect(Self.tokenStarts(new).isSuperset(of: Self.boundaries(pieces, keeping: .removed)), "\(old.debugDescription) → \(new.debugDescription)")
        // A text against itself is one same piece; the same inputs, the same pieces.
        #expect(WordDiff(old, old).pieces == (old.isEmpty ? [] : [WordDiff.Piece(kind: .same, text: old)]))
        #expect(WordDiff(old, new) == WordDiff(old, new))
    }

    @Test func editedTextsComeBackWholeWordByWord() async {
        await propertyCheck(count: 2000, input: Self.pair) { old, new in check(old, new) }
    }

    @Test func unrelatedTextsComeBackWholeWordByWord() async {
        await propertyCheck(count: 1000, input: Self.text, Self.text) { old, new in check(old, new) }
    }

    @Test func theTokensAreTheText() async {
        await propertyCheck(count: 1000, input: Self.text) { text in
            let tokens = WordDiff.tokens(text)
            #expect(tokens.joined() == text)
            #expect(!tokens.contains { $0.isEmpty })
        }
    }
}
