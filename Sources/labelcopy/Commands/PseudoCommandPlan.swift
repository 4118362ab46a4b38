import Foundation
import LabelCopyCore
import LabelCopyFormats

/// The files `pseudo` reads and the copy each one becomes, or why the command line is refused.
struct PseudoCommandPlan: Sendable {
    /// Input path and output path, in input order.
    var targets: [(input: String, output: String)]
    /// Paths given that do not exist.
    var missing: [String]
    /// String Catalogs not copied because they hold a pseudo-locale: earlier pseudo output.
    var pseudoCatalogs: [String] = []
    /// Why nothing may be written (the output folder is an input folder, or a copy would land on an input).
    var refusal: String?

    /// Plans the copies of the source files under `paths` into `outputFolder`.
    static func make(paths: [String], outputFolder: String, locale: String) -> PseudoCommandPlan {
        let out = canonical(outputFolder)
        var plan = PseudoCommandPlan(targets: [], missing: [], refusal: nil)
        var inputs: Set<String> = []
        var outputs: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists, isDirectory.boolValue, canonical(path) == out {
                plan.refusal = "--out \(outputFolder) is an input folder; choose a folder that is not read"
                return plan
            }
            let found = FileDiscovery().files(in: [path])
            plan.missing += found.missing
            // Explicit files keep their folder (`en.lproj`, `values`), which says what they are;
            // so does a folder given that is one (`pseudo SampleApp/en.lproj`).
            let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            let root = canonical(
                !isDirectory.boolValue || namesLocaleFolder(folder) ? (folder as NSString).deletingLastPathComponent : folder)
            // An output folder strictly inside a folder given holds that folder's earlier copies:
            // they are no input. An output folder above it (`pseudo SampleApp --out .`) holds the
            // inputs themselves, which are read.
            let skipsOutput = isDirectory.boolValue && isStrictlyInside(out, root)
            for file in found.files {
                let full = canonical(file)
                if skipsOutput && isStrictlyInside(full, out) {
                    // Only pseudo output may stand there: a source in the output folder
                    // (`pseudo . --out SampleApp`) would silently not be read.
                    guard isPseudoOutputFile(file) else {
                        plan.refusal = "--out \(outputFolder) holds source files (\(file)); choose a folder of its own"
                        return plan
                    }
                    continue
                }
                inputs.insert(full)
                guard let format = FormatRegistry.format(forPath: file) else { continue }
                // A catalog with a pseudo-locale is an earlier copy (`--out` elsewhere): copying it
                // again would nest copies in copies and carry its pseudo text along.
                if format == .xcstrings, isPseudoOutputFile(file) {
                    plan.pseudoCatalogs.append(file)
                    continue
                }
                let relative =
                    full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : (file as NSString).lastPathComponent
                guard let target = PseudoPlanner.outputPath(forRelative: relative, format: format, locale: locale) else {
                    continue
                }
                let output = out + "/" + target
                if !outputs.insert(output).inserted {
                    // Base.lproj and en.lproj may both hold a table of one name: the en one is the text shown.
                    if let taken = plan.targets.firstIndex(where: { $0.output == output }),
                        plan.targets[taken].input.contains("/Base.lproj/"), !file.contains("/Base.lproj/")
                    {
                        plan.targets[taken].input = file
                    }
                    continue
                }
                plan.targets.append((file, output))
            }
        }
        if let clash = plan.targets.first(where: { inputs.contains($0.output) }) {
            plan.refusal = "writing \(clash.output) would replace an input file; choose another --out folder"
        } else {
            plan.refusal = refusalToReplace(plan.targets, locale: locale)
        }
        return plan
    }

    /// True when `path` is itself a folder whose name says what its files are: an `.lproj`
    /// folder or an Android `values` folder, with or without qualifiers.
    static func namesLocaleFolder(_ path: String) -> Bool {
        let name = (canonical(path) as NSString).lastPathComponent
        return name.hasSuffix(".lproj") || name == "values" || name.hasPrefix("values-")
    }

    /// Why existing files may not be replaced, or nil when every existing target is pseudo output.
    ///
    /// `pseudo` replaces only what it could have written: a file in a pseudo-locale (en-XA,
    /// ar-XB, qps-ploc…, see `LocaleTag.isPseudo`), or a String Catalog that already holds a
    /// pseudo-locale's strings. Anything else at a target may be a real translation
    /// (`--locale de` would land on `values-de/strings.xml`), so nothing is written at all.
    static func refusalToReplace(_ targets: [(input: String, output: String)], locale: String) -> String? {
        // A catalog's copy carries every localization of the catalog read: pseudo text written
        // under a real locale (`--locale de`, or the source language) would stand in its copy
        // for the real translations.
        if !LocaleTag.isPseudo(locale),
            let catalog = targets.first(where: { FormatRegistry.format(forPath: $0.input) == .xcstrings && holdsLocale($0.input, locale) })
        {
            return """
                \(catalog.input) already has '\(locale)' strings, and '\(locale)' is not a pseudo-locale (en-XA, \
                ar-XB, en-XC, qps-ploc…): its copy would hold pseudo text in place of them. Nothing was \
                written. Use a pseudo-locale with --locale.
                """
        }
        let kept = targets.map(\.output).filter { output in
            guard FileManager.default.fileExists(atPath: output) else { return false }
            if FormatRegistry.format(forPath: output) == .xcstrings { return !catalogHoldsPseudoLocale(output) }
            return !LocaleTag.isPseudo(locale)
        }
        guard let first = kept.first else { return nil }
        let others = kept.count > 1 ? " (and \(kept.count - 1) more file\(kept.count == 2 ? "" : "s"))" : ""
        let why =
            FormatRegistry.format(forPath: first) == .xcstrings
            ? "it is a String Catalog without a pseudo-locale's strings"
            : "'\(locale)' is not a pseudo-locale (en-XA, ar-XB, en-XC, qps-ploc…)"
        return """
            \(first) already exists\(others) and pseudo did not write it: \(why), so it may hold real \
            translations. Nothing was written. Use a pseudo-locale with --locale, write to another --out \
            folder, or delete the file first if it is pseudo text you want replaced.
            """
    }

    /// True for a file that is pseudo output as lint reads it (`PseudoPlanner.isPseudoOutput`):
    /// in a pseudo-locale (by its folder, name or, for XLIFF, its target language), or a String
    /// Catalog in which a pseudo-locale holds every source key (a project's own catalog with a
    /// few pseudo-locale strings is still a source). A file that cannot be read is no pseudo output.
    private static func isPseudoOutputFile(_ path: String) -> Bool {
        read(path).map(PseudoPlanner.isPseudoOutput) ?? false
    }

    /// True when the String Catalog at `path` has strings in a pseudo-locale (an earlier copy,
    /// which pseudo may write into).
    private static func catalogHoldsPseudoLocale(_ path: String) -> Bool {
        read(path)?.entries.contains { $0.locale.map(LocaleTag.isPseudo) ?? false } ?? false
    }

    /// True when the String Catalog at `path` has strings in `locale` (however cased).
    private static func holdsLocale(_ path: String, _ locale: String) -> Bool {
        let wanted = locale.lowercased()
        return read(path)?.entries.contains { $0.locale?.lowercased() == wanted } ?? false
    }

    /// The file at `path` as its format's reader reads it, or nil when it cannot be read.
    private static func read(_ path: String) -> LocalizationFile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard let reader = FormatRegistry.reader(forPath: path, data: bytes) else { return nil }
        return try? reader.parse(bytes, path: path)
    }

    /// True when the canonical path `inner` lies below the canonical folder `outer` (not equal to it).
    static func isStrictlyInside(_ inner: String, _ outer: String) -> Bool {
        inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/") && inner != outer
    }

    /// `path` absolute, with its symbolic links resolved as far as it exists (an output folder
    /// may not exist yet), as `fix` and the report resolve theirs.
    private static func canonical(_ path: String) -> String {
        SymbolicLinks.resolvedAsFarAsExists(path, in: FileManager.default.currentDirectoryPath)
    }
}
