import Foundation

/// The site's own files: written by us, constant, the only raw markup of the preview.
enum PreviewAssets {
    /// The site's stylesheet, then the phone frames', then the devices' and text styles'.
    static var stylesheet: Data { data(siteStylesheet) + data(ScreenPreview.stylesheet) + Data(ScreenPreview.deviceStylesheet.utf8) }
    static var themeScript: Data { data(theme) }
    static var script: Data { data(preview) }

    static func data(_ text: StaticString) -> Data {
        text.withUTF8Buffer { Data($0) }
    }
}
