import Foundation

/// Files of the output made together, as a producer describes them: which files they are, what
/// they are made from and how to make them. Whether they are made or taken as they are from the
/// last output is the sink's to decide (`ArtifactSink`); a producer never learns which.
struct Artifact: Sendable {
    /// What making an artifact gives: its files, and what its writer could not say (a name
    /// Android cannot take…) as findings of the deck it belongs to.
    struct Made: Sendable {
        var files: [(file: OutputFile, data: Data)]
        var findings: [Diagnostic] = []
    }

    enum Recipe: Sendable {
        /// Made every time, from the bytes of `inputs`: files of the same deck, which are made
        /// (or taken) first.
        case always(inputs: [OutputFile], make: @Sendable ([Data]) throws -> Made)
        /// Named by a key first, then made by what naming it gave, unless the sink takes the last
        /// output's `files`, which were made from the same key. Two builds that give the same key
        /// must make the same bytes. Naming and making are apart so that a dear key (a copy page's:
        /// every value the page draws) hands what it read to the making.
        case keyed(files: [OutputFile], name: @Sendable () throws -> (key: String, make: @Sendable () throws -> Made))
    }

    let recipe: Recipe

    /// One file, made every time.
    static func file(_ file: OutputFile, _ make: @escaping @Sendable () throws -> Data) -> Artifact {
        Artifact(recipe: .always(inputs: []) { _ in Made(files: [(file, try make())]) })
    }

    /// One file made every time from the bytes of other files of its deck.
    static func file(_ file: OutputFile, from inputs: [OutputFile], _ make: @escaping @Sendable ([Data]) throws -> Data) -> Artifact {
        Artifact(recipe: .always(inputs: inputs) { Made(files: [(file, try make($0))]) })
    }

    /// Files made every time, with findings.
    static func files(_ make: @escaping @Sendable () throws -> Made) -> Artifact {
        Artifact(recipe: .always(inputs: []) { _ in try make() })
    }

    /// `files`, made together from what `key` names.
    static func keyed(_ files: [OutputFile], key: String, _ make: @escaping @Sendable () throws -> Made) -> Artifact {
        Artifact(recipe: .keyed(files: files) { (key, make) })
    }

    /// One file whose key is dear to make: naming it gives the key and how to make the file.
    static func keyed(_ file: OutputFile, naming: @escaping @Sendable () throws -> (key: String, make: @Sendable () throws -> Data)) -> Artifact {
        Artifact(recipe: .keyed(files: [file]) {
            let (key, make) = try naming()
            return (key, { Made(files: [(file, try make())]) })
        })
    }

    /// The files of its deck whose bytes it is made from.
    var inputs: [OutputFile] {
        if case .always(let inputs, _) = recipe { inputs } else { [] }
    }
}
