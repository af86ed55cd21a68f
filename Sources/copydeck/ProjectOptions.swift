import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--project DIR`: the folder with copydeck.yml (default: the current folder or the nearest above).
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (the one with copydeck.yml).", completion: .directory)
    var project: String?

    func directory() throws -> ProjectDirectory {
        do {
            if let project {
                let url = URL(fileURLWithPath: project)
                guard FileManager.default.fileExists(atPath: url.appendingPathComponent(ProjectConfig.fileName).path) else {
                    throw CopydeckError.projectNotFound(url.path)
                }
                return ProjectDirectory(root: url)
            }
            return try ProjectDirectory.locate(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        } catch let error as CopydeckError {
            throw Failure.usage(error.description)
        }
    }
}
