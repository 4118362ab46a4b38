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
    /// The development language of files whose configuration names one other than English,
    /// by path: it decides which `.lproj` folder holds source text.
    var sourceLanguages: [String: String] = [:]

    /// The parsed files in the order of `paths`, and one error for each file that could not be read.
    /// `advance` is called once for each file parsed, from any thread.
    func load(_ paths: [String], advance: (@Sendable () -> Void)? = nil) -> (files: [LocalizationFile], errors: [FormatError]) {
        let results = ResultSlots<Result<LocalizationFile, FormatError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, load(paths[index]))
            advance?()
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
        if let read = Self.readWhole(path, limit: maxFileSize) {
            bytes = read
        } else {
            switch readReportingErrors(path) {
            case .success(let read): bytes = read
            case .failure(let error): return .failure(error)
            }
        }
        do {
            var file = try FormatRegistry.parse(bytes, path: path, sourceLanguage: sourceLanguages[path] ?? "en")
            if !keepDocuments { file.document = nil }
            return .success(file)
        } catch {
            return .failure(error)
        }
    }

    /// The file's bytes in one `open`, `fstat` and `read`, or nil when anything is unusual (it
    /// cannot be opened, is over `limit`, changes size while read): then Foundation reads it
    /// again and says what is wrong in its words. Spares a `Data` and its copy for every file.
    static func readWhole(_ path: String, limit: Int) -> [UInt8]? {
        // Without O_NONBLOCK, opening a named pipe waits for a writer; regular files read the same.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size <= limit else { return nil }
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            // One byte more than the size asks for, to see the end of the file where it was expected.
            while count <= size {
                let got = read(descriptor, buffer.baseAddress.map { $0 + count }, size + 1 - count)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    complete = got == 0
                    break
                }
                count += got
            }
        }
        guard complete, bytes.count == size else { return nil }
        return bytes
    }

    /// Reads one file through Foundation, with an error that says why it cannot be read.
    func readReportingErrors(_ path: String) -> Result<[UInt8], FormatError> {
        do {
            // The file a symbolic link leads to is the one read (and described).
            let resolved = SymbolicLinks.resolved(path)
            if let special = SpecialFile.name(at: resolved) {
                return .failure(FormatError("cannot read the file: it is \(special), not a regular file", path: path))
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: resolved)
            if let size = attributes[.size] as? Int, size > maxFileSize {
                let message = "the file is \(size >> 20) MiB, over the \(maxFileSize >> 20) MiB limit for a localization file"
                return .failure(FormatError(message, path: path))
            }
            return .success([UInt8](try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)))
        } catch {
            // A name that is not valid UTF-8 reaches here with U+FFFD in place of its bad bytes,
            // and so names no file: say that, rather than that the file does not exist.
            if path.unicodeScalars.contains("\u{FFFD}"), !FileManager.default.fileExists(atPath: path) {
                let message = "cannot read the file: its name is not valid UTF-8 (the bytes shown as \u{FFFD}); rename it to check it"
                return .failure(FormatError(message, path: path))
            }
            return .failure(FormatError("cannot read the file: \(error.localizedDescription)", path: path))
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
