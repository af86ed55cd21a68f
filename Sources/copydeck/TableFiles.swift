import CopydeckCompiler
import Foundation

/// The string tables named on the command line (`import`, `adopt`), read: each file's format
/// and locale by its name and folder, its bytes (at most 32 MiB). A file that cannot be read or
/// is of no format Copydeck reads is a usage error.
enum TableFiles {
    static func inputs(_ paths: [String]) throws -> [ImportInput] {
        try paths.map { path in
            let (format, locale): (ImportInput.Format, String?)
            switch ImportInput.format(of: path) {
            case .success(let found): (format, locale) = found
            case .failure(let error): throw Failure.usage(error.description)
            }
            let data: Data
            do {
                data = try read(path)
            } catch {
                throw Failure.usage("cannot read \(path): \(error)")
            }
            return ImportInput(path: path, data: data, format: format, locale: locale)
        }
    }

    /// The files the paths given stand for (`ImportInput.expand`: a folder for its tables); a
    /// folder that holds none is a usage error.
    static func expanded(_ given: [String]) throws -> [String] {
        var paths: [String] = []
        for path in given {
            let expanded = ImportInput.expand(path)
            if expanded.isEmpty { throw Failure.usage("\(path) holds no table Copydeck reads (.strings, .stringsdict, .storyboard, .xib, .xcstrings, .xliff, values*/*.xml)") }
            paths += expanded
        }
        return paths
    }

    /// At most 32 MiB, as every file Copydeck reads.
    static func read(_ path: String) throws -> Data {
        let url = URL(fileURLWithPath: path)
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= 32 << 20 else { throw CopydeckError.unreadable(path: path, reason: "larger than 32 MiB") }
        return try Data(contentsOf: url)
    }
}
