import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Properties over generated texts and generated files: a set text reads back exactly and nothing
/// else changes; every key set to its own text leaves the file byte-identical; new keys land in
/// the given order; positions stay right.
@Suite struct LocaleFileEditorPropertyTests {
    static let texts = Gen<String?>.element(of: GeneratedLocaleFile.pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }

    @Test func aSetTextReadsBackOverEveryStyle() async {
        let files = LocaleFileEditorTextTests.files
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 0...(files.count - 1))) { text, index in
            let file = files[index]
            let outcome = LocaleFileEditing.edit(file, [.set("d.a.b", text)])
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
            guard let before = LocaleFileEditing.catalog(file) else { return }
            let written = outcome.bytes.map { String(decoding: $0, as: UTF8.self) } ?? file
            let after = LocaleFileEditing.catalog(written)
            #expect(after?.map(\.key) == before.map(\.key))
            for (old, new) in zip(before, after ?? []) {
                let expected = old.key == "d.a.b" ? text : old.text
                #expect(new.text.utf8.elementsEqual(expected.utf8), "\(new.key) in \(written.debugDescription)")
            }
        }
    }

    @Test func everyKeySetToItsOwnTextLeavesAGeneratedFileAlone() async {
        await propertyCheck(count: 200, input: Gen.uint64()) { seed in
            let generated = GeneratedLocaleFile(seed: seed)
            let entries = LocaleFileEditing.catalog(generated.text)
            #expect(entries != nil, "the generated file reads: \(generated)")
            let outcome = LocaleFileEditing.edit(generated.text, (entries ?? []).map { .set($0.key, $0.text) }, order: generated.order)
            #expect(outcome.bytes == nil, "\(generated)")
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        }
    }

    @Test func changedAndNewTextsReadBackInOrderAndNothingElseChanges() async {
        await propertyCheck(count: 200, input: Gen.uint64()) { seed in
            let generated = GeneratedLocaleFile(seed: seed)
            guard let entries = LocaleFileEditing.catalog(generated.text) else {
                Issue.record("the generated file does not read: \(generated)")
                return
            }
            var rng = SplitMix(seed: seed ^ 0x5EED)
            var expected = entries.dictionary
            var edits: [LocaleFileEditor.Edit] = []
            for entry in entries where rng.chance(0.3) {
                let text = GeneratedLocaleFile.text(&rng)
                edits.append(.set(entry.key, text))
                expected[entry.key] = text
            }
            for key in generated.newKeys {
                let text = GeneratedLocaleFile.text(&rng)
                edits.append(.set(key, text))
                expected[key] = text
            }
            edits.shuffle(using: &rng)
            let outcome = LocaleFileEditing.edit(generated.text, edits, order: generated.order)
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message)) editing \(generated)")
            let written = outcome.bytes.map { String(decoding: $0, as: UTF8.self) } ?? generated.text
            guard let after = LocaleFileEditing.catalog(written) else {
                Issue.record("the edited file does not read: \(written.debugDescription)")
                return
            }
            #expect(after.map(\.key) == generated.order, "\(written.debugDescription)")
            for entry in after {
                #expect(entry.text.utf8.elementsEqual((expected[entry.key] ?? "").utf8), "\(entry.key) in \(written.debugDescription)")
            }
            #expect(written.contains("\r\n") == generated.text.contains("\r\n"))
            LocaleFileEditorPositionTests.expectPositionsMatch(written)
        }
    }
}

extension Array {
    mutating func shuffle(using rng: inout SplitMix) {
        guard count > 1 else { return }
        for index in stride(from: count - 1, to: 0, by: -1) {
            swapAt(index, rng.next(0...index))
        }
    }
}

