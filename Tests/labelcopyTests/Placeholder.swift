import XCTest

final class labelcopyPlaceholder: XCTestCase {}
