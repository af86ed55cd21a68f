import Foundation

extension ProjectLoader {
    /// Reads one project file as text. What cannot be read is reported where it stands (an
    /// encoding error at the line and column of the first bad byte, with that line kept for the
    /// excerpt) and answers nil, so the caller goes on with the other files.
    static func readSource(_ path: String, in directory: ProjectDirectory,
                           _ diagnostics: inout DiagnosticCollector, files: inout [SourceFile]) -> SourceFile? {
        do {
            return accept(try directory.readText(path), &diagnostics, files: &files)
        } catch {
            report(error, at: path, in: directory, &diagnostics, files: &files)
            return nil
        }
    }

    /// Keeps a file that was read, reporting a second byte-order mark (kept in the text).
    static func accept(_ text: ProjectDirectory.Text, _ diagnostics: inout DiagnosticCollector, files: inout [SourceFile]) -> SourceFile {
        files.append(text.file)
        if text.hasSecondByteOrderMark {
            diagnostics.emit(Rules.fileEncoding, at: .wholeFile(text.file.path),
                "the file starts with two byte-order marks (U+FEFF U+FEFF); the second would be read as part of the first line: delete it")
        }
        return text.file
    }

    static func report(_ problem: FileProblem, at path: String, in directory: ProjectDirectory,
                       _ diagnostics: inout DiagnosticCollector, files: inout [SourceFile]) {
        switch problem {
        case .notUTF8(let line, let column, _):
            // The lines before the bad byte are valid UTF-8, so the excerpt shows them as written.
            if let data = try? directory.contents(path) {
                files.append(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
            }
            diagnostics.emit(Rules.fileEncoding, at: SourceRange(file: path, start: SourceLocation(line: line, column: column)),
                             problem.description)
        case .tooLarge:
            diagnostics.emit(Rules.fileLimit, at: .wholeFile(path), problem.description)
        default:
            diagnostics.emit(Rules.fileUnreadable, at: .wholeFile(path), problem.description)
        }
    }

    static func report(_ listing: ProjectDirectory.Listing, _ diagnostics: inout DiagnosticCollector) {
        for (path, problem) in listing.problems {
            let message = switch problem {
            case .unreadable(let reason): "the folder cannot be read (\(reason)); nothing in it was checked"
            default: problem.description
            }
            diagnostics.emit(Rules.fileUnreadable, at: .wholeFile(path), message)
        }
    }
}
