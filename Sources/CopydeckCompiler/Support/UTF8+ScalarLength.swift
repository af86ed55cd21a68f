extension UTF8 {
    /// How many bytes the character whose first byte is `lead` takes: 1 for ASCII, 2, 3 (hangul,
    /// kana, kanji) or 4. Scans that step a character at a time over text they know is valid
    /// UTF-8 use it; a continuation byte counts 1, so a scan that lands on one moves on.
    static func scalarLength(lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
