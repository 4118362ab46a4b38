import LabelCopyCore

extension LintFinding {
    /// The message with the suggested value after it ("… Suggested: 'Add to Cart'."), as the
    /// line-oriented reporters show it; a message that ends without a full stop or other closing
    /// mark gets one first. Just the message when there is no suggestion or it changes nothing.
    var messageWithSuggestion: String {
        guard let replacement, replacement != value else { return message }
        let closed = message.last.map { ".?!".contains($0) } ?? true
        return message + (closed ? "" : ".") + " Suggested: '\(replacement)'."
    }
}
