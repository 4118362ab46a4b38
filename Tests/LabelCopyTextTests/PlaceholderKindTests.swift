import LabelCopyText
import XCTest

final class PlaceholderKindTests: XCTestCase {
    func testPlaceholderKinds() {
        let title = "_Open **%@** with {app} ^[%lld Photo](inflect: true) [Help](x) <b>&amp;</b> &Now `git pull`"
        let tokenization = Tokenizer.tokenize(title)
        let kinds = tokenization.tokens.compactMap { token in
            tokenization.placeholderKind(of: token).map { "\(tokenization.string(token)) \($0)" }
        }
        XCTAssertEqual(
            kinds,
            [
                "_ marker", "** marker", "%@ format", "** marker", "{app} format", "^[%lld Photo](inflect: true) inflection",
                "[Help](x) link", "<b> tag", "&amp; entity", "</b> tag", "& marker",
                "`git pull` code",
            ])
        XCTAssertNil(tokenization.placeholderKind(of: tokenization.tokens[1]))
    }
}
