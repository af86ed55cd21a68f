extension Rules {
    /// A page with a count, for the examples of the table rules.
    static let exportExampleGallery = """
        screens:
          gallery:
            kind: page
            fields:
              count: { surface: caption, placeholders: { n: integer } }
        """
}
