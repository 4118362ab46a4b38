import XCTest

final class LabelCopyFormatsPlaceholder: XCTestCase {}
