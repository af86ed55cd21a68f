import CopydeckCorpus
import Foundation

// make-corpus --scale N --out DIR: writes the standard corpus (Benchmarks/README.md).
var scale = 1
var out: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--scale":
        guard let value = arguments.popFirst().flatMap(Int.init), value >= 1 else {
            FileHandle.standardError.write(Data("make-corpus: --scale takes a whole number from 1\n".utf8))
            exit(2)
        }
        scale = value
    case "--out":
        out = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: make-corpus --scale N --out DIR\n".utf8))
        exit(2)
    }
}
guard let out else {
    FileHandle.standardError.write(Data("usage: make-corpus --scale N --out DIR\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: out)
if let existing = try? FileManager.default.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
    FileHandle.standardError.write(Data("make-corpus: \(out) is not empty; give a new folder\n".utf8))
    exit(1)
}
// The example project at the repository root: this file is Benchmarks/Sources/make-corpus/main.swift.
let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
do {
    try Corpus(scale: scale, exampleRoot: example).write(to: root)
} catch {
    FileHandle.standardError.write(Data("make-corpus: \(error)\n".utf8))
    exit(1)
}
