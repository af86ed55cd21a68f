import Foundation
import Testing

/// `copydeck export xliff` and `copydeck import` as a user meets them: what goes where, exit
/// statuses, and a failed import that leaves every locale file as it was.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ExportImportCommandTests {
    @Test func exportWritesOneDocumentForEveryDeckWithTheLocale() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        // ko is the source of every deck but tempoai (ja): only tempoai translates into ko.
        let ko = try CopydeckBinary.run(["export", "xliff", "--locale", "ko", "--project", project.path])
        #expect(ko.status == 0, "\(ko.stderr)")
        #expect(ko.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff "))
        #expect(ko.stdout.components(separatedBy: "<file original=").count == 2)
        #expect(ko.stdout.contains("original=\"tempoai/Localizable.xcstrings\" source-language=\"ja\" target-language=\"ko\""))
        let en = try CopydeckBinary.run(["export", "xliff", "--locale", "en", "--deck", "wander", "--project", project.path])
        #expect(en.status == 0)
        #expect(en.stdout.components(separatedBy: "<file original=").count == 2)
        #expect(en.stdout.contains("<trans-unit id=\"wander.intro.title\" xml:space=\"preserve\">"))
    }

    @Test func exportRefusesWhatItCannotDo() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        for arguments in [["--locale", "ko", "--deck", "wander"], ["--locale", "fr"], ["--locale", "en", "--deck", "nope"]] {
            let run = try CopydeckBinary.run(["export", "xliff", "--project", project.path] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("error:"))
        }
    }

    @Test func importRefusesFilesItCannotRead() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let loose = project.appendingPathComponent("Localizable.strings")
        try Data("\"a\" = \"b\";\n".utf8).write(to: loose)
        let csv = project.appendingPathComponent("strings.csv")
        try Data("a,b\n".utf8).write(to: csv)
        for file in [loose.path, csv.path, project.appendingPathComponent("missing.xliff").path] {
            let run = try CopydeckBinary.run(["import", "--project", project.path, file])
            #expect(run.status == 2, "\(file): \(run.stderr)")
        }
    }

    @Test func aFailedImportWritesNothingAndSaysWhereItFailed() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let locales = project.appendingPathComponent("locales")
        let before = try FileManager.default.subpathsOfDirectory(atPath: locales.path).sorted().map { path in
            (path, try? Data(contentsOf: locales.appendingPathComponent(path)))
        }
        let folder = project.appendingPathComponent("in/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // One good change, one key no deck declares: nothing may be written.
        try Data("\"wander.intro.next\" = \"Onward\";\n\"wander.intro.titel\" = \"Hi\";\n".utf8)
            .write(to: folder.appendingPathComponent("Localizable.strings"))
        let run = try CopydeckBinary.run(["import", "--project", project.path, folder.appendingPathComponent("Localizable.strings").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Localizable.strings:2:"), "\(run.stderr)")
        #expect(run.stderr.contains("[import.unknown-key]"))
        #expect(run.stderr.contains("did you mean `wander.intro.title`"))
        let after = try FileManager.default.subpathsOfDirectory(atPath: locales.path).sorted().map { path in
            (path, try? Data(contentsOf: locales.appendingPathComponent(path)))
        }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(after.map(\.1) == before.map(\.1))
    }
}
