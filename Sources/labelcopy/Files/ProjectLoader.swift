import Dispatch
import Foundation
import LabelCopyFormats

/// Reads and parses files in parallel on all cores. Each file's bytes are dropped once parsed;
/// what is kept grows with the entries, not with the size of all files together.
struct ProjectLoader: Sendable {
    /// Keep each file's decoded text (needed to rewrite files, and for SARIF fix regions).
    var keepDocuments: Bool
    /// Files larger than this are refused with an error rather than read.
    var maxFileSize: Int = 64 << 20

    /// The parsed files in the order of `paths`, and one error for each file that could not be read.
    func load(_ paths: [String]) -> (files: [LocalizationFile], errors: [FormatError]) {
        let results = ResultSlots<Result<LocalizationFile, FormatError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, load(paths[index]))
        }
        var files: [LocalizationFile] = []
        var errors: [FormatError] = []
        for result in results.values() {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        return (files, errors)
    }

    /// Reads and parses one file.
    func load(_ path: String) -> Result<LocalizationFile, FormatError> {
        let bytes: [UInt8]
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maxFileSize {
                return .failure(FormatError("the file is \(size >> 20) MiB, over the \(maxFileSize >> 20) MiB limit for a localization file", path: path))
            }
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        } catch {
            return .failure(FormatError("cannot read the file: \(error.localizedDescription)", path: path))
        }
        do {
            var file = try FormatRegistry.parse(bytes, path: path)
            if !keepDocuments { file.document = nil }
            return .success(file)
        } catch {
            return .failure(error)
        }
    }
}

/// Slots that concurrent workers fill, one index each.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
