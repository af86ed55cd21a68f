/// Why a message cannot be said in a string table, and where in its text: the export reports it
/// as `export.unsupported` at that place and leaves the key out of the tables, never writing a
/// degraded string.
public struct TableExportProblem: Error, Hashable, Sendable {
    public var reason: String
    /// Offset in Unicode scalars from the start of the message text.
    public var offset: Int

    public init(_ reason: String, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }
}
