import LabelCopyCore

extension ParsedArguments {
    /// The `--context` value as a `TitleContext`; the binder has already checked it is one.
    var titleContext: TitleContext {
        value(OptionSpec.context.long).flatMap(TitleContext.init(rawValue:)) ?? .button
    }
}
