import Foundation
import Testing
@testable import CopydeckCompiler

/// The XML layer under hostile input: nothing fetched, nothing expanded, everything reported.
@Suite struct XMLHardeningTests {
    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
         <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
         <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
         <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
         <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
         <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
         <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <lolz a="&lol9;">&lol9;</lolz>
        """

    @Test func scratch() {
        let parsed = XMLDocumentParser().parseDocument(Data(Self.billionLaughs.utf8))
        print(parsed.root as Any, parsed.failure as Any, parsed.hazards)
        let ext = """
            <?xml version="1.0"?>
            <!DOCTYPE x SYSTEM "http://example.invalid/x.dtd" [
              <!ENTITY e SYSTEM "file:///etc/passwd">
              <!ENTITY % p SYSTEM "file:///etc/passwd">
              %p;
            ]>
            <x a="1&e;2">before &e; after</x>
            """
        let p2 = XMLDocumentParser().parseDocument(Data(ext.utf8))
        print(p2.root as Any, p2.failure as Any, p2.hazards)
        let p3 = XMLDocumentParser().parseDocument(Data("<?xml version=\"1.0\"?>\n<!DOCTYPE x SYSTEM \"/etc/passwd\">\n<x>&e;</x>".utf8))
        print(p3.root as Any, p3.failure as Any, p3.hazards)
        var big = "<r>\n"
        for i in 0..<70_000 { big += "<a i=\"\(i)\"/>\n" }
        big += "</r>"
        let p4 = XMLDocumentParser().parseDocument(Data(big.utf8))
        print(p4.root?.elements.last?.line as Any, p4.root?.elements.last?.attributes as Any)
    }
}
