import Foundation
import XCTest

/// Tests that run the built `labelcopy` on files in a temporary folder of their own: the tool
/// is located and the folder made before each test, and the folder removed after it.
class CommandTestCase: XCTestCase {
    /// The package's root folder (the one holding Package.swift and Corpus/).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The start of the temporary folder's name, which says whose it is.
    class var folderPrefix: String { "labelcopy-command" }

    /// This test's temporary folder.
    var folder: URL!
    /// The built tool.
    var tool: LabelCopyProcess!

    override func setUpWithError() throws {
        tool = try LabelCopyProcess.locate()
        folder = try TemporaryFolder.make(Self.folderPrefix)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }
}
