extension Parallel {
    /// A tree of folders walked a level at a time, each level's folders on whichever core is
    /// free (a walk by top-level folders would leave one core with the biggest of them):
    /// `visit` gives what it found in one folder and the folders inside it, to visit next.
    /// Returns each folder with what it gave, level after level (every folder before the folders
    /// inside it); throws the first failure, once its level is done.
    static func levels<Found: Sendable, Failure: Error & Sendable>(
        from root: String, _ visit: @Sendable (String) throws(Failure) -> (found: Found, inside: [String])
    ) throws(Failure) -> [(folder: String, found: Found)] {
        var visited: [(folder: String, found: Found)] = []
        var level = [root]
        while !level.isEmpty {
            let current = level
            let results = map(current.count) { index in Result { () throws(Failure) in try visit(current[index]) } }
            level = []
            for (folder, result) in zip(current, results) {
                let (found, inside) = try result.get()
                visited.append((folder, found))
                level += inside
            }
        }
        return visited
    }
}
