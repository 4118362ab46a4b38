import Foundation
import LabelCopyFormats

/// String Catalogs: the same catalog with a pseudo localization added to every string.
extension PseudoFileWriter {
    /// The copy: each translatable key gets a localization in the pseudo locale shaped like its
    /// source-language one (plural and device variations and substitutions kept, each
    /// `stringUnit` holding the pseudo value, state `translated`); a key without a source unit
    /// gets one unit made from its text (the key, or a storyboard string's original). Keys marked `shouldTranslate: false`
    /// are left alone. The catalog is written the way Xcode writes one (sorted keys, two-space
    /// indent, `"key" : value`), so Xcode does not rewrite it on opening. The other pseudo-locales
    /// of the `existing` copy are kept for the keys the source still has.
    static func catalogBytes(
        of file: LocalizationFile, options: PseudoOptions, existing: [UInt8]? = nil
    ) throws(FormatError) -> [UInt8] {
        guard let document = file.document else {
            throw FormatError("cannot read \(file.path) as text", path: file.path)
        }
        guard var root = try? JSONSerialization.jsonObject(with: Data(document.bytes)) as? [String: Any],
            var strings = root["strings"] as? [String: Any]
        else { throw FormatError("not a String Catalog: there is no \"strings\" object", path: file.path) }
        let sourceLanguage = root["sourceLanguage"] as? String ?? file.sourceLanguage ?? "en"
        // The reader knows a unit-less key's text: the key, or a storyboard's original in the comment.
        var sourceTexts: [String: String] = [:]
        for entry in file.entries where entry.isSource && entry.pluralCategory == nil && entry.device == nil {
            sourceTexts[entry.key] = sourceTexts[entry.key] ?? entry.value
        }
        let earlier = otherPseudoLocalizations(in: existing, besides: options.locale)
        for (key, value) in strings {
            guard var item = value as? [String: Any], item["shouldTranslate"] as? Bool != false else { continue }
            var localizations = item["localizations"] as? [String: Any] ?? [:]
            if let source = localizations[sourceLanguage] {
                localizations[options.locale] = pseudoUnits(in: source, options: options)
            } else {
                let text = sourceTexts[key] ?? key
                // An empty key is no text to show: adding a unit would only add noise.
                guard !text.isEmpty else { continue }
                localizations[options.locale] = ["stringUnit": unit(PseudoLocalizer.pseudo(text, options: options))]
            }
            for (tag, localization) in earlier[key] ?? [:] where localizations[tag] == nil {
                localizations[tag] = localization
            }
            item["localizations"] = localizations
            strings[key] = item
        }
        root["strings"] = strings
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { throw FormatError("cannot write the String Catalog", path: file.path) }
        return Array(xcodeLayout(String(decoding: data, as: UTF8.self)).utf8)
    }

    /// The localizations in pseudo-locales other than `locale` of the catalog `bytes`, by key:
    /// what earlier runs with other `--locale`s wrote into the copy being replaced.
    private static func otherPseudoLocalizations(in bytes: [UInt8]?, besides locale: String) -> [String: [String: Any]] {
        guard let bytes, let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [:] }
        var result: [String: [String: Any]] = [:]
        for (key, item) in strings {
            let localizations = (item as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            let kept = localizations.filter { $0.key != locale && LocaleTag.isPseudo($0.key) }
            if !kept.isEmpty { result[key] = kept }
        }
        return result
    }

    /// `node` with every `stringUnit`'s value made pseudo, recursively through variations and substitutions.
    private static func pseudoUnits(in node: Any, options: PseudoOptions) -> Any {
        if let list = node as? [Any] { return list.map { pseudoUnits(in: $0, options: options) } }
        guard var object = node as? [String: Any] else { return node }
        for (name, value) in object {
            if name == "stringUnit", let stringUnit = value as? [String: Any], let text = stringUnit["value"] as? String {
                object[name] = unit(PseudoLocalizer.pseudo(text, options: options))
            } else {
                object[name] = pseudoUnits(in: value, options: options)
            }
        }
        return object
    }

    private static func unit(_ value: String) -> [String: Any] {
        ["state": "translated", "value": value]
    }

    /// Foundation's pretty printing with Xcode's ` : ` between a key and its value, and a final
    /// line break. Only the `":` that ends a member name is changed: the scan skips string contents.
    static func xcodeLayout(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count + json.utf8.count / 8)
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in json {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                result.append(character)
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if character == ":" && previous == "\"" {
                result += " :"
            } else {
                result.append(character)
            }
            previous = character
        }
        return result.hasSuffix("\n") ? result : result + "\n"
    }
}
