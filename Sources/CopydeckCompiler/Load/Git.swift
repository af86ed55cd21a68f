import Foundation

/// The `git` executable, run in one folder, its output read whole. Only what `GitRevision` and
/// `TranslationHistory` ask of it: no command here writes to the repository or reaches the
/// network.
struct Git: Sendable {
    let folder: URL

    /// Standard output as text; a failure (no git, not a repository, a bad revision) throws with
    /// git's own words.
    func run(_ arguments: [String]) throws(CopydeckError) -> String {
        String(decoding: try data(arguments), as: UTF8.self)
    }

    func data(_ arguments: [String], input: Data? = nil) throws(CopydeckError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "core.quotepath=off"] + arguments
        // No pager, no prompt for credentials, no system-wide hooks into the output's language.
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw .baseUnreadable("cannot run git (\(error.localizedDescription)); install git, or give a project folder with --base")
        }
        // Input is written while output is read, so neither pipe fills and stalls the other.
        let writer = input.map { input in
            Thread {
                try? stdin.fileHandleForWriting.write(contentsOf: input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        writer?.start()
        let errorText = ErrorText()
        let errorsRead = DispatchGroup()
        DispatchQueue.global().async(group: errorsRead) { errorText.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .baseUnreadable("git \(arguments.prefix(2).joined(separator: " ")) failed in \(folder.path): \(message.isEmpty ? "exit \(process.terminationStatus)" : message)")
        }
        return data
    }

    /// The contents of `objects` (blob ids), in order, read through one `git cat-file --batch`.
    func objects(_ objects: [String]) throws(CopydeckError) -> [Data] {
        guard !objects.isEmpty else { return [] }
        let input = Data(objects.map { $0 + "\n" }.joined().utf8)
        let output = try data(["cat-file", "--batch"], input: input)
        var contents: [Data] = []
        contents.reserveCapacity(objects.count)
        var position = output.startIndex
        for object in objects {
            // `<object> SP <type> SP <size> LF <contents> LF`
            guard let newline = output[position...].firstIndex(of: 10) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.endIndex else {
                throw .baseUnreadable("git cat-file could not give object \(object)")
            }
            contents.append(output[(newline + 1)..<(newline + 1 + size)])
            position = newline + 1 + size + 1
        }
        guard contents.count == objects.count else { throw .baseUnreadable("git cat-file gave \(contents.count) of \(objects.count) objects") }
        return contents
    }
}

/// Standard error of a git run, read on its own thread.
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    var data: Data {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
