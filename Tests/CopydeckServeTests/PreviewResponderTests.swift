import CopydeckCompiler
import Foundation
import Testing
@testable import CopydeckServe

@Suite struct PreviewResponderTests {
    static let page = Data("<!DOCTYPE html>\n<html><body><p>hi</p></body></html>\n".utf8)
    static let responder = PreviewResponder(site: [
        "index.html": page, "wander/index.html": page, "wander/photo_permission.html": page,
        "assets/preview.css": Data("body{}".utf8), "assets/preview.js": Data("1".utf8),
        "wander/flows/launch.svg": Data("<svg/>".utf8),
    ])

    @Test func pagesGetTheReloadScriptBeforeTheEndOfTheirBody() {
        let response = Self.responder.respond(to: "/wander/photo_permission.html")
        #expect(response.status == 200)
        #expect(response.contentType == "text/html; charset=utf-8")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("<p>hi</p><script src=\"/__copydeck/reload.js\"></script></body>"))
    }

    @Test func foldersServeTheirIndexAndQueriesAndFragmentsAreIgnored() {
        for path in ["/", "/index.html", "/?x=1", "/wander/", "/wander/index.html#en"] {
            #expect(Self.responder.respond(to: path).status == 200, "\(path)")
        }
        #expect(Self.responder.respond(to: "/wander").status == 404)
    }

    @Test func contentTypesFollowTheExtension() {
        #expect(Self.responder.respond(to: "/assets/preview.css").contentType == "text/css; charset=utf-8")
        #expect(Self.responder.respond(to: "/assets/preview.js").contentType == "text/javascript; charset=utf-8")
        #expect(Self.responder.respond(to: "/wander/flows/launch.svg").contentType == "image/svg+xml; charset=utf-8")
        #expect(Self.responder.respond(to: "/assets/preview.css").body == Data("body{}".utf8))
        #expect(Self.responder.respond(to: PreviewResponder.reloadScriptPath).contentType == "text/javascript; charset=utf-8")
    }

    @Test func nothingOutsideTheSiteIsServed() {
        for path in ["/../copydeck.yml", "/wander/../../etc/passwd", "/%2e%2e/etc/passwd", "/etc/passwd", "/wander/..%2F..%2Fx", "/a\\b"] {
            let response = Self.responder.respond(to: path)
            #expect(response.status == 404, "\(path)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("root:"))
        }
    }

    @Test func aBuildsFilesAreReadFromItsFolderAndOnlyThoseItWrote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("wander"), withIntermediateDirectories: true)
        try Self.page.write(to: folder.appendingPathComponent("index.html"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("wander/link.html").path, withDestinationPath: "../notes.txt")
        let responder = PreviewResponder(site: PreviewFiles(folder: folder, paths: ["index.html", "wander/link.html", "wander/gone.html"]))

        #expect(responder.respond(to: "/").status == 200)
        #expect(String(decoding: responder.respond(to: "/").body, as: UTF8.self).contains("<p>hi</p>"))
        #expect(responder.respond(to: "/notes.txt").status == 404, "a file the build did not write")
        #expect(responder.respond(to: "/wander/link.html").status == 404, "a link where a page was")
        #expect(responder.respond(to: "/wander/gone.html").status == 404, "a page deleted since")
        // Read when asked: a page the next build rewrote is served as it is now.
        try Data("<html><body>new</body></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
        #expect(String(decoding: responder.respond(to: "/index.html").body, as: UTF8.self).contains("new"))
    }

    @Test func whileTheProjectIsBrokenEveryPageIsTheErrorPage() {
        var responder = Self.responder
        responder.errorPage = Data("<html><body>locales/en/wander.yml:3:1: error</body></html>".utf8)
        for path in ["/", "/wander/photo_permission.html", "/no/such/page.html"] {
            let text = String(decoding: responder.respond(to: path).body, as: UTF8.self)
            #expect(text.contains("locales/en/wander.yml:3:1"), "\(path)")
            #expect(text.contains(PreviewResponder.reloadScriptPath), "\(path): a fixed project must reload the page")
        }
        // Assets still load, so the page that comes back after the fix is styled at once.
        #expect(responder.respond(to: "/assets/preview.css").body == Data("body{}".utf8))
    }

    @Test func eventsAreFramedAsServerSentEvents() {
        #expect(PreviewEvents.frame(event: "reload", data: "3") == Array("event: reload\ndata: 3\n\n".utf8))
        #expect(PreviewEvents.frame(event: "x", data: "a\nb") == Array("event: x\ndata: a\ndata: b\n\n".utf8))
    }

    @Test func subscribersGetEveryReloadAndAreDroppedWhenTheyGo() async {
        let events = PreviewEvents()
        let stream = events.subscribe()
        #expect(events.count == 1)
        events.reload(build: 1)
        events.reload(build: 2)
        events.finishAll()
        var received: [String] = []
        for await chunk in stream { received.append(String(decoding: chunk, as: UTF8.self)) }
        #expect(received == [": copydeck preview\n\n", "event: reload\ndata: 1\n\n", "event: reload\ndata: 2\n\n"])
        #expect(events.count == 0)
    }
}
