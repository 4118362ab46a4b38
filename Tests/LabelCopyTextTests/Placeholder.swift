import XCTest

final class LabelCopyTextPlaceholder: XCTestCase {}
