import XCTest

final class LabelCopyCorePlaceholder: XCTestCase {}
