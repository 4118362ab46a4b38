import LabelCopyCore
import LabelCopyFormats
import LabelCopyText

/// `--text-size`, `--width` and `--font`, and how they and each file's configured `truncation`
/// section set up truncation-risk. The font is opened here, at the edge: the rule only measures.
struct TruncationOptions: Sendable {
    /// `--text-size`, when given.
    var textSize: DynamicTypeSize?
    /// `--width`, when given.
    var widthClass: WidthClass?
    /// `--font`, when given.
    var fontPath: String?

    /// Reads the options; a size or width no one has is a usage error with the nearest name.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let text = arguments.value(OptionSpec.textSize.long) {
            guard let size = DynamicTypeSize(optionName: text) else {
                let names = DynamicTypeSize.optionNames
                throw .invalidValue(
                    text, option: OptionSpec.textSize.synopsis, allowed: names, suggestion: NearestName.find(text, among: names))
            }
            textSize = size
        }
        if let text = arguments.value(OptionSpec.widthClass.long) {
            let names = WidthClass.allCases.map(\.rawValue)
            guard let width = WidthClass(rawValue: text.lowercased()) else {
                throw .invalidValue(
                    text, option: OptionSpec.widthClass.synopsis, allowed: names, suggestion: NearestName.find(text, among: names)
                )
            }
            widthClass = width
        }
        fontPath = try arguments.filePath(OptionSpec.font.long)
    }

    /// `linter` with truncation-risk measuring each of `files` as its configuration's
    /// `truncation` section says, these options overriding it. Unchanged when neither says
    /// anything, so a plain lint does no extra work.
    ///
    /// Throws `FormatError` for a `--font` that cannot be opened and `ConfigurationError`, at
    /// the `font` value, for a configured one: both are the user's input (exit 65).
    func configure(_ linter: Linter, files: [LocalizationFile]) throws -> Linter {
        let sections = files.map { linter.settings(for: $0.path).configuration?.truncation ?? TruncationConfiguration() }
        let configured = sections.contains { $0 != TruncationConfiguration() }
        guard configured || textSize != nil || widthClass != nil || fontPath != nil else { return linter }
        var fonts = FontCache()
        var given: FontMeasurer?
        if let fontPath { given = try fonts.open(fontPath) }
        let defaults = TruncationSettings(
            dynamicType: textSize ?? .large, widthClass: widthClass ?? .compact, measurer: given.map(TextMeasurer.font) ?? .model)
        var byPath: [String: TruncationSettings] = [:]
        for (file, section) in zip(files, sections) where section != TruncationConfiguration() {
            var settings = defaults
            settings.dynamicType = textSize ?? section.textSize ?? .large
            settings.widthClass = widthClass ?? section.widthClass ?? .compact
            settings.margin = section.margin ?? defaults.margin
            if given == nil, let path = section.fontPath {
                settings.measurer = .font(try fonts.open(path, configuredAt: section.fontLocation))
            }
            let configuration = linter.settings(for: file.path).configuration ?? Configuration()
            settings.contexts = configuration.truncationContexts(forPath: ConfigurationResolver.absolute(file.path))
            byPath[file.path] = settings
        }
        var configuredLinter = linter
        let rule = TruncationRiskRule(settings: defaults, settingsByPath: byPath)
        configuredLinter.projectRules = linter.projectRules.map { $0 is TruncationRiskRule ? rule : $0 }
        return configuredLinter
    }
}
