@testable import CopydeckLanguageServer
import Foundation
import Testing

/// The server's life cycle and its answers to what it does not know, as a client sees them.
struct LanguageServerLifecycleTests {
    func send(_ server: LanguageServer, _ message: JSONValue) throws -> [JSONValue] {
        let body = try JSONEncoder().encode(message)
        return try server.handle(body).map { try JSONDecoder().decode(JSONValue.self, from: $0) }
    }

    @Test func itStartsAnswersAndEndsAsTheProtocolSays() throws {
        let server = LanguageServer()
        let started = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        #expect(started.first?["id"] == 1)
        let capabilities = started.first?["result"]?["capabilities"]
        #expect(capabilities?["hoverProvider"] == true && capabilities?["definitionProvider"] == true)
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        let unknown = try send(server, ["jsonrpc": "2.0", "id": 2, "method": "textDocument/rename", "params": [:]])
        #expect(unknown.first?["error"]?["code"] == -32601)
        // A notification it does not know is no error.
        #expect(try send(server, ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "off"]]).isEmpty)
        #expect(try send(server, ["jsonrpc": "2.0", "id": 3, "method": "shutdown"]).first?["result"] == .null)
        #expect(try send(server, ["jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": [:]]).first?["error"]?["code"] == -32600)
        _ = try send(server, ["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }

    @Test func anExitWithoutShutdownIsAFailureAndNotJSONIsAParseError() throws {
        let server = LanguageServer()
        let garbage = server.handle(Data("{nope".utf8)).map { try? JSONDecoder().decode(JSONValue.self, from: $0) }
        #expect(garbage.first??["error"]?["code"] == -32700)
        _ = try send(server, ["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 1)
    }
}
