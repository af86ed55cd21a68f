import Foundation
import Testing
@testable import CopydeckCompiler

/// A build takes a deck's flow files from the last output by the files `FlowEmitter.outputFiles(of:)`
/// names, without emitting them: a file `emit` writes and `outputFiles` does not name would be missing
/// from such a build's output.
@Suite struct FlowEmitterPathsTests {
    @Test func thePathsNamedAreExactlyTheFilesEmitted() throws {
        let lint = try #require(try? CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint())
        var checked = 0
        for deck in lint.project.decks {
            var tree = OutputTree()
            try FlowEmitter().emit(deck, into: &tree)
            #expect(FlowEmitter.outputFiles(of: deck).map(\.path).sorted() == tree.paths, "\(deck.id)")
            checked += deck.flows.count
        }
        #expect(checked > 0, "the example project has flows")
    }
}
